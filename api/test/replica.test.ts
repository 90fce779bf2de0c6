/**
 * Heavy reads on a real streaming replica (issue 26), on PostgreSQL clusters of this test's own
 * (like outage.test.ts it uses the built API for its primary, which npm test builds first): a
 * primary on loopback and a hot standby made from it as `pg_basebackup -R` makes one
 * (test/clusters.ts). Which server answered is proven twice over: by the statements each
 * DataSource sent, and by pausing the standby's replay so that it lacks a write.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { QueryCounter, type TestApp } from './app';
import { startCluster, startStreamingReplica, type Cluster, type Replica } from './clusters';
import { signedInCookie } from './session';
import { itemIds } from './items';
import { seedCatalogue } from '../src/db/seed/seed';
import { until } from './until';

jest.setTimeout(180_000);

/** The router's own look at the replica: not a heavy read. */
const isProbe = (query: string) => query.includes('pg_is_in_recovery');

interface Instance {
  url: string;
  app: App;
  primary: DataSource;
  replica: DataSource;
  primaryQueries: QueryCounter;
  replicaQueries: QueryCounter;
  log: string[];
  stop(): Promise<void>;
}

describe('heavy reads on a streaming replica', () => {
  let dirs: string[] = [];
  let primary: Cluster;
  let replica: Replica;
  let admin: Client;
  let standby: Client;
  let instances: Instance[];
  const users: Record<'ana' | 'ben', { id: string; cookie: string }> = {} as never;
  const today = new Date().toISOString().slice(0, 10);
  let habitItemId: string;

  /** An instance of the app on the primary and the replica, as a server behind a load balancer; `log` gathers its log lines. */
  async function startInstance(): Promise<Instance> {
    const primaryQueries = new QueryCounter();
    const replicaQueries = new QueryCounter();
    const primarySource = createDataSource(primary.url, { poolSize: 4, queryLogger: primaryQueries });
    const replicaSource = createDataSource(replica.url, { poolSize: 2, replica: true, queryLogger: replicaQueries });
    await primarySource.initialize();
    await replicaSource.initialize();
    const log: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => { log.push(line); } });
    // A large bound: a paused replay must not make the replica count as lagging while the test runs.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: primary.url, DATABASE_REPLICA_URL: replica.url, REPLICA_MAX_LAG: '600' });
    const app = await createApp(config, primarySource, logger, {}, { replica: replicaSource });
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`,
      app, primary: primarySource, replica: replicaSource, primaryQueries, replicaQueries, log,
      async stop() {
        await app.close();
        await replicaSource.destroy().catch(() => undefined);
        await primarySource.destroy();
      },
    };
  }

  beforeAll(async () => {
    dirs = await Promise.all(['primary', 'replica'].map((name) => mkdtemp(path.join(tmpdir(), `cairn-${name}-`))));
    await Promise.all(dirs.map((dir) => chmod(dir, 0o755)));
    primary = await startCluster(dirs[0]);
    replica = await startStreamingReplica(primary, dirs[0], dirs[1]);
    admin = new Client({ connectionString: primary.url });
    await admin.connect();
    standby = new Client({ connectionString: replica.url });
    standby.on('error', () => undefined); // the last test stops the replica under it
    await standby.connect();

    // The migrations run on the primary alone; the replica replays them.
    const migrator = createDataSource(primary.url, { poolSize: 1 });
    await migrator.initialize();
    await migrator.runMigrations();
    await seedCatalogue(migrator);
    [habitItemId] = await itemIds({ db: { dataSource: migrator } } as unknown as TestApp, 'habit', 1);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: primary.url });
    for (const name of ['ana', 'ben'] as const) {
      const [{ id }] = await migrator.query(
        `INSERT INTO users (username, email, focus_areas, challenges, plan, activated_at) VALUES ($1, $2, '{Health}', '{"No Time"}', 'unlimited', now()) RETURNING id`,
        [name, `${name}@example.com`]);
      users[name] = { id, cookie: await signedInCookie({ db: { dataSource: migrator }, config } as unknown as TestApp, id) };
    }
    await migrator.destroy();
    instances = [await startInstance(), await startInstance()];
    await caughtUp();
  });

  afterAll(async () => {
    for (const instance of instances ?? []) await instance.stop();
    await standby?.end().catch(() => undefined);
    await admin?.end();
    await replica?.stop();
    await primary?.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /**
   * Resolves once the replica has replayed everything the primary has inserted so far: the
   * position the router marks a write with (pg_current_wal_insert_lsn), which may be ahead of
   * what the primary has written out yet.
   */
  async function caughtUp(): Promise<void> {
    const { rows: [{ lsn }] } = await admin.query('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    await until(async () => (await standby.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn])).rows[0].done, 30_000, 'the replica to catch up');
  }

  async function pauseReplay(): Promise<void> {
    await standby.query('SELECT pg_wal_replay_pause()');
    await until(async () => (await standby.query('SELECT pg_get_wal_replay_pause_state() AS state')).rows[0].state === 'paused', 30_000, 'replay to pause');
  }

  async function resumeReplay(): Promise<void> {
    await standby.query('SELECT pg_wal_replay_resume()');
    await caughtUp();
  }

  const headers = (who: 'ana' | 'ben') => ({ 'content-type': 'application/json', cookie: users[who].cookie });

  async function graphql<T>(instance: Instance, who: 'ana' | 'ben', query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${instance.url}/graphql`, { method: 'POST', headers: headers(who), body: JSON.stringify({ query, variables }) });
    const body = await response.json() as { data: T; errors?: unknown };
    expect({ status: response.status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    return body.data;
  }

  /** Tasks completed over the user's trend (a heavy read). */
  async function workDone(instance: Instance, who: 'ana' | 'ben'): Promise<number> {
    const { trends } = await graphql<{ trends: { work: number[] } }>(instance, who, 'query($to: LocalDate!) { trends(to: $to) { work } }', { to: today });
    return trends.work.reduce((sum, count) => sum + count, 0);
  }

  /** The texts of the user's tasks in their export (a heavy read). */
  async function exportedTasks(instance: Instance, who: 'ana' | 'ben'): Promise<string[]> {
    const response = await fetch(`${instance.url}/api/export?format=json`, { headers: headers(who) });
    expect(response.status).toBe(200);
    const document = await response.json() as { tasks: Array<{ text: string }> };
    return document.tasks.map((task) => task.text).sort();
  }

  /** The statements `work` sent to each server, the router's replica probes left out. */
  async function served(instance: Instance, work: () => Promise<unknown>): Promise<{ primary: string[]; replica: string[] }> {
    const seen = { primary: [] as string[], replica: [] as string[] };
    await instance.replicaQueries.during(
      () => instance.primaryQueries.during(work, (query) => seen.primary.push(query)),
      (query) => { if (!isProbe(query)) seen.replica.push(query); });
    return seen;
  }

  async function createTask(instance: Instance, who: 'ana' | 'ben', text: string, complete = false): Promise<void> {
    const { createTask: task } = await graphql<{ createTask: { id: string } }>(instance, who, 'mutation($text: String!) { createTask(text: $text) { id } }', { text });
    if (complete) await graphql(instance, who, 'mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { id } }', { id: task.id, day: today });
  }

  const replicaHas = async (who: 'ana' | 'ben') => (await standby.query('SELECT count(*)::int AS n FROM tasks WHERE user_id = $1', [users[who].id])).rows[0].n as number;

  it('answers trends and exports from the replica when the user has no write it lacks', async () => {
    const [one] = instances;
    const trends = await served(one, async () => expect(await workDone(one, 'ben')).toBe(0));
    expect(trends.replica.length).toBeGreaterThan(0);
    expect(trends.primary.join('\n')).not.toMatch(/\btasks\b/); // the trend's counts were read on the replica alone
    const exported = await served(one, async () => expect(await exportedTasks(one, 'ben')).toEqual([]));
    expect(exported.replica.some((query) => /REPEATABLE READ/i.test(query))).toBe(true);
    expect(exported.primary.join('\n')).not.toMatch(/\btasks\b/);
  });

  it("reads a user's own writes from the primary while the replica lacks them, on every instance, and the others' from the replica", async () => {
    const [one, two] = instances;
    await pauseReplay();
    try {
      await createTask(one, 'ana', 'Stretch', true); // GraphQL, on instance 1
      const rest = await fetch(`${two.url}/api/task/create`, { method: 'POST', headers: headers('ana'), body: JSON.stringify({ user: users.ana.id, text: 'Call mum' }) }); // REST, on instance 2
      expect(rest.status).toBe(201);
      expect(await replicaHas('ana')).toBe(0); // the replica has not replayed them

      // Ana's reads, right away, through either instance: her writes are there, so the primary answered.
      for (const instance of instances) {
        const trends = await served(instance, async () => expect(await workDone(instance, 'ana')).toBe(1));
        expect(trends.replica).toEqual([]);
        const exported = await served(instance, async () => expect(await exportedTasks(instance, 'ana')).toEqual(['Call mum', 'Stretch']));
        expect(exported.replica).toEqual([]);
      }
      // Ben wrote nothing: his read still goes to the (paused) replica.
      const ben = await served(one, async () => expect(await workDone(one, 'ben')).toBe(0));
      expect(ben.replica.length).toBeGreaterThan(0);
    } finally {
      await resumeReplay();
    }
    // Replay went on: now that the replica has Ana's writes, it answers her again.
    expect(await replicaHas('ana')).toBe(2);
    for (const instance of instances) {
      const exported = await served(instance, async () => expect(await exportedTasks(instance, 'ana')).toEqual(['Call mum', 'Stretch']));
      expect(exported.replica.length).toBeGreaterThan(0);
      expect(exported.primary.join('\n')).not.toMatch(/\btasks\b/);
    }
  });

  it('routes populatehabits, the habit calendar and habit stats like the other heavy reads', async () => {
    const [one] = instances;
    const added = await fetch(`${one.url}/api/user/addhabit`, { method: 'POST', headers: headers('ben'), body: JSON.stringify({ user: users.ben.id, habit: habitItemId }) });
    expect(added.status).toBe(201);
    const { _id: habitId } = await added.json() as { _id: string };
    await caughtUp();

    const populated = await served(one, async () => {
      const response = await fetch(`${one.url}/api/user/populatehabits/${users.ben.id}`, { headers: headers('ben') });
      expect(response.status).toBe(200);
      expect((await response.json() as Array<{ _id: string }>).map((link) => link._id)).toEqual([habitId]);
    });
    expect(populated.replica.length).toBeGreaterThan(0);
    const calendar = await served(one, async () => {
      const { habitCalendar } = await graphql<{ habitCalendar: { days: string[] } }>(one, 'ben',
        'query($id: String!, $to: LocalDate!) { habitCalendar(habitId: $id, to: $to) { days } }', { id: habitId, to: today });
      expect(habitCalendar.days).toEqual([]);
    });
    expect(calendar.replica.length).toBeGreaterThan(0);
    const stats = await served(one, async () => {
      const { myHabits } = await graphql<{ myHabits: Array<{ stats: { currentStreak: number } }> }>(one, 'ben', '{ myHabits { stats { currentStreak } } }');
      expect(myHabits).toEqual([{ stats: { currentStreak: 0 } }]);
    });
    expect(stats.replica.length).toBeGreaterThan(0);
  });

  it('skips a replica that has not replayed a write older than REPLICA_MAX_LAG, with one log line, and answers from the primary', async () => {
    const [one] = instances;
    await pauseReplay();
    try {
      await createTask(one, 'ana', 'Water the plants');
      // The write is now older than the bound (600 s) and the replica still lacks it.
      await admin.query(`UPDATE replica_write_marks SET written_at = now() - interval '1 hour' WHERE user_id = $1`, [users.ana.id]);
      expect(await exportedTasks(one, 'ana')).toEqual(['Call mum', 'Stretch', 'Water the plants']);
      // Skipped for everyone for a while, without another look at it.
      const ben = await served(one, async () => expect(await exportedTasks(one, 'ben')).toEqual([]));
      expect(ben.replica).toEqual([]);
      const skipped = one.log.filter((line) => line.includes('read replica skipped'));
      expect(skipped).toHaveLength(1);
      expect(skipped[0]).toMatch(/has not replayed a write made 3600 s ago/);
    } finally {
      await resumeReplay();
    }
  });

  it('answers from the primary, with one log line, when the replica is down; /readyz stays ready', async () => {
    const [, two] = instances;
    await replica.stop();
    for (let round = 0; round < 3; round++) {
      expect(await workDone(two, 'ana')).toBe(1);
      expect(await exportedTasks(two, 'ana')).toEqual(['Call mum', 'Stretch', 'Water the plants']);
      expect(await exportedTasks(two, 'ben')).toEqual([]);
      const populated = await fetch(`${two.url}/api/user/populatehabits/${users.ana.id}`, { headers: headers('ana') });
      expect(populated.status).toBe(200);
    }
    const skipped = two.log.filter((line) => line.includes('read replica skipped'));
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatch(/cannot be reached/);
    for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });
});
