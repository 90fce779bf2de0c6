// Issue 14 through the API: schedules, quantities, skips, vacations, streaks and the user's
// clock, through GraphQL and REST against Postgres.
import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, userDay, weekStart } from '../../shared/time/days';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

/** Today for a user on the default clock (UTC, day starting at midnight). */
const today = () => userDay(new Date(), 'UTC');

const DAY_FIELDS = 'id day done status value period { start end done quota } habit { id }';
type Day = { id: string; day: string; done: boolean; status: string; value: string | null; period: { start: string; end: string; done: number; quota: number } | null };
const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) {
  id skipBudget schedule { kind weekdays times days summary } target { unit amount direction } } }`;
const SET_VALUE = `mutation($id: ID!, $day: LocalDate!, $value: String) { setHabitValue(id: $id, day: $day, value: $value) { ${DAY_FIELDS} } }`;
const SET_DONE = `mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { ${DAY_FIELDS} } }`;
const SET_SKIPPED = `mutation($id: ID!, $day: LocalDate!, $skipped: Boolean!) { setHabitSkipped(id: $id, day: $day, skipped: $skipped) { ${DAY_FIELDS} } }`;
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { habits { ${DAY_FIELDS} } } }`;
const STATS = `{ myHabits { id stats { currentStreak bestStreak score freezesSpent streakFreezes } } }`;
type Stats = { currentStreak: number; bestStreak: number; score: number; freezesSpent: string[]; streakFreezes: string[] };

async function habitOf(client: Client): Promise<string> {
  return (await addedHabits(app, client, 1))[0];
}
const rows = (habitId: string): Promise<Array<{ day: string; state: string; value_milli: string | null }>> =>
  app.db.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, state, value_milli FROM habit_completions WHERE user_habit_id = $1 ORDER BY day`, [habitId]);
const habitRow = async (habitId: string) =>
  (await app.db.dataSource.query(`SELECT schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget FROM user_habits WHERE id = $1`, [habitId]))[0];
async function dayOf(client: Client, habitId: string, day: string): Promise<Day> {
  const { data } = await client.gql<{ dashboard: { habits: Array<Day & { habit: { id: string } }> } }>(DASHBOARD, { day });
  return data!.dashboard.habits.find((h) => h.habit.id === habitId)!;
}
const statsOf = async (client: Client, habitId: string): Promise<Stats> =>
  (await client.gql<{ myHabits: Array<{ id: string; stats: Stats }> }>(STATS)).data!.myHabits.find((h) => h.id === habitId)!.stats;

describe('a catalogue habit', () => {
  it('starts daily, yes/no, with no skip budget', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const { data } = await client.gql<{ myHabits: Array<Record<string, unknown>> }>(`{ myHabits { schedule { kind weekdays times days summary } target { unit } skipBudget } }`);
    expect(data!.myHabits[0]).toEqual({ schedule: { kind: 'DAILY', weekdays: [], times: null, days: null, summary: 'Every day' }, target: null, skipBudget: 0 });
    expect(await dayOf(client, id, today())).toMatchObject({ status: 'TO_DO', done: false, value: null, period: null });
  });
});

describe('a measured habit', () => {
  it('at least 8 glasses: done once the amount meets the target; amounts stored exactly; null clears', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const set = await client.gql<{ updateHabitSettings: Record<string, unknown> }>(SETTINGS, { id, input: { target: { unit: 'glasses', amount: '8', direction: 'AT_LEAST' } } });
    expect(set.data!.updateHabitSettings).toMatchObject({ target: { unit: 'glasses', amount: '8', direction: 'AT_LEAST' } });
    const day = addDays(today(), -1);
    const short = (await client.gql<{ setHabitValue: Day }>(SET_VALUE, { id, day, value: '5.5' })).data!.setHabitValue;
    expect(short).toMatchObject({ id: `${id}:${day}`, day, status: 'TO_DO', done: false, value: '5.5' });
    const met = (await client.gql<{ setHabitValue: Day }>(SET_VALUE, { id, day, value: '8.125' })).data!.setHabitValue;
    expect(met).toMatchObject({ status: 'DONE', done: true, value: '8.125' });
    expect(await rows(id)).toEqual([{ day, state: 'done', value_milli: '8125' }]);
    expect(await dayOf(client, id, day)).toMatchObject({ status: 'DONE', value: '8.125' });
    const cleared = (await client.gql<{ setHabitValue: Day }>(SET_VALUE, { id, day, value: null })).data!.setHabitValue;
    expect(cleared).toMatchObject({ status: 'TO_DO', value: null });
    expect(await rows(id)).toEqual([]);
    // setHabitDone on a measured habit records the target amount.
    const done = (await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day, done: true })).data!.setHabitDone;
    expect(done).toMatchObject({ status: 'DONE', value: '8' });
  });

  it('at most 2 coffees: over the limit is not done; a new target re-judges stored days', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    await client.gql(SETTINGS, { id, input: { target: { unit: 'coffees', amount: '2', direction: 'AT_MOST' } } });
    const [d1, d2] = [addDays(today(), -2), addDays(today(), -1)];
    expect((await client.gql<{ setHabitValue: Day }>(SET_VALUE, { id, day: d1, value: '3' })).data!.setHabitValue).toMatchObject({ status: 'TO_DO', value: '3' });
    expect((await client.gql<{ setHabitValue: Day }>(SET_VALUE, { id, day: d2, value: '0' })).data!.setHabitValue).toMatchObject({ status: 'DONE', value: '0' });
    expect((await rows(id)).map((r) => r.state)).toEqual(['unmet', 'done']);
    await client.gql(SETTINGS, { id, input: { target: { unit: 'coffees', amount: '3', direction: 'AT_MOST' } } });
    expect((await rows(id)).map((r) => r.state)).toEqual(['done', 'done']);
    await client.gql(SETTINGS, { id, input: { target: { unit: 'cups', amount: '1', direction: 'AT_LEAST' } } });
    expect((await rows(id)).map((r) => r.state)).toEqual(['done', 'unmet']);
    // Back to yes/no: any amount entered counts as done, and the amounts stay.
    const cleared = await client.gql<{ updateHabitSettings: { target: null } }>(SETTINGS, { id, input: { clearTarget: true } });
    expect(cleared.data!.updateHabitSettings.target).toBeNull();
    expect(await rows(id)).toEqual([{ day: d1, state: 'done', value_milli: '3000' }, { day: d2, state: 'done', value_milli: '0' }]);
  });

  it('a yes/no habit given a target keeps its done days (they record the target amount)', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const day = addDays(today(), -1);
    await client.gql(SET_DONE, { id, day, done: true });
    await client.gql(SETTINGS, { id, input: { target: { unit: 'pages', amount: '10', direction: 'AT_LEAST' } } });
    expect(await rows(id)).toEqual([{ day, state: 'done', value_milli: '10000' }]);
    expect(await dayOf(client, id, day)).toMatchObject({ status: 'DONE', value: '10' });
  });
});

describe('a 3-times-a-week habit', () => {
  it('is to do until the week\'s quota is met, then done for the period', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const set = await client.gql<{ updateHabitSettings: { schedule: Record<string, unknown> } }>(SETTINGS, { id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    expect(set.data!.updateHabitSettings.schedule).toEqual({ kind: 'PER_PERIOD', weekdays: [], times: 3, days: 7, summary: '3 times a week' });
    const monday = addDays(weekStart(today()), -7); // last week: every day of it is past
    const day = (n: number) => addDays(monday, n);
    await client.gql(SET_DONE, { id, day: day(0), done: true });
    const second = (await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day: day(1), done: true })).data!.setHabitDone;
    expect(second).toMatchObject({ status: 'DONE', period: { start: day(0), end: day(6), done: 2, quota: 3 } });
    expect(await dayOf(client, id, day(2))).toMatchObject({ status: 'TO_DO', done: false, period: { done: 2, quota: 3 } });
    await client.gql(SET_DONE, { id, day: day(3), done: true });
    expect(await dayOf(client, id, day(4))).toMatchObject({ status: 'PERIOD_DONE', done: true, period: { done: 3, quota: 3 } });
    expect(await dayOf(client, id, day(2))).toMatchObject({ status: 'PERIOD_DONE', done: true });
    expect(await dayOf(client, id, day(3))).toMatchObject({ status: 'DONE' });
  });

  it('a Mon/Wed/Fri habit is not due on a Tuesday', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const set = await client.gql<{ updateHabitSettings: { schedule: { summary: string } } }>(SETTINGS, { id, input: { schedule: { kind: 'WEEKDAYS', weekdays: [5, 1, 3] } } });
    expect(set.data!.updateHabitSettings.schedule).toMatchObject({ kind: 'WEEKDAYS', weekdays: [1, 3, 5], summary: 'Mon, Wed, Fri' });
    const monday = addDays(weekStart(today()), -7);
    expect(await dayOf(client, id, monday)).toMatchObject({ status: 'TO_DO' });
    expect(await dayOf(client, id, addDays(monday, 1))).toMatchObject({ status: 'NOT_DUE', done: false });
  });
});

describe('skips and vacations', () => {
  it('a skipped day is skipped; done on it makes it done; the skip can be taken back', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const day = addDays(today(), -1);
    expect((await client.gql<{ setHabitSkipped: Day }>(SET_SKIPPED, { id, day, skipped: true })).data!.setHabitSkipped)
      .toMatchObject({ id: `${id}:${day}`, status: 'SKIPPED', done: false });
    expect(await rows(id)).toEqual([{ day, state: 'skipped', value_milli: null }]);
    // setHabitDone(false) leaves a skip alone.
    expect((await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day, done: false })).data!.setHabitDone).toMatchObject({ status: 'SKIPPED' });
    expect((await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day, done: true })).data!.setHabitDone).toMatchObject({ status: 'DONE' });
    await client.gql(SET_SKIPPED, { id, day, skipped: true });
    expect((await client.gql<{ setHabitSkipped: Day }>(SET_SKIPPED, { id, day, skipped: false })).data!.setHabitSkipped).toMatchObject({ status: 'TO_DO' });
    expect(await rows(id)).toEqual([]);
  });

  it('a vacation: nothing due inside it, streaks pass through intact, listed and removed', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const d = (n: number) => addDays(today(), n);
    for (const n of [-6, -5, -2, -1]) await client.gql(SET_DONE, { id, day: d(n), done: true });
    expect((await statsOf(client, id)).currentStreak).toBe(2);
    const added = await client.gql<{ addVacation: { id: string; start: string; end: string } }>(
      `mutation($start: LocalDate!, $end: LocalDate!) { addVacation(start: $start, end: $end) { id start end } }`, { start: d(-4), end: d(-3) });
    const vacation = added.data!.addVacation;
    expect(vacation).toMatchObject({ start: d(-4), end: d(-3) });
    expect(await dayOf(client, id, d(-3))).toMatchObject({ status: 'VACATION', done: false });
    expect(await statsOf(client, id)).toMatchObject({ currentStreak: 4, bestStreak: 4 });
    const skip = await client.gql(SET_SKIPPED, { id, day: d(-3), skipped: true });
    expect(skip.errors?.[0]).toMatchObject({ message: "You're on vacation that day, so there is nothing to skip.", extensions: { code: 'BAD_USER_INPUT' } });
    expect((await client.gql<{ vacations: unknown[] }>(`{ vacations { id start end } }`)).data!.vacations).toEqual([vacation]);

    const other = await signedInUser(app);
    expect((await other.client.gql(`mutation($id: ID!) { removeVacation(id: $id) }`, { id: vacation.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.rest('DELETE', `/api/vacations/${vacation.id}`)).status).toBe(404);
    expect((await other.client.gql<{ vacations: unknown[] }>(`{ vacations { id } }`)).data!.vacations).toEqual([]);
    expect((await client.gql(`mutation($id: ID!) { removeVacation(id: $id) }`, { id: vacation.id })).data).toEqual({ removeVacation: vacation.id });
    expect((await statsOf(client, id)).currentStreak).toBe(2);
  });
});

describe('streaks and stats', () => {
  it('current and best streak, score, and a freeze spent from the skip budget', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const d = (n: number) => addDays(today(), n);
    // Mid-month days so the freeze's month is the one the budget covers (any month works).
    for (const n of [-9, -8, -7, -5, -4]) await client.gql(SET_DONE, { id, day: d(n), done: true });
    const plain = await statsOf(client, id);
    expect(plain).toMatchObject({ currentStreak: 0, bestStreak: 3, freezesSpent: [] });
    expect(plain.score).toBeGreaterThan(0);
    expect(plain.score).toBeLessThan(1);
    await client.gql(SET_DONE, { id, day: d(-3), done: true });
    await client.gql(SET_DONE, { id, day: d(-2), done: true });
    await client.gql(SET_DONE, { id, day: d(-1), done: true });
    expect(await statsOf(client, id)).toMatchObject({ currentStreak: 5, bestStreak: 5 });
    // A budget of 1 a month forgives d(-6): the run becomes 3 + 5 done days.
    const budget = await client.gql<{ updateHabitSettings: { skipBudget: number } }>(SETTINGS, { id, input: { skipBudget: 1 } });
    expect(budget.data!.updateHabitSettings.skipBudget).toBe(1);
    const frozen = await statsOf(client, id);
    expect(frozen).toMatchObject({ currentStreak: 8, bestStreak: 8, freezesSpent: [d(-6)], streakFreezes: [d(-6)] });
    // The score counts the frozen day as missed, as the rules say: the same as without a budget.
    await client.gql(SETTINGS, { id, input: { skipBudget: 0 } });
    expect((await statsOf(client, id)).score).toBeCloseTo(frozen.score, 9);
  });

  it('stats of many habits cost one statement', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    await addedHabits(app, client, 1);
    const one = await app.queries.during(() => client.gql(STATS));
    const ids = await addedHabits(app, client, 8);
    await client.gql(SETTINGS, { id: ids[0], input: { schedule: { kind: 'PER_PERIOD', times: 2, days: 3 } } });
    await client.gql(SET_SKIPPED, { id: ids[1], day: addDays(today(), -1), skipped: true });
    const many = await app.queries.during(() => client.gql(STATS));
    expect(many).toBe(one);
  });
});

describe("the user's clock", () => {
  it('setClock: today follows the zone; a day that is today in Tokyo may be future in Los Angeles; history stays', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const clock = await client.gql<{ setClock: { timeZone: string; dayStartHour: number; today: string } }>(
      `mutation { setClock(timeZone: "asia/tokyo", dayStartHour: 3) { timeZone dayStartHour today } }`);
    expect(clock.data!.setClock).toEqual({ timeZone: 'Asia/Tokyo', dayStartHour: 3, today: userDay(new Date(), 'Asia/Tokyo', 3) });
    const tokyoToday = userDay(new Date(), 'Asia/Tokyo', 0);
    await client.gql(`mutation { setClock(timeZone: "Asia/Tokyo", dayStartHour: 0) { today } }`);
    expect((await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day: tokyoToday, done: true })).data!.setHabitDone).toMatchObject({ status: 'DONE' });

    await client.gql(`mutation { setClock(timeZone: "America/Los_Angeles", dayStartHour: 0) { today } }`);
    const laToday = userDay(new Date(), 'America/Los_Angeles', 0);
    const answer = await client.gql(DASHBOARD, { day: tokyoToday });
    if (tokyoToday > laToday) expect(answer.errors?.[0]).toMatchObject({ message: 'That day has not come yet where you are', extensions: { code: 'BAD_USER_INPUT' } });
    else expect(answer.errors).toBeUndefined();
    // The completion keeps the Tokyo day it was made on.
    expect(await rows(id)).toEqual([{ day: tokyoToday, state: 'done', value_milli: null }]);

    // Kiritimati (UTC+14) is always a day ahead of Pago Pago (UTC-11).
    await client.gql(`mutation { setClock(timeZone: "Pacific/Pago_Pago", dayStartHour: 0) { today } }`);
    const ahead = userDay(new Date(), 'Pacific/Kiritimati');
    expect(ahead > userDay(new Date(), 'Pacific/Pago_Pago')).toBe(true);
    expect((await client.gql(SET_DONE, { id, day: ahead, done: true })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows(id)).toHaveLength(1);
  });

  it('register with a time zone, and a refused unknown one', async () => {
    const client = new Client(app.url);
    const email = `${Date.now()}-clock@example.com`;
    const body = { focusAreas: ['Health'], challenges: ['No Time'], username: 'Kai', email, password: 'correct horse', goalsLevel: 'free' };
    const bad = await client.rest('POST', '/api/auth/register', { ...body, timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.stringContaining("We don't recognise the time zone") });
    expect((await client.rest('POST', '/api/auth/register', { ...body, timeZone: 'Europe/Berlin' })).status).toBe(201);
    const [{ time_zone }] = await app.db.dataSource.query(`SELECT time_zone FROM users WHERE email = $1`, [email]);
    expect(time_zone).toBe('Europe/Berlin');
    const gqlEmail = `${Date.now()}-clock-gql@example.com`;
    const registered = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) }`, { input: { ...body, email: gqlEmail, timeZone: 'Asia/Tokyo' } });
    expect(registered.errors).toBeUndefined();
    expect((await app.db.dataSource.query(`SELECT time_zone FROM users WHERE email = $1`, [gqlEmail]))[0].time_zone).toBe('Asia/Tokyo');
  });
});

describe('bad input: a clear BAD_USER_INPUT that changes nothing', () => {
  it('settings, values, skips, vacations, clock and days', async () => {
    const { client, id: userId } = await signedInUser(app);
    const id = await habitOf(client);
    await client.gql(SETTINGS, { id, input: { schedule: { kind: 'WEEKDAYS', weekdays: [1] } } });
    const before = await habitRow(id);
    const monday = addDays(weekStart(today()), -7);
    await client.gql(`mutation($start: LocalDate!, $end: LocalDate!) { addVacation(start: $start, end: $end) { id } }`, { start: addDays(monday, -20), end: addDays(monday, -15) });
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      [SETTINGS, { id, input: { schedule: { kind: 'PER_PERIOD', times: 8, days: 7 } } }, '8 times in a week is more than once a day; choose at most 7.'],
      [SETTINGS, { id, input: { schedule: { kind: 'PER_PERIOD', times: 0, days: 7 } } }, 'Plan to do this habit at least once in a week.'],
      [SETTINGS, { id, input: { target: { unit: '', amount: '3', direction: 'AT_LEAST' } } }, 'A target needs a unit, such as glasses, minutes or pages.'],
      [SETTINGS, { id, input: { target: { unit: 'km', amount: '-2', direction: 'AT_LEAST' } } }, "An amount can't be negative."],
      [SETTINGS, { id, input: { skipBudget: 40 } }, 'The skip budget is a whole number of days a month, from 0 to 31.'],
      [SET_VALUE, { id, day: monday, value: '-1' }, "An amount can't be negative."],
      [SET_VALUE, { id, day: monday, value: 'lots' }, 'Enter the amount as a number, such as 2 or 2.5.'],
      [SET_SKIPPED, { id, day: addDays(monday, 1), skipped: true }, "This habit isn't due that day, so there is nothing to skip."],
      [SET_DONE, { id, day: addDays(today(), 2), done: true }, 'That day has not come yet where you are'],
      [`mutation($start: LocalDate!, $end: LocalDate!) { addVacation(start: $start, end: $end) { id } }`, { start: monday, end: addDays(monday, -1) }, "A vacation can't end before it starts."],
      [`mutation($start: LocalDate!, $end: LocalDate!) { addVacation(start: $start, end: $end) { id } }`, { start: addDays(monday, -16), end: addDays(monday, -10) }, `That vacation overlaps the one from ${addDays(monday, -20)} to ${addDays(monday, -15)}.`],
      [`mutation { setClock(timeZone: "Nowhere/Special", dayStartHour: 0) { id } }`, {}, `We don't recognise the time zone "Nowhere/Special". Choose a place such as Europe/Berlin or America/New_York.`],
      [`mutation { setClock(timeZone: "+02:00", dayStartHour: 0) { id } }`, {}, `We don't recognise the time zone "+02:00". Choose a place such as Europe/Berlin or America/New_York.`],
      [`mutation { setClock(timeZone: "Europe/Berlin", dayStartHour: 9) { id } }`, {}, 'Your day can start at any hour from midnight to 5 a.m. (0 to 5).'],
    ];
    for (const [query, variables, message] of refusals) {
      const answer = await client.gql(query, variables);
      expect([answer.errors?.[0].message, answer.errors?.[0].extensions?.code]).toEqual([message, 'BAD_USER_INPUT']);
    }
    expect(await habitRow(id)).toEqual(before);
    expect(await rows(id)).toEqual([]);
    expect(await app.db.dataSource.query(`SELECT count(*)::int AS n FROM vacations WHERE user_id = $1`, [userId])).toEqual([{ n: 1 }]);
    expect(await app.db.dataSource.query(`SELECT time_zone, day_start_hour FROM users WHERE id = $1`, [userId])).toEqual([{ time_zone: 'UTC', day_start_hour: 0 }]);
  });
});

describe('the REST calls', () => {
  it('handlehabit keeps working as before for a yes/no daily habit', async () => {
    const { client, id: userId } = await signedInUser(app);
    const id = await habitOf(client);
    const day = addDays(today(), -1);
    expect(await client.rest('POST', '/api/user2habit/handlehabit', { id, workDay: day, completed: true })).toMatchObject({ status: 200, body: { _id: id, workDay: day, completed: true } });
    const populated = await client.rest<Array<{ completionHistory: unknown[] }>>('GET', `/api/user/populatehabits/${userId}`);
    expect(populated.body[0].completionHistory).toEqual([{ date: day, completed: true }]);
    expect(await client.rest('POST', '/api/user2habit/handlehabit', { id, workDay: day, completed: false })).toMatchObject({ status: 200, body: { completed: false } });
    expect(await rows(id)).toEqual([]);
  });

  it('settings, handlevalue, handleskip, vacations and the clock', async () => {
    const { client } = await signedInUser(app);
    const id = await habitOf(client);
    const settings = await client.rest('PUT', `/api/user2habit/${id}/settings`, { kind: 'per_period', times: 2, days: 3, unit: 'km', amount: '2.5', direction: 'AT_LEAST', skipBudget: 2 });
    expect(settings).toMatchObject({ status: 200, body: { _id: id, schedule: { kind: 'PER_PERIOD', times: 2, days: 3, summary: '2 times in 3 days' }, target: { unit: 'km', amount: '2.5', direction: 'AT_LEAST' }, skipBudget: 2 } });
    const day = addDays(today(), -1);
    const value = await client.rest('POST', '/api/user2habit/handlevalue', { id, workDay: day, value: '3' });
    expect(value).toMatchObject({ status: 200, body: { _id: id, workDay: day, completed: true, status: 'DONE', value: '3' } });
    expect((await client.rest('POST', '/api/user2habit/handlevalue', { id, workDay: day, value: 'far' })).status).toBe(400);
    const skip = await client.rest('POST', '/api/user2habit/handleskip', { id, workDay: day, skipped: true });
    expect(skip).toMatchObject({ status: 200, body: { status: 'SKIPPED', value: null } });
    expect((await client.rest('PUT', `/api/user2habit/${id}/settings`, { kind: 'PER_PERIOD', times: 8, days: 7 }))).toMatchObject({ status: 400, body: { message: '8 times in a week is more than once a day; choose at most 7.' } });

    const added = await client.rest<{ _id: string }>('POST', '/api/vacations', { start: addDays(today(), 10), end: addDays(today(), 20) });
    expect(added).toMatchObject({ status: 201, body: { start: addDays(today(), 10), end: addDays(today(), 20) } });
    expect((await client.rest('POST', '/api/vacations', { start: addDays(today(), 15), end: addDays(today(), 25) })).status).toBe(400);
    expect((await client.rest('GET', '/api/vacations')).body).toEqual([added.body]);
    expect(await client.rest('DELETE', `/api/vacations/${added.body._id}`)).toMatchObject({ status: 200, body: { _id: added.body._id } });

    expect(await client.rest('PUT', '/api/user/clock', { timeZone: 'Europe/Berlin', dayStartHour: 4 })).toMatchObject({ status: 200, body: { timeZone: 'Europe/Berlin', dayStartHour: 4, today: userDay(new Date(), 'Europe/Berlin', 4) } });
    expect(await client.rest('PUT', '/api/user/clock', { timeZone: 'Europe/Berlin', dayStartHour: 9 })).toMatchObject({ status: 400, body: { message: 'Your day can start at any hour from midnight to 5 a.m. (0 to 5).' } });
  });

  it("another user's habit is not found; a visitor must sign in", async () => {
    const owner = await signedInUser(app);
    const id = await habitOf(owner.client);
    const other = await signedInUser(app);
    const day = addDays(today(), -1);
    for (const [method, path, body] of [
      ['PUT', `/api/user2habit/${id}/settings`, { skipBudget: 1 }],
      ['POST', '/api/user2habit/handlevalue', { id, workDay: day, value: '1' }],
      ['POST', '/api/user2habit/handleskip', { id, workDay: day, skipped: true }],
    ] as const) {
      expect((await other.client.rest(method, path, body)).status).toBe(404);
      expect((await new Client(app.url).rest(method, path, body)).status).toBe(401);
    }
    for (const query of [SETTINGS, SET_VALUE, SET_SKIPPED]) {
      const variables = { id, day, value: '1', skipped: true, input: { skipBudget: 1 } };
      expect((await other.client.gql(query, variables)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await new Client(app.url).gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await new Client(app.url).rest('GET', '/api/vacations')).status).toBe(401);
    expect((await new Client(app.url).rest('PUT', '/api/user/clock', { timeZone: 'UTC', dayStartHour: 0 })).status).toBe(401);
    expect((await new Client(app.url).gql(`{ vacations { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rows(id)).toEqual([]);
    expect((await habitRow(id)).skip_budget).toBe(0);
  });
});
