import { generate } from 'otplib';
import { startSecondInstance, startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { startMailServer, type MailServer } from '../../../test/mail';
import { PASSWORD, signedInUser } from '../../../test/users';
import { RECOVERY_CODE_COUNT, SECOND_STEP_LIMITS } from './two-step.service';
import { authText } from './auth.messages';

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

const now = () => Math.floor(Date.now() / 1000);
/** The app's code for `secret`, `steps` time steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

/** A signed-in user with two-step sign-in on: its secret and recovery codes. */
async function userWithTwoStep() {
  const user = await signedInUser(app);
  const setup = await user.client.gql<{ beginTwoStepSetup: { secret: string; uri: string; qrCodeDataUrl: string } }>(
    'mutation { beginTwoStepSetup { secret uri qrCodeDataUrl } }');
  const { secret, uri, qrCodeDataUrl } = setup.data!.beginTwoStepSetup;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Cairn:/);
  expect(new URL(uri).searchParams.get('secret')).toBe(secret);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const enabled = await user.client.gql<{ enableTwoStep: string[] }>('mutation($code: String!) { enableTwoStep(code: $code) }', { code: await codeAt(secret) });
  expect(enabled.errors).toBeUndefined();
  return { ...user, secret, recoveryCodes: enabled.data!.enableTwoStep };
}

const me = async (client: Client) => (await client.rest('GET', '/api/auth/me')).status;

describe('two-step sign-in', () => {
  it('is on only after a right code; answers ten recovery codes once', async () => {
    const user = await signedInUser(app);
    const { data } = await user.client.gql<{ beginTwoStepSetup: { secret: string } }>('mutation { beginTwoStepSetup { secret } }');
    const { secret } = data!.beginTwoStepSetup;
    const wrong = await user.client.gql('mutation { enableTwoStep(code: "000000") }');
    expect(wrong.errors?.[0]).toMatchObject({ message: authText('wrongSetupCode').english, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await user.client.gql<{ twoStepStatus: unknown }>('{ twoStepStatus { enabled recoveryCodesLeft } }')).data!.twoStepStatus)
      .toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const codes = (await user.client.gql<{ enableTwoStep: string[] }>('mutation($code: String!) { enableTwoStep(code: $code) }', { code: await codeAt(secret) })).data!.enableTwoStep;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await user.client.gql<{ twoStepStatus: unknown }>('{ twoStepStatus { enabled recoveryCodesLeft } }')).data!.twoStepStatus)
      .toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Only hashes are stored.
    const stored: Array<{ code_hash: string }> = await app.db.dataSource.query('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [user.id]);
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { code_hash } of stored) expect(codes).not.toContain(code_hash);
  });

  it('asks the second step after the password; a pending session is not signed in; a code works once', async () => {
    const user = await userWithTwoStep();
    const browser = new Client(app.url);
    const login = await browser.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', reason: 'SECOND_STEP_REQUIRED', message: authText('secondStepRequired').english } });
    expect(browser.cookie).not.toBe('');
    expect(await me(browser)).toBe(401);
    expect((await browser.gql('{ habits: me { id } }')).data).toEqual({ habits: null });

    // The code used to turn it on (this time step) is refused: only a later one passes, once.
    const reused = await browser.rest('POST', '/api/auth/login/second-step', { code: await codeAt(user.secret) });
    expect(reused).toMatchObject({ status: 401, body: { reason: 'SECOND_STEP_REQUIRED', message: authText('wrongCode').english } });
    const next = await codeAt(user.secret, 1);
    const passed = await browser.rest<{ details: { email: string } }>('POST', '/api/auth/login/second-step', { code: next });
    expect(passed.status).toBe(200);
    expect(passed.body.details.email).toBe(user.email);
    expect(await me(browser)).toBe(200);

    const again = new Client(app.url);
    await again.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    expect((await again.rest('POST', '/api/auth/login/second-step', { code: next })).status).toBe(401);
    expect(await me(again)).toBe(401);
  });

  it('over GraphQL: login answers SECOND_STEP_REQUIRED, completeSecondStep takes a recovery code once', async () => {
    const user = await userWithTwoStep();
    const browser = new Client(app.url);
    const login = await browser.gql('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { paymentRequired } }', { email: user.email, password: PASSWORD });
    expect(login.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SECOND_STEP_REQUIRED' });
    const complete = 'mutation($code: String!) { completeSecondStep(code: $code) { user { email } } }';
    const recovery = user.recoveryCodes[3].toUpperCase().replace('-', ' ');
    expect((await browser.gql(complete, { code: recovery })).data).toEqual({ completeSecondStep: { user: { email: user.email } } });
    expect((await browser.gql<{ twoStepStatus: { recoveryCodesLeft: number } }>('{ twoStepStatus { recoveryCodesLeft } }')).data!.twoStepStatus.recoveryCodesLeft)
      .toBe(RECOVERY_CODE_COUNT - 1);

    const other = new Client(app.url);
    await other.gql('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { paymentRequired } }', { email: user.email, password: PASSWORD });
    expect((await other.gql(complete, { code: user.recoveryCodes[3] })).errors?.[0].extensions).toMatchObject({ reason: 'SECOND_STEP_REQUIRED' });
  });

  it('without a pending password, or after its 5 minutes, a code signs nobody in', async () => {
    const user = await userWithTwoStep();
    const stranger = new Client(app.url);
    expect((await stranger.rest('POST', '/api/auth/login/second-step', { code: user.recoveryCodes[0] })).body).toMatchObject({ reason: 'SECOND_STEP_EXPIRED' });

    const late = new Client(app.url);
    await late.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    await app.db.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{pendingSecondStep,until}', to_jsonb(0))::json WHERE sess -> 'pendingSecondStep' ->> 'userId' = $1`, [user.id]);
    expect((await late.rest('POST', '/api/auth/login/second-step', { code: user.recoveryCodes[0] })).body).toMatchObject({ reason: 'SECOND_STEP_EXPIRED' });
    expect(await me(late)).toBe(401);
  });

  it('holds brute force of codes across two instances; a right code is refused too once locked', async () => {
    const user = await userWithTwoStep();
    const second = await startSecondInstance(app);
    try {
      const browsers = [new Client(app.url), new Client(second.url)];
      for (const browser of browsers) await browser.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
      for (let i = 0; i < SECOND_STEP_LIMITS.failuresPerAccount.max; i++) {
        const wrong = String(100000 + i);
        expect((await browsers[i % 2].rest('POST', '/api/auth/login/second-step', { code: wrong })).status).toBe(401);
      }
      for (const browser of browsers) {
        const locked = await browser.rest('POST', '/api/auth/login/second-step', { code: user.recoveryCodes[0] });
        expect(locked).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: authText('tooManyCodes').english } });
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Every wrong code is in the record.
      const [{ failed }] = await app.db.dataSource.query(
        `SELECT count(*)::int AS failed FROM security_events WHERE user_id = $1 AND kind = 'second_step_failed'`, [user.id]);
      expect(failed).toBe(SECOND_STEP_LIMITS.failuresPerAccount.max);
    } finally {
      await second.stop();
    }
  });

  it('holds under concurrency: one code sent at once to two instances signs in one session only', async () => {
    const user = await userWithTwoStep();
    const second = await startSecondInstance(app);
    try {
      const browsers = [new Client(app.url), new Client(second.url)];
      for (const browser of browsers) await browser.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
      const code = await codeAt(user.secret, 1);
      const statuses = await Promise.all(browsers.map(async (browser) => (await browser.rest('POST', '/api/auth/login/second-step', { code })).status));
      expect(statuses.sort()).toEqual([200, 401]);
    } finally {
      await second.stop();
    }
  });

  it('disabling and new recovery codes ask for a recent check; confirmPassword gives one', async () => {
    const user = await userWithTwoStep();
    await app.db.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{verifiedAt}', to_jsonb(0))::json WHERE sess ->> 'userId' = $1`, [user.id]);
    for (const mutation of ['mutation { disableTwoStep }', 'mutation { regenerateRecoveryCodes }']) {
      expect((await user.client.gql(mutation)).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'REAUTH_REQUIRED' });
    }
    const wrong = await user.client.gql('mutation { confirmPassword(password: "not my password") }');
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await user.client.rest('POST', '/api/auth/confirm-password', { password: PASSWORD })).status).toBe(200);

    const fresh = (await user.client.gql<{ regenerateRecoveryCodes: string[] }>('mutation { regenerateRecoveryCodes }')).data!.regenerateRecoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(user.recoveryCodes[0]);
    expect((await user.client.gql('mutation { disableTwoStep }')).data).toEqual({ disableTwoStep: true });
    const browser = new Client(app.url);
    expect((await browser.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('turning it on can sign out the other sessions', async () => {
    const user = await signedInUser(app);
    const elsewhere = new Client(app.url);
    await elsewhere.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    const { secret } = (await user.client.gql<{ beginTwoStepSetup: { secret: string } }>('mutation { beginTwoStepSetup { secret } }')).data!.beginTwoStepSetup;
    await user.client.gql('mutation($code: String!) { enableTwoStep(code: $code, signOutOthers: true) }', { code: await codeAt(secret) });
    expect(await me(elsewhere)).toBe(401);
    expect(await me(user.client)).toBe(200);
  });
});
