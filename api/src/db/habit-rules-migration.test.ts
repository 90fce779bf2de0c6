import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { addDays } from '../shared/time/days';

/** The HabitRules migration: its columns refuse bad data, and habit_runs holds runs of done days only. */
describe('habit rules migration', () => {
  let db: TestDatabase;
  let userId: string;
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);

  let habits = 0;
  async function newHabit(): Promise<string> {
    const [item] = await q(`INSERT INTO items (kind, text, category, user_id) VALUES ('habit', $1, 'Development', $2) RETURNING id`, [`Read ${++habits}`, userId]);
    const [habit] = await q(`INSERT INTO user_habits (user_id, item_id) VALUES ($1, $2) RETURNING id`, [userId, item.id]);
    return habit.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    [{ id: userId }] = await q(`INSERT INTO users (username, email) VALUES ('ruth', 'ruth@example.com') RETURNING id`);
  });
  afterAll(() => db.drop());

  it('gives existing rows the old meaning: UTC days from midnight, daily yes/no habits, done days', async () => {
    const habit = await newHabit();
    await q(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ((SELECT user_id FROM user_habits WHERE id = $1), $1, '2026-01-01')`, [habit]);
    expect(await q(`SELECT time_zone, day_start_hour FROM users WHERE id = $1`, [userId])).toEqual([{ time_zone: 'UTC', day_start_hour: 0 }]);
    expect(await q(`SELECT schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget FROM user_habits WHERE id = $1`, [habit]))
      .toEqual([{ schedule_kind: 'daily', weekdays: null, freq_num: null, freq_den: null, unit: null, target_milli: null, direction: null, skip_budget: 0 }]);
    expect(await q(`SELECT state, value_milli FROM habit_completions WHERE user_habit_id = $1`, [habit])).toEqual([{ state: 'done', value_milli: null }]);
  });

  it('refuses data the rules cannot keep', async () => {
    const habit = await newHabit();
    const refused = (sql: string, params: unknown[]) => expect(q(sql, params)).rejects.toThrow(/check|constraint|exclu/i);
    await refused(`UPDATE users SET day_start_hour = 9 WHERE id = $1`, [userId]);
    await refused(`UPDATE user_habits SET schedule_kind = 'per_period', freq_num = 8, freq_den = 7 WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET schedule_kind = 'per_period', freq_num = 0, freq_den = 7 WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET schedule_kind = 'per_period' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET schedule_kind = 'weekdays' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET schedule_kind = 'weekdays', weekdays = '{}' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET unit = 'pages' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET unit = 'pages', target_milli = 1000 WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET schedule_kind = 'weekdays', weekdays = '{1,8}' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET target_milli = 8000, direction = 'AT_LEAST' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET unit = 'pages', target_milli = -1, direction = 'AT_MOST' WHERE id = $1`, [habit]);
    await refused(`UPDATE user_habits SET skip_budget = 40 WHERE id = $1`, [habit]);
    await refused(`INSERT INTO habit_completions (user_id, user_habit_id, day, state, value_milli) VALUES ((SELECT user_id FROM user_habits WHERE id = $1), $1, '2026-02-01', 'skipped', 1000)`, [habit]);
    await refused(`INSERT INTO habit_completions (user_id, user_habit_id, day, state) VALUES ((SELECT user_id FROM user_habits WHERE id = $1), $1, '2026-02-02', 'unmet')`, [habit]);
    await refused(`INSERT INTO habit_completions (user_id, user_habit_id, day, value_milli) VALUES ((SELECT user_id FROM user_habits WHERE id = $1), $1, '2026-02-03', -5)`, [habit]);
    await refused(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, '2026-08-10', '2026-08-01')`, [userId]);

    await q(`UPDATE user_habits SET schedule_kind = 'weekdays', weekdays = '{1,3,5}' WHERE id = $1`, [habit]);
    await q(`UPDATE user_habits SET schedule_kind = 'per_period', weekdays = NULL, freq_num = 10, freq_den = 30, unit = 'pages', target_milli = 2500, direction = 'AT_LEAST', skip_budget = 2 WHERE id = $1`, [habit]);
    await q(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, '2026-07-01', '2026-07-14')`, [userId]);
    await refused(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, '2026-07-14', '2026-07-20')`, [userId]);
    await q(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, '2026-07-15', '2026-07-20')`, [userId]);
  });

  it('keeps habit_runs equal to the runs of done days through random marks, skips, amounts and undos', async () => {
    const habit = await newHabit();
    const expected = () => q(
      `SELECT min(day)::text AS first, max(day)::text AS last FROM (
         SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM habit_completions WHERE user_habit_id = $1 AND state = 'done') d
       GROUP BY run ORDER BY 1`, [habit]);
    const actual = () => q(`SELECT first_day::text AS first, last_day::text AS last FROM habit_runs WHERE user_habit_id = $1 ORDER BY 1`, [habit]);
    const operation = fc.record({
      day: fc.integer({ min: 0, max: 20 }).map((n) => addDays('2026-03-01', n)),
      action: fc.constantFrom('done', 'skipped', 'unmet', 'delete', 'to_done', 'to_skipped', 'to_unmet'),
    });
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (operations) => {
      await q(`DELETE FROM habit_completions WHERE user_habit_id = $1`, [habit]);
      for (const { day, action } of operations) {
        if (action === 'delete') await q(`DELETE FROM habit_completions WHERE user_habit_id = $1 AND day = $2`, [habit, day]);
        else if (action.startsWith('to_')) {
          const state = action.slice(3);
          await q(`UPDATE habit_completions SET state = $3, value_milli = $4 WHERE user_habit_id = $1 AND day = $2`, [habit, day, state, state === 'skipped' ? null : 1000]);
        } else {
          await q(`INSERT INTO habit_completions (user_id, user_habit_id, day, state, value_milli) VALUES ((SELECT user_id FROM user_habits WHERE id = $1), $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
            [habit, day, action, action === 'skipped' ? null : 1000]);
        }
      }
      expect(await actual()).toEqual(await expected());
    }), { numRuns: 60 });
  });
});
