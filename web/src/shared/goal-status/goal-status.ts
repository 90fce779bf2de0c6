import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GoalStatus } from '../../gql/graphql';
import { formatPercent } from '../../ui/i18n/format';
import { i18n } from '../../ui/i18n/i18n';

const STATUS_NAMES: Record<GoalStatus, MessageDescriptor> = {
  NOT_STARTED: msg({ message: 'New', context: 'goal status' }),
  PROGRESSING: msg({ message: 'In Progress', context: 'goal status' }),
  STUCK: msg({ message: 'Stuck', context: 'goal status' }),
  COMPLETE: msg({ message: 'Complete', context: 'goal status' }),
};

/**
 * SPEC §4 Goal link status, in one set of words for the card's chip, the buttons that set it and
 * Progress: the spec's button labels (New, In Progress, Stuck, Complete), which name what the
 * user chose. `name` is read in the active locale.
 */
export const GOAL_STATUSES: readonly { status: GoalStatus; readonly name: string }[] = (Object.keys(STATUS_NAMES) as GoalStatus[])
  .map((status) => ({ status, get name() { return statusName(status); } }));

export function statusName(status: GoalStatus): string {
  return i18n._(STATUS_NAMES[status]);
}

/** A goal still marked New whose progress has moved: the card says so rather than look untouched. */
export function statusHint(status: GoalStatus, percent: number): string | null {
  if (status !== 'NOT_STARTED' || percent <= 0) return null;
  const done = formatPercent(percent / 100);
  return i18n._(msg`${done} done already: press In Progress to mark it started.`);
}
