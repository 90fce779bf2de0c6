// Issue 25's agreement property: over random histories (schedules, targets of both kinds, skips,
// a vacation, a skip budget, days filled in before the habit was added, the user's zone and day
// start, changed after the habit was added, the user's first day of the week (by their locale or
// chosen, after the habit's runs were written), and changes of schedule, target and budget made on
// days since the habit was added (case 11)), every reader answers what the rules answer over the
// habit's whole history: the dashboard and a mutation's answer for a day, stats, trends' totals
// and strength, a linked goal's progress, REST populatehabits and the JSON export.
// Runs: AGREEMENT_RUNS (default 30).
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../../test/app';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, firstDayOfWeek, userDay } from '../../shared/time/days';
import { settingsOn, stateForValue, type DayEntry, type HabitHistory, type SettingsVersion } from './rules/history';
import { formatAmount, type Target } from './rules/quantity';
import type { Schedule } from './rules/schedule';
import { adherence, habitScore } from './rules/score';
import { agendaOn, evaluateHabit, longestStreakIn, periodProgress } from './rules/streaks';

jest.setTimeout(600_000);

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const RUNS = Number(process.env.AGREEMENT_RUNS ?? 30);
const SPAN = 50; // days of history before today

const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ kind: 'daily' }),
  fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 })
    .map((weekdays) => ({ kind: 'weekdays', weekdays: [...weekdays].sort() }) as Schedule),
  fc.constantFrom(7, 30, 2, 3, 10, 31).chain((days) => fc.integer({ min: 1, max: Math.min(days, 5) }).map((times) => ({ kind: 'per_period', times, days }) as Schedule)),
);
const targetArb: fc.Arbitrary<Target | null> = fc.oneof(
  fc.constant(null),
  fc.record({ unit: fc.constant('cups'), amount: fc.integer({ min: 1, max: 5 }).map((n) => n * 1000), direction: fc.constantFrom<Target['direction']>('AT_LEAST', 'AT_MOST') }),
);
const settingsArb = fc.record({ schedule: scheduleArb, target: targetArb, skipBudget: fc.integer({ min: 0, max: 3 }) });
const historyArb = fc.record({
  schedule: scheduleArb,
  target: targetArb,
  skipBudget: fc.integer({ min: 0, max: 3 }),
  // Settings changed since: `ago` days before today (kept only when after the habit's first day).
  changes: fc.uniqueArray(fc.record({ ago: fc.integer({ min: 0, max: SPAN - 6 }), settings: settingsArb }), { selector: (c) => c.ago, maxLength: 2 }),
  addedDaysAgo: fc.integer({ min: 0, max: SPAN - 5 }),
  entries: fc.uniqueArray(fc.record({ ago: fc.integer({ min: 0, max: SPAN }), kind: fc.constantFrom('done', 'done', 'skipped', 'amount'), amount: fc.integer({ min: 0, max: 7 }) }), { selector: (e) => e.ago, maxLength: 35 }),
  vacation: fc.option(fc.record({ ago: fc.integer({ min: 0, max: SPAN }), length: fc.integer({ min: 1, max: 6 }) }), { nil: null }),
  probes: fc.uniqueArray(fc.integer({ min: 0, max: SPAN }), { minLength: 3, maxLength: 6 }),
  // The user's clock when the habit was added, and the one they changed to since: the readers use the current one.
  clocks: fc.array(fc.record({ timeZone: fc.constantFrom('UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati', 'America/New_York', 'Asia/Kolkata', 'Europe/London'), dayStartHour: fc.integer({ min: 0, max: 5 }) }), { minLength: 2, maxLength: 2 }),
  // The user's week: their locale's (Monday, Sunday, Saturday), or a day they chose once the habit's runs were written.
  week: fc.record({ locale: fc.constantFrom('en', 'en-US', 'de-DE', 'ar-EG'), weekStart: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }) }),
});

const DAY_FIELDS = 'status done keptByFreeze period { start end done quota }';
type Day = { status: string; done: boolean; keptByFreeze: boolean; period: { start: string; end: string; done: number; quota: number } | null };

const SET_CLOCK = `mutation($timeZone: String!, $dayStartHour: Int!) { setClock(timeZone: $timeZone, dayStartHour: $dayStartHour) { id } }`;

it(`the dashboard, a mutation's answer, stats, trends, goal progress, populatehabits and the export agree with the rules on ${RUNS} random histories`, async () => {
  const db = app.db.dataSource;
  await fc.assert(fc.asyncProperty(historyArb, async (drawn) => {
    const { client, id: userId } = await signedInUser(app, { plan: 'unlimited' });
    const [before, clock] = drawn.clocks;
    expect((await client.gql(SET_CLOCK, before)).errors).toBeUndefined();
    const [id] = await addedHabits(app, client, 1);
    expect((await client.gql(SET_CLOCK, clock)).errors).toBeUndefined();
    const now = new Date();
    const today = userDay(now, clock.timeZone, clock.dayStartHour);
    // Added `addedDaysAgo` days before now; its first day is the user's day of that instant, on their clock now.
    const addedAt = new Date(now.getTime() - drawn.addedDaysAgo * 86_400_000 - 60_000);
    const since = userDay(addedAt, clock.timeZone, clock.dayStartHour);
    // The settings from the habit's first day, then each change from its day: what the user
    // would have made by changing them on those days (habit_settings_history, as updateHabitSettings keeps it).
    const versions: SettingsVersion[] = [
      { from: since, schedule: drawn.schedule, target: drawn.target, skipBudgetPerMonth: drawn.skipBudget },
      ...drawn.changes.map((change) => ({ from: addDays(today, -change.ago), schedule: change.settings.schedule, target: change.settings.target, skipBudgetPerMonth: change.settings.skipBudget }))
        .filter((version) => version.from > since).sort((a, b) => (a.from < b.from ? -1 : 1)),
    ];
    const current = versions[versions.length - 1];
    const { schedule, target } = current;
    const settings = await client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`, { id, input: {
      schedule: { kind: schedule.kind.toUpperCase(), ...(schedule.kind === 'weekdays' ? { weekdays: schedule.weekdays } : {}), ...(schedule.kind === 'per_period' ? { times: schedule.times, days: schedule.days } : {}) },
      ...(target ? { target: { unit: target.unit, amount: formatAmount(target.amount), direction: target.direction } } : {}),
      skipBudget: current.skipBudgetPerMonth,
    } });
    expect(settings.errors).toBeUndefined();
    // Entries may come before the habit was added (filled in).
    await db.query(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, addedAt]);
    await db.query(`DELETE FROM habit_settings_history WHERE user_habit_id = $1`, [id]);
    for (const version of versions) {
      const s = version.schedule;
      await db.query(`INSERT INTO habit_settings_history (user_id, user_habit_id, effective_from, schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget)
                      VALUES ($11, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, version.from, s.kind, s.kind === 'weekdays' ? s.weekdays : null, s.kind === 'per_period' ? s.times : null, s.kind === 'per_period' ? s.days : null,
        version.target?.unit ?? null, version.target?.amount ?? null, version.target?.direction ?? null, version.skipBudgetPerMonth, userId]);
    }
    const settingsOf = (day: string) => settingsOn({ ...current, versions }, day);
    const entries: DayEntry[] = drawn.entries.map(({ ago, kind, amount }) => {
      const day = addDays(today, -ago);
      if (kind === 'skipped') return { day, state: 'skipped', value: null };
      const dayTarget = settingsOf(day).target;
      const value = dayTarget ? (kind === 'amount' ? amount * 1000 : dayTarget.amount) : null;
      return { day, state: value === null ? 'done' : stateForValue(value, dayTarget), value };
    });
    if (entries.length) {
      await db.query(`INSERT INTO habit_completions (user_id, user_habit_id, day, state, value_milli) SELECT $5::uuid, $1, * FROM unnest($2::date[], $3::text[], $4::bigint[])`,
        [id, entries.map((e) => e.day), entries.map((e) => e.state), entries.map((e) => e.value ?? null), userId]);
    }
    const vacations = drawn.vacation ? [{ start: addDays(today, -drawn.vacation.ago), end: addDays(today, Math.min(0, -drawn.vacation.ago + drawn.vacation.length - 1)) }] : [];
    for (const v of vacations) await db.query(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, $2, $3)`, [userId, v.start, v.end]);
    await db.query(`UPDATE users SET locale = $2 WHERE id = $1`, [userId, drawn.week.locale]);
    const week = await client.gql<{ setWeekStart: { firstDayOfWeek: number } }>(`mutation($weekStart: Int) { setWeekStart(weekStart: $weekStart) { firstDayOfWeek } }`, { weekStart: drawn.week.weekStart });
    const weekStart = firstDayOfWeek(drawn.week);
    expect(week.data?.setWeekStart.firstDayOfWeek).toBe(weekStart);

    const history: HabitHistory = { schedule, target, skipBudgetPerMonth: current.skipBudgetPerMonth, since, entries, vacations, versions, firstDayOfWeek: weekStart };
    const evaluation = evaluateHabit(history, today);

    for (const ago of drawn.probes) {
      const day = addDays(today, -ago);
      const status = agendaOn(history, day, today).toUpperCase();
      const period = settingsOf(day).schedule.kind === 'per_period' ? periodProgress(history, day, today) : null;
      // Work's "Streak kept by a freeze": the rules' frozen verdict of a missed day.
      const keptByFreeze = status === 'TO_DO' && day < today && evaluation.days.find((verdict) => verdict.day === day)?.status === 'frozen';
      const expected = { status, keptByFreeze, ...(period ? { period: { start: period.start, end: period.end, done: period.done, quota: period.quota } } : { period: null }) };
      const dashboard = (await client.gql<{ dashboard: { habits: Day[] } }>(`query($day: LocalDate!) { dashboard(day: $day) { habits { ${DAY_FIELDS} } } }`, { day })).data!.dashboard.habits[0];
      expect({ day, ...dashboard }).toMatchObject({ day, ...expected });
      // The mutation's answer for the same day, by a write that changes nothing: the same.
      const entry = entries.find((e) => e.day === day);
      const answer = entry && entry.state === 'unmet'
        ? (await client.gql<{ setHabitValue: Day }>(`mutation($id: ID!, $day: LocalDate!, $value: String) { setHabitValue(id: $id, day: $day, value: $value) { ${DAY_FIELDS} } }`, { id, day, value: formatAmount(entry.value!) })).data!.setHabitValue
        : (await client.gql<{ setHabitDone: Day }>(`mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { ${DAY_FIELDS} } }`, { id, day, done: entry?.state === 'done' })).data!.setHabitDone;
      expect({ day, ...answer }).toEqual({ day, ...dashboard });
    }

    const stats = (await client.gql<{ myHabits: Array<{ stats: { currentStreak: number; bestStreak: number; score: number } }> }>(`{ myHabits { stats { currentStreak bestStreak score } } }`)).data!.myHabits[0].stats;
    expect({ current: stats.currentStreak, best: stats.bestStreak }).toEqual({ current: evaluation.currentStreak, best: evaluation.bestStreak });
    expect(stats.score).toBeCloseTo(habitScore(history, today, evaluation), 6);

    for (const [from, to] of [[addDays(today, -13), today], [addDays(today, -40), addDays(today, -8)]]) {
      const trends = (await client.gql<{ trends: { habits: Array<{ done: number; possible: number; longestStreak: number; score: number }> } }>(
        `query($from: LocalDate, $to: LocalDate!) { trends(from: $from, to: $to) { habits { done possible longestStreak score } } }`, { from, to })).data!.trends.habits[0];
      const expected = adherence(history, today, from, to, evaluation);
      expect({ from, to, done: trends.done, possible: trends.possible, longest: trends.longestStreak })
        .toEqual({ from, to, done: expected.done, possible: expected.due, longest: longestStreakIn(evaluation, from, to) });
      // Strength is one figure on every screen: Trends shows the Habits page's.
      expect(trends.score).toBeCloseTo(stats.score, 9);
    }

    // A goal the habit serves: its progress counts the habit's occasions over the last 30 days, as adherence does.
    const [goalItem] = await db.query(`SELECT id FROM catalogue_items WHERE kind = 'goal' ORDER BY text LIMIT 1`);
    const goalId = (await client.gql<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: goalItem.id })).data!.addGoal.id;
    expect((await client.gql(`mutation($g: ID!, $h: ID!) { linkHabitToGoal(goalId: $g, habitId: $h) { id } }`, { g: goalId, h: id })).errors).toBeUndefined();
    const progress = (await client.gql<{ myGoals: Array<{ progress: { habitsDone: number; habitsDue: number; windowDays: number } }> }>(
      `{ myGoals { progress { habitsDone habitsDue windowDays } } }`)).data!.myGoals[0].progress;
    const window = adherence(history, today, addDays(today, -(progress.windowDays - 1)), today, evaluation);
    expect({ windowDays: progress.windowDays, done: progress.habitsDone, due: progress.habitsDue }).toEqual({ windowDays: 30, done: window.done, due: window.due });

    // The JSON export holds every day as it was recorded.
    const exported = await fetch(`${app.url}/api/export?format=json`, { headers: { cookie: client.cookie } });
    expect(exported.status).toBe(200);
    const document = await exported.json() as { settings: unknown; habits: Array<{ entries: unknown[]; settingsHistory: unknown[] }> };
    expect(document.settings).toMatchObject(clock);
    expect(document.habits[0].settingsHistory).toEqual(versions.map((version) => ({
      from: version.from, schedule: version.schedule, skipBudget: version.skipBudgetPerMonth,
      target: version.target ? { unit: version.target.unit, amountMilli: version.target.amount, direction: version.target.direction } : null,
    })));
    expect(document.habits[0].entries).toEqual([...entries].sort((a, b) => (a.day < b.day ? -1 : 1))
      .map((e) => ({ day: e.day, state: e.state, ...(e.value !== null && e.value !== undefined ? { valueMilli: e.value } : {}) })));

    const rest = await client.rest<Array<{ completionHistory: Array<{ date: string }> }>>('GET', `/api/user/populatehabits/${userId}`);
    expect(rest.body[0].completionHistory.map((c) => c.date.slice(0, 10))).toEqual(entries.filter((e) => e.state === 'done').map((e) => e.day).sort());
  }), { numRuns: RUNS });
});
