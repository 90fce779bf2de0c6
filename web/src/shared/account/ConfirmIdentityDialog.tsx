import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmPasswordDocument, ConfirmWithPasskeyDocument, PasskeyConfirmOptionsDocument } from '../../gql/graphql';
import { answerWithPasskey, browserHasWebAuthn, passkeyMessage } from './passkeys';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { i18n } from '../../ui/i18n/i18n';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';

/** The dialog's texts, in the active locale. */
export const CONFIRM_IDENTITY_MESSAGES = {
  get title() { return i18n._(msg`Confirm it's you`); },
  get lead() { return i18n._(msg`For your security, enter your password again (or use a passkey) before changing how you sign in. You will not be asked again for 10 minutes.`); },
  get failed() { return i18n._(msg`Could not check your password. Please try again.`); },
} as const;

/** True when the API asked for a fresh proof of identity (assertRecentlyVerified's REAUTH_REQUIRED). */
export function needsReauth(error: unknown): boolean {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.reason === 'REAUTH_REQUIRED';
}

/** The user closed the "Confirm it's you" dialog: the change was not made, and there is nothing to report. */
export class ReauthCancelled extends Error {
  constructor() {
    super('Confirming it is you was cancelled');
    this.name = 'ReauthCancelled';
  }
}

const PASSWORD_ID = 'confirm-identity-password';

interface ConfirmIdentityDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you": the password again (confirmPassword) or a passkey (confirmWithPasskey), when
 * a change of credentials answered REAUTH_REQUIRED. Shared by every such change (two-step
 * sign-in, password, tokens, passkeys).
 */
export function ConfirmIdentityDialog({ open, onConfirmed, onCancel }: ConfirmIdentityDialogProps) {
  const { t } = useLingui();
  const [confirmPassword, { loading: checkingPassword }] = useMutation(ConfirmPasswordDocument);
  const [confirmOptions] = useMutation(PasskeyConfirmOptionsDocument);
  const [confirmWithPasskey] = useMutation(ConfirmWithPasskeyDocument);
  const [usingPasskey, setUsingPasskey] = useState(false);
  const loading = checkingPassword || usingPasskey;
  const [password, setPassword] = useState('');
  const [error, report, clearError] = useOutcome();

  const onPasskey = async () => {
    if (loading) return;
    clearError();
    setUsingPasskey(true);
    try {
      const options = await confirmOptions();
      if (!options.data) throw new Error('passkeyConfirmOptions answered without data');
      await confirmWithPasskey({ variables: { response: await answerWithPasskey(options.data.passkeyConfirmOptions) } });
    } catch (failure) {
      report('error', passkeyMessage(failure));
      return;
    } finally {
      setUsingPasskey(false);
    }
    setPassword('');
    onConfirmed();
  };

  const close = () => {
    setPassword('');
    clearError();
    onCancel();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React bubbles its submit to the form that opened it: stop here.
    event.stopPropagation();
    if (loading) return;
    clearError();
    try {
      await confirmPassword({ variables: { password } });
    } catch (failure) {
      report('error', apiMessage(failure, CONFIRM_IDENTITY_MESSAGES.failed));
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setPassword('');
    onConfirmed();
  };

  return (
    <Dialog
      open={open}
      title={CONFIRM_IDENTITY_MESSAGES.title}
      description={<p>{CONFIRM_IDENTITY_MESSAGES.lead}</p>}
      onClose={close}
      dismissible={!loading}
    >
      <form className="form-stack" onSubmit={onSubmit}>
        <TextField
          id={PASSWORD_ID}
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <Notice key={error.at} tone="error"><p>{error.text}</p></Notice>}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" disabled={loading} onClick={close}><Trans>Cancel</Trans></button>
          {browserHasWebAuthn() && (
            <BusyButton type="button" className="btn btn--secondary" busy={usingPasskey} label={t`Use a passkey`} busyLabel={t`Waiting for your passkey...`} onClick={() => void onPasskey()} />
          )}
          <BusyButton type="submit" className="btn btn--primary" busy={checkingPassword} label={t`Confirm`} busyLabel={t`Checking...`} />
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Runs a change of credentials; when the API answers REAUTH_REQUIRED, asks "Confirm it's you"
 * and runs it again. Rejects with ReauthCancelled when the dialog is closed. Render `dialog`.
 */
export function useConfirmIdentity(): { withConfirmation: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const withConfirmation = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsReauth(error)) throw error;
    }
    await new Promise<void>((resolve, reject) => setPending({ resolve, reject }));
    return action();
  }, []);

  const dialog = (
    <ConfirmIdentityDialog
      open={pending !== null}
      onConfirmed={() => {
        pending?.resolve();
        setPending(null);
      }}
      onCancel={() => {
        pending?.reject(new ReauthCancelled());
        setPending(null);
      }}
    />
  );
  return { withConfirmation, dialog };
}
