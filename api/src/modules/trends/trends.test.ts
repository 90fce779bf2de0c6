import { startTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/users';
import { addDays, latestToday } from '../../shared/dates';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const T = latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000));
const d = (offset: number) => addDays(T, offset);

const TRENDS = `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) {
  from to clamped windowDays
  days work habitsDone habitsHeld
  habits { habit { id } currentStreak longestStreak done possible rate }
  goalsByStatus { status count }
} }`;

type TrendsData = {
  trends: {
    from: string; to: string; clamped: boolean; windowDays: number | null;
    days: number; work: number[]; habitsDone: number[]; habitsHeld: number[];
    habits: Array<{ habit: { id: string }; currentStreak: number; longestStreak: number; done: number; possible: number; rate: number }>;
    goalsByStatus: Array<{ status: string; count: number }>;
  };
};

/**
 * A seeded history, relative to today (T):
 * habit A added T-12, done T-12..T-6 (7 days), missed T-5, done T-4..T (5 days);
 * habit B added T-2 (mid-range), done T-2 and T-1;
 * tasks: two completed T-1 (one of them then deleted), one completed T, one completed T-20,
 * one open task deleted; goals: two, one Complete.
 */
async function seededUser() {
  const user = await signedInUser(app);
  const q = (sql: string, params: unknown[]) => app.db.dataSource.query(sql, params);
  const items: Array<{ id: string }> = await q(`SELECT id FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 2`, []);
  const [a] = await q(`INSERT INTO user_habits (user_id, catalogue_item_id, position, created_at) VALUES ($1, $2, 0, $3::date + time '09:00') RETURNING id`, [user.id, items[0].id, d(-12)]);
  const [b] = await q(`INSERT INTO user_habits (user_id, catalogue_item_id, position, created_at) VALUES ($1, $2, 1, $3::date + time '09:00') RETURNING id`, [user.id, items[1].id, d(-2)]);
  for (const offset of [-12, -11, -10, -9, -8, -7, -6, -4, -3, -2, -1, 0]) {
    await user.client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: a.id, day: d(offset) });
  }
  for (const offset of [-2, -1]) {
    await user.client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: b.id, day: d(offset) });
  }
  const task = async (text: string, day?: string) => {
    const { body } = await user.client.rest<{ _id: string }>('POST', '/api/task/create', { text, user: user.id });
    if (day) await user.client.rest('PUT', `/api/task/${body._id}`, { complete: true, completedDate: day });
    return body._id;
  };
  await task('kept', d(-1));
  const deleted = await task('done then deleted', d(-1));
  await task('today', d(0));
  await task('long ago', d(-20));
  const open = await task('never done');
  expect((await user.client.rest('DELETE', `/api/task/${deleted}`)).status).toBe(200);
  expect((await user.client.rest('DELETE', `/api/task/${open}`)).status).toBe(200);
  const goals: Array<{ id: string }> = await q(`SELECT id FROM catalogue_items WHERE kind = 'goal' LIMIT 2`, []);
  for (const [i, goal] of goals.entries()) {
    const { body } = await user.client.rest<{ _id: string }>('POST', '/api/user/addgoal', { goal: goal.id, user: user.id });
    if (i === 0) await user.client.rest('PUT', `/api/user2goal/${body._id}`, { status: 'Complete' });
  }
  return { ...user, habitA: a.id as string, habitB: b.id as string };
}

describe('trends', () => {
  it('a Free user: the last 7 days only, said to be clamped, counted by hand', async () => {
    const { client, habitA, habitB } = await seededUser();
    const { data } = await client.gql<TrendsData>(TRENDS, { from: d(-29), to: T });
    const trends = data!.trends;
    expect(trends).toMatchObject({ from: d(-6), to: T, clamped: true, windowDays: 7 });
    // One entry per day, T-6 .. T.
    expect(trends.days).toBe(7);
    expect(trends.work).toEqual([0, 0, 0, 0, 0, 2, 1]);
    expect(trends.habitsDone).toEqual([1, 0, 1, 1, 2, 2, 1]);
    expect(trends.habitsHeld).toEqual([1, 1, 1, 1, 2, 2, 2]);
    const [a, b] = trends.habits;
    expect(a).toEqual({ habit: { id: habitA }, currentStreak: 5, longestStreak: 5, done: 6, possible: 7, rate: 0.857 });
    // The habit rules' adherence: today counts once done, so B (not done today) was due 2 days.
    expect(b).toEqual({ habit: { id: habitB }, currentStreak: 2, longestStreak: 2, done: 2, possible: 2, rate: 1 });
    expect(trends.goalsByStatus).toEqual([
      { status: 'NOT_STARTED', count: 1 }, { status: 'PROGRESSING', count: 0 }, { status: 'STUCK', count: 0 }, { status: 'COMPLETE', count: 1 },
    ]);
  });

  it('an Unlimited user: all history, the streak across the missed day, the old task', async () => {
    const { client, id, habitA } = await seededUser();
    await app.db.dataSource.query(`UPDATE users SET plan = 'unlimited', stripe_subscription_id = 'operator-grant' WHERE id = $1`, [id]);
    const { data } = await client.gql<TrendsData>(TRENDS, { to: T });
    const trends = data!.trends;
    expect(trends).toMatchObject({ from: d(-20), to: T, clamped: false, windowDays: null });
    expect(trends.days).toBe(21);
    expect(trends.work.flatMap((completed, i) => (completed ? [[d(-20 + i), completed]] : []))).toEqual([[d(-20), 1], [d(-1), 2], [d(0), 1]]);
    expect(trends.habits[0]).toEqual({ habit: { id: habitA }, currentStreak: 5, longestStreak: 7, done: 12, possible: 13, rate: 0.923 });
    const explicit = (await client.gql<TrendsData>(TRENDS, { from: d(-29), to: T })).data!.trends;
    expect(explicit).toMatchObject({ from: d(-29), clamped: false });
  });

  it('a streak ends when a day is missed and yesterday is not done', async () => {
    const { client, habitA } = await seededUser();
    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: false) { id } }`, { id: habitA, day: d(-1) });
    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: false) { id } }`, { id: habitA, day: d(0) });
    const a = (await client.gql<TrendsData>(TRENDS, { to: T })).data!.trends.habits[0];
    expect(a).toMatchObject({ currentStreak: 0, longestStreak: 3 });
  });

  it('the calendar of one habit, and refusals', async () => {
    const { client, habitB } = await seededUser();
    const calendar = await client.gql(`query($id: String!, $to: LocalDate!) { habitCalendar(habitId: $id, to: $to) { from to days } }`, { id: habitB, to: T });
    expect(calendar.data).toEqual({ habitCalendar: { from: d(-6), to: T, days: [d(-2), d(-1)] } });
    const other = await signedInUser(app);
    expect((await other.client.gql(`query($id: String!, $to: LocalDate!) { habitCalendar(habitId: $id, to: $to) { days } }`, { id: habitB, to: T })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await client.gql(TRENDS, { from: d(0), to: d(-3) })).errors?.[0].message).toBe('The range must start on or before its end');
    expect((await client.gql(TRENDS, { to: addDays(latestToday(), 1) })).errors?.[0].message).toBe('That day has not come yet where you are');
  });

  it('runs a constant number of statements', async () => {
    const { client } = await seededUser();
    const statements = await app.queries.during(() => client.gql(TRENDS, { from: d(-6), to: T }));
    expect(statements).toBeLessThanOrEqual(7);
  });
});
