import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, latestToday } from '../../shared/dates';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // today in UTC, safely not in the future
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { id day habits { id done habit { id item { text } } } tasks { id text complete completedDay position } } }`;
type DashboardData = { dashboard: { id: string; day: string; habits: Array<{ id: string; done: boolean; habit: { id: string } }>; tasks: Array<{ id: string; text: string; complete: boolean; completedDay: string | null }> } };

describe('dashboard(day)', () => {
  it('shows each habit done or to do that day, the open tasks, and the tasks completed that day', async () => {
    const { client } = await signedInUser(app);
    const [walk, read] = await addedHabits(app, client, 2);
    const yesterday = addDays(today(), -1);
    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: read, day: yesterday });
    const create = async (text: string) => (await client.gql<{ createTask: { id: string } }>(`mutation($text: String!) { createTask(text: $text) { id } }`, { text })).data!.createTask.id;
    const open = await create('Still to do');
    const doneYesterday = await create('Done yesterday');
    await client.gql(`mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { id } }`, { id: doneYesterday, day: yesterday });

    const onYesterday = (await client.gql<DashboardData>(DASHBOARD, { day: yesterday })).data!.dashboard;
    expect(onYesterday).toMatchObject({ id: yesterday, day: yesterday });
    expect(onYesterday.habits.map((h) => [h.id, h.habit.id, h.done])).toEqual([[`${walk}:${yesterday}`, walk, false], [`${read}:${yesterday}`, read, true]]);
    expect(onYesterday.tasks.map((t) => [t.id, t.complete])).toEqual([[open, false], [doneYesterday, true]]);

    const onToday = (await client.gql<DashboardData>(DASHBOARD, { day: today() })).data!.dashboard;
    expect(onToday.habits.map((h) => h.done)).toEqual([false, false]);
    expect(onToday.tasks.map((t) => t.id)).toEqual([open]);
  });

  it('refuses a future or malformed day', async () => {
    const { client } = await signedInUser(app);
    expect((await client.gql(DASHBOARD, { day: addDays(latestToday(), 1) })).errors?.[0]).toMatchObject({ message: 'That day has not come yet where you are', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await client.gql(DASHBOARD, { day: '22/11/2026' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new Client(app.url);
    expect((await visitor.gql(DASHBOARD, { day: today() })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('dashboard(day) has no N+1', () => {
  it('sends the same number of statements for 1 habit and task as for 30 habits with history and 40 tasks', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    await addedHabits(app, client, 1);
    await client.gql(`mutation { createTask(text: "one") { id } }`);
    const measure = () => app.queries.during(() => client.gql(DASHBOARD, { day: today() }));
    const small = await measure();

    await addedHabits(app, client, 30);
    await app.db.dataSource.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day)
       SELECT h.user_id, h.id, d::date FROM user_habits h, generate_series(now() - interval '200 days', now() - interval '1 day', interval '1 day') d
        WHERE h.user_id = $1 ON CONFLICT DO NOTHING`, [id]);
    await app.db.dataSource.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT $1, 'task ' || i, i, i % 2 = 0, CASE WHEN i % 2 = 0 THEN current_date - 1 END FROM generate_series(1, 40) i`, [id]);
    const large = await measure();
    expect(large).toBe(small);
    expect(large).toBe(4);
  });
});

describe('dashboard(day) with schedules, amounts, skips and vacations has no N+1', () => {
  it('sends the same number of statements (4: the session with its user, the rate-limit count, then the habits and the tasks) for 1 plain habit as for 30 mixed habits with a year of history and 20 vacations', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    await addedHabits(app, client, 1);
    const measure = () => app.queries.during(() => client.gql(`query($day: LocalDate!) { dashboard(day: $day) { habits { id done status value period { done quota } } tasks { id } } }`, { day: today() }));
    const small = await measure();

    await addedHabits(app, client, 29);
    const db = app.db.dataSource;
    // A third weekly quotas, a third Mon/Wed/Fri, a third measured; a year of amounts and skips; vacations every other fortnight.
    await db.query(
      `UPDATE user_habits SET schedule_kind = 'per_period', freq_num = 3, freq_den = 7 WHERE user_id = $1 AND position % 3 = 0`, [id]);
    await db.query(
      `UPDATE user_habits SET schedule_kind = 'weekdays', weekdays = '{1,3,5}' WHERE user_id = $1 AND position % 3 = 1`, [id]);
    await db.query(
      `UPDATE user_habits SET unit = 'glasses', target_milli = 8000, direction = 'AT_LEAST' WHERE user_id = $1 AND position % 3 = 2`, [id]);
    await db.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day, state, value_milli)
       SELECT h.user_id, h.id, d::date, CASE WHEN extract(doy FROM d) % 7 = 0 THEN 'skipped' WHEN h.unit IS NOT NULL AND extract(doy FROM d) % 2 = 0 THEN 'unmet' ELSE 'done' END,
              CASE WHEN h.unit IS NULL OR extract(doy FROM d) % 7 = 0 THEN NULL WHEN extract(doy FROM d) % 2 = 0 THEN 3000 ELSE 9000 END
         FROM user_habits h, generate_series(now() - interval '365 days', now() - interval '1 day', interval '1 day') d
        WHERE h.user_id = $1 ON CONFLICT DO NOTHING`, [id]);
    await db.query(
      `INSERT INTO vacations (user_id, start_day, end_day)
       SELECT $1, current_date - 28 * i, current_date - 28 * i + 6 FROM generate_series(1, 20) i`, [id]);
    const large = await measure();
    expect(large).toBe(small);
    expect(large).toBe(4);
    const { data } = await client.gql<{ dashboard: { habits: Array<{ status: string }> } }>(
      `query($day: LocalDate!) { dashboard(day: $day) { habits { status } } }`, { day: addDays(today(), -28) });
    expect(data!.dashboard.habits).toHaveLength(30);
    expect(data!.dashboard.habits.every((habit) => habit.status === 'VACATION')).toBe(true);
  });
});
