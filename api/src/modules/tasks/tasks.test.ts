import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { signedInUser } from '../../../test/users';
import { addDays, latestToday } from '../../shared/dates';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // today in UTC, safely not in the future
// The tasks a user sees on a day are the Work screen's: open ones, and those completed that day.
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { tasks { id text complete completedDay position } } }`;
type DashboardData = { dashboard: { tasks: Array<{ id: string; text: string; complete: boolean; completedDay: string | null }> } };
const openTasks = async (userId: string): Promise<number> =>
  (await app.db.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE user_id = $1 AND NOT complete`, [userId]))[0].n;

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
  ])('refuses the task text %j with the same message in GraphQL and REST, creating nothing', async (text, message) => {
    const { client, id } = await signedInUser(app);
    expect((await client.gql(`mutation($text: String!) { createTask(text: $text) { id } }`, { text })).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await client.rest('POST', '/api/task/create', { text, user: id })).toMatchObject({ status: 400, body: { message } });
    expect(await openTasks(id)).toBe(0);
  });

  it('measures the length after trimming, in GraphQL and REST alike; REST refuses text that is not a string', async () => {
    const { client, id } = await signedInUser(app);
    const padded = `  ${'y'.repeat(500)}  `;
    const gql = await client.gql<{ createTask: { text: string } }>(`mutation($text: String!) { createTask(text: $text) { text } }`, { text: padded });
    expect(gql.data!.createTask.text).toBe('y'.repeat(500));
    expect(await client.rest('POST', '/api/task/create', { text: padded, user: id })).toMatchObject({ status: 201, body: { text: 'y'.repeat(500) } });
    expect(await client.rest('POST', '/api/task/create', { text: 42, user: id })).toMatchObject({ status: 400, body: { message: 'Please enter a task' } });
    expect(await client.rest('POST', '/api/task/create', { user: id })).toMatchObject({ status: 400, body: { message: 'Please enter a task' } });
    expect(await openTasks(id)).toBe(2);
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

  it('refuses a future or malformed completion day, changing nothing', async () => {
    const { client, id } = await signedInUser(app);
    const task = (await client.rest<{ _id: string }>('POST', '/api/task/create', { text: 'Plan the week', user: id })).body;
    const future = addDays(latestToday(), 1);
    expect(await client.rest('PUT', `/api/task/${task._id}`, { complete: true, completedDate: future }))
      .toMatchObject({ status: 400, body: { message: 'That day has not come yet where you are' } });
    expect(await client.rest('PUT', `/api/task/${task._id}`, { complete: true, completedDate: '2026-13-01' }))
      .toMatchObject({ status: 400, body: { message: 'The day must be a date written as YYYY-MM-DD' } });
    const gql = await client.gql(`mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { id } }`, { id: task._id, day: future });
    expect(gql.errors?.[0]).toMatchObject({ message: 'That day has not come yet where you are', extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await app.db.dataSource.query(`SELECT complete, completed_day FROM tasks WHERE id = $1`, [task._id]);
    expect(row).toEqual({ complete: false, completed_day: null });
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

describe('tasks with an id the client made (issue 28: added offline, synced later)', () => {
  const CREATE = `mutation($id: ID, $text: String!) { createTask(id: $id, text: $text) { id text position } }`;

  it('creates the task under that id; sending it again answers the same task and adds nothing, over GraphQL and REST', async () => {
    const { client, id: userId } = await signedInUser(app);
    const id = randomUUID();
    const first = await client.gql<{ createTask: { id: string; position: number } }>(CREATE, { id, text: 'Water plants' });
    expect(first.data?.createTask).toEqual({ id, text: 'Water plants', position: 0 });
    expect((await client.gql(CREATE, { id, text: 'Water plants' })).data).toEqual(first.data);
    expect(await client.rest('POST', '/api/task/create', { _id: id, user: userId, text: 'Water plants' })).toMatchObject({ status: 201, body: { _id: id } });
    expect(await openTasks(userId)).toBe(1);
  });

  it('the same new task sent at once by two requests is made once', async () => {
    const { client, id: userId } = await signedInUser(app);
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.gql<{ createTask: { id: string } }>(CREATE, { id, text: 'Once' })));
    expect(answers.map((answer) => answer.data?.createTask.id)).toEqual([id, id, id, id]);
    expect(await openTasks(userId)).toBe(1);
  });

  it("keeps each account's ids its own (tasks are keyed by user), and says so when the task was deleted since", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const id = randomUUID();
    await b.client.gql(CREATE, { id, text: 'Mine' });
    // Another account's task with the same id is neither seen nor touched: this account's task is its own.
    expect((await a.client.gql<{ createTask: { id: string; text: string } }>(CREATE, { id, text: 'Mine too' })).data?.createTask).toMatchObject({ id, text: 'Mine too' });
    expect(await openTasks(a.id)).toBe(1);
    expect(await openTasks(b.id)).toBe(1);
    expect((await b.client.gql<{ createTask: { text: string } }>(CREATE, { id, text: 'Mine' })).data?.createTask.text).toBe('Mine');
    // A completed task deleted is kept in the history: a replay finds it gone.
    await b.client.gql(`mutation($id: ID!, $day: LocalDate!) { setTaskComplete(id: $id, complete: true, day: $day) { id } }`, { id, day: today() });
    await b.client.gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id });
    const replay = await b.client.gql(CREATE, { id, text: 'Mine' });
    expect(replay.errors?.[0]).toMatchObject({ message: 'This task was deleted on another device.', extensions: { code: 'NOT_FOUND', reason: 'TASK_DELETED' } });
    expect(await b.client.rest('POST', '/api/task/create', { _id: 'not-a-uuid', user: b.id, text: 'x' })).toMatchObject({ status: 400 });
  });
});

describe('tasks ask a visitor to sign in', () => {
  it('refuses every call, GraphQL and REST', async () => {
    const visitor = new Client(app.url);
    expect((await visitor.gql(`mutation { createTask(text: "x") { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(`mutation($ids: [ID!]!) { reorderTasks(ids: $ids) { id } }`, { ids: [] })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.rest('POST', '/api/task/create', { text: 'x', user: 'x' })).status).toBe(401);
    expect((await visitor.rest('PUT', '/api/user/updatetaskorder', { tasks: [] })).status).toBe(401);
  });
});

