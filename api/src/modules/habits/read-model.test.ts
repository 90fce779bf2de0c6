// The SQL read model (habit_runs, kept by triggers) read by read-model.ts agrees with the pure
// habit rules on thousands of random histories of daily yes/no habits without skips,
// vacations or a skip budget: the habits the trends and stats read off habit_runs.
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/users';
import { addedHabits } from '../../../test/items';
import { figuresFromRuns, longestRun, type DoneRun } from './read-model';
import { addDays } from '../../shared/time/days';
import type { HabitHistory } from './rules/history';
import { adherence, habitScore } from './rules/score';
import { evaluateHabit } from './rules/streaks';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const TODAY = '2026-03-29'; // a fixed day: the rules and the read model take today as an argument

it('habit_runs-derived streaks, score, adherence and the longest run in the window equal the rules for 2,000 random daily histories', async () => {
  const { client, id: userId } = await signedInUser(app);
  const [habitId] = await addedHabits(app, client, 1);
  const db = app.db.dataSource;
  await fc.assert(fc.asyncProperty(
    fc.uniqueArray(fc.integer({ min: -60, max: 2 }), { maxLength: 50 }), // days done, relative to today (a few after it: a user who flew west)
    fc.integer({ min: -70, max: 3 }), // the day the habit was added
    fc.integer({ min: -70, max: 0 }), fc.integer({ min: 0, max: 40 }), // a window [from, from + length]
    async (offsets, sinceOffset, fromOffset, length) => {
      const days = offsets.map((n) => addDays(TODAY, n));
      // Written in a random order, one day at a time, as users do: the triggers merge runs.
      await db.query(`DELETE FROM habit_completions WHERE user_habit_id = $1`, [habitId]);
      await db.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) SELECT $3::uuid, $1, unnest($2::date[])`, [habitId, days, userId]);
      const runs: DoneRun[] = await db.query(
        `SELECT first_day - date '1970-01-01' AS first, last_day - date '1970-01-01' AS last FROM habit_runs WHERE user_habit_id = $1 ORDER BY first_day`, [habitId]);
      const since = addDays(TODAY, sinceOffset);
      const from = addDays(TODAY, fromOffset);
      const to = addDays(from, length);
      const history: HabitHistory = {
        schedule: { kind: 'daily' }, target: null, skipBudgetPerMonth: 0, since, vacations: [], firstDayOfWeek: 1,
        entries: days.map((day) => ({ day, state: 'done' as const })),
      };
      const evaluation = evaluateHabit(history, TODAY);
      const figures = figuresFromRuns(runs, since, TODAY, from, to);
      expect({ current: figures.currentStreak, best: figures.bestStreak, adherence: figures.adherence })
        .toEqual({ current: evaluation.currentStreak, best: evaluation.bestStreak, adherence: adherence(history, TODAY, from, to, evaluation) });
      const judged = days.filter((day) => day <= TODAY).sort();
      expect(figures.longestInWindow).toBe(longestRun(judged, from, to < TODAY ? to : TODAY));
      expect(figures.score).toBeCloseTo(habitScore(history, TODAY, evaluation), 9);
    }), { numRuns: 2000 });
}, 300_000);
