import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A habit's settings with the day they took effect (issue 25 case 11): a change of schedule,
 * target or skip budget judges the days from the user's day it was made, and earlier days keep
 * their verdict. One row per habit and day (a second change on one day replaces that day's
 * row); the first row judges every day before it too. Each existing habit gets one row, its
 * current settings, from its first day (the user's day it was added, or its first entry).
 */
export class HabitSettingsHistory1765152000000 implements MigrationInterface {
  name = 'HabitSettingsHistory1765152000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE habit_settings_history (
        user_habit_id uuid NOT NULL REFERENCES user_habits(id) ON DELETE CASCADE,
        effective_from date NOT NULL,
        schedule_kind text NOT NULL,
        weekdays smallint[],
        freq_num smallint,
        freq_den smallint,
        unit text,
        target_milli bigint,
        direction text,
        skip_budget smallint NOT NULL,
        CONSTRAINT habit_settings_history_pkey PRIMARY KEY (user_habit_id, effective_from),
        CONSTRAINT habit_settings_history_schedule_check CHECK ((schedule_kind = 'daily' AND weekdays IS NULL AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'weekdays' AND weekdays IS NOT NULL AND cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]
              AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'per_period' AND weekdays IS NULL AND freq_num IS NOT NULL AND freq_den IS NOT NULL
              AND freq_den BETWEEN 1 AND 31 AND freq_num BETWEEN 1 AND freq_den)),
        CONSTRAINT habit_settings_history_target_check CHECK ((unit IS NULL AND target_milli IS NULL AND direction IS NULL)
          OR (unit IS NOT NULL AND target_milli IS NOT NULL AND direction IS NOT NULL
              AND length(unit) BETWEEN 1 AND 24 AND direction IN ('AT_LEAST', 'AT_MOST')
              AND target_milli BETWEEN (CASE WHEN direction = 'AT_LEAST' THEN 1 ELSE 0 END) AND 1000000000000)),
        CONSTRAINT habit_settings_history_skip_budget_check CHECK (skip_budget BETWEEN 0 AND 31)
      )`);
    await db.query(`
      INSERT INTO habit_settings_history (user_habit_id, effective_from, schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget)
      SELECT h.id, least(((h.created_at AT TIME ZONE u.time_zone) - make_interval(hours => u.day_start_hour::int))::date,
                         (SELECT min(c.day) FROM habit_completions c WHERE c.user_habit_id = h.id)),
             h.schedule_kind, h.weekdays, h.freq_num, h.freq_den, h.unit, h.target_milli, h.direction, h.skip_budget
        FROM user_habits h JOIN users u ON u.id = h.user_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE habit_settings_history`);
  }
}
