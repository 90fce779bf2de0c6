import { createHash } from 'node:crypto';
import { startSecondInstance, startTestApp, type TestApp } from '../../test/app';
import { until } from '../../test/until';
import { LIMITS } from './server';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const post = async (body: unknown, base = app.url) => {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }>; extensions?: { cost?: unknown } } };
};

describe('the GraphQL endpoint for third-party clients', () => {
  it('supports automatic persisted queries: a hash alone, then the query once, then the hash alone', async () => {
    const query = '{ plans { paymentsEnabled } }';
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    expect((await post({ extensions: { persistedQuery } })).body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post({ query, extensions: { persistedQuery } })).body.data).toEqual({ plans: { paymentsEnabled: false } });
    expect((await post({ extensions: { persistedQuery } })).body.data).toEqual({ plans: { paymentsEnabled: false } });
  });

  it('shares persisted queries between instances: registered on one, found by hash on the other; dropped once expired', async () => {
    const second = await startSecondInstance(app);
    try {
      const query = '{ plans { paymentsEnabled offers { plan } } }';
      const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
      expect((await post({ extensions: { persistedQuery } }, second.url)).body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((await post({ query, extensions: { persistedQuery } })).body.data).toMatchObject({ plans: { paymentsEnabled: false } });
      // Apollo keeps it without holding the answer back: wait for the row, not for time.
      const kept = () => app.db.dataSource.query(`SELECT document FROM persisted_queries WHERE key = $1`, [`apq:${persistedQuery.sha256Hash}`]);
      await until(async () => (await kept()).length === 1, 10_000, 'the persisted query kept');
      expect(await kept()).toEqual([{ document: query }]);
      expect((await post({ extensions: { persistedQuery } }, second.url)).body.data).toMatchObject({ plans: { paymentsEnabled: false } });

      await app.db.dataSource.query(`UPDATE persisted_queries SET expires_at = now() - interval '1 second'`);
      expect((await post({ extensions: { persistedQuery } }, second.url)).body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      await app.services.persistedQueries.purgeExpired();
      expect(await kept()).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('refuses a document sent under another hash with a 400 and keeps nothing: no client can plant a document for a hash', async () => {
    const planted = '{ plans { paymentsEnabled } }';
    const sha256Hash = createHash('sha256').update('{ me { id } }').digest('hex');
    const answer = await post({ query: planted, extensions: { persistedQuery: { version: 1, sha256Hash } } });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(await app.db.dataSource.query(`SELECT key FROM persisted_queries WHERE key = $1`, [`apq:${sha256Hash}`])).toEqual([]);
  });

  it("reports every operation's cost in extensions, the larger for the larger query", async () => {
    const small = await post({ query: '{ plans { paymentsEnabled } }' });
    const large = await post({ query: '{ plans { paymentsEnabled offers { plan name pricePerMonth goals habits openTasks trendDays } } }' });
    const cost = (answer: typeof small) => answer.body.extensions?.cost as { requested: number; limit: number };
    expect(cost(small)).toEqual({ requested: expect.any(Number), limit: LIMITS.cost });
    expect(cost(large).requested).toBeGreaterThan(cost(small).requested);
  });
});
