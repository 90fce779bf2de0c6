import type { MigrationInterface, QueryRunner } from 'typeorm';

const RUNS_AFTER_INSERT = (deferrable: boolean) => `
  CREATE OR REPLACE FUNCTION habit_runs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.state = 'done'${deferrable ? ` AND current_setting('cairn.habit_runs_deferred', true) IS DISTINCT FROM 'on'` : ''} THEN
      PERFORM habit_runs_add_day(NEW.user_habit_id, NEW.day);
    END IF;
    RETURN NULL;
  END $$`;

/**
 * Issue 16: a file previewed for import is kept for an hour, so the import (over REST or
 * GraphQL's runImport) follows without a second upload. Old uploads are purged hourly.
 * An import writes years of days at once: with cairn.habit_runs_deferred set for its
 * transaction the row trigger leaves habit_runs alone, and the import rebuilds the runs of the
 * habits it touched in one statement (ImportService) before it commits.
 */
export class Imports1764460800000 implements MigrationInterface {
  name = 'Imports1764460800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE import_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        file_name text NOT NULL DEFAULT '',
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The hourly purge finds old uploads; a user's uploads are found by id.
    await db.query(`CREATE INDEX import_uploads_created_idx ON import_uploads (created_at)`);
    await db.query(`CREATE INDEX import_uploads_user_idx ON import_uploads (user_id)`);
    await db.query(RUNS_AFTER_INSERT(true));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(RUNS_AFTER_INSERT(false));
    await db.query(`DROP TABLE import_uploads`);
  }
}
