import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { addedHabits, itemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, latestToday } from '../../shared/dates';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // today in UTC, safely not in the future
// The habits a user sees on a day, done or not, are the Work screen's.
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { habits { id done habit { id } } } }`;
type DashboardData = { dashboard: { habits: Array<{ id: string; done: boolean; habit: { id: string } }> } };
const completions = async (habitId: string): Promise<number> =>
  (await app.db.dataSource.query(`SELECT count(*)::int AS n FROM habit_completions WHERE user_habit_id = $1`, [habitId]))[0].n;

describe('habits through GraphQL', () => {
  it('adds a habit once, lists it by category, removes it with its history', async () => {
    const { client } = await signedInUser(app);
    const [essential] = await itemIds(app, 'habit', 1, 'Essential');
    const [health] = await itemIds(app, 'habit', 1, 'Health');
    const add = (itemId: string) => client.gql<{ addHabit: { id: string; position: number; item: { id: string; added: boolean } } }>(
      `mutation($itemId: ID!) { addHabit(itemId: $itemId) { id position item { id added } } }`, { itemId });
    const added = (await add(essential)).data!.addHabit;
    expect(added).toMatchObject({ position: 0, item: { id: essential, added: true } });
    expect((await add(health)).data!.addHabit.position).toBe(1);
    expect((await add(essential)).errors?.[0]).toMatchObject({ message: 'Habit already added', extensions: { code: 'CONFLICT' } });

    const listed = await client.gql<{ myHabits: Array<{ id: string }> }>(`{ myHabits(category: Essential) { id } }`);
    expect(listed.data!.myHabits.map((habit) => habit.id)).toEqual([added.id]);

    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: added.id, day: today() });
    expect((await client.gql(`mutation($id: ID!) { removeHabit(id: $id) }`, { id: added.id })).data).toEqual({ removeHabit: added.id });
    expect(await completions(added.id)).toBe(0);
    expect((await client.gql<{ myHabits: Array<{ item: { id: string } }> }>(`{ myHabits { item { id } } }`)).data!.myHabits.map((h) => h.item.id)).toEqual([health]);
  });

  it("answers another user's habit as not found, changing nothing", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const [theirs] = await addedHabits(app, b.client, 1);
    expect((await a.client.gql(`mutation($id: ID!) { removeHabit(id: $id) }`, { id: theirs })).errors?.[0])
      .toMatchObject({ message: 'Habit not found', extensions: { code: 'NOT_FOUND' } });
    expect((await a.client.rest('DELETE', `/api/user2habit/${theirs}`)).status).toBe(404);
    expect((await a.client.rest('GET', `/api/user/getuserhabits/${b.id}`)).status).toBe(403);
    expect((await b.client.gql<{ myHabits: Array<{ id: string }> }>(`{ myHabits { id } }`)).data!.myHabits.map((h) => h.id)).toEqual([theirs]);
  });
});

describe('habits through REST', () => {
  it('addhabit, getuserhabits and populatehabits with completionHistory, user2habit delete', async () => {
    const { client, id } = await signedInUser(app);
    const [itemId] = await itemIds(app, 'habit', 1, 'Essential');
    const added = await client.rest<{ _id: string }>('POST', '/api/user/addhabit', { habit: itemId, user: id, status: 'active' });
    expect(added).toMatchObject({ status: 201, body: { habit: { _id: itemId }, completionHistory: [] } });
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($2, $1, '2026-01-02'), ($2, $1, '2026-01-01')`, [added.body._id, id]);
    const populated = await client.rest<Array<{ completionHistory: unknown[] }>>('GET', `/api/user/populatehabits/${id}`);
    expect(populated.body[0].completionHistory).toEqual([{ date: '2026-01-01', completed: true }, { date: '2026-01-02', completed: true }]);
    expect((await client.rest('GET', `/api/user/getuserhabits/${id}`)).status).toBe(200);
    expect((await client.rest('POST', '/api/user/addhabit', { habit: itemId, user: id })).status).toBe(409);
    const [goalItem] = await itemIds(app, 'goal', 1);
    expect(await client.rest('POST', '/api/user/addhabit', { habit: goalItem, user: id })).toMatchObject({ status: 404, body: { message: 'Habit not found' } });
    expect((await client.rest('DELETE', `/api/user2habit/${added.body._id}`)).status).toBe(200);
    expect(await completions(added.body._id)).toBe(0);
  });

  it('populatehabits answers a window of the history with ?from, and refuses a malformed from', async () => {
    const { client, id } = await signedInUser(app);
    const [first, second] = await addedHabits(app, client, 2);
    await app.db.dataSource.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day, state) VALUES ($3, $1, '2025-12-30', 'done'), ($3, $1, '2026-01-03', 'done'), ($3, $1, '2026-01-04', 'skipped'), ($3, $2, '2025-11-01', 'done')`,
      [first, second, id]);
    const windowed = await client.rest<Array<{ _id: string; habit: { _id: string; text: string }; completionHistory: unknown[]; status: string }>>(
      'GET', `/api/user/populatehabits/${id}?from=2026-01-01`);
    expect(windowed.status).toBe(200);
    expect(windowed.body.map((link) => [link._id, link.completionHistory, link.status])).toEqual([
      [first, [{ date: '2026-01-03', completed: true }], 'active'],
      [second, [], 'active'],
    ]);
    expect(typeof windowed.body[0].habit.text).toBe('string');
    const whole = await client.rest<Array<{ completionHistory: unknown[] }>>('GET', `/api/user/getuserhabits/${id}`);
    expect(whole.body.map((link) => link.completionHistory.length)).toEqual([2, 1]);
    for (const from of ['2026-02-30', 'yesterday', '']) {
      expect(await client.rest('GET', `/api/user/populatehabits/${id}?from=${from}`))
        .toMatchObject({ status: 400, body: { message: 'from must be a date written as YYYY-MM-DD', code: 'BAD_USER_INPUT' } });
    }
    expect((await client.rest('GET', `/api/user/populatehabits/${id}?from=2026-01-01&from=2026-01-02`)).status).toBe(400);
  });

  it('holds a Free user to 5 habits', async () => {
    const { client, id } = await signedInUser(app);
    const ids = await itemIds(app, 'habit', 6);
    for (const itemId of ids.slice(0, 5)) expect((await client.rest('POST', '/api/user/addhabit', { habit: itemId, user: id })).status).toBe(201);
    const sixth = await client.rest('POST', '/api/user/addhabit', { habit: ids[5], user: id });
    expect(sixth).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT', message: expect.stringMatching(/5 habits.*Unlimited/) } });
    const gql = await client.gql(`mutation($itemId: ID!) { addHabit(itemId: $itemId) { id } }`, { itemId: ids[5] });
    expect(gql.errors?.[0].extensions?.code).toBe('PLAN_LIMIT');
  });
});

describe('habit completions by day', () => {
  it('marks done and undone per day, idempotently, and reorders', async () => {
    const { client, id } = await signedInUser(app);
    const [first, second] = await addedHabits(app, client, 2);
    const yesterday = addDays(today(), -1);
    const SET = `mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { id day done } }`;

    expect((await client.gql(SET, { id: first, day: today(), done: true })).data).toEqual({ setHabitDone: { id: `${first}:${today()}`, day: today(), done: true } });
    await client.gql(SET, { id: first, day: today(), done: true }); // the recheck's resend
    expect((await client.rest('POST', '/api/user2habit/handlehabit', { id: first, completed: true, workDay: today() })).status).toBe(200);
    await client.rest('POST', '/api/user2habit/handlehabit', { id: second, completed: true, workDay: yesterday });
    expect(await completions(first)).toBe(1);

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

  it('refuses a future day, another user\'s habit, and a reorder naming one (as a whole)', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const [theirs] = await addedHabits(app, b.client, 1);
    const [first, second] = await addedHabits(app, a.client, 2);
    expect(await a.client.rest('POST', '/api/user2habit/handlehabit', { id: first, completed: true, workDay: addDays(latestToday(), 1) }))
      .toMatchObject({ status: 400, body: { message: 'That day has not come yet where you are' } });
    expect((await a.client.rest('POST', '/api/user2habit/handlehabit', { id: theirs, completed: true, workDay: today() })).status).toBe(404);
    const REORDER = `mutation($ids: [ID!]!) { reorderHabits(ids: $ids) { id } }`;
    expect((await a.client.gql(REORDER, { ids: [second, first, theirs] })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await a.client.gql(REORDER, { ids: [first, first] })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await completions(first)).toBe(0);
    expect(await completions(theirs)).toBe(0);
    const listed = await a.client.gql<{ myHabits: Array<{ id: string }> }>(`{ myHabits { id } }`);
    expect(listed.data!.myHabits.map((habit) => habit.id)).toEqual([first, second]);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new Client(app.url);
    const SET = `mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`;
    expect((await visitor.gql(SET, { id: '00000000-0000-4000-8000-000000000000', day: today() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(`{ myHabits { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.rest('POST', '/api/user2habit/handlehabit', { id: 'x', completed: true, workDay: today() })).status).toBe(401);
    expect((await visitor.rest('PUT', '/api/user/updateHabitorder', { habits: [] })).status).toBe(401);
  });
});
