import { MigrationInterface, QueryRunner } from 'typeorm';

/** The onboarding tutorial's completion follows the user to a new browser. */
export class TutorialFlag1763942400000 implements MigrationInterface {
  name = 'TutorialFlag1763942400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN tutorial_completed_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN tutorial_completed_at`);
  }
}
