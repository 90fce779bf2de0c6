import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { startSecondInstance, startTestApp, statementsOf, type SecondInstance, type Statement, type TestApp } from '../../../test/app';
import { userTableCatalog, watchWritesAcrossUsers, writesOrLocksReadingOtherUsers } from '../../../test/plans';
import { Client } from '../../../test/client';
import { addedHabits, itemIds } from '../../../test/items';
import { startMailServer, type MailServer } from '../../../test/mail';
import { until } from '../../../test/until';
import { signedInUser } from '../../../test/users';
import { loadConfig } from '../../config';
import { systemClock } from '../../shared/time/clock';
import { WebhookEventType } from './webhook-endpoint.entity';
import { WEBHOOK_QUEUE, WebhooksService } from './webhooks.service';

jest.setTimeout(60_000);

/** The real time, moved ahead at will (a day of failures in a moment). */
class TestClock {
  offsetMs = 0;
  now(): Date { return new Date(Date.now() + this.offsetMs); }
  advance(ms: number): void { this.offsetMs += ms; }
}

interface Received { headers: IncomingHttpHeaders; body: string }

interface Receiver {
  url: string;
  received: Received[];
  /** What the next requests answer: a status per request in turn (the last one repeats). */
  answers: number[];
  /** How long it waits before answering. */
  delayMs: number;
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback, as a user's endpoint would be. */
async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as Received[], answers: [200], delayMs: 0 } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const index = receiver.received.length;
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = receiver.answers[Math.min(index, receiver.answers.length - 1)];
      setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end('ok'), receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return receiver;
}

/** What a receiver does with Cairn-Signature: HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret. */
function verifies(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected;
}

type EndpointJson = { _id: string; url: string; events: string[]; enabled: boolean; disabledAt: string | null; disabledReason: string | null; secret?: string };
type DeliveryJson = { _id: string; event: string; state: string; attempts: number; responseStatus: number | null; attemptLog: Array<{ status: number | null; error: string | null }>; data: Record<string, unknown> };

const CREATE_TASK = `mutation($text: String!) { createTask(text: $text) { id } }`;

async function endpoint(client: Client, url: string, events: string[] = ['task.changed']): Promise<{ id: string; secret: string }> {
  const created = await client.rest<EndpointJson>('POST', '/api/webhooks', { url, events });
  expect(created.status).toBe(201);
  return { id: created.body._id, secret: created.body.secret! };
}

const deliveriesOf = async (client: Client, endpointId: string) => (await client.rest<DeliveryJson[]>('GET', `/api/webhooks/${endpointId}/deliveries`)).body;

describe('webhooks', () => {
  let app: TestApp;
  let second: SecondInstance;
  let receiver: Receiver;
  let mail: MailServer;
  const clock = new TestClock();

  beforeAll(async () => {
    receiver = await startReceiver();
    mail = await startMailServer();
    const webhookOptions = { retryDelayMs: 100, pollingIntervalSeconds: 0.5, sweepEveryMs: 3_600_000 };
    app = await startTestApp({ SMTP_URL: mail.url, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'yes' }, { clock, webhookOptions }, { webhooks: true });
    second = await startSecondInstance(app, { clock, webhookOptions }, { webhooks: true });
  });
  afterAll(async () => {
    await second.stop();
    await app.stop();
    await receiver.close();
    await mail.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answers = [200];
    receiver.delayMs = 0;
  });

  it('signs each delivery: the receiver verifies Cairn-Signature with the secret, and a tampered body fails', async () => {
    const { client } = await signedInUser(app);
    const { id, secret } = await endpoint(client, receiver.url, ['task.changed', 'habit.day_changed']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await client.rest<EndpointJson[]>('GET', '/api/webhooks');
    expect(listed.body).toEqual([expect.objectContaining({ _id: id, url: receiver.url, events: ['habit.day_changed', 'task.changed'], enabled: true })]);
    expect(listed.body[0]).not.toHaveProperty('secret');

    const task = await client.gql<{ createTask: { id: string } }>(CREATE_TASK, { text: 'Water the plants' });
    await until(() => receiver.received.length === 1, 15_000, 'the delivery');
    const [{ headers, body }] = receiver.received;
    const parsed = JSON.parse(body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> };
    expect(parsed).toEqual({ id: headers['cairn-delivery'], type: 'task.changed', createdAt: expect.any(String), data: { taskId: task.data!.createTask.id, change: 'created' } });
    expect(headers['cairn-event']).toBe('task.changed');
    expect(headers['content-type']).toBe('application/json');
    const header = headers['cairn-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(Math.abs(Number(/t=(\d+)/.exec(header)![1]) - Date.now() / 1000)).toBeLessThan(60);
    expect(verifies(secret, header, body)).toBe(true);
    expect(verifies(secret, header, body.replace('created', 'deleted'))).toBe(false);
    expect(verifies(`${secret}x`, header, body)).toBe(false);

    // A habit's day: its own event, with the habit, the day and what changed.
    const [habitId] = await addedHabits(app, client, 1);
    const day = new Date().toISOString().slice(0, 10);
    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: habitId, day });
    await until(() => receiver.received.length === 2, 15_000, 'the habit delivery');
    expect(JSON.parse(receiver.received[1].body)).toMatchObject({ type: 'habit.day_changed', data: { habitId, day, change: 'done' } });

    await until(async () => (await deliveriesOf(client, id)).every((d) => d.state === 'delivered'), 15_000, 'both delivered');
    const log = await deliveriesOf(client, id);
    expect(log.map((d) => [d.event, d.state, d.attempts, d.responseStatus])).toEqual([['habit.day_changed', 'delivered', 1, 200], ['task.changed', 'delivered', 1, 200]]);
    expect(log[1]._id).toBe(parsed.id);
    const viaGraphql = await client.gql<{ webhookDeliveries: Array<{ id: string; event: string; state: string; responseStatus: number; attemptLog: Array<{ status: number }> }> }>(
      `query($id: ID!) { webhookDeliveries(endpointId: $id, limit: 1) { id event state responseStatus attemptLog { status } } }`, { id });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data!.webhookDeliveries).toEqual([{ id: log[0]._id, event: 'HABIT_DAY_CHANGED', state: 'DELIVERED', responseStatus: 200, attemptLog: [{ status: 200 }] }]);
  });

  it('sends a test event (ping) on request, signed like the others; not to a disabled endpoint', async () => {
    const { client } = await signedInUser(app);
    const { id, secret } = await endpoint(client, receiver.url, ['goal.changed']);
    const sent = await client.gql<{ sendWebhookTestEvent: { id: string; event: string; state: string } }>(
      `mutation($id: ID!) { sendWebhookTestEvent(id: $id) { id event state } }`, { id });
    expect(sent.data!.sendWebhookTestEvent).toMatchObject({ event: 'PING' });
    await until(() => receiver.received.length === 1, 15_000, 'the ping');
    const [{ headers, body }] = receiver.received;
    expect(JSON.parse(body)).toMatchObject({ id: sent.data!.sendWebhookTestEvent.id, type: 'ping', data: { message: 'A test event from Cairn.' } });
    expect(headers['cairn-event']).toBe('ping');
    expect(verifies(secret, headers['cairn-signature'] as string, body)).toBe(true);
    await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'the ping delivered');

    await client.rest('PATCH', `/api/webhooks/${id}`, { enabled: false });
    const refused = await client.rest<{ message: string }>('POST', `/api/webhooks/${id}/test`);
    expect(refused).toMatchObject({ status: 400, body: { message: 'This endpoint is disabled: enable it to send it a test event.' } });
    expect(await deliveriesOf(client, id)).toHaveLength(1);
  });

  it('retries after a 500 with the same delivery id, and the log shows both codes', async () => {
    const { client } = await signedInUser(app);
    const { id } = await endpoint(client, receiver.url);
    receiver.answers = [500, 200];
    await client.gql(CREATE_TASK, { text: 'Call the bank' });
    await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'the retry');
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0].headers['cairn-delivery']).toBe(receiver.received[1].headers['cairn-delivery']);
    expect(receiver.received[0].body).toBe(receiver.received[1].body);
    const [delivery] = await deliveriesOf(client, id);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 2, responseStatus: 200 });
    expect(delivery.attemptLog.map((attempt) => attempt.status)).toEqual([500, 200]);
  });

  it('delivers once when both instances run duplicate jobs for the same delivery', async () => {
    const { client, id: userId } = await signedInUser(app);
    const { id } = await endpoint(client, receiver.url);
    receiver.delayMs = 300; // each attempt is in flight while the duplicates run
    // The event is recorded on the second instance (its job queued in the change's transaction).
    const other = new Client(second.url);
    other.cookie = client.cookie;
    await other.gql(CREATE_TASK, { text: 'Pay rent' });
    const [{ id: deliveryId }] = await app.db.dataSource.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [id]);
    // Duplicates: a job from each instance, and each instance delivering at once.
    await Promise.all([
      app.services.jobs.boss.send(WEBHOOK_QUEUE, { userId, deliveryId }),
      second.services.jobs.boss.send(WEBHOOK_QUEUE, { userId, deliveryId }),
      app.services.webhooks.deliver(userId, deliveryId),
      second.services.webhooks.deliver(userId, deliveryId),
    ]);
    await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'the delivery');
    await until(async () => {
      const [{ open }] = await app.db.dataSource.query(
        `SELECT count(*)::int AS open FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2 AND state NOT IN ('completed', 'failed', 'cancelled')`, [WEBHOOK_QUEUE, deliveryId]);
      return open === 0;
    }, 15_000, 'every duplicate job to finish');
    expect(receiver.received.map((r) => r.headers['cairn-delivery'])).toEqual([deliveryId]);
    expect((await deliveriesOf(client, id))[0]).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('disables an endpoint that fails for 24 hours, stops its deliveries and emails its owner; it can be enabled again', async () => {
    const { client, email, id: userId } = await signedInUser(app);
    const { id } = await endpoint(client, receiver.url);
    receiver.answers = [500];
    await client.gql(CREATE_TASK, { text: 'First' });
    // Its first attempt settled (not merely claimed): the endpoint has been failing since now.
    await until(async () => (await deliveriesOf(client, id))[0]?.attemptLog.length >= 1, 15_000, 'a failed attempt');
    clock.advance(25 * 60 * 60 * 1000); // a day of failures later, the next attempt is past both the retry window and the endpoint's patience
    try {
      await until(async () => (await client.rest<EndpointJson[]>('GET', '/api/webhooks')).body[0].enabled === false, 15_000, 'the endpoint disabled');
      const mailed = await mail.next(email);
      expect(mailed.subject).toBe('A Cairn webhook endpoint was disabled');
      expect(mailed.text).toContain(receiver.url);
      const [disabled] = (await client.rest<EndpointJson[]>('GET', '/api/webhooks')).body;
      expect(disabled.disabledReason).toBe('It has not answered with a 2xx status for 24 hours (last: 500).');
      // Its cause is kept, not an English text: each reader gets it in their language (issue 29).
      expect(await app.db.dataSource.query('SELECT disabled_reason, disabled_cause, disabled_last_answer FROM webhook_endpoints WHERE user_id = $1 AND id = $2', [userId, id]))
        .toEqual([{ disabled_reason: null, disabled_cause: 'failing', disabled_last_answer: '500' }]);
      expect((await client.rest<EndpointJson[]>('GET', '/api/webhooks', undefined, { 'accept-language': 'de' })).body[0].disabledReason)
        .toBe('Er hat 24 Stunden lang nicht mit einem 2xx-Status geantwortet (zuletzt: 500).');
      expect((await client.gql('{ webhookEndpoints { disabledReason } }', {}, { 'accept-language': 'ar' })).data)
        .toEqual({ webhookEndpoints: [{ disabledReason: 'لم تردّ برمز حالة 2xx طوال 24 ساعة (آخر رد: 500).' }] });
      const [delivery] = await deliveriesOf(client, id);
      expect(delivery.state).toBe('failed');
      expect(delivery.attemptLog.every((attempt) => attempt.status === 500)).toBe(true);

      // Disabled: a new event records nothing for it.
      await client.gql(CREATE_TASK, { text: 'Second' });
      expect(await deliveriesOf(client, id)).toHaveLength(1);

      receiver.answers = [200];
      const enabled = await client.rest<EndpointJson>('PATCH', `/api/webhooks/${id}`, { enabled: true });
      expect(enabled.body).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null });
      await client.gql(CREATE_TASK, { text: 'Third' });
      await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'a delivery after enabling');
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("announces a goal's life (added, planned, its status, removed) and a finished import, each to the endpoints that asked", async () => {
    const { client } = await signedInUser(app);
    const goals = await endpoint(client, receiver.url, ['goal.changed', 'import.finished']);
    const tasksOnly = await endpoint(client, receiver.url, ['task.changed']);
    const [itemId] = await itemIds(app, 'goal', 1);
    const { data } = await client.gql<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: itemId });
    const goalId = data!.addGoal.id;
    await client.gql(`mutation($id: ID!) { setGoalTargetDate(id: $id, targetDate: "2031-01-01") { id } }`, { id: goalId });
    await client.gql(`mutation($id: ID!) { setGoalStatus(id: $id, status: STUCK) { id } }`, { id: goalId });
    await client.gql(`mutation($id: ID!) { removeGoal(id: $id) }`, { id: goalId });

    // A Cairn export of another account, imported here (in the request: this app runs no import queue).
    const source = await signedInUser(app);
    await source.client.gql(CREATE_TASK, { text: 'Imported' });
    const exported = await fetch(`${app.url}/api/export`, { headers: { cookie: source.client.cookie } }).then((response) => response.arrayBuffer());
    const form = new FormData();
    form.append('file', new Blob([exported]), 'cairn-export.json');
    const imported = await fetch(`${app.url}/api/import`, { method: 'POST', body: form, headers: { origin: app.url, cookie: client.cookie } });
    expect(imported.status).toBe(200);

    await until(async () => (await deliveriesOf(client, goals.id)).length === 5 && (await deliveriesOf(client, goals.id)).every((d) => d.state === 'delivered'), 15_000, 'five deliveries');
    const log = (await deliveriesOf(client, goals.id)).reverse();
    expect(log.map((d) => [d.event, d.data])).toEqual([
      ['goal.changed', { goalId, change: 'created' }],
      ['goal.changed', { goalId, change: 'updated' }],
      ['goal.changed', { goalId, change: 'status', status: 'STUCK' }],
      ['goal.changed', { goalId, change: 'deleted' }],
      ['import.finished', { jobId: null, status: 'done' }],
    ]);
    // The other endpoint asked for tasks only, and an import's tasks are one import.finished, not a task.changed each.
    expect(await deliveriesOf(client, tasksOnly.id)).toEqual([]);
  });

  it('answers every lookup of its tables through an index (sequential scans off)', async () => {
    const { client, id: userId } = await signedInUser(app);
    const { id } = await endpoint(client, receiver.url);
    const statements: Array<{ query: string; parameters: unknown[] }> = [];
    const original = app.queries.logQuery.bind(app.queries);
    app.queries.logQuery = (query?: unknown, parameters?: unknown) => {
      statements.push({ query: String(query), parameters: (parameters ?? []) as unknown[] });
      original(String(query));
    };
    // A service of this app's that queues nothing, so that its claim and settle run here and are seen.
    const idle = new WebhooksService(app.db.dataSource, app.config, pino({ level: 'silent' }), systemClock, app.services.users, { send: async () => undefined }, app.services.jobs);
    try {
      await client.gql(CREATE_TASK, { text: 'Planned' });
      await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'the delivery');
      await app.db.dataSource.transaction((manager) => idle.record(manager, userId, WebhookEventType.TASK_CHANGED, { taskId: 'x', change: 'created' }));
      const [{ id: deliveryId }] = await app.db.dataSource.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'`, [id]);
      await idle.deliver(userId, deliveryId);
      // An old one, for the sweep's deletion.
      await app.db.dataSource.query(`UPDATE webhook_deliveries SET created_at = now() - interval '31 days' WHERE user_id = $1 AND endpoint_id = $2 AND state = 'delivered'`, [userId, id]);
      await idle.sweepSoon();
      await client.rest('PATCH', `/api/webhooks/${id}`, { enabled: false });
      await client.rest('DELETE', `/api/webhooks/${id}`);
    } finally {
      app.queries.logQuery = original;
    }
    const ours = statements.filter((statement) => /webhook_(deliveries|endpoints)/.test(statement.query) && !/^(START|COMMIT|ROLLBACK)/i.test(statement.query));
    for (const kind of [/^INSERT INTO webhook_deliveries/, /^UPDATE webhook_deliveries d SET state = 'sending'/, /^UPDATE webhook_endpoints SET failing_since = NULL/, /^DELETE FROM webhook_deliveries/]) {
      expect(ours.some((statement) => kind.test(statement.query.trim()))).toBe(true);
    }
    for (const statement of ours) {
      const plan = await app.db.dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        const rows: Array<{ 'QUERY PLAN': string }> = await manager.query(`EXPLAIN (COSTS OFF) ${statement.query}`, statement.parameters);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect([statement.query, plan]).toEqual([statement.query, expect.not.stringMatching(/Seq Scan on webhook_/)]);
    }
  });

  it('sweeps lost and old deliveries of two users in one batch, each write and lock naming its user (issue 26)', async () => {
    const db = app.db.dataSource;
    const owners = await Promise.all([signedInUser(app), signedInUser(app)]);
    const lost: Array<{ client: Client; endpointId: string; deliveryId: string }> = [];
    for (const { client, id: userId } of owners) {
      const { id: endpointId } = await endpoint(client, receiver.url);
      // A delivery whose job was lost five minutes ago, and one past the retention.
      const [[{ id: deliveryId }]] = await Promise.all([
        db.query(`INSERT INTO webhook_deliveries (user_id, endpoint_id, event_type, payload, created_at, next_attempt_at)
                  VALUES ($1, $2, 'task.changed', '{"taskId": "lost"}', now(), now() - interval '5 minutes') RETURNING id`, [userId, endpointId]),
        db.query(`INSERT INTO webhook_deliveries (user_id, endpoint_id, event_type, payload, created_at, state, finished_at)
                  VALUES ($1, $2, 'task.changed', '{"taskId": "old"}', now() - interval '31 days', 'delivered', now() - interval '31 days') RETURNING id`, [userId, endpointId]),
      ]);
      lost.push({ client, endpointId, deliveryId });
    }
    const catalog = await userTableCatalog(db);
    const watch = await watchWritesAcrossUsers(db);

    let statements: Statement[] = [];
    const across = await watch.during(async () => { statements = await statementsOf(app, () => app.services.webhooks.sweepSoon()); });

    for (const { client, endpointId, deliveryId } of lost) {
      await until(async () => (await deliveriesOf(client, endpointId)).some((d) => d._id === deliveryId && d.state === 'delivered'), 15_000, 'the lost delivery, queued again');
      // The old one is gone.
      expect((await deliveriesOf(client, endpointId)).map((d) => d._id)).toEqual([deliveryId]);
    }
    expect(across).toEqual([]);
    const { checked, found } = await writesOrLocksReadingOtherUsers(app.db.url, statements, catalog);
    expect(found).toEqual([]);
    // Per user: the lost deliveries queued again, the old ones deleted.
    expect(checked).toBeGreaterThanOrEqual(2 * owners.length);
  });

  it('records an event only when its change commits', async () => {
    const { client } = await signedInUser(app);
    const { id } = await endpoint(client, receiver.url);
    // Another reaction to the same event fails after the webhook's insert: the change, and its delivery, roll back.
    const failing = async ({ db }: { db: { query(sql: string): Promise<unknown> } }) => {
      await db.query('SELECT 1');
      throw new Error('a reaction failed');
    };
    const off = app.services.events.on('taskChanged', failing);
    try {
      const refused = await client.gql(CREATE_TASK, { text: 'Never saved' });
      expect(refused.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      off();
    }
    const [{ tasks }] = await app.db.dataSource.query(`SELECT count(*)::int AS tasks FROM tasks WHERE text = 'Never saved'`);
    expect(tasks).toBe(0);
    expect(await deliveriesOf(client, id)).toEqual([]);
    // A change refused by a rule records nothing either.
    const future = await client.gql(`mutation { setGoalStatus(id: "00000000-0000-4000-8000-000000000000", status: STUCK) { id } }`);
    expect(future.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await deliveriesOf(client, id)).toEqual([]);
    // And one that commits does.
    await client.gql(CREATE_TASK, { text: 'Saved' });
    await until(async () => (await deliveriesOf(client, id))[0]?.state === 'delivered', 15_000, 'the delivery');
  });

  it('refuses http:// and private or loopback URLs without WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, when saved and when sending', async () => {
    const { id: userId } = await signedInUser(app);
    const strict = new WebhooksService(app.db.dataSource, loadConfig({ NODE_ENV: 'test' }), pino({ level: 'silent' }), systemClock,
      app.services.users, { send: async () => undefined }, app.services.jobs);
    const user = (await app.services.users.findById(userId))!;
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.1.2.3/hook', 'https://[::1]/hook', 'https://metadata/hook', 'https://printer.local/x', 'ftp://example.com/x', 'not a url', 'https://user:pass@example.com/x']) {
      await expect(strict.create({ user }, { url, events: ['task.changed'] })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await strict.list({ user })).toEqual([]);
    await expect(strict.create({ user }, { url: 'https://hooks.example.com/cairn', events: ['task.changed'] })).resolves.toMatchObject({ endpoint: { url: 'https://hooks.example.com/cairn' } });

    // One stored at a loopback address (while the flag was on) is never posted to once it is off.
    const { endpoint: stored } = await app.services.webhooks.create({ user }, { url: receiver.url, events: [WebhookEventType.TASK_CHANGED] });
    await app.db.dataSource.transaction((manager) => strict.record(manager, userId, WebhookEventType.TASK_CHANGED, { taskId: 'x', change: 'created' }));
    const [{ id: deliveryId }] = await app.db.dataSource.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [stored.id]);
    await strict.deliver(userId, deliveryId);
    const [delivery] = await app.services.webhooks.deliveries({ user }, stored.id);
    expect(delivery.attemptLog).toEqual([expect.objectContaining({ status: null, error: 'address not allowed' })]);
    expect(receiver.received).toEqual([]);
    // Nothing of this account is left for a later sweep to send.
    for (const { id } of await strict.list({ user })) await strict.remove({ user }, id);
  });

  it("says why a delivery failed in the reader's language (issue 29): no answer in time, its endpoint disabled; English as before; a row of before as it was", async () => {
    const { client, id: userId } = await signedInUser(app);
    const impatient = new WebhooksService(app.db.dataSource, loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'yes' }), pino({ level: 'silent' }), clock,
      app.services.users, { send: async () => undefined }, app.services.jobs, { timeoutMs: 500 });
    const { id } = await endpoint(client, receiver.url);
    // Two events, recorded by a service that queues nothing (it is not started): the first is sent by hand and answered too late.
    for (const taskId of ['late', 'never']) {
      await app.db.dataSource.transaction((manager) => impatient.record(manager, userId, WebhookEventType.TASK_CHANGED, { taskId, change: 'created' }));
    }
    const [late] = await app.db.dataSource.query(`SELECT id FROM webhook_deliveries WHERE user_id = $1 AND endpoint_id = $2 AND payload->>'taskId' = 'late'`, [userId, id]);
    receiver.delayMs = 1_500;
    await impatient.deliver(userId, late.id);
    // Disabled: the other stops, because of that; the late one keeps its own reason.
    expect((await client.rest('PATCH', `/api/webhooks/${id}`, { enabled: false })).status).toBe(200);

    const errors = async (headers: Record<string, string>) => (await client.rest<Array<DeliveryJson & { lastError: string | null }>>('GET', `/api/webhooks/${id}/deliveries`, undefined, headers)).body
      .map((delivery) => [delivery.data.taskId, delivery.lastError, delivery.attemptLog.map((attempt) => attempt.error)]);
    expect(await errors({})).toEqual(expect.arrayContaining([['late', 'no answer within 0.5 s', ['no answer within 0.5 s']], ['never', 'endpoint disabled', []]]));
    expect(await errors({ 'accept-language': 'de' })).toEqual(expect.arrayContaining([
      ['late', 'keine Antwort innerhalb von 0,5 s', ['keine Antwort innerhalb von 0,5 s']], ['never', 'Endpunkt deaktiviert', []]]));
    const arabic = await client.gql<{ webhookDeliveries: Array<{ lastError: string; attemptLog: Array<{ error: string }> }> }>(
      'query($id: ID!) { webhookDeliveries(endpointId: $id) { lastError attemptLog { error } } }', { id }, { 'accept-language': 'ar' });
    expect(arabic.data!.webhookDeliveries).toEqual(expect.arrayContaining([{ lastError: 'لا رد خلال 0.5 ث', attemptLog: [{ error: 'لا رد خلال 0.5 ث' }] }, { lastError: 'نقطة النهاية معطّلة', attemptLog: [] }]));
    // An attempt answers only its time, status and error, as before.
    const [attempt] = (await deliveriesOf(client, id)).find((delivery) => delivery.data.taskId === 'late')!.attemptLog;
    expect(Object.keys(attempt).sort()).toEqual(['at', 'error', 'status']);
    // The row keeps English and the key and values, no German.
    expect(await app.db.dataSource.query('SELECT last_error, last_error_text FROM webhook_deliveries WHERE user_id = $1 AND id = $2', [userId, late.id]))
      .toEqual([{ last_error: 'no answer within 0.5 s', last_error_text: { catalog: 'webhookDeliveryErrors', key: 'noAnswer', values: { seconds: 0.5 } } }]);

    // Rows of before (English only) read as they were in every language.
    await app.db.dataSource.query(`UPDATE webhook_deliveries SET last_error_text = NULL,
      attempt_log = (SELECT coalesce(jsonb_agg(attempt - 'errorText'), '[]') FROM jsonb_array_elements(attempt_log) AS attempt) WHERE user_id = $1 AND endpoint_id = $2`, [userId, id]);
    expect(await errors({ 'accept-language': 'de' })).toEqual(expect.arrayContaining([['late', 'no answer within 0.5 s', ['no answer within 0.5 s']], ['never', 'endpoint disabled', []]]));
  });

  it('checks its input: 400 with a message, nothing saved; at most 10 endpoints', async () => {
    const { client } = await signedInUser(app);
    const bad = [
      [{ url: receiver.url }, /Events must be a list/],
      [{ url: receiver.url, events: [] }, /Events must be a list/],
      [{ url: receiver.url, events: ['task.created'] }, /Events must be a list/],
      [{ url: receiver.url, events: ['ping'] }, /Events must be a list of one or more of habit.day_changed, task.changed, goal.changed, import.finished\./],
      [{ events: ['task.changed'] }, /Please enter the endpoint's URL/],
      [{ url: 'ftp://example.com', events: ['task.changed'] }, /must start with https/],
      [{ url: `https://example.com/${'x'.repeat(2000)}`, events: ['task.changed'] }, /at most 2000/],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await client.rest<{ message: string; code: string }>('POST', '/api/webhooks', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const { id } = await endpoint(client, receiver.url);
    const refused = await client.rest<{ message: string }>('PATCH', `/api/webhooks/${id}`, { url: 'https://other.example.com/', events: ['nope'] });
    expect(refused.status).toBe(400);
    expect((await client.rest<EndpointJson[]>('GET', '/api/webhooks')).body[0].url).toBe(receiver.url); // nothing changed
    expect((await client.rest('GET', `/api/webhooks/${id}/deliveries?limit=500`)).status).toBe(400);
    for (let i = 1; i < 10; i += 1) await endpoint(client, receiver.url);
    const eleventh = await client.rest<{ message: string }>('POST', '/api/webhooks', { url: receiver.url, events: ['goal.changed'] });
    expect(eleventh).toMatchObject({ status: 400, body: { message: 'You can have at most 10 webhook endpoints; delete one first.' } });

    const viaGraphql = await client.gql(`mutation { createWebhookEndpoint(input: { url: "https://x", events: [] }) { secret } }`);
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("answers 404 for another user's endpoint, and 401 to a visitor", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { id } = await endpoint(owner.client, receiver.url);
    expect((await other.client.rest('GET', `/api/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await other.client.rest('PATCH', `/api/webhooks/${id}`, { enabled: false })).status).toBe(404);
    expect((await other.client.rest('DELETE', `/api/webhooks/${id}`)).status).toBe(404);
    expect((await other.client.rest<EndpointJson[]>('GET', '/api/webhooks')).body).toEqual([]);
    const viaGraphql = await other.client.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id });
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const log = await other.client.gql(`query($id: ID!) { webhookDeliveries(endpointId: $id) { id } }`, { id });
    expect(log.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await owner.client.rest<EndpointJson[]>('GET', '/api/webhooks')).body).toHaveLength(1);
    const visitor = new Client(app.url);
    expect((await visitor.rest('GET', '/api/webhooks')).status).toBe(401);
    expect((await owner.client.rest('DELETE', `/api/webhooks/${id}`)).status).toBe(200);
    expect((await owner.client.rest<EndpointJson[]>('GET', '/api/webhooks')).body).toEqual([]);
  });

  it('lets a write token manage endpoints and refuses a read token', async () => {
    const { client } = await signedInUser(app);
    const token = async (scopes: string[]) => (await client.rest<{ secret: string }>('POST', '/api/tokens', { name: 'app', scopes })).body.secret;
    const [reader, writer] = [await token(['read']), await token(['read', 'write'])];
    const call = async (secret: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${app.url}${path}`, {
        method, headers: { authorization: `Bearer ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() as Record<string, unknown> };
    };
    expect((await call(reader, 'POST', '/api/webhooks', { url: receiver.url, events: ['goal.changed'] })).status).toBe(403);
    const gqlRefused = await call(reader, 'POST', '/graphql', { query: `mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [GOAL_CHANGED] }) { secret } }`, variables: { url: receiver.url } });
    expect(gqlRefused.status).toBe(403);
    expect((await call(reader, 'GET', '/api/webhooks')).status).toBe(200);
    expect((await client.rest<EndpointJson[]>('GET', '/api/webhooks')).body).toEqual([]);
    const created = await call(writer, 'POST', '/graphql', { query: `mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [GOAL_CHANGED] }) { secret endpoint { id events enabled } } }`, variables: { url: receiver.url } });
    expect(created.body).toMatchObject({ data: { createWebhookEndpoint: { secret: expect.stringMatching(/^whsec_/), endpoint: { events: ['GOAL_CHANGED'], enabled: true } } } });
    const id = ((created.body.data as Record<string, { endpoint: { id: string } }>).createWebhookEndpoint).endpoint.id;
    expect((await call(writer, 'PATCH', `/api/webhooks/${id}`, { events: ['goal.changed', 'import.finished'] })).body).toMatchObject({ events: ['goal.changed', 'import.finished'] });
    expect((await call(reader, 'DELETE', `/api/webhooks/${id}`)).status).toBe(403);
    expect((await call(writer, 'DELETE', `/api/webhooks/${id}`)).status).toBe(200);
  });
});
