import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CancelSubscriptionDocument, PlansDocument } from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useOutcome } from '../../ui/useOutcome';
import { useMe, type CurrentUser } from '../../shared/session/useMe';
import { afterPlanChange } from './plan-change';
import { trendsLabel, type PlanOffer } from '../../shared/plans/plan-offers';
import './billing.css';
import { CANCEL_MESSAGES } from './billing-texts';

/** /cancel (signed-in only): Unlimited -> Free, after saying what that means. */
export function CancelPage() {
  const { t } = useLingui();
  const { me } = useMe();
  const { data, loading, error, refetch } = useQuery(PlansDocument);
  const [cancelled, setCancelled] = useState(false);

  if (!me) return null;

  let body;
  if (cancelled) {
    body = <CancelledView />;
  } else if (me.plan === 'FREE') {
    body = <AlreadyFreeView />;
  } else if (loading && !data) {
    body = <Spinner label={t`Loading…`} />;
  } else if (error && !data) {
    body = (
      <RetryNotice onRetry={refetch} takeFocus><p>{t(CANCEL_MESSAGES.loadFailed)}</p></RetryNotice>
    );
  } else {
    const free = data?.plans.offers.find((offer) => offer.plan === 'FREE') ?? null;
    body = <CancelForm user={me} free={free} onCancelled={() => setCancelled(true)} />;
  }

  return (
    <div className="page billing-status">
      <title>{t`Cancel · Cairn`}</title>
      <section className="card billing-card" aria-labelledby="cancel-title">
        <p className="page__eyebrow"><Trans>Your subscription</Trans></p>
        <h1 id="cancel-title" className="billing-card__title"><Trans context="subscription">Cancel</Trans></h1>
        {body}
      </section>
    </div>
  );
}

/** What Free allows, from the server's limits; words alone when they are not known. */
function LimitsSentence({ free }: { free: PlanOffer | null }) {
  if (!free || free.goals === null || free.habits === null || free.openTasks === null) {
    return <Trans>Free has limits on goals, habits and open tasks.</Trans>;
  }
  const { goals, habits, openTasks } = free;
  return (
    <Trans>
      Free holds <Plural value={goals} one="# goal" other="# goals" />, <Plural value={habits} one="# habit" other="# habits" /> and{' '}
      <Plural value={openTasks} one="# open task" other="# open tasks" />.
    </Trans>
  );
}

function CancelForm({ user, free, onCancelled }: { user: CurrentUser; free: PlanOffer | null; onCancelled: () => void }) {
  const client = useApolloClient();
  const [cancelSubscription, { loading }] = useMutation(CancelSubscriptionDocument);
  const [failure, report, clearFailure] = useOutcome();
  const { t } = useLingui();
  const username = user.username;
  const trendDays = free?.trendDays;

  const onCancel = async () => {
    clearFailure();
    try {
      const { data } = await cancelSubscription();
      if (!data) throw new Error('cancelSubscription answered without data');
      // The answer replaces the user record (SPEC §4 Plan).
      afterPlanChange(client, data.cancelSubscription);
      onCancelled();
    } catch (error) {
      report('error', refusalMessage(error, t(CANCEL_MESSAGES.cancelFailed)));
    }
  };

  return (
    <>
      <p className="billing-card__lead">
        <Trans><span translate="no">{username}</span>, going back to Free ends your Unlimited subscription. Nothing is deleted.</Trans>
      </p>
      <ul className="billing-card__list">
        <li>
          <strong><Trans>Your data stays</Trans></strong>
          <Trans>Every goal, habit and task, and all of their history, is kept.</Trans>
        </li>
        <li>
          <strong><Trans>Limits apply to adding more</Trans></strong>
          <LimitsSentence free={free} />{' '}
          <Trans>If you have more, you keep them all, but you cannot add another until you are under the limit.</Trans>
        </li>
        <li>
          <strong>{free ? trendsLabel(free.trendDays) : t`Shorter trends`}</strong>
          {trendDays
            ? <Plural value={trendDays} one="Progress shows the last day instead of all of your history." other="Progress shows the last # days instead of all of your history." />
            : <Trans>Progress shows a shorter window instead of all of your history.</Trans>}
        </li>
      </ul>
      {failure && <Notice key={failure.at} tone="error"><p>{failure.text}</p></Notice>}
      <div className="billing-card__actions">
        <BusyButton
          type="button"
          className="btn btn--danger"
          busy={loading}
          label={t`Switch to Free`}
          busyLabel={t`Switching...`}
          onClick={onCancel}
        />
        <Link to="/plans" className="btn btn--secondary"><Trans>Keep Unlimited</Trans></Link>
      </div>
    </>
  );
}

function CancelledView() {
  const { t } = useLingui();
  return (
    <>
      <Notice tone="success"><p>{t(CANCEL_MESSAGES.cancelled)}</p></Notice>
      <div className="billing-card__actions">
        <Link to="/" className="btn btn--primary"><Trans>Go to Work</Trans></Link>
        <Link to="/plans" className="btn btn--secondary"><Trans>Back to Plans</Trans></Link>
      </div>
    </>
  );
}

function AlreadyFreeView() {
  return (
    <>
      <p className="billing-card__lead">
        <Trans>
          You are on the Free plan, so there is no subscription to cancel. Unlimited lifts every
          limit whenever you want more room.
        </Trans>
      </p>
      <div className="billing-card__actions">
        <Link to="/plans" className="btn btn--primary"><Trans>View Plans</Trans></Link>
        <Link to="/" className="btn btn--secondary"><Trans>Go to Work</Trans></Link>
      </div>
    </>
  );
}
