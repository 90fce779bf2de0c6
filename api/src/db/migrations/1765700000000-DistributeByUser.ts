import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: every habit, goal, task and reminder row is keyed by its user, so the tables can be
 * distributed by user_id (Citus) and a user's reads never touch another user's index pages.
 * - user_habits, user_goals, tasks, reminders and vacations: primary key (user_id, id).
 * - Their children gain user_id, first in their primary and unique keys, filled from the parent;
 *   every foreign key between two user tables carries it.
 * - Ticks write less:
 *   - habit_completions keeps its primary key (now covering each day's state and amount, so
 *     history reads are index-only) and the partial index of days not done; `done_idx` repeated
 *     the primary key for nine rows in ten, and `day_idx` served no statement once the key leads
 *     with the user;
 *   - habit_runs drops its second unique index (the primary key finds the run that ends the day
 *     before);
 *   - habit_runs and habit_day_changes (now one row per habit: day → when) are updated in place,
 *     with half of each page kept free for it; a habit's old day changes are forgotten at its
 *     next change, so no index of times;
 *   - the triggers take a transaction-level advisory lock per habit, not a row lock on user_habits.
 */
async function dropRunTriggers(db: QueryRunner): Promise<void> {
  for (const change of ['insert', 'update', 'delete']) await db.query(`DROP TRIGGER habit_runs_${change} ON habit_completions`);
}

export class DistributeByUser1765700000000 implements MigrationInterface {
  name = 'DistributeByUser1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await dropRunTriggers(db); // (made again at the end; the fill below would fire them for nothing)
    // The foreign keys that name a parent by its id alone.
    for (const [table, name] of [
      ['habit_completions', 'habit_completions_user_habit_id_fkey'], ['habit_runs', 'habit_runs_user_habit_id_fkey'],
      ['habit_goals', 'habit_goals_user_habit_id_fkey'], ['habit_goals', 'habit_goals_user_goal_id_fkey'],
      ['habit_day_notes', 'habit_day_notes_user_habit_id_fkey'], ['habit_settings_history', 'habit_settings_history_user_habit_id_fkey'],
      ['habit_day_changes', 'habit_day_changes_user_habit_id_fkey'], ['reminders', 'reminders_user_habit_id_fkey'],
      ['tasks', 'tasks_user_goal_id_fkey'], ['goal_milestones', 'goal_milestones_user_goal_id_fkey'],
      ['reminder_deliveries', 'reminder_deliveries_reminder_id_fkey'],
    ]) await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);

    for (const table of ['user_habits', 'user_goals', 'tasks', 'reminders', 'vacations']) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD PRIMARY KEY (user_id, id)`);
    }

    // The children: user_id from the parent, set-based.
    for (const [table, parent, column] of [
      ['habit_completions', 'user_habits', 'user_habit_id'], ['habit_runs', 'user_habits', 'user_habit_id'],
      ['habit_goals', 'user_habits', 'user_habit_id'], ['habit_day_notes', 'user_habits', 'user_habit_id'],
      ['habit_settings_history', 'user_habits', 'user_habit_id'],
      ['goal_milestones', 'user_goals', 'user_goal_id'], ['reminder_deliveries', 'reminders', 'reminder_id'],
    ]) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN user_id uuid`);
      await db.query(`UPDATE ${table} t SET user_id = p.user_id FROM ${parent} p WHERE p.id = t.${column}`);
      await db.query(`ALTER TABLE ${table} ALTER COLUMN user_id SET NOT NULL`);
    }

    await db.query(`DROP INDEX habit_completions_done_idx`);
    await db.query(`DROP INDEX habit_completions_day_idx`);
    await db.query(`DROP INDEX habit_completions_not_done_idx`);
    // The day's state and amount ride in the key's leaves: a history read (trends, stats, export,
    // a period's entries) is answered from the index alone.
    await db.query(`ALTER TABLE habit_completions DROP CONSTRAINT habit_completions_pkey,
      ADD PRIMARY KEY (user_id, user_habit_id, day) INCLUDE (state, value_milli)`);
    await db.query(`CREATE INDEX habit_completions_not_done_idx ON habit_completions (user_id, user_habit_id, day) WHERE state <> 'done'`);

    await db.query(`ALTER TABLE habit_runs DROP CONSTRAINT habit_runs_last_key`);
    await db.query(`ALTER TABLE habit_runs DROP CONSTRAINT habit_runs_pkey, ADD PRIMARY KEY (user_id, user_habit_id, first_day)`);
    await db.query(`ALTER TABLE habit_day_notes DROP CONSTRAINT habit_day_notes_pkey, ADD PRIMARY KEY (user_id, user_habit_id, day)`);
    await db.query(`ALTER TABLE habit_settings_history DROP CONSTRAINT habit_settings_history_pkey, ADD PRIMARY KEY (user_id, user_habit_id, effective_from)`);
    // A habit's recent day changes in one row (day → when), updated in place (HOT: no index
    // entry, half of each page kept free for it) rather than a row and an index entry per day.
    await db.query(`CREATE TABLE habit_day_changes_by_habit (
      user_id uuid NOT NULL, user_habit_id uuid NOT NULL, changes jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (user_id, user_habit_id)) WITH (fillfactor = 50)`);
    await db.query(`INSERT INTO habit_day_changes_by_habit (user_id, user_habit_id, changes)
      SELECT h.user_id, c.user_habit_id, jsonb_object_agg(to_char(c.day, 'YYYY-MM-DD'), c.changed_at)
        FROM habit_day_changes c JOIN user_habits h ON h.id = c.user_habit_id GROUP BY h.user_id, c.user_habit_id`);
    await db.query(`DROP TABLE habit_day_changes`);
    await db.query(`ALTER TABLE habit_day_changes_by_habit RENAME TO habit_day_changes`);
    await db.query(`ALTER INDEX habit_day_changes_by_habit_pkey RENAME TO habit_day_changes_pkey`);
    // A run's last day moves in place too (no index names it any more).
    await db.query(`ALTER TABLE habit_runs SET (fillfactor = 50)`);
    await db.query(`DROP INDEX habit_goals_goal_idx`);
    await db.query(`ALTER TABLE habit_goals DROP CONSTRAINT habit_goals_pkey, ADD PRIMARY KEY (user_id, user_habit_id, user_goal_id)`);
    await db.query(`CREATE INDEX habit_goals_goal_idx ON habit_goals (user_id, user_goal_id)`);
    await db.query(`DROP INDEX goal_milestones_goal_idx`);
    await db.query(`ALTER TABLE goal_milestones DROP CONSTRAINT goal_milestones_pkey, ADD PRIMARY KEY (user_id, id)`);
    await db.query(`CREATE INDEX goal_milestones_goal_idx ON goal_milestones (user_id, user_goal_id, position)`);
    await db.query(`ALTER TABLE reminder_deliveries DROP CONSTRAINT reminder_deliveries_once, DROP CONSTRAINT reminder_deliveries_pkey,
      ADD PRIMARY KEY (user_id, id), ADD CONSTRAINT reminder_deliveries_once UNIQUE (user_id, reminder_id, local_day, occurrence)`);
    await db.query(`DROP INDEX reminders_habit_time_key`);
    await db.query(`CREATE UNIQUE INDEX reminders_habit_time_key ON reminders (user_id, user_habit_id, local_time) WHERE user_habit_id IS NOT NULL`);
    await db.query(`DROP INDEX reminders_user_idx`); // the primary key's first column now
    await db.query(`DROP INDEX tasks_user_goal_idx`);
    await db.query(`CREATE INDEX tasks_user_goal_idx ON tasks (user_id, user_goal_id)`);

    for (const table of ['habit_completions', 'habit_runs', 'habit_day_notes', 'habit_settings_history', 'habit_day_changes', 'habit_goals']) {
      await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_user_id_user_habit_id_fkey
        FOREIGN KEY (user_id, user_habit_id) REFERENCES user_habits (user_id, id) ON DELETE CASCADE`);
    }
    await db.query(`ALTER TABLE reminders ADD CONSTRAINT reminders_user_id_user_habit_id_fkey
      FOREIGN KEY (user_id, user_habit_id) REFERENCES user_habits (user_id, id) ON DELETE CASCADE`);
    for (const table of ['habit_goals', 'goal_milestones']) {
      await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_user_id_user_goal_id_fkey
        FOREIGN KEY (user_id, user_goal_id) REFERENCES user_goals (user_id, id) ON DELETE CASCADE`);
    }
    // A task outlives its goal: only the goal column is cleared, never the user.
    await db.query(`ALTER TABLE tasks ADD CONSTRAINT tasks_user_id_user_goal_id_fkey
      FOREIGN KEY (user_id, user_goal_id) REFERENCES user_goals (user_id, id) ON DELETE SET NULL (user_goal_id)`);
    await db.query(`ALTER TABLE reminder_deliveries ADD CONSTRAINT reminder_deliveries_user_id_reminder_id_fkey
      FOREIGN KEY (user_id, reminder_id) REFERENCES reminders (user_id, id) ON DELETE CASCADE`);

    await this.runFunctions(db, 'user');
  }

  /**
   * habit_runs' functions, by user and habit: `user` (this migration's) locks the habit with a
   * transaction-level advisory lock and reads runs through the primary key; `id` (the previous
   * ones) locked the user_habits row.
   */
  private async runFunctions(db: QueryRunner, keyed: 'user' | 'id'): Promise<void> {
    await db.query(`DROP FUNCTION habit_runs_after_insert(), habit_runs_after_update(), habit_runs_after_delete()`);
    if (keyed === 'user') {
      await db.query(`DROP FUNCTION habit_runs_add_day(uuid, date), habit_runs_remove_day(uuid, date), rebuild_habit_runs(uuid[])`);
      // One writer per habit at a time, so neighbouring days never race: a lock of the
      // transaction, not of a row, so it writes nothing; several habits in one order (no deadlock).
      await db.query(`
      CREATE FUNCTION lock_habit_runs(habit_ids uuid[]) RETURNS void LANGUAGE sql AS $$
        SELECT pg_advisory_xact_lock(7411926, hashtext(h::text)) FROM unnest(habit_ids) h ORDER BY hashtext(h::text)
      $$`);
      await db.query(`
      CREATE FUNCTION habit_runs_add_day(owner uuid, habit uuid, done_day date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        before_run date;  -- first_day of the run ending the day before
        after_last date;  -- last_day of the run starting the day after
      BEGIN
        PERFORM lock_habit_runs(ARRAY[habit]);
        SELECT first_day INTO before_run FROM habit_runs
         WHERE user_id = owner AND user_habit_id = habit AND first_day < done_day AND last_day = done_day - 1
         ORDER BY first_day DESC LIMIT 1;
        SELECT last_day INTO after_last FROM habit_runs WHERE user_id = owner AND user_habit_id = habit AND first_day = done_day + 1;
        IF after_last IS NOT NULL THEN
          DELETE FROM habit_runs WHERE user_id = owner AND user_habit_id = habit AND first_day = done_day + 1;
        END IF;
        IF before_run IS NOT NULL THEN
          UPDATE habit_runs SET last_day = coalesce(after_last, done_day) WHERE user_id = owner AND user_habit_id = habit AND first_day = before_run;
        ELSE
          INSERT INTO habit_runs (user_id, user_habit_id, first_day, last_day) VALUES (owner, habit, done_day, coalesce(after_last, done_day));
        END IF;
      END $$`);
      await db.query(`
      CREATE FUNCTION habit_runs_remove_day(owner uuid, habit uuid, undone_day date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        run habit_runs%ROWTYPE;
      BEGIN
        PERFORM lock_habit_runs(ARRAY[habit]);
        SELECT * INTO run FROM habit_runs
         WHERE user_id = owner AND user_habit_id = habit AND first_day <= undone_day ORDER BY first_day DESC LIMIT 1;
        IF NOT FOUND OR run.last_day < undone_day THEN
          RETURN; -- the habit itself is being deleted
        END IF;
        DELETE FROM habit_runs WHERE user_id = owner AND user_habit_id = habit AND first_day = run.first_day;
        IF run.first_day < undone_day THEN
          INSERT INTO habit_runs (user_id, user_habit_id, first_day, last_day) VALUES (owner, habit, run.first_day, undone_day - 1);
        END IF;
        IF run.last_day > undone_day THEN
          INSERT INTO habit_runs (user_id, user_habit_id, first_day, last_day) VALUES (owner, habit, undone_day + 1, run.last_day);
        END IF;
      END $$`);
      await db.query(`
      CREATE FUNCTION rebuild_habit_runs(owner uuid, habit_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM lock_habit_runs(habit_ids);
        DELETE FROM habit_runs WHERE user_id = owner AND user_habit_id = ANY(habit_ids);
        INSERT INTO habit_runs (user_id, user_habit_id, first_day, last_day)
        SELECT owner, days.user_habit_id, min(days.day), max(days.day)
          FROM (SELECT c.user_habit_id, c.day, c.day - (row_number() OVER (PARTITION BY c.user_habit_id ORDER BY c.day))::int AS island
                  FROM habit_completions c WHERE c.user_id = owner AND c.user_habit_id = ANY(habit_ids) AND c.state = 'done') days
         GROUP BY days.user_habit_id, days.island;
      END $$`);
    }
    const args = (row: 'NEW' | 'OLD') => (keyed === 'user' ? `${row}.user_id, ${row}.user_habit_id, ${row}.day` : `${row}.user_habit_id, ${row}.day`);
    const moved = keyed === 'user' ? 'NEW.day <> OLD.day OR NEW.user_habit_id <> OLD.user_habit_id OR NEW.user_id <> OLD.user_id' : 'NEW.day <> OLD.day OR NEW.user_habit_id <> OLD.user_habit_id';
    await db.query(`
      CREATE FUNCTION habit_runs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state = 'done' AND current_setting('cairn.habit_runs_deferred', true) IS DISTINCT FROM 'on' THEN
          PERFORM habit_runs_add_day(${args('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION habit_runs_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'done' AND (NEW.state <> 'done' OR ${moved}) THEN
          PERFORM habit_runs_remove_day(${args('OLD')});
        END IF;
        IF NEW.state = 'done' AND (OLD.state <> 'done' OR ${moved}) THEN
          PERFORM habit_runs_add_day(${args('NEW')});
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE FUNCTION habit_runs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'done' THEN PERFORM habit_runs_remove_day(${args('OLD')}); END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER habit_runs_insert AFTER INSERT ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_insert()`);
    await db.query(`CREATE TRIGGER habit_runs_update AFTER UPDATE ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_update()`);
    await db.query(`CREATE TRIGGER habit_runs_delete AFTER DELETE ON habit_completions FOR EACH ROW EXECUTE FUNCTION habit_runs_after_delete()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await dropRunTriggers(db);
    await db.query(`DROP FUNCTION habit_runs_add_day(uuid, uuid, date), habit_runs_remove_day(uuid, uuid, date), rebuild_habit_runs(uuid, uuid[]), lock_habit_runs(uuid[])`);
    // The previous functions, as the HabitRuns/RebuildHabitRuns migrations made them.
    await db.query(`
      CREATE FUNCTION habit_runs_add_day(habit uuid, done_day date) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        before_run date;
        after_last date;
      BEGIN
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
          RETURN;
        END IF;
        DELETE FROM habit_runs WHERE user_habit_id = run.user_habit_id AND first_day = run.first_day;
        IF run.first_day < undone_day THEN
          INSERT INTO habit_runs (user_habit_id, first_day, last_day) VALUES (run.user_habit_id, run.first_day, undone_day - 1);
        END IF;
        IF run.last_day > undone_day THEN
          INSERT INTO habit_runs (user_habit_id, first_day, last_day) VALUES (run.user_habit_id, undone_day + 1, run.last_day);
        END IF;
      END $$`);
    await db.query(`
      CREATE FUNCTION rebuild_habit_runs(habit_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM user_habits WHERE id = ANY(habit_ids) ORDER BY id FOR UPDATE;
        DELETE FROM habit_runs WHERE user_habit_id = ANY(habit_ids);
        INSERT INTO habit_runs (user_habit_id, first_day, last_day)
        SELECT days.user_habit_id, min(days.day), max(days.day)
          FROM (SELECT c.user_habit_id, c.day, c.day - (row_number() OVER (PARTITION BY c.user_habit_id ORDER BY c.day))::int AS island
                  FROM habit_completions c WHERE c.user_habit_id = ANY(habit_ids) AND c.state = 'done') days
         GROUP BY days.user_habit_id, days.island;
      END $$`);

    for (const [table, name] of [
      ['habit_completions', 'habit_completions_user_id_user_habit_id_fkey'], ['habit_runs', 'habit_runs_user_id_user_habit_id_fkey'],
      ['habit_goals', 'habit_goals_user_id_user_habit_id_fkey'], ['habit_goals', 'habit_goals_user_id_user_goal_id_fkey'],
      ['habit_day_notes', 'habit_day_notes_user_id_user_habit_id_fkey'], ['habit_settings_history', 'habit_settings_history_user_id_user_habit_id_fkey'],
      ['habit_day_changes', 'habit_day_changes_user_id_user_habit_id_fkey'], ['reminders', 'reminders_user_id_user_habit_id_fkey'],
      ['tasks', 'tasks_user_id_user_goal_id_fkey'], ['goal_milestones', 'goal_milestones_user_id_user_goal_id_fkey'],
      ['reminder_deliveries', 'reminder_deliveries_user_id_reminder_id_fkey'],
    ]) await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);

    await db.query(`DROP INDEX tasks_user_goal_idx`);
    await db.query(`CREATE INDEX tasks_user_goal_idx ON tasks (user_goal_id)`);
    await db.query(`DROP INDEX reminders_habit_time_key`);
    await db.query(`CREATE UNIQUE INDEX reminders_habit_time_key ON reminders (user_habit_id, local_time) WHERE user_habit_id IS NOT NULL`);
    await db.query(`CREATE INDEX reminders_user_idx ON reminders (user_id)`);
    await db.query(`ALTER TABLE reminder_deliveries DROP CONSTRAINT reminder_deliveries_once, DROP CONSTRAINT reminder_deliveries_pkey,
      ADD PRIMARY KEY (id), ADD CONSTRAINT reminder_deliveries_once UNIQUE (reminder_id, local_day, occurrence)`);
    await db.query(`DROP INDEX goal_milestones_goal_idx`);
    await db.query(`ALTER TABLE goal_milestones DROP CONSTRAINT goal_milestones_pkey, ADD PRIMARY KEY (id)`);
    await db.query(`CREATE INDEX goal_milestones_goal_idx ON goal_milestones (user_goal_id, position)`);
    await db.query(`DROP INDEX habit_goals_goal_idx`);
    await db.query(`ALTER TABLE habit_goals DROP CONSTRAINT habit_goals_pkey, ADD PRIMARY KEY (user_habit_id, user_goal_id)`);
    await db.query(`CREATE INDEX habit_goals_goal_idx ON habit_goals (user_goal_id)`);
    await db.query(`CREATE TABLE habit_day_changes_by_day (
      user_habit_id uuid NOT NULL, day date NOT NULL, changed_at timestamptz NOT NULL,
      PRIMARY KEY (user_habit_id, day))`);
    await db.query(`INSERT INTO habit_day_changes_by_day SELECT c.user_habit_id, e.key::date, (e.value #>> '{}')::timestamptz
      FROM habit_day_changes c CROSS JOIN jsonb_each(c.changes) e`);
    await db.query(`DROP TABLE habit_day_changes`);
    await db.query(`ALTER TABLE habit_day_changes_by_day RENAME TO habit_day_changes`);
    await db.query(`ALTER INDEX habit_day_changes_by_day_pkey RENAME TO habit_day_changes_pkey`);
    await db.query(`CREATE INDEX habit_day_changes_changed_at_idx ON habit_day_changes (changed_at)`);
    await db.query(`ALTER TABLE habit_runs RESET (fillfactor)`);
    await db.query(`ALTER TABLE habit_settings_history DROP CONSTRAINT habit_settings_history_pkey, ADD PRIMARY KEY (user_habit_id, effective_from)`);
    await db.query(`ALTER TABLE habit_day_notes DROP CONSTRAINT habit_day_notes_pkey, ADD PRIMARY KEY (user_habit_id, day)`);
    await db.query(`ALTER TABLE habit_runs DROP CONSTRAINT habit_runs_pkey, ADD PRIMARY KEY (user_habit_id, first_day)`);
    await db.query(`ALTER TABLE habit_runs ADD CONSTRAINT habit_runs_last_key UNIQUE (user_habit_id, last_day)`);
    await db.query(`DROP INDEX habit_completions_not_done_idx`);
    await db.query(`ALTER TABLE habit_completions DROP CONSTRAINT habit_completions_pkey, ADD PRIMARY KEY (user_habit_id, day)`);
    await db.query(`CREATE INDEX habit_completions_not_done_idx ON habit_completions (user_habit_id, day) WHERE state <> 'done'`);
    await db.query(`CREATE INDEX habit_completions_day_idx ON habit_completions (day, user_habit_id)`);
    await db.query(`CREATE INDEX habit_completions_done_idx ON habit_completions (user_habit_id, day) WHERE state = 'done'`);

    for (const table of ['habit_completions', 'habit_runs', 'habit_goals', 'habit_day_notes', 'habit_settings_history', 'goal_milestones', 'reminder_deliveries']) {
      await db.query(`ALTER TABLE ${table} DROP COLUMN user_id`);
    }
    for (const table of ['user_habits', 'user_goals', 'tasks', 'reminders', 'vacations']) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD PRIMARY KEY (id)`);
    }
    for (const [table, column, parent, action] of [
      ['habit_completions', 'user_habit_id', 'user_habits', 'CASCADE'], ['habit_runs', 'user_habit_id', 'user_habits', 'CASCADE'],
      ['habit_goals', 'user_habit_id', 'user_habits', 'CASCADE'], ['habit_goals', 'user_goal_id', 'user_goals', 'CASCADE'],
      ['habit_day_notes', 'user_habit_id', 'user_habits', 'CASCADE'], ['habit_settings_history', 'user_habit_id', 'user_habits', 'CASCADE'],
      ['habit_day_changes', 'user_habit_id', 'user_habits', 'CASCADE'], ['reminders', 'user_habit_id', 'user_habits', 'CASCADE'],
      ['tasks', 'user_goal_id', 'user_goals', 'SET NULL'], ['goal_milestones', 'user_goal_id', 'user_goals', 'CASCADE'],
      ['reminder_deliveries', 'reminder_id', 'reminders', 'CASCADE'],
    ]) await db.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fkey FOREIGN KEY (${column}) REFERENCES ${parent} (id) ON DELETE ${action}`);
    await this.runFunctions(db, 'id');
  }
}
