// Issue 25, "One truth about a habit": each numbered case through the API (GraphQL and REST)
// against Postgres. Each case failed before its fix.
import { startTestApp, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { checkAnswer } from '../../../test/openapi';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { loopCsvZip } from '../../../test/fixtures/portability';
import fc from 'fast-check';
import { userDaySql } from './read-model';
import { addDays, userDay, userDayStart, weekStart } from '../../shared/time/days';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => userDay(new Date(), 'UTC');
const DAY_FIELDS = 'id day done status value period { start end done quota countedFrom } habit { id }';
const SET_DONE = `mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { ${DAY_FIELDS} } }`;
const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { habits { ${DAY_FIELDS} } } }`;

const completions = async (habitId: string): Promise<string[]> =>
  (await app.db.dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = $1 ORDER BY day`, [habitId]))
    .map((row: { day: string }) => row.day);

async function upload(client: Client, bytes: Uint8Array, query = '') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'Loop Habits CSV.zip');
  const response = await fetch(`${app.url}/api/import${query}`, { method: 'POST', body: form, headers: { origin: new URL(app.url).origin, cookie: client.cookie } });
  const body = await response.json() as { message?: string; code?: string };
  checkAnswer('POST', '/api/import', response.status, body);
  return { status: response.status, body };
}

describe('case 2: one allowed range of days', () => {
  it('refuses a day before 1900-01-01 with BAD_USER_INPUT over GraphQL and REST, and writes nothing', async () => {
    const { client, id: userId } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1);
    for (const day of ['0001-01-01', '1899-12-31']) {
      const answer = await client.gql(SET_DONE, { id, day, done: true });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringContaining('1900-01-01') });
    }
    const rest = await client.rest('POST', '/api/user2habit/handlehabit', { id, completed: true, workDay: '0001-01-02' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message: expect.stringContaining('1900-01-01') });
    for (const mutation of [
      `mutation($id: ID!) { setHabitValue(id: $id, day: "0500-06-01", value: "1") { id } }`,
      `mutation($id: ID!) { setHabitSkipped(id: $id, day: "0500-06-01", skipped: true) { id } }`,
    ]) expect((await client.gql(mutation, { id })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await completions(id)).toEqual([]);
    expect((await client.rest<unknown[]>('GET', `/api/user/populatehabits/${userId}`)).body).toEqual([
      expect.objectContaining({ completionHistory: [] }),
    ]);
    // The first day of the range is a day like any other.
    expect((await client.gql<{ setHabitDone: { status: string } }>(SET_DONE, { id, day: '1900-01-01', done: true })).data!.setHabitDone.status).toBe('DONE');
    expect(await completions(id)).toEqual(['1900-01-01']);
  });

  it('answers the dashboard, motivation and trends of a far-past day with BAD_USER_INPUT, not a 500', async () => {
    const { client } = await signedInUser(app);
    await addedHabits(app, client, 1);
    for (const [query, variables] of [
      [DASHBOARD, { day: '0001-01-01' }],
      [`query($day: LocalDate!) { motivation(day: $day) { message } }`, { day: '0002-03-04' }],
      [`{ trends(from: "0001-01-01", to: "0001-01-07") { habitsHeld } }`, {}],
    ] as const) {
      const answer = await client.gql(query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await client.gql(DASHBOARD, { day: '1900-01-01' })).errors).toBeUndefined();
    expect((await client.gql(DASHBOARD, { day: addDays(today(), 2) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses vacations and an import with days before the range', async () => {
    const { client, id: userId } = await signedInUser(app);
    const vacation = await client.gql(`mutation { addVacation(start: "1850-01-01", end: "1850-01-02") { id } }`);
    expect(vacation.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const zip = loopCsvZip([{ name: 'Read', num: 1, den: 1, entries: [{ day: '1899-12-31', value: 'YES_MANUAL' }, { day: '2024-01-02', value: 'YES_MANUAL' }] }]);
    for (const query of ['?dryRun=1', '']) {
      const answer = await upload(client, zip, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('1899-12-31') });
    }
    expect(await app.db.dataSource.query(`SELECT id FROM user_habits WHERE user_id = $1`, [userId])).toEqual([]);
  });
});

describe('case 10: a milestone after the goal\'s target date', () => {
  const GOAL = 'id targetDate milestones { id text dueOn }';
  const ADD = `mutation($goalId: ID!, $milestones: [MilestoneInput!]!, $targetDate: LocalDate) { addGoalMilestones(goalId: $goalId, milestones: $milestones, targetDate: $targetDate) { ${GOAL} } }`;
  const UPDATE = `mutation($id: ID!, $dueOn: LocalDate, $targetDate: LocalDate) { updateGoalMilestone(id: $id, dueOn: $dueOn, targetDate: $targetDate) { ${GOAL} } }`;
  type Goal = { id: string; targetDate: string | null; milestones: Array<{ id: string; text: string; dueOn: string | null }> };

  async function goalWithTarget(client: Client): Promise<string> {
    const [item] = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'goal' ORDER BY text LIMIT 1`);
    const goalId = (await client.gql<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: item.id })).data!.addGoal.id;
    await client.gql(`mutation($id: ID!) { setGoalTargetDate(id: $id, targetDate: "2027-01-25") { id } }`, { id: goalId });
    return goalId;
  }
  const milestones = async (goalId: string) =>
    (await app.db.dataSource.query(`SELECT text, to_char(due_on, 'YYYY-MM-DD') AS due FROM goal_milestones WHERE user_goal_id = $1 ORDER BY position`, [goalId])) as Array<{ text: string; due: string | null }>;

  it('addGoalMilestones refuses it naming both dates and adds nothing, unless the same call moves the target', async () => {
    const { client } = await signedInUser(app);
    const goalId = await goalWithTarget(client);
    const refused = await client.gql(ADD, { goalId, milestones: [{ text: 'Plan', dueOn: '2027-01-10' }, { text: 'Late', dueOn: '2027-01-26' }] });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/2027-01-26.*2027-01-25/) });
    expect(await milestones(goalId)).toEqual([]);
    const onTheDay = await client.gql<{ addGoalMilestones: Goal }>(ADD, { goalId, milestones: [{ text: 'On the day', dueOn: '2027-01-25' }] });
    expect(onTheDay.errors).toBeUndefined();
    const moved = await client.gql<{ addGoalMilestones: Goal }>(ADD, { goalId, milestones: [{ text: 'Late', dueOn: '2027-01-26' }], targetDate: '2027-02-01' });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.addGoalMilestones).toMatchObject({ targetDate: '2027-02-01' });
    expect(await milestones(goalId)).toEqual([{ text: 'On the day', due: '2027-01-25' }, { text: 'Late', due: '2027-01-26' }]);
    // A target moved before the milestones of the same call is refused, and nothing changes.
    const earlier = await client.gql(ADD, { goalId, milestones: [{ text: 'Later', dueOn: '2027-01-30' }], targetDate: '2027-01-29' });
    expect(earlier.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/2027-01-30.*2027-01-29/) });
    expect((await milestones(goalId)).length).toBe(2);
  });

  it('updateGoalMilestone refuses a date after the target, unless the same call moves the target', async () => {
    const { client } = await signedInUser(app);
    const goalId = await goalWithTarget(client);
    const added = await client.gql<{ addGoalMilestones: Goal }>(ADD, { goalId, milestones: [{ text: 'Draft', dueOn: '2027-01-20' }] });
    const id = added.data!.addGoalMilestones.milestones[0].id;
    const refused = await client.gql(UPDATE, { id, dueOn: '2027-01-26' });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message: expect.stringMatching(/2027-01-26.*2027-01-25/) });
    expect(await milestones(goalId)).toEqual([{ text: 'Draft', due: '2027-01-20' }]);
    const moved = await client.gql<{ updateGoalMilestone: Goal }>(UPDATE, { id, dueOn: '2027-01-26', targetDate: '2027-01-31' });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateGoalMilestone).toMatchObject({ targetDate: '2027-01-31', milestones: [{ dueOn: '2027-01-26' }] });
    // A target moved before the milestone in the same call is refused and nothing changes.
    const before = await client.gql(UPDATE, { id, dueOn: '2027-01-28', targetDate: '2027-01-27' });
    expect(before.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.db.dataSource.query(`SELECT to_char(target_date, 'YYYY-MM-DD') AS t FROM user_goals WHERE id = $1`, [goalId]))[0].t).toBe('2027-01-31');
  });
});

describe('case 12: the limits of a habit\'s settings come from the server', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;

  it('habitLimits names the limits the server enforces: one past each is refused, each itself is kept', async () => {
    const { client } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1);
    const { data } = await client.gql<{ habitLimits: { longestPeriodDays: number; maxSkipBudget: number; amountDecimals: number; maxAmount: string; maxUnitLength: number } }>(
      `{ habitLimits { longestPeriodDays maxSkipBudget amountDecimals maxAmount maxUnitLength } }`);
    const limits = data!.habitLimits;
    expect(limits).toEqual({ longestPeriodDays: 31, maxSkipBudget: 31, amountDecimals: 3, maxAmount: '1000000000', maxUnitLength: 24 });
    const code = async (input: Record<string, unknown>) => (await client.gql(SETTINGS, { id, input })).errors?.[0]?.extensions?.code ?? 'OK';
    expect(await code({ schedule: { kind: 'PER_PERIOD', times: 1, days: limits.longestPeriodDays + 1 } })).toBe('BAD_USER_INPUT');
    expect(await code({ schedule: { kind: 'PER_PERIOD', times: 1, days: limits.longestPeriodDays } })).toBe('OK');
    expect(await code({ skipBudget: limits.maxSkipBudget + 1 })).toBe('BAD_USER_INPUT');
    expect(await code({ skipBudget: limits.maxSkipBudget })).toBe('OK');
    const decimals = (places: number) => `1.${'1'.repeat(places)}`;
    expect(await code({ target: { unit: 'km', amount: decimals(limits.amountDecimals + 1), direction: 'AT_LEAST' } })).toBe('BAD_USER_INPUT');
    expect(await code({ target: { unit: 'km', amount: decimals(limits.amountDecimals), direction: 'AT_LEAST' } })).toBe('OK');
    expect(await code({ target: { unit: 'k'.repeat(limits.maxUnitLength + 1), amount: '1', direction: 'AT_LEAST' } })).toBe('BAD_USER_INPUT');
    expect(await code({ target: { unit: 'km', amount: `${limits.maxAmount}.001`, direction: 'AT_LEAST' } })).toBe('BAD_USER_INPUT');
    expect(await code({ target: { unit: 'km', amount: limits.maxAmount, direction: 'AT_LEAST' } })).toBe('OK');
  });
});

describe('case 3: days derived from a timestamp are the user\'s days', () => {
  const TRENDS = `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { from habitsHeld } }`;

  it('trends count a new habit from the user\'s day (zone and day start), not the UTC date', async () => {
    const { client, id: userId } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1);
    await app.db.dataSource.query(`UPDATE users SET time_zone = 'Pacific/Honolulu', day_start_hour = 3, plan = 'unlimited' WHERE id = $1`, [userId]);
    // Added at 02:00 on the wall clock of day+1 in Honolulu: 12:00 UTC of day+1, yet still the
    // user's `day` (their day starts at 3).
    const day = addDays(userDay(new Date(), 'Pacific/Honolulu', 3), -3);
    const addedAt = new Date(userDayStart(addDays(day, 1), 'Pacific/Honolulu', 0).getTime() + 2 * 3_600_000);
    expect(addedAt.toISOString().slice(0, 10)).toBe(addDays(day, 1));
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, addedAt]);
    const { data, errors } = await client.gql<{ trends: { from: string; habitsHeld: number[] } }>(TRENDS, { from: addDays(day, -1), to: addDays(day, 1) });
    expect(errors).toBeUndefined();
    expect(data!.trends.habitsHeld).toEqual([0, 1, 1]);
    // With no `from`, the range starts on the day the habit was added, on the user's clock.
    expect((await client.gql<{ trends: { from: string } }>(TRENDS, { to: addDays(day, 1) })).data!.trends.from).toBe(day);
  });

  it('the SQL for a user\'s day equals the rules\' userDay over random instants, zones and day starts', async () => {
    const zones = ['UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];
    const samples = fc.sample(fc.tuple(
      fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom(...zones), fc.integer({ min: 0, max: 5 })), 500);
    const rows: Array<{ day: string }> = await app.db.dataSource.query(
      `SELECT to_char(${userDaySql('to_timestamp(s.ms / 1000.0)', 's.zone', 's.hour')}, 'YYYY-MM-DD') AS day
         FROM unnest($1::float8[], $2::text[], $3::int[]) WITH ORDINALITY AS s(ms, zone, hour, n) ORDER BY s.n`,
      [samples.map(([ms]) => ms), samples.map(([, zone]) => zone), samples.map(([, , hour]) => hour)]);
    expect(rows.map((row) => row.day)).toEqual(samples.map(([ms, zone, hour]) => userDay(new Date(ms), zone, hour)));
  });
});

describe('case 1: a habit\'s first day comes from all its history, not the entries a reader fetched', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;
  type Day = { status: string; period: { start: string; done: number; quota: number } | null; habit: { id: string } };

  it('a week of a 3-times-a-week habit filled in after a day long before is asked 3, by the mutation, the dashboard and stats alike', async () => {
    const { client } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1); // added today
    await client.gql(SETTINGS, { id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    const monday = addDays(weekStart(today()), -7); // last week: over by today
    await client.gql(SET_DONE, { id, day: addDays(monday, -35), done: true }); // beyond the ±31 days a day's answer reads
    await client.gql(SET_DONE, { id, day: addDays(monday, 3), done: true }); // Thursday
    const friday = (await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day: addDays(monday, 4), done: true })).data!.setHabitDone;
    expect(friday).toMatchObject({ status: 'DONE', period: { start: monday, done: 2, quota: 3 } });
    const saturday = (await client.gql<{ dashboard: { habits: Day[] } }>(DASHBOARD, { day: addDays(monday, 5) })).data!.dashboard.habits[0];
    expect(saturday).toMatchObject({ status: 'TO_DO', period: { start: monday, done: 2, quota: 3 } });
    const stats = (await client.gql<{ myHabits: Array<{ stats: { currentStreak: number } }> }>(`{ myHabits { stats { currentStreak } } }`)).data!.myHabits[0].stats;
    expect(stats.currentStreak).toBe(0); // the week was 2 of 3: broken, as the dashboard now says too
  });
});

describe('case 7: an "at most" habit counts a past day with no entry as 0, so met', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;
  const SET_VALUE = `mutation($id: ID!, $day: LocalDate!, $value: String) { setHabitValue(id: $id, day: $day, value: $value) { status } }`;

  it('the dashboard, stats and trends agree: silence is met; today stays to do; an amount over the limit is a miss', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, client, 1);
    await client.gql(SETTINGS, { id, input: { target: { unit: 'coffees', amount: '2', direction: 'AT_MOST' } } });
    const t = today();
    await client.gql(SET_VALUE, { id, day: addDays(t, -5), value: '3' }); // over the limit: missed
    await client.gql(SET_VALUE, { id, day: addDays(t, -4), value: '1' }); // met
    // T-3 .. T-1: nothing logged.
    const status = async (day: string) => (await client.gql<{ dashboard: { habits: Array<{ status: string; value: string | null }> } }>(DASHBOARD, { day })).data!.dashboard.habits[0];
    expect(await status(addDays(t, -2))).toMatchObject({ status: 'DONE', value: null });
    expect(await status(addDays(t, -5))).toMatchObject({ status: 'TO_DO', value: '3' });
    expect(await status(t)).toMatchObject({ status: 'TO_DO' });
    const stats = (await client.gql<{ myHabits: Array<{ stats: { currentStreak: number; bestStreak: number } }> }>(`{ myHabits { stats { currentStreak bestStreak } } }`)).data!.myHabits[0].stats;
    expect(stats).toEqual({ currentStreak: 4, bestStreak: 4 });
    const trends = (await client.gql<{ trends: { habits: Array<{ done: number; possible: number }> } }>(
      `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habits { done possible } } }`, { from: addDays(t, -5), to: addDays(t, -1) })).data!.trends.habits[0];
    expect(trends).toEqual({ done: 4, possible: 5 });
  });
});

describe('case 8: an off-schedule tick is an extra', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;

  it('a Tuesday tick of a Mon/Wed/Fri habit is answered EXTRA (GraphQL and REST) and counts toward trends, streak and score', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [id, other] = await addedHabits(app, client, 2);
    for (const habit of [id, other]) await client.gql(SETTINGS, { id: habit, input: { schedule: { kind: 'WEEKDAYS', weekdays: [1, 3, 5] } } });
    const monday = addDays(weekStart(today()), -7);
    // Both done Monday; only the first also on Tuesday.
    for (const habit of [id, other]) await client.gql(SET_DONE, { id: habit, day: monday, done: true });
    const tuesday = (await client.gql<{ setHabitDone: { status: string; done: boolean } }>(SET_DONE, { id, day: addDays(monday, 1), done: true })).data!.setHabitDone;
    expect(tuesday).toEqual(expect.objectContaining({ status: 'EXTRA', done: true }));
    const shown = (await client.gql<{ dashboard: { habits: Array<{ status: string; habit: { id: string } }> } }>(DASHBOARD, { day: addDays(monday, 1) })).data!.dashboard.habits;
    expect(shown.find((h) => h.habit.id === id)!.status).toBe('EXTRA');
    expect(shown.find((h) => h.habit.id === other)!.status).toBe('NOT_DUE');
    // REST answers the day as GraphQL does (taking back a skip there is none of changes nothing).
    const rest = await client.rest('POST', '/api/user2habit/handleskip', { id, workDay: addDays(monday, 1), skipped: false });
    expect(rest).toMatchObject({ status: 200, body: { status: 'EXTRA', completed: true } });
    const trends = (await client.gql<{ trends: { habits: Array<{ habit: { id: string }; done: number; possible: number; score: number }> } }>(
      `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habits { habit { id } done possible score } } }`, { from: monday, to: addDays(monday, 1) })).data!.trends.habits;
    const mine = trends.find((h) => h.habit.id === id)!;
    const theirs = trends.find((h) => h.habit.id === other)!;
    expect([mine.done, mine.possible]).toEqual([2, 2]);
    expect([theirs.done, theirs.possible]).toEqual([1, 1]);
    expect(mine.score).toBeGreaterThan(theirs.score);
    const stats = (await client.gql<{ myHabits: Array<{ id: string; stats: { bestStreak: number } }> }>(`{ myHabits { id stats { bestStreak } } }`)).data!.myHabits;
    expect(stats.find((h) => h.id === id)!.stats.bestStreak).toBe(2);
    expect(stats.find((h) => h.id === other)!.stats.bestStreak).toBe(1);
  });
});

describe('case 9: goal progress counts the occasions of an N-per-period habit', () => {
  it('any 7 days of a 3-times-a-week habit ask 3, and done is the ticks that fell in them', async () => {
    const { client } = await signedInUser(app); // Free plan: a 7-day window
    const [id] = await addedHabits(app, client, 1);
    await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    const t = today();
    // Earlier weeks met (the window's first week may be met by ticks before it); 3 ticks in the window.
    for (const ago of [7, 8, 9, 10, 11, 12, 13, 4, 2, 0]) await client.gql(SET_DONE, { id, day: addDays(t, -ago), done: true });
    const [item] = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'goal' ORDER BY text LIMIT 1`);
    const goalId = (await client.gql<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: item.id })).data!.addGoal.id;
    await client.gql(`mutation($g: ID!, $h: ID!) { linkHabitToGoal(goalId: $g, habitId: $h) { id } }`, { g: goalId, h: id });
    const goals = (await client.gql<{ myGoals: Array<{ id: string; progress: { habitsDone: number; habitsDue: number; formula: string } }> }>(
      `{ myGoals { id progress { habitsDone habitsDue formula } } }`)).data!.myGoals;
    const { progress } = goals.find((goal) => goal.id === goalId)!;
    expect(progress).toMatchObject({ habitsDone: 3, habitsDue: 3 });
    expect(progress.formula).toContain('habits 3/3 due days done in the last 7 days');
  });
});

describe('case 6: a streak means one thing on every screen', () => {
  it("trends' longestStreak counts a Mon/Wed/Fri habit's occasions in a row, as the Habits page's streak does", async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, client, 1);
    await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id, input: { schedule: { kind: 'WEEKDAYS', weekdays: [1, 3, 5] } } });
    const first = addDays(weekStart(today()), -21); // three whole weeks, all past
    for (let week = 0; week < 3; week++) for (const d of [0, 2, 4]) await client.gql(SET_DONE, { id, day: addDays(first, week * 7 + d), done: true });
    const to = addDays(first, 20);
    const trends = (await client.gql<{ trends: { habits: Array<{ longestStreak: number; bestStreak: number }> } }>(
      `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habits { longestStreak bestStreak } } }`, { from: first, to })).data!.trends.habits[0];
    const stats = (await client.gql<{ myHabits: Array<{ stats: { bestStreak: number } }> }>(`{ myHabits { stats { bestStreak } } }`)).data!.myHabits[0].stats;
    expect(stats.bestStreak).toBe(9);
    expect(trends).toEqual({ longestStreak: 9, bestStreak: 9 });
  });
});

describe('case 6: strength is counted per the schedule\'s occasions, the same on every screen', () => {
  it('a 3-times-a-week habit ticked today is not 0%: stronger than a daily habit ticked today, on Habits and Trends alike', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [weekly, daily] = await addedHabits(app, client, 2);
    await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id: weekly, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    for (const id of [weekly, daily]) await client.gql(SET_DONE, { id, day: today(), done: true });
    const stats = new Map((await client.gql<{ myHabits: Array<{ id: string; stats: { score: number } }> }>(`{ myHabits { id stats { score } } }`)).data!.myHabits
      .map((habit) => [habit.id, habit.stats.score]));
    // One occasion done: 1 − ½^(1 / (13 √pace)), pace 3/7 for the weekly habit, 1 for the daily one.
    expect(stats.get(weekly)).toBeCloseTo(1 - 0.5 ** (1 / (13 * Math.sqrt(3 / 7))), 9);
    expect(stats.get(daily)).toBeCloseTo(1 - 0.5 ** (1 / 13), 9);
    const trends = (await client.gql<{ trends: { habits: Array<{ habit: { id: string }; score: number }> } }>(
      `query($to: LocalDate!) { trends(to: $to) { habits { habit { id } score } } }`, { to: today() })).data!.trends.habits;
    expect(new Map(trends.map((habit) => [habit.habit.id, habit.score]))).toEqual(stats);
  });
});

describe('case 5: a pro-rated first period says from which day it counts', () => {
  it('a 3-times-a-week habit begun mid-week is asked its share from that day, and says so; a day filled in before moves it', async () => {
    const { client } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1);
    await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    const monday = addDays(weekStart(today()), -7);
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${addDays(monday, 3)}T12:00:00Z`]); // added on Thursday
    type Day = { period: { start: string; quota: number; countedFrom: string } };
    const thursday = (await client.gql<{ dashboard: { habits: Day[] } }>(DASHBOARD, { day: addDays(monday, 3) })).data!.dashboard.habits[0];
    expect(thursday.period).toMatchObject({ start: monday, quota: 2, countedFrom: addDays(monday, 3) });
    const rest = await client.rest('POST', '/api/user2habit/handleskip', { id, workDay: addDays(monday, 4), skipped: false });
    expect(rest.body).toMatchObject({ period: { quota: 2, countedFrom: addDays(monday, 3) } });
    // Ticking the Wednesday before: the habit began then; the week counts from Wednesday.
    const wednesday = (await client.gql<{ setHabitDone: Day }>(SET_DONE, { id, day: addDays(monday, 2), done: true })).data!.setHabitDone;
    expect(wednesday.period).toMatchObject({ start: monday, quota: 3, countedFrom: addDays(monday, 2) });
  });
});

describe('case 4: Progress reads vacation days as vacation', () => {
  it('trends count nothing held on a vacation day, and the calendar names the vacation days', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, client, 1);
    const t = today();
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${addDays(t, -5)}T12:00:00Z`]);
    const vacation = await client.gql(`mutation($s: LocalDate!, $e: LocalDate!) { addVacation(start: $s, end: $e) { id } }`, { s: addDays(t, -3), e: addDays(t, -2) });
    expect(vacation.errors).toBeUndefined();
    await client.gql(SET_DONE, { id, day: addDays(t, -4), done: true });
    const trends = (await client.gql<{ trends: { habitsHeld: number[]; habitsDone: number[] } }>(
      `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habitsHeld habitsDone } }`, { from: addDays(t, -4), to: addDays(t, -1) })).data!.trends;
    expect(trends).toEqual({ habitsHeld: [1, 0, 0, 1], habitsDone: [1, 0, 0, 0] });
    const calendar = (await client.gql<{ habitCalendar: { vacationDays: string[] } }>(
      `query($h: String!, $from: LocalDate, $to: LocalDate!) { habitCalendar(habitId: $h, from: $from, to: $to) { vacationDays } }`, { h: id, from: addDays(t, -4), to: t })).data!.habitCalendar;
    expect(calendar.vacationDays).toEqual([addDays(t, -3), addDays(t, -2)]);
  });
});

describe('case 11: a change of schedule or target takes effect from the day it is made', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;
  const SET_VALUE = `mutation($id: ID!, $day: LocalDate!, $value: String) { setHabitValue(id: $id, day: $day, value: $value) { status value } }`;
  type Stats = { currentStreak: number; bestStreak: number; score: number };
  const stats = async (client: Client) => (await client.gql<{ myHabits: Array<{ stats: Stats }> }>(`{ myHabits { stats { currentStreak bestStreak score } } }`)).data!.myHabits[0].stats;
  const status = async (client: Client, day: string) => (await client.gql<{ dashboard: { habits: Array<{ status: string; value: string | null }> } }>(DASHBOARD, { day })).data!.dashboard.habits[0];
  const trends = async (client: Client, from: string, to: string) => (await client.gql<{ trends: { habits: Array<{ done: number; possible: number; longestStreak: number }> } }>(
    `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habits { done possible longestStreak } } }`, { from, to })).data!.trends.habits[0];

  it('a daily habit made weekdays-only keeps yesterday missed, and its streak, strength and trends as they were', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, client, 1);
    const t = today();
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${addDays(t, -10)}T12:00:00Z`]);
    for (let ago = 9; ago >= 2; ago--) await client.gql(SET_DONE, { id, day: addDays(t, -ago), done: true });
    // Yesterday missed.
    const before = { stats: await stats(client), yesterday: await status(client, addDays(t, -1)), trends: await trends(client, addDays(t, -10), addDays(t, -1)) };
    expect(before.yesterday.status).toBe('TO_DO');
    expect(before.stats).toMatchObject({ currentStreak: 0, bestStreak: 8 });
    // Due every weekday but yesterday's (and today's is one of them): read back, yesterday would not have been due.
    const yesterdayWeekday = ((new Date(`${addDays(t, -1)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== yesterdayWeekday);
    expect((await client.gql(SETTINGS, { id, input: { schedule: { kind: 'WEEKDAYS', weekdays } } })).errors).toBeUndefined();
    expect(await status(client, addDays(t, -1))).toEqual(before.yesterday);
    expect(await stats(client)).toEqual(before.stats);
    expect(await trends(client, addDays(t, -10), addDays(t, -1))).toEqual(before.trends);
    // The mutation's answer for yesterday says the same.
    const answer = await client.gql<{ setHabitDone: { status: string } }>(SET_DONE, { id, day: addDays(t, -1), done: false });
    expect(answer.data!.setHabitDone.status).toBe('TO_DO');
    expect(await app.db.dataSource.query(`SELECT to_char(effective_from, 'YYYY-MM-DD') AS day, schedule_kind, weekdays FROM habit_settings_history WHERE user_habit_id = $1 ORDER BY 1`, [id]))
      .toEqual([{ day: addDays(t, -10), schedule_kind: 'daily', weekdays: null }, { day: t, schedule_kind: 'weekdays', weekdays }]);
  });

  it('an "at least 10" target raised to 20 keeps a past 15 met, on the dashboard, a mutation\'s answer, REST and stats', async () => {
    const { client, id: userId } = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, client, 1);
    const t = today();
    await client.gql(SETTINGS, { id, input: { target: { unit: 'pages', amount: '10', direction: 'AT_LEAST' } } });
    // The target of 10 was set five days ago, when the habit was added.
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${addDays(t, -5)}T12:00:00Z`]);
    await app.db.dataSource.query(`UPDATE habit_settings_history SET effective_from = $2 WHERE user_habit_id = $1`, [id, addDays(t, -5)]);
    expect((await client.gql<{ setHabitValue: unknown }>(SET_VALUE, { id, day: addDays(t, -1), value: '15' })).data!.setHabitValue).toEqual({ status: 'DONE', value: '15' });
    expect((await client.gql(SETTINGS, { id, input: { target: { unit: 'pages', amount: '20', direction: 'AT_LEAST' } } })).errors).toBeUndefined();
    expect(await status(client, addDays(t, -1))).toMatchObject({ status: 'DONE', value: '15' });
    // Entered again, the past day is judged by its own target; today by the new one.
    expect((await client.gql<{ setHabitValue: unknown }>(SET_VALUE, { id, day: addDays(t, -1), value: '15' })).data!.setHabitValue).toEqual({ status: 'DONE', value: '15' });
    expect((await client.gql<{ setHabitValue: unknown }>(SET_VALUE, { id, day: t, value: '15' })).data!.setHabitValue).toEqual({ status: 'TO_DO', value: '15' });
    expect(await stats(client)).toMatchObject({ currentStreak: 1, bestStreak: 1 });
    const rest = await client.rest<Array<{ completionHistory: Array<{ date: string }> }>>('GET', `/api/user/populatehabits/${userId}`);
    expect(rest.body[0].completionHistory.map((c) => c.date.slice(0, 10))).toEqual([addDays(t, -1)]);
    expect(await trends(client, addDays(t, -1), t)).toMatchObject({ done: 1 });
  });
});

describe('screens explain the numbers: a past day kept by a streak freeze', () => {
  const SETTINGS = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;
  type Day = { status: string; keptByFreeze: boolean };
  const FIELDS = 'status keptByFreeze';

  it('the dashboard and a mutation\'s answer say a missed day was covered by the skip budget, as the rules decide; other days say not', async () => {
    const { client, id: userId } = await signedInUser(app);
    const [id] = await addedHabits(app, client, 1);
    expect((await client.gql(SETTINGS, { id, input: { skipBudget: 1 } })).errors).toBeUndefined();
    const t = today();
    // Added 50 days ago with a freeze a month; done every day up to 4 days ago; missed 3 days ago.
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${addDays(t, -50)}T12:00:00Z`]);
    await app.db.dataSource.query(`UPDATE habit_settings_history SET effective_from = $2 WHERE user_habit_id = $1`, [id, addDays(t, -50)]);
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) SELECT $4::uuid, $1, d::date FROM generate_series($2::date, $3::date, interval '1 day') d`,
      [id, addDays(t, -50), addDays(t, -4), userId]);
    const on = async (day: string) => (await client.gql<{ dashboard: { habits: Day[] } }>(`query($day: LocalDate!) { dashboard(day: $day) { habits { ${FIELDS} } } }`, { day })).data!.dashboard.habits[0];
    // The month of the miss had no freeze spent before it: the streak of 47 days went on through it.
    expect(await on(addDays(t, -3))).toEqual({ status: 'TO_DO', keptByFreeze: true });
    expect(await on(addDays(t, -4))).toEqual({ status: 'DONE', keptByFreeze: false });
    expect(await on(t)).toEqual({ status: 'TO_DO', keptByFreeze: false });
    const stats = (await client.gql<{ myHabits: Array<{ stats: { freezesSpent: string[] } }> }>(`{ myHabits { stats { freezesSpent } } }`)).data!.myHabits[0].stats;
    expect(stats.freezesSpent).toContain(addDays(t, -3));
    // The mutation's answer for the day says the same; done, the day needs no freeze.
    const answer = async (done: boolean) => (await client.gql<{ setHabitDone: Day }>(`mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { ${FIELDS} } }`,
      { id, day: addDays(t, -3), done })).data!.setHabitDone;
    expect(await answer(false)).toEqual({ status: 'TO_DO', keptByFreeze: true });
    expect(await answer(true)).toEqual({ status: 'DONE', keptByFreeze: false });
    // A budget taken away today leaves the past as it was (case 11)...
    expect((await client.gql(SETTINGS, { id, input: { skipBudget: 0 } })).errors).toBeUndefined();
    expect(await answer(false)).toEqual({ status: 'TO_DO', keptByFreeze: true });
    // ...and with no skip budget, a miss is a miss.
    const other = await signedInUser(app);
    const [plain] = await addedHabits(app, other.client, 1);
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [plain, `${addDays(t, -10)}T12:00:00Z`]);
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($3, $1, $2)`, [plain, addDays(t, -5), other.id]);
    expect((await other.client.gql<{ dashboard: { habits: Day[] } }>(`query($day: LocalDate!) { dashboard(day: $day) { habits { ${FIELDS} } } }`, { day: addDays(t, -4) })).data!.dashboard.habits[0])
      .toEqual({ status: 'TO_DO', keptByFreeze: false });
  });
});
