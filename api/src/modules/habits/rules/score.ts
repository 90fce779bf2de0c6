import { type PlainDay } from '../../../shared/time/days';
import { type HabitHistory, settingsSpans } from './history';
import { frequency } from './schedule';
import { type DayStatus, evaluateHabit, type HabitEvaluation, type PeriodVerdict } from './streaks';

/**
 * Days for a daily habit's score to fall halfway to where the user now stands; habits asked
 * for less often move more slowly per day (Loop: half-life 13 / √frequency days).
 */
export const SCORE_HALF_LIFE_DAYS = 13;

/**
 * Habit strength in [0, 1], an exponentially weighted average of the habit's occasions, like
 * Loop's score, the same rule for every schedule: each occasion, in the order of its day, pulls
 * the score towards 1 (done) or 0 (missed), so one miss after months of practice costs a little,
 * not everything. An occasion is a due day (a day done off the schedule, `extra`, counts as one
 * done); for a `per_period` habit, each tick up to the period's quota (in the running period
 * too, so a week kept so far counts) and each tick a finished period fell short of. A habit asked
 * for less often weighs each occasion more (half-life 13 × √pace occasions, pace = occasions per
 * day), so three times a week kept for a fortnight is as strong as a daily habit kept as long.
 * Skips, vacations, days not due and anything still pending leave it unchanged. A freeze saves
 * the streak, not the score: a frozen occasion counts as missed here, as it does for adherence.
 */
export function habitScore(history: HabitHistory, today: PlainDay, evaluation: HabitEvaluation = evaluateHabit(history, today)): number {
  // Each day's pace is its settings' (a schedule changed counts at its new pace from the change on).
  const spans = settingsSpans(history);
  const keeps = spans.map((span) => 0.5 ** (1 / (SCORE_HALF_LIFE_DAYS * Math.sqrt(frequency(span.schedule)))));
  let span = 0;
  let score = 0;
  let period = 0; // evaluation.periods and evaluation.days are both in order: walk them together
  let ticks = 0; // a per_period habit's ticks counted in the current period
  for (const { day, status } of evaluation.days) {
    while (span + 1 < spans.length && spans[span + 1].start! <= day) span++;
    const keep = keeps[span];
    while (period < evaluation.periods.length && evaluation.periods[period].end < day) {
      period++;
      ticks = 0;
    }
    const current = period < evaluation.periods.length && evaluation.periods[period].start <= day ? evaluation.periods[period] : null;
    if (current && status === 'done' && ticks++ >= current.quota) continue; // beyond the quota: no occasion
    if (status === 'done' || status === 'extra') score = score * keep + (1 - keep);
    else if (status === 'missed' || status === 'frozen') score *= keep;
  }
  return Math.min(1, Math.max(0, score));
}

export interface Adherence {
  /** Due occasions done. */
  done: number;
  /** Due occasions: due days (not skipped, not on vacation), or the share of period quotas falling in the window. */
  due: number;
  /** done / due, or null when nothing was due. */
  rate: number | null;
}

const COUNTED: ReadonlySet<DayStatus> = new Set(['done', 'extra', 'missed', 'frozen']);

/**
 * Done due days over due days in [from, to], for trends and the AI's motivation; a day done off
 * the schedule (`extra`) is an occasion done, counted in both. Today counts
 * once done (not before); a frozen day counts as missed. A `per_period` habit is asked its
 * pace over the window's available days (so any 7 days of a 3-times-a-week habit ask 3), and
 * done counts the ticks in the window, each period's up to its quota.
 */
export function adherence(history: HabitHistory, today: PlainDay, from: PlainDay, to: PlainDay, evaluation: HabitEvaluation = evaluateHabit(history, today)): Adherence {
  let done = 0;
  let due = 0;
  // A `per_period` habit's periods: each asks its exact share of the window's days (3 a week
  // over 4 of its days asks 12/7); the window asks their sum, rounded up once, so two partial
  // weeks of a 7-day window ask 3, not 2 + 2. Done is the ticks that fell in the window, each
  // period's no more than its quota: what the window's days hold, not a met week's credit.
  // Days judged by a schedule of days (daily, weekdays; before or after a change) count one by one.
  let asked = 0;
  let periodDone = 0;
  let p = 0; // evaluation.days and evaluation.periods are both in order: walk them together
  let available = 0;
  let doneInWindow = 0;
  const close = (period: PeriodVerdict) => {
    if (!(period.end < from || period.start > to)) {
      asked += Math.min(available, (period.times * available) / period.length);
      periodDone += Math.min(doneInWindow, period.quota);
    }
    available = 0;
    doneInWindow = 0;
  };
  for (const { day, status } of evaluation.days) {
    while (p < evaluation.periods.length && evaluation.periods[p].end < day) close(evaluation.periods[p++]);
    const inPeriod = p < evaluation.periods.length && evaluation.periods[p].start <= day;
    if (day < from || day > to) continue;
    if (inPeriod) {
      if (status === 'done') doneInWindow++;
      if (status === 'done' || (day !== today && status !== 'vacation' && status !== 'skipped')) available++;
    } else if (COUNTED.has(status)) {
      due++;
      if (status === 'done' || status === 'extra') done++;
    }
  }
  while (p < evaluation.periods.length) close(evaluation.periods[p++]);
  const periodDue = Math.max(0, Math.ceil(asked - 1e-9));
  due += periodDue;
  done += Math.min(periodDone, periodDue);
  return { done, due, rate: due ? done / due : null };
}
