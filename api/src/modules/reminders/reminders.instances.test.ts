import { fork } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/app';
import { startFakePushService, type FakePushService } from '../../../test/fake-push-service';
import { seedReminders } from '../../../test/reminder-load';
import { until } from '../../../test/until';
import type { Clock } from '../../shared/time/clock';

// The other instance runs the built API (npm run build), as server.test.ts and outage.test.ts do.
jest.setTimeout(180_000);

const COUNT = 1000;
/** A job held by a dead instance is given to another after this long. */
const EXPIRE_SECONDS = 5;
/** The test plans when it moves the clock; the timer's passes would only repeat its own. */
const OPTIONS = { reminderOptions: { planEveryMs: 3_600_000, expireInSeconds: EXPIRE_SECONDS, retryDelaySeconds: 1 }, jobOptions: { maintenanceIntervalSeconds: 1 } };
const MINUTE = 60_000;

/** The second instance: a process of its own (test/reminder-instance.cjs) on the same database, on a clock this test sets. */
interface OtherInstance {
  publicKey: string;
  setClock(at: number): Promise<void>;
  plan(): Promise<void>;
  /** SIGKILL, as a server dies: resolves once the process is gone. */
  kill(): Promise<void>;
}

function startOtherInstance(env: Record<string, string>, at: number): Promise<OtherInstance> {
  const child = fork(path.join(__dirname, '../../../test/reminder-instance.cjs'), [JSON.stringify({ env, overrides: OPTIONS, at })], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => { errors += chunk; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answer = (key: string, message: object) => new Promise<void>((resolve, reject) => {
    const onMessage = (reply: Record<string, unknown>) => { if (key in reply) { child.off('message', onMessage); resolve(); } };
    child.on('message', onMessage);
    void exited.then(() => reject(new Error(`the other instance exited: ${errors}`)));
    child.send(message);
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: { publicKey: string }) => resolve({
      publicKey: ready.publicKey,
      setClock: (time) => answer('at', { clock: time }),
      plan: () => answer('planned', { plan: true }),
      async kill() { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); await exited; },
    }));
    child.once('exit', (code) => reject(new Error(`the other instance exited (${code}): ${errors}`)));
  });
}

/** A push at the gate: its sender (VAPID public key), and whether it waits, is at the push service, got its answer, or was dropped as its sender died. */
interface Passing {
  key: string;
  subscription: string;
  arrivedAt: number;
  state: 'held' | 'forwarded' | 'answered' | 'dropped';
  status?: number;
  closed: boolean;
}

/** A gate between the instances and the push service: a held sender's pushes wait, not yet accepted, and are dropped if their sender dies meanwhile. */
async function startPushGate(target: string) {
  const passing: Passing[] = [];
  const held: Array<() => Promise<void>> = [];
  let holding: string | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Passing = {
        key: /k=([\w-]+)/.exec(String(req.headers.authorization))?.[1] ?? '', subscription: (req.url ?? '').split('/').pop()!,
        arrivedAt: Date.now(), state: 'held', closed: false,
      };
      passing.push(entry);
      res.on('close', () => { if (!res.writableEnded) entry.closed = true; });
      const pass = async () => {
        if (entry.closed) return void (entry.state = 'dropped');
        entry.state = 'forwarded';
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
        // A connection of its own for each push (agent: false): a kept-alive one can be closed by
        // the push service just as it is reused, and the push would stay 'forwarded' for ever.
        entry.status = await new Promise<number>((resolve, reject) => {
          request(`${target}${req.url}`, { method: req.method, headers, agent: false }, (answer) => {
            answer.resume().on('end', () => resolve(answer.statusCode ?? 502));
          }).on('error', reject).end(Buffer.concat(chunks));
        });
        entry.state = 'answered';
        res.writeHead(entry.status).end();
      };
      if (entry.key === holding) held.push(pass);
      else void pass();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passing,
    hold(key: string) { holding = key; },
    open() {
      holding = null;
      for (const pass of held.splice(0)) void pass();
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Each endpoint exactly once: no reminder lost, none doubled. */
function expectExactlyOnce(push: FakePushService, endpoints: string[]): void {
  const ids = new Set(endpoints.map((e) => e.split('/').pop()));
  const counts = new Map<string, number>();
  for (const message of push.received) if (ids.has(message.subscription)) counts.set(message.subscription, (counts.get(message.subscription) ?? 0) + 1);
  expect(counts.size).toBe(endpoints.length);
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
}

describe('reminders across two instances on one database', () => {
  let first: TestApp;
  let other: OtherInstance;
  let push: FakePushService;
  /** Both instances' clock: a whole minute, far enough ahead that the planner's lookahead does not reach it until the test moves there. */
  let now = Math.ceil((Date.now() + 10 * MINUTE) / MINUTE) * MINUTE;
  const clock: Clock = { now: () => new Date(now) };
  const setClock = async (at: number) => { now = at; await other.setClock(at); };
  /** One planning pass on each instance at once, as their timers would run them. */
  const planBoth = () => Promise.all([first.services.reminderScheduler.planSoon(), other.plan()]);
  const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

  /** Deliveries to these endpoints' users: how many are sent, and how many of their jobs are not finished. */
  const sentTo = async (subscriptions: string[]): Promise<number> => (await first.db.dataSource.query(
    `SELECT count(*)::int AS n FROM reminder_deliveries d JOIN reminders r ON r.id = d.reminder_id JOIN push_subscriptions s ON s.user_id = r.user_id
      WHERE d.status = 'sent' AND split_part(s.endpoint, '/push/', 2) = ANY($1)`, [subscriptions]))[0].n;
  const settled = (endpoints: string[]) => sentTo(endpoints.map((e) => e.split('/').pop()!));
  const activeJobs = async (endpoints: string[]): Promise<number> => (await first.db.dataSource.query(
    `SELECT count(*)::int AS n FROM pgboss.job j JOIN reminder_deliveries d ON j.name = 'reminder-deliver' AND j.id = d.id
       JOIN reminders r ON r.id = d.reminder_id JOIN push_subscriptions s ON s.user_id = r.user_id
      WHERE j.state < 'completed' AND split_part(s.endpoint, '/push/', 2) = ANY($1)`, [endpoints.map((e) => e.split('/').pop()!)]))[0].n;

  /** Seeds COUNT reminders due at `due` on the clock five minutes before it, and has both instances plan them (nothing is due yet). */
  async function seedDue(due: number): Promise<string[]> {
    await setClock(due - 5 * MINUTE);
    const endpoints = await seedReminders(first.db.dataSource, push, COUNT, hhmm(due));
    await planBoth();
    const [planned] = await first.db.dataSource.query(
      `SELECT count(*) FILTER (WHERE r.next_at = $2)::int AS due, count(d.id)::int AS deliveries
         FROM reminders r JOIN push_subscriptions s ON s.user_id = r.user_id LEFT JOIN reminder_deliveries d ON d.reminder_id = r.id
        WHERE s.endpoint = ANY($1)`, [endpoints, new Date(due)]);
    expect(planned).toEqual({ due: COUNT, deliveries: 0 });
    return endpoints;
  }

  beforeAll(async () => {
    push = await startFakePushService();
    const env = { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' }; // the fake push service is on loopback
    first = await startTestApp(env, { ...OPTIONS, clock }, { reminders: true });
    other = await startOtherInstance({ NODE_ENV: 'test', DATABASE_URL: first.db.url, ...env }, now);
  });
  afterAll(async () => {
    await other?.kill();
    await first?.stop();
    await push?.close();
  });

  it(`delivers ${COUNT} reminders due in the same minute exactly once each`, async () => {
    const due = now + 60 * MINUTE;
    const endpoints = await seedDue(due);
    const start = push.received.length;
    await setClock(due);
    const dueAt = Date.now();
    await planBoth();
    // Every row sent and every job finished: a double could only come from a job that runs, so any would be counted by now.
    await until(async () => (await settled(endpoints)) === COUNT && (await activeJobs(endpoints)) === 0, 60_000, `all ${COUNT} deliveries to be sent`);
    expectExactlyOnce(push, endpoints);
    const [{ sent }] = await first.db.dataSource.query(`SELECT count(*)::int AS sent FROM reminder_deliveries WHERE status = 'sent'`);
    expect(sent).toBe(COUNT);
    const mine = push.received.slice(start);
    const lags = mine.map((m) => m.receivedAt - dueAt).sort((a, b) => a - b);
    const byOther = mine.filter((m) => String(m.headers.authorization).endsWith(`k=${other.publicKey}`)).length;
    // eslint-disable-next-line no-console
    console.log(`two instances, ${COUNT} reminders (${byOther} sent by the second): lag median ${percentile(lags, 50)} ms, p99 ${percentile(lags, 99)} ms, max ${lags.at(-1)} ms`);
  });

  it('an instance killed mid-batch loses nothing and doubles nothing (counted at the push service)', async () => {
    const gate = await startPushGate(push.url);
    try {
      const due = now + 60 * MINUTE;
      const endpoints = await seedDue(due);
      // The instances reach the push service through the gate (the subscriptions' ids stay the same).
      await first.db.dataSource.query(`UPDATE push_subscriptions SET endpoint = replace(endpoint, $1, $2) WHERE endpoint = ANY($3)`, [push.url, gate.url, endpoints]);
      const ids = endpoints.map((e) => e.split('/').pop()!);
      const otherKey = other.publicKey;
      const start = push.received.length;
      await setClock(due);
      const dueAt = Date.now();
      await planBoth();

      // Deliveries are under way (a quarter of them in): from now on the second instance's pushes wait at the gate.
      await until(() => push.received.length >= start + COUNT / 4, 60_000, 'a quarter of the deliveries');
      gate.hold(otherKey);
      // Killed once it has pushes in flight and none between the push service's 201 and its COMMIT (the window deliver narrows but cannot close).
      const mine = () => gate.passing.filter((p) => p.key === otherKey);
      const jobsOf = (pushes: Passing[]): Promise<Array<{ retry_count: number; state: string }>> => first.db.dataSource.query(
        `SELECT j.retry_count, j.state FROM pgboss.job j JOIN reminder_deliveries d ON j.name = 'reminder-deliver' AND j.id = d.id
           JOIN reminders r ON r.id = d.reminder_id JOIN push_subscriptions s ON s.user_id = r.user_id
          WHERE s.endpoint = ANY($1)`, [pushes.map((p) => `${gate.url}/push/${p.subscription}`)]);
      await until(async () => {
        if (mine().some((p) => p.state === 'forwarded') || !mine().some((p) => p.state === 'held')) return false;
        const accepted = mine().filter((p) => p.state === 'answered' && p.status === 201).map((p) => p.subscription);
        return (await sentTo(accepted)) === accepted.length;
      }, 60_000, 'the second instance to have pushes in flight and all it got accepted committed');
      await other.kill();
      const killedAt = Date.now();
      const inFlight = mine().filter((p) => p.state === 'held');
      expect(inFlight.length).toBeGreaterThan(0);
      await until(() => inFlight.every((p) => p.closed), 5_000, 'the killed instance\'s connections to close');
      gate.open();
      expect(inFlight.map((p) => p.state)).toEqual(inFlight.map(() => 'dropped'));
      // Nothing failed the dead instance's jobs: they stay active until pg-boss expires them.
      expect((await jobsOf(inFlight)).map((job) => job.state)).toEqual(inFlight.map(() => 'active'));
      const atKill = push.received.length - start;

      await until(async () => (await settled(endpoints)) === COUNT, 60_000, `all ${COUNT} deliveries to be sent`);
      await until(async () => (await activeJobs(endpoints)) === 0, 30_000, 'every delivery job to finish');

      // Counted at the push service: each reminder exactly once, including those the killed instance had in flight.
      expectExactlyOnce(push, endpoints);
      expect(mine().filter((p) => p.arrivedAt > killedAt)).toEqual([]);
      // Those were left active by the dead instance, expired by pg-boss, and sent by the other after that.
      const retried = await jobsOf(inFlight);
      expect(retried.map((job) => [job.state, job.retry_count >= 1])).toEqual(inFlight.map(() => ['completed', true]));

      const last = Math.max(...push.received.slice(start).filter((m) => ids.includes(m.subscription)).map((m) => m.receivedAt)) - dueAt;
      // eslint-disable-next-line no-console
      console.log(`killed one instance after ${atKill} of ${COUNT}, with ${inFlight.length} pushes in flight: all ${COUNT} received once; the last ${last} ms after the due time`);
    } finally {
      await gate.close();
    }
  });
});
