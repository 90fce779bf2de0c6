import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmCheckoutDocument } from '../../gql/graphql';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { PAYMENT_FAILED_MESSAGE } from '../../shared/session/checkout';
import { afterPlanChange } from './plan-change';
import './billing.css';
import { SUCCESS_MESSAGE } from './billing-texts';

type Outcome = 'confirming' | 'confirmed' | 'failed';

/**
 * /success (SPEC §2 Payment success): Stripe sends the browser back here with session_id. The
 * server checks that session with Stripe before upgrading; then the user is refreshed.
 */
export function SuccessPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const client = useApolloClient();
  const [confirmCheckout] = useMutation(ConfirmCheckoutDocument);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>('confirming');
  const started = useRef(-1);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once per attempt, also when development mode runs effects twice.
    if (started.current === attempt) return;
    started.current = attempt;
    confirmCheckout({ variables: { sessionId } }).then(({ data }) => {
      if (!data) throw new Error('confirmCheckout answered without data');
      afterPlanChange(client, data.confirmCheckout);
      setOutcome('confirmed');
    }).catch(() => setOutcome('failed'));
  }, [attempt, sessionId, confirmCheckout, client]);

  useEffect(() => {
    if (outcome === 'confirmed') heading.current?.focus();
  }, [outcome]);

  const retry = () => {
    setOutcome('confirming');
    setAttempt((n) => n + 1);
  };

  const success = t(SUCCESS_MESSAGE);
  return (
    <div className="page billing-status">
      <title>{outcome === 'confirmed' ? t`${success} · Cairn` : t`Payment · Cairn`}</title>
      <section className="card billing-card" aria-labelledby="success-title">
        {outcome === 'confirming' && (
          <>
            <h1 id="success-title" className="billing-card__title"><Trans>Confirming your payment</Trans></h1>
            <p className="billing-card__lead"><Trans>One moment while we check with the payment provider.</Trans></p>
            <Spinner label={t`Confirming your payment…`} />
          </>
        )}
        {outcome === 'confirmed' && (
          <>
            <span className="billing-card__icon" aria-hidden="true">✓</span>
            <h1 id="success-title" ref={heading} tabIndex={-1} className="billing-card__title">{success}</h1>
            <p className="billing-card__lead">
              <Trans>
                You are on the Unlimited plan now: add as many goals, habits and tasks as you like, and
                see all of your trends.
              </Trans>
            </p>
            <div className="billing-card__actions">
              <Link to="/" className="btn btn--primary"><Trans>Go to Work</Trans></Link>
              <Link to="/plans" className="btn btn--secondary"><Trans>View Plans</Trans></Link>
            </div>
          </>
        )}
        {outcome === 'failed' && (
          <>
            <h1 id="success-title" className="billing-card__title"><Trans>Payment not confirmed</Trans></h1>
            <Notice tone="error"><p>{t(PAYMENT_FAILED_MESSAGE)}</p></Notice>
            <p className="billing-card__lead">
              <Trans>If you completed the payment, checking again usually works. Otherwise, start again from the plans.</Trans>
            </p>
            <div className="billing-card__actions">
              <button type="button" className="btn btn--primary" onClick={retry}><Trans>Check Again</Trans></button>
              <Link to="/plans" className="btn btn--secondary"><Trans>Back to Plans</Trans></Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
