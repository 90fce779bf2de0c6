import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PlanUsageDocument, type ItemKind } from '../../gql/graphql';
import { KIND_PLURAL } from './category-filter';

interface PlanUsageProps {
  kind: ItemKind;
  /** How many goals (or habits) the user has in all categories; undefined while unknown. */
  used: number | undefined;
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
      <div
        className="plan-usage__meter"
        role="meter"
        aria-label={`${plural} used`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${Math.min(used, limit)} of ${limit}`}
      >
        <span style={{ width: `${Math.min(100, (used / limit) * 100)}%` }} />
      </div>
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
