import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PlansDocument, type Plan } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useOutcome } from '../../ui/useOutcome';
import type { LoginRedirectState } from '../../shared/session/session';
import { useMe, type CurrentUser } from '../../shared/session/useMe';
import { PAYMENT_FAILED_MESSAGE, redirectToCheckout } from '../../shared/session/checkout';
import { formatPrice, PLAN_NAMES, planFeatures, type PlanOffer } from '../../shared/plans/plan-offers';
import './billing.css';
import { PLANS_MESSAGES } from './billing-texts';

/** Visitors sign in first and come back here. */
const BACK_TO_PLANS: LoginRedirectState = { from: { pathname: '/plans', search: '', hash: '' } };

/** /plans (SPEC §2 Plans, §4 Plan): Free and Unlimited, and the way between them. */
export function PlansPage() {
  const { t } = useLingui();
  const { me, loading: meLoading } = useMe();
  const { data, loading, error, refetch } = useQuery(PlansDocument);

  let content;
  if ((loading && !data) || meLoading) {
    content = <Spinner label={t`Loading plans…`} />;
  } else if (error && !data) {
    content = (
      <RetryNotice onRetry={refetch} takeFocus className="plans__problem"><p>{t(PLANS_MESSAGES.loadFailed)}</p></RetryNotice>
    );
  } else if (!data || data.plans.offers.length === 0) {
    content = <p className="card plans__empty">{t(PLANS_MESSAGES.noOffers)}</p>;
  } else {
    content = <PlanCards offers={data.plans.offers} paymentsEnabled={data.plans.paymentsEnabled} me={me} />;
  }

  return (
    <div className="page plans">
      <title>{t`Plans · Cairn`}</title>
      <header className="plans__header">
        <p className="page__eyebrow"><Trans>Plans</Trans></p>
        <h1><Trans>Choose your plan</Trans></h1>
        <p className="plans__lead">
          <Trans>
            Start free and move up when you want more room. Switch whenever you like: your goals,
            habits and history stay with you.
          </Trans>
        </p>
      </header>
      {content}
    </div>
  );
}

interface PlanCardsProps {
  offers: PlanOffer[];
  paymentsEnabled: boolean;
  me: CurrentUser | null;
}

function PlanCards({ offers, paymentsEnabled, me }: PlanCardsProps) {
  const { t } = useLingui();
  const client = useApolloClient();
  const [redirecting, setRedirecting] = useState(false);
  const [failure, report, clearFailure] = useOutcome();

  const startCheckout = async () => {
    if (redirecting) return;
    clearFailure();
    setRedirecting(true);
    try {
      // On success the browser is leaving for Checkout: stay busy until it has gone.
      await redirectToCheckout(client);
    } catch {
      report('error', t(PAYMENT_FAILED_MESSAGE));
      setRedirecting(false);
    }
  };

  return (
    <>
      {failure && (
        <Notice key={failure.at} tone="error" className="plans__problem">
          <p>{failure.text}</p>
        </Notice>
      )}
      <ul className="plan-grid">
        {offers.map((offer) => (
          <li key={offer.plan}>
            <PlanCard
              offer={offer}
              current={me?.plan === offer.plan}
              action={
                <PlanAction
                  plan={offer.plan}
                  me={me}
                  paymentsEnabled={paymentsEnabled}
                  redirecting={redirecting}
                  onUpgrade={startCheckout}
                />
              }
            />
          </li>
        ))}
      </ul>
      <div className="plans__notes">
        {me ? (
          <p>
            <Trans>
              Free counts what you hold at a time: completed tasks do not count, and going back to Free
              never deletes anything. Unlimited is billed monthly by card; cancel whenever you like.
            </Trans>
          </p>
        ) : (
          <p><Trans>New to Cairn? <Link to="/register">Create an account</Link>: every account starts on Free.</Trans></p>
        )}
      </div>
    </>
  );
}

function PlanCard({ offer, current, action }: { offer: PlanOffer; current: boolean; action: ReactNode }) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <article className={`card plan-card plan-card--${offer.plan.toLowerCase()}${current ? ' plan-card--current' : ''}`} aria-labelledby={titleId}>
      <header className="plan-card__header">
        <h2 id={titleId} className="plan-card__name">{t(PLAN_NAMES[offer.plan])}</h2>
        <p className="plan-card__price">
          <span className="plan-card__amount">{formatPrice(offer.pricePerMonth)}</span>
          <span className="plan-card__period"><Trans>/mo</Trans></span>
        </p>
      </header>
      <ul className="plan-card__features">
        {planFeatures(offer).map((feature) => <li key={feature}>{feature}</li>)}
      </ul>
      <div className="plan-card__action">{action}</div>
    </article>
  );
}

interface PlanActionProps {
  plan: Plan;
  me: CurrentUser | null;
  paymentsEnabled: boolean;
  redirecting: boolean;
  onUpgrade: () => void;
}

/** 'Current Plan', 'Switch to Free' (via /cancel), 'Switch to Unlimited!' (Checkout), or Log In for visitors. */
function PlanAction({ plan, me, paymentsEnabled, redirecting, onUpgrade }: PlanActionProps) {
  const noteId = useId();
  const { t } = useLingui();
  if (!me) {
    return (
      <Link to="/login" state={BACK_TO_PLANS} className="btn btn--secondary btn--block">
        {plan === 'FREE' ? <Trans>Log In to Choose Free</Trans> : <Trans>Log In to Choose Unlimited</Trans>}
      </Link>
    );
  }
  if (me.plan === plan) {
    return <button type="button" className="btn btn--secondary btn--block plan-card__current" disabled><Trans>Current Plan</Trans></button>;
  }
  if (plan === 'FREE') {
    return <Link to="/cancel" className="btn btn--secondary btn--block"><Trans>Switch to Free</Trans></Link>;
  }
  if (!paymentsEnabled) {
    // Stays focusable, so the reason is read out with it.
    return (
      <>
        <button type="button" className="btn btn--primary btn--block" aria-disabled="true" aria-describedby={noteId}>
          <Trans>Switch to Unlimited!</Trans>
        </button>
        <p id={noteId} className="plan-card__note">{t(PLANS_MESSAGES.paymentsOff)}</p>
      </>
    );
  }
  return (
    <BusyButton
      type="button"
      className="btn btn--primary btn--block"
      busy={redirecting}
      label={t`Switch to Unlimited!`}
      busyLabel={t`Going to checkout...`}
      onClick={onUpgrade}
    />
  );
}
