import { graphql, startTestApp, type TestApp } from '../test/app';
import { signedInCookie } from '../test/session';
import { getIntrospectionQuery } from 'graphql';
import { LIMITS } from './graphql/server';

describe('the HTTP app', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(() => app.stop());

  it('answers /healthz, and /readyz while the database is reachable', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const fresh = await fetch(`${app.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-123');
  });

  describe('GraphQL context', () => {
    const ME = '{ me { id username email plan focusAreas challenges } }';

    it('has no user for a visitor', async () => {
      expect((await graphql(app.url, ME)).data).toEqual({ me: null });
    });

    it("resolves the session's user, and none for a forged cookie", async () => {
      const [user] = await app.db.dataSource.query(
        `INSERT INTO users (username, email, focus_areas, challenges) VALUES ('ana', 'ana@example.com', '{Health}', '{"No Time"}') RETURNING id`);
      const cookie = await signedInCookie(app, user.id);
      expect((await graphql(app.url, ME, {}, { cookie })).data).toEqual({
        me: { id: user.id, username: 'ana', email: 'ana@example.com', plan: 'FREE', focusAreas: ['Health'], challenges: ['No Time'] },
      });
      const forged = cookie.replace(/.{4}$/, 'AAAA');
      expect((await graphql(app.url, ME, {}, { cookie: forged })).data).toEqual({ me: null });
    });

    it('never exposes a password hash', async () => {
      const { errors } = await graphql(app.url, '{ me { passwordHash } }');
      expect(errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('GraphQL guards', () => {
    it('blocks a cross-site simple request (CSRF prevention)', async () => {
      const response = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/CSRF/i);
    });

    it(`refuses more than ${LIMITS.aliases} aliases`, async () => {
      const query = `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      const { errors } = await graphql(app.url, query);
      expect(errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(errors?.[0].message).toMatch(/alias/i);
    });

    it(`refuses a query deeper than ${LIMITS.depth}`, async () => {
      const ofTypes = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofTypes(n - 1)} }`);
      const deep = `{ __schema { types { fields { type { ${ofTypes(LIMITS.depth - 4)} } } } } }`;
      const { status, errors } = await graphql(app.url, deep);
      expect(status).toBe(400);
      expect(errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(errors?.[0].message).toMatch(/depth/i);
    });

    it('refuses a query that costs too much', async () => {
      // Repeating a field merges it in the answer, but each copy still costs.
      const fields = Array.from({ length: 600 }, () => 'catalogue(kind: GOAL) { nodes { text headline } }').join(' ');
      const { errors } = await graphql(app.url, `{ ${fields} }`);
      expect(errors?.[0].message).toMatch(/cost/i);
    });

    it('still serves the full introspection query and Sandbox for third-party clients', async () => {
      const { data, errors } = await graphql<{ __schema: { queryType: { name: string } } }>(app.url, getIntrospectionQuery());
      expect(errors).toBeUndefined();
      expect(data?.__schema.queryType.name).toBe('Query');
      const sandbox = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(sandbox.status).toBe(200);
      expect(await sandbox.text()).toMatch(/sandbox/i);
    });
  });

  it('says not ready (503) when the database is gone', async () => {
    await app.db.dataSource.destroy();
    const response = await fetch(`${app.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });
});
