import { createHash } from 'node:crypto';
import { createTestDatabase, undoMigrationsTo, type TestDatabase } from '../../test/db';
import { MIGRATIONS } from './data-source';
import { findUserByEmail, findUserByGoogleSubject, userIdOfStripeCustomer } from '../modules/users/user-lookups';

/**
 * GlobalLookups run on a database at the schema before it, with accounts in it: every value that
 * was unique across users moves to its lookup, so every account is still found by it; the shared
 * AI answers move to their own table; each session names its user in its column.
 */
describe('the global lookups migration on a database at the schema before it', () => {
  let db: TestDatabase;
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
  const names = MIGRATIONS.map((migration) => migration.name);
  const target = 'GlobalLookups1765650000000';

  const backToBefore = () => undoMigrationsTo(db, target);

  beforeAll(async () => {
    db = await createTestDatabase();
    await backToBefore();
  });
  afterAll(() => db.drop());

  it('keeps every account findable by email, Google subject and Stripe customer, and every token, endpoint, passkey and app by its value', async () => {
    expect(await q(`SELECT to_regclass('user_emails') AS lookup`)).toEqual([{ lookup: null }]);
    const accounts = [
      { email: 'Mixed.Case@Example.com', googleSub: 'g-1', stripeCustomerId: 'cus_1' },
      { email: 'plain@example.com', googleSub: null, stripeCustomerId: 'cus_2' },
      { email: 'google@example.com', googleSub: 'g-3', stripeCustomerId: null },
    ];
    const ids: string[] = [];
    for (const account of accounts) {
      const [{ id }] = await q(`INSERT INTO users (username, email, google_sub, stripe_customer_id) VALUES ('u', $1, $2, $3) RETURNING id`,
        [account.email, account.googleSub, account.stripeCustomerId]);
      ids.push(id);
    }
    const [first, second] = ids;
    const tokenHash = createHash('sha256').update('secret').digest();
    const [token] = await q(`INSERT INTO access_tokens (user_id, name, token_hash, scopes) VALUES ($1, 'Home', $2, '{read}') RETURNING id`, [first, tokenHash]);
    const [mailed] = await q(`INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', 'mail-hash', now() + interval '1 hour') RETURNING id`, [second]);
    const [push] = await q(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, 'https://push.example.com/1', 'k', 'a') RETURNING id`, [first]);
    const [passkey] = await q(`INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'cred-1', '\\x00', 'Phone') RETURNING id`, [second]);
    const [app] = await q(`INSERT INTO oauth_apps (user_id, client_id, name, redirect_uris, confidential) VALUES ($1, 'cairn_app_1', 'App', '{https://a.example.com/cb}', false) RETURNING id`, [first]);
    await q(`INSERT INTO ai_cache (user_id, kind, input_hash, day, answer) VALUES ($1, 'motivation', 'm', '2026-01-01', '{"text":"Go"}'), (NULL, 'goals', 'g', '2026-01-01', '["Run"]')`, [first]);
    await q(`INSERT INTO session (sid, sess, expire) VALUES ('signed-in', $1, now() + interval '1 day'), ('visitor', '{"cookie":{}}', now() + interval '1 day')`,
      [JSON.stringify({ cookie: {}, userId: second })]);

    const applied = await db.dataSource.runMigrations();
    expect(applied.map((migration) => migration.name)).toEqual(names.slice(names.indexOf(target)));

    for (const [i, account] of accounts.entries()) {
      expect((await findUserByEmail(db.dataSource, account.email.toUpperCase()))?.id).toBe(ids[i]);
      if (account.googleSub) expect((await findUserByGoogleSubject(db.dataSource, account.googleSub))?.id).toBe(ids[i]);
      if (account.stripeCustomerId) expect(await userIdOfStripeCustomer(db.dataSource, account.stripeCustomerId)).toBe(ids[i]);
    }
    expect(await q(`SELECT count(*)::int AS n FROM user_google_subjects`)).toEqual([{ n: 2 }]);
    expect(await q(`SELECT user_id, access_token_id FROM access_token_hashes WHERE token_hash = $1`, [tokenHash])).toEqual([{ user_id: first, access_token_id: token.id }]);
    expect(await q(`SELECT user_id, email_token_id FROM email_token_hashes WHERE token_hash = 'mail-hash'`)).toEqual([{ user_id: second, email_token_id: mailed.id }]);
    expect(await q(`SELECT user_id, push_subscription_id FROM push_subscription_endpoints WHERE endpoint = 'https://push.example.com/1'`)).toEqual([{ user_id: first, push_subscription_id: push.id }]);
    expect(await q(`SELECT user_id, passkey_id FROM passkey_credential_ids WHERE credential_id = 'cred-1'`)).toEqual([{ user_id: second, passkey_id: passkey.id }]);
    expect(await q(`SELECT user_id, oauth_app_id FROM oauth_app_client_ids WHERE client_id = 'cairn_app_1'`)).toEqual([{ user_id: first, oauth_app_id: app.id }]);
    expect(await q(`SELECT user_id, kind, answer FROM ai_cache`)).toEqual([{ user_id: first, kind: 'motivation', answer: { text: 'Go' } }]);
    expect(await q(`SELECT kind, answer FROM ai_shared_cache`)).toEqual([{ kind: 'goals', answer: ['Run'] }]);
    expect(await q(`SELECT sid, user_id FROM session ORDER BY sid`)).toEqual([{ sid: 'signed-in', user_id: second }, { sid: 'visitor', user_id: null }]);

    // And back: its down step puts every value on its row again, unique as before.
    await backToBefore();
    expect(await q(`SELECT encode(token_hash, 'hex') AS hash FROM access_tokens`)).toEqual([{ hash: tokenHash.toString('hex') }]);
    expect(await q(`SELECT token_hash FROM email_tokens`)).toEqual([{ token_hash: 'mail-hash' }]);
    expect(await q(`SELECT count(*)::int AS n FROM ai_cache`)).toEqual([{ n: 2 }]);
    await expect(q(`INSERT INTO users (username, email) VALUES ('again', 'mixed.case@example.com')`)).rejects.toThrow(/users_email_lower_key/);
    await db.dataSource.runMigrations();
  });
});
