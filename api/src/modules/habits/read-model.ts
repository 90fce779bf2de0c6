import type { PlainDay } from '../../shared/time/days';
import { SCORE_HALF_LIFE_DAYS, type Adherence } from './rules/score';

/** A run of consecutive done days of one habit, as habit_runs stores it (both ends included), as day numbers. */
export interface DoneRun {
  first: number;
  last: number;
}

export interface RunFigures {
  currentStreak: number;
  bestStreak: number;
  /** The longest run of done days inside [from, to] (the trends' longestStreak). */
  longestInWindow: number;
  score: number;
  adherence: Adherence;
}

/**
 * A plain day as a count of days since 1970-01-01 (as PostgreSQL's `day - date '1970-01-01'`):
 * calendar arithmetic on dates that carry no zone, the same answer as rules/days.ts
 * daysBetween, and cheap enough for thousands of runs.
 */
export function dayNumber(day: PlainDay): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/**
 * SQL for the user's day of a timestamptz (rules/days.ts `userDay`): the wall-clock time in
 * their zone, less their day-start hours, as a date. The arguments are SQL expressions (a
 * column, a parameter such as `$4`); proven equal to `userDay` in read-model.test.ts.
 */
export function userDaySql(instant: string, timeZone: string, dayStartHour: string): string {
  return `((${instant} AT TIME ZONE ${timeZone}) - make_interval(hours => ${dayStartHour}::int))::date`;
}

/** The longest run of consecutive days among `days` (oldest first) inside [from, to]. */
export function longestRun(days: readonly PlainDay[], from: PlainDay, to: PlainDay): number {
  let longest = 0;
  let run = 0;
  let previous = -Infinity;
  for (const day of days) {
    if (day < from || day > to) continue;
    const n = dayNumber(day);
    run = n === previous + 1 ? run + 1 : 1;
    previous = n;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * The rules' figures (evaluateHabit, habitScore, adherence) read off habit_runs instead of
 * walking every day: exact for a daily yes/no habit with no skips, no vacations and no skip
 * budget (the read-model test checks the two agree on thousands of random histories). Costs
 * O(runs), so five years of a daily habit cost a few runs, not 1,826 days.
 */
export function figuresFromRuns(runs: readonly DoneRun[], since: PlainDay, today: PlainDay, from: PlainDay, to: PlainDay): RunFigures {
  const [todayN, fromN, toN] = [dayNumber(today), dayNumber(from), dayNumber(to)];
  // Days after the user's today (they flew west) are not judged yet, as in evaluateHabit.
  const clipped = runs.filter((run) => run.first <= todayN).map((run) => ({ first: run.first, last: Math.min(run.last, todayN) }));
  const first = Math.min(dayNumber(since), clipped.length ? clipped[0].first : Infinity);
  if (first > todayN) return { currentStreak: 0, bestStreak: 0, longestInWindow: 0, score: 0, adherence: { done: 0, due: 0, rate: null } };
  const keep = 0.5 ** (1 / SCORE_HALF_LIFE_DAYS);
  let score = 0;
  let best = 0;
  let cursor = first;
  let doneInWindow = 0;
  let longestInWindow = 0;
  for (const run of clipped) {
    const length = run.last - run.first + 1;
    best = Math.max(best, length);
    score = score * keep ** (run.first - cursor); // the missed days before the run
    score = score * keep ** length + (1 - keep ** length);
    cursor = run.last + 1;
    const inWindow = Math.min(run.last, toN) - Math.max(run.first, fromN) + 1;
    if (inWindow > 0) doneInWindow += inWindow;
    longestInWindow = Math.max(longestInWindow, inWindow);
  }
  const last = clipped[clipped.length - 1];
  const doneToday = last?.last === todayN;
  if (!doneToday) score *= keep ** (todayN - cursor); // days up to yesterday missed; today still pending
  const current = last && todayN - last.last <= 1 ? last.last - last.first + 1 : 0;
  // Due in the window: every day from the habit's first day, but today only once done.
  const windowStart = Math.max(fromN, first);
  const windowEnd = Math.min(toN, todayN);
  const due = windowStart <= windowEnd ? windowEnd - windowStart + 1 - (windowEnd === todayN && !doneToday ? 1 : 0) : 0;
  return {
    currentStreak: current,
    bestStreak: best,
    longestInWindow,
    score: Math.min(1, Math.max(0, score)),
    adherence: { done: doneInWindow, due, rate: due ? doneInWindow / due : null },
  };
}
