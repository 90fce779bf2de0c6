import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign in with Cairn (issue 31): developer apps, oidc-provider's records and signing keys; fine token scopes. */
export class OAuth1765497600000 implements MigrationInterface {
  name = 'OAuth1765497600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE oauth_apps (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        client_id text NOT NULL,
        name text NOT NULL,
        redirect_uris text[] NOT NULL,
        confidential boolean NOT NULL,
        client_secret text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oauth_apps_pkey PRIMARY KEY (id),
        CONSTRAINT oauth_apps_client_id_key UNIQUE (client_id),
        CONSTRAINT oauth_apps_redirect_uris_check CHECK (cardinality(redirect_uris) BETWEEN 1 AND 10),
        CONSTRAINT oauth_apps_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX oauth_apps_user_id_idx ON oauth_apps (user_id, created_at)`);
    await db.query(`
      CREATE TABLE oauth_records (
        type text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        account_id uuid,
        client_id text,
        expires_at timestamptz,
        consumed_at timestamptz,
        CONSTRAINT oauth_records_pkey PRIMARY KEY (type, id),
        CONSTRAINT oauth_records_account_id_fkey FOREIGN KEY (account_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX oauth_records_grant_id_idx ON oauth_records (grant_id)`);
    await db.query(`CREATE INDEX oauth_records_uid_idx ON oauth_records (uid)`);
    await db.query(`CREATE INDEX oauth_records_account_idx ON oauth_records (account_id, type)`);
    await db.query(`CREATE INDEX oauth_records_client_id_idx ON oauth_records (client_id)`);
    await db.query(`CREATE INDEX oauth_records_expires_at_idx ON oauth_records (expires_at)`);
    await db.query(`
      CREATE TABLE oauth_signing_keys (
        id text NOT NULL,
        jwk jsonb NOT NULL,
        CONSTRAINT oauth_signing_keys_pkey PRIMARY KEY (id)
      )`);
    await db.query(`ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_scopes_check`);
    await db.query(`ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_scopes_check CHECK (scopes <@ ARRAY['read', 'write', 'habits:read', 'habits:write', 'tasks:read', 'tasks:write', 'goals:read', 'goals:write', 'profile:read']::text[] AND cardinality(scopes) > 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM access_tokens WHERE NOT scopes <@ ARRAY['read', 'write']::text[]`);
    await db.query(`ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_scopes_check`);
    await db.query(`ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_scopes_check CHECK (scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0)`);
    await db.query(`DROP TABLE oauth_signing_keys`);
    await db.query(`DROP TABLE oauth_records`);
    await db.query(`DROP TABLE oauth_apps`);
  }
}
