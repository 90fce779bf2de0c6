import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../ui/i18n/i18n';
import { formatPercent, listText } from '../../ui/i18n/format';

/** The Progress screen's texts. */
export const PROGRESS_MESSAGES = {
  failed: msg`Error fetching your progress`,
  loading: msg`Loading your progress…`,
  loadingRanges: msg`Loading the range choices…`,
  goalsFailed: msg`Could not load your goals' progress.`,
} as const;

/** "3 days": a count of days, as the stats, the tables and the summaries write it. */
export const dayCount = (days: number) => i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);

/** The charts' one-line descriptions for screen readers. */
export const CHART_SUMMARIES = {
  work: (span: string, tasksDone: number, rangeText: string, step: 'day' | 'month', busiest: string, busiestCount: number) => {
    if (tasksDone === 0) return i18n._(msg`Work trend, ${span}: no tasks completed.`);
    return step === 'day'
      ? i18n._(msg`Work trend, ${span}: ${plural(tasksDone, { one: '# task', other: '# tasks' })} completed over ${rangeText}; the busiest day was ${busiest} with ${busiestCount}.`)
      : i18n._(msg`Work trend, ${span}: ${plural(tasksDone, { one: '# task', other: '# tasks' })} completed over ${rangeText}; the busiest month was ${busiest} with ${busiestCount}.`);
  },
  consistency: (span: string, done: number, held: number, rate: number) => {
    if (held === 0) return i18n._(msg`Habit consistency, ${span}: no habits held.`);
    const percent = formatPercent(rate / 100);
    return i18n._(msg`Habit consistency, ${span}: ${done} of ${held} habit-days done (${percent}).`);
  },
  goals: (counts: { label: string; count: number }[]) => {
    const statuses = listText(counts.map((entry) => `${entry.label} ${entry.count}`), 'unit');
    return i18n._(msg`Goals by status: ${statuses}.`);
  },
} as const;
