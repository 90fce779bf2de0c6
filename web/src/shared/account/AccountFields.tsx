import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TextField } from '../../ui/TextField';

// The account's fields, alike on the sign-in, registration and profile screens.

interface AccountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export function EmailField({ id, value, onChange, readOnly, autoComplete = 'email' }: AccountFieldProps & { readOnly?: boolean; autoComplete?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      id={id}
      label={t`Email`}
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function UsernameField({ id, value, onChange }: AccountFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      id={id}
      label={t`Username`}
      name="username"
      autoComplete="username"
      maxLength={50}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface NewPasswordFieldProps extends AccountFieldProps {
  label: string;
  /** The second entry of the new password, which must match the first. */
  confirmation?: boolean;
  required?: boolean;
  hint?: ReactNode;
  'aria-describedby'?: string;
}

export function NewPasswordField({
  id, label, confirmation = false, required, hint, value, onChange, 'aria-describedby': describedBy,
}: NewPasswordFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="password"
      name={confirmation ? 'confirmPassword' : 'password'}
      autoComplete="new-password"
      required={required}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
