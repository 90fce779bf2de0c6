import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: every read of a user's rows is an index lookup of that user's rows, and indexes earn
 * their place (api/test/seq-scan.test.ts plans every statement of every call).
 * - tasks (user_id, position, created_at, id), over every task: the export's keyset page and the
 *   import's reads (open-task count, max(position), the existing tasks) count deleted tasks too, so
 *   no partial index fits them; the account's removal deletes them through it as well. It serves
 *   the list in order (deleted_at IS NULL as a filter) too, so tasks_user_order_idx goes.
 * - user_goals_user_position_idx, user_habits_user_position_idx: a user's few goals and habits
 *   are found by the (user_id, item_id) keys and sorted in memory; nothing walks them in order.
 * - vacations_user_start_idx carries end_day: the dashboard's, the trends' and the export's
 *   reads of a user's vacations (start and end) become index-only.
 */
export class UserReadIndexes1765800000000 implements MigrationInterface {
  name = 'UserReadIndexes1765800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX tasks_user_position_idx ON tasks (user_id, position, created_at, id)`);
    await db.query(`DROP INDEX tasks_user_order_idx`);
    await db.query(`DROP INDEX user_goals_user_position_idx`);
    await db.query(`DROP INDEX user_habits_user_position_idx`);
    await db.query(`DROP INDEX vacations_user_start_idx`);
    await db.query(`CREATE INDEX vacations_user_start_idx ON vacations (user_id, start_day, id) INCLUDE (end_day)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX vacations_user_start_idx`);
    await db.query(`CREATE INDEX vacations_user_start_idx ON vacations (user_id, start_day, id)`);
    await db.query(`CREATE INDEX user_habits_user_position_idx ON user_habits (user_id, position)`);
    await db.query(`CREATE INDEX user_goals_user_position_idx ON user_goals (user_id, position)`);
    await db.query(`CREATE INDEX tasks_user_order_idx ON tasks (user_id, position, created_at) WHERE deleted_at IS NULL`);
    await db.query(`DROP INDEX tasks_user_position_idx`);
  }
}
