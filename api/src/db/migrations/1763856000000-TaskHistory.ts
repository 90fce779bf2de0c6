import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Completed tasks stay counted in the work trend after they are deleted: deleting one now
 * marks it (deleted_at) instead of removing the row. Open tasks are still removed outright.
 */
export class TaskHistory1763856000000 implements MigrationInterface {
  name = 'TaskHistory1763856000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tasks ADD COLUMN deleted_at timestamptz`);
    await db.query(`ALTER TABLE tasks ADD CONSTRAINT tasks_only_completed_deleted CHECK (deleted_at IS NULL OR complete)`);
    // The live lists skip deleted rows; the trend reads completed ones by day, deleted or not.
    await db.query(`DROP INDEX tasks_open_idx`);
    await db.query(`CREATE INDEX tasks_open_idx ON tasks (user_id, position) WHERE NOT complete AND deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM tasks WHERE deleted_at IS NOT NULL`);
    await db.query(`DROP INDEX tasks_open_idx`);
    await db.query(`CREATE INDEX tasks_open_idx ON tasks (user_id, position) WHERE NOT complete`);
    await db.query(`ALTER TABLE tasks DROP CONSTRAINT tasks_only_completed_deleted`);
    await db.query(`ALTER TABLE tasks DROP COLUMN deleted_at`);
  }
}
