import { createTestDatabase, type TestDatabase } from '../../test/db';
import { MIGRATIONS } from './data-source';

/**
 * The migrations after HabitDayNotes' predecessor, run on a database at that schema with data in
 * it: HabitDayNotes moves the notes kept on habit_completions (Loop's, imported before) to
 * habit_day_notes, and HabitSettingsHistory gives each habit its first settings row.
 */
describe('notes and settings history migrations on a database at the schema before them', () => {
  let db: TestDatabase;
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
  const names = MIGRATIONS.map((migration) => migration.name);

  beforeAll(async () => {
    db = await createTestDatabase();
    // Back to the schema before HabitDayNotes: notes on habit_completions, no habit_day_notes.
    while ((await q(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name !== names[names.indexOf('HabitDayNotes1764892800000') - 1]) {
      await db.dataSource.undoLastMigration();
    }
  });
  afterAll(() => db.drop());

  it('moves every note to habit_day_notes, whatever the day state, and gives each habit its first settings', async () => {
    expect(await q(`SELECT to_regclass('habit_day_notes') AS notes, to_regclass('habit_settings_history') AS settings`)).toEqual([{ notes: null, settings: null }]);
    const [{ id: userId }] = await q(`INSERT INTO users (username, email, time_zone, day_start_hour) VALUES ('nora', 'nora@example.com', 'Pacific/Honolulu', 4) RETURNING id`);
    const habit = async (text: string, columns: string, values: unknown[]) => {
      const [item] = await q(`INSERT INTO items (kind, text, category, created_by) VALUES ('habit', $1, 'Health', $2) RETURNING id`, [text, userId]);
      const [row] = await q(`INSERT INTO user_habits (user_id, item_id, created_at${columns}) VALUES ($1, $2, $3${values.map((_, i) => `, $${i + 4}`).join('')}) RETURNING id`,
        [userId, item.id, '2026-03-10T12:00:00Z', ...values]);
      return row.id as string;
    };
    const walk = await habit('Walk', '', []);
    const water = await habit('Drink water', ', schedule_kind, weekdays, unit, target_milli, direction, skip_budget', ['weekdays', '{1,3,5}', 'glasses', 8000, 'AT_LEAST', 2]);
    const rows: Array<[string, string, string, number | null, string | null]> = [
      [walk, '2026-03-01', 'done', null, 'Sick but went'],
      [walk, '2026-03-02', 'skipped', null, 'Rain'],
      [walk, '2026-03-03', 'done', null, null],
      [walk, '2026-03-04', 'done', null, ''],
      [water, '2026-03-11', 'unmet', 3000, 'Only three'],
      [water, '2026-03-12', 'done', 9000, 'x'.repeat(500)],
    ];
    for (const [id, day, state, value, note] of rows) {
      await q(`INSERT INTO habit_completions (user_habit_id, day, state, value_milli, note) VALUES ($1, $2, $3, $4, $5)`, [id, day, state, value, note]);
    }

    const applied = await db.dataSource.runMigrations();
    expect(applied.map((migration) => migration.name)).toEqual(names.slice(names.indexOf('HabitDayNotes1764892800000')));
    expect(await q(`SELECT user_habit_id AS id, to_char(day, 'YYYY-MM-DD') AS day, note FROM habit_day_notes ORDER BY day`)).toEqual([
      { id: walk, day: '2026-03-01', note: 'Sick but went' },
      { id: walk, day: '2026-03-02', note: 'Rain' },
      { id: water, day: '2026-03-11', note: 'Only three' },
      { id: water, day: '2026-03-12', note: 'x'.repeat(500) },
    ]);
    // The days themselves are as they were; the old column is gone.
    expect(await q(`SELECT count(*)::int AS n FROM habit_completions WHERE user_habit_id = ANY($1)`, [[walk, water]])).toEqual([{ n: 6 }]);
    expect(await q(`SELECT column_name FROM information_schema.columns WHERE table_name = 'habit_completions' AND column_name = 'note'`)).toEqual([]);
    // One settings row per habit, its settings now, from its first day: an entry before it was added,
    // or the user's day it was added (12:00 UTC is 02:00 in Honolulu, before a 04:00 day start: the 9th).
    expect(await q(`SELECT user_habit_id AS id, to_char(effective_from, 'YYYY-MM-DD') AS day, schedule_kind, weekdays, unit, target_milli, direction, skip_budget
                      FROM habit_settings_history ORDER BY schedule_kind`)).toEqual([
      { id: walk, day: '2026-03-01', schedule_kind: 'daily', weekdays: null, unit: null, target_milli: null, direction: null, skip_budget: 0 },
      { id: water, day: '2026-03-09', schedule_kind: 'weekdays', weekdays: [1, 3, 5], unit: 'glasses', target_milli: '8000', direction: 'AT_LEAST', skip_budget: 2 },
    ]);
  });
});
