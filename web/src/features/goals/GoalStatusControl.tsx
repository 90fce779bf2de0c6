import { useLingui } from '@lingui/react/macro';
import type { GoalStatus } from '../../gql/graphql';
import { GOAL_STATUSES } from '../../shared/goal-status/goal-status';

interface GoalStatusControlProps {
  status: GoalStatus;
  /** The goal's name, for the group's accessible name. */
  goalName: string;
  onChange: (status: GoalStatus) => void;
}

/** Four toggle buttons, New · In Progress · Stuck · Complete; any status may follow any other. */
export function GoalStatusControl({ status, goalName, onChange }: GoalStatusControlProps) {
  const { t } = useLingui();
  return (
    <div className="status-control" role="group" aria-label={t`Status of ${goalName}`}>
      {GOAL_STATUSES.map((entry) => (
        <button
          key={entry.status}
          type="button"
          className={`status-control__option status-control__option--${entry.status.toLowerCase()}`}
          aria-pressed={entry.status === status}
          onClick={() => {
            if (entry.status !== status) onChange(entry.status);
          }}
        >
          {entry.name}
        </button>
      ))}
    </div>
  );
}
