import { startTestApp, statementsOf as statementsOfApp, type Statement, type TestApp } from '../../test/app';
import { addedHabits } from '../../test/items';
import { planTexts } from '../../test/plans';
import { PASSWORD, signedInUser } from '../../test/users';
import { Client } from '../../test/client';
import { latestToday, addDays } from '../shared/dates';

// Issue 19: the hot read paths' statements, as the app sends them, can be answered through
// their indexes. Sequential scans are switched off, so a plan that still reads a whole table
// means no index fits the statement (the planner would then read it whole at any size).
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const statementsOf = (work: () => Promise<unknown>) => statementsOfApp(app, work);

/** The plan of each statement naming `table`; with `seqScanOff`, sequential scans are off. */
async function plansOn(statements: Statement[], table: string, seqScanOff = true): Promise<string[]> {
  const naming = statements.filter((statement) => new RegExp(`\\b(FROM|JOIN)\\s+"?${table}"?\\b`, 'i').test(statement.query));
  expect(naming.length).toBeGreaterThan(0);
  return planTexts(app.db.url, naming, seqScanOff);
}

const yesterday = () => addDays(latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)), -1);

describe('query plans of the hot read paths', () => {
  it("dashboard(day): the open tasks and the day's completed tasks through their partial indexes, each habit's entries for the day through the primary key", async () => {
    const { client, id } = await signedInUser(app);
    await addedHabits(app, client, 2);
    await client.gql(`mutation { createTask(text: "Plan the week") { id } }`);
    const day = yesterday();
    // A long history: 3,000 tasks completed over 500 days, 6 of them on the day.
    await app.db.dataSource.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT $1, 'Done ' || i, i, true, $2::date - (i % 500) FROM generate_series(1, 3000) i`, [id, day]);
    await app.db.dataSource.query('ANALYZE tasks');
    const statements = await statementsOf(() => client.gql(
      `query($day: LocalDate!) { dashboard(day: $day) { id habits { id done habit { id item { text } } } tasks { id text complete } } }`, { day }));

    // The open ones and the day's completed ones, not every task of the user's history: the
    // planner's own choice, as for a user with a long history.
    const [tasks] = await plansOn(statements, 'tasks', false);
    expect(tasks).toContain('BitmapOr');
    expect(tasks).toContain('tasks_open_idx');
    expect(tasks).toContain('tasks_completed_day_idx');
    expect(tasks).not.toMatch(/Seq Scan on tasks/);
    // Each habit's entry of the day, and a period's entries, looked up by the habit's id: never
    // every user's entries of the day.
    const [entries] = await plansOn(statements, 'habit_completions');
    expect(entries).toMatch(/Index (Only )?Scan using habit_completions_pkey on habit_completions c\n\s*Index Cond: \(\(user_id = '[\da-f-]+'::uuid\) AND \(user_habit_id = l\.id\) AND \(day = /);
    expect(entries).toMatch(/Index (Only )?Scan using habit_completions_pkey on habit_completions c_1\n\s*Index Cond: \(\(user_id = '[\da-f-]+'::uuid\) AND \(user_habit_id = l\.id\) AND \(day >= /);
    expect(entries).not.toMatch(/Seq Scan on habit_completions|Index Cond: \(day = '[\d-]+'::date\)\n/);
  });

  it('REST populatehabits reads each history through the completions primary key (user, habit, day), populatetasks the tasks in order from tasks_user_position_idx', async () => {
    const { client, id } = await signedInUser(app);
    await addedHabits(app, client, 1);
    const habits = await statementsOf(() => client.rest('GET', `/api/user/populatehabits/${id}?from=2026-01-01`));
    const [history] = await plansOn(habits, 'habit_completions');
    expect(history).toContain('habit_completions_pkey');
    expect(history).not.toMatch(/Seq Scan/);

    const tasks = await statementsOf(() => client.rest('GET', `/api/user/populatetasks/${id}`));
    const [list] = await plansOn(tasks, 'tasks');
    expect(list).toContain('tasks_user_position_idx');
    expect(list).not.toMatch(/Seq Scan on tasks|Sort/);
  });
});

// Issue 26: a read by a value unique across users starts at its lookup's key, and a user's sessions are found by their column.
describe('query plans of the reads by a global value', () => {
  it('signing in reads the email through user_emails_pkey; the devices list reads the sessions through session_user_id_idx', async () => {
    const { client, email } = await signedInUser(app);
    const login = await statementsOf(() => new Client(app.url).rest('POST', '/api/auth/login', { email: email.toUpperCase(), password: PASSWORD }));
    const [byEmail] = await plansOn(login, 'user_emails');
    expect(byEmail).toContain('user_emails_pkey');
    expect(byEmail).not.toMatch(/Seq Scan/);

    const devices = await statementsOf(() => client.gql(`{ devicesSignedIn { id } }`));
    const [sessions] = await plansOn(devices.filter((statement) => !/\bsid\b\s*=/.test(statement.query)), 'session');
    expect(sessions).toContain('session_user_id_idx');
    expect(sessions).not.toMatch(/Seq Scan/);
  });
});
