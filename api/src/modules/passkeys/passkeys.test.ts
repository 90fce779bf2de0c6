import { startTestApp, type TestApp } from '../../../test/app';
import { SoftAuthenticator } from '../../../test/authenticator';
import { Client } from '../../../test/client';
import { startMailServer, type MailServer } from '../../../test/mail';
import { signedInUser } from '../../../test/users';

let app: TestApp;
let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;
const reason = (errors: Errors) => errors?.[0]?.extensions?.reason;

const REGISTRATION_OPTIONS = `mutation { passkeyRegistrationOptions }`;
const ADD = `mutation($name: String!, $response: String!) { addPasskey(name: $name, response: $response) { id name createdAt lastUsedAt } }`;
const SIGN_IN_OPTIONS = `mutation { passkeySignInOptions }`;
const SIGN_IN = `mutation($response: String!) { signInWithPasskey(response: $response) { user { id email } paymentRequired } }`;
const ME = `{ me { id } }`;

const authenticator = () => new SoftAuthenticator({ origin: app.config.passkeys.origins[0], rpId: app.config.passkeys.rpId });

/** A signed-in user with one passkey added through GraphQL. */
async function userWithPasskey(name = 'Laptop') {
  const user = await signedInUser(app);
  const device = authenticator();
  const options = await user.client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS);
  const announced: Array<{ userId: string; kind: string; detail?: string }> = [];
  const off = app.services.events.on('securityEvent', ({ userId, kind, detail }) => { if (userId === user.id) announced.push({ userId, kind, detail }); });
  const added = await user.client.gql<{ addPasskey: { id: string; name: string } }>(ADD, {
    name, response: JSON.stringify(device.register(options.data!.passkeyRegistrationOptions)),
  }).finally(off);
  expect(added.errors).toBeUndefined();
  // The security record hears of it (it writes it down and emails).
  expect(announced).toEqual([{ userId: user.id, kind: 'passkey_added', detail: name.trim() }]);
  return { ...user, device, passkeyId: added.data!.addPasskey.id };
}

async function signInOptions(client: Client): Promise<string> {
  const options = await client.gql<{ passkeySignInOptions: string }>(SIGN_IN_OPTIONS);
  expect(options.errors).toBeUndefined();
  return options.data!.passkeySignInOptions;
}

const passkeyRows = async (userId: string) =>
  app.db.dataSource.query(`SELECT name, counter, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY created_at`, [userId]);

describe('passkeys', () => {
  it('adds a named passkey, offers discoverable sign-in options, and signs in with it into a new session', async () => {
    const { client, id, email, device } = await userWithPasskey('  Laptop ');
    const registration = JSON.parse((await client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS)).data!.passkeyRegistrationOptions);
    expect(registration).toMatchObject({ rp: { id: app.config.passkeys.rpId, name: 'Cairn' }, user: { name: email }, authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
    // The passkey already added is excluded, so the authenticator does not make a second one.
    expect(registration.excludeCredentials).toEqual([expect.objectContaining({ id: device.credentials[0].id })]);
    const listed = await client.gql<{ passkeys: Array<{ name: string; lastUsedAt: string | null }> }>(`{ passkeys { name createdAt lastUsedAt } }`);
    expect(listed.data!.passkeys).toEqual([{ name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);

    const visitor = new Client(app.url);
    const options = await signInOptions(visitor);
    expect(JSON.parse(options)).toMatchObject({ rpId: app.config.passkeys.rpId, allowCredentials: [], userVerification: 'preferred' });
    const signedIn = await visitor.gql<{ signInWithPasskey: { user: { id: string } } }>(SIGN_IN, { response: JSON.stringify(device.assert(options)) });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.signInWithPasskey.user.id).toBe(id);
    expect(visitor.cookie).not.toBe('');
    expect((await visitor.gql<{ me: { id: string } }>(ME)).data!.me.id).toBe(id);
    const [row] = await passkeyRows(id);
    expect(row.counter).toBe('1');
    expect(row.last_used_at).toBeInstanceOf(Date);
    // A passkey sign-in from a device not seen before goes in the security record, as a password's does.
    const phone = new Client(app.url);
    await phone.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(phone))) }, { 'user-agent': 'PasskeyPhone/1.0' });
    const recorded = await app.db.dataSource.query(`SELECT kind FROM security_events WHERE user_id = $1 AND user_agent = 'PasskeyPhone/1.0'`, [id]);
    expect(recorded).toEqual([{ kind: 'sign_in_new_device' }]);
    // The session is a fresh one (no fixation): another sign-in on the same client gets another id.
    const before = visitor.cookie;
    await visitor.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(visitor))) });
    expect(visitor.cookie).not.toBe(before);
  });

  it('refuses a replayed challenge: an answer signs in once', async () => {
    const { device } = await userWithPasskey();
    const visitor = new Client(app.url);
    const response = JSON.stringify(device.assert(await signInOptions(visitor)));
    expect((await visitor.gql(SIGN_IN, { response })).errors).toBeUndefined();
    const replay = new Client(app.url);
    const again = await replay.gql(SIGN_IN, { response });
    expect(code(again.errors)).toBe('BAD_USER_INPUT');
    expect(reason(again.errors)).toBe('CHALLENGE_EXPIRED');
    expect(replay.cookie).toBe('');
  });

  it('refuses an expired challenge (five minutes) and a challenge given for another purpose', async () => {
    const { client, id, device } = await userWithPasskey();
    const visitor = new Client(app.url);
    const options = await signInOptions(visitor);
    const { challenge } = JSON.parse(options) as { challenge: string };
    const [stored] = await app.db.dataSource.query(`SELECT expires_at - now() AS left FROM webauthn_challenges WHERE challenge = $1`, [challenge]);
    expect(stored.left.minutes).toBe(4);
    await app.db.dataSource.query(`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [challenge]);
    const expired = await visitor.gql(SIGN_IN, { response: JSON.stringify(device.assert(options)) });
    expect(reason(expired.errors)).toBe('CHALLENGE_EXPIRED');
    expect(visitor.cookie).toBe('');

    // Registration options answered as a sign-in, and a sign-in's options used to add a passkey.
    const registration = (await client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS)).data!.passkeyRegistrationOptions;
    expect(reason((await visitor.gql(SIGN_IN, { response: JSON.stringify(device.assert(registration)) })).errors)).toBe('CHALLENGE_EXPIRED');
    const added = await client.gql(ADD, { name: 'Other', response: JSON.stringify(authenticator().register(await signInOptions(visitor))) });
    expect(reason(added.errors)).toBe('CHALLENGE_EXPIRED');
    expect(await passkeyRows(id)).toHaveLength(1);
  });

  it('refuses a wrong origin or RP id, when adding and when signing in', async () => {
    const { client, id, device } = await userWithPasskey();
    for (const place of [{ origin: 'https://cairn.example.evil' }, { rpId: 'evil.example' }]) {
      const options = (await client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS)).data!.passkeyRegistrationOptions;
      const added = await client.gql(ADD, { name: 'Phishing', response: JSON.stringify(authenticator().register(options, place)) });
      expect(code(added.errors)).toBe('BAD_USER_INPUT');
      expect(added.errors![0].message).toBe('The passkey could not be verified. Please try again.');

      const visitor = new Client(app.url);
      const signedIn = await visitor.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(visitor), place)) });
      expect(code(signedIn.errors)).toBe('UNAUTHENTICATED');
      expect(visitor.cookie).toBe('');
    }
    expect(await passkeyRows(id)).toEqual([expect.objectContaining({ name: 'Laptop', counter: '0', last_used_at: null })]);
  });

  it('refuses a signature counter that does not go up (a cloned authenticator)', async () => {
    const { id, device } = await userWithPasskey();
    const first = new Client(app.url);
    expect((await first.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(first), { counter: 5 })) })).errors).toBeUndefined();
    for (const counter of [3, 5]) {
      const clone = new Client(app.url);
      const refused = await clone.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(clone), { counter })) });
      expect(code(refused.errors)).toBe('UNAUTHENTICATED');
      expect(clone.cookie).toBe('');
    }
    expect((await passkeyRows(id))[0].counter).toBe('5');
    const later = new Client(app.url);
    expect((await later.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(later), { counter: 6 })) })).errors).toBeUndefined();
  });

  it('refuses a passkey it does not know', async () => {
    const stranger = authenticator();
    await userWithPasskey().then(({ client }) => client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS))
      .then((options) => stranger.register(options.data!.passkeyRegistrationOptions));
    const visitor = new Client(app.url);
    const refused = await visitor.gql(SIGN_IN, { response: JSON.stringify(stranger.assert(await signInOptions(visitor))) });
    expect(code(refused.errors)).toBe('UNAUTHENTICATED');
  });

  it('finds a passkey by its credential id through the lookup, refuses a credential id another account holds, and forgets it when removed', async () => {
    const { client, id, device, passkeyId } = await userWithPasskey();
    const credentialId = device.credentials[0].id;
    expect(await app.db.dataSource.query(`SELECT user_id, passkey_id FROM passkey_credential_ids WHERE credential_id = $1`, [credentialId]))
      .toEqual([{ user_id: id, passkey_id: passkeyId }]);
    const visitor = new Client(app.url);
    const signedIn = await visitor.gql<{ signInWithPasskey: { user: { id: string } } }>(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(visitor))) });
    expect(signedIn.data?.signInWithPasskey.user.id).toBe(id);

    // Another account's authenticator answers with a credential id this one already holds: refused as today, nothing written.
    const other = await signedInUser(app);
    const options = await other.client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS);
    const answer = authenticator().register(options.data!.passkeyRegistrationOptions);
    const [held] = await app.db.dataSource.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, '\\x00', 'Held') RETURNING id`, [id, answer.id]);
    await app.db.dataSource.query(`INSERT INTO passkey_credential_ids (credential_id, user_id, passkey_id) VALUES ($1, $2, $3)`, [answer.id, id, held.id]);
    const refused = await other.client.gql(ADD, { name: 'Twice', response: JSON.stringify(answer) });
    expect([code(refused.errors), refused.errors?.[0].message]).toEqual(['CONFLICT', 'This passkey is already added to your account.']);
    expect(await passkeyRows(other.id)).toEqual([]);

    expect((await client.gql(`mutation($id: ID!) { removePasskey(id: $id) }`, { id: held.id })).errors).toBeUndefined();
    expect(await app.db.dataSource.query(`SELECT 1 FROM passkey_credential_ids WHERE credential_id = $1`, [answer.id])).toEqual([]);
  });

  it('asks a recent check before adding a passkey, and a passkey can give it', async () => {
    const { client, id, device } = await userWithPasskey();
    await app.db.dataSource.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{verifiedAt}', to_jsonb(0))::json WHERE sess->>'userId' = $1`, [id]);
    const asked = await client.gql(REGISTRATION_OPTIONS);
    expect(code(asked.errors)).toBe('FORBIDDEN');
    expect(reason(asked.errors)).toBe('REAUTH_REQUIRED');

    const confirmOptions = (await client.gql<{ passkeyConfirmOptions: string }>(`mutation { passkeyConfirmOptions }`)).data!.passkeyConfirmOptions;
    expect(JSON.parse(confirmOptions).allowCredentials).toEqual([expect.objectContaining({ id: device.credentials[0].id })]);
    const confirmed = await client.gql(`mutation($response: String!) { confirmWithPasskey(response: $response) }`, { response: JSON.stringify(device.assert(confirmOptions)) });
    expect(confirmed.data).toEqual({ confirmWithPasskey: true });
    const options = await client.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS);
    expect(options.errors).toBeUndefined();
    const added = await client.gql(ADD, { name: 'Phone', response: JSON.stringify(authenticator().register(options.data!.passkeyRegistrationOptions)) });
    expect(added.errors).toBeUndefined();
    expect((await passkeyRows(id)).map((row: { name: string }) => row.name)).toEqual(['Laptop', 'Phone']);

    // Another user's passkey does not confirm this session.
    const other = await userWithPasskey();
    const theirs = (await client.gql<{ passkeyConfirmOptions: string }>(`mutation { passkeyConfirmOptions }`)).data!.passkeyConfirmOptions;
    const refused = await client.gql(`mutation($response: String!) { confirmWithPasskey(response: $response) }`, { response: JSON.stringify(other.device.assert(theirs)) });
    expect(code(refused.errors)).toBe('FORBIDDEN');
  });

  it('renames and removes passkeys, only by their owner, and announces the removal to the security record', async () => {
    const { client, passkeyId } = await userWithPasskey();
    const other = await signedInUser(app);
    const renamed = await client.gql<{ renamePasskey: { name: string } }>(`mutation($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { name } }`, { id: passkeyId, name: 'Work laptop' });
    expect(renamed.data!.renamePasskey.name).toBe('Work laptop');
    const blank = await client.gql(`mutation($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { name } }`, { id: passkeyId, name: '   ' });
    expect(code(blank.errors)).toBe('BAD_USER_INPUT');
    expect(code((await other.client.gql(`mutation($id: ID!) { removePasskey(id: $id) }`, { id: passkeyId })).errors)).toBe('NOT_FOUND');
    const kinds: string[] = [];
    const off = app.services.events.on('securityEvent', ({ kind, detail }) => { kinds.push(`${kind}:${detail}`); });
    try {
      expect((await client.gql(`mutation($id: ID!) { removePasskey(id: $id) }`, { id: passkeyId })).data).toEqual({ removePasskey: passkeyId });
    } finally {
      off();
    }
    expect(kinds).toEqual(['passkey_removed:Work laptop']);
    expect((await client.gql<{ passkeys: unknown[] }>(`{ passkeys { id } }`)).data!.passkeys).toEqual([]);
  });

  it('refuses everything passkey to an access token', async () => {
    const { client } = await userWithPasskey();
    const created = await client.rest<{ secret: string }>('POST', '/api/tokens', { name: 'script', scopes: ['read', 'write'] });
    const headers = { authorization: `Bearer ${created.body.secret}`, 'content-type': 'application/json' };
    for (const query of [`{ passkeys { id } }`, REGISTRATION_OPTIONS, SIGN_IN_OPTIONS, `mutation { passkeyConfirmOptions }`]) {
      const answer = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
      const body = await answer.json() as { errors?: Errors };
      expect(code(body.errors)).toBe('FORBIDDEN');
    }
    const rest = await fetch(`${app.url}/api/auth/passkeys`, { headers });
    expect(rest.status).toBe(403);
  });

  it('registers with a passkey instead of a password: activation by email, then sign-in with the passkey', async () => {
    const email = `passkey.${Date.now()}@example.com`;
    const visitor = new Client(app.url);
    const input = { focusAreas: ['Health'], challenges: ['No Time'], username: 'Kim', email, goalsLevel: 'free', timeZone: 'Europe/Paris' };
    const options = await visitor.gql<{ passkeySignUpOptions: string }>(`mutation($input: RegisterInput!) { passkeySignUpOptions(input: $input) }`, { input });
    expect(options.errors).toBeUndefined();
    expect(JSON.parse(options.data!.passkeySignUpOptions)).toMatchObject({ user: { name: email, displayName: 'Kim' } });
    expect(await app.db.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
    const device = authenticator();
    const registered = await visitor.gql(`mutation($response: String!) { registerWithPasskey(response: $response, name: "My phone") }`, {
      response: JSON.stringify(device.register(options.data!.passkeySignUpOptions)),
    });
    expect(registered.data).toEqual({ registerWithPasskey: true });
    const [user] = await app.db.dataSource.query(`SELECT id, password_hash, activated_at, time_zone FROM users WHERE email = $1`, [email]);
    expect(user).toMatchObject({ password_hash: null, activated_at: null, time_zone: 'Europe/Paris' });
    expect(await passkeyRows(user.id)).toEqual([expect.objectContaining({ name: 'My phone' })]);

    const early = await visitor.gql(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(visitor))) });
    expect(reason(early.errors)).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(visitor.cookie).toBe('');
    const link = await mail.link(email, '/activate');
    await visitor.gql(`mutation($token: String!) { activateAccount(token: $token) { id } }`, { token: link.split('/activate/')[1] });
    const signedIn = await visitor.gql<{ signInWithPasskey: { user: { id: string } } }>(SIGN_IN, { response: JSON.stringify(device.assert(await signInOptions(visitor))) });
    expect(signedIn.data!.signInWithPasskey.user.id).toBe(user.id);

    // The only way in cannot be removed; the taken address cannot start another sign-up.
    const [{ id: passkeyId }] = await app.db.dataSource.query(`SELECT id FROM passkeys WHERE user_id = $1`, [user.id]);
    const removed = await visitor.gql(`mutation($id: ID!) { removePasskey(id: $id) }`, { id: passkeyId });
    expect(code(removed.errors)).toBe('CONFLICT');
    expect(reason(removed.errors)).toBe('LAST_SIGN_IN_METHOD');
    const again = await new Client(app.url).gql(`mutation($input: RegisterInput!) { passkeySignUpOptions(input: $input) }`, { input });
    expect(code(again.errors)).toBe('CONFLICT');
  });

  it.each([['en', 'Passkey'], ['es-MX', 'Llave de acceso'], ['ar', 'مفتاح المرور']])('names a passkey the sign-up does not name in the account\'s language (%s)', async (locale, name) => {
    const email = `unnamed.${locale}.${Date.now()}@example.com`;
    const visitor = new Client(app.url);
    const input = { focusAreas: ['Health'], challenges: ['No Time'], username: 'Ana', email, goalsLevel: 'free' };
    const options = await visitor.gql<{ passkeySignUpOptions: string }>(`mutation($input: RegisterInput!) { passkeySignUpOptions(input: $input) }`, { input }, { 'accept-language': locale });
    const registered = await visitor.gql(`mutation($response: String!) { registerWithPasskey(response: $response) }`, {
      response: JSON.stringify(authenticator().register(options.data!.passkeySignUpOptions)),
    });
    expect(registered.data).toEqual({ registerWithPasskey: true });
    const [user] = await app.db.dataSource.query(`SELECT id, locale FROM users WHERE email = $1`, [email]);
    expect(user.locale).toBe(locale);
    expect(await passkeyRows(user.id)).toEqual([expect.objectContaining({ name })]);
  });
});

describe('password strength', () => {
  it('refuses the weakest passwords with the reason, at registration, reset and change, and writes nothing', async () => {
    const client = new Client(app.url);
    const email = `weak.${Date.now()}@example.com`;
    const register = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) }`, {
      input: { focusAreas: ['Health'], challenges: ['No Time'], username: 'Weak', email, password: 'password123', goalsLevel: 'free' },
    });
    expect(code(register.errors)).toBe('BAD_USER_INPUT');
    expect(register.errors![0].message).toBe('This password is too easy to guess. This is a commonly used password. Add more words that are less common.');
    expect(await app.db.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
    expect((await client.gql<{ authConfig: { minPasswordScore: number } }>(`{ authConfig { minPasswordScore } }`)).data!.authConfig.minPasswordScore).toBe(2);

    const { client: user, id } = await signedInUser(app);
    const [before] = await app.db.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [id]);
    const change = await user.rest('PUT', `/api/auth/${id}`, { username: 'Sam', focusAreas: ['Career'], challenges: ['No Time'], password: 'qwertyuiop' });
    expect(change.status).toBe(400);
    const reset = await client.gql(`mutation { resetPassword(token: "not-a-real-token", password: "aaaaaaaaaa") }`);
    expect(code(reset.errors)).toBe('BAD_USER_INPUT');
    expect(await app.db.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [id])).toEqual([before]);
  });
});

describe('passkeys over REST', () => {
  it('adds, lists, renames, signs in with, confirms with and removes a passkey under /api/auth, as documented', async () => {
    const { client, id, email } = await signedInUser(app);
    const device = authenticator();
    const options = await client.rest<{ challenge: string }>('POST', '/api/auth/passkeys/options');
    expect(options.status).toBe(200);
    const added = await client.rest<{ _id: string; name: string }>('POST', '/api/auth/passkeys', { name: 'Key', response: JSON.stringify(device.register(JSON.stringify(options.body))) });
    expect(added).toMatchObject({ status: 201, body: { name: 'Key', lastUsedAt: null } });
    expect((await client.rest<unknown[]>('GET', '/api/auth/passkeys')).body).toHaveLength(1);
    expect((await client.rest('PATCH', `/api/auth/passkeys/${added.body._id}`, { name: 'Blue key' })).body).toMatchObject({ name: 'Blue key' });

    const visitor = new Client(app.url);
    const signInOptionsRest = await visitor.rest('POST', '/api/auth/login-passkey/options');
    const signedIn = await visitor.rest<{ details: { _id: string; email: string } }>('POST', '/api/auth/login-passkey', { response: JSON.stringify(device.assert(JSON.stringify(signInOptionsRest.body))) });
    expect(signedIn).toMatchObject({ status: 200, body: { details: { _id: id, email, paymentRequired: false } } });
    const replayed = await new Client(app.url).rest('POST', '/api/auth/login-passkey', { response: JSON.stringify(device.assert(JSON.stringify(signInOptionsRest.body))) });
    expect(replayed).toMatchObject({ status: 400, body: { reason: 'CHALLENGE_EXPIRED' } });

    const confirmOptions = await visitor.rest('POST', '/api/auth/passkeys/confirm/options');
    expect((await visitor.rest('POST', '/api/auth/passkeys/confirm', { response: JSON.stringify(device.assert(JSON.stringify(confirmOptions.body))) })).status).toBe(200);
    expect(await visitor.rest('DELETE', `/api/auth/passkeys/${added.body._id}`)).toMatchObject({ status: 200, body: { _id: added.body._id } });
  });

  it('signs up with a passkey under /api/auth/register-passkey', async () => {
    const email = `rest.passkey.${Date.now()}@example.com`;
    const visitor = new Client(app.url);
    const options = await visitor.rest('POST', '/api/auth/register-passkey/options', { focusAreas: ['Health'], challenges: ['No Time'], username: 'Lee', email });
    expect(options.status).toBe(200);
    const registered = await visitor.rest('POST', '/api/auth/register-passkey', { response: JSON.stringify(authenticator().register(JSON.stringify(options.body))) });
    expect(registered).toMatchObject({ status: 201 });
    expect((await mail.next(email)).subject).toBe('Activate your Cairn account');
    expect((await visitor.rest('POST', '/api/auth/register-passkey/options', { focusAreas: ['Health'], challenges: ['No Time'], username: 'Lee', email })).status).toBe(409);
  });
});
