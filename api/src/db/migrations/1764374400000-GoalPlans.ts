import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Goals that carry their habits and tasks (issue 15): a goal's optional target date, its
 * ordered milestones, the habits that serve it (many to many) and the tasks that belong to it.
 * Removing a goal keeps its habits and tasks: only the links go.
 */
export class GoalPlans1764374400000 implements MigrationInterface {
  name = 'GoalPlans1764374400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE user_goals ADD COLUMN target_date date NULL`);
    await db.query(`
      CREATE TABLE goal_milestones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_goal_id uuid NOT NULL REFERENCES user_goals (id) ON DELETE CASCADE,
        position integer NOT NULL,
        text text NOT NULL,
        due_on date NULL,
        done boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX goal_milestones_goal_idx ON goal_milestones (user_goal_id, position)`);
    await db.query(`
      CREATE TABLE habit_goals (
        user_habit_id uuid REFERENCES user_habits (id) ON DELETE CASCADE,
        user_goal_id uuid REFERENCES user_goals (id) ON DELETE CASCADE,
        PRIMARY KEY (user_habit_id, user_goal_id)
      )`);
    await db.query(`CREATE INDEX habit_goals_goal_idx ON habit_goals (user_goal_id)`);
    await db.query(`ALTER TABLE tasks ADD COLUMN user_goal_id uuid NULL REFERENCES user_goals (id) ON DELETE SET NULL`);
    await db.query(`CREATE INDEX tasks_user_goal_idx ON tasks (user_goal_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX tasks_user_goal_idx`);
    await db.query(`ALTER TABLE tasks DROP COLUMN user_goal_id`);
    await db.query(`DROP TABLE habit_goals`);
    await db.query(`DROP TABLE goal_milestones`);
    await db.query(`ALTER TABLE user_goals DROP COLUMN target_date`);
  }
}
