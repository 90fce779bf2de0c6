// Issue 29: the first day of the user's weeks follows their locale unless they choose it, and a
// week's period (3 times a week) runs from it, through GraphQL and REST against Postgres.
import { startTestApp, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, userDay, weekStart } from '../../shared/time/days';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const WEEK = `{ me { weekStart firstDayOfWeek } }`;
const SET_WEEK_START = `mutation($weekStart: Int) { setWeekStart(weekStart: $weekStart) { weekStart firstDayOfWeek } }`;
type Week = { weekStart: number | null; firstDayOfWeek: number };

const setLocale = (id: string, locale: string) => app.db.dataSource.query(`UPDATE users SET locale = $2 WHERE id = $1`, [id, locale]);
const weekOf = async (client: Client): Promise<Week> => (await client.gql<{ me: Week }>(WEEK)).data!.me;
const storedWeekStart = async (id: string): Promise<number | null> =>
  (await app.db.dataSource.query(`SELECT week_start FROM users WHERE id = $1`, [id]))[0].week_start;

describe("the first day of the user's weeks", () => {
  it("is their locale's region's unless they choose one: en-US Sunday, de-DE and a bare language Monday, ar-EG Saturday", async () => {
    const { client, id } = await signedInUser(app);
    expect(await weekOf(client)).toEqual({ weekStart: null, firstDayOfWeek: 1 }); // a new account's locale is 'en'
    for (const [locale, day] of [['en-US', 7], ['de-DE', 1], ['ar-EG', 6], ['es', 1]] as const) {
      await setLocale(id, locale);
      expect(await weekOf(client)).toEqual({ weekStart: null, firstDayOfWeek: day });
    }
    await setLocale(id, 'en-US');
    expect((await client.gql<{ setWeekStart: Week }>(SET_WEEK_START, { weekStart: 3 })).data!.setWeekStart).toEqual({ weekStart: 3, firstDayOfWeek: 3 });
    expect((await client.gql<{ setWeekStart: Week }>(SET_WEEK_START, { weekStart: null })).data!.setWeekStart).toEqual({ weekStart: null, firstDayOfWeek: 7 });
  });

  it('refuses a day outside 1 to 7 (BAD_USER_INPUT, REST 400), changing nothing', async () => {
    const { client, id } = await signedInUser(app);
    await client.gql(SET_WEEK_START, { weekStart: 7 });
    const message = 'The week starts on a day from 1 (Monday) to 7 (Sunday).';
    for (const weekStart of [0, 8]) {
      const answer = await client.gql(SET_WEEK_START, { weekStart });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const weekStart of [0, 8, 2.5, 'monday']) {
      const response = await client.rest('PUT', `/api/user/${id}/week-start`, { weekStart });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message });
    }
    expect(await storedWeekStart(id)).toBe(7);
  });

  it("REST sets one's own (null follows the locale again) and refuses another user's with 403, changing nothing", async () => {
    const { client, id } = await signedInUser(app);
    const other = await signedInUser(app);
    expect((await client.rest('PUT', `/api/user/${id}/week-start`, { weekStart: 6 })).body).toEqual({ weekStart: 6, firstDayOfWeek: 6 });
    expect((await client.rest('PUT', `/api/user/${id}/week-start`, { weekStart: null })).body).toEqual({ weekStart: null, firstDayOfWeek: 1 });
    expect((await client.rest('PUT', `/api/user/${other.id}/week-start`, { weekStart: 3 })).status).toBe(403);
    expect(await storedWeekStart(other.id)).toBeNull();
  });
});

describe("a 3-times-a-week habit's period runs from the user's first day of the week", () => {
  const DAY = `query($day: LocalDate!) { dashboard(day: $day) { habits { status period { start end done quota } } } }`;
  type Day = { status: string; period: { start: string; end: string; done: number; quota: number } };

  it('the same days done: 2 of 3 in a week from Monday, the week done in one from Sunday', async () => {
    const { client, id } = await signedInUser(app);
    await setLocale(id, 'en-US'); // Sunday, by the locale
    const [habit] = await addedHabits(app, client, 1);
    await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id: habit, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
    const monday = addDays(weekStart(userDay(new Date(), 'UTC')), -7); // last week: every day of it is past
    const sunday = addDays(monday, -1);
    for (const day of [sunday, addDays(monday, 1), addDays(monday, 2)]) {
      await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: habit, day });
    }
    const thursday = addDays(monday, 3);
    const dayOn = async (day: string) => (await client.gql<{ dashboard: { habits: Day[] } }>(DAY, { day })).data!.dashboard.habits[0];
    const fromSunday = { status: 'PERIOD_DONE', period: { start: sunday, end: addDays(sunday, 6), done: 3, quota: 3 } };
    const fromMonday = { status: 'TO_DO', period: { start: monday, end: addDays(monday, 6), done: 2, quota: 3 } };
    expect(await dayOn(thursday)).toEqual(fromSunday);
    await client.gql(SET_WEEK_START, { weekStart: 1 });
    expect(await dayOn(thursday)).toEqual(fromMonday);
    await client.gql(SET_WEEK_START, { weekStart: null });
    expect(await dayOn(thursday)).toEqual(fromSunday);
  });
});
