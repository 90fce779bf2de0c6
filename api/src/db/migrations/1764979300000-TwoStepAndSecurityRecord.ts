import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: two-step sign-in (a TOTP secret per user, its last used time step against replays,
 * and ten single-use recovery codes, only their sha256 kept), the security record (kept 180
 * days) and the "This wasn't me" link among the single-use email tokens.
 */
export class TwoStepAndSecurityRecord1764979300000 implements MigrationInterface {
  name = 'TwoStepAndSecurityRecord1764979300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE two_step_secrets (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        enabled_at timestamptz,
        last_time_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        CONSTRAINT recovery_codes_user_code_key UNIQUE (user_id, code_hash)
      )`);
    await db.query(`
      CREATE TABLE security_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        detail text,
        ip text,
        user_agent text,
        device text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT security_events_kind_check CHECK (kind IN ('sign_in_new_device', 'second_step_failed', 'password_changed', 'email_changed',
          'passkey_added', 'passkey_removed', 'token_created', 'token_revoked', 'two_step_enabled', 'two_step_disabled'))
      )`);
    await db.query(`CREATE INDEX security_events_user_created_idx ON security_events (user_id, created_at)`);
    await db.query(`CREATE INDEX security_events_user_device_idx ON security_events (user_id, device)`);
    await db.query(`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await db.query(`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('activate', 'reset', 'not_me'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM email_tokens WHERE purpose = 'not_me'`);
    await db.query(`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`);
    await db.query(`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('activate', 'reset'))`);
    await db.query(`DROP TABLE security_events`);
    await db.query(`DROP TABLE recovery_codes`);
    await db.query(`DROP TABLE two_step_secrets`);
  }
}
