import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The runs of done days of some habits, rebuilt from habit_completions in one statement ("gaps
 * and islands"): what an import (and the benchmarks' seed) does after writing years of days
 * with cairn.habit_runs_deferred on, instead of the row trigger's day-by-day bookkeeping.
 */
export class RebuildHabitRuns1764806400000 implements MigrationInterface {
  name = 'RebuildHabitRuns1764806400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION rebuild_habit_runs(habit_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        -- One writer per habit at a time, as habit_runs_add_day takes it.
        PERFORM 1 FROM user_habits WHERE id = ANY(habit_ids) ORDER BY id FOR UPDATE;
        DELETE FROM habit_runs WHERE user_habit_id = ANY(habit_ids);
        INSERT INTO habit_runs (user_habit_id, first_day, last_day)
        SELECT days.user_habit_id, min(days.day), max(days.day)
          FROM (SELECT c.user_habit_id, c.day, c.day - (row_number() OVER (PARTITION BY c.user_habit_id ORDER BY c.day))::int AS island
                  FROM habit_completions c WHERE c.user_habit_id = ANY(habit_ids) AND c.state = 'done') days
         GROUP BY days.user_habit_id, days.island;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION rebuild_habit_runs(uuid[])`);
  }
}
