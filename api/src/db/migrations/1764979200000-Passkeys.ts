import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (WebAuthn credentials) and the challenges handed out for them: a challenge is kept
 * server-side (so it holds across instances), used once (deleted when answered) and expires.
 */
export class Passkeys1764979200000 implements MigrationInterface {
  name = 'Passkeys1764979200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT passkeys_credential_id_key UNIQUE (credential_id),
        CONSTRAINT passkeys_counter_check CHECK (counter >= 0)
      )`);
    await db.query(`CREATE INDEX passkeys_user_id_idx ON passkeys (user_id, created_at)`);
    await db.query(`
      CREATE TABLE webauthn_challenges (
        challenge text PRIMARY KEY,
        purpose text NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        sign_up jsonb,
        expires_at timestamptz NOT NULL,
        CONSTRAINT webauthn_challenges_purpose_check CHECK (purpose IN ('sign_in', 'sign_up', 'add', 'confirm'))
      )`);
    await db.query(`CREATE INDEX webauthn_challenges_expires_at_idx ON webauthn_challenges (expires_at)`);
    await db.query(`CREATE INDEX webauthn_challenges_user_id_idx ON webauthn_challenges (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webauthn_challenges`);
    await db.query(`DROP TABLE passkeys`);
  }
}
