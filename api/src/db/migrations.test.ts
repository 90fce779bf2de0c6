import { createTestDatabase, type TestDatabase } from '../../test/db';
import { MIGRATIONS } from './data-source';

const TABLES = [
  'access_token_hashes', 'access_tokens', 'ai_cache', 'ai_shared_cache', 'catalogue_item_texts', 'catalogue_items', 'email_token_hashes', 'email_tokens', 'goal_milestones', 'habit_completions', 'habit_day_changes', 'habit_day_notes', 'habit_goals', 'habit_runs', 'habit_settings_history', 'idempotent_requests', 'import_jobs', 'import_uploads', 'items', 'locales',
  'oauth_app_client_ids', 'oauth_apps', 'oauth_records', 'oauth_signing_keys', 'passkey_credential_ids', 'passkeys', 'persisted_queries',
  'push_subscription_endpoints', 'push_subscriptions', 'rate_limits', 'recovery_codes', 'reminder_channels', 'reminder_deliveries', 'reminders', 'replica_write_marks', 'security_events', 'session',
  'stripe_events', 'tasks', 'two_step_secrets', 'user_emails', 'user_goals', 'user_google_subjects', 'user_habits', 'user_locales', 'user_stripe_customers', 'users', 'vacations', 'webauthn_challenges', 'webhook_deliveries', 'webhook_endpoints',
];

async function tables(db: TestDatabase): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await db.dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`);
  return rows.map((r) => r.table_name);
}

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase({ empty: true }); });
  afterAll(() => db.drop());

  it('create the whole data model on an empty database, and their down steps remove it', async () => {
    expect(await tables(db)).toEqual([]);
    const applied = await db.dataSource.runMigrations();
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(await tables(db)).toEqual(TABLES);
    expect(await db.dataSource.showMigrations()).toBe(false);

    for (let i = 0; i < applied.length; i++) await db.dataSource.undoLastMigration();
    expect(await tables(db)).toEqual([]);
    await db.dataSource.runMigrations();
  });

  it('cascades every user-owned row when the user is deleted', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email) VALUES ('ana', 'ana@example.com') RETURNING id`);
    const [item] = await q(`INSERT INTO items (kind, text, category, user_id) VALUES ('habit', 'Stretch', 'Health', $1) RETURNING id`, [user.id]);
    const [goalItem] = await q(`INSERT INTO catalogue_items (kind, text, category) VALUES ('goal', 'Run a 10K', 'Health') RETURNING id`);
    const [link] = await q(`INSERT INTO user_habits (user_id, item_id) VALUES ($1, $2) RETURNING id`, [user.id, item.id]);
    await q(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($2, $1, '2026-01-01')`, [link.id, user.id]);
    await q(`INSERT INTO habit_day_notes (user_id, user_habit_id, day, note) VALUES ($2, $1, '2026-01-02', 'Sick')`, [link.id, user.id]);
    await q(`INSERT INTO habit_settings_history (user_id, user_habit_id, effective_from, schedule_kind, skip_budget) VALUES ($2, $1, '2026-01-01', 'daily', 0)`, [link.id, user.id]);
    const [goal] = await q(`INSERT INTO user_goals (user_id, catalogue_item_id, target_date) VALUES ($1, $2, '2027-01-01') RETURNING id`, [user.id, goalItem.id]);
    await q(`INSERT INTO goal_milestones (user_id, user_goal_id, position, text) VALUES ($2, $1, 0, 'First 5K')`, [goal.id, user.id]);
    await q(`INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) VALUES ($3, $1, $2)`, [link.id, goal.id, user.id]);
    await q(`INSERT INTO tasks (user_id, text, user_goal_id) VALUES ($1, 'Call mum', $2)`, [user.id, goal.id]);
    await q(`INSERT INTO email_tokens (user_id, purpose, expires_at) VALUES ($1, 'activate', now())`, [user.id]);
    await q(`INSERT INTO ai_cache (user_id, kind, input_hash, day, answer) VALUES ($1, 'motivation', 'x', '2026-01-01', '{}')`, [user.id]);
    const [locale] = await q(`INSERT INTO locales (code, name) VALUES ('xx-XX', 'Test') RETURNING id`);
    await q(`INSERT INTO user_locales (user_id, locale_id) VALUES ($1, $2)`, [user.id, locale.id]);
    await q(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, '2026-07-01', '2026-07-10')`, [user.id]);
    await q(`INSERT INTO import_uploads (user_id, bytes) VALUES ($1, '\\x00')`, [user.id]);
    await q(`INSERT INTO import_jobs (user_id, upload_id) VALUES ($1, gen_random_uuid())`, [user.id]);
    await q(`INSERT INTO replica_write_marks (user_id, lsn, written_at) VALUES ($1, 0, now())`, [user.id]);

    await q(`DELETE FROM users WHERE id = $1`, [user.id]);

    for (const table of ['items', 'user_habits', 'habit_completions', 'habit_day_notes', 'habit_settings_history', 'user_goals', 'goal_milestones', 'habit_goals', 'tasks', 'email_tokens', 'ai_cache', 'user_locales', 'vacations', 'import_uploads', 'import_jobs', 'replica_write_marks']) {
      const [{ count }] = await q(`SELECT count(*)::int AS count FROM ${table}`);
      expect({ table, count }).toEqual({ table, count: 0 });
    }
    const [{ count: goals }] = await q(`SELECT count(*)::int AS count FROM catalogue_items`);
    expect(goals).toBe(1); // the built-in item stays
  });

  it("cascades the account's rows and their lookups (by value) when the user is deleted", async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email, google_sub, stripe_customer_id) VALUES ('lu', 'lu@example.com', 'g-lu', 'cus_lu') RETURNING id`);
    await q(`INSERT INTO user_emails (email_lower, user_id) VALUES ('lu@example.com', $1)`, [user.id]);
    await q(`INSERT INTO user_google_subjects (google_sub, user_id) VALUES ('g-lu', $1)`, [user.id]);
    await q(`INSERT INTO user_stripe_customers (stripe_customer_id, user_id) VALUES ('cus_lu', $1)`, [user.id]);
    const [token] = await q(`INSERT INTO access_tokens (user_id, name, scopes) VALUES ($1, 'Home', '{read}') RETURNING id`, [user.id]);
    await q(`INSERT INTO access_token_hashes (token_hash, user_id, access_token_id) VALUES ('\\x01', $1, $2)`, [user.id, token.id]);
    const [mailed] = await q(`INSERT INTO email_tokens (user_id, purpose, expires_at) VALUES ($1, 'reset', now()) RETURNING id`, [user.id]);
    await q(`INSERT INTO email_token_hashes (token_hash, user_id, email_token_id) VALUES ('lu-hash', $1, $2)`, [user.id, mailed.id]);
    const [push] = await q(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, 'https://push.example.com/lu', 'k', 'a') RETURNING id`, [user.id]);
    await q(`INSERT INTO push_subscription_endpoints (endpoint, user_id, push_subscription_id) VALUES ('https://push.example.com/lu', $1, $2)`, [user.id, push.id]);
    const [passkey] = await q(`INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'cred-lu', '\\x00', 'Phone') RETURNING id`, [user.id]);
    await q(`INSERT INTO passkey_credential_ids (credential_id, user_id, passkey_id) VALUES ('cred-lu', $1, $2)`, [user.id, passkey.id]);
    const [app] = await q(`INSERT INTO oauth_apps (user_id, client_id, name, redirect_uris, confidential) VALUES ($1, 'cairn_app_lu', 'Lu', '{https://lu.example.com/cb}', false) RETURNING id`, [user.id]);
    await q(`INSERT INTO oauth_app_client_ids (client_id, user_id, oauth_app_id) VALUES ('cairn_app_lu', $1, $2)`, [user.id, app.id]);
    await q(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'c')`, [user.id]);
    await q(`INSERT INTO security_events (user_id, kind) VALUES ($1, 'password_changed')`, [user.id]);
    await q(`INSERT INTO ai_cache (user_id, kind, input_hash, day, answer) VALUES ($1, 'motivation', 'lu', '2026-01-01', '{}')`, [user.id]);
    // A lookup cannot point at another user's row: its foreign key carries the user.
    const [stranger] = await q(`INSERT INTO users (username, email) VALUES ('st', 'st@example.com') RETURNING id`);
    await expect(q(`INSERT INTO passkey_credential_ids (credential_id, user_id, passkey_id) VALUES ('cred-st', $1, $2)`, [stranger.id, passkey.id]))
      .rejects.toThrow(/passkey_credential_ids_user_id_passkey_id_fkey/);

    await q(`DELETE FROM users WHERE id = $1`, [user.id]);

    for (const table of ['user_emails', 'user_google_subjects', 'user_stripe_customers', 'access_tokens', 'access_token_hashes', 'email_tokens', 'email_token_hashes',
      'push_subscriptions', 'push_subscription_endpoints', 'passkeys', 'passkey_credential_ids', 'oauth_apps', 'oauth_app_client_ids', 'recovery_codes', 'security_events', 'ai_cache']) {
      const [{ count }] = await q(`SELECT count(*)::int AS count FROM ${table} WHERE user_id = $1`, [user.id]);
      expect({ table, count }).toEqual({ table, count: 0 });
    }
  });

  it('keeps a session\'s user_id equal to the userId in its JSON, whoever writes it', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email) VALUES ('se', 'se@example.com') RETURNING id`);
    // As connect-pg-simple writes: sess and expire only.
    await q(`INSERT INTO session (sess, expire, sid) SELECT $1, to_timestamp($2), $3 ON CONFLICT (sid) DO UPDATE SET sess = $1, expire = to_timestamp($2)`,
      [{ cookie: {} }, Date.now() / 1000 + 60, 'sid-se']);
    const userOf = async () => (await q(`SELECT user_id FROM session WHERE sid = 'sid-se'`))[0].user_id;
    expect(await userOf()).toBeNull();
    await q(`INSERT INTO session (sess, expire, sid) SELECT $1, to_timestamp($2), $3 ON CONFLICT (sid) DO UPDATE SET sess = $1, expire = to_timestamp($2)`,
      [{ cookie: {}, userId: user.id }, Date.now() / 1000 + 60, 'sid-se']);
    expect(await userOf()).toBe(user.id);
    await q(`UPDATE session SET user_id = NULL WHERE sid = 'sid-se'`); // not even by hand
    expect(await userOf()).toBe(user.id);
    await q(`UPDATE session SET sess = '{"cookie":{}}' WHERE sid = 'sid-se'`);
    expect(await userOf()).toBeNull();
  });

  it('keeps habit_runs equal to the runs of habit_completions through random marks and undos', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email) VALUES ('runner', 'runner@example.com') RETURNING id`);
    const [item] = await q(`INSERT INTO catalogue_items (kind, text, category) VALUES ('habit', 'Run', 'Health') RETURNING id`);
    const [habit] = await q(`INSERT INTO user_habits (user_id, catalogue_item_id) VALUES ($1, $2) RETURNING id`, [user.id, item.id]);
    let seed = 7;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const expected = () => q(
      `SELECT min(day)::text AS first, max(day)::text AS last FROM (
         SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM habit_completions WHERE user_habit_id = $1) d
       GROUP BY run ORDER BY 1`, [habit.id]);
    const actual = () => q(`SELECT first_day::text AS first, last_day::text AS last FROM habit_runs WHERE user_habit_id = $1 ORDER BY 1`, [habit.id]);
    for (let i = 0; i < 400; i++) {
      const day = `2026-01-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      if (random() < 0.6) await q(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($3, $1, $2) ON CONFLICT DO NOTHING`, [habit.id, day, user.id]);
      else await q(`DELETE FROM habit_completions WHERE user_habit_id = $1 AND day = $2`, [habit.id, day]);
      if (i % 50 === 0) expect(await actual()).toEqual(await expected());
    }
    expect(await actual()).toEqual(await expected());
    await q(`DELETE FROM user_habits WHERE id = $1`, [habit.id]);
    expect(await q(`SELECT * FROM habit_runs WHERE user_habit_id = $1`, [habit.id])).toEqual([]);
  });

  it('rebuild_habit_runs makes the runs the triggers would have kept, of done days only', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email) VALUES ('rebuilder', 'rebuilder@example.com') RETURNING id`);
    const [item] = await q(`INSERT INTO catalogue_items (kind, text, category) VALUES ('habit', 'Rebuild', 'Health') RETURNING id`);
    const [habit] = await q(`INSERT INTO user_habits (user_id, catalogue_item_id) VALUES ($1, $2) RETURNING id`, [user.id, item.id]);
    const runs = () => q(`SELECT first_day::text AS first, last_day::text AS last FROM habit_runs WHERE user_habit_id = $1 ORDER BY 1`, [habit.id]);
    await db.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT set_config('cairn.habit_runs_deferred', 'on', true)`);
      await manager.query(`INSERT INTO habit_completions (user_id, user_habit_id, day, state) SELECT $2, $1, d::date, CASE WHEN d::date = '2026-03-04' THEN 'skipped' ELSE 'done' END
                             FROM generate_series('2026-03-01'::date, '2026-03-06'::date, interval '1 day') d`, [habit.id, user.id]);
      await manager.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($2, $1, '2026-03-09')`, [habit.id, user.id]);
    });
    expect(await runs()).toEqual([]); // deferred: the trigger left them alone
    await q(`INSERT INTO habit_runs (user_id, user_habit_id, first_day, last_day) VALUES ($2, $1, '2025-01-01', '2025-01-02')`, [habit.id, user.id]); // a stale run goes
    await q(`SELECT rebuild_habit_runs($1, $2::uuid[])`, [user.id, [habit.id]]);
    expect(await runs()).toEqual([
      { first: '2026-03-01', last: '2026-03-03' }, { first: '2026-03-05', last: '2026-03-06' }, { first: '2026-03-09', last: '2026-03-09' },
    ]);
  });

  it('refuses duplicates the features rely on being unique', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    const [user] = await q(`INSERT INTO users (username, email) VALUES ('bo', 'Bo@Example.com') RETURNING id`);
    const [other] = await q(`INSERT INTO users (username, email) VALUES ('bo2', 'bo@example.COM') RETURNING id`);
    await q(`INSERT INTO user_emails (email_lower, user_id) VALUES ('bo@example.com', $1)`, [user.id]);
    await expect(q(`INSERT INTO user_emails (email_lower, user_id) VALUES ('bo@example.com', $1)`, [other.id])).rejects.toThrow(/user_emails_pkey/);
    await expect(q(`INSERT INTO user_emails (email_lower, user_id) VALUES ('Bo@example.com', $1)`, [other.id])).rejects.toThrow(/user_emails_email_lower_check/);
    const [item] = await q(`SELECT id FROM catalogue_items WHERE text = 'Run a 10K'`);
    await q(`INSERT INTO user_goals (user_id, catalogue_item_id) VALUES ($1, $2)`, [user.id, item.id]);
    await expect(q(`INSERT INTO user_goals (user_id, catalogue_item_id) VALUES ($1, $2)`, [user.id, item.id])).rejects.toThrow(/user_goals_user_catalogue_item_key/);
    const [own] = await q(`INSERT INTO items (kind, text, category, user_id) VALUES ('goal', 'Juggle', 'Fun', $1) RETURNING id`, [user.id]);
    await q(`INSERT INTO user_goals (user_id, item_id) VALUES ($1, $2)`, [user.id, own.id]);
    await expect(q(`INSERT INTO user_goals (user_id, item_id) VALUES ($1, $2)`, [user.id, own.id])).rejects.toThrow(/user_goals_user_item_key/);
    // A goal names one item, in one of the two columns; another user's own item is no item of theirs.
    await expect(q(`INSERT INTO user_goals (user_id) VALUES ($1)`, [other.id])).rejects.toThrow(/user_goals_item_check/);
    await expect(q(`INSERT INTO user_goals (user_id, catalogue_item_id, item_id) VALUES ($1, $2, $3)`, [user.id, item.id, own.id])).rejects.toThrow(/user_goals_item_check/);
    await expect(q(`INSERT INTO user_goals (user_id, item_id) VALUES ($1, $2)`, [other.id, own.id])).rejects.toThrow(/user_goals_user_id_item_id_fkey/);
    await expect(q(`INSERT INTO catalogue_items (kind, text, category) VALUES ('goal', 'Sleep', 'Essential')`)).rejects.toThrow(/check/i);
    await expect(q(`INSERT INTO items (kind, text, category, user_id) VALUES ('goal', 'Sleep', 'Essential', $1)`, [user.id])).rejects.toThrow(/check/i);
  });
});
