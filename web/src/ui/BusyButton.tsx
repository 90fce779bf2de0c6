import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  busy: boolean;
  label: string;
  /** Shown while busy, e.g. 'Signing in...'. */
  busyLabel: string;
}

/** A button that is disabled and says so while its action runs. */
export function BusyButton({ busy, label, busyLabel, disabled, className = 'btn btn--primary', ...rest }: BusyButtonProps) {
  return (
    <button {...rest} className={className} disabled={busy || disabled}>
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
