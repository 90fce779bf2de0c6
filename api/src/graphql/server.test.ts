import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/app';
import { LIMITS } from './server';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const post = async (body: unknown) => {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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

  it("reports every operation's cost in extensions, the larger for the larger query", async () => {
    const small = await post({ query: '{ plans { paymentsEnabled } }' });
    const large = await post({ query: '{ plans { paymentsEnabled offers { plan name pricePerMonth goals habits openTasks trendDays } } }' });
    const cost = (answer: typeof small) => answer.body.extensions?.cost as { requested: number; limit: number };
    expect(cost(small)).toEqual({ requested: expect.any(Number), limit: LIMITS.cost });
    expect(cost(large).requested).toBeGreaterThan(cost(small).requested);
  });
});
