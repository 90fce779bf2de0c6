// `npm run bench:trends`: the whole-history trends query for a long history (50 habits, five
// years of daily completions, 5,000 completed tasks), over HTTP against the real app: SQL
// statements per query and the time (median, p95). Uses DATABASE_URL, else an embedded PostgreSQL.
import 'reflect-metadata';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Logger as QueryLogger } from 'typeorm';
import { loadConfig } from '../config';
import { createApp } from '../app';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded';
import { seedCatalogue } from '../db/seed/seed';
import { hashPassword } from '../modules/auth/passwords';

const RUNS = 50;
// Every day done by default; BENCH_COMPLETION_RATE=0.8 gives a gappy history (many more runs).
const COMPLETION_RATE = Number(process.env.BENCH_COMPLETION_RATE ?? 1);
let statements = 0;
const counter: QueryLogger = {
  logQuery: () => { statements += 1; }, logQueryError: () => {}, logQuerySlow: () => {}, logSchemaBuild: () => {}, logMigration: () => {}, log: () => {},
};

async function main(): Promise<void> {
  const silent = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-bench-'));
  await chmod(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, silent);
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const db = createDataSource(url, { queryLogger: counter });
  await db.initialize();
  await db.runMigrations();
  await seedCatalogue(db);

  const email = `bench-${Date.now()}@example.com`;
  const [{ id: userId }] = await db.query(
    `INSERT INTO users (username, email, password_hash, plan, activated_at) VALUES ('bench', $1, $2, 'unlimited', now()) RETURNING id`,
    [email, await hashPassword('benchmark password')]);
  await db.query(
    `INSERT INTO user_habits (user_id, item_id, position)
     SELECT $1, id, row_number() OVER (ORDER BY text) FROM items WHERE kind = 'habit' AND created_by IS NULL ORDER BY text LIMIT 50`, [userId]);
  await db.query(
    `INSERT INTO habit_completions (user_habit_id, day)
     SELECT h.id, d::date FROM user_habits h, generate_series(current_date - 1826, current_date - 1, interval '1 day') d
      WHERE h.user_id = $1 AND random() < $2`, [userId, COMPLETION_RATE]);
  await db.query(`UPDATE user_habits SET created_at = now() - interval '1827 days' WHERE user_id = $1`, [userId]);
  await db.query(
    `INSERT INTO tasks (user_id, text, position, complete, completed_day)
     SELECT $1, 'Task ' || i, i, true, current_date - (i % 1826) FROM generate_series(1, 5000) i`, [userId]);
  await db.query('ANALYZE');
  const [{ completions }] = await db.query(`SELECT count(*)::int AS completions FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1`, [userId]);

  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
  const app = await createApp(config, db, silent);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const query = JSON.stringify({
    query: `query($to: LocalDate!) { trends(to: $to) { from to clamped days work habitsDone habitsHeld
      habits { id currentStreak longestStreak rate } goalsByStatus { status count } } }`,
    variables: { to: day },
  });
  const ask = async () => {
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: query });
    const body = await response.json() as { data: { trends: { from: string; days: number; work: number[]; habits: Array<{ longestStreak: number }> } } };
    return body.data.trends;
  };

  for (let i = 0; i < 5; i++) await ask(); // warm up
  const before = statements;
  const first = await ask();
  const perQuery = statements - before;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await ask();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({
    habits: first.habits.length, completions, from: first.from, days: first.days,
    tasksCounted: first.work.reduce((sum, n) => sum + n, 0), longestStreak: first.habits[0].longestStreak,
    sqlStatementsPerQuery: perQuery, runs: RUNS,
    medianMs: Number(times[Math.floor(RUNS / 2)].toFixed(2)), p95Ms: Number(times[Math.floor(RUNS * 0.95)].toFixed(2)),
  }, null, 2));

  await app.close();
  await db.destroy();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
