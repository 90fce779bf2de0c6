import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
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
    body = <Spinner label="Loading…" />;
  } else if (error && !data) {
    body = (
      <RetryNotice onRetry={refetch} takeFocus><p>{CANCEL_MESSAGES.loadFailed}</p></RetryNotice>
    );
  } else {
    const free = data?.plans.offers.find((offer) => offer.plan === 'FREE') ?? null;
    body = <CancelForm user={me} free={free} onCancelled={() => setCancelled(true)} />;
  }

  return (
    <div className="page billing-status">
      <title>Cancel · Cairn</title>
      <section className="card billing-card" aria-labelledby="cancel-title">
        <p className="page__eyebrow">Your subscription</p>
        <h1 id="cancel-title" className="billing-card__title">Cancel</h1>
        {body}
      </section>
    </div>
  );
}

/** What Free allows, from the server's limits; words alone when they are not known. */
function limitsSentence(free: PlanOffer | null): string {
  if (!free || free.goals === null || free.habits === null || free.openTasks === null) {
    return 'Free has limits on goals, habits and open tasks.';
  }
  return `Free holds ${free.goals} goals, ${free.habits} habits and ${free.openTasks} open tasks.`;
}

function CancelForm({ user, free, onCancelled }: { user: CurrentUser; free: PlanOffer | null; onCancelled: () => void }) {
  const client = useApolloClient();
  const [cancelSubscription, { loading }] = useMutation(CancelSubscriptionDocument);
  const [failure, report, clearFailure] = useOutcome();

  const onCancel = async () => {
    clearFailure();
    try {
      const { data } = await cancelSubscription();
      if (!data) throw new Error('cancelSubscription answered without data');
      // The answer replaces the user record (SPEC §4 Plan).
      afterPlanChange(client, data.cancelSubscription);
      onCancelled();
    } catch (error) {
      report('error', refusalMessage(error, CANCEL_MESSAGES.cancelFailed));
    }
  };

  return (
    <>
      <p className="billing-card__lead">
        {user.username}, going back to Free ends your Unlimited subscription. Nothing is deleted.
      </p>
      <ul className="billing-card__list">
        <li>
          <strong>Your data stays</strong>
          Every goal, habit and task, and all of their history, is kept.
        </li>
        <li>
          <strong>Limits apply to adding more</strong>
          {limitsSentence(free)} If you have more, you keep them all, but you cannot add another
          until you are under the limit.
        </li>
        <li>
          <strong>{free ? trendsLabel(free.trendDays) : 'Shorter trends'}</strong>
          Progress shows {free?.trendDays ? `the last ${free.trendDays} days` : 'a shorter window'} instead of all of your history.
        </li>
      </ul>
      {failure && <Notice key={failure.at} tone="error"><p>{failure.text}</p></Notice>}
      <div className="billing-card__actions">
        <BusyButton
          type="button"
          className="btn btn--danger"
          busy={loading}
          label="Switch to Free"
          busyLabel="Switching..."
          onClick={onCancel}
        />
        <Link to="/plans" className="btn btn--secondary">Keep Unlimited</Link>
      </div>
    </>
  );
}

function CancelledView() {
  return (
    <>
      <Notice tone="success"><p>{CANCEL_MESSAGES.cancelled}</p></Notice>
      <div className="billing-card__actions">
        <Link to="/" className="btn btn--primary">Go to Work</Link>
        <Link to="/plans" className="btn btn--secondary">Back to Plans</Link>
      </div>
    </>
  );
}

function AlreadyFreeView() {
  return (
    <>
      <p className="billing-card__lead">
        You are on the Free plan, so there is no subscription to cancel. Unlimited lifts every
        limit whenever you want more room.
      </p>
      <div className="billing-card__actions">
        <Link to="/plans" className="btn btn--primary">View Plans</Link>
        <Link to="/" className="btn btn--secondary">Go to Work</Link>
      </div>
    </>
  );
}
