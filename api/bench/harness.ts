// Shared by the benchmark scripts: a real app over DATABASE_URL (or an embedded PostgreSQL in
// a temporary folder), one heavy user made by `setup`, a GraphQL query timed over HTTP, and the
// built app started in a process of its own.
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { DataSource, Logger as QueryLogger } from 'typeorm';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedCatalogue } from '../src/db/seed/seed';
import { hashPassword } from '../src/modules/users/passwords';
import { repoRoot } from '../src/shared/paths';

export interface Bench<T> {
  runs: number;
  /** Fills the database for the user (plan Unlimited); answers figures to report. */
  setup(db: DataSource, userId: string): Promise<Record<string, unknown>>;
  query: string;
  variables: Record<string, unknown>;
  /** Figures read off the first answer. */
  summarize(data: T): Record<string, unknown>;
}

export interface BenchDatabase { db: DataSource; url: string; close(): Promise<void> }

/** DATABASE_URL, or an embedded PostgreSQL in a temporary folder; migrated and seeded. */
export async function openBenchDatabase(queryLogger?: QueryLogger): Promise<BenchDatabase> {
  const silent = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-bench-'));
  await chmod(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, silent);
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const db = createDataSource(url, { queryLogger });
  await db.initialize();
  await db.runMigrations();
  await seedCatalogue(db);
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await embedded?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The heavy user of the load benchmark: 50 habits with two years of history (80% of days
 * done) and 200 tasks (20 open, 6 completed a day); at `scale` 10, five years, 2,000 tasks
 * (still 20 open and 6 a day: the same dashboard) and 1,000 other users with five habits and
 * a year of history each.
 */
export async function seedHeavyUser(db: DataSource, email: string, password: string, scale = 1): Promise<{ userId: string; figures: Record<string, number> }> {
  const days = scale > 1 ? 1826 : 730;
  const tasks = 200 * scale;
  const [{ id: userId }] = await db.query(
    `WITH u AS (INSERT INTO users (username, email, password_hash, plan, stripe_subscription_id, activated_at)
                VALUES ('bench', $1, $2, 'unlimited', 'operator-grant', now()) RETURNING id, email)
     INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM u RETURNING user_id AS id`, [email, await hashPassword(password)]);
  await db.query(
    `INSERT INTO user_habits (user_id, catalogue_item_id, position)
     SELECT $1, id, row_number() OVER (ORDER BY text) FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 50`, [userId]);
  await db.query(
    `INSERT INTO habit_completions (user_id, user_habit_id, day)
     SELECT h.user_id, h.id, d::date FROM user_habits h, generate_series(current_date - $2::int, current_date - 1, interval '1 day') d
      WHERE h.user_id = $1 AND random() < 0.8`, [userId, days]);
  // 20 open tasks and 6 completed a day at every scale: a larger history, the same dashboard.
  await db.query(
    `INSERT INTO tasks (user_id, text, position, complete, completed_day)
     SELECT $1, 'Task ' || i, i, i > 20, CASE WHEN i > 20 THEN current_date - 1 - (i % (($2::int - 20) / 6)) END FROM generate_series(1, $2::int) i`,
    [userId, tasks]);
  const others = scale > 1 ? 100 * scale : 0;
  if (others) {
    await db.query(
      `INSERT INTO users (username, email, focus_areas, challenges, activated_at)
       SELECT 'other ' || i, 'other-' || i || '-' || $2 || '@example.com', '{Health}', '{"No Time"}', now() FROM generate_series(1, $1::int) i`,
      [others, Date.now()]);
    await db.query(
      `INSERT INTO user_habits (user_id, catalogue_item_id, position)
       SELECT u.id, i.id, 0 FROM users u CROSS JOIN LATERAL (SELECT id FROM catalogue_items WHERE kind = 'habit' ORDER BY random() LIMIT 5) i
        WHERE u.username LIKE 'other %'`);
    await db.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day)
       SELECT h.user_id, h.id, d::date FROM user_habits h JOIN users u ON u.id = h.user_id, generate_series(current_date - 365, current_date - 1, interval '1 day') d
        WHERE u.username LIKE 'other %' AND random() < 0.8`);
    await db.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day)
       SELECT u.id, 'Task ' || i, i, i > 5, CASE WHEN i > 5 THEN current_date - i END FROM users u, generate_series(1, 20) i WHERE u.username LIKE 'other %'`);
  }
  const [{ completions }] = await db.query(
    `SELECT count(*)::int AS completions FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1`, [userId]);
  return { userId, figures: { habits: 50, completions, tasks, otherUsers: others } };
}

export async function runBench<T>(bench: Bench<T>): Promise<void> {
  let statements = 0;
  const counter: QueryLogger = {
    logQuery: () => { statements += 1; }, logQueryError: () => {}, logQuerySlow: () => {}, logSchemaBuild: () => {}, logMigration: () => {}, log: () => {},
  };
  const silent = pino({ level: 'silent' });
  const database = await openBenchDatabase(counter);
  const { db, url } = database;

  const email = `bench-${Date.now()}@example.com`;
  const [{ id: userId }] = await db.query(
    `WITH u AS (INSERT INTO users (username, email, password_hash, plan, stripe_subscription_id, activated_at)
                VALUES ('bench', $1, $2, 'unlimited', 'operator-grant', now()) RETURNING id, email)
     INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM u RETURNING user_id AS id`,
    [email, await hashPassword('benchmark password')]);
  const figures = await bench.setup(db, userId);
  await db.query('ANALYZE');

  const app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), db, silent);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const body = JSON.stringify({ query: bench.query, variables: bench.variables });
  const ask = async (): Promise<T> => {
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body });
    const answer = await response.json() as { data: T; errors?: unknown };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };

  for (let i = 0; i < 10; i++) await ask(); // warm up
  const before = statements;
  const first = await ask();
  const perQuery = statements - before;
  const times: number[] = [];
  for (let i = 0; i < bench.runs; i++) {
    const start = process.hrtime.bigint();
    await ask();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({
    ...figures, ...bench.summarize(first), sqlStatementsPerQuery: perQuery, runs: bench.runs,
    medianMs: Number(times[Math.floor(bench.runs / 2)].toFixed(2)), p95Ms: Number(times[Math.floor(bench.runs * 0.95)].toFixed(2)),
  }, null, 2));

  await app.close();
  await database.close();
}

/** The Node.js options `npm start` runs the app with (the root package's `start:built`). */
export function shippedNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return scripts['start:built'].split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Starts a server process (the built app, the floor) and waits until `readyUrl` answers 200. */
export async function start(script: string, env: NodeJS.ProcessEnv, readyUrl: string, nodeOptions: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeOptions, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => { exited = true; });
  for (let waited = 0; waited < 60_000 && !exited; waited += 100) {
    if (await fetch(readyUrl).then((r) => r.status === 200, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

export function fail(error: unknown): never {
  console.error(error);
  process.exit(1);
}
