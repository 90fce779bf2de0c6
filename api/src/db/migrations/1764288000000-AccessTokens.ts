import { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal access tokens: only the sha256 of the secret is kept; revoking deletes the row. */
export class AccessTokens1764288000000 implements MigrationInterface {
  name = 'AccessTokens1764288000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        token_hash bytea NOT NULL UNIQUE,
        scopes text[] NOT NULL,
        expires_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT access_tokens_scopes_check CHECK (scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0)
      )`);
    await db.query(`CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id, created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE access_tokens`);
  }
}
