import type { GoalStatus } from '../../gql/graphql';
import { GOAL_STATUSES } from '../../shared/goal-status/goal-status';

/** The Progress screen's texts. */
export const PROGRESS_MESSAGES = {
  failed: 'Error fetching your progress',
  loading: 'Loading your progress…',
  loadingRanges: 'Loading the range choices…',
  goalsFailed: "Could not load your goals' progress.",
} as const;

/** The goal status words of the Goals page (one set everywhere). */
export const GOAL_STATUS_LABELS = Object.fromEntries(GOAL_STATUSES.map((entry) => [entry.status, entry.name])) as Record<GoalStatus, string>;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The charts' one-line descriptions for screen readers. */
export const CHART_SUMMARIES = {
  work: (span: string, tasksDone: number, rangeText: string, step: 'day' | 'month', busiest: string, busiestCount: number) => (tasksDone === 0
    ? `Work trend, ${span}: no tasks completed.`
    : `Work trend, ${span}: ${plural(tasksDone, 'task', 'tasks')} completed over ${rangeText}; the busiest ${step} was ${busiest} with ${busiestCount}.`),
  consistency: (span: string, done: number, held: number, rate: number) => (held === 0
    ? `Habit consistency, ${span}: no habits held.`
    : `Habit consistency, ${span}: ${done} of ${held} habit-days done (${rate}%).`),
  goals: (counts: { label: string; count: number }[]) =>
    `Goals by status: ${counts.map((entry) => `${entry.label} ${entry.count}`).join(', ')}.`,
} as const;
