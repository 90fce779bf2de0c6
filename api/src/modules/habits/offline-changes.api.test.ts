import { madeAtOf } from '../../http/made-at';
import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import type { Clock } from '../../shared/time/clock';
import { IDEMPOTENCY_DAYS } from '../idempotency/idempotency.service';

// Issue 28: an offline outbox sends its changes late, each with the time it was made (Made-At).
// A habit's day takes the change made last, by that time bounded by the server's clock, and a
// change keeps the day it names however late it arrives. Both instances read the same clock,
// which the test sets: midnight and a daylight-saving change pass without waiting.

/** The server's time, as both instances read it. */
const clock: Clock & { at: Date } = { at: new Date(), now: () => new Date(clock.at) };

let app: TestApp;
let second: SecondInstance;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  second = await startSecondInstance(app, { clock });
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

const SET_DONE = `mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { day done } }`;

/** A user in Santiago (America/Santiago: its daylight-saving changes fall at midnight) with one habit. */
async function santiagoUser() {
  const { client, id } = await signedInUser(app);
  await app.db.dataSource.query(`UPDATE users SET time_zone = 'America/Santiago' WHERE id = $1`, [id]);
  const [habit] = await addedHabits(app, client, 1);
  /** The same session on the other instance (sessions live in Postgres): the second device's way in. */
  const elsewhere = Object.assign(new Client(second.url), { cookie: client.cookie });
  return { client, elsewhere, habit };
}

const entries = async (habit: string) => (await app.db.dataSource.query(
  `SELECT to_char(day, 'YYYY-MM-DD') AS day, state FROM habit_completions WHERE user_habit_id = $1 ORDER BY day`, [habit])) as Array<{ day: string; state: string }>;

describe('Made-At: when a change was made, bounded by the server clock', () => {
  const now = new Date('2026-09-06T04:10:00Z');
  it.each([
    ['an instant with its offset', '2026-09-05T23:50:00-04:00', '2026-09-06T03:50:00.000Z'],
    ['UTC with fractions', '2026-09-06T03:50:00.250Z', '2026-09-06T03:50:00.250Z'],
    ['milliseconds since 1970', String(Date.parse('2026-09-06T03:50:00Z')), '2026-09-06T03:50:00.000Z'],
    ['a device clock ahead: now, never later', '2027-09-06T00:00:00Z', '2026-09-06T04:10:00.000Z'],
    [`older than the outbox's ${IDEMPOTENCY_DAYS} days: the window's start`, '2026-01-01T00:00:00Z', '2026-08-30T04:10:00.000Z'],
  ])('%s', (_, header, expected) => {
    expect(madeAtOf(header, now).toISOString()).toBe(expected);
  });

  it('no header: now', () => {
    expect(madeAtOf(undefined, now)).toEqual(now);
  });

  it.each(['yesterday', '2026-09-05', '2026-09-05T23:50:00', '1e12', ''])('refuses %j', (header) => {
    expect(() => madeAtOf(header, now)).toThrow('Made-At must be a time with its offset');
  });
});

describe("a habit's day: the change made last wins (issue 28)", () => {
  it('an offline change made before the online one, sent after it through the other instance, is not applied', async () => {
    clock.at = new Date('2026-09-06T04:10:00Z'); // 01:10 on 6 September in Santiago, the night its clocks skipped 00:00-01:00
    const { client, elsewhere, habit } = await santiagoUser();
    // The phone, offline, unticks 5 September at 23:50 there; the laptop, online, ticks it at 01:10.
    const online = await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true });
    expect(online.data).toEqual({ setHabitDone: { day: '2026-09-05', done: true } });
    const late = await elsewhere.gql(SET_DONE, { id: habit, day: '2026-09-05', done: false }, { 'Made-At': '2026-09-05T23:50:00-04:00' });
    // Older than what the day holds: answered with the day as it stands.
    expect(late.errors).toBeUndefined();
    expect(late.data).toEqual({ setHabitDone: { day: '2026-09-05', done: true } });
    expect(await entries(habit)).toEqual([{ day: '2026-09-05', state: 'done' }]);

    // A change made after the online one wins, whichever instance it reaches.
    clock.at = new Date('2026-09-06T04:20:00Z');
    const later = await elsewhere.gql(SET_DONE, { id: habit, day: '2026-09-05', done: false }, { 'Made-At': '2026-09-06T01:15:00-03:00' });
    expect(later.data).toEqual({ setHabitDone: { day: '2026-09-05', done: false } });
    expect(await entries(habit)).toEqual([]);
  });

  it('a removal is remembered too: an older tick does not bring the day back', async () => {
    clock.at = new Date('2026-09-06T04:10:00Z');
    const { client, elsewhere, habit } = await santiagoUser();
    await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true }, { 'Made-At': '2026-09-05T22:00:00-04:00' });
    await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: false }); // now, online
    const stale = await elsewhere.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true }, { 'Made-At': '2026-09-05T23:00:00-04:00' });
    expect(stale.data).toEqual({ setHabitDone: { day: '2026-09-05', done: false } });
    expect(await entries(habit)).toEqual([]);
  });

  it("keeps the day a change names across midnight: made at 23:50, sent at 01:10 the next day", async () => {
    clock.at = new Date('2026-09-06T04:10:00Z');
    const { client, habit } = await santiagoUser();
    const sent = await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true }, { 'Made-At': '2026-09-05T23:50:00-04:00' });
    expect(sent.data).toEqual({ setHabitDone: { day: '2026-09-05', done: true } });
    const day = await client.gql<{ dashboard: { habits: Array<{ day: string; done: boolean }> } }>(
      `query($day: LocalDate!) { dashboard(day: $day) { habits { day done } } }`, { day: '2026-09-06' });
    expect(day.data?.dashboard.habits).toEqual([{ day: '2026-09-06', done: false }]);
    expect(await entries(habit)).toEqual([{ day: '2026-09-05', state: 'done' }]);
  });

  it('in the hour a daylight-saving change repeats, the later instant wins though its clock reads earlier', async () => {
    // 5 April 2026, Santiago: at 00:00 the clocks go back to 23:00 on the 4th, so 23:00-24:00 happens twice.
    clock.at = new Date('2026-04-05T04:10:00Z');
    const { client, elsewhere, habit } = await santiagoUser();
    const secondPass = await client.gql(SET_DONE, { id: habit, day: '2026-04-04', done: true }, { 'Made-At': '2026-04-04T23:20:00-04:00' });
    const firstPass = await elsewhere.gql(SET_DONE, { id: habit, day: '2026-04-04', done: false }, { 'Made-At': '2026-04-04T23:50:00-03:00' });
    expect(secondPass.data).toEqual({ setHabitDone: { day: '2026-04-04', done: true } });
    expect(firstPass.data).toEqual({ setHabitDone: { day: '2026-04-04', done: true } });
    expect(await entries(habit)).toEqual([{ day: '2026-04-04', state: 'done' }]);
  });

  it('a device clock that runs ahead wins only until the next change: its time is bounded by the server clock', async () => {
    clock.at = new Date('2026-09-06T04:10:00Z');
    const { client, elsewhere, habit } = await santiagoUser();
    await elsewhere.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true }, { 'Made-At': '2027-01-01T00:00:00Z' });
    clock.at = new Date('2026-09-06T04:10:01Z');
    const next = await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: false });
    expect(next.data).toEqual({ setHabitDone: { day: '2026-09-05', done: false } });
    expect(await entries(habit)).toEqual([]);
  });

  it('REST follows the same rule; a bad Made-At is refused with 400 and changes nothing', async () => {
    clock.at = new Date('2026-09-06T04:10:00Z');
    const { client, habit } = await santiagoUser();
    const online = await client.rest('POST', '/api/user2habit/handlevalue', { id: habit, workDay: '2026-09-05', value: '2' });
    expect(online.status).toBe(200);
    const stale = await client.rest('POST', '/api/user2habit/handlehabit', { id: habit, workDay: '2026-09-05', completed: false }, { 'Made-At': '2026-09-05T23:50:00-04:00' });
    expect(stale.status).toBe(200);
    const bad = await client.rest('POST', '/api/user2habit/handlehabit', { id: habit, workDay: '2026-09-05', completed: false }, { 'Made-At': 'last night' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: expect.stringMatching(/^Made-At must be a time/) } });
    expect(await entries(habit)).toEqual([{ day: '2026-09-05', state: 'done' }]);
    const viaGraphql = await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: false }, { 'Made-At': 'last night' });
    expect(viaGraphql.status).toBe(400);
    expect(await entries(habit)).toEqual([{ day: '2026-09-05', state: 'done' }]);
  });

  it(`forgets a day's last change after ${IDEMPOTENCY_DAYS} days (no outbox change can be older), at the habit's next change`, async () => {
    clock.at = new Date('2026-09-06T04:10:00Z');
    const { client, habit } = await santiagoUser();
    await client.gql(SET_DONE, { id: habit, day: '2026-09-05', done: true });
    const kept = async () => Object.keys((await app.db.dataSource.query(`SELECT changes FROM habit_day_changes WHERE user_habit_id = $1`, [habit]))[0].changes).sort();
    // The habit's next change forgets, on the way, its changes older than the window.
    clock.at = new Date('2026-09-12T04:00:00Z');
    await client.gql(SET_DONE, { id: habit, day: '2026-09-11', done: true });
    expect(await kept()).toEqual(['2026-09-05', '2026-09-11']);
    clock.at = new Date('2026-09-13T04:20:00Z');
    await client.gql(SET_DONE, { id: habit, day: '2026-09-12', done: true });
    expect(await kept()).toEqual(['2026-09-11', '2026-09-12']);
  });
});
