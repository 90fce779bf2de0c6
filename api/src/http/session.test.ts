import { startTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/users';
import { TOUCH_EVERY_MS } from './session';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const rows = (userId: string) => app.db.dataSource.query(
  `SELECT sid, expire, sess::text AS sess FROM session WHERE sess->>'userId' = $1`, [userId]);

describe('the session store', () => {
  it('writes nothing on read requests, and moves the expiry forward once it is older than the touch interval', async () => {
    const { client, id } = await signedInUser(app);
    const [before] = await rows(id);
    for (let i = 0; i < 3; i++) {
      expect((await client.gql('{ me { id } }')).data).toEqual({ me: { id } });
      expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    }
    expect(await rows(id)).toEqual([before]);

    // Last written long ago: the next request moves the expiry (and stamps the time) once.
    await app.db.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{touchedAt}', to_jsonb($2::bigint))::json, expire = expire - interval '1 hour' WHERE sid = $1`,
      [before.sid, Date.now() - TOUCH_EVERY_MS - 1000]);
    const [aged] = await rows(id);
    await client.gql('{ me { id } }');
    const [touched] = await rows(id);
    expect(touched.expire.getTime()).toBeGreaterThan(aged.expire.getTime());
    expect(JSON.parse(touched.sess).touchedAt).toBeGreaterThan(Date.now() - 60_000);
    await client.gql('{ me { id } }');
    expect(await rows(id)).toEqual([touched]);
  });
});
