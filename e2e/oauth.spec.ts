import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import * as oidc from 'openid-client';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations } from './helpers/axe';

// Issue 31: Sign in with Cairn. A developer registers an app in Profile; a real OAuth client
// library (openid-client) sends the user to Cairn, who consents in the browser; the app exchanges
// the code with PKCE, calls GraphQL and REST within its scopes and is refused outside them,
// refreshes, has its grant revoked when an old refresh token comes back, and loses its access
// when the user revokes it in Profile.

// The app's callback: a page on its own origin, as a real app's would be.
let site: Server;
let CALLBACK: string;
test.beforeAll(async () => {
  site = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html lang="en"><title>Habit Watch</title><p>Signed in</p></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  CALLBACK = `http://127.0.0.1:${(site.address() as { port: number }).port}/callback`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('an app signs a user in with Cairn, acts within its scopes, and loses its access when revoked', async ({ page, baseURL }) => {
  const account = await createActivatedAccount(page.request, 'oauth');
  await signInByApi(page, account);

  // The developer (here the same person) registers a public app.
  await page.goto('/profile/apps');
  await page.getByLabel('Name').fill('Habit Watch');
  await page.getByLabel('Redirect URIs').fill(CALLBACK);
  await page.getByRole('button', { name: 'Register App' }).click();
  const clientId = (await page.locator('code').first().textContent())!;
  expect(clientId).toMatch(/^cairn_app_[0-9a-f]{32}$/);
  await expectNoAxeViolations(page, 'Profile, Apps');

  const config = await oidc.discovery(new URL(`${baseURL}/oauth`), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK, scope: 'openid habits:read tasks:write', state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });

  // Consent, in the browser, in Cairn's own style.
  await page.goto(start.href);
  await expect(page.getByRole('heading', { name: 'Habit Watch wants to use your Cairn account' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'It will be able to:' }).getByRole('listitem')).toHaveText(['Know who you are on Cairn', 'See your habits and their history', 'Add, complete and change your tasks']);
  await expectNoAxeViolations(page, 'the consent screen');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${CALLBACK}**`);

  const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), { pkceCodeVerifier: verifier, expectedState: state });
  const call = (token: string, path: string, body?: unknown) => page.request.fetch(`${baseURL}${path}`, {
    method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, cookie: '' }, data: body,
  });
  const graphql = (token: string, query: string) => call(token, '/graphql', { query });

  expect((await graphql(tokens.access_token, '{ myHabits { id } }')).status()).toBe(200);
  expect(await (await graphql(tokens.access_token, 'mutation { createTask(text: "From my watch") { text } }')).json())
    .toMatchObject({ data: { createTask: { text: 'From my watch' } } });
  const outside = await graphql(tokens.access_token, '{ myGoals { id } }');
  expect(outside.status()).toBe(403);
  expect((await call(tokens.access_token, '/api/auth/me')).status()).toBe(403);

  // Refresh: a new pair; the old refresh token coming back revokes the whole grant.
  const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
  expect((await graphql(refreshed.access_token, '{ myHabits { id } }')).status()).toBe(200);
  await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  expect((await graphql(refreshed.access_token, '{ myHabits { id } }')).status()).toBe(401);

  // Signed in again (consent again, the grant being gone), then revoked by the user in Profile.
  const again = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK, scope: 'openid habits:read', state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  await page.goto(again.href);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${CALLBACK}**`);
  const second = await oidc.authorizationCodeGrant(config, new URL(page.url()), { pkceCodeVerifier: verifier, expectedState: state });
  expect((await graphql(second.access_token, '{ myHabits { id } }')).status()).toBe(200);

  await page.goto('/profile/apps');
  const access = page.getByRole('list', { name: 'Apps with access' });
  await expect(access.getByRole('listitem')).toHaveCount(1);
  await access.getByRole('button', { name: 'Revoke Habit Watch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No app can act for you yet.')).toBeVisible();
  expect((await graphql(second.access_token, '{ myHabits { id } }')).status()).toBe(401);
});

test('a user who denies sends the app back with access_denied', async ({ page, baseURL }) => {
  const account = await createActivatedAccount(page.request, 'oauth-deny');
  await signInByApi(page, account);
  const created = await page.request.post('/api/apps', { data: { name: 'Nosy App', redirectUris: [CALLBACK], confidential: false }, headers: { origin: baseURL! } });
  const { clientId } = await created.json() as { clientId: string };
  const config = await oidc.discovery(new URL(`${baseURL}/oauth`), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  const verifier = oidc.randomPKCECodeVerifier();
  await page.goto(oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK, scope: 'openid goals:read', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  }).href);
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL(`${CALLBACK}**`);
  expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
});
