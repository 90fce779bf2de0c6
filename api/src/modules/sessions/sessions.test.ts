import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { PASSWORD, signedInUser } from '../../../test/users';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const sessionIds = async (userId: string): Promise<string[]> =>
  (await app.db.dataSource.query(`SELECT sid FROM session WHERE sess ->> 'userId' = $1 ORDER BY sid`, [userId])).map((row: { sid: string }) => row.sid);
const signedIn = async (client: Client) => (await client.rest('GET', '/api/auth/me')).status === 200;

describe('sessions', () => {
  it('ends every session of one user but the one kept, then all of them; other users keep theirs', async () => {
    const user = await signedInUser(app);
    const [kept] = await sessionIds(user.id);
    const elsewhere = new Client(app.url);
    expect((await elsewhere.rest('POST', '/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    const other = await signedInUser(app);
    expect(await sessionIds(user.id)).toHaveLength(2);

    await app.services.sessions.endAll(user.id, { keepSessionId: kept });
    expect(await sessionIds(user.id)).toEqual([kept]);
    expect(await signedIn(user.client)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);

    await app.services.sessions.endAll(user.id);
    expect(await sessionIds(user.id)).toEqual([]);
    expect(await signedIn(user.client)).toBe(false);
    expect(await signedIn(other.client)).toBe(true);
  });

  it('ends sessions within the caller\'s transaction: a rolled back change ends none', async () => {
    const user = await signedInUser(app);
    await app.db.dataSource.transaction(async (manager) => {
      await app.services.sessions.endAll(user.id, { manager });
      throw new Error('the change failed');
    }).catch(() => undefined);
    expect(await sessionIds(user.id)).toHaveLength(1);
    expect(await signedIn(user.client)).toBe(true);
  });
});
