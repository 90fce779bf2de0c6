import { addDays, daysBetween, type PlainDay } from './rules/days';
import { SCORE_HALF_LIFE_DAYS, type Adherence } from './rules/score';

/** A run of consecutive done days of one habit, as habit_runs stores it (both ends included). */
export interface DoneRun {
  first: PlainDay;
  last: PlainDay;
}

export interface RunFigures {
  currentStreak: number;
  bestStreak: number;
  score: number;
  adherence: Adherence;
}

/**
 * The rules' figures (evaluateHabit, habitScore, adherence) read off habit_runs instead of
 * walking every day: exact for a daily yes/no habit with no skips, no vacations and no skip
 * budget (the read-model test checks the two agree on thousands of random histories). Costs
 * O(runs), so five years of a daily habit cost a few runs, not 1,826 days.
 */
export function figuresFromRuns(runs: readonly DoneRun[], since: PlainDay, today: PlainDay, from: PlainDay, to: PlainDay): RunFigures {
  // Days after the user's today (they flew west) are not judged yet, as in evaluateHabit.
  const clipped = runs.filter((run) => run.first <= today).map((run) => ({ first: run.first, last: run.last < today ? run.last : today }));
  const first = clipped.length && clipped[0].first < since ? clipped[0].first : since;
  if (first > today) return { currentStreak: 0, bestStreak: 0, score: 0, adherence: { done: 0, due: 0, rate: null } };
  const keep = 0.5 ** (1 / SCORE_HALF_LIFE_DAYS);
  let score = 0;
  let best = 0;
  let cursor = first;
  let doneInWindow = 0;
  for (const run of clipped) {
    const length = daysBetween(run.first, run.last) + 1;
    best = Math.max(best, length);
    score = score * keep ** daysBetween(cursor, run.first);
    score = score * keep ** length + (1 - keep ** length);
    cursor = addDays(run.last, 1);
    const start = run.first > from ? run.first : from;
    const end = run.last < to ? run.last : to;
    if (start <= end) doneInWindow += daysBetween(start, end) + 1;
  }
  const last = clipped[clipped.length - 1];
  const doneToday = last?.last === today;
  if (!doneToday) score *= keep ** daysBetween(cursor, today); // days up to yesterday missed; today still pending
  const current = last && daysBetween(last.last, today) <= 1 ? daysBetween(last.first, last.last) + 1 : 0;
  // Due in the window: every day from the habit's first day, but today only once done.
  const windowStart = from > first ? from : first;
  const windowEnd = to < today ? to : today;
  const due = windowStart <= windowEnd ? daysBetween(windowStart, windowEnd) + 1 - (windowEnd === today && !doneToday ? 1 : 0) : 0;
  return {
    currentStreak: current,
    bestStreak: best,
    score: Math.min(1, Math.max(0, score)),
    adherence: { done: doneInWindow, due, rate: due ? doneInWindow / due : null },
  };
}
