import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Runs of consecutive done days per habit (first_day..last_day), kept by triggers on
 * habit_completions, which stays the source of truth. Streaks, rates and daily consistency
 * over five years then read a few runs per habit instead of every completed day.
 */
export class HabitRuns1764028800000 implements MigrationInterface {
  name = 'HabitRuns1764028800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE habit_runs (
        user_habit_id uuid NOT NULL REFERENCES user_habits (id) ON DELETE CASCADE,
        first_day date NOT NULL,
        last_day date NOT NULL,
        PRIMARY KEY (user_habit_id, first_day),
        CONSTRAINT habit_runs_last_key UNIQUE (user_habit_id, last_day),
        CHECK (first_day <= last_day)
      )`);

    // A day done: join the runs that end the day before and start the day after.
    await db.query(`
      CREATE FUNCTION habit_runs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before_run date;  -- first_day of the run ending the day before
        after_last date;  -- last_day of the run starting the day after
      BEGIN
        -- One writer per habit at a time, so neighbouring days never race.
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

    // A day undone: shorten or split the run that held it.
    await db.query(`
      CREATE FUNCTION habit_runs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        run habit_runs%ROWTYPE;
      BEGIN
        SELECT * INTO run FROM habit_runs
         WHERE user_habit_id = OLD.user_habit_id AND first_day <= OLD.day AND last_day >= OLD.day FOR UPDATE;
        IF NOT FOUND THEN
          RETURN NULL; -- the habit itself is being deleted
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

    await db.query(`CREATE TRIGGER habit_runs_insert AFTER INSERT ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_insert()`);
    await db.query(`CREATE TRIGGER habit_runs_delete AFTER DELETE ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_delete()`);

    // The runs of the completions already there ("gaps and islands").
    await db.query(`
      INSERT INTO habit_runs (user_habit_id, first_day, last_day)
      SELECT user_habit_id, min(day), max(day)
        FROM (SELECT user_habit_id, day, day - (row_number() OVER (PARTITION BY user_habit_id ORDER BY day))::int AS run
                FROM habit_completions) days
       GROUP BY user_habit_id, run`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER habit_runs_insert ON habit_completions`);
    await db.query(`DROP TRIGGER habit_runs_delete ON habit_completions`);
    await db.query(`DROP FUNCTION habit_runs_after_insert()`);
    await db.query(`DROP FUNCTION habit_runs_after_delete()`);
    await db.query(`DROP TABLE habit_runs`);
  }
}
