import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../../app';
import { createDataSource } from '../../db/data-source';
import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { PASSWORD, signedInUser } from '../../../test/users';
import { LIMITS } from './auth.service';
import { authText } from './auth.messages';

let app: TestApp;
const connect = async (url: string) => createDataSource(url).initialize();
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());
beforeEach(() => app.db.dataSource.query('DELETE FROM rate_limits'));

describe('rate limits (counters in Postgres)', () => {
  it('locks an account after repeated failed logins, even for the right password, with Retry-After', async () => {
    const { email } = await signedInUser(app);
    const client = new Client(app.url);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++) {
      expect((await client.rest('POST', '/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    }
    const locked = await client.rest('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(locked).toMatchObject({ status: 429, body: { message: authText('tooManyLogins').english, code: 'RATE_LIMITED' } });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginFailuresPerAccount.windowSeconds);

    // When the window is over, the right password works again.
    await app.db.dataSource.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await client.rest('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a successful login clears the account\'s failures', async () => {
    const { email } = await signedInUser(app);
    const client = new Client(app.url);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max - 1; i++) await client.rest('POST', '/api/auth/login', { email, password: 'nope nope' });
    expect((await client.rest('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max - 1; i++) await client.rest('POST', '/api/auth/login', { email, password: 'nope nope' });
    expect((await client.rest('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('limits failed logins per IP across accounts', async () => {
    const client = new Client(app.url);
    for (let i = 0; i < LIMITS.loginFailuresPerIp.max; i++) {
      await client.rest('POST', '/api/auth/login', { email: `nobody${i}@example.com`, password: 'whatever1' });
    }
    const { email } = await signedInUser(app).catch(() => ({ email: '' }));
    expect(email).toBe(''); // even a correct login from this IP is refused now
    const gql = await client.gql(`mutation { login(email: "x@example.com", password: "whatever1") { paymentRequired } }`);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });

  it('limits registrations and reset requests per IP', async () => {
    const client = new Client(app.url);
    const body = (i: number) => ({ focusAreas: ['Fun'], challenges: ['Negative'], username: 'R', email: `r${i}@example.com`, password: 'long enough' });
    for (let i = 0; i < LIMITS.registrationsPerIp.max; i++) expect((await client.rest('POST', '/api/auth/register', body(i))).status).toBe(201);
    const refused = await client.rest('POST', '/api/auth/register', body(99));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = 'r99@example.com'`);
    expect(count).toBe(0);

    for (let i = 0; i < LIMITS.resetRequestsPerIp.max; i++) await client.rest('POST', '/api/auth/resetemail', { email: `r${i}@example.com` });
    expect((await client.rest('POST', '/api/auth/resetemail', { email: 'r0@example.com' })).status).toBe(429);
  });

  it('holds across instances: failures counted by two app instances on one database add up', async () => {
    const { email } = await signedInUser(app);
    const secondDb = await connect(app.db.url);
    const second = await createApp(app.config, secondDb, pino({ level: 'silent' }));
    await new Promise<void>((resolve) => second.httpServer.listen(0, '127.0.0.1', resolve));
    try {
      const instances = [new Client(app.url), new Client(`http://127.0.0.1:${(second.httpServer.address() as AddressInfo).port}`)];
      for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++) {
        expect((await instances[i % 2].rest('POST', '/api/auth/login', { email, password: 'bad password' })).status).toBe(401);
      }
      for (const instance of instances) {
        expect((await instance.rest('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
      }
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });

  it('holds under concurrency: 40 simultaneous wrong passwords on two instances evaluate exactly the limit', async () => {
    const { email } = await signedInUser(app);
    const secondDb = await connect(app.db.url);
    const second = await createApp(app.config, secondDb, pino({ level: 'silent' }));
    await new Promise<void>((resolve) => second.httpServer.listen(0, '127.0.0.1', resolve));
    try {
      const urls = [app.url, `http://127.0.0.1:${(second.httpServer.address() as AddressInfo).port}`];
      const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        new Client(urls[i % 2]).rest('POST', '/api/auth/login', { email, password: `wrong password ${i}` }).then((r) => r.status)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.loginFailuresPerAccount.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LIMITS.loginFailuresPerAccount.max);
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});
