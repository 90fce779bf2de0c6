import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: indexes for the read paths measured by `npm run bench:load`.
 * - A habit's done days in day order, from the index alone (no heap visit, no sort): the
 *   history of REST populatehabits.
 * - A user's tasks in their order (REST populatetasks, the task list): at 2,000 tasks and
 *   20,000 other rows the table was read whole. The dashboard's open tasks and tasks completed
 *   on a day use tasks_open_idx and tasks_completed_day_idx (TasksService.forDay).
 */
export class PerfIndexes1764633600000 implements MigrationInterface {
  name = 'PerfIndexes1764633600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX habit_completions_done_idx ON habit_completions (user_habit_id, day) WHERE state = 'done'`);
    await db.query(`CREATE INDEX tasks_user_order_idx ON tasks (user_id, position, created_at) WHERE deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX tasks_user_order_idx`);
    await db.query(`DROP INDEX habit_completions_done_idx`);
  }
}
