import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first answers of changes sent with an Idempotency-Key, kept a week for their replays (issue 28). */
export class IdempotentRequests1765065600000 implements MigrationInterface {
  name = 'IdempotentRequests1765065600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotent_requests (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status smallint,
        content_type text,
        body text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT idempotent_requests_pkey PRIMARY KEY (user_id, key)
      )`);
    await db.query(`CREATE INDEX idempotent_requests_created_at_idx ON idempotent_requests (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotent_requests`);
  }
}
