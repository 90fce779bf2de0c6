import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { fakeGoogle } from '../../../test/google';
import { startMailServer, type MailServer } from '../../../test/mail';
import { until } from '../../../test/until';
import { authText } from './auth.messages';

const GOOGLE_CLIENT_ID = 'cairn-test.apps.googleusercontent.com';
const google = fakeGoogle(GOOGLE_CLIENT_ID);

let mail: MailServer;
let app: TestApp;
let emailSeq = 0;
const newEmail = () => `user${++emailSeq}.${Date.now()}@example.com`;

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  focusAreas: ['Health'], challenges: ['No Time', 'Procrastinate'], username: 'Ana', email, password: 'correct horse', goalsLevel: 'free', ...overrides,
});

/** Registers over REST, follows the emailed link and answers a signed-in client. */
async function activatedUser(email = newEmail(), password = 'correct horse'): Promise<{ client: Client; id: string; email: string }> {
  const client = new Client(app.url);
  expect((await client.rest('POST', '/api/auth/register', registration(email, { password }))).status).toBe(201);
  const link = await mail.link(email, '/activate');
  expect((await client.rest('POST', '/api/auth/activate', { hash: link.split('/').pop() })).status).toBe(200);
  const login = await client.rest<{ details: { _id: string } }>('POST', '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { client, id: login.body.details._id, email };
}

beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ SMTP_URL: mail.url, GOOGLE_CLIENT_ID }, { googleCertificates: google.certificates });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});
// Every test here comes from 127.0.0.1: start each with fresh rate-limit windows.
beforeEach(() => app.db.dataSource.query('DELETE FROM rate_limits'));

describe('REST: register, activate, log in, who-am-I, log out', () => {
  it('walks the whole flow with the link from a real SMTP delivery', async () => {
    const email = newEmail();
    const client = new Client(app.url);
    const registered = await client.rest('POST', '/api/auth/register', registration(email));
    expect(registered).toMatchObject({ status: 201, body: { message: 'Registration success - Check your email for activation link.' } });

    const activationMail = await mail.next(email);
    expect(activationMail.subject).toBe('Activate your Cairn account');
    const link = new RegExp(`${app.config.appUrl}/activate/([A-Za-z0-9_-]{43})\\b`).exec(activationMail.text);
    expect(link).not.toBeNull();
    const token = link![1];

    const early = await client.rest('POST', '/api/auth/login', { email, password: 'correct horse' });
    expect(early).toMatchObject({ status: 403, body: { message: authText('notActivated').english, reason: 'ACCOUNT_NOT_ACTIVATED' } });

    expect(await client.rest('POST', '/api/auth/activate', { hash: token })).toMatchObject({ status: 200 });
    expect(await client.rest('POST', '/api/auth/activate', { hash: token }))
      .toMatchObject({ status: 404, body: { message: 'User not found. The activation link may be invalid or expired.' } });

    const login = await client.rest<{ details: Record<string, unknown> }>('POST', '/api/auth/login', { email: email.toUpperCase(), password: 'correct horse' });
    expect(login.status).toBe(200);
    expect(login.body.details).toEqual({
      _id: expect.any(String), username: 'Ana', email, focusAreas: ['Health'], challenges: ['No Time', 'Procrastinate'],
      goalsLevel: 'free', stripeCustomerId: null, subscription: null, paymentRequired: false,
    });
    expect(login.headers.get('set-cookie')).toMatch(/^cairn\.sid=.*HttpOnly.*SameSite=Lax/i);

    expect(await client.rest('GET', '/api/auth/me')).toMatchObject({ status: 200, body: { email } });
    expect(await client.rest('POST', '/api/auth/logout')).toMatchObject({ status: 200 });
    expect(await client.rest('GET', '/api/auth/me')).toMatchObject({ status: 401 });
  });

  it('regenerates the session id at login (no fixation)', async () => {
    const { client, email } = await activatedUser();
    const before = client.cookie;
    await client.rest('POST', '/api/auth/login', { email, password: 'correct horse' });
    expect(client.cookie).not.toBe(before);
    const stale = new Client(app.url);
    stale.cookie = before;
    expect((await stale.rest('GET', '/api/auth/me')).status).toBe(401);
  });

  it('refuses an expired activation link', async () => {
    const email = newEmail();
    const client = new Client(app.url);
    await client.rest('POST', '/api/auth/register', registration(email));
    const token = (await mail.link(email, '/activate')).split('/').pop();
    await app.db.dataSource.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second'`);
    expect((await client.rest('POST', '/api/auth/activate', { hash: token })).status).toBe(404);
  });

  it('resends the activation email to an account waiting for it, and to nobody else', async () => {
    const email = newEmail();
    const client = new Client(app.url);
    await client.rest('POST', '/api/auth/register', registration(email));
    const first = await mail.link(email, '/activate');
    expect((await client.rest('POST', '/api/auth/resend-activation', { email })).status).toBe(200);
    const second = await mail.link(email, '/activate');
    expect(second).not.toBe(first);
    expect((await client.rest('POST', '/api/auth/activate', { hash: second.split('/').pop() })).status).toBe(200);

    const sent = mail.received.length;
    expect((await client.rest('POST', '/api/auth/resend-activation', { email })).status).toBe(200); // already active
    expect((await client.rest('POST', '/api/auth/resend-activation', { email: newEmail() })).status).toBe(200); // unknown
    // A mail that is sent, as a marker: once it is in, any the two calls above sent would be too (each call sends before it answers).
    const marker = newEmail();
    await client.rest('POST', '/api/auth/register', registration(marker));
    await mail.next(marker);
    expect(mail.received.slice(sent).map((m) => m.to)).toEqual([[marker.toLowerCase()]]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ focusAreas: [] }, 'Select an area you want to focus on'],
    [{ focusAreas: ['Gardening'] }, 'Select an area you want to focus on'],
    [{ challenges: [] }, 'Please select at least one challenge'],
    [{ username: '' }, 'Username is required'],
    [{ goalsLevel: 'unlimited' }, authText('premiumComingSoon').english],
  ])('refuses registration %j with its message, creating nothing', async (overrides, message) => {
    const email = newEmail();
    const response = await new Client(app.url).rest('POST', '/api/auth/register', registration(email, overrides));
    expect(response).toMatchObject({ status: 400, body: { message } });
    const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [email]);
    expect(count).toBe(0);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = newEmail();
    await new Client(app.url).rest('POST', '/api/auth/register', registration(email));
    const again = await new Client(app.url).rest('POST', '/api/auth/register', registration(email.toUpperCase()));
    expect(again).toMatchObject({ status: 409, body: { message: authText('emailTaken').english } });
  });

  it('refuses the same email registered twice at once with the same answer: the email lookup holds one account', async () => {
    const email = newEmail();
    const answers = await Promise.all([email, email.toUpperCase(), email[0].toUpperCase() + email.slice(1)].map((address) =>
      new Client(app.url).rest('POST', '/api/auth/register', registration(address))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ code: 'CONFLICT', message: authText('emailTaken').english });
    const accounts = await app.db.dataSource.query(`SELECT id FROM users WHERE lower(email) = $1`, [email]);
    expect(accounts).toHaveLength(1);
    expect(await app.db.dataSource.query(`SELECT user_id FROM user_emails WHERE email_lower = $1`, [email])).toEqual([{ user_id: accounts[0].id }]);
  });

  it('answers the same refusal when the address is taken between its check and its insert (the lookup\'s key refuses it)', async () => {
    const email = newEmail();
    const rival = app.db.dataSource.createQueryRunner();
    await rival.connect();
    try {
      await rival.startTransaction();
      const [{ id }] = await rival.query(`INSERT INTO users (username, email) VALUES ('Rival', $1) RETURNING id`, [email]);
      await rival.query(`INSERT INTO user_emails (email_lower, user_id) VALUES ($1, $2)`, [email, id]);
      // The rival has not committed: the registration's check passes, and its insert waits on the lookup's key.
      const answer = new Client(app.url).rest('POST', '/api/auth/register', registration(email.toUpperCase()));
      await until(async () => (await app.db.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO "user_emails"%'`))[0].n > 0, 10_000, 'the registration to wait on the lookup');
      await rival.commitTransaction();
      expect(await answer).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: authText('emailTaken').english } });
      expect(await app.db.dataSource.query(`SELECT username FROM users WHERE lower(email) = $1`, [email])).toEqual([{ username: 'Rival' }]);
    } finally {
      if (rival.isTransactionActive) await rival.rollbackTransaction();
      await rival.release();
    }
  });

  it('signs in by email in any case, through the email lookup', async () => {
    const { id, email } = await activatedUser(newEmail().replace('user', 'Mixed.User'));
    expect(await app.db.dataSource.query(`SELECT email_lower FROM user_emails WHERE user_id = $1`, [id])).toEqual([{ email_lower: email.toLowerCase() }]);
    const login = await new Client(app.url).rest<{ details: { _id: string } }>('POST', '/api/auth/login', { email: ` ${email.toUpperCase()} `, password: 'correct horse' });
    expect(login).toMatchObject({ status: 200, body: { details: { _id: id } } });
  });

  it('answers login refusals with the spec\'s statuses', async () => {
    const { email } = await activatedUser();
    const client = new Client(app.url);
    expect(await client.rest('POST', '/api/auth/login', { email })).toMatchObject({ status: 400, body: { message: 'Missing Username or Password' } });
    expect(await client.rest('POST', '/api/auth/login', {})).toMatchObject({ status: 400, body: { message: 'Missing Username or Password' } });
    expect(await client.rest('POST', '/api/auth/login', { email, password: 'wrong password' }))
      .toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect(await client.rest('POST', '/api/auth/login', { email: newEmail(), password: 'whatever1' }))
      .toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect(client.cookie).toBe('');
  });
});

describe('REST: password reset', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const { client, email } = await activatedUser();
    const other = new Client(app.url);
    expect((await other.rest('POST', '/api/auth/resetemail', { email: newEmail() })))
      .toMatchObject({ status: 401, body: { message: 'User not found' } });

    expect(await other.rest('POST', '/api/auth/resetemail', { email }))
      .toMatchObject({ status: 200, body: { message: 'Reset email sent. Check your email for reset link' } });
    expect(await other.rest('POST', '/api/auth/resetemail', { email }))
      .toMatchObject({ status: 422, body: { message: 'Reset email already sent. Check your email for reset link' } });

    const hash = (await mail.link(email, '/resetpassword')).split('/').pop();
    expect(await other.rest('POST', '/api/auth/resetpassword', { hash, password: 'short' }))
      .toMatchObject({ status: 400, body: { message: 'Password must be at least 8 characters' } });
    expect(await other.rest('POST', '/api/auth/resetpassword', { hash, password: 'a new secret' }))
      .toMatchObject({ status: 200, body: { message: 'Your password has been successfully reset' } });
    expect(await other.rest('POST', '/api/auth/resetpassword', { hash, password: 'another one' }))
      .toMatchObject({ status: 404, body: { message: 'Reset link has expired or is invalid' } });

    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await other.rest('POST', '/api/auth/login', { email, password: 'correct horse' })).status).toBe(401);
    expect((await other.rest('POST', '/api/auth/login', { email, password: 'a new secret' })).status).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await activatedUser();
    const client = new Client(app.url);
    await client.rest('POST', '/api/auth/resetemail', { email });
    const hash = (await mail.link(email, '/resetpassword')).split('/').pop();
    await app.db.dataSource.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
    expect((await client.rest('POST', '/api/auth/resetpassword', { hash, password: 'a new secret' })).status).toBe(404);
  });
});

describe('emails in the account\'s language', () => {
  /** An account waiting for activation, in `locale`: the activation mail it is sent again. */
  async function waitingAccount(locale: string) {
    const email = newEmail();
    const client = new Client(app.url);
    await client.rest('POST', '/api/auth/register', registration(email, { username: 'Lea' }));
    await mail.next(email);
    await app.db.dataSource.query('UPDATE users SET locale = $2 WHERE email = $1', [email, locale]);
    expect((await client.rest('POST', '/api/auth/resend-activation', { email })).status).toBe(200);
    return { email, client, activation: await mail.next(email) };
  }

  it('sends a German account its activation and reset emails in German', async () => {
    const { email, client, activation } = await waitingAccount('de-DE');
    expect(activation.subject).toBe('Aktiviere dein Cairn-Konto');
    expect(activation.text).toContain('Hallo Lea,');
    expect(activation.text).toContain('Willkommen bei Cairn! Aktiviere dein Konto');
    expect(activation.text).toMatch(/Konto aktivieren: http/);
    expect(activation.text).toContain('<div lang="de-DE" dir="ltr"');
    expect((await client.rest('POST', '/api/auth/resetemail', { email })).status).toBe(200);
    const reset = await mail.next(email);
    expect(reset.subject).toBe('Setze dein Cairn-Passwort zurück');
    expect(reset.text).toContain('Jemand (hoffentlich du) möchte das Passwort deines Cairn-Kontos zurücksetzen.');
    expect(reset.text).toContain('Oder kopiere diesen Link in deinen Browser:');
  });

  it('sends an Arabic account its emails in Arabic, right to left', async () => {
    const { email, client, activation } = await waitingAccount('ar');
    expect(activation.subject).toBe('فعّل حسابك في Cairn');
    expect(activation.text).toContain('مرحبًا Lea،');
    expect(activation.text).toContain('<div lang="ar" dir="rtl"');
    expect((await client.rest('POST', '/api/auth/resetemail', { email })).status).toBe(200);
    const reset = await mail.next(email);
    expect(reset.subject).toBe('إعادة تعيين كلمة المرور لحسابك في Cairn');
    expect(reset.text).toContain('اختيار كلمة مرور جديدة: http');
  });
});

describe('GraphQL: the same flows', () => {
  const USER = 'id username email focusAreas challenges plan';

  it('registers, activates, logs in, reads me, and logs out', async () => {
    const email = newEmail();
    const client = new Client(app.url);
    const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) }`, { input: registration(email) });
    expect(registered.data).toEqual({ register: true });
    const token = (await mail.link(email, '/activate')).split('/').pop();

    const early = await client.gql(`mutation { login(email: "${email}", password: "correct horse") { paymentRequired } }`);
    expect(early.errors?.[0]).toMatchObject({ message: authText('notActivated').english, extensions: { code: 'FORBIDDEN', reason: 'ACCOUNT_NOT_ACTIVATED' } });

    const activated = await client.gql(`mutation($token: String!) { activateAccount(token: $token) { email } }`, { token });
    expect(activated.data).toEqual({ activateAccount: { email } });

    const wrong = await client.gql(`mutation { login(email: "${email}", password: "nope nope") { paymentRequired } }`);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } });

    const login = await client.gql(`mutation { login(email: "${email}", password: "correct horse") { paymentRequired user { ${USER} } } }`);
    expect(login.data).toEqual({ login: { paymentRequired: false, user: { id: expect.any(String), username: 'Ana', email, focusAreas: ['Health'], challenges: ['No Time', 'Procrastinate'], plan: 'FREE' } } });
    expect((await client.gql(`{ me { email } }`)).data).toEqual({ me: { email } });
    expect((await client.gql(`mutation { logout }`)).data).toEqual({ logout: true });
    expect((await client.gql(`{ me { email } }`)).data).toEqual({ me: null });
  });

  it('resets a password through requestPasswordReset and resetPassword', async () => {
    const { email } = await activatedUser();
    const client = new Client(app.url);
    expect((await client.gql(`mutation { requestPasswordReset(email: "${email}") }`)).data).toEqual({ requestPasswordReset: true });
    const again = await client.gql(`mutation { requestPasswordReset(email: "${email}") }`);
    expect(again.errors?.[0]).toMatchObject({ message: authText('resetAlreadySent').english, extensions: { code: 'CONFLICT' } });
    const token = (await mail.link(email, '/resetpassword')).split('/').pop();
    const short = await client.gql(`mutation($token: String!) { resetPassword(token: $token, password: "short") }`, { token });
    expect(short.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.gql(`mutation($token: String!) { resetPassword(token: $token, password: "brand new pass") }`, { token })).data)
      .toEqual({ resetPassword: true });
    expect((await client.gql(`mutation { login(email: "${email}", password: "brand new pass") { paymentRequired } }`)).data)
      .toEqual({ login: { paymentRequired: false } });
  });
});

describe('Google sign-in', () => {
  it('validates a token for the wizard, signs up, and signs in', async () => {
    const email = newEmail();
    const client = new Client(app.url);
    const token = google.token({ sub: `g-${email}`, email, name: 'Grace Hopper' });

    expect(await client.rest('POST', '/api/auth/validate-google', { token })).toMatchObject({ status: 200, body: { email, name: 'Grace Hopper' } });
    expect(await client.rest('POST', '/api/auth/login-google', { token }))
      .toMatchObject({ status: 404, body: { message: authText('googleNoAccount').english } });

    const registered = await client.rest('POST', '/api/auth/register', registration(email, { password: undefined, googleToken: token, username: 'Grace' }));
    expect(registered.status).toBe(201);
    const login = await client.rest<{ details: { email: string } }>('POST', '/api/auth/login-google', { token });
    expect(login).toMatchObject({ status: 200, body: { details: { email, paymentRequired: false } } });
    expect((await client.gql(`{ me { username } }`)).data).toEqual({ me: { username: 'Grace' } });
  });

  it('links an account found by email to its Google subject, then finds it by the subject alone', async () => {
    const { id, email } = await activatedUser();
    const sub = `g-linked-${email}`;
    const client = new Client(app.url);
    expect(await client.rest('POST', '/api/auth/login-google', { token: google.token({ sub, email }) }))
      .toMatchObject({ status: 200, body: { details: { _id: id } } });
    expect(await app.db.dataSource.query(`SELECT google_sub FROM user_google_subjects WHERE user_id = $1`, [id])).toEqual([{ google_sub: sub }]);
    // The Google account's address changed since: the subject still names the account.
    const renamed = await new Client(app.url).rest('POST', '/api/auth/login-google', { token: google.token({ sub, email: `renamed-${email}` }) });
    expect(renamed).toMatchObject({ status: 200, body: { details: { _id: id } } });
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s', async (_, claims) => {
    const token = google.token({ sub: 'g-x', email: 'x@example.com', ...claims });
    expect(await new Client(app.url).rest('POST', '/api/auth/validate-google', { token }))
      .toMatchObject({ status: 401, body: { message: 'Google Sign In failed. Please try again.' } });
  });

  it('refuses a token signed by another key', async () => {
    const forged = fakeGoogle(GOOGLE_CLIENT_ID).token({ sub: 'g-y', email: 'y@example.com' });
    expect((await new Client(app.url).rest('POST', '/api/auth/login-google', { token: forged })).status).toBe(401);
  });

  it('tells the web app the client id', async () => {
    expect((await new Client(app.url).gql(`{ authConfig { googleClientId } }`)).data).toEqual({ authConfig: { googleClientId: GOOGLE_CLIENT_ID } });
  });
});

describe('cross-site protection of the REST façade', () => {
  it('refuses a form post, and a JSON post from another origin', async () => {
    const form = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a@b.c&password=x',
    });
    expect(form.status).toBe(400);
    const client = new Client(app.url);
    const crossSite = await client.rest('POST', '/api/auth/login', { email: 'a@b.c', password: 'xxxxxxxx' }, { origin: 'https://evil.example' });
    expect(crossSite).toMatchObject({ status: 403, body: { message: 'Cross-site requests are not allowed' } });
    const sameSite = await client.rest('POST', '/api/auth/login', { email: 'a@b.c', password: 'xxxxxxxx' }, { origin: app.config.appUrl });
    expect(sameSite.status).toBe(401);
  });

  it('leaves GraphQL to Apollo\'s CSRF prevention', async () => {
    const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"mutation { logout }"}' });
    expect(response.status).toBe(400);
  });
});

describe('no response carries a hash', () => {
  it('keeps password and token hashes out of every answer', async () => {
    const { client, id, email } = await activatedUser();
    const [{ password_hash: passwordHash }] = await app.db.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [id]);
    const tokenHashes: Array<{ token_hash: string }> = await app.db.dataSource.query(`SELECT token_hash FROM email_token_hashes WHERE user_id = $1`, [id]);
    const answers = [
      JSON.stringify((await client.rest('POST', '/api/auth/login', { email, password: 'correct horse' })).body),
      JSON.stringify((await client.rest('GET', '/api/auth/me')).body),
      JSON.stringify((await client.rest('GET', `/api/user/find/${id}`)).body),
      (await client.gql(`{ me { id username email focusAreas challenges plan } }`)).raw,
    ];
    for (const answer of answers) {
      expect(answer).not.toContain(passwordHash);
      expect(answer).not.toMatch(/argon2|password_?hash|token_?hash/i);
      for (const { token_hash: tokenHash } of tokenHashes) expect(answer).not.toContain(tokenHash);
    }
  });
});
