import { startTestApp, type TestApp } from '../../test/app';
import { addedHabits } from '../../test/items';
import { signedInUser } from '../../test/users';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

type Link = { _id: string; habit: { _id: string }; completionHistory: Array<{ date: string; completed: boolean }> };

describe('REST as the spec’s clients send it', () => {
  it('updateHabitorder takes the habit links exactly as populatehabits answered them', async () => {
    const { client, id } = await signedInUser(app);
    const habits = await addedHabits(app, client, 3);
    await client.rest('POST', '/api/user2habit/handlehabit', { id: habits[0], completed: true, workDay: '2026-01-02' });
    const populated = await client.rest<Link[]>('GET', `/api/user/populatehabits/${id}`);
    expect(populated.body[0].completionHistory).toEqual([{ date: '2026-01-02', completed: true }]);

    const reordered = await client.rest<Link[]>('PUT', '/api/user/updateHabitorder', { habits: [...populated.body].reverse() });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((link) => link._id)).toEqual([...habits].reverse());
    const after = await client.rest<Link[]>('GET', `/api/user/populatehabits/${id}`);
    expect(after.body.map((link) => link._id)).toEqual([...habits].reverse());
  });

  it('updatetaskorder takes the tasks exactly as populatetasks answered them', async () => {
    const { client, id } = await signedInUser(app);
    for (const text of ['One', 'Two', 'Three']) await client.rest('POST', '/api/task/create', { text, user: id });
    const populated = await client.rest<Array<{ _id: string; text: string }>>('GET', `/api/user/populatetasks/${id}`);
    const reordered = await client.rest<Array<{ text: string }>>('PUT', '/api/user/updatetaskorder', { tasks: [...populated.body].reverse() });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((task) => task.text)).toEqual(['Three', 'Two', 'One']);
  });

  it('still refuses a link whose _id names no habit, and nesting past the limit, changing nothing', async () => {
    const { client } = await signedInUser(app);
    const habits = await addedHabits(app, client, 2);
    const bad = await client.rest<{ message: string }>('PUT', '/api/user/updateHabitorder', { habits: [{ _id: habits[1] }, { _id: { $ne: habits[0] } }] });
    expect(bad).toMatchObject({ status: 404, body: { message: 'Habit not found' } });
    const positions = await app.db.dataSource.query(`SELECT id FROM user_habits WHERE id = ANY($1) ORDER BY position`, [habits]);
    expect(positions.map((row: { id: string }) => row.id)).toEqual(habits);
    const habit = habits[0];
    const deep = Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), 'x');
    expect((await client.rest('PUT', '/api/user/updateHabitorder', { habits: [{ _id: habit, habit: deep }] })).status).toBe(400);
  });
});

describe('a NUL character in any text argument', () => {
  const NUL_ENDPOINT = 'https://push.example.com/a\u0000b';

  it('is refused as bad input by GraphQL, written in the document or passed as a variable', async () => {
    const { client } = await signedInUser(app);
    const literal = await client.gql(`mutation { removePushSubscription(endpoint: "https://push.example.com/a\\u0000b") { __typename } }`);
    expect(literal.errors?.[0]).toMatchObject({ message: 'Text contains characters that are not allowed', extensions: { code: 'BAD_USER_INPUT' } });
    const nested = await client.gql(`mutation { createTask(text: "Call\\u0000 mum") { id } }`);
    expect(nested.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const variable = await client.gql(`mutation($endpoint: String!) { removePushSubscription(endpoint: $endpoint) { __typename } }`, { endpoint: NUL_ENDPOINT });
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM tasks WHERE text LIKE 'Call%'`);
    expect(count).toBe(0);
  });

  it('is refused with 400 by REST, in a body, a list, a query or a path', async () => {
    const { client, id } = await signedInUser(app);
    expect((await client.rest('POST', '/api/task/create', { text: 'a\u0000b', user: id })).status).toBe(400);
    expect((await client.rest('PUT', '/api/user/updatetaskorder', { tasks: [{ _id: 'x', text: 'a\u0000b' }] })).status).toBe(400);
    expect((await client.rest('GET', `/api/user/populatehabits/${id}?from=2026-01-01%00`)).status).toBe(400);
    expect((await client.rest('DELETE', '/api/task/a%00b')).status).toBe(400);
  });
});
