import type { DeliveryKey } from './reminder-scheduler';
import { startTestApp, statementsOf, type Statement, type TestApp } from '../../../test/app';
import { userTableCatalog, watchWritesAcrossUsers, writesOrLocksReadingOtherUsers } from '../../../test/plans';
import { startFakePushService, type FakePushService } from '../../../test/fake-push-service';
import { startMailServer, type MailServer } from '../../../test/mail';
import { signedInUser } from '../../../test/users';
import { addedHabits } from '../../../test/items';
import type { Client } from '../../../test/client';
import { User } from '../users/user.entity';
import { deliveryTopic } from './push';
import { DELIVERY_RETENTION_DAYS, summaryText } from './reminder-scheduler';
import { unsubscribeToken } from './unsubscribe';

/** A clock the test moves: midnight, DST and vacations pass without waiting. */
class TestClock {
  constructor(public at: Date) {}
  now(): Date { return this.at; }
  set(iso: string): void { this.at = new Date(iso); }
}

const SETTINGS = `{ myReminders { channels { push email } summaryTime habits { habitId times } pushSubscriptions vapidPublicKey } }`;

jest.setTimeout(60_000);

describe('push subscription endpoints (PUSH_ALLOW_PRIVATE_ENDPOINTS off)', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(async () => { await app.stop(); });

  const ADD = `mutation($input: PushSubscriptionInputView!) { addPushSubscription(input: $input) { pushSubscriptions } }`;
  const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

  it('refuses loopback, private, link-local and unique-local addresses, localhost and bare names: the server never posts there', async () => {
    const { client, id } = await signedInUser(app);
    for (const endpoint of [
      'http://127.0.0.1/push/x', 'https://127.0.0.1:8443/push/x', 'https://10.0.0.1/push/x', 'https://172.16.5.4/x', 'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data', 'https://0.0.0.0/x', 'https://2130706433/x', 'https://[::1]/push/x', 'https://[fd00:ec2::254]/x',
      'https://[fe80::1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://localhost/push/x', 'https://LOCALHOST./x', 'https://api.localhost/x',
      'https://metadata/computeMetadata/v1', 'https://metadata.google.internal/x',
    ]) {
      const refused = await client.gql(ADD, { input: { endpoint, ...keys } });
      expect([endpoint, refused.errors?.[0].extensions?.code, refused.errors?.[0].message]).toEqual([endpoint, 'BAD_USER_INPUT', "That push subscription's endpoint is not a push service address."]);
    }
    const stored = async () => (await app.db.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [id])).map((row: { endpoint: string }) => row.endpoint);
    expect(await stored()).toEqual([]);

    const accepted = await client.gql(ADD, { input: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', ...keys } });
    expect(accepted).toMatchObject({ status: 200, data: { addPushSubscription: { pushSubscriptions: 1 } } });
    expect(await stored()).toEqual(['https://fcm.googleapis.com/fcm/send/x']);
  });

  it('keeps an endpoint with one account, through its lookup: the same browser again updates its keys, another account takes it over', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/moving-${Date.now()}`;
    const subscriptionsOf = (userId: string) => app.db.dataSource.query(
      `SELECT s.endpoint, s.p256dh, l.user_id AS lookup_user FROM push_subscriptions s
         JOIN push_subscription_endpoints l ON l.user_id = s.user_id AND l.push_subscription_id = s.id WHERE s.user_id = $1`, [userId]);
    const first = await signedInUser(app);
    expect((await first.client.gql(ADD, { input: { endpoint, ...keys } })).data).toEqual({ addPushSubscription: { pushSubscriptions: 1 } });
    const renewed = Buffer.alloc(65, 9).toString('base64url');
    expect((await first.client.gql(ADD, { input: { endpoint, ...keys, p256dh: renewed } })).data).toEqual({ addPushSubscription: { pushSubscriptions: 1 } });
    expect(await subscriptionsOf(first.id)).toEqual([{ endpoint, p256dh: renewed, lookup_user: first.id }]);

    const second = await signedInUser(app);
    const [moved, again] = await Promise.all([second.client.gql(ADD, { input: { endpoint, ...keys } }), second.client.gql(ADD, { input: { endpoint, ...keys } })]);
    expect([moved.data, again.data]).toEqual([{ addPushSubscription: { pushSubscriptions: 1 } }, { addPushSubscription: { pushSubscriptions: 1 } }]);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toEqual([{ endpoint, p256dh: keys.p256dh, lookup_user: second.id }]);
    expect(await app.db.dataSource.query(`SELECT user_id FROM push_subscription_endpoints WHERE endpoint = $1`, [endpoint])).toEqual([{ user_id: second.id }]);
  });
});

describe('the delivery worker reads a batch in a constant number of statements', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(async () => { await app.stop(); });

  /**
   * `count` users in UTC, each with two daily habits (one done today), a "2 times a week" habit and
   * an open task, a daily summary and a reminder of the weekly habit, push on: one pending delivery
   * of each due now. Answers the deliveries' ids, summaries first.
   */
  async function pendingDeliveries(count: number): Promise<{ summaries: DeliveryKey[]; habits: DeliveryKey[] }> {
    const rows: Array<{ id: string; userId: string; summary: boolean }> = await app.db.dataSource.query(
      `WITH items AS (SELECT array_agg(id ORDER BY text) AS ids FROM (SELECT id, text FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 3) i),
            u AS (INSERT INTO users (username, email, password_hash, focus_areas, challenges, plan, activated_at, time_zone)
                  SELECT 'Batch', 'batch-' || gen_random_uuid() || '@example.com', NULL, '{Career}', '{}', 'free', now(), 'UTC' FROM generate_series(1, $1)
                  RETURNING id),
            h AS (INSERT INTO user_habits (user_id, catalogue_item_id, position, schedule_kind, freq_num, freq_den)
                  SELECT u.id, items.ids[k], k, CASE WHEN k = 3 THEN 'per_period' ELSE 'daily' END, CASE WHEN k = 3 THEN 2 END, CASE WHEN k = 3 THEN 7 END
                    FROM u, items, generate_series(1, 3) k
                  RETURNING id, user_id, position),
            done AS (INSERT INTO habit_completions (user_id, user_habit_id, day, state) SELECT user_id, id, (now() AT TIME ZONE 'UTC')::date, 'done' FROM h WHERE position = 1),
            t AS (INSERT INTO tasks (user_id, text) SELECT id, 'Call the bank' FROM u),
            c AS (INSERT INTO reminder_channels (user_id, push, email) SELECT id, true, false FROM u),
            r AS (INSERT INTO reminders (user_id, user_habit_id, local_time)
                  SELECT id, NULL, '00:00'::time FROM u UNION ALL SELECT user_id, id, '00:01'::time FROM h WHERE position = 3
                  RETURNING id, user_id, user_habit_id)
       INSERT INTO reminder_deliveries (user_id, reminder_id, local_day, due_at)
       SELECT r.user_id, r.id, (now() AT TIME ZONE 'UTC')::date, now() FROM r
       RETURNING id, user_id AS "userId", (SELECT user_habit_id IS NULL FROM r WHERE r.id = reminder_id) AS summary`, [count]);
    const key = ({ id, userId }: DeliveryKey) => ({ id, userId });
    return { summaries: rows.filter((row) => row.summary).map(key), habits: rows.filter((row) => !row.summary).map(key) };
  }

  it('speaks each user\'s language: a German reminder and summary, an Arabic summary with its plural, the unsubscribe page in German', async () => {
    const scheduler = app.services.reminderScheduler;
    const { summaries: [deSummary, arSummary], habits: [deHabit] } = await pendingDeliveries(2);
    await app.db.dataSource.query(`UPDATE users SET locale = 'de-DE' WHERE id = $1`, [deSummary.userId]);
    await app.db.dataSource.query(`UPDATE users SET locale = 'ar' WHERE id = $1`, [arSummary.userId]);
    const plans = await scheduler['planDeliveries']([deSummary, arSummary, deHabit]) as Map<string, { message: { subject: string; line: string; push: { title: string; body: string; labels: Record<string, string> } } }>;
    expect(plans.get(deSummary.id)!.message).toMatchObject({
      subject: 'Cairn: Heute noch offen: 2 Gewohnheiten und 1 Aufgabe', push: { title: 'Cairn', body: 'Heute noch offen: 2 Gewohnheiten und 1 Aufgabe' },
    });
    expect(plans.get(arSummary.id)!.message.push.body).toBe('المتبقي لك اليوم: عادتان ومهمة واحدة');
    const habit = plans.get(deHabit.id)!.message;
    expect(habit.subject).toMatch(/^Erinnerung: /);
    expect(habit.line).toMatch(/^Zeit für „.+“\. Heute ist es noch nicht erledigt\.$/);
    expect(habit.push.body).toBe('Es ist so weit. Heute noch nicht erledigt.');
    expect(habit.push.labels).toEqual({ done: 'Erledigt', snooze: '1 Std. später', signIn: 'Melde dich bei Cairn an, um das abzuschließen.', unreachable: 'Cairn war nicht erreichbar. Öffne die App, um das abzuschließen.' });
    // A built-in habit is named as the user reads it: its German text, in the subject and the push's title.
    const [{ text: german }] = await app.db.dataSource.query(
      `SELECT t.text FROM reminder_deliveries d JOIN reminders r ON r.user_id = d.user_id AND r.id = d.reminder_id
         JOIN user_habits h ON h.user_id = r.user_id AND h.id = r.user_habit_id JOIN catalogue_item_texts t ON t.catalogue_item_id = h.catalogue_item_id AND t.language = 'de'
        WHERE d.user_id = $1 AND d.id = $2`, [deHabit.userId, deHabit.id]) as Array<{ text: string }>;
    expect(habit.subject).toBe(`Erinnerung: ${german}`);
    expect(habit.push.title).toBe(german);
    expect([3, 11, 100].map((habits) => summaryText('ar', habits, 0))).toEqual(['المتبقي لك اليوم: 3 عادات', 'المتبقي لك اليوم: 11 عادةً', 'المتبقي لك اليوم: 100 عادة']);

    const page = await (await fetch(`${app.url}/unsubscribe/${unsubscribeToken(app.config.sessionSecret, deSummary.userId)}`)).text();
    expect(page).toContain('<html lang="de-DE" dir="ltr">');
    expect(page).toContain('<h1 id="title">Erinnerungs-E-Mails abbestellen?</h1>');
  });

  it('summaries and "2 times a week" habits: the same statements for 3 deliveries of each as for 30', async () => {
    const scheduler = app.services.reminderScheduler;
    const measure = async (count: number) => {
      const { summaries, habits } = await pendingDeliveries(count);
      let plans = new Map<string, unknown>();
      const statements = await app.queries.during(async () => { plans = await scheduler['planDeliveries']([...summaries, ...habits]); });
      expect(summaries.map(({ id }) => plans.get(id))).toEqual(summaries.map(() => expect.objectContaining({ message: expect.objectContaining({ subject: 'Cairn: 2 habits and 1 task left today' }) })));
      expect(habits.map(({ id }) => plans.get(id))).toEqual(habits.map(() => expect.objectContaining({ message: expect.objectContaining({ push: expect.objectContaining({ kind: 'habit' }) }) })));
      return statements;
    };
    const few = await measure(3);
    const many = await measure(30);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
  });
});

describe('reminders', () => {
  let app: TestApp;
  let push: FakePushService;
  let mail: MailServer;
  const clock = new TestClock(new Date('2026-03-07T12:00:00Z'));

  beforeAll(async () => {
    push = await startFakePushService();
    mail = await startMailServer();
    app = await startTestApp({ SMTP_URL: mail.url, APP_URL: 'http://127.0.0.1:1', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' }, { clock, reminderOptions: { planEveryMs: 3_600_000, retryLimit: 1, retryDelaySeconds: 1 } }, { reminders: true });
  });
  afterAll(async () => {
    await app.stop();
    await push.close();
    await mail.close();
  });

  async function deliveries(reminderId?: string): Promise<Array<{ local_day: string; occurrence: number; due_at: Date; status: string; detail: string | null }>> {
    return app.db.dataSource.query(
      `SELECT to_char(local_day, 'YYYY-MM-DD') AS local_day, occurrence, due_at, status, detail FROM reminder_deliveries
        WHERE $1::uuid IS NULL OR reminder_id = $1 ORDER BY due_at, created_at`, [reminderId ?? null]);
  }

  /** Moves the clock, plans, and waits until every delivery due by then is settled. */
  async function at(iso: string): Promise<void> {
    clock.set(iso);
    await app.services.reminderScheduler.planOnce();
    await app.services.reminderScheduler.planOnce();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [{ pending }] = await app.db.dataSource.query(`SELECT count(*)::int AS pending FROM reminder_deliveries WHERE status = 'pending' AND occurrence = 0 AND due_at <= $1`, [clock.at]);
      if (!pending) return;
      if (Date.now() > deadline) throw new Error(`${pending} deliveries still pending at ${iso}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Runs a delivery's job now (its start is an hour away in real time) and waits until the delivery is settled. */
  async function runNow(deliveryId: string): Promise<{ status: string; detail: string | null }> {
    await app.db.dataSource.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'reminder-deliver' AND id = $1`, [deliveryId]);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await app.db.dataSource.query(`SELECT status, detail FROM reminder_deliveries WHERE id = $1`, [deliveryId]);
      if (row.status !== 'pending') return row;
      if (Date.now() > deadline) throw new Error(`delivery ${deliveryId} still pending`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function reminderId(habitId: string | null, time: string): Promise<string> {
    const [row] = await app.db.dataSource.query(
      `SELECT id FROM reminders WHERE user_habit_id IS NOT DISTINCT FROM $1 AND to_char(local_time, 'HH24:MI') = $2`, [habitId, time]);
    return row.id;
  }

  let client: Client;
  let userId: string;
  let habitId: string;
  let endpoint: string;

  it('settings: channels, habit times, summary and push subscription, each checked', async () => {
    ({ client, id: userId } = await signedInUser(app));
    [habitId] = await addedHabits(app, client, 1);
    const clockSet = await client.rest('PUT', '/api/user/clock', { timeZone: 'America/New_York', dayStartHour: 0 });
    expect(clockSet.status).toBe(200);
    const badZone = await client.rest('PUT', '/api/user/clock', { timeZone: 'Mars/Olympus', dayStartHour: 0 });
    expect(badZone.status).toBe(400);

    const bad = await client.gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["25:00"]) { times } }`, { id: habitId });
    expect(bad.errors?.[0].message).toBe('"25:00" is not a time of day. Write it as HH:MM on a 24-hour clock, from 00:00 to 23:59.');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const set = await client.gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["23:30", "02:30"]) { habitId times } }`, { id: habitId });
    expect(set.data).toEqual({ setHabitReminderTimes: { habitId, times: ['02:30', '23:30'] } });

    const other = await signedInUser(app);
    const foreign = await other.client.gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["08:00"]) { times } }`, { id: habitId });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const badSummary = await client.gql(`mutation { setDailySummaryTime(time: "8am") { summaryTime } }`);
    expect(badSummary.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await client.gql(`mutation { setDailySummaryTime(time: "08:00") { summaryTime } }`);
    await client.gql(`mutation { setReminderChannels(push: true, email: false) { channels { push } } }`);

    const badKeys = await client.gql(`mutation($input: PushSubscriptionInputView!) { addPushSubscription(input: $input) { pushSubscriptions } }`,
      { input: { endpoint: 'ftp://push.example', p256dh: 'x', auth: 'y' } });
    expect(badKeys.errors?.[0].message).toBe('The push subscription endpoint must be an https:// URL.');
    const subscription = push.subscribe();
    endpoint = subscription.endpoint;
    const added = await client.gql(`mutation($input: PushSubscriptionInputView!) { addPushSubscription(input: $input) { pushSubscriptions } }`,
      { input: { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth } });
    expect(added.data).toEqual({ addPushSubscription: { pushSubscriptions: 1 } });

    const settings = await client.gql<{ myReminders: Record<string, unknown> }>(SETTINGS);
    expect(settings.data!.myReminders).toMatchObject({
      channels: { push: true, email: false }, summaryTime: '08:00', habits: [{ habitId, times: ['02:30', '23:30'] }], pushSubscriptions: 1,
    });
    expect(Buffer.from(settings.data!.myReminders.vapidPublicKey as string, 'base64url')).toHaveLength(65);
  });

  it('crosses midnight and spring-forward: each reminder once, 02:30 at 03:00 EDT, the summary counts what is left', async () => {
    await at('2026-03-07T12:00:00Z'); // 07:00 EST: plans the first times
    await at('2026-03-07T13:00:00Z'); // 08:00 EST: the summary
    const [summary] = await push.waitFor(1);
    expect(summary.payload).toMatchObject({ kind: 'summary', body: '1 habit left today' });

    await at('2026-03-08T04:30:00Z'); // 23:30 EST on the 7th
    await at('2026-03-08T07:00:00Z'); // 02:30 does not exist on the 8th: 03:00 EDT
    const received = await push.waitFor(3);
    expect(received.slice(1).map((p) => [p.payload.kind, p.payload.data.day])).toEqual([['habit', '2026-03-07'], ['habit', '2026-03-08']]);
    expect(received[2].payload.data.habitId).toBe(habitId);
    const earlyId = await reminderId(habitId, '02:30');
    const early = await deliveries(earlyId);
    expect(early.map((d) => [d.local_day, d.due_at.toISOString(), d.status])).toEqual([['2026-03-08', '2026-03-08T07:00:00.000Z', 'sent']]);
    // One Topic per delivery (RFC 8030 §5.4: a re-send replaces a copy still queued), one tag per reminder and day.
    const [{ id: deliveryId }] = await app.db.dataSource.query(`SELECT id FROM reminder_deliveries WHERE reminder_id = $1`, [earlyId]);
    expect(received[2].headers.topic).toBe(deliveryTopic(deliveryId));
    expect(received[2].headers.urgency).toBe('high');
    expect(received[2].payload.tag).toBe(`reminder-${earlyId}-2026-03-08`);
    expect(new Set(received.map((p) => p.headers.topic)).size).toBe(3);

    await at('2026-03-08T08:00:00Z');
    await at('2026-03-08T12:00:00Z'); // 08:00 EDT: summary again
    await push.waitFor(4);
    expect(push.received).toHaveLength(4);
  });

  it('"Done" from the notification uses setHabitDone; a done habit is not reminded', async () => {
    const done = await client.rest<{ status: string; workDay: string }>('POST', '/api/reminders/done', { habit: habitId, day: '2026-03-08' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'DONE', workDay: '2026-03-08' });
    const other = await signedInUser(app);
    expect((await other.client.rest('POST', '/api/reminders/done', { habit: habitId, day: '2026-03-08' })).status).toBe(404);

    await at('2026-03-09T03:30:00Z'); // 23:30 EDT on the 8th: already done
    const late = await deliveries(await reminderId(habitId, '23:30'));
    expect(late.at(-1)).toMatchObject({ local_day: '2026-03-08', status: 'skipped', detail: 'habit done on 2026-03-08' });
    expect(push.received).toHaveLength(4);
  });

  it('"Snooze 1 h" queues the reminder again an hour later, owner only', async () => {
    const id = await reminderId(habitId, '23:30');
    const snoozed = await client.rest<{ _id: string; dueAt: string }>('POST', '/api/reminders/snooze', { reminder: id, day: '2026-03-08' });
    expect(snoozed.status).toBe(201);
    expect(snoozed.body.dueAt).toBe(new Date(clock.at.getTime() + 3_600_000).toISOString());
    const [job] = await app.db.dataSource.query(`SELECT start_after FROM pgboss.job WHERE singleton_key = $1`, [`${id}:2026-03-08:1`]);
    expect(job.start_after.getTime() - Date.now()).toBeGreaterThan(3_500_000);
    const other = await signedInUser(app);
    expect((await other.client.rest('POST', '/api/reminders/snooze', { reminder: id, day: '2026-03-08' })).status).toBe(404);
  });

  it('Snooze takes only a real day, today\'s or yesterday\'s on the user\'s clock; a refusal changes nothing', async () => {
    const id = await reminderId(habitId, '23:30'); // it is 23:30 on the 8th in New York
    const state = async () => ({
      deliveries: await deliveries(id),
      jobs: (await app.db.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reminder-deliver' AND singleton_key LIKE $1`, [`${id}:%`]))[0].n,
    });
    const before = await state();
    for (const [day, message] of [
      ['2026-02-30', 'The day must be a date written as YYYY-MM-DD'],
      ['2026-13-01', 'The day must be a date written as YYYY-MM-DD'],
      ['2026-03-09', 'That day has not come yet where you are'],
      ['2026-03-06', "Only today's and yesterday's reminders can be snoozed."],
    ]) {
      const refused = await client.rest<{ code: string; message: string }>('POST', '/api/reminders/snooze', { reminder: id, day });
      expect([day, refused.status, refused.body.code, refused.body.message]).toEqual([day, 400, 'BAD_USER_INPUT', message]);
    }
    expect(await state()).toEqual(before);
  });

  it('a 23:30 reminder snoozed to 00:30 still belongs to its own day: it checks that day, and Done marks it', async () => {
    const id = await reminderId(habitId, '23:30');
    const [first] = await app.db.dataSource.query(`SELECT id FROM reminder_deliveries WHERE reminder_id = $1 AND local_day = '2026-03-08' AND occurrence = 1`, [id]);
    clock.set('2026-03-09T04:30:00Z'); // 00:30 EDT on the 9th: the snooze is due
    // The habit is done on the 8th (not on the 9th): the snooze says nothing.
    expect(await runNow(first.id)).toEqual({ status: 'skipped', detail: 'habit done on 2026-03-08' });
    expect(push.received).toHaveLength(4);

    // Not done on the 8th after all: snoozed again after midnight (yesterday's reminder), it is sent for the 8th.
    expect((await client.gql(`mutation($id: ID!) { setHabitDone(id: $id, day: "2026-03-08", done: false) { done } }`, { id: habitId })).errors).toBeUndefined();
    const again = await client.rest<{ _id: string; dueAt: string }>('POST', '/api/reminders/snooze', { reminder: id, day: '2026-03-08' });
    expect([again.status, again.body.dueAt]).toEqual([201, '2026-03-09T05:30:00.000Z']);
    clock.set('2026-03-09T05:30:00Z');
    expect(await runNow(again.body._id)).toEqual({ status: 'sent', detail: 'push x1' });
    const [sent] = await push.waitFor(5).then((received) => received.slice(4));
    expect(sent.payload).toMatchObject({ kind: 'habit', tag: `reminder-${id}-2026-03-08`, data: { habitId, reminderId: id, day: '2026-03-08' } });
    expect(sent.headers.topic).toBe(deliveryTopic(again.body._id));
    // Its "Done" marks the 8th.
    const done = await client.rest<{ workDay: string; status: string }>('POST', '/api/reminders/done', { habit: sent.payload.data.habitId, day: sent.payload.data.day });
    expect([done.status, done.body.workDay, done.body.status]).toEqual([200, '2026-03-08', 'DONE']);
  });

  it('is quiet on vacation', async () => {
    expect((await client.rest('POST', '/api/vacations', { start: '2026-03-09', end: '2026-03-10' })).status).toBe(201);
    await at('2026-03-09T06:30:00Z'); // 02:30 EDT on the 9th
    await at('2026-03-09T12:00:00Z'); // the summary
    const rows = await deliveries();
    expect(rows.filter((d) => d.local_day === '2026-03-09').map((d) => d.status)).toEqual(['skipped', 'skipped']);
    expect(push.received).toHaveLength(5);
  });

  it('fall-back: 01:30 fires once; a reminder missed within the grace window is sent, past it dropped', async () => {
    clock.set('2026-11-01T04:00:00Z'); // 00:00 EDT on Nov 1
    await client.gql(`mutation($id: ID!) { setHabitReminderTimes(id: $id, times: ["01:30"]) { times } }`, { id: habitId });
    await client.gql(`mutation { setDailySummaryTime(time: null) { summaryTime } }`);
    await at('2026-11-01T04:00:00Z'); // plans 01:30 EDT
    await at('2026-11-01T05:30:00Z'); // 01:30 EDT
    await at('2026-11-01T06:30:00Z'); // 01:30 EST, the repeated hour
    await at('2026-11-01T07:30:00Z');
    const id = await reminderId(habitId, '01:30');
    expect((await deliveries(id)).map((d) => [d.local_day, d.due_at.toISOString(), d.status])).toEqual([['2026-11-01', '2026-11-01T05:30:00.000Z', 'sent']]);
    expect(push.received).toHaveLength(6);

    await at('2026-11-02T07:10:00Z'); // 01:30 EST on the 2nd passed 40 minutes ago (all instances "down"): within 60
    await at('2026-11-03T09:00:00Z'); // the 3rd's passed 2 h 30 ago: dropped, and the 4th is planned
    expect((await deliveries(id)).map((d) => [d.local_day, d.status])).toEqual([['2026-11-01', 'sent'], ['2026-11-02', 'sent'], ['2026-11-03', 'dropped']]);
    expect(push.received).toHaveLength(7);
    const [row] = await app.db.dataSource.query(`SELECT to_char(next_day, 'YYYY-MM-DD') AS day FROM reminders WHERE id = $1`, [id]);
    expect(row.day).toBe('2026-11-04');
  });

  it('a dead subscription (410) is removed; email carries a one-click unsubscribe link that needs no sign-in', async () => {
    push.answer(endpoint, 410);
    await client.gql(`mutation { setReminderChannels(push: true, email: true) { channels { push } } }`);
    await client.gql(`mutation { setDailySummaryTime(time: "09:00") { summaryTime } }`);
    await at('2026-11-05T13:00:00Z'); // plans
    await at('2026-11-05T14:00:00Z'); // 09:00 EST
    const [{ count }] = await app.db.dataSource.query(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [userId]);
    expect(count).toBe(0);
    const [email] = mail.received.filter((m) => m.subject.startsWith('Cairn:'));
    expect(email.subject).toBe('Cairn: 1 habit left today');
    const link = /List-Unsubscribe:\s*<([^>]+)>/.exec(email.raw)?.[1];
    expect(email.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(email.text).toContain(link);
    const path = new URL(link!).pathname;

    const shown = await fetch(`${app.url}${path}`);
    expect(shown.status).toBe(200);
    // The app's page shape: top bar, one main landmark holding the card, footer.
    expect(await shown.text()).toMatch(/<header class="bar">.*<main><section class="card"[^>]*><h1[^>]*>Stop reminder emails\?<\/h1>.*<\/main><footer/);
    const forged = await fetch(`${app.url}${path.slice(0, -2)}xx`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.status).toBe(400);
    expect((await client.gql<{ myReminders: { channels: { email: boolean } } }>(SETTINGS)).data!.myReminders.channels.email).toBe(true);
    const oneClick = await fetch(`${app.url}${path}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect((await client.gql<{ myReminders: { channels: { push: boolean; email: boolean } } }>(SETTINGS)).data!.myReminders.channels).toEqual({ push: true, email: false });
  });

  it('a re-send with the same Topic replaces the copy the push service still holds; one the browser has is collapsed by its tag', async () => {
    const held = await startFakePushService({ deliveryDelayMs: 500 }); // a user agent that fetches half a second later
    try {
      const sender = app.services.reminderScheduler.push;
      const subscription = held.subscribe();
      const topic = deliveryTopic('6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab');
      const message = (body: string, tag = 'reminder-a-2026-03-07') => ({ kind: 'habit', title: 'Walk', body, tag, data: {} });
      expect(await sender.send(subscription, message('first'), 60, topic)).toBe('sent');
      expect(await sender.send(subscription, message('copy'), 60, topic)).toBe('sent');
      expect(await sender.send(subscription, message('other', 'reminder-b-2026-03-07'), 60, deliveryTopic('7f1c2d3e-4a5b-4c6d-8e7f-0123456789ab'))).toBe('sent');
      // Every accepted message fetched by the user agent, or replaced before it was.
      await held.idle();
      expect(held.received.map((m) => m.payload.body)).toEqual(['first', 'copy', 'other']);
      expect(held.replaced.map((m) => m.payload.body)).toEqual(['copy']);
      expect(held.delivered.map((m) => m.payload.body)).toEqual(['copy', 'other']);

      // Fetched messages cannot be replaced: a later copy reaches the user agent, which shows it in place of the first.
      expect(await sender.send(subscription, message('late copy'), 60, topic)).toBe('sent');
      await held.idle();
      expect(held.delivered.map((m) => m.payload.body)).toEqual(['copy', 'other', 'late copy']);
      expect(held.shown().map((n) => [n.tag, n.messages])).toEqual([['reminder-a-2026-03-07', 2], ['reminder-b-2026-03-07', 1]]);
    } finally {
      await held.close();
    }
  });

  /** A new user in `timeZone` with push on and one subscription at the fake push service; answers its id there. */
  async function pushUser(timeZone: string): Promise<{ client: Client; id: string; subscription: string; endpoint: string }> {
    const user = await signedInUser(app);
    expect((await user.client.rest('PUT', '/api/user/clock', { timeZone, dayStartHour: 0 })).status).toBe(200);
    await user.client.gql(`mutation { setReminderChannels(push: true, email: false) { channels { push } } }`);
    const subscription = push.subscribe();
    await user.client.gql(`mutation($input: PushSubscriptionInputView!) { addPushSubscription(input: $input) { pushSubscriptions } }`,
      { input: { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth } });
    return { ...user, subscription: subscription.endpoint.split('/').pop()!, endpoint: subscription.endpoint };
  }
  const pushesTo = (subscription: string) => push.received.filter((m) => m.subscription === subscription);
  /** Sets a habit's reminder times and waits for the planning that starts (on the clock as it is now). */
  async function remindAt(client: Client, habit: string, times: string[]): Promise<void> {
    expect((await client.gql(`mutation($id: ID!, $times: [String!]!) { setHabitReminderTimes(id: $id, times: $times) { times } }`, { id: habit, times })).errors).toBeUndefined();
    await app.services.reminderScheduler.planSoon();
  }
  const SETTINGS_OF_HABIT = `mutation($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }`;
  const DONE = `mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { done } }`;

  it('reminds a habit only on its due days: not on a weekday it skips, nor once a "2 times a week" quota is met', async () => {
    clock.set('2026-06-02T07:00:00Z'); // a Tuesday
    const user = await pushUser('UTC');
    const [weekly, twiceAWeek] = await addedHabits(app, user.client, 2);
    await user.client.gql(SETTINGS_OF_HABIT, { id: weekly, input: { schedule: { kind: 'WEEKDAYS', weekdays: [1, 3, 5] } } });
    await user.client.gql(SETTINGS_OF_HABIT, { id: twiceAWeek, input: { schedule: { kind: 'PER_PERIOD', times: 2, days: 7 } } });
    await remindAt(user.client, weekly, ['08:00']);
    await remindAt(user.client, twiceAWeek, ['09:00']);
    expect((await user.client.gql(DONE, { id: twiceAWeek, day: '2026-06-01' })).errors).toBeUndefined(); // Monday: 1 of 2

    await at('2026-06-02T08:00:00Z');
    await at('2026-06-02T09:00:00Z');
    await user.client.gql(DONE, { id: twiceAWeek, day: '2026-06-02' }); // 2 of 2: the week's quota is met
    await at('2026-06-03T08:00:00Z'); // Wednesday
    await at('2026-06-03T09:00:00Z');
    const weeklyId = await reminderId(weekly, '08:00');
    const twiceId = await reminderId(twiceAWeek, '09:00');
    expect((await deliveries(weeklyId)).map((d) => [d.local_day, d.status, d.detail])).toEqual([
      ['2026-06-02', 'skipped', 'habit not_due on 2026-06-02'],
      ['2026-06-03', 'sent', 'push x1'],
    ]);
    expect((await deliveries(twiceId)).map((d) => [d.local_day, d.status, d.detail])).toEqual([
      ['2026-06-02', 'sent', 'push x1'],
      ['2026-06-03', 'skipped', 'habit period_done on 2026-06-03'],
    ]);
    expect(pushesTo(user.subscription).map((m) => [m.payload.data.habitId, m.payload.data.day])).toEqual([[twiceAWeek, '2026-06-02'], [weekly, '2026-06-03']]);
  });

  it('a delivery whose job failed for good is queued again by the planner while within the grace window, and dropped after it', async () => {
    clock.set('2026-06-10T09:00:00Z');
    const user = await pushUser('UTC');
    const [habit] = await addedHabits(app, user.client, 1);
    await remindAt(user.client, habit, ['10:00']); // planned for 10:00
    const id = await reminderId(habit, '10:00');
    const delivery = async (day: string) => (await app.db.dataSource.query(
      `SELECT d.id, d.status, d.detail, j.state AS job FROM reminder_deliveries d LEFT JOIN pgboss.job j ON j.name = 'reminder-deliver' AND j.id = d.id
        WHERE d.reminder_id = $1 AND d.local_day = $2 AND d.occurrence = 0`, [id, day]))[0] as { id: string; status: string; detail: string | null; job: string | null };
    /** Plans at `iso` with the push service failing, and waits until the delivery's job has used up its retries. */
    async function failedFor(iso: string, day: string): Promise<string> {
      push.answer(user.endpoint, 500);
      clock.set(iso);
      await app.services.reminderScheduler.planOnce();
      const deadline = Date.now() + 20_000;
      while ((await delivery(day))?.job !== 'failed') {
        if (Date.now() > deadline) throw new Error(`the job of ${day} has not failed: ${JSON.stringify(await delivery(day))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await delivery(day)).toMatchObject({ status: 'pending', job: 'failed' });
      push.answer(user.endpoint, 201);
      return (await delivery(day)).id;
    }

    await failedFor('2026-06-10T10:00:00Z', '2026-06-10');
    // 40 minutes later, within the grace window: the planner's sweep queues it again, and it is sent once.
    await at('2026-06-10T10:40:00Z');
    expect(await delivery('2026-06-10')).toMatchObject({ status: 'sent', detail: 'push x1' });
    expect(pushesTo(user.subscription).map((m) => m.payload.data.day)).toEqual(['2026-06-10']);

    // The next day's job fails too, and is gone from the queue (archived) when the grace window has passed: dropped.
    const gone = await failedFor('2026-06-11T10:00:00Z', '2026-06-11');
    await app.db.dataSource.query(`DELETE FROM pgboss.job WHERE name = 'reminder-deliver' AND id = $1`, [gone]);
    await at('2026-06-11T11:30:00Z');
    expect(await delivery('2026-06-11')).toMatchObject({ status: 'dropped', detail: 'missed: past the grace window', job: null });
    // No job of this reminder is left to run, so no push can follow.
    const [{ unfinished }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS unfinished FROM pgboss.job j JOIN reminder_deliveries d ON j.name = 'reminder-deliver' AND j.id = d.id
        WHERE d.reminder_id = $1 AND j.state < 'completed'`, [id]);
    expect(unfinished).toBe(0);
    expect(pushesTo(user.subscription)).toHaveLength(1);
  });

  it('keeps delivery rows for DELIVERY_RETENTION_DAYS, then the planner deletes them', async () => {
    clock.set('2026-06-20T09:00:00Z');
    const user = await pushUser('UTC');
    const [habit] = await addedHabits(app, user.client, 1);
    await remindAt(user.client, habit, ['10:00']);
    const id = await reminderId(habit, '10:00');
    const insert = (day: string, age: number) => app.db.dataSource.query(
      `INSERT INTO reminder_deliveries (user_id, reminder_id, local_day, due_at, status, created_at) VALUES ($4, $1, $2, $2::date, 'sent', now() - make_interval(days => $3))`, [id, day, age, user.id]);
    await insert('2026-01-01', DELIVERY_RETENTION_DAYS + 1);
    await insert('2026-01-02', DELIVERY_RETENTION_DAYS - 1);
    await app.services.reminderScheduler.planOnce();
    const days = await app.db.dataSource.query(`SELECT to_char(local_day, 'YYYY-MM-DD') AS day FROM reminder_deliveries WHERE reminder_id = $1 ORDER BY local_day`, [id]);
    expect(days.map((row: { day: string }) => row.day)).toEqual(['2026-01-02']);
  });

  it('an import that brings another time zone moves the reminders to it', async () => {
    clock.set('2026-06-15T00:00:00Z'); // 20:00 EDT on the 14th
    const user = await pushUser('America/New_York');
    const [habit] = await addedHabits(app, user.client, 1);
    await remindAt(user.client, habit, ['08:00']);
    const id = await reminderId(habit, '08:00');
    const nextAt = async () => ((await app.db.dataSource.query(`SELECT next_at FROM reminders WHERE id = $1`, [id]))[0].next_at as Date).toISOString();
    expect(await nextAt()).toBe('2026-06-15T12:00:00.000Z'); // 08:00 EDT

    const exported = await user.client.rest<{ settings: { timeZone: string } }>('GET', '/api/export?format=json');
    expect(exported.status).toBe(200);
    const file = { ...exported.body, settings: { ...exported.body.settings, timeZone: 'Asia/Tokyo' } };
    const account = await app.db.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    await app.services.imports.fromFile(account, Buffer.from(JSON.stringify(file)), 'cairn-export.json', { dryRun: false, keep: null });
    await at('2026-06-15T00:00:00Z');
    expect(await nextAt()).toBe('2026-06-15T23:00:00.000Z'); // 08:00 JST on the 16th
  });
});

describe('the planner writes and locks one user\'s rows per statement (issue 26: no multi-shard writes under Citus)', () => {
  let app: TestApp;
  const clock = new TestClock(new Date('2026-06-10T09:00:00Z'));
  beforeAll(async () => {
    app = await startTestApp({}, { clock, reminderOptions: { planEveryMs: 3_600_000 } }, { reminders: true });
  });
  afterAll(async () => { await app.stop(); });

  it('plans, sweeps and forgets deliveries of two users in one batch, each write and lock naming its user', async () => {
    const db = app.db.dataSource;
    // Two users, each with a summary reminder due now and a habit-less one never planned, deliveries whose job is gone
    // (one within the grace window, one past it) and one older than the retention.
    const users: Array<{ id: string; due: string; fresh: string }> = await db.query(
      `WITH u AS (INSERT INTO users (username, email, password_hash, focus_areas, challenges, plan, activated_at, time_zone)
                  SELECT 'Shard', 'shard-' || gen_random_uuid() || '@example.com', NULL, '{Career}', '{}', 'free', now(), 'UTC' FROM generate_series(1, 2)
                  RETURNING id),
            due AS (INSERT INTO reminders (user_id, user_habit_id, local_time, next_at, next_day) SELECT id, NULL, '08:59', $1::timestamptz - interval '1 minute', $1::date FROM u
                    RETURNING user_id, id),
            fresh AS (INSERT INTO user_habits (user_id, catalogue_item_id, position)
                      SELECT u.id, (SELECT id FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 1), 0 FROM u RETURNING user_id, id),
            unplanned AS (INSERT INTO reminders (user_id, user_habit_id, local_time) SELECT user_id, id, '10:00' FROM fresh RETURNING user_id, id)
       SELECT due.user_id AS id, due.id AS due, unplanned.id AS fresh FROM due JOIN unplanned USING (user_id)`, [clock.at]);
    for (const user of users) {
      await db.query(
        `INSERT INTO reminder_deliveries (user_id, reminder_id, local_day, due_at, status, created_at) VALUES
           ($1, $2, '2026-06-08', $3::timestamptz - interval '10 minutes', 'pending', now()),
           ($1, $2, '2026-06-09', $3::timestamptz - interval '2 hours', 'pending', now()),
           ($1, $2, '2026-05-01', '2026-05-01', 'sent', now() - make_interval(days => $4))`,
        [user.id, user.due, clock.at, DELIVERY_RETENTION_DAYS + 1]);
    }
    const catalog = await userTableCatalog(db);
    const watch = await watchWritesAcrossUsers(db);

    let statements: Statement[] = [];
    const across = await watch.during(async () => { statements = await statementsOf(app, () => app.services.reminderScheduler.planOnce()); });

    const ids = users.map((user) => user.id);
    const rows: Array<{ user_id: string; local_day: string; status: string; detail: string | null; job: boolean }> = await db.query(
      `SELECT d.user_id, to_char(d.local_day, 'YYYY-MM-DD') AS local_day, d.status, d.detail, j.id IS NOT NULL AS job
         FROM reminder_deliveries d LEFT JOIN pgboss.job j ON j.name = 'reminder-deliver' AND j.id = d.id
        WHERE d.user_id = ANY($1) AND d.reminder_id = ANY($2) ORDER BY d.local_day`, [ids, users.map((user) => user.due)]);
    for (const user of users) {
      // Planned today's, queued the lost one again, dropped the late one, forgot the old one.
      expect(rows.filter((row) => row.user_id === user.id).map((row) => [row.local_day, row.status === 'dropped' ? row.detail : row.job])).toEqual([
        ['2026-06-08', true], ['2026-06-09', 'missed: past the grace window'], ['2026-06-10', true],
      ]);
    }
    const moved = await db.query(`SELECT count(*)::int AS n FROM reminders WHERE user_id = ANY($1) AND next_at > $2`, [ids, clock.at]);
    expect(moved).toEqual([{ n: 4 }]);

    expect(across).toEqual([]);
    const { checked, found } = await writesOrLocksReadingOtherUsers(app.db.url, statements, catalog);
    expect(found).toEqual([]);
    // Per user: a lock of the due reminders, their deliveries, their move, a lock of the lost deliveries, a drop, a deletion.
    expect(checked).toBeGreaterThanOrEqual(6 * users.length);
  });
});
