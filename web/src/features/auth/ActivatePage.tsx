import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActivateAccountDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { useOutcome } from '../../ui/useOutcome';
import { AuthCard, AuthDoneCard } from './AuthCard';
import { activationMessage, AUTH_MESSAGES } from '../../shared/account/auth-messages';

/** /activate/:hash (SPEC §2 Account activation, §4: idle, then success or error on the button press). */
export function ActivatePage() {
  const { t } = useLingui();
  const { hash = '' } = useParams();
  const [activate, { loading }] = useMutation(ActivateAccountDocument);
  const [error, report, clearError] = useOutcome();
  const [activated, setActivated] = useState(false);
  const alertArea = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) alertArea.current?.focus();
  }, [error]);

  const onActivate = async () => {
    clearError();
    try {
      await activate({ variables: { token: hash } });
      setActivated(true);
    } catch (failure) {
      report('error', activationMessage(failure));
    }
  };

  const title = t`Account Activation`;
  if (activated) {
    return (
      <AuthDoneCard documentTitle={title} title={title} message={AUTH_MESSAGES.activated}>
        <p className="auth-card__text">
          <Trans>You can now use all the features of Cairn: goals, habits, daily tasks and your progress.</Trans>
        </p>
      </AuthDoneCard>
    );
  }

  return (
    <AuthCard
      documentTitle={title}
      title={title}
      lead={<Trans>One last step: activate your account to start setting goals and building habits.</Trans>}
    >
      {/* The error area is always present, so its message is announced when it appears. */}
      <div
        ref={alertArea}
        role="alert"
        tabIndex={-1}
        className={error ? 'notice notice--error' : 'alert-area--empty'}
      >
        {error && (
          <>
            <span className="notice__icon" aria-hidden="true" />
            <div className="notice__body"><p>{error.text}</p></div>
          </>
        )}
      </div>
      <BusyButton
        type="button"
        className="btn btn--primary btn--large btn--block"
        busy={loading}
        label={t`Activate Account`}
        busyLabel={t`Activating...`}
        onClick={onActivate}
      />
      <p className="auth-card__text auth-card__text--small">
        <Trans>Link not working? <Link to="/login">Log in</Link> and we will offer to send a new one.</Trans>
      </p>
    </AuthCard>
  );
}
