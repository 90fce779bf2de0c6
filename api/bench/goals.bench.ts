// `npm run bench:goals`: myGoals with each goal's milestones, linked habits and progress (issue 15)
// for a user with 50 goals, 100 habits (each serving two goals, a third on Mon/Wed/Fri, a third 3
// times a week) and two years of history (80% of days done, some skipped), 250 milestones and
// 200 linked tasks: SQL statements and time over HTTP.
import { fail, runBench } from './harness';

type GoalsAnswer = { myGoals: Array<{ habits: Array<{ id: string }>; milestones: Array<{ id: string }>; progress: { percent: number; habitsDue: number } }> };

runBench<GoalsAnswer>({
  runs: 50,
  async setup(db, userId) {
    // Custom items, so the counts do not depend on the size of the built-in catalogue.
    await db.query(
      `INSERT INTO items (kind, text, headline, description, category, user_id)
       SELECT k.kind, initcap(k.kind) || ' ' || i, '', '', 'Health', $1
         FROM (VALUES ('goal', 50), ('habit', 100)) AS k(kind, n), generate_series(1, k.n) i`, [userId]);
    await db.query(
      `INSERT INTO user_goals (user_id, item_id, position, status, target_date)
       SELECT $1, id, row_number() OVER (ORDER BY text), 'PROGRESSING', current_date + 90 FROM items WHERE user_id = $1 AND kind = 'goal'`, [userId]);
    await db.query(
      `INSERT INTO user_habits (user_id, item_id, position, created_at, schedule_kind, weekdays, freq_num, freq_den)
       SELECT $1, id, n, now() - interval '731 days',
              CASE n % 3 WHEN 0 THEN 'daily' WHEN 1 THEN 'weekdays' ELSE 'per_period' END,
              CASE WHEN n % 3 = 1 THEN '{1,3,5}'::smallint[] END, CASE WHEN n % 3 = 2 THEN 3 END, CASE WHEN n % 3 = 2 THEN 7 END
         FROM (SELECT id, row_number() OVER (ORDER BY text) AS n FROM items WHERE user_id = $1 AND kind = 'habit') i`, [userId]);
    await db.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day, state)
       SELECT h.user_id, h.id, d::date, CASE WHEN random() < 0.05 THEN 'skipped' ELSE 'done' END
         FROM user_habits h, generate_series(current_date - 730, current_date - 1, interval '1 day') d
        WHERE h.user_id = $1 AND random() < 0.8`, [userId]);
    await db.query(
      `INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id)
       SELECT $1, h.id, g.id FROM (SELECT id, position FROM user_habits WHERE user_id = $1) h
         JOIN (SELECT id, position FROM user_goals WHERE user_id = $1) g ON g.position = (h.position % 50) + 1 OR g.position = ((h.position + 7) % 50) + 1`, [userId]);
    await db.query(
      `INSERT INTO goal_milestones (user_id, user_goal_id, position, text, done)
       SELECT g.user_id, g.id, i, 'Milestone ' || i, i < 3 FROM user_goals g, generate_series(0, 4) i WHERE g.user_id = $1`, [userId]);
    await db.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day, user_goal_id)
       SELECT $1, 'Task ' || i, i, i % 2 = 0, CASE WHEN i % 2 = 0 THEN current_date - 1 END, g.id
         FROM user_goals g, generate_series(1, 4) i WHERE g.user_id = $1`, [userId]);
    const [counts] = await db.query(
      `SELECT (SELECT count(*)::int FROM user_goals WHERE user_id = $1) AS goals,
              (SELECT count(*)::int FROM user_habits WHERE user_id = $1) AS habits,
              (SELECT count(*)::int FROM habit_goals hg JOIN user_habits h ON h.id = hg.user_habit_id WHERE h.user_id = $1) AS links,
              (SELECT count(*)::int FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1) AS completions,
              (SELECT count(*)::int FROM goal_milestones m JOIN user_goals g ON g.id = m.user_goal_id WHERE g.user_id = $1) AS milestones,
              (SELECT count(*)::int FROM tasks WHERE user_id = $1) AS tasks`, [userId]);
    return counts;
  },
  query: `{ myGoals { id status targetDate item { text } milestones { id text done dueOn } habits { id item { text } }
    progress { percent formula milestonesDone milestonesTotal habitsDone habitsDue tasksDone tasksTotal overdue offerComplete nextMilestone { text } } } }`,
  variables: {},
  summarize: ({ myGoals }) => ({
    goalsAnswered: myGoals.length,
    linkedHabitsAnswered: myGoals.reduce((sum, goal) => sum + goal.habits.length, 0),
    milestonesAnswered: myGoals.reduce((sum, goal) => sum + goal.milestones.length, 0),
    firstGoalPercent: myGoals[0].progress.percent,
    firstGoalHabitsDue: myGoals[0].progress.habitsDue,
  }),
}).catch(fail);
