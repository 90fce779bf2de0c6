import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { PASSWORD, signedInUser } from '../../../test/users';
import { User } from './user.entity';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const profile = (overrides: Record<string, unknown> = {}) => ({
  username: 'Samantha', password: '', focusAreas: ['Finance'], challenges: ['Overwhelmed'], ...overrides,
});

const userRow = async (id: string) =>
  (await app.db.dataSource.query(`SELECT username, focus_areas, challenges, plan, password_hash FROM users WHERE id = $1`, [id]))[0];

describe('profile update', () => {
  it('REST: updates username, focus area and challenge, answering entity; never the plan', async () => {
    const { client, id } = await signedInUser(app);
    const response = await client.rest('PUT', `/api/auth/${id}`, profile({ goalsLevel: 'unlimited' }));
    expect(response).toMatchObject({
      status: 200,
      body: { message: 'Profile updated successfully', entity: { _id: id, username: 'Samantha', focusAreas: ['Finance'], challenges: ['Overwhelmed'], goalsLevel: 'free' } },
    });
    expect(await userRow(id)).toMatchObject({ plan: 'free', focus_areas: ['Finance'] });
  });

  it('GraphQL: updates the signed-in user; a new password works and ends the other sessions', async () => {
    const { client, id, email } = await signedInUser(app);
    const elsewhere = new Client(app.url);
    await elsewhere.rest('POST', '/api/auth/login', { email, password: PASSWORD });
    const result = await client.gql(`mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { username focusAreas challenges plan } }`,
      { input: profile({ password: 'a brand new one' }) });
    expect(result.data).toEqual({ updateProfile: { username: 'Samantha', focusAreas: ['Finance'], challenges: ['Overwhelmed'], plan: 'FREE' } });
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await elsewhere.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await new Client(app.url).rest('POST', '/api/auth/login', { email, password: 'a brand new one' })).status).toBe(200);
    expect((await new Client(app.url).rest('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect(await userRow(id)).toMatchObject({ username: 'Samantha', focus_areas: ['Finance'], challenges: ['Overwhelmed'] });
  });

  it('a new password may keep the other devices signed in (issue 30: changing it offers to end them)', async () => {
    const { client, id, email } = await signedInUser(app);
    const elsewhere = new Client(app.url);
    await elsewhere.rest('POST', '/api/auth/login', { email, password: PASSWORD });
    expect((await client.rest('PUT', `/api/auth/${id}`, profile({ password: 'kept devices pass', signOutOthers: false }))).status).toBe(200);
    expect((await elsewhere.rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await client.rest('PUT', `/api/auth/${id}`, profile({ signOutOthers: 'yes' }))).status).toBe(400);
  });

  it.each([
    [{ focusAreas: [] }, 'Please select a focus area.'],
    [{ focusAreas: ['Finance', 'Fun'] }, 'Please select a focus area.'],
    [{ challenges: [] }, 'Please select a challenge.'],
    [{ challenges: ['Bored'] }, 'Please select a challenge.'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ username: '   ' }, 'Username is required'],
  ])('refuses %j and changes nothing', async (overrides, message) => {
    const { client, id } = await signedInUser(app);
    const before = await userRow(id);
    expect(await client.rest('PUT', `/api/auth/${id}`, profile(overrides))).toMatchObject({ status: 400, body: { message } });
    expect(await userRow(id)).toEqual(before);
  });
});

describe('ownership: user A can never touch user B', () => {
  it('refuses update, delete and find of another user with 403, changing nothing', async () => {
    const a = await signedInUser(app, { username: 'A' });
    const b = await signedInUser(app, { username: 'B' });
    const before = await userRow(b.id);
    expect((await a.client.rest('PUT', `/api/auth/${b.id}`, profile())).status).toBe(403);
    expect((await a.client.rest('DELETE', `/api/user/${b.id}`)).status).toBe(403);
    expect((await a.client.rest('GET', `/api/user/find/${b.id}`)).status).toBe(403);
    expect(await userRow(b.id)).toEqual(before);
    expect((await b.client.rest('GET', '/api/auth/me')).status).toBe(200);
  });

  it('asks a visitor to log in (401) and changes nothing', async () => {
    const b = await signedInUser(app);
    const visitor = new Client(app.url);
    expect((await visitor.rest('PUT', `/api/auth/${b.id}`, profile())).status).toBe(401);
    expect((await visitor.rest('DELETE', `/api/user/${b.id}`)).status).toBe(401);
    expect((await visitor.rest('GET', `/api/user/find/${b.id}`)).status).toBe(401);
    const gql = await visitor.gql(`mutation { deleteAccount }`);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await userRow(b.id)).toBeDefined();
  });

  it('finds oneself', async () => {
    const a = await signedInUser(app, { username: 'Finder' });
    expect(await a.client.rest('GET', `/api/user/find/${a.id}`)).toMatchObject({ status: 200, body: { _id: a.id, username: 'Finder' } });
  });
});

describe('account deletion', () => {
  it('deletes every row of the user and every session, and signs out', async () => {
    const { client, id, email } = await signedInUser(app);
    const elsewhere = new Client(app.url);
    await elsewhere.rest('POST', '/api/auth/login', { email, password: PASSWORD });
    await app.db.dataSource.query(`INSERT INTO tasks (user_id, text) VALUES ($1, 'a task')`, [id]);
    await app.db.dataSource.query(`INSERT INTO items (kind, text, category, user_id) VALUES ('goal', 'mine', 'Fun', $1)`, [id]);

    expect((await client.rest('DELETE', `/api/user/${id}`)).status).toBe(200);
    for (const [table, column] of [['users', 'id'], ['tasks', 'user_id'], ['items', 'user_id']]) {
      const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1`, [id]);
      expect({ table, count }).toEqual({ table, count: 0 });
    }
    const [{ count: sessions }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM session WHERE sess ->> 'userId' = $1`, [id]);
    expect(sessions).toBe(0);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await elsewhere.rest('GET', '/api/auth/me')).status).toBe(401);
  });

  it('GraphQL deleteAccount does the same', async () => {
    const { client, id } = await signedInUser(app);
    expect((await client.gql(`mutation { deleteAccount }`)).data).toEqual({ deleteAccount: true });
    expect(await userRow(id)).toBeUndefined();
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
  });
});

describe('tutorial flag', () => {
  it('follows the user: set, read back in me, cleared on restart', async () => {
    const { client } = await signedInUser(app);
    expect((await client.gql(`{ me { tutorialCompleted } }`)).data).toEqual({ me: { tutorialCompleted: false } });
    expect((await client.gql(`mutation { setTutorialCompleted(completed: true) { tutorialCompleted } }`)).data)
      .toEqual({ setTutorialCompleted: { tutorialCompleted: true } });
    expect((await client.gql(`{ me { tutorialCompleted } }`)).data).toEqual({ me: { tutorialCompleted: true } });
    await client.gql(`mutation { setTutorialCompleted(completed: false) { id } }`);
    expect((await client.gql(`{ me { tutorialCompleted } }`)).data).toEqual({ me: { tutorialCompleted: false } });
    expect((await new Client(app.url).gql(`mutation { setTutorialCompleted(completed: true) { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the session user lookup (issue 19: raw row, mapped once)', () => {
  it('finds exactly the entity TypeORM would hydrate, every column included, and nobody for an unknown id', async () => {
    const { id } = await signedInUser(app, { plan: 'unlimited' });
    await app.db.dataSource.query(
      `UPDATE users SET google_sub = 'g-1', stripe_customer_id = 'cus_1', tutorial_completed_at = now(), time_zone = 'Asia/Tokyo', day_start_hour = 3 WHERE id = $1`, [id]);
    const found = await app.services.users.findById(id);
    const hydrated = await app.db.dataSource.getRepository(User).findOneByOrFail({ id });
    expect(found).toBeInstanceOf(User);
    expect(found).toEqual(hydrated);
    expect(found!.tutorialCompleted).toBe(true);
    const mapped = Object.keys(found!).sort();
    const columns = app.db.dataSource.getMetadata(User).columns.map((column) => column.propertyName).sort();
    expect(mapped).toEqual(columns);
    expect(await app.services.users.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
