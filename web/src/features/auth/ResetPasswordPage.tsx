import { useApolloClient, useMutation } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResetPasswordDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { NewPasswordField } from '../../shared/account/AccountFields';
import { PasswordStrengthMeter } from '../../shared/account/PasswordStrengthMeter';
import { AuthCard, AuthDoneCard } from './AuthCard';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, passwordPairProblem, resetPasswordMessage } from '../../shared/account/auth-messages';

/** /resetpassword/:hash: choose a new password from an emailed link (SPEC §2 Reset password). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { hash = '' } = useParams();
  const client = useApolloClient();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, report, clearError] = useOutcome();
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const problem = passwordPairProblem(password, confirmation);
    if (problem) return report('error', problem);
    clearError();
    try {
      await resetPassword({ variables: { token: hash, password } });
      setDone(true);
      // The reset ended every session of that user, perhaps this browser's: ask Me again.
      client.resetStore().catch(() => undefined);
    } catch (failure) {
      report('error', resetPasswordMessage(failure));
    }
  };

  const documentTitle = t`Reset Password`;
  if (done) {
    return (
      <AuthDoneCard documentTitle={documentTitle} title={<Trans>Password changed</Trans>} message={AUTH_MESSAGES.passwordReset}>
        <p className="auth-card__text"><Trans>Sign in with your new password to carry on.</Trans></p>
      </AuthDoneCard>
    );
  }

  return (
    <AuthCard
      documentTitle={documentTitle}
      title={<Trans>Choose a new password</Trans>}
      lead={
        <Plural
          value={MIN_PASSWORD_LENGTH}
          one="Use at least # character. Every device signed in to your account will be signed out."
          other="Use at least # characters. Every device signed in to your account will be signed out."
        />
      }
      footer={<p><Link to="/resetemail"><Trans>Need a new link?</Trans></Link></p>}
    >
      <form className="form-stack" onSubmit={onSubmit}>
        <NewPasswordField id="new-password" label={t`New password`} required value={password} onChange={setPassword} />
        <PasswordStrengthMeter id="new-password-strength" password={password} />
        <NewPasswordField
          id="confirm-password"
          label={t`Confirm password`}
          confirmation
          required
          value={confirmation}
          onChange={setConfirmation}
        />
        {error && <Notice key={error.at} tone="error"><p>{error.text}</p></Notice>}
        <BusyButton
          type="submit"
          className="btn btn--primary btn--large btn--block"
          busy={loading}
          label={documentTitle}
          busyLabel={t`Resetting...`}
        />
      </form>
    </AuthCard>
  );
}
