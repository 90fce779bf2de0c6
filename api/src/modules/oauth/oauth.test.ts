import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { signedInUser } from '../../../test/users';
import { addedHabits } from '../../../test/items';
import { latestToday } from '../../shared/dates';

type OpenIdClient = typeof import('openid-client', { with: { 'resolution-mode': 'import' } });

let app: TestApp;
let second: SecondInstance;
let oidc: OpenIdClient;
beforeAll(async () => {
  app = await startTestApp();
  second = await startSecondInstance(app);
  oidc = await import('openid-client');
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

/** The issuer is APP_URL's (http://localhost:4000 in tests); the requests go to the instance under test. */
const here = (url: string) => url.replace(app.config.appUrl, app.url);
const issuer = () => new URL(`${app.config.appUrl}/oauth`);
const discover = (clientId: string, auth = oidc.None()) => oidc.discovery(issuer(), clientId, undefined, auth, {
  execute: [oidc.allowInsecureRequests], [oidc.customFetch]: (url: string, options: RequestInit) => fetch(here(url), options),
});

/** The browser's side of the flow: Cairn's session cookie and the authorization server's own cookies. */
class Browser {
  private readonly jar = new Map<string, string>();

  constructor(user: Client) {
    const [name, value] = user.cookie.split('=');
    this.jar.set(name, value);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(here(url), {
      ...init, redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

async function registerApp(user: Client, confidential = false) {
  const created = await user.rest<{ _id: string; clientId: string; clientSecret: string | null }>('POST', '/api/apps', { name: 'Habit Watch', redirectUris: [REDIRECT_URI], confidential });
  expect(created.status).toBe(201);
  return created.body;
}

/**
 * Signs the user in to an app through the authorization code flow with PKCE, consenting on
 * Cairn's consent calls as the web page does; answers the tokens.
 */
async function authorize(user: Client, clientId: string, scope: string, answer: 'confirm' | 'deny' = 'confirm') {
  const config = await discover(clientId);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI, scope, state, code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const browser = new Browser(user);
  const toConsent = await browser.fetch(start.href);
  expect(toConsent.status).toBe(303);
  const consentPath = toConsent.headers.get('location')!;
  expect(consentPath).toMatch(/^\/oauth\/interaction\/[\w-]+$/);

  const details = await browser.fetch(`${app.url}${consentPath}/details`);
  expect(details.status).toBe(200);
  const shown = await details.json() as { app: { name: string }; scopes: Array<{ scope: string; words: string }> };
  const decided = await browser.fetch(`${app.url}${consentPath}/${answer}`, { method: 'POST', headers: { origin: app.config.appUrl } });
  expect(decided.status).toBe(200);
  const { redirectTo } = await decided.json() as { redirectTo: string };
  const back = await browser.fetch(redirectTo);
  expect(back.status).toBe(303);
  const callback = new URL(back.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  return { config, shown, callback, verifier, state };
}

async function signIn(user: Client, clientId: string, scope: string) {
  const { config, shown, callback, verifier, state } = await authorize(user, clientId, scope);
  const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
  return { config, shown, tokens };
}

const bearer = (base: string, token: string, method: string, path: string, body?: unknown) => fetch(`${base}${path}`, {
  method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
});
const gql = (base: string, token: string, query: string) => bearer(base, token, 'POST', '/graphql', { query });

describe('Sign in with Cairn (OAuth 2.1 and OpenID Connect)', () => {
  it('publishes discovery: the code flow with S256 PKCE only, and the fine scopes', async () => {
    const discovered = await (await fetch(`${app.url}/oauth/.well-known/openid-configuration`)).json() as Record<string, unknown>;
    expect(discovered).toMatchObject({
      issuer: `${app.config.appUrl}/oauth`, response_types_supported: ['code'], code_challenge_methods_supported: ['S256'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      scopes_supported: expect.arrayContaining(['openid', 'habits:read', 'habits:write', 'tasks:read', 'tasks:write', 'goals:read', 'goals:write', 'profile:read']),
    });
  });

  it('an app signs a user in with PKCE, reads within its scopes, is refused outside them, and userinfo names the user', async () => {
    const { client: user, id } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const { config, shown, tokens } = await signIn(user, clientId, 'openid profile habits:read tasks:write');
    expect(shown).toMatchObject({ app: { name: 'Habit Watch' } });
    expect(shown.scopes.map((entry) => entry.scope)).toEqual(['openid', 'profile', 'habits:read', 'tasks:write']);
    expect(shown.scopes.find((entry) => entry.scope === 'habits:read')?.words).toBe('See your habits and their history');
    expect(tokens.claims()?.sub).toBe(id);
    expect(tokens.refresh_token).toBeTruthy();

    const access = tokens.access_token;
    expect((await oidc.fetchUserInfo(config, access, id)).sub).toBe(id);
    // Within its scopes, on GraphQL and REST…
    const habits = await gql(app.url, access, '{ myHabits { id } }');
    expect(habits.status).toBe(200);
    expect((await habits.json() as { data: unknown }).data).toEqual({ myHabits: [] });
    const task = await gql(app.url, access, 'mutation { createTask(text: "From my watch") { text } }');
    expect(await task.json()).toMatchObject({ data: { createTask: { text: 'From my watch' } } });
    expect((await bearer(app.url, access, 'GET', '/api/vacations')).status).toBe(200);
    // …and refused outside them, with the same 403 and words on both.
    for (const refused of [
      await gql(app.url, access, '{ myGoals { id } }'),
      await gql(app.url, access, 'mutation { reorderHabits(ids: []) { id } }'),
      await gql(app.url, access, '{ me { email } }'),
      await bearer(app.url, access, 'POST', '/api/vacations', { start: '2026-12-01', end: '2026-12-02' }),
      await bearer(app.url, access, 'GET', `/api/user/populategoals/${id}`),
      await bearer(app.url, access, 'GET', '/api/export'),
    ]) {
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).toMatch(/scopes do not allow this: it needs the (goals:read|habits:write|profile:read|read) scope/);
    }
    // An app can manage neither tokens nor apps.
    expect((await bearer(app.url, access, 'GET', '/api/apps/access')).status).toBe(403);
  });

  it('rotates refresh tokens, and a reused one revokes the whole grant', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const { config, tokens } = await signIn(user, clientId, 'openid habits:read');
    const first = tokens.refresh_token!;
    const refreshed = await oidc.refreshTokenGrant(config, first);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);
    expect((await gql(app.url, refreshed.access_token, '{ myHabits { id } }')).status).toBe(200);

    await expect(oidc.refreshTokenGrant(config, first)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The family is gone: the newest access and refresh tokens with it, and the app from the list.
    expect((await gql(app.url, refreshed.access_token, '{ myHabits { id } }')).status).toBe(401);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await user.rest<unknown[]>('GET', '/api/apps/access')).body).toEqual([]);
  });

  it('lists the apps with access, and a revoked grant is refused at once on the other instance', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const { tokens } = await signIn(user, clientId, 'openid email goals:read');
    expect((await gql(second.url, tokens.access_token, '{ myGoals { id } }')).status).toBe(200);

    const listed = await user.rest<Array<{ _id: string; appName: string; scopes: string[]; signInScopes: string[] }>>('GET', '/api/apps/access');
    expect(listed.body).toEqual([expect.objectContaining({ appName: 'Habit Watch', clientId, scopes: ['goals:read'], signInScopes: ['openid', 'email'] })]);
    const viaGraphql = await user.gql<{ appsWithAccess: Array<{ grantId: string }> }>('{ appsWithAccess { grantId appName scopes } }');
    expect(viaGraphql.data!.appsWithAccess).toEqual([{ grantId: listed.body[0]._id, appName: 'Habit Watch', scopes: ['goals:read'] }]);

    const { client: stranger } = await signedInUser(app);
    expect((await stranger.rest('DELETE', `/api/apps/access/${listed.body[0]._id}`)).status).toBe(404);
    expect((await gql(second.url, tokens.access_token, '{ myGoals { id } }')).status).toBe(200);

    expect((await user.rest('DELETE', `/api/apps/access/${listed.body[0]._id}`)).status).toBe(200);
    const after = await gql(second.url, tokens.access_token, '{ myGoals { id } }');
    expect(after.status).toBe(401);
    expect((await user.rest<unknown[]>('GET', '/api/apps/access')).body).toEqual([]);
  });

  it('a user who says no sends the app back with access_denied and grants nothing', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const { callback } = await authorize(user, clientId, 'openid tasks:read', 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
    expect((await user.rest<unknown[]>('GET', '/api/apps/access')).body).toEqual([]);
  });

  it('registers apps with checked input; a confidential app authenticates with its secret; deleting an app ends its access', async () => {
    const { client: user } = await signedInUser(app);
    for (const [body, message] of [
      [{ name: '', redirectUris: [REDIRECT_URI], confidential: false }, 'Please give the app a name.'],
      [{ name: 'x', redirectUris: [], confidential: false }, 'Give at least one redirect URI.'],
      [{ name: 'x', redirectUris: ['http://example.com/cb'], confidential: false }, 'use an https:// URL'],
      [{ name: 'x', redirectUris: ['https://example.com/cb#frag'], confidential: false }, 'without a #fragment'],
      [{ name: 'x', redirectUris: [REDIRECT_URI], confidential: 'yes' }, 'confidential: true or false'],
    ] as const) {
      const refused = await user.rest<{ message: string }>('POST', '/api/apps', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await user.rest<unknown[]>('GET', '/api/apps')).body).toEqual([]);

    const registered = await registerApp(user, true);
    expect(registered.clientSecret).toMatch(/^[\w-]{43}$/);
    const listed = await user.rest<Array<Record<string, unknown>>>('GET', '/api/apps');
    expect(listed.body).toEqual([expect.objectContaining({ clientId: registered.clientId, confidential: true })]);
    expect(listed.body[0]).not.toHaveProperty('clientSecret');

    const { callback, verifier, state } = await authorize(user, registered.clientId, 'openid habits:read');
    const withSecret = await discover(registered.clientId, oidc.ClientSecretBasic(registered.clientSecret!));
    const wrongSecret = await discover(registered.clientId, oidc.ClientSecretBasic('wrong'));
    await expect(oidc.authorizationCodeGrant(wrongSecret, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({ status: 401, cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })] });
    const tokens = await oidc.authorizationCodeGrant(withSecret, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect((await gql(app.url, tokens.access_token, '{ myHabits { id } }')).status).toBe(200);

    const { client: stranger } = await signedInUser(app);
    expect((await stranger.rest('DELETE', `/api/apps/${registered._id}`)).status).toBe(404);
    expect(await app.db.dataSource.query(`SELECT oauth_app_id FROM oauth_app_client_ids WHERE client_id = $1`, [registered.clientId])).toEqual([{ oauth_app_id: registered._id }]);
    expect((await user.rest('DELETE', `/api/apps/${registered._id}`)).status).toBe(200);
    expect(await app.db.dataSource.query(`SELECT 1 FROM oauth_app_client_ids WHERE client_id = $1`, [registered.clientId])).toEqual([]);
    expect((await gql(second.url, tokens.access_token, '{ myHabits { id } }')).status).toBe(401);
  });

  it('answers a consent call without its sign-in request with 404 in words, and a confirmation without a signed-in user with 401', async () => {
    const { client: user } = await signedInUser(app);
    const details = await new Browser(user).fetch(`${app.url}/oauth/interaction/not-a-real-uid/details`);
    expect(details.status).toBe(404);
    expect(await details.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('has expired or was already answered') });
    const anonymous = await fetch(`${app.url}/oauth/interaction/not-a-real-uid/confirm`, { method: 'POST', headers: { origin: app.config.appUrl } });
    expect(anonymous.status).toBe(401);
    expect((await user.rest<unknown[]>('GET', '/api/apps/access')).body).toEqual([]);
  });

  it('the consent calls speak the request\'s language: the scopes\' words and the refusals (issue 29)', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const start = oidc.buildAuthorizationUrl(await discover(clientId), {
      redirect_uri: REDIRECT_URI, scope: 'openid habits:read', code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()), code_challenge_method: 'S256',
    });
    const browser = new Browser(user);
    const consentPath = (await browser.fetch(start.href)).headers.get('location')!;
    const german = { 'accept-language': 'de-DE' };
    expect(await (await browser.fetch(`${app.url}${consentPath}/details`, { headers: german })).json()).toMatchObject({
      app: { name: 'Habit Watch' },
      scopes: [{ scope: 'openid', words: 'Wissen, wer du bei Cairn bist' }, { scope: 'habits:read', words: 'Deine Gewohnheiten und ihren Verlauf sehen' }],
    });
    const expired = await browser.fetch(`${app.url}/oauth/interaction/not-a-real-uid/details`, { headers: german });
    expect(await expired.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('Diese Anmeldeanfrage ist abgelaufen') });
  });

  it('refuses a flow without PKCE, and personal tokens cannot manage apps or grants', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const noPkce = await fetch(`${app.url}/oauth/auth?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid' })}`, { redirect: 'manual' });
    const location = new URL(noPkce.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');

    const token = await user.rest<{ secret: string }>('POST', '/api/tokens', { name: 'script', scopes: ['write'] });
    for (const [method, path] of [['GET', '/api/apps'], ['POST', '/api/apps'], ['GET', '/api/apps/access']]) {
      const refused = await bearer(app.url, token.body.secret, method, path, method === 'POST' ? { name: 'x', redirectUris: [REDIRECT_URI], confidential: false } : undefined);
      expect(refused.status).toBe(403);
    }
    expect((await gql(app.url, token.body.secret, '{ appsWithAccess { grantId } }')).status).toBe(403);
  });
});

describe('webhooks registered by an app', () => {
  it('an app subscribes only to what it may read, sees only its own endpoints, and gets events only while its grant stands', async () => {
    const { client: user } = await signedInUser(app);
    const { clientId } = await registerApp(user);
    const { tokens } = await signIn(user, clientId, 'openid habits:read');
    const hook = (url: string, events: string[]) => ({ url, events });
    expect((await user.rest('POST', '/api/webhooks', hook('https://hooks.example.com/mine', ['task.changed']))).status).toBe(201);

    // With only habits:read (no write scope at all), the app may subscribe to habit days, not to tasks.
    const created = await bearer(app.url, tokens.access_token, 'POST', '/api/webhooks', hook('https://watch.example.com/hook', ['habit.day_changed']));
    expect(created.status).toBe(201);
    const { _id: endpointId } = await created.json() as { _id: string };
    const refused = await bearer(app.url, tokens.access_token, 'POST', '/api/webhooks', hook('https://watch.example.com/hook', ['task.changed']));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('it needs the tasks:read scope');
    const listed = await (await bearer(app.url, tokens.access_token, 'GET', '/api/webhooks')).json() as Array<{ _id: string }>;
    expect(listed.map((endpoint) => endpoint._id)).toEqual([endpointId]);
    expect((await user.rest<unknown[]>('GET', '/api/webhooks')).body).toHaveLength(2);

    const deliveriesToApp = async () => Number((await app.db.dataSource.query(
      `SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId]))[0].n);
    const [habit] = await addedHabits(app, user, 1);
    const tick = (done: boolean) => user.gql(`mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { done } }`,
      { id: habit, day: latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)), done });
    await tick(true);
    expect(await deliveriesToApp()).toBe(1);

    const [{ _id: grantId }] = (await user.rest<Array<{ _id: string }>>('GET', '/api/apps/access')).body;
    expect((await user.rest('DELETE', `/api/apps/access/${grantId}`)).status).toBe(200);
    await tick(false);
    expect(await deliveriesToApp()).toBe(1);
  });
});

describe('fine scopes on personal tokens', () => {
  it('a habits:read token reads habits and nothing else; the spelling is the same on GraphQL and REST', async () => {
    const { client: user, id } = await signedInUser(app);
    const created = await user.gql<{ createAccessToken: { secret: string; token: { scopes: string[] } } }>(
      'mutation { createAccessToken(input: { name: "Watch", scopes: ["habits:read"] }) { secret token { scopes } } }');
    expect(created.data!.createAccessToken.token.scopes).toEqual(['habits:read']);
    const secret = created.data!.createAccessToken.secret;
    expect((await bearer(app.url, secret, 'GET', `/api/user/populatehabits/${id}`)).status).toBe(200);
    expect((await bearer(app.url, secret, 'GET', `/api/user/populatetasks/${id}`)).status).toBe(403);
    expect((await gql(app.url, secret, 'mutation { createTask(text: "x") { id } }')).status).toBe(403);
    const listed = await user.rest<Array<{ scopes: string[] }>>('GET', '/api/tokens');
    expect(listed.body[0].scopes).toEqual(['habits:read']);
    const unknown = await user.rest<{ message: string }>('POST', '/api/tokens', { name: 'x', scopes: ['habits:delete'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('"habits:read"');
  });
});
