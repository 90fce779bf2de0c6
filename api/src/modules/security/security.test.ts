import { startSecondInstance, startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { startMailServer, type MailServer } from '../../../test/mail';
import { PASSWORD, signedInUser } from '../../../test/users';

let mail: MailServer;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});
beforeEach(() => app.db.dataSource.query('DELETE FROM rate_limits'));

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const kinds = async (userId: string): Promise<string[]> =>
  (await app.db.dataSource.query('SELECT kind FROM security_events WHERE user_id = $1 ORDER BY created_at, kind', [userId])).map((row: { kind: string }) => row.kind);
const me = async (client: Client) => (await client.rest('GET', '/api/auth/me')).status;

/** Signs in over REST from a browser with this user agent. */
async function signInAs(email: string, userAgent: string, url = app.url): Promise<Client> {
  const client = new Client(url);
  expect((await client.rest('POST', '/api/auth/login', { email, password: PASSWORD }, { 'user-agent': userAgent })).status).toBe(200);
  return client;
}

describe('security record and emails', () => {
  it('records the first device without an email, a new device with one, a known device not at all', async () => {
    const user = await signedInUser(app);
    expect(await kinds(user.id)).toEqual(['sign_in_new_device']);
    await signInAs(user.email, 'node'); // the same device as signedInUser's
    expect(await kinds(user.id)).toEqual(['sign_in_new_device']);

    await signInAs(user.email, FIREFOX);
    const warning = await mail.next(user.email);
    expect(warning.subject).toBe('New sign-in to your Cairn account');
    expect(warning.text).toContain('Firefox 133 on Windows');
    expect(warning.text).toMatch(/This wasn't me: http:\/\/\S+\/not-me\/[A-Za-z0-9_-]+/);
    expect(await kinds(user.id)).toEqual(['sign_in_new_device', 'sign_in_new_device']);
    expect(mail.received.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(1);
  });

  it('"This wasn\'t me" ends every session at once and emails a reset link; it works once', async () => {
    const user = await signedInUser(app);
    const other = await signInAs(user.email, SAFARI);
    const link = await mail.link(user.email, '/not-me');
    const token = link.split('/').pop();
    const visitor = new Client(app.url);
    expect(await visitor.rest('POST', '/api/auth/not-me', { hash: token })).toMatchObject({ status: 200 });
    expect(await me(user.client)).toBe(401);
    expect(await me(other)).toBe(401);
    const reset = await mail.next(user.email);
    expect(reset.subject).toBe('Reset your Cairn password');
    expect(reset.text).toMatch(/\/resetpassword\/[A-Za-z0-9_-]+/);
    expect((await visitor.gql('mutation($token: String!) { reportNotMe(token: $token) }', { token })).errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records and emails a password change, tokens created and revoked, two-step on and off; an email per change', async () => {
    const user = await signedInUser(app);
    const profile = { username: 'Sam', focusAreas: ['Career'], challenges: ['No Time'] };
    expect((await user.client.rest('PUT', `/api/auth/${user.id}`, { ...profile, password: 'a new password' })).status).toBe(200);
    expect((await mail.next(user.email)).subject).toBe('Your Cairn password was changed');

    const created = await user.client.rest<{ _id: string }>('POST', '/api/tokens', { name: 'Home Assistant', scopes: ['read'] });
    expect(created.status).toBe(201);
    const tokenMail = await mail.next(user.email);
    expect(tokenMail.subject).toBe('An access token was created for your Cairn account');
    expect(tokenMail.text).toContain('Access token created: Home Assistant.');
    expect((await user.client.rest('DELETE', `/api/tokens/${created.body._id}`)).status).toBe(200);
    expect((await mail.next(user.email)).subject).toBe('An access token of your Cairn account was revoked');

    await user.client.gql('mutation { beginTwoStepSetup { secret } }');
    const { generate } = await import('otplib');
    const [{ secret }] = await app.db.dataSource.query('SELECT secret FROM two_step_secrets WHERE user_id = $1', [user.id]);
    await user.client.gql('mutation($code: String!) { enableTwoStep(code: $code) }', { code: await generate({ secret }) });
    expect((await mail.next(user.email)).subject).toBe('Two-step sign-in was turned on for your Cairn account');
    expect((await user.client.gql('mutation { disableTwoStep }')).data).toEqual({ disableTwoStep: true });
    expect((await mail.next(user.email)).subject).toBe('Two-step sign-in was turned off for your Cairn account');

    expect(await kinds(user.id)).toEqual(['sign_in_new_device', 'password_changed', 'token_created', 'token_revoked', 'two_step_enabled', 'two_step_disabled']);
    const activity = await user.client.gql<{ securityActivity: Array<{ kind: string; summary: string; detail: string | null; browser: string | null }> }>(
      '{ securityActivity { kind summary detail browser ip createdAt } }');
    expect(activity.data!.securityActivity.map((line) => line.summary)).toEqual([
      'Two-step sign-in turned off', 'Two-step sign-in turned on', 'Access token revoked', 'Access token created', 'Password changed', 'Signed in from a new device',
    ]);
    const rest = await user.client.rest<Array<{ kind: string }>>('GET', '/api/user/security-activity');
    expect(rest.body.map((line) => line.kind)).toEqual(activity.data!.securityActivity.map((line) => line.kind));
  });

  it('changing the password or creating a token asks for a recent check (REAUTH_REQUIRED)', async () => {
    const user = await signedInUser(app);
    await app.db.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{verifiedAt}', to_jsonb(0))::json WHERE sess ->> 'userId' = $1`, [user.id]);
    const profile = { username: 'Sam', focusAreas: ['Career'], challenges: ['No Time'] };
    expect(await user.client.rest('PUT', `/api/auth/${user.id}`, { ...profile, password: 'a new password' }))
      .toMatchObject({ status: 403, body: { reason: 'REAUTH_REQUIRED' } });
    expect(await user.client.rest('POST', '/api/tokens', { name: 'x', scopes: ['read'] })).toMatchObject({ status: 403, body: { reason: 'REAUTH_REQUIRED' } });
    const viaGraphql = await user.client.gql('mutation { createAccessToken(input: { name: "x", scopes: ["read"] }) { secret } }');
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({ reason: 'REAUTH_REQUIRED' });
    // A profile change without a new password needs no check.
    expect((await user.client.rest('PUT', `/api/auth/${user.id}`, profile)).status).toBe(200);
    expect(await kinds(user.id)).toEqual(['sign_in_new_device']);

    expect((await user.client.gql('mutation { confirmPassword(password: "correct horse") }')).data).toEqual({ confirmPassword: true });
    expect((await user.client.rest('POST', '/api/tokens', { name: 'x', scopes: ['read'] })).status).toBe(201);
  });

  it('keeps 180 days: older lines go when the user\'s record is next written', async () => {
    const user = await signedInUser(app);
    await app.db.dataSource.query(`UPDATE security_events SET created_at = now() - interval '181 days' WHERE user_id = $1`, [user.id]);
    await app.services.events.emit('securityEvent', { db: app.db.dataSource, userId: user.id, kind: 'second_step_failed' });
    expect(await kinds(user.id)).toEqual(['second_step_failed']);
  });

  it('is in the account\'s JSON export', async () => {
    const user = await signedInUser(app);
    const exported = await user.client.rest<{ securityEvents: Array<{ kind: string; userAgent: string }> }>('GET', '/api/export?format=json');
    expect(exported.status).toBe(200);
    expect(exported.body.securityEvents).toEqual([expect.objectContaining({ kind: 'sign_in_new_device', userAgent: 'node' })]);
  });
});

describe('devices signed in', () => {
  it('lists every session with browser, system, address and "this device"; signs one out', async () => {
    const user = await signedInUser(app);
    const firefox = await signInAs(user.email, FIREFOX);
    await signInAs(user.email, SAFARI);
    const { data } = await firefox.gql<{ devicesSignedIn: Array<{ id: string; browser: string; system: string; ip: string; current: boolean; firstSeen: string; lastSeen: string }> }>(
      '{ devicesSignedIn { id browser system ip firstSeen lastSeen current } }');
    const devices = data!.devicesSignedIn;
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ browser: 'Firefox 133', system: 'Windows 10', ip: '127.0.0.1', current: true });
    expect(devices.filter((device) => device.current)).toHaveLength(1);
    expect(devices.map((device) => device.browser).sort()).toEqual(['Firefox 133', 'Safari 18', 'Unknown browser']);
    for (const device of devices) expect(Date.parse(device.firstSeen)).toBeLessThanOrEqual(Date.parse(device.lastSeen));

    const safari = devices.find((device) => device.browser === 'Safari 18')!;
    expect((await firefox.rest('DELETE', `/api/user/sessions/${safari.id}`)).status).toBe(200);
    expect((await firefox.rest<unknown[]>('GET', '/api/user/sessions')).body).toHaveLength(2);
    const stranger = await signedInUser(app);
    expect((await stranger.client.gql('mutation($id: ID!) { signOutDevice(id: $id) }', { id: devices[0].id })).errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await me(firefox)).toBe(200);
  });

  it('"Sign out everywhere else" takes effect on the other instance at once', async () => {
    const second = await startSecondInstance(app);
    try {
      const user = await signedInUser(app);
      const there = await signInAs(user.email, SAFARI, second.url);
      expect(await me(there)).toBe(200);
      expect((await user.client.gql('mutation { signOutEverywhereElse }')).data).toEqual({ signOutEverywhereElse: true });
      expect(await me(there)).toBe(401);
      expect(await me(user.client)).toBe(200);
      expect(await second.services.sessions.isLive('any', user.id)).toBe(false);
    } finally {
      await second.stop();
    }
  });

  it('an access token can do none of it', async () => {
    const user = await signedInUser(app);
    const created = await user.client.rest<{ secret: string }>('POST', '/api/tokens', { name: 'script', scopes: ['read', 'write'] });
    const bearer = { authorization: `Bearer ${created.body.secret}` };
    const gql = async (query: string) => {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify({ query }) });
      return (await response.json()) as { errors?: Array<{ extensions: { code: string } }> };
    };
    for (const query of [
      '{ devicesSignedIn { id } }', '{ securityActivity { id } }', '{ twoStepStatus { enabled } }', 'mutation { signOutEverywhereElse }',
      'mutation { signOutDevice(id: "x") }', 'mutation { beginTwoStepSetup { secret } }', 'mutation { enableTwoStep(code: "123456") }',
      'mutation { disableTwoStep }', 'mutation { regenerateRecoveryCodes }', `mutation { confirmPassword(password: "${PASSWORD}") }`,
    ]) {
      expect({ query, code: (await gql(query)).errors?.[0].extensions.code }).toEqual({ query, code: 'FORBIDDEN' });
    }
    for (const [method, path, body] of [
      ['GET', '/api/user/sessions'], ['POST', '/api/user/sessions/sign-out-others'], ['DELETE', '/api/user/sessions/x'],
      ['GET', '/api/user/security-activity'], ['POST', '/api/auth/confirm-password', { password: PASSWORD }],
      ['GET', '/api/auth/two-step'], ['POST', '/api/auth/two-step/setup'], ['POST', '/api/auth/two-step/enable', { code: '123456' }],
      ['POST', '/api/auth/two-step/recovery-codes'], ['DELETE', '/api/auth/two-step'],
    ] as Array<[string, string, unknown?]>) {
      const response = await fetch(`${app.url}${path}`, { method, headers: { 'content-type': 'application/json', ...bearer }, body: body ? JSON.stringify(body) : undefined });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    expect(await me(user.client)).toBe(200);
  });
});
