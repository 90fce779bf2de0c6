import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { signedInUser } from '../../../test/users';
import { addDays, latestToday } from '../../shared/dates';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // today in UTC, safely not in the future
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { id day habits { id done habit { id item { text } } } tasks { id text complete completedDay position } } }`;
type DashboardData = { dashboard: { habits: Array<{ id: string; done: boolean; habit: { id: string } }>; tasks: Array<{ id: string; text: string; complete: boolean; completedDay: string | null }> } };

async function habitsFor(client: Client, n: number): Promise<string[]> {
  const { data } = await client.gql<{ myHabits: Array<{ item: { id: string } }> }>(`{ myHabits { item { id } } }`);
  const items: Array<{ id: string }> = await app.db.dataSource.query(
    `SELECT id FROM items WHERE kind = 'habit' AND created_by IS NULL AND NOT (id = ANY($2)) ORDER BY text LIMIT $1`,
    [n, data!.myHabits.map((h) => h.item.id)]);
  const ids: string[] = [];
  for (const { id } of items) {
    const added = await client.gql<{ addHabit: { id: string } }>(`mutation($id: ID!) { addHabit(itemId: $id) { id } }`, { id });
    ids.push(added.data!.addHabit.id);
  }
  return ids;
}

describe('tasks', () => {
  it('creates trimmed tasks, completes one for a day, undoes it, deletes, reorders', async () => {
    const { client } = await signedInUser(app);
    const create = (text: string) => client.gql<{ createTask: { id: string; text: string } }>(`mutation($text: String!) { createTask(text: $text) { id text } }`, { text });
    const a = (await create('  Call the bank  ')).data!.createTask;
    expect(a.text).toBe('Call the bank');
    const b = (await create('Water the plants')).data!.createTask;
    const c = (await create('Book dentist')).data!.createTask;

    const day = addDays(today(), -2);
    const done = await client.gql(`mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { complete completedDay } }`, { id: a.id, day });
    expect(done.data).toEqual({ setTaskComplete: { complete: true, completedDay: day } });

    const onThatDay = await client.gql<DashboardData>(DASHBOARD, { day });
    expect(onThatDay.data!.dashboard.tasks.map((t) => t.text)).toEqual(['Call the bank', 'Water the plants', 'Book dentist']);
    const onToday = await client.gql<DashboardData>(DASHBOARD, { day: today() });
    expect(onToday.data!.dashboard.tasks.map((t) => t.text)).toEqual(['Water the plants', 'Book dentist']);

    const undone = await client.gql(`mutation($id: ID!) { setTaskComplete(id: $id, complete: false) { complete completedDay } }`, { id: a.id });
    expect(undone.data).toEqual({ setTaskComplete: { complete: false, completedDay: null } });

    const reordered = await client.gql<{ reorderTasks: Array<{ id: string; position: number }> }>(
      `mutation($ids: [ID!]!) { reorderTasks(ids: $ids) { id position } }`, { ids: [c.id, a.id, b.id] });
    expect(reordered.data!.reorderTasks).toEqual([{ id: c.id, position: 0 }, { id: a.id, position: 1 }, { id: b.id, position: 2 }]);
    expect((await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard.tasks.map((t) => t.id)).toEqual([c.id, a.id, b.id]);

    expect((await client.gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id: b.id })).data).toEqual({ deleteTask: b.id });
    expect((await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard.tasks).toHaveLength(2);
  });

  it.each([
    ['', 'Please enter a task'],
    ['    ', 'Please enter a task'],
    ['x'.repeat(501), 'A task must be at most 500 characters'],
  ])('refuses the task text %j', async (text, message) => {
    const { client, id } = await signedInUser(app);
    expect((await client.gql(`mutation($text: String!) { createTask(text: $text) { id } }`, { text })).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await client.rest('POST', '/api/task/create', { text, user: id })).toMatchObject({ status: 400, body: { message } });
  });

  it('holds a Free user to 10 open tasks (completed ones do not count)', async () => {
    const { client, id } = await signedInUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await client.rest<{ _id: string }>('POST', '/api/task/create', { text: `Task ${i}`, user: id })).body._id);
    const eleventh = await client.rest('POST', '/api/task/create', { text: 'One too many', user: id });
    expect(eleventh).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT', message: expect.stringMatching(/10 open tasks/) } });
    expect((await client.gql(`mutation { createTask(text: "Eleven") { id } }`)).errors?.[0].extensions?.code).toBe('PLAN_LIMIT');

    await client.rest('PUT', `/api/task/${ids[0]}`, { complete: true, completedDate: today() });
    expect((await client.rest('POST', '/api/task/create', { text: 'Now there is room', user: id })).status).toBe(201);
    // Reopening the completed one would make 11 open.
    expect((await client.rest('PUT', `/api/task/${ids[0]}`, { complete: false })).status).toBe(403);
  });

  it('refuses a future or malformed day, changing nothing', async () => {
    const { client, id } = await signedInUser(app);
    const task = (await client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'Plan the week', user: id })).body;
    const future = addDays(latestToday(), 1);
    expect(await client.rest('PUT', `/api/task/${task._id}`, { complete: true, completedDate: future }))
      .toMatchObject({ status: 400, body: { message: 'That day has not come yet' } });
    expect(await client.rest('PUT', `/api/task/${task._id}`, { complete: true, completedDate: '2026-13-01' }))
      .toMatchObject({ status: 400, body: { message: 'The day must be a date written as YYYY-MM-DD' } });
    expect((await client.gql(DASHBOARD, { day: future })).errors?.[0]).toMatchObject({ message: 'That day has not come yet', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await client.gql(DASHBOARD, { day: '22/11/2026' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [row] = await app.db.dataSource.query(`SELECT complete FROM tasks WHERE id = $1`, [task._id]);
    expect(row.complete).toBe(false);
  });

  it('REST: create, update with completedDate, populatetasks, updatetaskorder, delete', async () => {
    const { client, id } = await signedInUser(app);
    const a = (await client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'A', user: id })).body;
    const b = (await client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'B', user: id })).body;
    expect(await client.rest('PUT', `/api/task/${a._id}`, { complete: true, completedDate: today() }))
      .toMatchObject({ status: 200, body: { _id: a._id, complete: true, completedDate: today(), user: id } });
    expect((await client.rest('PUT', '/api/user/updatetaskorder', { tasks: [b, a] })).status).toBe(200);
    const list = await client.rest<Array<{ _id: string }>>('GET', `/api/user/populatetasks/${id}`);
    expect(list.body.map((t) => t._id)).toEqual([b._id, a._id]);
    expect((await client.rest('DELETE', `/api/task/${a._id}`)).status).toBe(200);
    expect((await client.rest('DELETE', `/api/task/${a._id}`)).status).toBe(404);
  });

  it('keeps another user\'s tasks out of reach', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const task = (await b.client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'Mine', user: b.id })).body;
    expect((await a.client.rest('PUT', `/api/task/${task._id}`, { complete: true, completedDate: today() })).status).toBe(404);
    expect((await a.client.rest('DELETE', `/api/task/${task._id}`)).status).toBe(404);
    expect((await a.client.rest('PUT', '/api/user/updatetaskorder', { tasks: [task._id] })).status).toBe(404);
    expect((await a.client.rest('GET', `/api/user/populatetasks/${b.id}`)).status).toBe(403);
    expect((await a.client.rest('POST', '/api/task/create', { text: 'x', user: b.id })).status).toBe(403);
    expect((await a.client.gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id: task._id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [row] = await app.db.dataSource.query(`SELECT complete, position FROM tasks WHERE id = $1`, [task._id]);
    expect(row).toEqual({ complete: false, position: 0 });
  });
});

describe('habit completions by day', () => {
  it('marks done and undone per day, idempotently, and reorders', async () => {
    const { client, id } = await signedInUser(app);
    const [first, second] = await habitsFor(client, 2);
    const yesterday = addDays(today(), -1);
    const SET = `mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { id day done } }`;

    expect((await client.gql(SET, { id: first, day: today(), done: true })).data).toEqual({ setHabitDone: { id: `${first}:${today()}`, day: today(), done: true } });
    await client.gql(SET, { id: first, day: today(), done: true }); // the recheck's resend
    expect((await client.rest('POST', '/api/user2habit/handlehabit', { id: first, completed: true, workDay: today() })).status).toBe(200);
    await client.rest('POST', '/api/user2habit/handlehabit', { id: second, completed: true, workDay: yesterday });
    const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM habit_completions WHERE user_habit_id = $1`, [first]);
    expect(n).toBe(1);

    const todays = (await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard.habits;
    expect(todays.map((h) => [h.habit.id, h.done])).toEqual([[first, true], [second, false]]);
    const yesterdays = (await client.gql<DashboardData>(DASHBOARD, { day: yesterday })).data!.dashboard.habits;
    expect(yesterdays.map((h) => [h.habit.id, h.done])).toEqual([[first, false], [second, true]]);

    await client.gql(SET, { id: first, day: today(), done: false });
    await client.gql(SET, { id: first, day: today(), done: false });
    expect((await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard.habits.every((h) => !h.done)).toBe(true);

    expect((await client.rest('PUT', '/api/user/updateHabitorder', { habits: [{ _id: second }, { _id: first }] })).status).toBe(200);
    expect((await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard.habits.map((h) => h.habit.id)).toEqual([second, first]);
    const populated = await client.rest<Array<{ _id: string; completionHistory: unknown[] }>>('GET', `/api/user/populatehabits/${id}`);
    expect(populated.body.map((h) => h._id)).toEqual([second, first]);
    expect(populated.body[0].completionHistory).toEqual([{ date: yesterday, completed: true }]);
  });

  it('refuses a future day, another user\'s habit, and a reorder naming one', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const [theirs] = await habitsFor(b.client, 1);
    const [mine] = await habitsFor(a.client, 1);
    expect(await a.client.rest('POST', '/api/user2habit/handlehabit', { id: mine, completed: true, workDay: addDays(latestToday(), 1) }))
      .toMatchObject({ status: 400, body: { message: 'That day has not come yet' } });
    expect((await a.client.rest('POST', '/api/user2habit/handlehabit', { id: theirs, completed: true, workDay: today() })).status).toBe(404);
    expect((await a.client.gql(`mutation($ids: [ID!]!) { reorderHabits(ids: $ids) { id } }`, { ids: [mine, theirs] })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await a.client.gql(`mutation($ids: [ID!]!) { reorderHabits(ids: $ids) { id } }`, { ids: [mine, mine] })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM habit_completions`);
    expect(n).toBeGreaterThanOrEqual(0);
    const [{ n: theirsDone }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM habit_completions WHERE user_habit_id = $1`, [theirs]);
    expect(theirsDone).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new Client(app.url);
    expect((await visitor.gql(DASHBOARD, { day: today() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.rest('POST', '/api/task/create', { text: 'x', user: 'x' })).status).toBe(401);
  });
});

describe('dashboard(day) has no N+1', () => {
  it('sends the same number of statements for 1 habit and task as for 30 habits with history and 40 tasks', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    await habitsFor(client, 1);
    await client.gql(`mutation { createTask(text: "one") { id } }`);
    const measure = () => app.queries.during(() => client.gql(DASHBOARD, { day: today() }));
    const small = await measure();

    await habitsFor(client, 30);
    await app.db.dataSource.query(
      `INSERT INTO habit_completions (user_habit_id, day)
       SELECT h.id, d::date FROM user_habits h, generate_series(now() - interval '200 days', now() - interval '1 day', interval '1 day') d
        WHERE h.user_id = $1 ON CONFLICT DO NOTHING`, [id]);
    await app.db.dataSource.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT $1, 'task ' || i, i, i % 2 = 0, CASE WHEN i % 2 = 0 THEN current_date - 1 END FROM generate_series(1, 40) i`, [id]);
    const large = await measure();
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(4);
  });
});
