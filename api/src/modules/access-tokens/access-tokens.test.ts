import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { PASSWORD, signedInUser } from '../../../test/users';
import { LIMITS } from '../../graphql/server';

let app: TestApp;
let second: SecondInstance;
beforeAll(async () => {
  app = await startTestApp();
  second = await startSecondInstance(app);
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

interface Answer<T = Record<string, unknown>> { status: number; body: T; headers: Headers }

/** A third-party client: every call carries `Authorization: Bearer <secret>` and no cookie. */
async function withToken<T = Record<string, unknown>>(base: string, secret: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

type GraphQLAnswer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }>; extensions?: { cost?: { requested: number; limit: number } } };
const gqlWithToken = <T = Record<string, unknown>>(secret: string, query: string, variables: Record<string, unknown> = {}, base = app.url) =>
  withToken<GraphQLAnswer<T>>(base, secret, 'POST', '/graphql', { query, variables });

async function newToken(client: Client, scopes: string[], extra: Record<string, unknown> = {}): Promise<{ id: string; secret: string }> {
  const created = await client.rest<{ _id: string; secret: string }>('POST', '/api/tokens', { name: 'my script', scopes, ...extra });
  expect(created.status).toBe(201);
  return { id: created.body._id, secret: created.body.secret };
}

const CREATE_TASK = `mutation($text: String!) { createTask(text: $text) { id text } }`;

describe('personal access tokens', () => {
  it('shows the secret once, keeps only its hash, and lists tokens with their last use', async () => {
    const { client, id } = await signedInUser(app);
    const created = await client.rest<Record<string, unknown>>('POST', '/api/tokens', { name: '  Home Assistant ', scopes: ['read'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Home Assistant', scopes: ['read'], expiresAt: null, lastUsedAt: null });
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^cairn_pat_[A-Za-z0-9_-]{43}$/);

    const [row] = await app.db.dataSource.query(`SELECT encode(token_hash, 'hex') AS hash FROM access_token_hashes WHERE user_id = $1`, [id]);
    expect(row.hash).toHaveLength(64);
    expect(JSON.stringify(await app.db.dataSource.query(`SELECT * FROM access_tokens`))).not.toContain(secret);

    const me = await withToken<{ _id: string }>(app.url, secret, 'GET', '/api/auth/me');
    expect(me).toMatchObject({ status: 200, body: { _id: id } });
    const listed = await client.rest<Array<Record<string, unknown>>>('GET', '/api/tokens');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).not.toHaveProperty('secret');
    expect(Date.parse(listed.body[0].lastUsedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    const viaGraphql = await client.gql<{ myAccessTokens: Array<{ name: string; scopes: string[]; lastUsedAt: string | null }> }>(
      `{ myAccessTokens { name scopes lastUsedAt } }`);
    expect(viaGraphql.data!.myAccessTokens).toEqual([{ name: 'Home Assistant', scopes: ['read'], lastUsedAt: listed.body[0].lastUsedAt }]);
  });

  it('stamps last_used_at at most once a minute per token', async () => {
    const { client } = await signedInUser(app);
    const token = await newToken(client, ['read']);
    const lastUsed = async () => (await app.db.dataSource.query(`SELECT last_used_at FROM access_tokens WHERE id = $1`, [token.id]))[0].last_used_at as Date;
    await app.db.dataSource.query(`UPDATE access_tokens SET last_used_at = now() - interval '30 seconds' WHERE id = $1`, [token.id]);
    const recent = await lastUsed();
    await withToken(app.url, token.secret, 'GET', '/api/auth/me');
    expect(await lastUsed()).toEqual(recent);
    await app.db.dataSource.query(`UPDATE access_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [token.id]);
    await withToken(app.url, token.secret, 'GET', '/api/auth/me');
    expect((await lastUsed()).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('creates tokens through GraphQL too, with scopes and an expiry', async () => {
    const { client } = await signedInUser(app);
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const created = await client.gql<{ createAccessToken: { secret: string; token: { name: string; scopes: string[]; expiresAt: string } } }>(
      `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret token { name scopes expiresAt } } }`,
      { input: { name: 'Phone', scopes: ['write', 'read'], expiresAt } });
    expect(created.data!.createAccessToken).toMatchObject({ token: { name: 'Phone', scopes: ['read', 'write'], expiresAt } });
    expect(created.data!.createAccessToken.secret).toMatch(/^cairn_pat_/);
  });

  it('acts as its owner on /graphql and /api, with the cost and rate-limit state in every answer', async () => {
    const { client, id } = await signedInUser(app);
    const token = await newToken(client, ['read', 'write']);
    const me = await gqlWithToken<{ me: { id: string } }>(token.secret, `{ me { id } }`);
    expect(me.body.data).toEqual({ me: { id } });
    expect(me.body.extensions?.cost).toEqual({ requested: expect.any(Number), limit: LIMITS.cost });
    expect(me.body.extensions!.cost!.requested).toBeGreaterThan(0);
    expect(me.headers.get('ratelimit-limit')).toBe('600');
    expect(Number(me.headers.get('ratelimit-remaining'))).toBeLessThan(600);
    expect(Number(me.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    const task = await gqlWithToken<{ createTask: { id: string } }>(token.secret, CREATE_TASK, { text: 'From my script' });
    expect(task.body.data?.createTask.id).toEqual(expect.any(String));
    const rest = await withToken<Array<{ text: string }>>(app.url, token.secret, 'GET', `/api/user/populatetasks/${id}`);
    expect(rest.body.map((t) => t.text)).toEqual(['From my script']);
  });

  it("is refused another user's records, as a session is", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const token = await newToken(owner.client, ['read', 'write']);
    expect((await withToken(app.url, token.secret, 'GET', `/api/user/populatetasks/${other.id}`)).status).toBe(403);
    const otherTask = await other.client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'Mine', user: other.id });
    expect((await withToken(app.url, token.secret, 'DELETE', `/api/task/${otherTask.body._id}`)).status).toBe(404);
    const deleted = await gqlWithToken(token.secret, `mutation($id: ID!) { deleteTask(id: $id) }`, { id: otherTask.body._id });
    expect(deleted.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Nor can a user see or revoke another's tokens.
    expect((await other.client.rest<unknown[]>('GET', '/api/tokens')).body).toEqual([]);
    expect(await other.client.rest('DELETE', `/api/tokens/${token.id}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const viaGraphql = await other.client.gql(`mutation($id: ID!) { revokeAccessToken(id: $id) }`, { id: token.id });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await withToken(app.url, token.secret, 'GET', '/api/auth/me')).status).toBe(200);
  });

  it('refuses every mutation and every non-GET REST call to a read token', async () => {
    const { client, id } = await signedInUser(app);
    const token = await newToken(client, ['read']);
    const mutation = await gqlWithToken(token.secret, CREATE_TASK, { text: 'Nope' });
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('read-only') });
    // Even a public mutation (it would change state for someone).
    const publicMutation = await gqlWithToken(token.secret, `mutation { logout }`);
    expect(publicMutation.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [method, path, body] of [
      ['POST', '/api/task/create', { text: 'Nope', user: id }], ['PUT', '/api/user/updatetaskorder', { tasks: [] }],
      ['DELETE', `/api/user/${id}`, undefined], ['POST', '/api/auth/logout', undefined],
    ] as const) {
      expect(await withToken(app.url, token.secret, method, path, body)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect(await app.db.dataSource.query(`SELECT id FROM tasks WHERE user_id = $1`, [id])).toEqual([]);
    expect((await gqlWithToken(token.secret, `{ myGoals { id } }`)).body.data).toEqual({ myGoals: [] });
  });

  it('cannot manage tokens, change the password, delete the account, start a checkout or sign in and out', async () => {
    const { client, id, email } = await signedInUser(app);
    const token = await newToken(client, ['read', 'write']);
    const needsSession = expect.stringContaining('access token cannot');
    // Tokens are managed from a signed-in session only: a token can neither create, list nor
    // revoke them (its own included), with the same 403 on REST and GraphQL.
    expect(await withToken(app.url, token.secret, 'POST', '/api/tokens', { name: 'Another', scopes: ['read'] }))
      .toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: needsSession } });
    expect(await withToken(app.url, token.secret, 'GET', '/api/tokens')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: needsSession } });
    expect(await withToken(app.url, token.secret, 'DELETE', `/api/tokens/${token.id}`)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    for (const operation of [`mutation { createAccessToken(input: { name: "x", scopes: ["read"] }) { secret } }`, `{ myAccessTokens { id } }`,
      `mutation { revokeAccessToken(id: "${token.id}") }`]) {
      const refused = await gqlWithToken(token.secret, operation);
      expect(refused.status).toBe(403);
      expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: needsSession });
    }
    expect(await app.db.dataSource.query(`SELECT id FROM access_tokens WHERE id = $1`, [token.id])).toEqual([{ id: token.id }]);
    expect((await gqlWithToken(token.secret, `mutation { deleteAccount }`)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gqlWithToken(token.secret, `mutation { startCheckout { id } }`)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const profile = { username: 'Sam', focusAreas: ['Career'], challenges: ['No Time'] };
    const password = await gqlWithToken(token.secret, `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
      { input: { ...profile, password: 'a new password' } });
    expect(password.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: needsSession });
    expect(await withToken(app.url, token.secret, 'PUT', `/api/auth/${id}`, { ...profile, password: 'a new password' })).toMatchObject({ status: 403 });
    expect(await withToken(app.url, token.secret, 'DELETE', `/api/user/${id}`)).toMatchObject({ status: 403, body: { message: needsSession } });
    expect(await withToken(app.url, token.secret, 'POST', '/api/stripe/createcheckout', {})).toMatchObject({ status: 403 });
    expect(await withToken(app.url, token.secret, 'POST', '/api/auth/logout')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const login = await gqlWithToken(token.secret, `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { id } } }`,
      { email, password: PASSWORD });
    expect(login).toMatchObject({ status: 403, body: { errors: [{ extensions: { code: 'FORBIDDEN' } }] } });
    // The profile without a password is fine; the account is still there.
    const renamed = await gqlWithToken<{ updateProfile: { username: string } }>(token.secret,
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { username } }`, { input: { ...profile, username: 'Robo' } });
    expect(renamed.body.data).toEqual({ updateProfile: { username: 'Robo' } });
    expect(await app.db.dataSource.query(`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('answers 401 at once on every instance once revoked, and once expired', async () => {
    const { client } = await signedInUser(app);
    const token = await newToken(client, ['read']);
    expect((await withToken(second.url, token.secret, 'GET', '/api/auth/me')).status).toBe(200);
    expect(await client.rest('DELETE', `/api/tokens/${token.id}`)).toMatchObject({ status: 200, body: { _id: token.id } });
    expect(await app.db.dataSource.query(`SELECT 1 FROM access_token_hashes WHERE access_token_id = $1`, [token.id])).toEqual([]); // the hash's lookup goes with it
    const afterRevoke = await withToken(second.url, token.secret, 'GET', '/api/auth/me');
    expect(afterRevoke).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(afterRevoke.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect((await gqlWithToken(token.secret, `{ me { id } }`, {}, second.url)).status).toBe(401);

    const expiring = await newToken(client, ['read'], { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect((await withToken(second.url, expiring.secret, 'GET', '/api/auth/me')).status).toBe(200);
    await app.db.dataSource.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    expect((await withToken(second.url, expiring.secret, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await withToken(app.url, expiring.secret, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it.each([
    ['an unknown token', 'Bearer cairn_pat_0000000000000000000000000000000000000000000'],
    ['a malformed token', 'Bearer nope'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 in JSON to %s, on REST and GraphQL', async (_what, authorization) => {
    for (const [path, body] of [['/api/auth/me', undefined], ['/graphql', { query: '{ me { id } }' }]] as const) {
      const response = await fetch(`${app.url}${path}`, {
        method: body ? 'POST' : 'GET', headers: { authorization, 'content-type': 'application/json' }, body: body && JSON.stringify(body),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(JSON.stringify(await response.json())).toContain('UNAUTHENTICATED');
    }
  });

  it('needs no CSRF proof with a token, while cookie requests still do', async () => {
    const { client, id } = await signedInUser(app);
    const token = await newToken(client, ['read', 'write']);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await withToken(app.url, token.secret, 'POST', '/api/task/create', { text: 'From a server', user: id }, crossSite)).status).toBe(201);
    expect((await client.rest('POST', '/api/task/create', { text: 'Forged', user: id }, crossSite)).status).toBe(403);
    // A GET query with no preflight header: Apollo's CSRF prevention lets a token through, not a cookie.
    const query = `/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    expect((await withToken<GraphQLAnswer<{ me: { id: string } }>>(app.url, token.secret, 'GET', query)).body.data).toEqual({ me: { id } });
    const cookieGet = await fetch(`${app.url}${query}`, { headers: { cookie: client.cookie } });
    expect(cookieGet.status).toBe(400);
  });

  it.each([
    [{ scopes: ['read'] }, 'name'],
    [{ name: '   ', scopes: ['read'] }, 'name'],
    [{ name: 'x'.repeat(101), scopes: ['read'] }, '100'],
    [{ name: 'ok', scopes: [] }, 'Scopes'],
    [{ name: 'ok', scopes: ['admin'] }, 'Scopes'],
    [{ name: 'ok', scopes: 'read' }, 'Scopes'],
    [{ name: 'ok', scopes: ['read'], expiresAt: 'tomorrow' }, 'expiry'],
    [{ name: 'ok', scopes: ['read'], expiresAt: '2001-01-01T00:00:00Z' }, 'future'],
  ])('refuses %j with 400 and creates nothing', async (body, message) => {
    const { client, id } = await signedInUser(app);
    expect(await client.rest('POST', '/api/tokens', body)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: expect.stringContaining(message) } });
    expect(await app.db.dataSource.query(`SELECT id FROM access_tokens WHERE user_id = $1`, [id])).toEqual([]);
  });

  it('refuses visitors on every token call, and bad ids without a 500', async () => {
    const visitor = (path: string, method = 'GET', body?: unknown) => fetch(`${app.url}${path}`, {
      method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.status);
    expect(await visitor('/api/tokens')).toBe(401);
    expect(await visitor('/api/tokens', 'POST', { name: 'x', scopes: ['read'] })).toBe(401);
    expect(await visitor('/api/tokens/00000000-0000-4000-8000-000000000000', 'DELETE')).toBe(401);
    const { client } = await signedInUser(app);
    expect((await client.rest('DELETE', '/api/tokens/not-a-uuid')).status).toBe(404);
    expect((await client.gql(`mutation { revokeAccessToken(id: "not-a-uuid") }`)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.gql(`{ myAccessTokens { id } }`)).data).toEqual({ myAccessTokens: [] });
    const anonymous = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ myAccessTokens { id } }' }) });
    expect(JSON.stringify(await anonymous.json())).toContain('UNAUTHENTICATED');
  });
});

describe('per-token rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => { limited = await startTestApp({ TOKEN_RATE_LIMIT: '3' }); });
  afterAll(() => limited.stop());

  it('counts each token on its own and answers 429 with RateLimit headers past the limit', async () => {
    const { client } = await signedInUser(limited);
    const first = await newToken(client, ['read']);
    const other = await newToken(client, ['read']);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await withToken(limited.url, first.secret, 'GET', '/api/auth/me');
      expect(answer.status).toBe(200);
      remaining.push(answer.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await withToken(limited.url, first.secret, 'GET', '/api/auth/me');
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(refused.headers.get('ratelimit-limit')).toBe('3');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const refusedGraphql = await gqlWithToken(first.secret, `{ me { id } }`, {}, limited.url);
    expect(refusedGraphql.status).toBe(429);
    expect((await withToken(limited.url, other.secret, 'GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('rate limits on every API answer', () => {
  let limited: TestApp;
  beforeAll(async () => { limited = await startTestApp({ USER_RATE_LIMIT: '8', VISITOR_RATE_LIMIT: '1000' }); });
  afterAll(() => limited.stop());

  it('counts the web app\'s requests per user (GraphQL and REST together) and a visitor\'s by address, with RateLimit headers on each', async () => {
    const { client } = await signedInUser(limited);
    const remaining: number[] = [];
    let answer = await client.gql('{ me { id } }');
    while (answer.status === 200) {
      expect(answer.headers.get('ratelimit-limit')).toBe('8');
      remaining.push(Number(answer.headers.get('ratelimit-remaining')));
      const rest = await client.rest('GET', '/api/auth/me');
      if (rest.status !== 200) {
        answer = { ...answer, status: rest.status, headers: rest.headers };
        break;
      }
      remaining.push(Number(rest.headers.get('ratelimit-remaining')));
      answer = await client.gql('{ me { id } }');
    }
    expect(remaining.length).toBeGreaterThan(2);
    expect(remaining).toEqual(remaining.map((_, i) => remaining[0] - i));
    expect(remaining.at(-1)).toBe(0);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);

    const visitor = async () => (await fetch(`${limited.url}/api/locale`)).headers;
    const [first, second] = [await visitor(), await visitor()];
    expect(first.get('ratelimit-limit')).toBe('1000');
    expect(Number(second.get('ratelimit-remaining'))).toBe(Number(first.get('ratelimit-remaining')) - 1);
  });
});

describe('CORS: apps on other origins call the API with tokens, never with cookies', () => {
  const origin = 'https://coach.example';
  const preflight = (path: string, method: string, headers: string) => fetch(`${app.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

  it('answers preflights for GraphQL and REST, allowing the token header and never credentials', async () => {
    for (const [path, method] of [['/graphql', 'POST'], ['/api/task/create', 'POST'], ['/api/tokens/x', 'DELETE'], ['/api/auth/me', 'GET']]) {
      const answer = await preflight(path, method, 'authorization,content-type,idempotency-key');
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toContain(method);
      expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('authorization'));
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('lets another origin read a token request, with its rate-limit headers; a cookie request gets no CORS header', async () => {
    const { client } = await signedInUser(app);
    const token = await newToken(client, ['read']);
    const answer = await withToken<GraphQLAnswer<{ me: { id: string } }>>(app.url, token.secret, 'POST', '/graphql', { query: '{ me { id } }' }, { origin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toEqual(expect.stringContaining('RateLimit-Remaining'));
    expect(answer.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);

    const withCookie = await client.gql('{ me { id } }', {}, { origin });
    expect(withCookie.data).toEqual({ me: { id: expect.any(String) } });
    expect(withCookie.headers.get('access-control-allow-origin')).toBeNull();
  });
});
