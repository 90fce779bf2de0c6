import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { EmailField } from '../../shared/account/AccountFields';
import { AuthCard } from './AuthCard';
import { AUTH_MESSAGES, resetRequestMessage } from '../../shared/account/auth-messages';

/** /resetemail: ask for a password reset link (SPEC §2 Password reset request, §8 Reset request). */
export function ResetEmailPage() {
  const { t } = useLingui();
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const [email, setEmail] = useState('');
  const [outcome, report, clearOutcome] = useOutcome();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    clearOutcome();
    try {
      await requestReset({ variables: { email: email.trim() } });
      report('success', AUTH_MESSAGES.resetEmailSent);
    } catch (error) {
      report('error', resetRequestMessage(error));
    }
  };

  return (
    <AuthCard
      documentTitle={t`Reset Password`}
      title={<Trans>Reset your password</Trans>}
      lead={<Trans>Enter the email you signed up with and we will send you a link to choose a new password.</Trans>}
      footer={<p><Trans>Remembered it? <Link to="/login">Back to Login</Link></Trans></p>}
    >
      <form className="form-stack" onSubmit={onSubmit}>
        <EmailField id="reset-email" value={email} onChange={setEmail} />
        {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
        <BusyButton
          type="submit"
          className="btn btn--primary btn--large btn--block"
          busy={loading}
          label={t`Send Reset Link`}
          busyLabel={t`Sending...`}
        />
      </form>
    </AuthCard>
  );
}
