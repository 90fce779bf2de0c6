// `npm run bench:trends`: the whole-history trends query for a long history (50 habits, five
// years of daily completions, 5,000 completed tasks): SQL statements and time over HTTP.
// BENCH_COMPLETION_RATE=0.8 makes the history gappy (many more runs of done days).
import { fail, runBench, yesterday } from './harness';

const COMPLETION_RATE = Number(process.env.BENCH_COMPLETION_RATE ?? 1);
type TrendsAnswer = { trends: { from: string; days: number; work: number[]; habits: Array<{ longestStreak: number }> } };

runBench<TrendsAnswer>({
  runs: 50,
  async setup(db, userId) {
    await db.query(
      `INSERT INTO user_habits (user_id, catalogue_item_id, position, created_at)
       SELECT $1, id, row_number() OVER (ORDER BY text), now() - interval '1827 days'
         FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 50`, [userId]);
    await db.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day)
       SELECT h.user_id, h.id, d::date FROM user_habits h, generate_series(current_date - 1826, current_date - 1, interval '1 day') d
        WHERE h.user_id = $1 AND random() < $2`, [userId, COMPLETION_RATE]);
    await db.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT $1, 'Task ' || i, i, true, current_date - 1 - (i % 1826) FROM generate_series(1, 5000) i`, [userId]);
    const [{ completions, runs }] = await db.query(
      `SELECT (SELECT count(*)::int FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1) AS completions,
              (SELECT count(*)::int FROM habit_runs r JOIN user_habits h ON h.id = r.user_habit_id WHERE h.user_id = $1) AS runs`, [userId]);
    return { completions, runsOfDoneDays: runs, completedTasks: 5000 };
  },
  query: `query($to: LocalDate!) { trends(to: $to) { from to clamped days work habitsDone habitsHeld
    habits { id currentStreak longestStreak rate } goalsByStatus { status count } } }`,
  variables: { to: yesterday() },
  summarize: ({ trends }) => ({
    from: trends.from, days: trends.days, tasksCounted: trends.work.reduce((sum, n) => sum + n, 0),
    habits: trends.habits.length, longestStreak: trends.habits[0].longestStreak,
  }),
}).catch(fail);
