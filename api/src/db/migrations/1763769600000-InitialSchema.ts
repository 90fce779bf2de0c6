import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of DESIGN.md. Every child row cascades when its user is deleted;
 * every lookup the features make has an index (named after the lookup it serves).
 */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(db: QueryRunner): Promise<void> {
    // Trigram indexes serve the catalogue's substring search.
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text NOT NULL,
        password_hash text,
        google_sub text,
        focus_areas text[] NOT NULL DEFAULT '{}',
        challenges text[] NOT NULL DEFAULT '{}',
        plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'unlimited')),
        stripe_customer_id text,
        stripe_subscription_id text,
        activated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Login and registration look users up by email, whatever its case.
    await db.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await db.query(`CREATE UNIQUE INDEX users_google_sub_key ON users (google_sub) WHERE google_sub IS NOT NULL`);
    // Webhooks find the user by Stripe customer.
    await db.query(`CREATE UNIQUE INDEX users_stripe_customer_key ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL`);

    await db.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('activate', 'reset')),
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens (token_hash)`);
    // "Reset email already sent" looks for a live token of the user.
    await db.query(`CREATE INDEX email_tokens_user_purpose_idx ON email_tokens (user_id, purpose, expires_at)`);

    await db.query(`
      CREATE TABLE items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('goal', 'habit')),
        text text NOT NULL CHECK (length(btrim(text)) > 0),
        headline text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        category text NOT NULL CHECK (category IN
          ('Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual', 'Essential')),
        img text NOT NULL DEFAULT '',
        created_by uuid REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind = 'habit' OR category <> 'Essential')
      )`);
    // The seed's upsert key: one built-in item per kind and text.
    await db.query(`CREATE UNIQUE INDEX items_builtin_kind_text_key ON items (kind, text) WHERE created_by IS NULL`);
    // Browsing: built-in items by kind and category, in text order.
    await db.query(`CREATE INDEX items_builtin_browse_idx ON items (kind, category, text, id) WHERE created_by IS NULL`);
    // A user's own items, by kind and category.
    await db.query(`CREATE INDEX items_custom_browse_idx ON items (created_by, kind, category) WHERE created_by IS NOT NULL`);
    await db.query(`CREATE INDEX items_search_trgm_idx ON items USING gin ((text || ' ' || headline || ' ' || description) gin_trgm_ops)`);

    await db.query(`
      CREATE TABLE user_goals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'NOT_STARTED' CHECK (status IN ('NOT_STARTED', 'PROGRESSING', 'STUCK', 'COMPLETE')),
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_goals_user_item_key UNIQUE (user_id, item_id)
      )`);
    await db.query(`CREATE INDEX user_goals_user_position_idx ON user_goals (user_id, position)`);
    await db.query(`CREATE INDEX user_goals_item_idx ON user_goals (item_id)`);

    await db.query(`
      CREATE TABLE user_habits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_habits_user_item_key UNIQUE (user_id, item_id)
      )`);
    await db.query(`CREATE INDEX user_habits_user_position_idx ON user_habits (user_id, position)`);
    await db.query(`CREATE INDEX user_habits_item_idx ON user_habits (item_id)`);

    await db.query(`
      CREATE TABLE habit_completions (
        user_habit_id uuid NOT NULL REFERENCES user_habits (id) ON DELETE CASCADE,
        day date NOT NULL,
        PRIMARY KEY (user_habit_id, day)
      )`);
    // Per-day questions across habits ("what was done on this day").
    await db.query(`CREATE INDEX habit_completions_day_idx ON habit_completions (day, user_habit_id)`);

    await db.query(`
      CREATE TABLE tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        text text NOT NULL CHECK (length(btrim(text)) BETWEEN 1 AND 500),
        complete boolean NOT NULL DEFAULT false,
        completed_day date,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (complete = (completed_day IS NOT NULL))
      )`);
    // The open to-do list, in the user's order.
    await db.query(`CREATE INDEX tasks_open_idx ON tasks (user_id, position) WHERE NOT complete`);
    // Tasks completed on a day.
    await db.query(`CREATE INDEX tasks_completed_day_idx ON tasks (user_id, completed_day) WHERE complete`);

    await db.query(`
      CREATE TABLE locales (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL CONSTRAINT locales_code_key UNIQUE,
        name text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE user_locales (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        locale_id uuid NOT NULL REFERENCES locales (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_locales_user_locale_key UNIQUE (user_id, locale_id)
      )`);
    await db.query(`CREATE INDEX user_locales_locale_idx ON user_locales (locale_id)`);

    await db.query(`
      CREATE TABLE ai_cache (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        input_hash text NOT NULL,
        day date NOT NULL,
        answer jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ai_cache_kind_input_day_key UNIQUE (kind, input_hash, day)
      )`);
    await db.query(`CREATE INDEX ai_cache_user_idx ON ai_cache (user_id) WHERE user_id IS NOT NULL`);
    // Old days are purged by date.
    await db.query(`CREATE INDEX ai_cache_day_idx ON ai_cache (day)`);

    await db.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);

    // connect-pg-simple's layout, plus an index to end every session of one user.
    await db.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await db.query(`CREATE INDEX "IDX_session_expire" ON session (expire)`);
    await db.query(`CREATE INDEX session_user_idx ON session ((sess ->> 'userId'))`);

    await db.query(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        count integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'rate_limits', 'session', 'stripe_events', 'ai_cache', 'user_locales', 'locales', 'tasks',
      'habit_completions', 'user_habits', 'user_goals', 'items', 'email_tokens', 'users',
    ]) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
