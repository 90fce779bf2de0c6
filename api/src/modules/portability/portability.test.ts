import { Zip, ZipDeflate, unzipSync, strFromU8, zipSync, strToU8 } from 'fflate';
import { startTestApp, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { checkAnswer } from '../../../test/openapi';
import { signedInUser } from '../../../test/users';
import { addedHabits } from '../../../test/items';
import { latestToday } from '../../shared/dates';
import { addDays, userDay } from '../../shared/time/days';
import { exportValidator, type ExportDocument } from './export-document';
import initSqlJs from 'sql.js';
import { habiticaStamp, habiticaUserData, loopCsvZip, loopDb, loopDbWith, type LoopFixtureHabit } from '../../../test/fixtures/portability';
import type { ImportReport } from './portability.types';
import { LOOP_HABITS_HEADER } from './formats/loop';

/** Every item a goal or habit may name, built in or own (the tests read texts across both). */
const LINKED_ITEMS = '(SELECT id, text, description FROM catalogue_items UNION ALL SELECT id, text, description FROM items)';

// Integration tests with files and whole accounts: slower than most on a busy machine.
jest.setTimeout(30_000);

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(async () => { await app.stop(); });

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // a day every zone has reached
const daysAgo = (n: number) => addDays(today(), -n);

async function upload(client: Client, bytes: Uint8Array, fileName: string, query = '', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  const response = await fetch(`${app.url}/api/import${query}`, {
    method: 'POST', body: form, headers: { origin: new URL(app.url).origin, ...(client.cookie ? { cookie: client.cookie } : {}), ...headers },
  });
  const body = await response.json() as ImportReport & { message?: string; code?: string };
  checkAnswer('POST', '/api/import', response.status, body);
  return { status: response.status, body };
}

async function download(client: Client, format: 'json' | 'csv'): Promise<{ status: number; type: string | null; disposition: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${app.url}/api/export?format=${format}`, { headers: { cookie: client.cookie } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function exportJson(client: Client): Promise<ExportDocument> {
  const { status, bytes } = await download(client, 'json');
  expect(status).toBe(200);
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as ExportDocument;
}

const q = (sql: string, params: unknown[] = []) => app.db.dataSource.query(sql, params);

async function counts(userId: string) {
  const [row] = await q(
    `SELECT (SELECT count(*)::int FROM user_habits WHERE user_id = $1) AS habits,
            (SELECT count(*)::int FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1) AS days,
            (SELECT count(*)::int FROM user_goals WHERE user_id = $1) AS goals,
            (SELECT count(*)::int FROM tasks WHERE user_id = $1) AS tasks,
            (SELECT count(*)::int FROM vacations WHERE user_id = $1) AS vacations`, [userId]);
  return row as { habits: number; days: number; goals: number; tasks: number; vacations: number };
}

/** An account with a bit of everything, made through the app's own API. */
async function richAccount() {
  const account = await signedInUser(app, { plan: 'unlimited' });
  const { client } = account;
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await client.gql<Record<string, { id: string }>>(query, variables);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!;
  };
  await gql(`mutation { setClock(timeZone: "Europe/Berlin", dayStartHour: 3) { timeZone } }`);
  const item = async (kind: string, text: string, category: string) => (await gql(
    `mutation($input: CustomItemInput!) { createCustomItem(input: $input) { id } }`, { input: { kind, text, category, description: `${text}, every day` } })).createCustomItem.id;
  const water = (await gql(`mutation($itemId: ID!) { addHabit(itemId: $itemId) { id } }`, { itemId: await item('HABIT', 'Drink water 💧', 'Health') })).addHabit.id;
  const read = (await gql(`mutation($itemId: ID!) { addHabit(itemId: $itemId) { id } }`, { itemId: await item('HABIT', 'Lire 20 pages', 'Development') })).addHabit.id;
  const goal = (await gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId: await item('GOAL', 'Run a marathon', 'Health') })).addGoal.id;
  await gql(`mutation($id: ID!) { updateHabitSettings(id: $id, input: { target: { unit: "glasses", amount: "8", direction: AT_LEAST }, skipBudget: 2 }) { id } }`, { id: water });
  await gql(`mutation($id: ID!) { updateHabitSettings(id: $id, input: { schedule: { kind: PER_PERIOD, times: 3, days: 7 } }) { id } }`, { id: read });
  await gql(`mutation($id: ID!, $day: LocalDate!) { setHabitValue(id: $id, day: $day, value: "8.5") { status } }`, { id: water, day: daysAgo(3) });
  await gql(`mutation($id: ID!, $day: LocalDate!) { setHabitValue(id: $id, day: $day, value: "2") { status } }`, { id: water, day: daysAgo(2) });
  await gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { status } }`, { id: read, day: daysAgo(5) });
  await gql(`mutation($id: ID!, $day: LocalDate!) { setHabitSkipped(id: $id, day: $day, skipped: true) { status } }`, { id: read, day: daysAgo(4) });
  await q(`INSERT INTO habit_day_notes (user_id, user_habit_id, day, note) VALUES ($3, $1, $2, 'Chapitre 3, très bien')`, [read, daysAgo(5), account.id]);
  await gql(`mutation { addVacation(start: "2025-08-01", end: "2025-08-10") { id } }`);
  await client.rest('POST', '/api/task/create', { user: account.id, text: 'Call mum' });
  const done = await client.rest<{ _id: string }>('POST', '/api/task/create', { user: account.id, text: 'File taxes' });
  await client.rest('PUT', `/api/task/${done.body._id}`, { complete: true, completedDate: daysAgo(1) });
  // Issue 15's plan of the goal: a target date, milestones, a habit that serves it, a task that belongs to it.
  await q(`UPDATE user_goals SET target_date = '2027-06-30' WHERE id = $1`, [goal]);
  await q(`INSERT INTO goal_milestones (user_id, user_goal_id, position, text, due_on, done) VALUES ($2, $1, 0, 'Run 10 km', '2026-09-01', true), ($2, $1, 1, 'Semi-marathon à Lyon', NULL, false)`, [goal, account.id]);
  await q(`INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) VALUES ($3, $1, $2)`, [water, goal, account.id]);
  await q(`UPDATE tasks SET user_goal_id = $1 WHERE user_id = $2 AND text = 'Call mum'`, [goal, account.id]);
  // Reminders: two times for one habit, none for the other; email only; the daily summary.
  await gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["21:30", "07:00"]) { habitId } }`, { id: water });
  await gql(`mutation { setReminderChannels(push: false, email: true) { summaryTime } }`);
  await gql(`mutation { setDailySummaryTime(time: "20:15") { summaryTime } }`);
  return account;
}

/** A user's reminder settings as myReminders answers them, each habit's times under its name. */
async function reminderSettings(client: Client) {
  const answer = await client.gql<{ myReminders: { channels: { push: boolean; email: boolean }; summaryTime: string | null; habits: Array<{ habitId: string; times: string[] }> }; myHabits: Array<{ id: string; item: { text: string } }> }>(
    `{ myReminders { channels { push email } summaryTime habits { habitId times } } myHabits { id item { text } } }`);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const { myReminders, myHabits } = answer.data!;
  const name = (id: string) => myHabits.find((habit) => habit.id === id)?.item.text;
  return { ...myReminders, habits: myReminders.habits.map(({ habitId, times }) => ({ habit: name(habitId), times })) };
}

/** The export with what must differ between accounts set aside: ids (replaced by their order), exportedAt and the account block. */
function normalised(document: ExportDocument) {
  const ids = new Map<string, string>();
  document.goals.forEach((goal, index) => ids.set(goal.id, `goal-${index}`));
  document.habits.forEach((habit, index) => ids.set(habit.id, `habit-${index}`));
  document.tasks.forEach((task, index) => ids.set(task.id, `task-${index}`));
  return JSON.stringify({
    // The security record is the account's own history: an import does not carry it.
    ...document, exportedAt: null, account: null, securityEvents: null,
    goals: document.goals.map((goal) => ({ ...goal, id: ids.get(goal.id), habitIds: goal.habitIds.map((id) => ids.get(id)).sort() })),
    habits: document.habits.map((habit) => ({ ...habit, id: ids.get(habit.id) })),
    tasks: document.tasks.map((task) => ({ ...task, id: ids.get(task.id), goalId: task.goalId && ids.get(task.goalId) })),
  });
}

describe('export', () => {
  it('writes the whole account as one JSON document that its committed JSON Schema accepts', async () => {
    const { client } = await richAccount();
    const response = await download(client, 'json');
    expect(response.type).toMatch(/^application\/json/);
    expect(response.disposition).toMatch(/^attachment; filename="cairn-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = JSON.parse(Buffer.from(response.bytes).toString('utf8')) as ExportDocument;
    const { validate, errorsText } = exportValidator();
    expect([validate(document), validate(document) ? '' : errorsText()]).toEqual([true, '']);
    expect(JSON.stringify(document)).not.toMatch(/password|hash|stripe/i);
    expect(document.account.plan).toBe('unlimited');
    const [water, read] = document.habits;
    expect(water.item.text).toBe('Drink water 💧');
    expect(water.target).toEqual({ unit: 'glasses', amountMilli: 8000, direction: 'AT_LEAST' });
    expect(water.skipBudget).toBe(2);
    expect(water.entries).toEqual([{ day: daysAgo(3), state: 'done', valueMilli: 8500 }, { day: daysAgo(2), state: 'unmet', valueMilli: 2000 }]);
    expect(read.schedule).toEqual({ kind: 'per_period', times: 3, days: 7 });
    expect(read.entries).toEqual([{ day: daysAgo(5), state: 'done', note: 'Chapitre 3, très bien' }, { day: daysAgo(4), state: 'skipped' }]);
    expect([water.reminderTimes, read.reminderTimes]).toEqual([['07:00', '21:30'], []]);
    expect(document.settings.reminders).toEqual({ push: false, email: true, summaryTime: '20:15' });
    expect(document.vacations).toEqual([{ start: '2025-08-01', end: '2025-08-10' }]);
    expect(document.tasks.map((task) => [task.text, task.complete, task.completedDay])).toEqual([['Call mum', false, null], ['File taxes', true, daysAgo(1)]]);
    expect(document.goals[0]).toMatchObject({
      item: { text: 'Run a marathon' }, status: 'NOT_STARTED', targetDate: '2027-06-30', habitIds: [water.id],
      milestones: [{ text: 'Run 10 km', dueOn: '2026-09-01', done: true }, { text: 'Semi-marathon à Lyon', dueOn: null, done: false }],
    });
    expect(document.tasks[0].goalId).toBe(document.goals[0].id);
    expect(document.tasks[1].goalId).toBeNull();
  });

  it("writes a zip in Loop Habit Tracker's CSV layout", async () => {
    const { client } = await richAccount();
    const response = await download(client, 'csv');
    expect(response.type).toBe('application/zip');
    const files = unzipSync(response.bytes);
    expect(Object.keys(files).sort()).toEqual(['001 Drink water/Checkmarks.csv', '002 Lire 20 pages/Checkmarks.csv', 'Checkmarks.csv', 'Habits.csv']);
    const habits = strFromU8(files['Habits.csv']).split('\n');
    expect(habits[0]).toBe('Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?');
    expect(habits[1]).toBe('001,Drink water 💧,NUMERICAL,,"Drink water 💧, every day",1,1,#388E3C,glasses,AT_LEAST,8.0,false');
    expect(habits[2]).toBe('002,Lire 20 pages,YES_NO,,"Lire 20 pages, every day",3,7,#7B1FA2,,,,false');
    expect(strFromU8(files['001 Drink water/Checkmarks.csv'])).toBe(`Date,Value,Notes\n${daysAgo(2)},2000,\n${daysAgo(3)},8500,\n`);
    expect(strFromU8(files['002 Lire 20 pages/Checkmarks.csv'])).toBe(`Date,Value,Notes\n${daysAgo(4)},SKIP,\n${daysAgo(5)},YES_MANUAL,"Chapitre 3, très bien"\n`);
    const combined = strFromU8(files['Checkmarks.csv']).split('\n');
    expect(combined[0]).toBe('Date,Drink water 💧,Lire 20 pages,');
    expect(combined.find((line) => line.startsWith(daysAgo(1)))).toBe(`${daysAgo(1)},0,NO,`);
    expect(combined.find((line) => line.startsWith(daysAgo(4)))).toBe(`${daysAgo(4)},UNKNOWN,SKIP,`);
    expect(combined.find((line) => line.startsWith(daysAgo(5)))).toBe(`${daysAgo(5)},UNKNOWN,YES_MANUAL,`);
    expect(combined.at(-2)!.startsWith(daysAgo(5))).toBe(true); // from today back to the oldest entry
  });

  it('refuses visitors and an unknown format', async () => {
    expect((await fetch(`${app.url}/api/export?format=json`)).status).toBe(401);
    const { client } = await signedInUser(app);
    const answer = await client.rest('GET', '/api/export?format=xml');
    expect([answer.status, answer.body.message]).toEqual([400, 'format must be json or csv']);
  });

  it('gives GraphQL clients the download links', async () => {
    const { client } = await signedInUser(app);
    const answer = await client.gql<{ exportLinks: { json: string; csv: string; schema: string } }>('{ exportLinks { json csv schema } }');
    expect(answer.data!.exportLinks).toEqual({ json: '/api/export?format=json', csv: '/api/export?format=csv', schema: '/api/export/schema' });
  });
});

describe('round trip', () => {
  it('imports a Cairn export into a fresh account, whose export is the same document', async () => {
    const source = await richAccount();
    // Gaps in the order (as removals leave) are kept too.
    await q(`UPDATE user_habits SET position = position * 3 + 1 WHERE user_id = $1`, [source.id]);
    const original = await exportJson(source.client);
    expect(original.habits.map((habit) => habit.position)).toEqual([1, 4]);
    const fresh = await signedInUser(app);
    const bytes = strToU8(JSON.stringify(original));
    const preview = await upload(fresh.client, bytes, 'cairn-export.json', '?dryRun=1');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'cairn-json', dryRun: true, settings: true, planLimit: null, totals: { habits: 2, days: 4, notes: 1, goals: 1, tasks: 2, vacations: 1 } });
    expect(await counts(fresh.id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
    const imported = await upload(fresh.client, bytes, 'cairn-export.json');
    expect([imported.status, imported.body.summary]).toEqual([200, 'Imported 2 habits, 4 days, 1 note, 1 goal, 2 tasks, 1 vacation']);
    const copy = await exportJson(fresh.client);
    expect(normalised(copy)).toBe(normalised(original));

    // The same file again creates nothing.
    const again = await upload(fresh.client, bytes, 'cairn-export.json');
    expect(again.body.totals).toEqual({ habits: 0, days: 0, notes: 0, goals: 0, tasks: 0, vacations: 0 });
    expect(normalised(await exportJson(fresh.client))).toBe(normalised(original));
  });

  it("carries a habit's settings history: each past day keeps its own target's verdict in the fresh account (issue 25 case 11)", async () => {
    const ago = (n: number) => addDays(userDay(new Date(), 'UTC'), -n); // the user's days (UTC)
    const source = await signedInUser(app, { plan: 'unlimited' });
    const [id] = await addedHabits(app, source.client, 1);
    const settings = (target: string) => source.client.gql(`mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`,
      { id, input: { target: { unit: 'pages', amount: target, direction: 'AT_LEAST' } } });
    await settings('10');
    // "At least 10" since five days ago; 15 read yesterday; raised to 20 today.
    await q(`UPDATE user_habits SET created_at = $2 WHERE id = $1`, [id, `${ago(5)}T12:00:00Z`]);
    await q(`UPDATE habit_settings_history SET effective_from = $2 WHERE user_habit_id = $1`, [id, ago(5)]);
    await source.client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitValue(id: $id, day: $day, value: "15") { status } }`, { id, day: ago(1) });
    await settings('20');
    const original = await exportJson(source.client);
    const pages = (amount: number) => ({ unit: 'pages', amountMilli: amount, direction: 'AT_LEAST' });
    expect(original.habits[0].settingsHistory).toEqual([
      { from: ago(5), schedule: { kind: 'daily' }, target: pages(10_000), skipBudget: 0 },
      { from: ago(0), schedule: { kind: 'daily' }, target: pages(20_000), skipBudget: 0 },
    ]);
    const fresh = await signedInUser(app);
    expect((await upload(fresh.client, strToU8(JSON.stringify(original)), 'cairn-export.json')).status).toBe(200);
    expect(normalised(await exportJson(fresh.client))).toBe(normalised(original));
    const day = await fresh.client.gql<{ dashboard: { habits: Array<{ status: string; value: string }> } }>(`query($day: LocalDate!) { dashboard(day: $day) { habits { status value } } }`, { day: ago(1) });
    expect(day.data!.dashboard.habits).toEqual([{ status: 'DONE', value: '15' }]);

    // A history that does not end with the habit's settings is refused, and nothing is written.
    const other = await signedInUser(app);
    const wrong = { ...original, habits: [{ ...original.habits[0], settingsHistory: original.habits[0].settingsHistory!.slice(0, 1) }] };
    const refused = await upload(other.client, strToU8(JSON.stringify(wrong)), 'cairn-export.json');
    expect([refused.status, refused.body.message]).toEqual([400, `The settings history of "${original.habits[0].item.text}" does not end with its settings.`]);
    expect(await counts(other.id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
  });

  it('carries reminder times, channels and the daily summary: the preview lists them, the import sets them as by hand', async () => {
    const source = await richAccount();
    const original = await exportJson(source.client);
    const fresh = await signedInUser(app);
    const bytes = strToU8(JSON.stringify(original));
    const preview = await upload(fresh.client, bytes, 'cairn-export.json', '?dryRun=1');
    expect(preview.body.reminders).toEqual({ push: false, email: true, summaryTime: '20:15' });
    expect(preview.body.habits.map((habit) => [habit.name, habit.reminderTimes])).toEqual([['Drink water 💧', ['07:00', '21:30']], ['Lire 20 pages', []]]);
    expect(await reminderSettings(fresh.client)).toEqual({ channels: { push: false, email: false }, summaryTime: null, habits: [] });

    expect((await upload(fresh.client, bytes, 'cairn-export.json')).status).toBe(200);
    const settings = await reminderSettings(fresh.client);
    expect(settings).toEqual(await reminderSettings(source.client));
    expect(settings).toEqual({ channels: { push: false, email: true }, summaryTime: '20:15', habits: [{ habit: 'Drink water 💧', times: ['07:00', '21:30'] }] });
    // As set by hand: the reminders wait for the planner (no next time yet), the summary included.
    expect(await q(`SELECT to_char(local_time, 'HH24:MI') AS at, user_habit_id IS NULL AS summary, next_at FROM reminders WHERE user_id = $1 ORDER BY local_time`, [fresh.id]))
      .toEqual([{ at: '07:00', summary: false, next_at: null }, { at: '20:15', summary: true, next_at: null }, { at: '21:30', summary: false, next_at: null }]);

    // A second import (the habit merges) leaves the user's own times as they are now.
    await fresh.client.gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["09:00"]) { habitId } }`, { id: (await exportJson(fresh.client)).habits[0].id });
    const again = await upload(fresh.client, bytes, 'cairn-export.json', '?dryRun=1');
    expect(again.body.habits[0]).toMatchObject({ action: 'MERGE', reminderTimes: [] });
    await upload(fresh.client, bytes, 'cairn-export.json');
    expect((await reminderSettings(fresh.client)).habits).toEqual([{ habit: 'Drink water 💧', times: ['09:00'] }]);
  });

  it('imports an export made before reminders were carried, leaving reminders as they are; refuses a time that is not HH:MM', async () => {
    const source = await richAccount();
    const original = await exportJson(source.client);
    const { reminders: _reminders, ...settings } = original.settings;
    const older = { ...original, settings, habits: original.habits.map(({ reminderTimes: _times, ...habit }) => habit) };
    expect(exportValidator().validate(older)).toBe(true);
    const fresh = await signedInUser(app);
    await fresh.client.gql(`mutation { setDailySummaryTime(time: "06:45") { summaryTime } }`);
    const preview = await upload(fresh.client, strToU8(JSON.stringify(older)), 'cairn-export.json', '?dryRun=1');
    expect([preview.body.reminders, preview.body.habits.map((habit) => habit.reminderTimes)]).toEqual([null, [[], []]]);
    expect((await upload(fresh.client, strToU8(JSON.stringify(older)), 'cairn-export.json')).body.totals.habits).toBe(2);
    expect(await reminderSettings(fresh.client)).toEqual({ channels: { push: false, email: false }, summaryTime: '06:45', habits: [] });

    const other = await signedInUser(app);
    const late = { ...original, habits: original.habits.map((habit, index) => (index ? habit : { ...habit, reminderTimes: ['25:00'] })) };
    const refused = await upload(other.client, strToU8(JSON.stringify(late)), 'cairn-export.json');
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(/^This Cairn export does not match its schema: .*reminderTimes/)]);
    expect(await counts(other.id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
  });

  it('refuses a Cairn export that does not match its schema, naming what is wrong', async () => {
    const { client, id } = await signedInUser(app);
    const bad = { format: 'cairn-export', version: 1, exportedAt: 'yesterday' };
    const answer = await upload(client, strToU8(JSON.stringify(bad)), 'cairn.json');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^This Cairn export does not match its schema: /);
    const future = await upload(client, strToU8(JSON.stringify({ ...bad, version: 2 })), 'cairn.json');
    expect(future.body.message).toBe('This Cairn export is version 2; this server reads version 1.');
    expect(await counts(id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
  });
});

const LOOP_HABITS: LoopFixtureHabit[] = [
  {
    name: 'Méditer 🧘', question: 'Did you meditate today?', num: 1, den: 1,
    entries: [
      { day: '2024-01-01', value: 'YES_MANUAL', note: 'Calme, enfin' }, { day: '2024-01-02', value: 'NO' }, { day: '2024-01-03', value: 'SKIP', note: 'Malade' },
      { day: '2024-01-04', value: 'YES_AUTO' }, { day: '2024-01-05', value: 'UNKNOWN' }, { day: '2024-01-06', value: 'YES_MANUAL' },
    ],
  },
  {
    name: 'Run', num: 3, den: 7, numerical: { unit: 'km', target: 5 },
    entries: [{ day: '2024-01-01', value: 5500 }, { day: '2024-01-03', value: 2250, note: 'Knee hurt' }, { day: '2024-01-05', value: 'SKIP' }],
  },
  { name: 'Coffee', num: 1, den: 1, numerical: { unit: 'cups', target: 2, atMost: true }, entries: [{ day: '2024-01-01', value: 1000 }, { day: '2024-01-02', value: 4000 }] },
  { name: 'Call grandma', num: 1, den: 90, archived: true, entries: [{ day: '2023-12-24', value: 'YES_MANUAL' }] },
];

async function habitRows(userId: string) {
  return q(
    `SELECT i.text, h.schedule_kind, h.freq_num, h.freq_den, h.unit, h.target_milli::int AS target, h.direction,
            coalesce(json_agg(json_build_object('day', to_char(c.day, 'YYYY-MM-DD'), 'state', c.state, 'value', c.value_milli::int,
              'note', (SELECT n.note FROM habit_day_notes n WHERE n.user_habit_id = c.user_habit_id AND n.day = c.day)) ORDER BY c.day)
              FILTER (WHERE c.day IS NOT NULL), '[]') AS entries
       FROM user_habits h JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) LEFT JOIN habit_completions c ON c.user_habit_id = h.id
      WHERE h.user_id = $1 GROUP BY i.text, h.user_id, h.id ORDER BY h.position`, [userId]) as Promise<Array<Record<string, unknown>>>;
}

const EXPECTED_LOOP = [
  {
    text: 'Méditer 🧘', schedule_kind: 'daily', freq_num: null, freq_den: null, unit: null, target: null, direction: null,
    entries: [
      { day: '2024-01-01', state: 'done', value: null, note: 'Calme, enfin' }, { day: '2024-01-03', state: 'skipped', value: null, note: 'Malade' },
      { day: '2024-01-06', state: 'done', value: null, note: null },
    ],
  },
  {
    text: 'Run', schedule_kind: 'per_period', freq_num: 3, freq_den: 7, unit: 'km', target: 5000, direction: 'AT_LEAST',
    entries: [
      { day: '2024-01-01', state: 'done', value: 5500, note: null }, { day: '2024-01-03', state: 'unmet', value: 2250, note: 'Knee hurt' },
      { day: '2024-01-05', state: 'skipped', value: null, note: null },
    ],
  },
  {
    text: 'Coffee', schedule_kind: 'daily', freq_num: null, freq_den: null, unit: 'cups', target: 2000, direction: 'AT_MOST',
    entries: [{ day: '2024-01-01', state: 'done', value: 1000, note: null }, { day: '2024-01-02', state: 'unmet', value: 4000, note: null }],
  },
  {
    text: 'Call grandma', schedule_kind: 'per_period', freq_num: 1, freq_den: 30, unit: null, target: null, direction: null,
    entries: [{ day: '2023-12-24', state: 'done', value: null, note: null }],
  },
];

describe('import from Loop Habit Tracker', () => {
  it('previews, then imports the CSV export zip: done, skipped, amounts, notes, unusual frequencies; twice creates nothing', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const zip = loopCsvZip(LOOP_HABITS);
    const preview = await upload(client, zip, 'Loop Habits CSV 2024-01-07.zip', '?dryRun=1');
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe('loop-csv');
    expect(preview.body.maxUploadBytes).toBe(50 * 1024 * 1024);
    expect(preview.body.habits).toEqual([
      { key: 'h1', name: 'Méditer 🧘', action: 'CREATE', days: 3, notes: 2, skips: 1, reminderTimes: [], selected: true },
      { key: 'h2', name: 'Run', action: 'CREATE', days: 3, notes: 1, skips: 1, reminderTimes: [], selected: true },
      { key: 'h3', name: 'Coffee', action: 'CREATE', days: 2, notes: 0, skips: 0, reminderTimes: [], selected: true },
      { key: 'h4', name: 'Call grandma', action: 'CREATE', days: 1, notes: 0, skips: 0, reminderTimes: [], selected: true },
    ]);
    expect(preview.body.notCarried.map((item) => item.what)).toEqual(['"Call grandma" is archived in Loop', 'The schedule of "Call grandma"']);
    expect(preview.body.summary).toBe('Will import 4 habits, 9 days, 3 notes; 2 items not carried: "Call grandma" is archived in Loop (Cairn has no archive; it is imported as an active habit.); The schedule of "Call grandma" (1 in 90 days is longer than Cairn\'s longest period (a month); kept as 1 a month.)');
    expect(preview.body.formatLabel).toBe('Loop Habit Tracker CSV export');
    // The same report in the reader's language (issue 29): its texts, the format's words and the summary.
    const german = await upload(client, zip, 'Loop Habits CSV 2024-01-07.zip', '?dryRun=1', { 'accept-language': 'de-DE' });
    expect({ ...german.body, uploadId: null }).toMatchObject({ ...preview.body, uploadId: null, formatLabel: 'CSV-Export von Loop Habit Tracker', notCarried: [
      { what: '„Call grandma“ ist in Loop archiviert', reason: 'Cairn hat kein Archiv; sie wird als aktive Gewohnheit importiert.' },
      { what: 'Der Zeitplan von „Call grandma“', reason: '1 in 90 Tagen ist länger als der längste Zeitraum von Cairn (ein Monat); übernommen als 1-mal im Monat.' },
    ], summary: 'Wird importiert: 4 Gewohnheiten, 9 Tage und 3 Notizen; 2 Punkte werden nicht übernommen: „Call grandma“ ist in Loop archiviert (Cairn hat kein Archiv; sie wird als aktive Gewohnheit importiert.); Der Zeitplan von „Call grandma“ (1 in 90 Tagen ist länger als der längste Zeitraum von Cairn (ein Monat); übernommen als 1-mal im Monat.)' });
    const arabic = await client.gql<{ runImport: { summary: string; notCarried: Array<{ what: string }> } }>(
      'mutation($uploadId: ID!) { runImport(uploadId: $uploadId, dryRun: true) { summary notCarried { what } } }', { uploadId: german.body.uploadId }, { 'accept-language': 'ar' });
    expect(arabic.data?.runImport.notCarried).toEqual([{ what: '"Call grandma" مؤرشفة في Loop' }, { what: 'جدول "Call grandma"' }]);
    expect(arabic.data?.runImport.summary).toMatch(/^سيُستورد 4 عادات، و9 أيام، و3 ملاحظات؛ عنصران لا يُنقلان: /);
    expect(await counts(id)).toMatchObject({ habits: 0, days: 0 });

    const imported = await upload(client, zip, 'Loop Habits CSV 2024-01-07.zip');
    expect(imported.body.summary).toMatch(/^Imported 4 habits, 9 days, 3 notes; 2 items not carried: /);
    expect(await habitRows(id)).toEqual(EXPECTED_LOOP);
    // The runs of done days, rebuilt in one statement by the import, are what the row trigger would have made.
    expect(await q(
      `SELECT i.text, to_char(r.first_day, 'YYYY-MM-DD') AS first, to_char(r.last_day, 'YYYY-MM-DD') AS last FROM habit_runs r
         JOIN user_habits h ON h.id = r.user_habit_id JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) WHERE h.user_id = $1 ORDER BY h.position, r.first_day`, [id]))
      .toEqual([
        { text: 'Méditer 🧘', first: '2024-01-01', last: '2024-01-01' }, { text: 'Méditer 🧘', first: '2024-01-06', last: '2024-01-06' },
        { text: 'Run', first: '2024-01-01', last: '2024-01-01' }, { text: 'Coffee', first: '2024-01-01', last: '2024-01-01' },
        { text: 'Call grandma', first: '2023-12-24', last: '2023-12-24' },
      ]);
    // A day marked afterwards joins its run as usual: the trigger is back on.
    const [{ id: meditate }] = await q(`SELECT h.id FROM user_habits h JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) WHERE h.user_id = $1 AND i.text = 'Méditer 🧘'`, [id]);
    await q(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($2, $1, '2024-01-02')`, [meditate, id]);
    expect(await q(`SELECT to_char(first_day, 'YYYY-MM-DD') AS first, to_char(last_day, 'YYYY-MM-DD') AS last FROM habit_runs WHERE user_habit_id = $1 ORDER BY first_day`, [meditate]))
      .toEqual([{ first: '2024-01-01', last: '2024-01-02' }, { first: '2024-01-06', last: '2024-01-06' }]);
    await q(`DELETE FROM habit_completions WHERE user_habit_id = $1 AND day = '2024-01-02'`, [meditate]);
    const [{ description }] = await q(`SELECT i.description FROM user_habits h JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) WHERE h.user_id = $1 ORDER BY h.position LIMIT 1`, [id]);
    expect(description).toBe('Did you meditate today?');

    const again = await upload(client, zip, 'Loop Habits CSV 2024-01-07.zip');
    expect(again.body.habits.map((habit) => [habit.action, habit.days])).toEqual([['MERGE', 0], ['MERGE', 0], ['MERGE', 0], ['MERGE', 0]]);
    expect(again.body.totals).toMatchObject({ habits: 0, days: 0, notes: 0 });
    expect(await counts(id)).toMatchObject({ habits: 4, days: 9 });
  });

  it('imports the SQLite backup (versions 21 to 25) the same way, each version with the tables its migrations leave', async () => {
    const SQL = await initSqlJs();
    for (const version of [21, 22, 23, 24, 25]) {
      const bytes = await loopDb(LOOP_HABITS, version);
      // The fixture itself: Loop's migrations 22 (Repetitions NOT NULL, unique index), 23 (question), 24 (uuid), 25 (notes).
      const db = new SQL.Database(bytes);
      const columnsOf = (table: string) => db.exec(`PRAGMA table_info(${table})`)[0].values.map((row) => [row[1], row[3]]);
      const habitColumns = columnsOf('Habits').map(([name]) => name);
      expect([habitColumns.includes('question'), habitColumns.includes('uuid')]).toEqual([version >= 23, version >= 24]);
      expect(columnsOf('Repetitions')).toEqual([['id', 0], ['habit', version >= 22 ? 1 : 0], ['timestamp', version >= 22 ? 1 : 0], ['value', 1], ...(version >= 25 ? [['notes', 0]] : [])]);
      expect(db.exec(`SELECT "unique" FROM pragma_index_list('Repetitions')`)[0].values).toEqual([[version >= 22 ? 1 : 0]]);
      db.close();

      const { client, id } = await signedInUser(app, { plan: 'unlimited' });
      const answer = await upload(client, bytes, 'Loop Habits Backup.db');
      expect([version, answer.status, answer.body.format]).toEqual([version, 200, 'loop-db']);
      const expected = version >= 25 ? EXPECTED_LOOP : EXPECTED_LOOP.map((habit) => ({ ...habit, entries: habit.entries.map((entry) => ({ ...entry, note: null })) }));
      expect(await habitRows(id)).toEqual(expected);
      // Before 23 the question was the description; from 23 on it has its own column: the habit reads the same.
      const [{ description }] = await q(`SELECT i.description FROM user_habits h JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) WHERE h.user_id = $1 ORDER BY h.position LIMIT 1`, [id]);
      expect([version, description]).toEqual([version, 'Did you meditate today?']);
    }
  });

  it('keeps the note of a day Loop shows as not done or filled in itself, through our JSON export and a round trip (CSV and backup; issue 25 case 13)', async () => {
    const habits: LoopFixtureHabit[] = [{ name: 'Read', num: 1, den: 1, entries: [
      { day: '2024-01-01', value: 'YES_MANUAL', note: 'Chapter 1' }, { day: '2024-01-02', value: 'NO', note: 'Sick' }, { day: '2024-01-03', value: 'YES_AUTO', note: 'Travelling' },
    ] }];
    const notes = [{ day: '2024-01-02', note: 'Sick' }, { day: '2024-01-03', note: 'Travelling' }];
    for (const [bytes, name] of [[loopCsvZip(habits), 'loop.zip'], [await loopDb(habits), 'Loop Habits Backup.db']] as const) {
      const { client } = await signedInUser(app, { plan: 'unlimited' });
      const preview = await upload(client, bytes, name, '?dryRun=1');
      expect([name, preview.body.notCarried, preview.body.habits[0].days, preview.body.habits[0].notes]).toEqual([name, [], 1, 3]);
      expect((await upload(client, bytes, name)).status).toBe(200);
      const exported = await exportJson(client);
      expect([name, exported.habits[0].entries, exported.habits[0].notes]).toEqual([name, [{ day: '2024-01-01', state: 'done', note: 'Chapter 1' }], notes]);
      // And Loop's CSV export: the days hold their notes as Loop wrote them (a day not done: NO).
      const files = unzipSync((await download(client, 'csv')).bytes);
      const checkmarks = Object.entries(files).find(([path]) => path.endsWith('/Checkmarks.csv'))![1];
      expect(strFromU8(checkmarks).split('\n').slice(1, 4)).toEqual(['2024-01-03,NO,Travelling', '2024-01-02,NO,Sick', '2024-01-01,YES_MANUAL,Chapter 1']);
      // The round trip: our export into a fresh account keeps every note, and exports it again.
      const fresh = await signedInUser(app, { plan: 'unlimited' });
      const again = await upload(fresh.client, new TextEncoder().encode(JSON.stringify(exported)), 'cairn.json', '?dryRun=1');
      expect([name, again.body.notCarried, again.body.habits[0].notes]).toEqual([name, [], 3]);
      expect((await upload(fresh.client, new TextEncoder().encode(JSON.stringify(exported)), 'cairn.json')).status).toBe(200);
      const copy = await exportJson(fresh.client);
      expect([name, copy.habits[0].entries, copy.habits[0].notes]).toEqual([name, exported.habits[0].entries, notes]);
      // Unticking a day keeps its note: the note is the day's, whatever its state.
      const habitId = (await q(`SELECT id FROM user_habits WHERE user_id = $1`, [fresh.id]) as Array<{ id: string }>)[0].id;
      await fresh.client.gql(`mutation($id: ID!) { setHabitDone(id: $id, day: "2024-01-01", done: false) { id } }`, { id: habitId });
      expect((await exportJson(fresh.client)).habits[0].notes).toEqual([{ day: '2024-01-01', note: 'Chapter 1' }, ...notes]);
    }
  });

  it('refuses a damaged backup whose header is whole, and one whose Habits table lacks columns, changing nothing', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    // The header (and its user_version) kept, the schema page after it overwritten.
    const damaged = new Uint8Array(await loopDb(LOOP_HABITS));
    damaged.fill(0xff, 100, 4096);
    const broken = await upload(client, damaged, 'Loop Habits Backup.db');
    expect([broken.status, broken.body.message]).toEqual([400, 'This Loop backup cannot be read: the database file is damaged or incomplete.']);
    const lacking = await upload(client, await loopDbWith(LOOP_HABITS, (db) => db.run('alter table Habits drop column target_value')), 'Loop Habits Backup.db');
    expect([lacking.status, lacking.body.message]).toEqual([400, 'This database does not have the tables of a Loop Habit Tracker backup (Habits and Repetitions).']);
    expect(await counts(id)).toMatchObject({ habits: 0, days: 0 });
  });

  it('refuses a backup of another database version, a .db that is not SQLite, and a damaged one', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const old = await upload(client, await loopDb(LOOP_HABITS, 20), 'old.db');
    expect([old.status, old.body.message]).toEqual([400, 'This Loop backup has database version 20; Cairn reads versions 21 to 25. Open it in Loop and export it again, or use Loop\'s CSV export.']);
    const notSqlite = await upload(client, strToU8('just some text'), 'Loop Habits Backup.db');
    expect([notSqlite.status, notSqlite.body.message]).toEqual([400, 'This .db file is not a SQLite database, so it is not a Loop Habit Tracker backup.']);
    const whole = await loopDb(LOOP_HABITS);
    const cut = await upload(client, whole.subarray(0, 1500), 'Loop Habits Backup.db');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/^This Loop backup cannot be (opened|read)/);
    expect(await counts(id)).toMatchObject({ habits: 0, days: 0 });
  });

  it('refuses a CSV zip with a wrong header, a truncated zip, and zip bombs, changing nothing', async () => {
    // Built first: seconds of compressing between two uploads would let a kept-alive socket expire under the next one.
    // 210 MB of zeros deflate to a few hundred kilobytes.
    const chunks: Uint8Array[] = [];
    const bomb = new Zip((error, chunk) => { if (error) throw error; chunks.push(chunk); });
    const file = new ZipDeflate('Habits.csv', { level: 1 });
    bomb.add(file);
    const zeros = new Uint8Array(1024 * 1024);
    for (let index = 0; index < 210; index += 1) file.push(zeros, index === 209);
    bomb.end();
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const wrong = await upload(client, loopCsvZip(LOOP_HABITS, { habitsHeader: ['Name', 'Position'] }), 'loop.zip');
    expect([wrong.status, wrong.body.message]).toEqual([400, `Habits.csv does not have Loop's header. Expected: ${LOOP_HABITS_HEADER.join(',')}`]);
    const zip = loopCsvZip(LOOP_HABITS);
    const truncated = await upload(client, zip.subarray(0, Math.floor(zip.length * 0.7)), 'loop.zip');
    expect([truncated.status, truncated.body.message]).toEqual([400, 'This zip file is incomplete (it may have been cut off while downloading). Export it again and retry.']);

    const many = zipSync(Object.fromEntries(Array.from({ length: 5001 }, (_, index) => [`f${index}.csv`, new Uint8Array(0)])));
    const manyAnswer = await upload(client, many, 'loop.zip');
    expect([manyAnswer.status, manyAnswer.body.message]).toEqual([400, 'This zip holds more than 5000 files; a habit export never does.']);

    const bombAnswer = await upload(client, Buffer.concat(chunks), 'loop.zip');
    expect([bombAnswer.status, bombAnswer.body.message]).toEqual([400, 'This zip expands to more than 200 MB, more than an export of habits can hold.']);
    expect(await counts(id)).toMatchObject({ habits: 0, days: 0 });
  }, 60_000);
});

describe('import from Habitica', () => {
  it('imports habits, dailies and todos, and says what it cannot carry', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const file = habiticaUserData({
      habits: [
        { _id: 'hab-1', type: 'habit', text: 'Drink tea 🍵', up: true, down: false, frequency: 'daily', history: [
          { date: habiticaStamp('2024-02-01'), value: 1, scoredUp: 1, scoredDown: 0 }, { date: habiticaStamp('2024-02-02'), value: 1, scoredUp: 0, scoredDown: 0 },
          { date: habiticaStamp('2024-02-03'), value: 2, scoredUp: 2, scoredDown: 0 }] },
        { _id: 'hab-2', type: 'habit', text: 'Doomscroll', up: false, down: true, history: [{ date: habiticaStamp('2024-02-01'), value: -1, scoredUp: 0, scoredDown: 1 }] },
        { _id: 'hab-3', type: 'habit', text: 'Posture', up: true, down: true, frequency: 'weekly', history: [{ date: habiticaStamp('2024-02-04'), value: 1, scoredUp: 1, scoredDown: 1 }] },
      ],
      dailys: [
        { _id: 'd-1', type: 'daily', text: 'Stretch', frequency: 'weekly', everyX: 1, repeat: { m: true, t: false, w: true, th: false, f: true, s: false, su: false },
          history: [{ date: habiticaStamp('2024-02-05'), value: 1, completed: true, isDue: true }, { date: habiticaStamp('2024-02-07'), value: 0.5, completed: false, isDue: true }] },
        { _id: 'd-2', type: 'daily', text: 'Water plants', frequency: 'daily', everyX: 3, history: [
          { date: habiticaStamp('2024-02-01'), value: 0 }, { date: habiticaStamp('2024-02-04'), value: 1.2 }, { date: habiticaStamp('2024-02-07'), value: 0.4 }] },
        { _id: 'd-3', type: 'daily', text: 'Review the year', frequency: 'yearly', everyX: 1, history: [] },
      ],
      todos: [
        { _id: 't-1', type: 'todo', text: 'Renew passport', completed: false, checklist: [{ text: 'photo' }, { text: 'form' }] },
        { _id: 't-2', type: 'todo', text: 'Book dentist', completed: true, dateCompleted: '2024-02-03T18:00:00.000Z' },
      ],
      rewards: [{ _id: 'r-1', type: 'reward', text: 'Watch a film', value: 20 }],
    });
    const preview = await upload(client, file, 'userdata.json', '?dryRun=1');
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe('habitica-json');
    expect(preview.body.notCarried).toEqual([
      { what: '"Doomscroll"', reason: "It is a negative Habitica habit (a thing to avoid); Cairn's habits are things to do." },
      { what: 'The "−" side of "Posture"', reason: 'Cairn counts what you do, not slips; only the "+" days were kept.' },
      { what: 'The schedule of "Review the year"', reason: 'Cairn has no "every 1 yearly" schedule; kept as once a month.' },
      { what: 'The checklist of "Renew passport" (2 items)', reason: 'Cairn tasks have no checklists.' },
      { what: '1 reward ("Watch a film")', reason: 'Cairn has no rewards or gold.' },
    ]);
    expect(preview.body.habits.map((habit) => [habit.name, habit.days])).toEqual([['Drink tea 🍵', 2], ['Posture', 1], ['Stretch', 1], ['Water plants', 1], ['Review the year', 0]]);
    await upload(client, file, 'userdata.json');
    const rows = await habitRows(id);
    expect(rows.map((row) => [row.text, row.schedule_kind, row.freq_num, row.freq_den, (row.entries as Array<{ day: string }>).map((entry) => entry.day)])).toEqual([
      ['Drink tea 🍵', 'daily', null, null, ['2024-02-01', '2024-02-03']],
      ['Posture', 'per_period', 1, 7, ['2024-02-04']],
      ['Stretch', 'weekdays', null, null, ['2024-02-05']],
      ['Water plants', 'per_period', 1, 3, ['2024-02-04']],
      ['Review the year', 'per_period', 1, 30, []],
    ]);
    const [{ weekdays }] = await q(`SELECT h.weekdays FROM user_habits h JOIN ${LINKED_ITEMS} i ON i.id = coalesce(h.catalogue_item_id, h.item_id) WHERE h.user_id = $1 AND i.text = 'Stretch'`, [id]);
    expect(weekdays).toEqual([1, 3, 5]);
    expect(await q(`SELECT text, complete, to_char(completed_day, 'YYYY-MM-DD') AS day FROM tasks WHERE user_id = $1 ORDER BY position`, [id]))
      .toEqual([{ text: 'Renew passport', complete: false, day: null }, { text: 'Book dentist', complete: true, day: '2024-02-03' }]);
    const again = await upload(client, file, 'userdata.json');
    expect(again.body.totals).toEqual({ habits: 0, days: 0, notes: 0, goals: 0, tasks: 0, vacations: 0 });
  });

  it('imports history.csv, counting a day done when the value rose, and refuses another CSV header', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const csv = [
      'Task Name,Task ID,Task Type,Date,Value',
      'Floss,id-1,daily,2024-03-01 08:00:00,0', 'Floss,id-1,daily,2024-03-02 08:00:00,1', 'Floss,id-1,daily,2024-03-03 08:00:00,0.5',
      'Floss,id-1,daily,2024-03-04 08:00:00,1.4', '"Read, slowly",id-2,habit,2024-03-01 09:00:00,0', '"Read, slowly",id-2,habit,2024-03-02 09:00:00,1',
    ].join('\n');
    const answer = await upload(client, strToU8(csv), 'history.csv');
    expect([answer.status, answer.body.format]).toEqual([200, 'habitica-csv']);
    const rows = await habitRows(id);
    expect(rows.map((row) => [row.text, (row.entries as Array<{ day: string }>).map((entry) => entry.day)])).toEqual([['Floss', ['2024-03-02', '2024-03-04']], ['Read, slowly', ['2024-03-02']]]);
    const wrong = await upload(client, strToU8('Name,Day,Done\nFloss,2024-03-01,1\n'), 'history.csv');
    expect([wrong.status, wrong.body.message]).toEqual([400, expect.stringMatching(/^This CSV file's header is not one Cairn reads: "Name,Day,Done"/)]);
  });
});

describe('import with access tokens and over REST by upload id', () => {
  it('a write token imports without an Origin; a read token may only export', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const token = async (scopes: string[]) => (await client.rest<{ secret: string }>('POST', '/api/tokens', { name: scopes.join('+'), scopes })).body.secret;
    const write = await token(['read', 'write']);
    const read = await token(['read']);
    const zip = loopCsvZip(LOOP_HABITS.slice(0, 1));
    const form = () => { const body = new FormData(); body.append('file', new Blob([Buffer.from(zip)]), 'loop.zip'); return body; };
    const refused = await fetch(`${app.url}/api/import`, { method: 'POST', body: form(), headers: { authorization: `Bearer ${read}` } });
    expect(refused.status).toBe(403);
    const exported = await fetch(`${app.url}/api/export?format=csv`, { headers: { authorization: `Bearer ${read}` } });
    expect([exported.status, exported.headers.get('content-type')]).toEqual([200, 'application/zip']);
    const preview = await fetch(`${app.url}/api/import?dryRun=1`, { method: 'POST', body: form(), headers: { authorization: `Bearer ${write}` } });
    const report = await preview.json() as ImportReport;
    expect([preview.status, report.totals.days]).toEqual([200, 3]);

    // The previewed upload, over REST: again as a preview with a choice, then imported.
    const again = await client.rest<ImportReport>('POST', `/api/import/${report.uploadId}`, { dryRun: true, keep: [] });
    expect(again.body.totals).toMatchObject({ habits: 0, days: 0 });
    const done = await client.rest<ImportReport>('POST', `/api/import/${report.uploadId}`, { keep: ['h1'] });
    expect([done.status, done.body.summary]).toEqual([200, 'Imported 1 habit, 3 days, 2 notes']);
    expect(await counts(id)).toMatchObject({ habits: 1, days: 3 });
    // An import uses its upload up.
    expect((await client.rest('POST', `/api/import/${report.uploadId}`, {})).status).toBe(404);
  });
});

describe('import refusals and limits', () => {
  it("keeps the Free plan's limits: the preview says so, the import waits for a choice", async () => {
    const { client, id } = await signedInUser(app);
    const seven: LoopFixtureHabit[] = Array.from({ length: 7 }, (_, index) => ({ name: `Habit ${index + 1}`, num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' as const }] }));
    const zip = loopCsvZip(seven);
    const preview = await upload(client, zip, 'loop.zip', '?dryRun=1');
    expect(preview.body.planLimit).toBe('This import would give you 7 habits (it holds 5), more than the Free plan holds. Choose what to keep, or switch to the Unlimited plan.');
    const refused = await upload(client, zip, 'loop.zip');
    expect([refused.status, refused.body.code]).toEqual([403, 'PLAN_LIMIT']);
    expect(await counts(id)).toMatchObject({ habits: 0 });

    // GraphQL: the previewed upload, with a choice that fits.
    const chosen = await client.gql<{ runImport: { summary: string; planLimit: string | null } }>(
      'mutation($uploadId: ID!, $keep: [String!]) { runImport(uploadId: $uploadId, keep: $keep) { summary planLimit } }', { uploadId: preview.body.uploadId, keep: ['h1', 'h3', 'h5'] });
    expect(chosen.data!.runImport).toEqual({ summary: 'Imported 3 habits, 3 days, 0 notes', planLimit: null });
    expect(await counts(id)).toMatchObject({ habits: 3, days: 3 });
    const other = await signedInUser(app);
    const stolen = await other.client.gql('mutation($uploadId: ID!) { runImport(uploadId: $uploadId) { summary } }', { uploadId: preview.body.uploadId });
    expect(stolen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a 100 MB upload, a cross-site or Origin-less upload, a visitor, and a file it cannot read', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const huge = await upload(client, new Uint8Array(100 * 1024 * 1024), 'big.zip');
    expect([huge.status, huge.body.message]).toEqual([413, 'The file is larger than 50 MB, the most an import reads.']);
    const zip = loopCsvZip(LOOP_HABITS);
    const crossSite = await upload(client, zip, 'loop.zip', '', { origin: 'https://evil.example' });
    expect([crossSite.status, crossSite.body.message]).toEqual([403, 'Cross-site requests are not allowed']);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(zip)]), 'loop.zip');
    const noOrigin = await fetch(`${app.url}/api/import`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
    expect(noOrigin.status).toBe(403);
    const visitor = await fetch(`${app.url}/api/import`, { method: 'POST', body: form, headers: { origin: new URL(app.url).origin } });
    expect(visitor.status).toBe(401);
    const photo = await upload(client, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'me.jpg');
    expect([photo.status, photo.body.message]).toEqual([400, 'Cairn cannot read this file. It reads Loop Habit Tracker exports (.zip, .db), Habitica exports (userdata.json, history.csv) and Cairn exports (.json).']);
    const cutJson = await upload(client, strToU8('{"format":"cairn-export","version":1,"habits":['), 'cairn.json');
    expect([cutJson.status, cutJson.body.message]).toEqual([400, 'This JSON file is incomplete or damaged and cannot be read.']);
    const empty = new FormData();
    const missing = await fetch(`${app.url}/api/import`, { method: 'POST', body: empty, headers: { cookie: client.cookie, origin: new URL(app.url).origin } });
    expect([missing.status, (await missing.json() as { message: string }).message]).toEqual([400, 'Choose a file to import: the multipart field "file" is missing.']);
    expect(await counts(id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
  });
});

describe('impossible dates', () => {
  const READ: LoopFixtureHabit[] = [{ name: 'Read', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }] }];

  /** The preview and the import refuse the file alike (400, one message), and nothing is written. */
  async function refused(bytes: Uint8Array, fileName: string) {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const preview = await upload(client, bytes, fileName, '?dryRun=1');
    const imported = await upload(client, bytes, fileName);
    expect(await counts(id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
    return [preview.status, imported.status, preview.body.message, imported.body.message];
  }

  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01'])("refuses Loop's CSV export with %s, naming the habit's file", async (day) => {
    const zip = loopCsvZip([{ ...READ[0], entries: [...READ[0].entries, { day, value: 'YES_MANUAL' }] }]);
    const message = `001 Read/Checkmarks.csv has a date that does not exist: ${day}.`;
    expect(await refused(zip, 'loop.zip')).toEqual([400, 400, message, message]);
  });

  it.each([-86_400_000, 8e15])("refuses Loop's backup with a repetition at timestamp %d, no day Loop writes", async (stamp) => {
    const db = await loopDbWith(READ, (database) => database.run('insert into Repetitions (habit, timestamp, value, notes) values (1, ?, 2, NULL)', [stamp]));
    const message = `Loop Habits Backup.db has a date that does not exist: timestamp ${stamp} of "Read".`;
    expect(await refused(db, 'Loop Habits Backup.db')).toEqual([400, 400, message, message]);
  });

  it("refuses a measured Loop habit with an amount or target past what Cairn keeps (a billion units)", async () => {
    const measured: LoopFixtureHabit = { name: 'Steps', num: 1, den: 1, numerical: { unit: 'steps', target: 8000 }, entries: [{ day: '2024-01-01', value: 9000000 }] };
    const huge = loopCsvZip([{ ...measured, entries: [...measured.entries, { day: '2024-01-02', value: 1000000000001 }] }]);
    const message = '"Steps" has an amount of 1000000000.001 on 2024-01-02; Cairn keeps amounts up to 1000000000.';
    expect(await refused(huge, 'loop.zip')).toEqual([400, 400, message, message]);
    const hugeTarget = loopCsvZip([{ ...measured, numerical: { unit: 'steps', target: 2e9 } }]);
    const targetMessage = '"Steps" has an amount of 2000000000 as its target; Cairn keeps amounts up to 1000000000.';
    expect(await refused(hugeTarget, 'loop.zip')).toEqual([400, 400, targetMessage, targetMessage]);
  });

  it("refuses Habitica's history.csv with 2024-02-30", async () => {
    const history = 'Task Name,Task ID,Task Type,Date,Value\nFloss,id-1,daily,2024-02-28 08:00:00,1\nFloss,id-1,daily,2024-02-30 08:00:00,2\n';
    const message = 'history.csv has a date that does not exist: 2024-02-30.';
    expect(await refused(strToU8(history), 'history.csv')).toEqual([400, 400, message, message]);
  });

  describe('in a Cairn export', () => {
    let original: ExportDocument;
    beforeAll(async () => { original = await exportJson((await richAccount()).client); });

    it.each<[string, (document: ExportDocument) => void, string]>([
      ['an entry day', (document) => { document.habits[0].entries[0].day = '2024-02-30'; }, '2024-02-30 (document/habits/0/entries/0/day)'],
      ['a vacation', (document) => { document.vacations[0] = { start: '2025-02-29', end: '2025-03-02' }; }, '2025-02-29 (document/vacations/0/start)'],
      ["a goal's target date", (document) => { document.goals[0].targetDate = '2027-13-01'; }, '2027-13-01 (document/goals/0/targetDate)'],
    ])('refuses %s that does not exist, naming the value and where it is', async (_what, change, named) => {
      const copy = JSON.parse(JSON.stringify(original)) as ExportDocument;
      change(copy);
      const message = `This Cairn export has a date that does not exist: ${named}.`;
      expect(await refused(strToU8(JSON.stringify(copy)), 'cairn-export.json')).toEqual([400, 400, message, message]);
    });
  });
});

describe('import limits the preview states', () => {
  it('states the cap on goals and habits of your own in the preview, and imports once the choice fits', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    await q(`INSERT INTO items (kind, text, headline, description, category, img, user_id)
             SELECT 'habit', 'Mine ' || n, 'Mine ' || n, '', 'Health', '/images/categories/health.svg', $1 FROM generate_series(1, 499) AS n`, [id]);
    const zip = loopCsvZip([
      { name: 'Read', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }] },
      { name: 'Walk', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }] },
    ]);
    const preview = await upload(client, zip, 'loop.zip', '?dryRun=1');
    expect([preview.status, preview.body.planLimit]).toEqual([200, 'This import needs 2 goals and habits of your own; you can have up to 500 (you have 499). Choose what to keep.']);
    const refused = await upload(client, zip, 'loop.zip');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 'PLAN_LIMIT', preview.body.planLimit]);
    expect(await counts(id)).toMatchObject({ habits: 0, days: 0 });

    const one = await client.rest<ImportReport>('POST', `/api/import/${preview.body.uploadId}`, { dryRun: true, keep: ['h1'] });
    expect(one.body.planLimit).toBeNull();
    const done = await client.rest<ImportReport>('POST', `/api/import/${preview.body.uploadId}`, { keep: ['h1'] });
    expect([done.status, done.body.summary]).toEqual([200, 'Imported 1 habit, 1 day, 0 notes']);
    expect(await counts(id)).toMatchObject({ habits: 1, days: 1 });
  });
});

describe('export errors', () => {
  it('answers an error before the first bytes as JSON, not as a download named like the export', async () => {
    const { client } = await signedInUser(app);
    const xml = await fetch(`${app.url}/api/export?format=xml`, { headers: { cookie: client.cookie } });
    expect([xml.status, xml.headers.get('content-type'), xml.headers.get('content-disposition')]).toEqual([400, expect.stringMatching(/^application\/json/), null]);
    for (const [format, method] of [['json', 'writeJson'], ['csv', 'writeLoopZip']] as const) {
      const spy = jest.spyOn(app.services.exports, method).mockRejectedValueOnce(new Error('the database went away'));
      try {
        const response = await fetch(`${app.url}/api/export?format=${format}`, { headers: { cookie: client.cookie } });
        expect([format, response.status, response.headers.get('content-type'), response.headers.get('content-disposition')])
          .toEqual([format, 500, expect.stringMatching(/^application\/json/), null]);
        expect(await response.json()).toHaveProperty('message');
      } finally {
        spy.mockRestore();
      }
    }
    // And a download that works still names its file.
    expect((await download(client, 'csv')).disposition).toMatch(/^attachment; filename="cairn-loop-csv-\d{4}-\d{2}-\d{2}\.zip"$/);
  });
});

describe('import from Habitica: days, schedules and history.csv', () => {
  it("reads days in the user's time zone and day start, and keeps a monthly daily once a month", async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    // UTC-5 (Habitica stores getTimezoneOffset's 300) with a day that starts at 4 a.m.
    const file = habiticaUserData({
      habits: [{ _id: 'hab-1', type: 'habit', text: 'Walk', up: true, down: false, history: [
        { date: Date.parse('2024-02-02T03:00:00Z'), value: 1, scoredUp: 1, scoredDown: 0 }, // 22:00 on the 1st where the user is
        { date: Date.parse('2024-02-03T08:30:00Z'), value: 2, scoredUp: 1, scoredDown: 0 }, // 03:30 on the 3rd: still the 2nd's day
        { date: Date.parse('2024-02-04T09:00:00Z'), value: 3, scoredUp: 1, scoredDown: 0 }, // 04:00 on the 4th: the 4th has begun
      ] }],
      dailys: [
        { _id: 'd-1', type: 'daily', text: 'Pay the rent', frequency: 'monthly', everyX: 1, daysOfMonth: [1], history: [
          { date: Date.parse('2024-03-01T14:00:00Z'), value: 1, completed: true, isDue: true }, { date: Date.parse('2024-03-02T10:00:00Z'), value: 1, completed: false, isDue: false }] },
        { _id: 'd-2', type: 'daily', text: 'Back up the laptop', frequency: 'monthly', everyX: 2, daysOfMonth: [15], history: [] },
      ],
      todos: [{ _id: 't-1', type: 'todo', text: 'Call the bank', completed: true, dateCompleted: '2024-02-06T07:00:00.000Z' }],
    }, { timezoneOffset: 300, dayStart: 4 });
    const answer = await upload(client, file, 'userdata.json');
    expect(answer.status).toBe(200);
    expect(answer.body.notCarried).toEqual([{ what: 'The schedule of "Back up the laptop"', reason: 'Cairn has no "every 2 monthly" schedule; kept as once a month.' }]);
    const rows = await habitRows(id);
    expect(rows.map((row) => [row.text, row.schedule_kind, row.freq_num, row.freq_den, (row.entries as Array<{ day: string }>).map((entry) => entry.day)])).toEqual([
      ['Walk', 'daily', null, null, ['2024-02-01', '2024-02-02', '2024-02-04']],
      ['Pay the rent', 'per_period', 1, 30, ['2024-03-01']],
      ['Back up the laptop', 'per_period', 1, 30, []],
    ]);
    // 07:00 UTC on the 6th is 02:00 there, before the day starts: the 5th.
    expect(await q(`SELECT text, to_char(completed_day, 'YYYY-MM-DD') AS day FROM tasks WHERE user_id = $1`, [id])).toEqual([{ text: 'Call the bank', day: '2024-02-05' }]);
  });

  it("counts a task's first row of history.csv as done when its value rose from 0, and says what it leaves out", async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const csv = [
      'Task Name,Task ID,Task Type,Date,Value',
      // Checked on its first day (0 → 1), missed the next (down at cron), checked again.
      'Stretch,id-1,daily,2024-03-01 07:00:00,1', 'Stretch,id-1,daily,2024-03-02 06:00:00,0.2', 'Stretch,id-1,daily,2024-03-02 19:00:00,1.17',
      // Missed from the start: below 0, never a done day.
      'Floss,id-2,daily,2024-03-01 06:00:00,-1', 'Floss,id-2,daily,2024-03-02 06:00:00,-1.9',
      'Drink water,id-3,habit,2024-03-01 09:00:00,1',
      'Pay rent,id-4,todo,2024-03-01 10:00:00,2', 'Pay rent,id-4,todo,2024-03-02 10:00:00,3', 'Film night,id-5,reward,2024-03-01 21:00:00,20',
    ].join('\n');
    const answer = await upload(client, strToU8(csv), 'history.csv');
    expect([answer.status, answer.body.format]).toEqual([200, 'habitica-csv']);
    const rows = await habitRows(id);
    expect(rows.map((row) => [row.text, (row.entries as Array<{ day: string }>).map((entry) => entry.day)])).toEqual([
      ['Stretch', ['2024-03-01', '2024-03-02']], ['Floss', []], ['Drink water', ['2024-03-01']],
    ]);
    expect(answer.body.notCarried).toEqual([
      { what: 'Schedules', reason: 'history.csv does not say how often a task was due; every habit is imported as daily. Import userdata.json for schedules.' },
      { what: 'The "+" and "−" clicks of habits', reason: "history.csv keeps only a habit's value: a day counts as done when the value rose. Import userdata.json for the exact days." },
      { what: '"Pay rent" (todo)', reason: 'history.csv keeps the value of a to-do, not the to-do itself; import userdata.json to bring your to-dos.' },
      { what: '"Film night" (reward)', reason: 'Cairn has no rewards or gold.' },
    ]);
    expect(await counts(id)).toMatchObject({ tasks: 0 });
  });
});

describe('file values that would reach database constraints', () => {
  let original: ExportDocument;
  beforeAll(async () => { original = await exportJson((await richAccount()).client); });
  const edited = (change: (document: ExportDocument) => void) => {
    const copy = JSON.parse(JSON.stringify(original)) as ExportDocument;
    change(copy);
    return strToU8(JSON.stringify(copy));
  };

  /** The preview and the import answer alike; nothing is written on a refusal. */
  async function both(bytes: Uint8Array, fileName = 'cairn-export.json') {
    const account = await signedInUser(app, { plan: 'unlimited' });
    const preview = await upload(account.client, bytes, fileName, '?dryRun=1');
    const imported = await upload(account.client, bytes, fileName);
    return { account, preview, imported };
  }
  async function refusedWith(bytes: Uint8Array, message: string) {
    const { account, preview, imported } = await both(bytes);
    expect([preview.status, imported.status, preview.body.message, imported.body.message]).toEqual([400, 400, message, message]);
    expect(await counts(account.id)).toEqual({ habits: 0, days: 0, goals: 0, tasks: 0, vacations: 0 });
  }

  it('renumbers positions past what Cairn keeps, in the same order', async () => {
    const bytes = edited((document) => {
      document.habits[0].position = 5_000_000_000;
      document.habits[1].position = -5_000_000_000;
      document.goals[0].position = 2 ** 40;
      document.tasks[0].position = 3_000_000_000;
      document.tasks[1].position = 2_999_999_999;
    });
    const { account, preview, imported } = await both(bytes);
    expect([preview.status, imported.status]).toEqual([200, 200]);
    expect((await habitRows(account.id)).map((row) => row.text)).toEqual(['Lire 20 pages', 'Drink water 💧']);
    const tasks = await q(`SELECT text, position FROM tasks WHERE user_id = $1 ORDER BY position`, [account.id]) as Array<{ text: string; position: number }>;
    expect(tasks).toEqual([{ text: 'File taxes', position: 0 }, { text: 'Call mum', position: 1 }]);
    expect(await counts(account.id)).toMatchObject({ habits: 2, goals: 1, tasks: 2 });
  });

  it('keeps two goals of one name, the second as "Name (2)"', async () => {
    const bytes = edited((document) => { document.goals.push({ ...document.goals[0], id: 'second-goal', position: 7, habitIds: [], milestones: [] }); });
    const { account, preview, imported } = await both(bytes);
    expect([preview.status, imported.status]).toEqual([200, 200]);
    expect(preview.body.goals.map((goal) => [goal.name, goal.action])).toEqual([['Run a marathon', 'CREATE'], ['Run a marathon (2)', 'CREATE']]);
    const goals = await q(`SELECT i.text FROM user_goals g JOIN ${LINKED_ITEMS} i ON i.id = coalesce(g.catalogue_item_id, g.item_id) WHERE g.user_id = $1 ORDER BY g.position`, [account.id]) as Array<{ text: string }>;
    expect(goals.map((goal) => goal.text)).toEqual(['Run a marathon', 'Run a marathon (2)']);
  });

  it('refuses a complete task without its completedDay', async () => {
    await refusedWith(edited((document) => { document.tasks[1].completedDay = null; }),
      'The task "File taxes" is complete but has no completedDay (document/tasks/1).');
  });

  it.each<[string, (document: ExportDocument) => void, string]>([
    ['habit name', (document) => { document.habits[1].item.text = '   '; }, `A habit of this file (h2, id ${'HABIT'}) has a blank name; every habit needs one.`],
    ['goal name', (document) => { document.goals[0].item.text = '   '; }, `A goal of this file (g1, id ${'GOAL'}) has a blank name; every goal needs one.`],
    ['task text', (document) => { document.tasks[0].text = '\u0000 '; }, 'A task of this file (t1) has a blank text; every task needs one.'],
  ])('refuses a blank %s, naming the record', async (_what, change, message) => {
    await refusedWith(edited(change), message.replace('HABIT', original.habits[1].id).replace('GOAL', original.goals[0].id));
  });

  it('strips NUL characters and lone surrogates from every text, whatever the format', async () => {
    const bytes = edited((document) => {
      document.habits[0].item.text = 'Drink\u0000 water \ud800💧';
      document.habits[1].entries[0].note = 'Chapitre\u0000 3';
      document.tasks[0].text = 'Call\u0000 mum';
    });
    const { account, imported } = await both(bytes);
    expect(imported.status).toBe(200);
    const rows = await habitRows(account.id);
    expect(rows.map((row) => row.text)).toEqual(['Drink water 💧', 'Lire 20 pages']);
    expect((rows[1].entries as Array<{ note: string | null }>)[0].note).toBe('Chapitre 3');
    expect((await q(`SELECT text FROM tasks WHERE user_id = $1 ORDER BY position`, [account.id]) as Array<{ text: string }>)[0].text).toBe('Call mum');

    const zip = loopCsvZip([{ name: 'Wa\u0000lk', description: 'Out\u0000side', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }] }]);
    const fromZip = await both(zip, 'loop.zip');
    expect([fromZip.preview.status, fromZip.imported.status]).toEqual([200, 200]);
    expect((await habitRows(fromZip.account.id)).map((row) => row.text)).toEqual(['Walk']);
  });

  it("rounds a measured Loop backup's fractional amount to thousandths, as the CSV reader does", async () => {
    const db = await loopDb([{ name: 'Run', num: 1, den: 1, numerical: { unit: 'km', target: 5 }, entries: [{ day: '2024-01-01', value: 5500.4 }] }]);
    const { account, imported } = await both(db, 'Loop Habits Backup.db');
    expect(imported.status).toBe(200);
    expect((await habitRows(account.id))[0].entries).toEqual([{ day: '2024-01-01', state: 'done', value: 5500, note: null }]);
  });

  it.each<[string, (document: ExportDocument) => void, string]>([
    ["a habit's addedAt", (document) => { document.habits[0].addedAt = '0000-06-01T00:00:00.000Z'; }, '0000-06-01T00:00:00.000Z (document/habits/0/addedAt)'],
    ["a task's createdAt", (document) => { document.tasks[1].createdAt = '0000-12-31T23:00:00Z'; }, '0000-12-31T23:00:00Z (document/tasks/1/createdAt)'],
  ])('refuses %s in year 0000', async (_what, change, named) => {
    await refusedWith(edited(change), `This Cairn export has a date that does not exist: ${named}.`);
  });

  it('answers not found for a job or upload id that is no UUID (36 dashes)', async () => {
    const { client } = await signedInUser(app);
    const dashes = '-'.repeat(36);
    expect((await client.rest('GET', `/api/import/jobs/${dashes}`)).status).toBe(404);
    expect((await client.rest('POST', `/api/import/${dashes}`, {})).status).toBe(404);
    const gql = await client.gql(`query ($id: ID!) { importJob(id: $id) { id } }`, { id: dashes });
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('uploads and jobs without the queue', () => {
  it('startImport answers a job that importJob finds', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const preview = await upload(client, loopCsvZip(LOOP_HABITS.slice(0, 1)), 'loop.zip', '?dryRun=1');
    const started = await client.gql<{ startImport: { id: string; status: string; report: { summary: string } } }>(
      `mutation ($uploadId: ID!) { startImport(uploadId: $uploadId) { id status report { summary } } }`, { uploadId: preview.body.uploadId });
    expect(started.data?.startImport).toMatchObject({ status: 'done', report: { summary: 'Imported 1 habit, 3 days, 2 notes' } });
    expect(started.data?.startImport.id).not.toBe(preview.body.uploadId);
    const found = await client.gql<{ importJob: { id: string; status: string; report: { summary: string } } }>(
      `query ($id: ID!) { importJob(id: $id) { id status report { summary } } }`, { id: started.data?.startImport.id });
    expect(found.data?.importJob).toEqual(started.data?.startImport);

    // A refusal is the failed job, found the same way.
    const seven = await signedInUser(app);
    const many = await upload(seven.client, loopCsvZip(Array.from({ length: 7 }, (_, index) => ({ name: `Habit ${index}`, num: 1, den: 1, entries: [] }))), 'loop.zip', '?dryRun=1');
    const failed = await seven.client.gql<{ startImport: { id: string; status: string; code: string } }>(
      `mutation ($uploadId: ID!) { startImport(uploadId: $uploadId) { id status code } }`, { uploadId: many.body.uploadId });
    expect(failed.data?.startImport).toMatchObject({ status: 'failed', code: 'PLAN_LIMIT' });
    const again = await seven.client.gql<{ importJob: { status: string } }>(`query ($id: ID!) { importJob(id: $id) { status } }`, { id: failed.data?.startImport.id });
    expect(again.data?.importJob.status).toBe('failed');
  });

  it('a failed job says why in the reader\'s language on GraphQL and REST, English as before; a job failed before keeps its English', async () => {
    const { client, id } = await signedInUser(app);
    const many = await upload(client, loopCsvZip(Array.from({ length: 7 }, (_, index) => ({ name: `Habit ${index}`, num: 1, den: 1, entries: [] }))), 'loop.zip', '?dryRun=1');
    const english = 'This import would give you 7 habits (it holds 5), more than the Free plan holds. Choose what to keep, or switch to the Unlimited plan.';
    const started = await client.gql<{ startImport: { id: string; code: string; message: string } }>(
      `mutation ($uploadId: ID!) { startImport(uploadId: $uploadId) { id code message } }`, { uploadId: many.body.uploadId }, { 'accept-language': 'de' });
    expect(started.data?.startImport).toMatchObject({
      code: 'PLAN_LIMIT', message: 'Mit diesem Import hättest du 7 Gewohnheiten (erlaubt sind 5), mehr als der Free-Plan umfasst. Wähle aus, was du behalten willst, oder wechsle zum Unlimited-Plan.',
    });
    const jobId = started.data!.startImport.id;
    // The row keeps the English text and the message's keys and values (its list of limits within), no German.
    const [row] = await q('SELECT message, message_text FROM import_jobs WHERE user_id = $1 AND id = $2', [id, jobId]) as Array<{ message: string; message_text: unknown }>;
    expect(row).toEqual({ message: english, message_text: { how: 'sentences', parts: [{ catalog: 'portability', key: 'overPlan', values: { over: { message: {
      how: 'list', parts: [{ catalog: 'portability', key: 'overPlanPart', values: { what: 'habits', count: 7, limit: 5 } }] } } } }] } });
    const gqlMessage = async (headers: Record<string, string>) =>
      (await client.gql<{ importJob: { message: string } }>(`query ($id: ID!) { importJob(id: $id) { message } }`, { id: jobId }, headers)).data?.importJob.message;
    const restMessage = async (headers: Record<string, string>) => (await client.rest<{ message: string }>('GET', `/api/import/jobs/${jobId}`, undefined, headers)).body.message;
    expect(await gqlMessage({})).toBe(english);
    expect(await restMessage({})).toBe(english);
    expect(await restMessage({ 'accept-language': 'ar' })).toBe('سيصبح لديك بهذا الاستيراد 7 عادات (تسمح الخطة بـ 5)، وهذا أكثر مما تسمح به الخطة المجانية. اختر ما تريد الاحتفاظ به، أو انتقل إلى الخطة غير المحدودة.');
    expect(await gqlMessage({ 'accept-language': 'es' })).toBe('Con esta importación tendrías 7 hábitos (el plan permite 5), más de lo que permite el plan Free. Elige qué conservar o cámbiate al plan Unlimited.');
    // The REST list says it the same way; the answer holds no stored form.
    const listed = await client.rest<Array<Record<string, unknown>>>('GET', '/api/import/jobs', undefined, { 'accept-language': 'de' });
    expect(listed.body.find((job) => job.id === jobId)).toEqual({ id: jobId, status: 'failed', report: null, code: 'PLAN_LIMIT', message: started.data!.startImport.message });

    // A job failed before issue 29 (no stored form) reads its English in every language.
    await q('UPDATE import_jobs SET message_text = NULL WHERE user_id = $1 AND id = $2', [id, jobId]);
    expect(await gqlMessage({ 'accept-language': 'de' })).toBe(english);
    expect(await restMessage({ 'accept-language': 'ar' })).toBe(english);
  });

  it('keeps at most 3 uploads per user, deleting the oldest', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const other = await signedInUser(app, { plan: 'unlimited' });
    const zip = loopCsvZip(LOOP_HABITS.slice(0, 1));
    await upload(other.client, zip, 'loop.zip', '?dryRun=1');
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push((await upload(client, zip, 'loop.zip', '?dryRun=1')).body.uploadId!);
    const kept = await q(`SELECT id FROM import_uploads WHERE user_id = $1 ORDER BY created_at`, [id]) as Array<{ id: string }>;
    expect(kept.map((row) => row.id)).toEqual(ids.slice(2));
    expect((await client.rest('POST', `/api/import/${ids[0]}`, { dryRun: true })).status).toBe(404);
    expect((await client.rest('POST', `/api/import/${ids[4]}`, { dryRun: true })).status).toBe(200);
    expect(await q(`SELECT count(*)::int AS count FROM import_uploads WHERE user_id = $1`, [other.id])).toEqual([{ count: 1 }]);
  });

  it('fails a job whose account is gone, rather than leaving it running', async () => {
    const { id } = await signedInUser(app);
    const [job] = await q(`INSERT INTO import_jobs (user_id, upload_id) VALUES ($1, gen_random_uuid()) RETURNING id`, [id]) as Array<{ id: string }>;
    // The account is deleted between the job's start and its reading of the account (the cascade would take the row with it otherwise).
    const spy = jest.spyOn(app.db.dataSource.manager, 'findOneBy').mockResolvedValueOnce(null);
    try {
      await app.services.imports.runJob(job.id, false);
    } finally {
      spy.mockRestore();
    }
    expect(await q(`SELECT status, error_code FROM import_jobs WHERE id = $1`, [job.id])).toEqual([{ status: 'failed', error_code: 'NOT_FOUND' }]);
  });
});
