// `npm run bench:dashboard`: dashboard(day) for a heavy user (50 habits, two years of daily
// completions, 200 tasks): SQL statements per query and server time over HTTP (median, p95).
import { fail, runBench, yesterday } from './harness';

type Dashboard = { dashboard: { habits: unknown[]; tasks: unknown[] } };

runBench<Dashboard>({
  runs: 200,
  async setup(db, userId) {
    await db.query(
      `INSERT INTO user_habits (user_id, catalogue_item_id, position)
       SELECT $1, id, row_number() OVER (ORDER BY text) FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 50`, [userId]);
    await db.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day)
       SELECT h.user_id, h.id, d::date FROM user_habits h, generate_series(current_date - 730, current_date - 1, interval '1 day') d
        WHERE h.user_id = $1 AND random() < 0.8`, [userId]);
    await db.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT $1, 'Task ' || i, i, i > 20, CASE WHEN i > 20 THEN current_date - (i % 30) END FROM generate_series(1, 200) i`, [userId]);
    const [{ completions }] = await db.query(
      `SELECT count(*)::int AS completions FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1`, [userId]);
    return { completions, totalTasks: 200 };
  },
  query: 'query($day: LocalDate!) { dashboard(day: $day) { id habits { id done habit { id item { text } } } tasks { id text complete } } }',
  variables: { day: yesterday() },
  summarize: ({ dashboard }) => ({ habits: dashboard.habits.length, tasksShown: dashboard.tasks.length }),
}).catch(fail);
