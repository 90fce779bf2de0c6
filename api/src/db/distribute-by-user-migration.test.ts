import { createTestDatabase, undoMigrationsTo, type TestDatabase } from '../../test/db';

/**
 * The DistributeByUser migration on a database filled at the schema before it: every child row
 * takes its user from its parent, nothing is lost (a habit's day changes become one row per
 * habit), the runs' triggers go on working by user, and down puts every row back as it was.
 */
describe('the distribute-by-user migration on a database at the schema before it', () => {
  let db: TestDatabase;
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
  const target = 'DistributeByUser1765700000000';

  beforeAll(async () => {
    db = await createTestDatabase();
    await undoMigrationsTo(db, target);
  });
  afterAll(() => db.drop());

  /** Two users, each with a habit (a week of history, a note, day changes, a settings version, a reminder and its delivery), a goal with a milestone, the link, and a task serving the goal. */
  async function fill(): Promise<string[]> {
    const users: string[] = [];
    for (const name of ['ada', 'bo']) {
      const [{ id: user }] = await q(`INSERT INTO users (username, email) VALUES ($1, $1 || '@example.com') RETURNING id`, [name]);
      const [{ id: habitItem }] = await q(`SELECT id FROM items WHERE kind = 'habit' AND created_by IS NULL ORDER BY text LIMIT 1`);
      const [{ id: goalItem }] = await q(`SELECT id FROM items WHERE kind = 'goal' AND created_by IS NULL ORDER BY text LIMIT 1`);
      const [{ id: habit }] = await q(`INSERT INTO user_habits (user_id, item_id) VALUES ($1, $2) RETURNING id`, [user, habitItem]);
      const [{ id: goal }] = await q(`INSERT INTO user_goals (user_id, item_id) VALUES ($1, $2) RETURNING id`, [user, goalItem]);
      // Done on the 1st to 3rd and the 5th (two runs), skipped on the 4th: the triggers keep habit_runs.
      await q(`INSERT INTO habit_completions (user_habit_id, day, state) SELECT $1, d::date, CASE WHEN d::date = '2026-03-04' THEN 'skipped' ELSE 'done' END
                 FROM generate_series('2026-03-01'::date, '2026-03-05'::date, interval '1 day') d`, [habit]);
      await q(`INSERT INTO habit_day_notes (user_habit_id, day, note) VALUES ($1, '2026-03-02', 'Tired')`, [habit]);
      await q(`INSERT INTO habit_day_changes (user_habit_id, day, changed_at) VALUES ($1, '2026-03-04', '2026-03-04T20:00:00Z'), ($1, '2026-03-05', '2026-03-05T21:00:00Z')`, [habit]);
      await q(`INSERT INTO habit_settings_history (user_habit_id, effective_from, schedule_kind, skip_budget) VALUES ($1, '2026-03-01', 'daily', 0)`, [habit]);
      await q(`INSERT INTO habit_goals (user_habit_id, user_goal_id) VALUES ($1, $2)`, [habit, goal]);
      await q(`INSERT INTO goal_milestones (user_goal_id, position, text) VALUES ($1, 0, 'First step')`, [goal]);
      await q(`INSERT INTO tasks (user_id, text, user_goal_id) VALUES ($1, 'Call', $2)`, [user, goal]);
      const [{ id: reminder }] = await q(`INSERT INTO reminders (user_id, user_habit_id, local_time) VALUES ($1, $2, '08:00') RETURNING id`, [user, habit]);
      await q(`INSERT INTO reminder_deliveries (reminder_id, local_day, due_at) VALUES ($1, '2026-03-05', now())`, [reminder]);
      users.push(user);
    }
    return users;
  }

  /** Every child row with the user of its parent, in one comparable list. */
  const rows = () => q(`
    SELECT 'completion' AS what, h.user_id, c.day::text AS detail FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id
    UNION ALL SELECT 'run', h.user_id, r.first_day || '..' || r.last_day FROM habit_runs r JOIN user_habits h ON h.id = r.user_habit_id
    UNION ALL SELECT 'note', h.user_id, n.day || ' ' || n.note FROM habit_day_notes n JOIN user_habits h ON h.id = n.user_habit_id
    UNION ALL SELECT 'version', h.user_id, s.effective_from::text FROM habit_settings_history s JOIN user_habits h ON h.id = s.user_habit_id
    UNION ALL SELECT 'link', h.user_id, g.id::text FROM habit_goals l JOIN user_habits h ON h.id = l.user_habit_id JOIN user_goals g ON g.id = l.user_goal_id
    UNION ALL SELECT 'milestone', g.user_id, m.text FROM goal_milestones m JOIN user_goals g ON g.id = m.user_goal_id
    UNION ALL SELECT 'task', t.user_id, t.user_goal_id::text FROM tasks t
    UNION ALL SELECT 'delivery', r.user_id, d.local_day::text FROM reminder_deliveries d JOIN reminders r ON r.id = d.reminder_id
    ORDER BY 1, 2, 3`);

  it('gives every child row its user, keeps every row and the runs, and goes back down without loss', async () => {
    const users = await fill();
    const before = await rows();
    const changesBefore = await q(`SELECT user_habit_id, to_char(day, 'YYYY-MM-DD') AS day, changed_at FROM habit_day_changes ORDER BY 1, 2`);
    expect(before.filter((row: { what: string }) => row.what === 'run').map((row: { detail: string }) => row.detail).sort())
      .toEqual(['2026-03-01..2026-03-03', '2026-03-01..2026-03-03', '2026-03-05..2026-03-05', '2026-03-05..2026-03-05']);

    await db.dataSource.runMigrations();
    // The same rows, each now carrying its parent's user in its own column.
    expect(await rows()).toEqual(before);
    for (const table of ['habit_completions', 'habit_runs', 'habit_day_notes', 'habit_settings_history', 'habit_goals', 'goal_milestones', 'reminder_deliveries', 'habit_day_changes']) {
      const [{ wrong }] = await q(`SELECT count(*)::int AS wrong FROM ${table} WHERE user_id IS NULL OR user_id <> ALL($1::uuid[])`, [users]);
      expect({ table, wrong }).toEqual({ table, wrong: 0 });
    }
    const [{ mismatched }] = await q(`SELECT count(*)::int AS mismatched FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id <> c.user_id`);
    expect(mismatched).toBe(0);
    // A habit's day changes: one row, day → when.
    const changes = await q(`SELECT user_habit_id, changes FROM habit_day_changes ORDER BY 1`);
    expect(changes).toHaveLength(2);
    for (const { user_habit_id: habit, changes: byDay } of changes) {
      const expected = changesBefore.filter((row: { user_habit_id: string }) => row.user_habit_id === habit);
      expect(Object.keys(byDay).sort()).toEqual(expected.map((row: { day: string }) => row.day));
      for (const row of expected) expect(new Date(byDay[row.day]).getTime()).toBe(new Date(row.changed_at).getTime());
    }
    // The triggers go on by user: the 4th done joins the two runs into one.
    const [{ user_id: owner, id: habit }] = await q(`SELECT user_id, id FROM user_habits WHERE user_id = $1`, [users[0]]);
    await q(`UPDATE habit_completions SET state = 'done' WHERE user_id = $1 AND user_habit_id = $2 AND day = '2026-03-04'`, [owner, habit]);
    expect(await q(`SELECT first_day::text AS first, last_day::text AS last FROM habit_runs WHERE user_id = $1 AND user_habit_id = $2`, [owner, habit]))
      .toEqual([{ first: '2026-03-01', last: '2026-03-05' }]);
    await q(`UPDATE habit_completions SET state = 'skipped' WHERE user_id = $1 AND user_habit_id = $2 AND day = '2026-03-04'`, [owner, habit]);

    await undoMigrationsTo(db, target);
    expect(await rows()).toEqual(before);
    expect(await q(`SELECT user_habit_id, to_char(day, 'YYYY-MM-DD') AS day, changed_at FROM habit_day_changes ORDER BY 1, 2`)).toEqual(changesBefore);
  });
});
