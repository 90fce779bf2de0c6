import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ReportNotMeDocument } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { forgetUser } from '../../shared/session/stored-user';
import { AuthCard, AuthDoneCard } from './AuthCard';

/**
 * /not-me/:hash: the "This wasn't me" link of a security email. Nothing happens on opening it (mail
 * scanners open links); the button ends every session and asks for a password reset.
 */
export function NotMePage() {
  const { t } = useLingui();
  const { hash = '' } = useParams();
  const client = useApolloClient();
  const [reportNotMe, { loading }] = useMutation(ReportNotMeDocument);
  const [error, report, clearError] = useOutcome();
  const [done, setDone] = useState(false);

  const onConfirm = async () => {
    clearError();
    try {
      await reportNotMe({ variables: { token: hash } });
      forgetUser();
      setDone(true);
      // Every session ended, perhaps this browser's: ask Me again.
      client.resetStore().catch(() => undefined);
    } catch (failure) {
      report('error', apiMessage(failure, t`Could not sign out your devices. Please try again.`));
    }
  };

  const title = t`This wasn't me`;
  if (done) {
    return (
      <AuthDoneCard
        documentTitle={title}
        title={<Trans>Your account is safe again</Trans>}
        message={t`Every device is signed out. Check your email for a link to choose a new password.`}
      />
    );
  }

  return (
    <AuthCard
      documentTitle={title}
      title={title}
      lead={
        <Trans>
          If you did not do what the email describes, someone may know your password. Sign out every
          device now; we then email you a link to choose a new password.
        </Trans>
      }
    >
      <div className="form-stack">
        {error && <Notice key={error.at} tone="error"><p>{error.text}</p></Notice>}
        <BusyButton type="button" className="btn btn--danger btn--large btn--block" busy={loading}
          label={t`Sign Out Everywhere and Reset My Password`} busyLabel={t`Signing out...`} onClick={onConfirm} />
      </div>
    </AuthCard>
  );
}
