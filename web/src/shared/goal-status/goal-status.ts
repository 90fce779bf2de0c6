import type { GoalStatus } from '../../gql/graphql';

/**
 * SPEC §4 Goal link status, in one set of words for the card's chip, the buttons that set it and
 * Progress: the spec's button labels (New, In Progress, Stuck, Complete), which name what the
 * user chose.
 */
export const GOAL_STATUSES: readonly { status: GoalStatus; name: string }[] = [
  { status: 'NOT_STARTED', name: 'New' },
  { status: 'PROGRESSING', name: 'In Progress' },
  { status: 'STUCK', name: 'Stuck' },
  { status: 'COMPLETE', name: 'Complete' },
];

export function statusName(status: GoalStatus): string {
  return GOAL_STATUSES.find((entry) => entry.status === status)?.name ?? status;
}

/** A goal still marked New whose progress has moved: the card says so rather than look untouched. */
export function statusHint(status: GoalStatus, percent: number): string | null {
  return status === 'NOT_STARTED' && percent > 0
    ? `${percent}% done already: press In Progress to mark it started.`
    : null;
}
