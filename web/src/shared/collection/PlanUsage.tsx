import { skipToken, useQuery } from '@apollo/client/react';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PlanUsageDocument, type ItemKind } from '../../gql/graphql';
import { PercentBar } from '../../ui/PercentBar';

interface PlanUsageProps {
  kind: ItemKind;
  /** How many goals (or habits) the user has in all categories; undefined while unknown. */
  used: number | undefined;
}

/** Room left on the plan for one more goal or habit. */
export interface PlanRoom {
  /** True when the plan's limit is reached: an add would be refused. */
  full: boolean;
  /** Why, with the way out, for the dialog shown instead of the confirmation. */
  message: string;
}

export const PLAN_ROOM_MESSAGES = {
  full: (kind: ItemKind, limit: number) => (kind === 'GOAL'
    ? msg`${plural(limit, {
      one: 'The Free plan holds up to # goal. Remove one to add another, or move to the Unlimited plan for as many as you like.',
      other: 'The Free plan holds up to # goals. Remove one to add another, or move to the Unlimited plan for as many as you like.',
    })}`
    : msg`${plural(limit, {
      one: 'The Free plan holds up to # habit. Remove one to add another, or move to the Unlimited plan for as many as you like.',
      other: 'The Free plan holds up to # habits. Remove one to add another, or move to the Unlimited plan for as many as you like.',
    })}`),
} as const;

/**
 * Whether the plan has room for another goal (or habit), from the server's limits and the
 * user's count: the buttons say so before any confirmation, instead of after a refusal.
 */
export function usePlanRoom(kind: ItemKind, used: number | undefined, signedIn: boolean): PlanRoom {
  const { t } = useLingui();
  const { data } = useQuery(PlanUsageDocument, signedIn ? {} : skipToken);
  const limits = data?.me?.limits;
  const limit = kind === 'GOAL' ? limits?.goals : limits?.habits;
  const full = typeof limit === 'number' && used !== undefined && used >= limit;
  return { full, message: full ? t(PLAN_ROOM_MESSAGES.full(kind, limit)) : '' };
}

/** The count against the plan's limit, said before the limit is hit (DESIGN: the UI says so first). */
export function PlanUsage({ kind, used }: PlanUsageProps) {
  const { t } = useLingui();
  const { data } = useQuery(PlanUsageDocument);
  const me = data?.me;
  if (!me || used === undefined) return null;
  const goal = kind === 'GOAL';
  const limit = goal ? me.limits.goals : me.limits.habits;

  if (limit === null || limit === undefined) {
    return (
      <p className="plan-usage plan-usage--unlimited">
        {goal
          ? <Trans><strong>{used}</strong> <Plural value={used} one="goal" other="goals" /> · Unlimited plan</Trans>
          : <Trans><strong>{used}</strong> <Plural value={used} one="habit" other="habits" /> · Unlimited plan</Trans>}
      </p>
    );
  }

  const full = used >= limit;
  const counted = Math.min(used, limit);
  const countText = t`${counted} of ${limit}`;
  return (
    <div className={`plan-usage${full ? ' plan-usage--full' : ''}`}>
      <p className="plan-usage__count">
        {goal
          ? <Trans><strong>{countText}</strong> goals on the Free plan</Trans>
          : <Trans><strong>{countText}</strong> habits on the Free plan</Trans>}
      </p>
      <PercentBar
        block="plan-usage"
        label={goal ? t`goals used` : t`habits used`}
        percent={(used / limit) * 100}
        range={{ now: counted, min: 0, max: limit, text: countText }}
      />
      {full ? (
        <p className="plan-usage__note">
          <Trans>That is the Free plan&apos;s limit. Remove one to add another, or <Link to="/plans">go Unlimited</Link>.</Trans>
        </p>
      ) : (
        <p className="plan-usage__note"><Link to="/plans"><Trans>Need more? See the plans</Trans></Link></p>
      )}
    </div>
  );
}
