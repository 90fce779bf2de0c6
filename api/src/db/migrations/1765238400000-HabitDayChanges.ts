import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each habit day last changed, for the offline conflict rule: the change made last wins (issue 28). */
export class HabitDayChanges1765238400000 implements MigrationInterface {
  name = 'HabitDayChanges1765238400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE habit_day_changes (
        user_habit_id uuid NOT NULL REFERENCES user_habits(id) ON DELETE CASCADE,
        day date NOT NULL,
        changed_at timestamptz NOT NULL,
        CONSTRAINT habit_day_changes_pkey PRIMARY KEY (user_habit_id, day)
      )`);
    await db.query(`CREATE INDEX habit_day_changes_changed_at_idx ON habit_day_changes (changed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE habit_day_changes`);
  }
}
