import { generate } from 'otplib';
import type { TestApp } from './app';
import { Client } from './client';
import { itemIds } from './items';
import { SoftAuthenticator } from './authenticator';
import type { MailServer } from './mail';
import { ajv, answerValidator, openApi } from './openapi';
import { PASSWORD, signedInUser } from './users';
import { latestToday } from '../src/shared/dates';

type Json = Record<string, unknown>;

/** Every call the OpenAPI document lists, as "method path" ("get /user/find/{userId}"). */
export const documentedRoutes = () => Object.entries(openApi.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`)).sort();

export type DocumentedCall = (client: Client, template: string, options?: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> }) =>
  Promise<{ status: number; body: Json & Json[] }>;

/**
 * `call(client, "method path", { params, body, headers })` fills the path's {params}, makes the
 * call, and checks the answer against the document: its status must be documented for the call,
 * and its body must match. `called` keeps each call's statuses.
 */
export function documentedCaller(): { call: DocumentedCall; called: Map<string, number[]> } {
  const called = new Map<string, number[]>();
  const call: DocumentedCall = async (client, template, options = {}) => {
    const [method, path] = template.split(' ');
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    const answer = await client.rest<unknown>(method.toUpperCase(), `/api${url}`, options.body, options.headers);
    const validate = answerValidator(path, method, answer.status);
    if (!validate) throw new Error(`${template} answered ${answer.status}, which the document does not list: ${JSON.stringify(answer.body)}`);
    if (!validate(answer.body)) throw new Error(`${template} ${answer.status} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 500)}`);
    called.set(template, [...(called.get(template) ?? []), answer.status]);
    return answer as { status: number; body: Json & Json[] };
  };
  return { call, called };
}

/**
 * Makes every call the OpenAPI document lists, as a member and a visitor would, with the answers
 * the document promises (the OpenAPI test checks each against it; the sequential-scan test plans
 * each statement they send). The app needs `mail` as its SMTP server and a fake Stripe.
 */
export async function callEveryDocumentedRoute(app: TestApp, mail: MailServer, call: DocumentedCall): Promise<void> {
  const visitor = new Client(app.url);
  const { client: member, id: userId, email: memberEmail } = await signedInUser(app);
  const [goalItem] = await itemIds(app, 'goal', 1);
  const [habitItem] = await itemIds(app, 'habit', 1);
  const day = latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000));

  // Accounts: register, activate, sign in, reset the password.
  const newcomer = `${Date.now()}-openapi@example.com`;
  expect((await call(visitor, 'post /auth/register', { body: { username: 'Ada', email: newcomer, password: PASSWORD, focusAreas: ['Career'], challenges: ['No Time'] } })).status).toBe(201);
  const hash = (await mail.link(newcomer, '/activate')).split('/').pop()!;
  expect((await call(visitor, 'post /auth/activate', { body: { hash } })).status).toBe(200);
  expect((await call(visitor, 'post /auth/resend-activation', { body: { email: newcomer } })).status).toBe(200);
  const ada = new Client(app.url);
  expect((await call(ada, 'post /auth/login', { body: { email: newcomer, password: PASSWORD } })).status).toBe(200);
  expect((await call(ada, 'get /auth/me')).status).toBe(200);
  expect((await call(visitor, 'post /auth/resetemail', { body: { email: newcomer } })).status).toBe(200);
  const resetHash = (await mail.link(newcomer, '/resetpassword')).split('/').pop()!;
  expect((await call(visitor, 'post /auth/resetpassword', { body: { hash: resetHash, password: 'another password' } })).status).toBe(200);
  expect((await call(visitor, 'post /auth/resetemail', { body: { email: 'nobody@example.com' } })).status).toBe(401);
  // Google is not configured here: the documented refusals.
  expect((await call(visitor, 'post /auth/login-google', { body: { token: 'not-a-google-token' } })).status).toBeGreaterThanOrEqual(400);
  expect((await call(visitor, 'post /auth/validate-google', { body: { token: 'not-a-google-token' } })).status).toBeGreaterThanOrEqual(400);

  // Profile.
  const profile = { username: 'Sam', focusAreas: ['Career'], challenges: ['No Time'] };
  expect((await call(member, 'put /auth/{userId}', { params: { userId }, body: profile })).status).toBe(200);
  expect((await call(member, 'get /user/find/{userId}', { params: { userId } })).status).toBe(200);

  // Catalogue and locales.
  for (const kind of ['goal', 'habit']) {
    expect((await call(visitor, `get /${kind}`)).status).toBe(200);
    expect((await call(visitor, `get /${kind}/category/{category}`, { params: { category: 'Health' } })).status).toBe(200);
    expect((await call(member, `post /${kind}/createuser`, { body: { user: userId, text: `My own ${kind}`, category: 'Health' } })).status).toBe(201);
  }
  const locales = await call(visitor, 'get /locale');
  expect((await call(member, 'post /user/addlocale', { body: { user: userId, locale: (locales.body[0] as Json)._id } })).status).toBe(201);
  expect((await call(member, 'get /user/getuserlocales/{userId}', { params: { userId } })).status).toBe(200);
  expect((await call(member, 'post /goal/script')).status).toBe(200);

  // Goals.
  const goal = await call(member, 'post /user/addgoal', { body: { user: userId, goal: goalItem } });
  expect(goal.status).toBe(201);
  expect((await call(member, 'post /user/addgoal', { body: { user: userId, goal: goalItem } })).status).toBe(409);
  expect((await call(member, 'put /user2goal/{id}', { params: { id: goal.body._id as string }, body: { status: 'Progressing' } })).status).toBe(200);
  expect((await call(member, 'get /user/getusergoals/{userId}', { params: { userId } })).body).toHaveLength(1);
  expect((await call(member, 'get /user/populategoals/{userId}', { params: { userId } })).status).toBe(200);
  expect((await call(member, 'delete /user2goal/{id}', { params: { id: goal.body._id as string } })).status).toBe(200);

  // Habits.
  const habit = await call(member, 'post /user/addhabit', { body: { user: userId, habit: habitItem } });
  expect(habit.status).toBe(201);
  expect((await call(member, 'post /user2habit/handlehabit', { body: { id: habit.body._id, workDay: day, completed: true } })).status).toBe(200);
  expect((await call(member, 'get /user/getuserhabits/{userId}', { params: { userId } })).body).toHaveLength(1);
  expect((await call(member, 'get /user/populatehabits/{userId}', { params: { userId } })).status).toBe(200);
  expect((await call(member, 'put /user/updateHabitorder', { body: { habits: [{ _id: habit.body._id }] } })).status).toBe(200);
  const habitId = { id: habit.body._id as string };
  expect((await call(member, 'get /user2habit/{id}/settings', { params: habitId })).body).toMatchObject({ schedule: { kind: 'DAILY' }, target: null });
  expect((await call(member, 'put /user2habit/{id}/settings', { params: habitId, body: { unit: 'glasses', amount: '8', direction: 'AT_LEAST', skipBudget: 2 } })).body)
    .toMatchObject({ target: { unit: 'glasses', amount: '8' }, skipBudget: 2 });
  expect((await call(member, 'post /user2habit/handlevalue', { body: { id: habitId.id, workDay: day, value: '8.5' } })).body).toMatchObject({ status: 'DONE', value: '8.5' });
  expect((await call(member, 'post /user2habit/handleskip', { body: { id: habitId.id, workDay: day, skipped: true } })).body).toMatchObject({ status: 'SKIPPED' });
  expect((await call(member, 'put /user2habit/{id}/settings', { params: habitId, body: { kind: 'PER_PERIOD', times: 8, days: 7 } })).status).toBe(400);
  const vacation = await call(member, 'post /vacations', { body: { start: '2031-07-01', end: '2031-07-14' } });
  expect(vacation.status).toBe(201);
  expect((await call(member, 'post /vacations', { body: { start: '2031-07-10', end: '2031-07-20' } })).status).toBe(400);
  expect((await call(member, 'get /vacations')).body).toHaveLength(1);
  expect((await call(member, 'delete /vacations/{id}', { params: { id: vacation.body._id as string } })).status).toBe(200);
  expect((await call(member, 'put /user/clock', { body: { timeZone: 'Asia/Tokyo', dayStartHour: 3 } })).body).toMatchObject({ timeZone: 'Asia/Tokyo', dayStartHour: 3 });
  expect((await call(member, 'put /user/{userId}/locale', { params: { userId }, body: { locale: 'de-AT' } })).body).toMatchObject({ locale: 'de-AT' });
  expect((await call(member, 'put /user/{userId}/locale', { params: { userId }, body: { locale: 'en' } })).status).toBe(200);
  expect((await call(member, 'get /user/clock')).body).toMatchObject({ timeZone: 'Asia/Tokyo' });
  expect((await call(member, 'put /user/clock', { body: { timeZone: 'Mars/Olympus', dayStartHour: 3 } })).status).toBe(400);
  expect((await call(member, 'put /user/{userId}/week-start', { params: { userId }, body: { weekStart: 7 } })).body).toEqual({ weekStart: 7, firstDayOfWeek: 7 });
  // Reminders' notification actions: Done; Snooze (another's reminder: 404; the queue is not started here: 503).
  expect((await call(member, 'post /reminders/done', { body: { habit: habitId.id, day: '2031-06-30' } })).status).toBe(400);
  expect((await call(member, 'post /reminders/done', { body: { habit: habitId.id, day } })).body).toMatchObject({ status: 'DONE' });
  expect((await call(member, 'post /reminders/snooze', { body: { reminder: habitId.id, day } })).status).toBe(404);
  await app.services.reminders.setHabitTimes((await app.services.users.findById(userId))!, habitId.id, ['07:00']);
  const [{ id: reminder }] = await app.db.dataSource.query(`SELECT id FROM reminders WHERE user_id = $1 AND user_habit_id = $2`, [userId, habitId.id]);
  expect((await call(member, 'post /reminders/snooze', { body: { reminder, day } })).status).toBe(503);
  expect((await call(member, 'delete /user2habit/{id}', { params: { id: habit.body._id as string } })).status).toBe(200);

  // Tasks.
  const task = await call(member, 'post /task/create', { body: { user: userId, text: 'Call the bank' } });
  expect(task.status).toBe(201);
  expect((await call(member, 'put /task/{id}', { params: { id: task.body._id as string }, body: { complete: true, completedDate: day } })).status).toBe(200);
  expect((await call(member, 'get /user/populatetasks/{userId}', { params: { userId } })).body).toHaveLength(1);
  expect((await call(member, 'put /user/updatetaskorder', { body: { tasks: [{ _id: task.body._id }] } })).status).toBe(200);
  expect((await call(member, 'delete /task/{id}', { params: { id: task.body._id as string } })).status).toBe(200);

  // Suggestions (the offline provider answers).
  expect((await call(member, 'post /ai/runmotivationalprompt')).status).toBe(200);
  expect((await call(member, 'post /ai/runfocusareasprompt')).status).toBe(200);
  expect((await call(member, 'post /ai/rungoalprompt', { body: { category: 'Health' } })).status).toBe(200);
  expect((await call(member, 'post /ai/runhabitprompt', { body: { category: 'Health', goalText: 'Run a marathon' } })).status).toBe(200);

  // Billing (a local fake of Stripe): checkout starts; an unpaid session and Free are refusals.
  expect((await call(member, 'post /stripe/createcheckout', { body: {} })).status).toBe(200);
  expect((await call(member, 'put /user/updatepaymentstatus', { body: { userId } })).status).toBe(400);
  expect((await call(member, 'post /stripe/cancelunlimited', { body: { userId } })).status).toBe(400);
  expect((await call(visitor, 'post /stripe/webhook', { body: { id: 'evt_unsigned' } })).status).toBe(400);

  // Access tokens: create, list, use, revoke.
  const created = await call(member, 'post /tokens', { body: { name: 'OpenAPI check', scopes: ['read'] } });
  expect(created.status).toBe(201);
  const withToken = new Client(app.url);
  const bearer = { authorization: `Bearer ${created.body.secret as string}` };
  expect((await call(withToken, 'get /user/getusergoals/{userId}', { params: { userId }, headers: bearer })).status).toBe(200);
  expect((await call(withToken, 'post /task/create', { body: { user: userId, text: 'Refused' }, headers: bearer })).status).toBe(403);
  expect((await call(member, 'get /tokens')).body).toHaveLength(1);
  expect((await call(member, 'delete /tokens/{id}', { params: { id: created.body._id as string } })).status).toBe(200);
  expect((await call(withToken, 'get /auth/me', { headers: bearer })).status).toBe(401);

  // Developer apps and the apps with access (the grants themselves are made in oauth.test.ts).
  const registered = await call(member, 'post /apps', { body: { name: 'OpenAPI app', redirectUris: ['https://example.com/callback'], confidential: true } });
  expect(registered.status).toBe(201);
  expect((await call(member, 'post /apps', { body: { name: 'Bad', redirectUris: ['ftp://example.com'], confidential: false } })).status).toBe(400);
  expect((await call(member, 'get /apps')).body).toHaveLength(1);
  expect((await call(member, 'get /apps/access')).body).toEqual([]);
  expect((await call(member, 'delete /apps/access/{id}', { params: { id: 'no-such-grant-id' } })).status).toBe(404);
  expect((await call(member, 'delete /apps/{id}', { params: { id: registered.body._id as string } })).status).toBe(200);

  // Passkeys: a software authenticator makes and uses one (passkeys.test.ts checks them in depth).
  const device = new SoftAuthenticator({ origin: app.config.passkeys.origins[0], rpId: app.config.passkeys.rpId });
  const addOptions = await call(member, 'post /auth/passkeys/options');
  const passkey = await call(member, 'post /auth/passkeys', { body: { name: 'OpenAPI key', response: JSON.stringify(device.register(JSON.stringify(addOptions.body))) } });
  expect(passkey.status).toBe(201);
  expect((await call(member, 'get /auth/passkeys')).body).toHaveLength(1);
  expect((await call(member, 'patch /auth/passkeys/{id}', { params: { id: passkey.body._id as string }, body: { name: 'Renamed' } })).status).toBe(200);
  const confirmOptions = await call(member, 'post /auth/passkeys/confirm/options');
  expect((await call(member, 'post /auth/passkeys/confirm', { body: { response: JSON.stringify(device.assert(JSON.stringify(confirmOptions.body))) } })).status).toBe(200);
  const passkeyVisitor = new Client(app.url);
  const signInOptions = await call(passkeyVisitor, 'post /auth/login-passkey/options');
  expect((await call(passkeyVisitor, 'post /auth/login-passkey', { body: { response: JSON.stringify(device.assert(JSON.stringify(signInOptions.body))) } })).status).toBe(200);
  expect((await call(member, 'delete /auth/passkeys/{id}', { params: { id: passkey.body._id as string } })).status).toBe(200);
  const passkeyNewcomer = `${Date.now()}-openapi-passkey@example.com`;
  const signUpOptions = await call(visitor, 'post /auth/register-passkey/options', { body: { username: 'Pat', email: passkeyNewcomer, focusAreas: ['Career'], challenges: ['No Time'] } });
  expect((await call(visitor, 'post /auth/register-passkey', { body: { response: JSON.stringify(device.register(JSON.stringify(signUpOptions.body))) } })).status).toBe(201);

  expect((await call(visitor, 'get /openapi.json')).status).toBe(200);

  // Your data: the export downloads; an import is multipart (its own tests send files: portability.test.ts).
  expect((await call(member, 'get /export')).status).toBe(200);
  expect((await call(member, 'get /export/schema')).status).toBe(200);
  expect((await call(member, 'post /import', { body: { file: 'not multipart' } })).status).toBe(400);
  expect((await call(member, 'post /import/{id}', { params: { id: '00000000-0000-4000-8000-000000000000' }, body: { dryRun: true } })).status).toBe(404);
  expect((await call(member, 'get /import/jobs/{id}', { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  expect((await call(member, 'get /import/jobs')).body).toEqual([]);

  // Webhooks: register (https on a public address: nothing is sent from here), list, change, read the log, delete.
  const hook = await call(member, 'post /webhooks', { body: { url: 'https://hooks.example.com/cairn', events: ['task.changed'] } });
  expect(hook.status).toBe(201);
  const hookId = { id: hook.body._id as string };
  expect((await call(member, 'post /webhooks', { body: { url: 'http://127.0.0.1/hook', events: ['task.changed'] } })).status).toBe(400);
  expect((await call(member, 'get /webhooks')).body).toHaveLength(1);
  expect((await call(member, 'patch /webhooks/{id}', { params: hookId, body: { events: ['task.changed', 'goal.changed'], enabled: false } })).body).toMatchObject({ enabled: false });
  expect((await call(member, 'post /webhooks/{id}/test', { params: hookId })).status).toBe(400); // disabled just now
  expect((await call(member, 'patch /webhooks/{id}', { params: hookId, body: { enabled: true } })).body).toMatchObject({ enabled: true });
  // The test event is recorded; no worker runs here, so it waits, pending.
  expect((await call(member, 'post /webhooks/{id}/test', { params: hookId })).body).toMatchObject({ event: 'ping', state: 'pending', attempts: 0 });
  expect((await call(member, 'get /webhooks/{id}/deliveries', { params: hookId })).body).toHaveLength(1);
  expect((await call(member, 'delete /webhooks/{id}', { params: hookId })).status).toBe(200);

  // Issue 30: confirming it is you, the second step, the devices signed in, the security record, "This wasn't me".
  expect((await call(member, 'post /auth/confirm-password', { body: { password: PASSWORD } })).status).toBe(200);
  expect((await call(visitor, 'post /auth/login/second-step', { body: { code: '123456' } })).status).toBe(401);
  expect((await call(member, 'get /auth/two-step')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  expect((await call(member, 'post /auth/two-step/recovery-codes')).status).toBe(409);
  expect((await call(member, 'delete /auth/two-step')).status).toBe(409);
  const { secret } = (await call(member, 'post /auth/two-step/setup')).body as unknown as { secret: string };
  expect((await call(member, 'post /auth/two-step/enable', { body: { code: '000000' } })).status).toBe(400);
  expect((await call(member, 'post /auth/two-step/enable', { body: { code: await generate({ secret }) } })).body.recoveryCodes).toHaveLength(10);
  expect((await call(member, 'post /auth/two-step/recovery-codes')).body.recoveryCodes).toHaveLength(10);
  expect((await call(member, 'delete /auth/two-step')).status).toBe(200);
  expect((await call(member, 'get /user/security-activity')).body.length).toBeGreaterThan(0);
  const elsewhere = new Client(app.url);
  expect((await elsewhere.rest('POST', '/api/auth/login', { email: memberEmail, password: PASSWORD }, { 'user-agent': 'OpenAPI check' })).status).toBe(200);
  const devices = (await call(member, 'get /user/sessions')).body as unknown as Array<{ id: string; current: boolean }>;
  // This session, the one just signed in elsewhere, and any the passkey calls above signed in.
  expect(devices.filter((device) => device.current)).toHaveLength(1);
  expect(devices.length).toBeGreaterThanOrEqual(2);
  expect((await call(member, 'delete /user/sessions/{id}', { params: { id: devices.find((device) => !device.current)!.id } })).status).toBe(200);
  expect((await call(member, 'post /user/sessions/sign-out-others')).status).toBe(200);
  const notMe = (await mail.link(memberEmail, '/not-me')).split('/').pop()!;
  expect((await call(visitor, 'post /auth/not-me', { body: { hash: notMe } })).status).toBe(200);
  expect((await call(visitor, 'post /auth/not-me', { body: { hash: notMe } })).status).toBe(404);

  // Leaving: sign out, and delete an account.
  expect((await call(ada, 'post /auth/logout')).status).toBe(200);
  const leaving = await signedInUser(app);
  expect((await call(leaving.client, 'delete /user/{userId}', { params: { userId: leaving.id } })).status).toBe(200);
}
