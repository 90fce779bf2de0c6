import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A user's table keyed by (user_id, id) from now on (issue 26). */
const KEYED_BY_USER = [
  'access_tokens', 'email_tokens', 'push_subscriptions', 'passkeys', 'oauth_apps',
  'recovery_codes', 'security_events', 'import_jobs', 'import_uploads', 'user_locales',
];

/**
 * The row of a user's table that a value unique across all users points to: the lookup is keyed
 * by the value, and its composite foreign key to the row's (user_id, id) goes with the row.
 */
const ROW_LOOKUPS = [
  { lookup: 'push_subscription_endpoints', value: 'endpoint', type: 'text', row: 'push_subscriptions', rowId: 'push_subscription_id' },
  { lookup: 'passkey_credential_ids', value: 'credential_id', type: 'text', row: 'passkeys', rowId: 'passkey_id' },
  { lookup: 'oauth_app_client_ids', value: 'client_id', type: 'text', row: 'oauth_apps', rowId: 'oauth_app_id' },
];
/** The same, for a value the row itself no longer keeps (a token's hash serves only to find the token). */
const MOVED_LOOKUPS = [
  { lookup: 'access_token_hashes', value: 'token_hash', type: 'bytea', row: 'access_tokens', rowId: 'access_token_id' },
  { lookup: 'email_token_hashes', value: 'token_hash', type: 'text', row: 'email_tokens', rowId: 'email_token_id' },
];

/**
 * Issue 26, "Ready for millions", the account side: every table of a user's account is keyed by
 * the user, and each value that must be unique across all users (an email, a Google subject, a
 * Stripe customer, a token's hash, a push endpoint, a passkey's credential id, an app's client id)
 * lives in a small lookup table keyed by that value, which the code writes in the transaction of
 * the row it points to. The shared AI answers leave the per-user cache for a table of their own,
 * and a session names its user in a column the database keeps equal to the JSON's userId.
 */
export class GlobalLookups1765650000000 implements MigrationInterface {
  name = 'GlobalLookups1765650000000';

  async up(db: QueryRunner): Promise<void> {
    // users: each unique value in a lookup of its own, one row per user at most.
    await db.query(`
      CREATE TABLE user_emails (
        email_lower text NOT NULL,
        user_id uuid NOT NULL,
        CONSTRAINT user_emails_pkey PRIMARY KEY (email_lower),
        CONSTRAINT user_emails_user_id_key UNIQUE (user_id),
        CONSTRAINT user_emails_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT user_emails_email_lower_check CHECK (email_lower = lower(email_lower))
      )`);
    await db.query(`INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM users`);
    await db.query(`DROP INDEX users_email_lower_key`);
    await db.query(`
      CREATE TABLE user_google_subjects (
        google_sub text NOT NULL,
        user_id uuid NOT NULL,
        CONSTRAINT user_google_subjects_pkey PRIMARY KEY (google_sub),
        CONSTRAINT user_google_subjects_user_id_key UNIQUE (user_id),
        CONSTRAINT user_google_subjects_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await db.query(`INSERT INTO user_google_subjects (google_sub, user_id) SELECT google_sub, id FROM users WHERE google_sub IS NOT NULL`);
    await db.query(`DROP INDEX users_google_sub_key`);
    await db.query(`
      CREATE TABLE user_stripe_customers (
        stripe_customer_id text NOT NULL,
        user_id uuid NOT NULL,
        CONSTRAINT user_stripe_customers_pkey PRIMARY KEY (stripe_customer_id),
        CONSTRAINT user_stripe_customers_user_id_key UNIQUE (user_id),
        CONSTRAINT user_stripe_customers_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await db.query(`INSERT INTO user_stripe_customers (stripe_customer_id, user_id) SELECT stripe_customer_id, id FROM users WHERE stripe_customer_id IS NOT NULL`);
    await db.query(`DROP INDEX users_stripe_customer_key`);

    // The account's tables: keyed by (user_id, id); an index on user_id alone is the key's prefix now.
    for (const table of KEYED_BY_USER) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (user_id, id)`);
    }
    await db.query(`DROP INDEX push_subscriptions_user_idx`);
    await db.query(`DROP INDEX import_uploads_user_idx`);

    for (const { lookup, value, type, row, rowId } of [...ROW_LOOKUPS, ...MOVED_LOOKUPS]) {
      await db.query(`
        CREATE TABLE ${lookup} (
          ${value} ${type} NOT NULL,
          user_id uuid NOT NULL,
          ${rowId} uuid NOT NULL,
          CONSTRAINT ${lookup}_pkey PRIMARY KEY (${value}),
          CONSTRAINT ${lookup}_user_id_${rowId}_key UNIQUE (user_id, ${rowId}),
          CONSTRAINT ${lookup}_user_id_${rowId}_fkey FOREIGN KEY (user_id, ${rowId}) REFERENCES ${row} (user_id, id) ON DELETE CASCADE
        )`);
      await db.query(`INSERT INTO ${lookup} (${value}, user_id, ${rowId}) SELECT ${value}, user_id, id FROM ${row}`);
    }
    await db.query(`ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_endpoint_key`);
    await db.query(`ALTER TABLE passkeys DROP CONSTRAINT passkeys_credential_id_key`);
    await db.query(`ALTER TABLE oauth_apps DROP CONSTRAINT oauth_apps_client_id_key`);
    await db.query(`ALTER TABLE access_tokens DROP COLUMN token_hash`);
    await db.query(`ALTER TABLE email_tokens DROP COLUMN token_hash`);

    // AI answers: the shared ones (suggestions for an input, whoever asked) in a table of their
    // own; ai_cache keeps each user's (motivation), keyed by the user.
    await db.query(`
      CREATE TABLE ai_shared_cache (
        kind text NOT NULL,
        input_hash text NOT NULL,
        day date NOT NULL,
        answer jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ai_shared_cache_pkey PRIMARY KEY (kind, input_hash, day)
      )`);
    await db.query(`CREATE INDEX ai_shared_cache_day_idx ON ai_shared_cache (day)`);
    await db.query(`INSERT INTO ai_shared_cache (kind, input_hash, day, answer, created_at) SELECT kind, input_hash, day, answer, created_at FROM ai_cache WHERE user_id IS NULL`);
    await db.query(`DELETE FROM ai_cache WHERE user_id IS NULL`);
    await db.query(`DROP INDEX ai_cache_user_idx`);
    await db.query(`ALTER TABLE ai_cache DROP CONSTRAINT ai_cache_kind_input_day_key, DROP CONSTRAINT ai_cache_pkey, DROP COLUMN id, ALTER COLUMN user_id SET NOT NULL`);
    await db.query(`ALTER TABLE ai_cache ADD CONSTRAINT ai_cache_pkey PRIMARY KEY (user_id, kind, input_hash, day)`);

    // session: connect-pg-simple writes sess and expire only; a trigger keeps user_id equal to
    // sess ->> 'userId' (a generated column would be simpler, but TypeORM reads a generated
    // column's expression from a typeorm_metadata table keyed by the database's name).
    await db.query(`ALTER TABLE session ADD COLUMN user_id uuid`);
    await db.query(`UPDATE session SET user_id = (sess ->> 'userId')::uuid WHERE sess ->> 'userId' IS NOT NULL`);
    await db.query(`
      CREATE FUNCTION session_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.user_id := (NEW.sess ->> 'userId')::uuid;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER session_user_id BEFORE INSERT OR UPDATE ON session FOR EACH ROW EXECUTE FUNCTION session_user_id()`);
    await db.query(`DROP INDEX session_user_idx`);
    await db.query(`CREATE INDEX session_user_id_idx ON session (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX session_user_id_idx`);
    await db.query(`CREATE INDEX session_user_idx ON session ((sess ->> 'userId'))`);
    await db.query(`DROP TRIGGER session_user_id ON session`);
    await db.query(`DROP FUNCTION session_user_id()`);
    await db.query(`ALTER TABLE session DROP COLUMN user_id`);

    await db.query(`ALTER TABLE ai_cache DROP CONSTRAINT ai_cache_pkey, ALTER COLUMN user_id DROP NOT NULL, ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()`);
    await db.query(`ALTER TABLE ai_cache ADD CONSTRAINT ai_cache_pkey PRIMARY KEY (id)`);
    await db.query(`INSERT INTO ai_cache (kind, input_hash, day, answer, created_at) SELECT kind, input_hash, day, answer, created_at FROM ai_shared_cache`);
    // Two users' answers for one input could only meet under a key that never had them apart: keep one.
    await db.query(`DELETE FROM ai_cache a USING ai_cache b WHERE a.kind = b.kind AND a.input_hash = b.input_hash AND a.day = b.day AND a.id > b.id`);
    await db.query(`ALTER TABLE ai_cache ADD CONSTRAINT ai_cache_kind_input_day_key UNIQUE (kind, input_hash, day)`);
    await db.query(`CREATE INDEX ai_cache_user_idx ON ai_cache (user_id) WHERE user_id IS NOT NULL`);
    await db.query(`DROP TABLE ai_shared_cache`);

    await db.query(`ALTER TABLE access_tokens ADD COLUMN token_hash bytea`);
    await db.query(`UPDATE access_tokens t SET token_hash = h.token_hash FROM access_token_hashes h WHERE h.user_id = t.user_id AND h.access_token_id = t.id`);
    await db.query(`ALTER TABLE access_tokens ALTER COLUMN token_hash SET NOT NULL, ADD CONSTRAINT access_tokens_token_hash_key UNIQUE (token_hash)`);
    await db.query(`ALTER TABLE email_tokens ADD COLUMN token_hash text`);
    await db.query(`UPDATE email_tokens t SET token_hash = h.token_hash FROM email_token_hashes h WHERE h.user_id = t.user_id AND h.email_token_id = t.id`);
    await db.query(`ALTER TABLE email_tokens ALTER COLUMN token_hash SET NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens (token_hash)`);
    await db.query(`ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint)`);
    await db.query(`ALTER TABLE passkeys ADD CONSTRAINT passkeys_credential_id_key UNIQUE (credential_id)`);
    await db.query(`ALTER TABLE oauth_apps ADD CONSTRAINT oauth_apps_client_id_key UNIQUE (client_id)`);
    for (const { lookup } of [...ROW_LOOKUPS, ...MOVED_LOOKUPS]) await db.query(`DROP TABLE ${lookup}`);

    await db.query(`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`);
    await db.query(`CREATE INDEX import_uploads_user_idx ON import_uploads (user_id)`);
    for (const table of KEYED_BY_USER) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (id)`);
    }

    await db.query(`CREATE UNIQUE INDEX users_stripe_customer_key ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX users_google_sub_key ON users (google_sub) WHERE google_sub IS NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await db.query(`DROP TABLE user_stripe_customers`);
    await db.query(`DROP TABLE user_google_subjects`);
    await db.query(`DROP TABLE user_emails`);
  }
}
