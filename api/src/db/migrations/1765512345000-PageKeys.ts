import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, cursor pagination: each paged list's keyset (its rows' created_at, then id; a
 * vacation's first day, then id) is read through an index on (user_id, …key), so a page is an
 * index range scan from the cursor whatever the list's size. Where an index on (user_id[, created_at]) was there, it
 * takes the id as its last column instead.
 */
export class PageKeys1765512345000 implements MigrationInterface {
  name = 'PageKeys1765512345000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX tasks_user_created_idx ON tasks (user_id, created_at, id) WHERE deleted_at IS NULL`);
    await db.query(`CREATE INDEX user_goals_user_created_idx ON user_goals (user_id, created_at, id)`);
    await db.query(`CREATE INDEX user_habits_user_created_idx ON user_habits (user_id, created_at, id)`);
    await db.query(`DROP INDEX access_tokens_user_id_idx`);
    await db.query(`CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id, created_at, id)`);
    await db.query(`DROP INDEX import_jobs_user_id`);
    await db.query(`CREATE INDEX import_jobs_user_id ON import_jobs (user_id, created_at, id)`);
    await db.query(`DROP INDEX security_events_user_created_idx`);
    await db.query(`CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at, id)`);
    await db.query(`DROP INDEX vacations_user_start_idx`);
    await db.query(`CREATE INDEX vacations_user_start_idx ON vacations (user_id, start_day, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX vacations_user_start_idx`);
    await db.query(`CREATE INDEX vacations_user_start_idx ON vacations (user_id, start_day)`);
    await db.query(`DROP INDEX security_events_user_created_idx`);
    await db.query(`CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at)`);
    await db.query(`DROP INDEX import_jobs_user_id`);
    await db.query(`CREATE INDEX import_jobs_user_id ON import_jobs (user_id)`);
    await db.query(`DROP INDEX access_tokens_user_id_idx`);
    await db.query(`CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id, created_at)`);
    await db.query(`DROP INDEX user_habits_user_created_idx`);
    await db.query(`DROP INDEX user_goals_user_created_idx`);
    await db.query(`DROP INDEX tasks_user_created_idx`);
  }
}
