import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { purgePerUser } from '../src/db/purge-per-user';
import { ReadRouter } from '../src/db/replica';
import { startTestApp, statementsOf, type TestApp } from './app';
import { isPlannable, Planner, scansOfOtherUsers, userTableCatalog } from './plans';
import { signedInUser } from './users';

/** A write, or a read that locks rows: under Citus each must touch one user's rows. */
const isWrite = (query: string) => /^\s*(WITH[\s\S]*\b(DELETE|UPDATE|INSERT)\b|DELETE|UPDATE|INSERT)/i.test(query) || /\bFOR (UPDATE|NO KEY UPDATE|SHARE)\b/i.test(query);

describe('the hourly purges', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(() => app.stop());

  /** One user's expired rows in every purged user table, and one fresh row in each. */
  async function userWithOldRows(): Promise<string> {
    const { id } = await signedInUser(app);
    const db = app.db.dataSource;
    await app.services.auth.issueToken(id, 'reset');
    await app.services.auth.issueToken(id, 'activate');
    await db.query(`UPDATE email_tokens SET expires_at = now() - interval '2 days' WHERE user_id = $1 AND purpose = 'reset'`, [id]);
    await db.query(`INSERT INTO idempotent_requests (user_id, key, fingerprint, created_at) VALUES ($1, $2, 'f', now() - interval '60 days'), ($1, $3, 'f', now())`, [id, randomUUID(), randomUUID()]);
    await db.query(`INSERT INTO ai_cache (user_id, kind, input_hash, day, answer) VALUES ($1, 'motivation', 'a', current_date - 10, '{}'), ($1, 'motivation', 'b', current_date, '{}')`, [id]);
    await db.query(`INSERT INTO import_uploads (user_id, bytes, created_at) VALUES ($1, '\\x00', now() - interval '2 days'), ($1, '\\x00', now())`, [id]);
    await db.query(`INSERT INTO replica_write_marks (user_id, lsn, written_at) VALUES ($1, 1, now() - interval '2 days')`, [id]);
    return id;
  }

  const countsOf = async (userId: string) => (await app.db.dataSource.query(
    `SELECT (SELECT count(*)::int FROM email_tokens WHERE user_id = $1) AS email_tokens,
            (SELECT count(*)::int FROM email_token_hashes WHERE user_id = $1) AS email_token_hashes,
            (SELECT count(*)::int FROM idempotent_requests WHERE user_id = $1) AS idempotent_requests,
            (SELECT count(*)::int FROM ai_cache WHERE user_id = $1) AS ai_cache,
            (SELECT count(*)::int FROM import_uploads WHERE user_id = $1) AS import_uploads,
            (SELECT count(*)::int FROM replica_write_marks WHERE user_id = $1) AS replica_write_marks`, [userId]))[0];

  test("each write names its user, and only the expired rows go", async () => {
    const users = [await userWithOldRows(), await userWithOldRows()];
    // purgeMarks runs only with a replica configured: the primary stands in for it (the purge never reads the replica).
    const router = new ReadRouter(app.db.dataSource, app.db.dataSource, pino({ level: 'silent' }), { maxLagSeconds: 30 });
    const statements = await statementsOf(app, () => Promise.all([
      app.services.auth.purgeExpiredTokens(), app.services.suggestions.purgeCache(), app.services.imports.purgeUploads(),
      app.services.idempotency.purgeExpired(), router.purgeMarks(),
    ]));
    for (const userId of users) {
      expect(await countsOf(userId)).toEqual({
        email_tokens: 1, email_token_hashes: 1, idempotent_requests: 1, ai_cache: 1, import_uploads: 1, replica_write_marks: 0,
      });
    }

    // ai_shared_cache is keyed by its input, not by a user: its purge by day stays as it is.
    const writes = statements.filter((s) => isPlannable(s.query) && isWrite(s.query) && !s.query.includes('ai_shared_cache'));
    // One per purged table and user at least: email_tokens, idempotent_requests, ai_cache, import_uploads, replica_write_marks.
    expect(writes.length).toBeGreaterThanOrEqual(5 * users.length);
    const catalog = await userTableCatalog(app.db.dataSource);
    const planner = await Planner.connect(app.db.url);
    try {
      for (const write of writes) {
        expect({ query: write.query, scans: scansOfOtherUsers(await planner.json(write), catalog) }).toEqual({ query: write.query, scans: [] });
        expect({ query: write.query, namesItsUser: write.parameters.some((parameter) => users.includes(parameter as string)) }).toEqual({ query: write.query, namesItsUser: true });
      }
    } finally {
      await planner.close();
    }
  });

  test('a purge goes round until a read comes back short, one delete per user of a round', async () => {
    const rows = new Map([['a', 3], ['b', 2], ['c', 1]]);
    const purged: string[] = [];
    const deleted = await purgePerUser({
      // Two rows a round; the first rows' users.
      usersOfExpiredRows: (limit) => Promise.resolve([...rows].flatMap(([user, n]) => Array<string>(n).fill(user)).slice(0, limit)),
      purgeUser: (user) => {
        purged.push(user);
        const n = rows.get(user)!;
        rows.delete(user);
        return Promise.resolve(n);
      },
    }, 2);
    expect({ deleted, purged }).toEqual({ deleted: 6, purged: ['a', 'b', 'c'] });
  });

  test('a purge stops when a round deletes nothing (rows its read sees that its delete spares)', async () => {
    let reads = 0;
    const deleted = await purgePerUser({ usersOfExpiredRows: () => { reads += 1; return Promise.resolve(['a', 'a']); }, purgeUser: () => Promise.resolve(0) }, 2);
    expect({ deleted, reads }).toEqual({ deleted: 0, reads: 1 });
  });
});
