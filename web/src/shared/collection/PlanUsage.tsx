import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PlanUsageDocument, type ItemKind } from '../../gql/graphql';
import { PercentBar } from '../../ui/PercentBar';
import { KIND_PLURAL } from './category-filter';

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
  full: (plural: string, limit: number) =>
    `The Free plan holds up to ${limit} ${plural}. Remove one to add another, or move to the Unlimited plan for as many as you like.`,
} as const;

/**
 * Whether the plan has room for another goal (or habit), from the server's limits and the
 * user's count: the buttons say so before any confirmation, instead of after a refusal.
 */
export function usePlanRoom(kind: ItemKind, used: number | undefined, signedIn: boolean): PlanRoom {
  const { data } = useQuery(PlanUsageDocument, signedIn ? {} : skipToken);
  const limits = data?.me?.limits;
  const limit = kind === 'GOAL' ? limits?.goals : limits?.habits;
  const full = typeof limit === 'number' && used !== undefined && used >= limit;
  return { full, message: full ? PLAN_ROOM_MESSAGES.full(KIND_PLURAL[kind], limit) : '' };
}

/** The count against the plan's limit, said before the limit is hit (DESIGN: the UI says so first). */
export function PlanUsage({ kind, used }: PlanUsageProps) {
  const { data } = useQuery(PlanUsageDocument);
  const me = data?.me;
  if (!me || used === undefined) return null;
  const plural = KIND_PLURAL[kind];
  const limit = kind === 'GOAL' ? me.limits.goals : me.limits.habits;

  if (limit === null || limit === undefined) {
    return (
      <p className="plan-usage plan-usage--unlimited">
        <strong>{used}</strong> {used === 1 ? plural.slice(0, -1) : plural} · Unlimited plan
      </p>
    );
  }

  const full = used >= limit;
  return (
    <div className={`plan-usage${full ? ' plan-usage--full' : ''}`}>
      <p className="plan-usage__count">
        <strong>{Math.min(used, limit)} of {limit}</strong> {plural} on the Free plan
      </p>
      <PercentBar
        block="plan-usage"
        label={`${plural} used`}
        percent={(used / limit) * 100}
        range={{ now: Math.min(used, limit), min: 0, max: limit, text: `${Math.min(used, limit)} of ${limit}` }}
      />
      {full ? (
        <p className="plan-usage__note">
          That is the Free plan&apos;s limit. Remove one to add another, or <Link to="/plans">go Unlimited</Link>.
        </p>
      ) : (
        <p className="plan-usage__note"><Link to="/plans">Need more? See the plans</Link></p>
      )}
    </div>
  );
}
