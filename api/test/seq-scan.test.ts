/**
 * Issue 26: no read of a user's rows reads other users' rows. Every user-facing call (every REST
 * route of the OpenAPI document, every GraphQL query and mutation, the export in each format and
 * the import of each format) runs over two accounts with real data; each distinct statement the
 * app sent is EXPLAINed with its parameters and sequential scans off, and any scan of a user table
 * that is not an index lookup of one user's rows fails the test with the statement and its plan.
 * The statements PostgreSQL runs inside (the habit_runs triggers, foreign keys' cascades) are
 * planned by auto_explain on an instance whose connections report every plan, nested ones too.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Client as PgClient } from 'pg';
import { generate } from 'otplib';
import { createApp } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { createSchema } from '../src/graphql/schema';
import { latestToday } from '../src/shared/dates';
import { addDays } from '../src/shared/time/days';
import { startTestApp, statementsOf, type Statement, type TestApp } from './app';
import { SoftAuthenticator } from './authenticator';
import { Client } from './client';
import { startFakeStripe, type FakeStripe } from './fake-stripe.cjs';
import { habiticaStamp, habiticaUserData, loopCsvZip, loopDb, type LoopFixtureHabit } from './fixtures/portability';
import { GraphqlCalls } from './graphql-calls';
import { itemIds } from './items';
import { startMailServer, type MailServer } from './mail';
import { Planner, isPlannable, scansOfOtherUsers, userTableCatalog, type PlanNode, type UserTableCatalog } from './plans';
import { callEveryDocumentedRoute, documentedCaller, documentedRoutes } from './rest-calls';
import { until } from './until';
import { PASSWORD, signedInUser } from './users';

// Every call of the app over two accounts, then a plan per statement: a minute on a busy 2-core machine.
jest.setTimeout(120_000);

let app: TestApp;
let mail: MailServer;
let stripe: FakeStripe;
let graphql: GraphqlCalls;
let catalog: UserTableCatalog;

beforeAll(async () => {
  mail = await startMailServer();
  stripe = await startFakeStripe();
  app = await startTestApp({
    SMTP_URL: mail.url, STRIPE_SECRET_KEY: 'sk_test_seqscan', STRIPE_WEBHOOK_SECRET: 'whsec_seqscan', STRIPE_PRICE_ID: 'price_seqscan', STRIPE_API_URL: stripe.url,
    RATE_LIMIT_SCALE: '1000',
  }, {}, { imports: true });
  graphql = new GraphqlCalls(await createSchema());
  catalog = await userTableCatalog(app.db.dataSource);
});
afterAll(async () => {
  await app.stop();
  await mail.close();
  await stripe.close();
});

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000)); // a day every zone has reached
const daysAgo = (n: number) => addDays(today(), -n);
type Row = Record<string, unknown> & { id: string };

async function upload(client: Client, bytes: Uint8Array, fileName: string, query = ''): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), fileName);
  const response = await fetch(`${app.url}/api/import${query}`, { method: 'POST', body: form, headers: { origin: new URL(app.url).origin, cookie: client.cookie } });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

async function download(client: Client, format: 'json' | 'csv'): Promise<Uint8Array> {
  const response = await fetch(`${app.url}/api/export?format=${format}`, { headers: { cookie: client.cookie } });
  expect([format, response.status]).toEqual([format, 200]);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * An account with some of everything, made through GraphQL: goals (catalogue, own, suggested)
 * with milestones and links, habits of each schedule kind (one measured) with done, skipped and
 * measured days, vacations, open, completed and deleted tasks (one serving a goal), reminders.
 */
async function richAccount(client: Client, tag: string) {
  const m = <T = Row>(name: string, args: Record<string, unknown> = {}) => graphql.mutation<T>(client, name, args) as Promise<T>;
  const [goalItem] = await itemIds(app, 'goal', 1, 'Health');
  const habitItems = await itemIds(app, 'habit', 2, 'Health');
  const ownHabit = await m('createCustomItem', { input: { kind: 'HABIT', text: `Run ${tag}`, headline: 'Run', description: 'Run a little', category: 'Health' } });
  const ownGoal = await m('createCustomItem', { input: { kind: 'GOAL', text: `Ship ${tag}`, category: 'Career' } });
  const goal = await m('addGoal', { itemId: goalItem });
  const second = await m('addGoal', { itemId: ownGoal.id });
  await m('addSuggestedGoal', { input: { category: 'Finance', text: `Save ${tag}`, headline: 'Save', description: 'Save a bit' } });
  const daily = await m('addHabit', { itemId: habitItems[0], goalId: goal.id });
  const weekdays = await m('addHabit', { itemId: habitItems[1] });
  const measured = await m('addHabit', { itemId: ownHabit.id });
  await m('addSuggestedHabit', { input: { category: 'Health', text: `Stretch ${tag}`, headline: 'Stretch', description: 'Stretch daily' }, goalId: second.id });
  await m('updateHabitSettings', { id: weekdays.id, input: { schedule: { kind: 'WEEKDAYS', weekdays: [1, 3, 5] } } });
  await m('updateHabitSettings', { id: measured.id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 }, target: { unit: 'km', amount: '5', direction: 'AT_LEAST' }, skipBudget: 1 } });
  for (let n = 1; n <= 12; n += 1) {
    await m('setHabitDone', { id: daily.id, day: daysAgo(n), done: true });
    if (n % 2) await m('setHabitValue', { id: measured.id, day: daysAgo(n), value: String(n) });
    if (n % 3 === 0) await m('setHabitSkipped', { id: weekdays.id, day: daysAgo(n), skipped: true });
  }
  await m('setHabitDone', { id: daily.id, day: daysAgo(6), done: false });
  await m('setHabitSkipped', { id: weekdays.id, day: daysAgo(3), skipped: false });
  await m('setHabitValue', { id: measured.id, day: daysAgo(1), value: null });
  await m('linkHabitToGoal', { habitId: weekdays.id, goalId: goal.id });
  await m('addGoalMilestones', { goalId: goal.id, milestones: [{ text: 'First 5 km', dueOn: addDays(today(), 30) }, { text: 'First 10 km' }, { text: 'Shoes', done: true }], targetDate: addDays(today(), 90) });
  await m('setGoalStatus', { id: goal.id, status: 'PROGRESSING' });
  const tasks: Row[] = [];
  for (const [text, goalId] of [['Call the bank', null], ['Buy shoes', goal.id], ['Plan the week', null], ['Water plants', null], ['Book dentist', null]] as const) {
    tasks.push(await m('createTask', { text: `${text} ${tag}`, goalId }));
  }
  await m('setTaskComplete', { id: tasks[0].id, complete: true, day: daysAgo(1) });
  await m('setTaskComplete', { id: tasks[1].id, complete: true, day: today() });
  await m('deleteTask', { id: tasks[2].id });
  await m('deleteTask', { id: tasks[0].id });
  await m('setTaskGoal', { id: tasks[3].id, goalId: second.id });
  await m('reorderTasks', { ids: [tasks[4].id, tasks[3].id] });
  await m('reorderHabits', { ids: [measured.id, weekdays.id, daily.id] });
  await m('addVacation', { start: daysAgo(40), end: daysAgo(35) });
  await m('addVacation', { start: addDays(today(), 100), end: addDays(today(), 110) });
  await m('setHabitReminderTimes', { id: daily.id, times: ['07:00', '19:30'] });
  await m('setDailySummaryTime', { time: '08:00' });
  await m('setReminderChannels', { email: true, push: true });
  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
  await m('addPushSubscription', { input: { endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`, ...keys } });
  await m('setClock', { timeZone: 'Europe/Berlin', dayStartHour: 3 });
  await m('setLocale', { locale: 'de-DE' });
  await m('setWeekStart', { weekStart: 7 });
  return { goal, second, daily, weekdays, measured, tasks };
}

const LOOP_HABITS: LoopFixtureHabit[] = [
  { name: 'Read', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }, { day: '2024-01-02', value: 'YES_MANUAL', note: 'Chapter 3' }, { day: '2024-01-04', value: 'NO', note: 'Tired' }] },
  { name: 'Walk', num: 3, den: 7, numerical: { unit: 'km', target: 3 }, entries: [{ day: '2024-01-01', value: 4000 }, { day: '2024-01-03', value: 'SKIP' }] },
];

/** Every format in: previewed (dry run), then imported through REST, GraphQL's runImport and startImport, as a job. */
async function importEveryFormat(client: Client, exported: Uint8Array) {
  const files: Array<[string, Uint8Array]> = [
    ['cairn-export.json', exported],
    ['Loop Habits CSV.zip', loopCsvZip(LOOP_HABITS)],
    ['Loop Habits Backup.db', await loopDb(LOOP_HABITS.map((habit) => ({ ...habit, name: `${habit.name} (db)` })))],
    ['userdata.json', habiticaUserData({
      habits: [{ _id: 'h-1', type: 'habit', text: 'Drink tea', up: true, down: false, frequency: 'daily', history: [{ date: habiticaStamp('2024-02-01'), value: 1, scoredUp: 1, scoredDown: 0 }] }],
      dailys: [{ _id: 'd-1', type: 'daily', text: 'Stretch', frequency: 'weekly', everyX: 1, repeat: { m: true, t: false, w: true, th: false, f: true, s: false, su: false },
        history: [{ date: habiticaStamp('2024-02-05'), value: 1, completed: true, isDue: true }] }],
      todos: [{ _id: 't-1', type: 'todo', text: 'Renew passport', completed: false }, { _id: 't-2', type: 'todo', text: 'Book dentist', completed: true, dateCompleted: '2024-02-03T18:00:00.000Z' }],
    })],
    ['history.csv', new TextEncoder().encode('Task Name,Task ID,Task Type,Date,Value\nFloss,id-1,daily,2024-03-01 08:00:00,0\nFloss,id-1,daily,2024-03-02 08:00:00,1\n')],
  ];
  const jobs: string[] = [];
  for (const [index, [name, bytes]] of files.entries()) {
    const preview = await upload(client, bytes, name, '?dryRun=1');
    expect([name, preview.status]).toEqual([name, 200]);
    const uploadId = preview.body.uploadId as string;
    if (index === 1) {
      const started = await graphql.mutation<{ id: string }>(client, 'startImport', { uploadId });
      jobs.push(started!.id);
    } else if (index === 2) {
      await graphql.mutation(client, 'runImport', { uploadId, dryRun: true });
      await graphql.mutation(client, 'runImport', { uploadId });
    } else {
      const imported = await client.rest<{ jobId?: string }>('POST', `/api/import/${uploadId}`, {});
      expect([name, imported.status]).toEqual([name, expect.any(Number)]);
      if (imported.body.jobId) jobs.push(imported.body.jobId);
    }
  }
  // The jobs run on the queue: each is done before the reads below look at the account.
  await until(async () => {
    const { body } = await client.rest<Array<{ status: string }>>('GET', '/api/import/jobs');
    return body.every((job) => job.status !== 'queued' && job.status !== 'running');
  }, 60_000, 'the import jobs');
  return jobs;
}

/** Arguments for the queries that need some; `first: 2` makes a connection page so that its next page is asked too. */
function queryArguments(ids: { habitId: string; goalId: string; jobId: string; endpointId: string }): Record<string, Array<Record<string, unknown>>> {
  return {
    catalogue: [{ kind: 'HABIT', first: 2 }, { kind: 'GOAL', category: 'Health', search: 'run', first: 2 }],
    myGoals: [{}, { category: 'Health' }],
    myHabits: [{}, { category: 'Health' }],
    goalsConnection: [{ first: 2 }, { category: 'Health', first: 2 }],
    habitsConnection: [{ first: 2 }, { category: 'Health', first: 2 }],
    dashboard: [{ day: today() }, { day: daysAgo(1) }],
    motivation: [{ day: today() }],
    goalSuggestions: [{ category: 'Health' }],
    habitSuggestions: [{ category: 'Health', goalId: ids.goalId }, { category: 'Health', goalText: 'Run a marathon' }],
    milestoneSuggestions: [{ goalId: ids.goalId }],
    trends: [{ from: daysAgo(60), to: today() }, { to: today() }],
    habitCalendar: [{ habitId: ids.habitId, from: daysAgo(30), to: today() }],
    habitHistoryConnection: [{ habitId: ids.habitId, first: 2 }],
    importJob: [{ id: ids.jobId }],
    webhookDeliveries: [{ endpointId: ids.endpointId, limit: 10 }],
  };
}

/** Every query of the schema, each next page of a connection too. */
async function everyQuery(client: Client, ids: Parameters<typeof queryArguments>[0]) {
  const argumentsOf = queryArguments(ids);
  const schema = await createSchema();
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    for (const args of argumentsOf[field.name] ?? [{}]) {
      const answer = await graphql.query<{ pageInfo?: { hasNextPage: boolean; endCursor: string } }>(client, field.name, args);
      if (answer?.pageInfo?.hasNextPage) await graphql.query(client, field.name, { ...args, after: answer.pageInfo.endCursor });
    }
  }
}

/** Every mutation not made in building the accounts: auth, security, passkeys, tokens, apps, webhooks, billing, and the removals. */
async function everyOtherMutation(member: { client: Client; email: string }, built: Awaited<ReturnType<typeof richAccount>>) {
  const { client } = member;
  const m = <T = Row>(on: Client, name: string, args: Record<string, unknown> = {}) => graphql.mutation<T>(on, name, args) as Promise<T>;
  const visitor = new Client(app.url);

  // Accounts: register, activate, sign in and out, reset the password; Google is not configured here.
  const email = `${Date.now()}-seqscan@example.com`;
  const registration = { username: 'Ada', email, password: PASSWORD, focusAreas: ['Career'], challenges: ['No Time'] };
  await m(visitor, 'register', { input: registration });
  await m(visitor, 'activateAccount', { token: (await mail.link(email, '/activate')).split('/').pop() });
  await m(visitor, 'resendActivation', { email });
  const ada = new Client(app.url);
  await m(ada, 'login', { email, password: PASSWORD });
  await m(visitor, 'requestPasswordReset', { email });
  await m(visitor, 'resetPassword', { token: (await mail.link(email, '/resetpassword')).split('/').pop(), password: 'another password' });
  await m(visitor, 'loginWithGoogle', { token: 'not-a-google-token' });
  await m(visitor, 'validateGoogleToken', { token: 'not-a-google-token' });

  // Profile, locale, tutorial, catalogue refresh.
  await m(client, 'updateProfile', { input: { username: 'Sam', focusAreas: ['Health'], challenges: ['No Time'] } });
  const [locale] = (await graphql.query<Row[]>(client, 'locales', {}, 1))!;
  await m(client, 'addLocale', { id: locale.id });
  await m(client, 'setTutorialCompleted', { completed: true });
  await m(client, 'refreshCatalogue');

  // Confirming it is you, two-step sign-in, devices.
  await m(client, 'confirmPassword', { password: PASSWORD });
  const { secret } = await m<{ secret: string }>(client, 'beginTwoStepSetup');
  await m(client, 'enableTwoStep', { code: await generate({ secret }) });
  const recoveryCodes = await m<string[]>(client, 'regenerateRecoveryCodes');
  const phone = new Client(app.url);
  await m(phone, 'login', { email: member.email, password: PASSWORD });
  await m(phone, 'completeSecondStep', { code: recoveryCodes[0] });
  await m(client, 'disableTwoStep');
  const devices = (await graphql.query<Array<{ id: string; current: boolean }>>(client, 'devicesSignedIn', {}, 1))!;
  await m(client, 'signOutDevice', { id: devices.find((device) => !device.current)!.id });
  await m(client, 'signOutEverywhereElse');

  // Passkeys: a software authenticator makes one, confirms with it, signs in with it, then it goes.
  const device = new SoftAuthenticator({ origin: app.config.passkeys.origins[0], rpId: app.config.passkeys.rpId });
  const passkey = await m(client, 'addPasskey', { name: 'Laptop', response: JSON.stringify(device.register(await m<string>(client, 'passkeyRegistrationOptions'))) });
  await m(client, 'renamePasskey', { id: passkey.id, name: 'Old laptop' });
  await m(client, 'confirmWithPasskey', { response: JSON.stringify(device.assert(await m<string>(client, 'passkeyConfirmOptions'))) });
  const tablet = new Client(app.url);
  await m(tablet, 'signInWithPasskey', { response: JSON.stringify(device.assert(await m<string>(tablet, 'passkeySignInOptions'))) });
  await m(client, 'removePasskey', { id: passkey.id });
  const newcomer = { ...registration, email: `${Date.now()}-seqscan-passkey@example.com`, password: undefined };
  await m(visitor, 'registerWithPasskey', { name: 'Phone', response: JSON.stringify(device.register(await m<string>(visitor, 'passkeySignUpOptions', { input: newcomer }))) });

  // Tokens and apps.
  const created = await graphql.mutation<{ token: Row }>(client, 'createAccessToken', { input: { name: 'Script', scopes: ['read'] } }, 2);
  await m(client, 'revokeAccessToken', { id: created!.token.id });
  const developerApp = await graphql.mutation<{ app: Row }>(client, 'createDeveloperApp', { input: { name: 'My app', redirectUris: ['https://example.com/callback'], confidential: true } }, 2);
  await m(client, 'revokeAppAccess', { grantId: 'no-such-grant' });
  await m(client, 'deleteDeveloperApp', { id: developerApp!.app.id });

  // Billing against the fake Stripe: checkout starts; an unknown session and no subscription are refusals.
  await m(client, 'startCheckout');
  await m(client, 'confirmCheckout', { sessionId: 'cs_test_unknown' });
  await m(client, 'cancelSubscription');

  // Goals' and habits' remaining changes, then the removals.
  const [milestone, , third] = (await graphql.query<Array<{ id: string; milestones: Row[] }>>(client, 'myGoals', {}, 2))!.find((goal) => goal.id === built.goal.id)!.milestones;
  await m(client, 'updateGoalMilestone', { id: milestone.id, text: 'First 6 km', done: true, dueOn: addDays(today(), 20) });
  await m(client, 'reorderGoalMilestones', { goalId: built.goal.id, ids: [third.id, milestone.id] });
  await m(client, 'removeGoalMilestone', { id: third.id });
  await m(client, 'setGoalTargetDate', { id: built.goal.id, targetDate: null });
  await m(client, 'unlinkHabitFromGoal', { habitId: built.weekdays.id, goalId: built.goal.id });
  await m(client, 'removeGoal', { id: built.second.id });
  await m(client, 'removeHabit', { id: built.weekdays.id });
  const [vacation] = (await graphql.query<Row[]>(client, 'vacations', {}, 1))!;
  await m(client, 'removeVacation', { id: vacation.id });
  await m(client, 'removePushSubscription', { endpoint: 'https://fcm.googleapis.com/fcm/send/member' });

  // "This wasn't me", from a sign-in on a new device; signing out; leaving.
  const watched = await signedInUser(app);
  await new Client(app.url).rest('POST', '/api/auth/login', { email: watched.email, password: PASSWORD }, { 'user-agent': 'Seq scan check' });
  await m(visitor, 'reportNotMe', { token: (await mail.link(watched.email, '/not-me')).split('/').pop() });
  await m(ada, 'logout');
  await m(ada, 'deleteAccount');
}

async function webhooks(client: Client) {
  const created = await graphql.mutation<{ endpoint: Row }>(client, 'createWebhookEndpoint', { input: { url: 'https://hooks.example.com/cairn', events: ['TASK_CHANGED'] } }, 2);
  const { id } = created!.endpoint;
  await graphql.mutation(client, 'updateWebhookEndpoint', { id, input: { events: ['TASK_CHANGED', 'GOAL_CHANGED'] } });
  await graphql.mutation(client, 'setWebhookEndpointEnabled', { id, enabled: false });
  await graphql.mutation(client, 'setWebhookEndpointEnabled', { id, enabled: true });
  await graphql.mutation(client, 'sendWebhookTestEvent', { id });
  return id;
}

/** The distinct statements (text and parameters) that EXPLAIN can plan. */
function distinct(statements: Statement[]): Statement[] {
  const seen = new Map<string, Statement>();
  for (const statement of statements) {
    if (isPlannable(statement.query)) seen.set(`${statement.query}\u0000${JSON.stringify(statement.parameters)}`, statement);
  }
  return [...seen.values()];
}

describe('no user-facing call reads other users\' rows', () => {
  it('plans every statement of every REST call, GraphQL query and mutation, export and import with an index lookup of one user\'s rows', async () => {
    const { call, called } = documentedCaller();
    const statements = await statementsOf(app, async () => {
      // Two accounts with data: the other one is what a scan would read too.
      const other = await signedInUser(app, { plan: 'unlimited' });
      await richAccount(other.client, 'other');
      const member = await signedInUser(app, { plan: 'unlimited' });
      const built = await richAccount(member.client, 'member');

      await download(member.client, 'csv');
      const exported = await download(member.client, 'json');
      const [jobId] = await importEveryFormat(member.client, exported);
      // The member's export into the other account: a merge with what it has.
      await importEveryFormat(other.client, exported);
      const endpointId = await webhooks(member.client);
      await everyQuery(member.client, { habitId: built.daily.id, goalId: built.goal.id, jobId, endpointId });
      await everyOtherMutation(member, built);
      await graphql.mutation(member.client, 'deleteWebhookEndpoint', { id: endpointId });

      await callEveryDocumentedRoute(app, mail, call);
    });
    expect(documentedRoutes().filter((route) => !called.has(route))).toEqual([]);
    expect(graphql.missing()).toEqual([]);

    const planned = distinct(statements);
    expect(planned.length).toBeGreaterThan(300);
    const planner = await Planner.connect(app.db.url);
    const findings: string[] = [];
    try {
      for (const statement of planned) {
        let plan: PlanNode;
        try {
          plan = await planner.json(statement);
        } catch (error) {
          findings.push(`${statement.query}\n  cannot be planned: ${(error as Error).message}`);
          continue;
        }
        const scans = scansOfOtherUsers(plan, catalog);
        if (scans.length) findings.push(`${scans.join('; ')}\n${statement.query}\n${JSON.stringify(statement.parameters)}\n${await planner.text(statement)}`);
      }
    } finally {
      await planner.close();
    }
    expect(findings).toEqual([]);
  });

  it('plans the statements PostgreSQL runs inside (the habit_runs triggers, foreign keys\' cascades) with index lookups too', async () => {
    // An instance whose connections load auto_explain: every plan, nested ones too, arrives as a notice.
    const name = new URL(app.db.url).pathname.slice(1);
    for (const setting of [
      "session_preload_libraries = 'auto_explain'", 'auto_explain.log_min_duration = 0', 'auto_explain.log_nested_statements = on',
      "auto_explain.log_format = 'json'", "auto_explain.log_level = 'notice'", 'enable_seqscan = off',
    ]) await app.db.dataSource.query(`ALTER DATABASE "${name}" SET ${setting}`);
    const plans: Array<{ 'Query Text': string; Plan: PlanNode }> = [];
    const dataSource = createDataSource(app.db.url, { poolSize: 2 });
    // Every connection of its pool hands its notices (auto_explain's plans) to `plans`.
    const extra = dataSource.options.extra as { Client: typeof PgClient };
    class ExplainedClient extends extra.Client {
      constructor(...args: ConstructorParameters<typeof PgClient>) {
        super(...args);
        this.on('notice', (notice) => {
          if (notice.message?.includes('plan:')) plans.push(JSON.parse(notice.message.slice(notice.message.indexOf('{'))));
        });
      }
    }
    dataSource.setOptions({ extra: { ...extra, Client: ExplainedClient } });
    await dataSource.initialize();
    const instance = await createApp(app.config, dataSource, pino({ level: 'silent' }));
    await new Promise<void>((resolve) => instance.httpServer.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(instance.httpServer.address() as AddressInfo).port}`;
      const { id } = await signedInUser(app, { plan: 'unlimited' });
      const client = new Client(url);
      expect((await client.rest('POST', '/api/auth/login', { email: (await app.services.users.findById(id))!.email, password: PASSWORD })).status).toBe(200);
      const built = await richAccount(client, 'triggers');
      // A day undone inside a run, and a day skipped that was done: habit_runs_remove_day splits and shortens runs.
      await graphql.mutation(client, 'setHabitDone', { id: built.daily.id, day: daysAgo(9), done: false });
      await graphql.mutation(client, 'setHabitSkipped', { id: built.daily.id, day: daysAgo(4), skipped: true });
      // An import rebuilds the runs of the habits it touched (rebuild_habit_runs).
      const preview = await upload(client, loopCsvZip(LOOP_HABITS), 'loop.zip', '?dryRun=1');
      await graphql.mutation(client, 'runImport', { uploadId: preview.body.uploadId });
      // Removals cascade to every child table; the account's removal to every table of the user.
      await graphql.mutation(client, 'removeHabit', { id: built.daily.id });
      await graphql.mutation(client, 'removeGoal', { id: built.goal.id });
      await graphql.mutation(client, 'deleteTask', { id: built.tasks[1].id });
      await graphql.mutation(client, 'deleteAccount');
    } finally {
      await instance.close();
      await dataSource.destroy();
    }
    const nested = (text: string) => plans.some((plan) => plan['Query Text'].includes(text));
    // The triggers' and the cascades' own statements were planned (else this test sees nothing of them).
    expect(['FROM habit_runs WHERE', 'rebuild_habit_runs', 'DELETE FROM ONLY "public"."habit_completions"', 'DELETE FROM ONLY "public"."tasks"'].filter((text) => !nested(text))).toEqual([]);
    const findings = plans.flatMap((plan) => {
      const scans = scansOfOtherUsers(plan.Plan, catalog);
      return scans.length ? [`${scans.join('; ')}\n${plan['Query Text']}`] : [];
    });
    expect(findings).toEqual([]);
  });
});
