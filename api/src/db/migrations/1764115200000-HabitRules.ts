import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14's data: each user's clock (time zone, day start), each habit's schedule, measured
 * target and skip budget, a state, amount and note per day, and vacations. habit_runs keeps
 * holding runs of *done* days only: a skipped day or an amount short of the target is a row in
 * habit_completions but never part of a run. The rules themselves live in
 * modules/habits/rules (amounts are thousandths of the unit there and here).
 */
export class HabitRules1764115200000 implements MigrationInterface {
  name = 'HabitRules1764115200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
        ADD COLUMN day_start_hour smallint NOT NULL DEFAULT 0 CONSTRAINT users_day_start_hour_check CHECK (day_start_hour BETWEEN 0 AND 5)`);

    // Loop's model: per_period is freq_num times in freq_den days (7 a calendar week, 30 a calendar month).
    await db.query(`
      ALTER TABLE user_habits
        ADD COLUMN schedule_kind text NOT NULL DEFAULT 'daily',
        ADD COLUMN weekdays smallint[],
        ADD COLUMN freq_num smallint,
        ADD COLUMN freq_den smallint,
        ADD COLUMN unit text,
        ADD COLUMN target_milli bigint,
        ADD COLUMN direction text,
        ADD COLUMN skip_budget smallint NOT NULL DEFAULT 0,
        -- NULL passes a CHECK, so every branch says which columns it needs.
        ADD CONSTRAINT user_habits_schedule_check CHECK (
          (schedule_kind = 'daily' AND weekdays IS NULL AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'weekdays' AND weekdays IS NOT NULL AND cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]
              AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'per_period' AND weekdays IS NULL AND freq_num IS NOT NULL AND freq_den IS NOT NULL
              AND freq_den BETWEEN 1 AND 31 AND freq_num BETWEEN 1 AND freq_den)),
        ADD CONSTRAINT user_habits_target_check CHECK (
          (unit IS NULL AND target_milli IS NULL AND direction IS NULL)
          OR (unit IS NOT NULL AND target_milli IS NOT NULL AND direction IS NOT NULL
              AND length(unit) BETWEEN 1 AND 24 AND direction IN ('AT_LEAST', 'AT_MOST')
              AND target_milli BETWEEN (CASE WHEN direction = 'AT_LEAST' THEN 1 ELSE 0 END) AND 1000000000000)),
        ADD CONSTRAINT user_habits_skip_budget_check CHECK (skip_budget BETWEEN 0 AND 31)`);

    await db.query(`
      ALTER TABLE habit_completions
        ADD COLUMN state text NOT NULL DEFAULT 'done',
        ADD COLUMN value_milli bigint,
        ADD COLUMN note text,
        ADD CONSTRAINT habit_completions_state_check CHECK (state IN ('done', 'unmet', 'skipped')),
        ADD CONSTRAINT habit_completions_value_check CHECK (value_milli IS NULL OR (value_milli BETWEEN 0 AND 1000000000000 AND state <> 'skipped')),
        ADD CONSTRAINT habit_completions_unmet_check CHECK (state <> 'unmet' OR value_milli IS NOT NULL),
        ADD CONSTRAINT habit_completions_note_check CHECK (length(note) <= 500)`);

    // No two vacations of a user overlap: an exclusion constraint on the day ranges.
    await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await db.query(`
      CREATE TABLE vacations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        start_day date NOT NULL,
        end_day date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT vacations_order_check CHECK (start_day <= end_day),
        CONSTRAINT vacations_no_overlap EXCLUDE USING gist (user_id WITH =, daterange(start_day, end_day, '[]') WITH &&)
      )`);
    // The exclusion index answers "this user's vacations overlapping a range"; this one lists them in order.
    await db.query(`CREATE INDEX vacations_user_start_idx ON vacations (user_id, start_day)`);

    // habit_runs: the run bookkeeping becomes two functions, called for done days only.
    await db.query(`
      CREATE FUNCTION habit_runs_add_day(habit uuid, done_day date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        before_run date;  -- first_day of the run ending the day before
        after_last date;  -- last_day of the run starting the day after
      BEGIN
        -- One writer per habit at a time, so neighbouring days never race.
        PERFORM 1 FROM user_habits WHERE id = habit FOR UPDATE;
        SELECT first_day INTO before_run FROM habit_runs WHERE user_habit_id = habit AND last_day = done_day - 1;
        SELECT last_day INTO after_last FROM habit_runs WHERE user_habit_id = habit AND first_day = done_day + 1;
        IF after_last IS NOT NULL THEN
          DELETE FROM habit_runs WHERE user_habit_id = habit AND first_day = done_day + 1;
        END IF;
        IF before_run IS NOT NULL THEN
          UPDATE habit_runs SET last_day = coalesce(after_last, done_day) WHERE user_habit_id = habit AND first_day = before_run;
        ELSE
          INSERT INTO habit_runs (user_habit_id, first_day, last_day) VALUES (habit, done_day, coalesce(after_last, done_day));
        END IF;
      END $$`);
    await db.query(`
      CREATE FUNCTION habit_runs_remove_day(habit uuid, undone_day date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        run habit_runs%ROWTYPE;
      BEGIN
        SELECT * INTO run FROM habit_runs
         WHERE user_habit_id = habit AND first_day <= undone_day AND last_day >= undone_day FOR UPDATE;
        IF NOT FOUND THEN
          RETURN; -- the habit itself is being deleted
        END IF;
        DELETE FROM habit_runs WHERE user_habit_id = run.user_habit_id AND first_day = run.first_day;
        IF run.first_day < undone_day THEN
          INSERT INTO habit_runs VALUES (run.user_habit_id, run.first_day, undone_day - 1);
        END IF;
        IF run.last_day > undone_day THEN
          INSERT INTO habit_runs VALUES (run.user_habit_id, undone_day + 1, run.last_day);
        END IF;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION habit_runs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state = 'done' THEN PERFORM habit_runs_add_day(NEW.user_habit_id, NEW.day); END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION habit_runs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'done' THEN PERFORM habit_runs_remove_day(OLD.user_habit_id, OLD.day); END IF;
        RETURN NULL;
      END $$`);
    // A day that turns from done to skipped (or an amount that falls short) leaves its run, and back.
    await db.query(`
      CREATE FUNCTION habit_runs_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'done' AND (NEW.state <> 'done' OR NEW.day <> OLD.day OR NEW.user_habit_id <> OLD.user_habit_id) THEN
          PERFORM habit_runs_remove_day(OLD.user_habit_id, OLD.day);
        END IF;
        IF NEW.state = 'done' AND (OLD.state <> 'done' OR NEW.day <> OLD.day OR NEW.user_habit_id <> OLD.user_habit_id) THEN
          PERFORM habit_runs_add_day(NEW.user_habit_id, NEW.day);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER habit_runs_update AFTER UPDATE ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_update()`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Without a state every row means "done": rows that are not must go first (their runs are already right).
    await db.query(`DELETE FROM habit_completions WHERE state <> 'done'`);
    await db.query(`DROP TRIGGER habit_runs_update ON habit_completions`);
    await db.query(`DROP FUNCTION habit_runs_after_update()`);
    // The trigger functions as HabitRuns1764028800000 made them.
    await db.query(`
      CREATE OR REPLACE FUNCTION habit_runs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before_run date;
        after_last date;
      BEGIN
        PERFORM 1 FROM user_habits WHERE id = NEW.user_habit_id FOR UPDATE;
        SELECT first_day INTO before_run FROM habit_runs WHERE user_habit_id = NEW.user_habit_id AND last_day = NEW.day - 1;
        SELECT last_day INTO after_last FROM habit_runs WHERE user_habit_id = NEW.user_habit_id AND first_day = NEW.day + 1;
        IF after_last IS NOT NULL THEN
          DELETE FROM habit_runs WHERE user_habit_id = NEW.user_habit_id AND first_day = NEW.day + 1;
        END IF;
        IF before_run IS NOT NULL THEN
          UPDATE habit_runs SET last_day = coalesce(after_last, NEW.day)
           WHERE user_habit_id = NEW.user_habit_id AND first_day = before_run;
        ELSE
          INSERT INTO habit_runs (user_habit_id, first_day, last_day) VALUES (NEW.user_habit_id, NEW.day, coalesce(after_last, NEW.day));
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION habit_runs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        run habit_runs%ROWTYPE;
      BEGIN
        SELECT * INTO run FROM habit_runs
         WHERE user_habit_id = OLD.user_habit_id AND first_day <= OLD.day AND last_day >= OLD.day FOR UPDATE;
        IF NOT FOUND THEN
          RETURN NULL;
        END IF;
        DELETE FROM habit_runs WHERE user_habit_id = run.user_habit_id AND first_day = run.first_day;
        IF run.first_day < OLD.day THEN
          INSERT INTO habit_runs VALUES (run.user_habit_id, run.first_day, OLD.day - 1);
        END IF;
        IF run.last_day > OLD.day THEN
          INSERT INTO habit_runs VALUES (run.user_habit_id, OLD.day + 1, run.last_day);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`DROP FUNCTION habit_runs_add_day(uuid, date)`);
    await db.query(`DROP FUNCTION habit_runs_remove_day(uuid, date)`);
    await db.query(`DROP TABLE vacations`);
    await db.query(`DROP EXTENSION IF EXISTS btree_gist`);
    await db.query(`
      ALTER TABLE habit_completions
        DROP COLUMN state, DROP COLUMN value_milli, DROP COLUMN note`);
    await db.query(`
      ALTER TABLE user_habits
        DROP COLUMN schedule_kind, DROP COLUMN weekdays, DROP COLUMN freq_num, DROP COLUMN freq_den,
        DROP COLUMN unit, DROP COLUMN target_milli, DROP COLUMN direction, DROP COLUMN skip_budget`);
    await db.query(`ALTER TABLE users DROP COLUMN time_zone, DROP COLUMN day_start_hour`);
  }
}
