import type { GoalStatus } from '../../gql/graphql';

/** SPEC §4 Goal link status: each status, its name, and the label of the button that sets it. */
export const GOAL_STATUSES: readonly { status: GoalStatus; name: string; button: string }[] = [
  { status: 'NOT_STARTED', name: 'Not Started', button: 'New' },
  { status: 'PROGRESSING', name: 'Progressing', button: 'In Progress' },
  { status: 'STUCK', name: 'Stuck', button: 'Stuck' },
  { status: 'COMPLETE', name: 'Complete', button: 'Complete' },
];

export function statusName(status: GoalStatus): string {
  return GOAL_STATUSES.find((entry) => entry.status === status)?.name ?? status;
}
