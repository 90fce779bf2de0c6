import { randomBytes, randomUUID } from 'node:crypto';
import { SCOPES } from '../src/shared/scopes';
import type { User } from '../src/modules/users/user.entity';
import { startTestApp, type TestApp } from './app';
import { signedInUser } from './users';

/** The lookups by a value unique across users (migration 1765650000000-GlobalLookups), and the column that names their user. */
const LOOKUPS = [
  'user_emails', 'user_google_subjects', 'user_stripe_customers', 'access_token_hashes', 'email_token_hashes',
  'push_subscription_endpoints', 'passkey_credential_ids', 'oauth_app_client_ids',
];

/*
 * Under Citus the lookups' foreign keys are dropped (docs/scaling.md), so nothing cascades to
 * them: every path that deletes a row (or the account) deletes its lookup itself. This database
 * has them dropped as an operator would.
 */
describe('lookups without their foreign keys', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    const keys: Array<{ table: string; name: string }> = await app.db.dataSource.query(
      `SELECT conrelid::regclass::text AS table, conname AS name FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1)`, [LOOKUPS]);
    expect(new Set(keys.map((key) => key.table))).toEqual(new Set(LOOKUPS));
    for (const { table, name } of keys) await app.db.dataSource.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  });
  afterAll(() => app.stop());

  const lookupsOf = async (userId: string): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of LOOKUPS) {
      const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]);
      if (n) counts[table] = n;
    }
    return counts;
  };

  /** A user with one of each row that has a lookup: a token, an email token, a push subscription, a passkey, an app, a Google subject and a Stripe customer. */
  async function userWithEverything(): Promise<{ user: User; ids: Record<string, string> }> {
    const { id } = await signedInUser(app);
    const db = app.db.dataSource;
    const sub = `google-${randomUUID()}`;
    const customer = `cus_${randomUUID()}`;
    await db.query(`UPDATE users SET google_sub = $2, stripe_customer_id = $3 WHERE id = $1`, [id, sub, customer]);
    await db.query(`INSERT INTO user_google_subjects (google_sub, user_id) VALUES ($1, $2)`, [sub, id]);
    await db.query(`INSERT INTO user_stripe_customers (stripe_customer_id, user_id) VALUES ($1, $2)`, [customer, id]);
    const user = (await app.services.users.findById(id))!;
    const { token } = await app.services.accessTokens.create(user, { name: 'CLI', scopes: [SCOPES[0]] });
    await app.services.auth.issueToken(id, 'reset');
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    await app.services.reminders.addPushSubscription(user, { endpoint, p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') });
    const credentialId = randomBytes(16).toString('base64url');
    const [passkey] = await db.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, '\\x00', 'Laptop') RETURNING id`, [id, credentialId]);
    await db.query(`INSERT INTO passkey_credential_ids (credential_id, user_id, passkey_id) VALUES ($1, $2, $3)`, [credentialId, id, passkey.id]);
    const { app: oauthApp } = await app.services.oauth.createApp(user, { name: 'Planner', redirectUris: ['https://planner.example.com/callback'], confidential: false });
    return { user, ids: { token: token.id, endpoint, passkey: passkey.id as string, app: oauthApp.id } };
  }

  test('each removal deletes its lookup', async () => {
    const { user, ids } = await userWithEverything();
    expect(Object.keys(await lookupsOf(user.id)).sort()).toEqual([...LOOKUPS].sort());

    await app.services.accessTokens.revoke(user, ids.token);
    await app.services.reminders.removePushSubscription(user, ids.endpoint);
    await app.services.passkeys.remove(user, ids.passkey);
    await app.services.oauth.deleteApp(user, ids.app);
    await app.db.dataSource.query(`UPDATE email_tokens SET expires_at = now() - interval '2 days' WHERE user_id = $1`, [user.id]);
    await app.services.auth.purgeExpiredTokens();

    expect(await lookupsOf(user.id)).toEqual({ user_emails: 1, user_google_subjects: 1, user_stripe_customers: 1 });
    const [{ n }] = await app.db.dataSource.query(
      `SELECT (SELECT count(*) FROM access_tokens WHERE user_id = $1) + (SELECT count(*) FROM email_tokens WHERE user_id = $1)
            + (SELECT count(*) FROM push_subscriptions WHERE user_id = $1) + (SELECT count(*) FROM passkeys WHERE user_id = $1)
            + (SELECT count(*) FROM oauth_apps WHERE user_id = $1) AS n`, [user.id]);
    expect(Number(n)).toBe(0);
  });

  test("a push endpoint that moves to another account takes its lookup along", async () => {
    const { user, ids } = await userWithEverything();
    const { id: otherId } = await signedInUser(app);
    const other = (await app.services.users.findById(otherId))!;
    await app.services.reminders.addPushSubscription(other, { endpoint: ids.endpoint, p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') });
    expect((await lookupsOf(user.id)).push_subscription_endpoints).toBeUndefined();
    expect((await lookupsOf(other.id)).push_subscription_endpoints).toBe(1);
  });

  test('deleting the account deletes every lookup of it', async () => {
    const { user } = await userWithEverything();
    expect(Object.keys(await lookupsOf(user.id)).sort()).toEqual([...LOOKUPS].sort());
    await app.services.users.deleteAccount(user, user.id);
    expect(await lookupsOf(user.id)).toEqual({});
  });
});
