import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminders (issue 17): a habit's reminder times and each user's daily summary (a reminder with
 * no habit), the channels a user chose, browsers' push subscriptions, and one row per delivery
 * (reminder, local day, occurrence) whose unique key makes every reminder go out once however
 * many instances plan it. pg-boss keeps its jobs in a schema of its own (pgboss), made by itself.
 */
export class Reminders1764547200000 implements MigrationInterface {
  name = 'Reminders1764547200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reminders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_habit_id uuid REFERENCES user_habits (id) ON DELETE CASCADE,
        local_time time(0) NOT NULL,
        next_at timestamptz,
        next_day date,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reminders_minute_check CHECK (extract(second FROM local_time) = 0)
      )`);
    await db.query(`CREATE UNIQUE INDEX reminders_habit_time_key ON reminders (user_habit_id, local_time) WHERE user_habit_id IS NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX reminders_summary_key ON reminders (user_id) WHERE user_habit_id IS NULL`);
    await db.query(`CREATE INDEX reminders_user_idx ON reminders (user_id)`);
    await db.query(`CREATE INDEX reminders_next_at_idx ON reminders (next_at NULLS FIRST)`);

    await db.query(`
      CREATE TABLE reminder_channels (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        push boolean NOT NULL DEFAULT false,
        email boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);

    await db.query(`
      CREATE TABLE reminder_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reminder_id uuid NOT NULL REFERENCES reminders (id) ON DELETE CASCADE,
        local_day date NOT NULL,
        occurrence smallint NOT NULL DEFAULT 0,
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        detail text,
        done_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reminder_deliveries_once UNIQUE (reminder_id, local_day, occurrence),
        CONSTRAINT reminder_deliveries_status_check CHECK (status IN ('pending', 'sent', 'skipped', 'dropped'))
      )`);
    await db.query(`CREATE INDEX reminder_deliveries_created_idx ON reminder_deliveries (created_at)`);
    // The planner's sweep reads only the pending ones.
    await db.query(`CREATE INDEX reminder_deliveries_pending_idx ON reminder_deliveries (created_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reminder_deliveries`);
    await db.query(`DROP TABLE push_subscriptions`);
    await db.query(`DROP TABLE reminder_channels`);
    await db.query(`DROP TABLE reminders`);
  }
}
