// `npm run bench:scale`: Cairn at N users (issue 26, "Ready for millions").
//
// It creates a database of its own on a PostgreSQL server, fills it by set-based SQL
// (scale-data.ts: USERS users, one of them heavy with 50 habits × 5 years) and prints:
// - dashboard(day) req/s through the whole app (GraphQL over HTTP, the app in a process of its
//   own, production mode, autocannon at CONCURRENCY connections) for one ordinary user, for the
//   heavy user, and spread over SPREAD_USERS different signed-in users (each request another
//   user), with the spread's ratio to the one ordinary user;
// - trends and the JSON export of the heavy and of the ordinary user: total time over HTTP and
//   SQL time (the statements the app sent during the request, each timed from send to answer in
//   node-postgres, summed) and their number;
// - the import of the heavy user's export into a new account (POST /api/import, in the request);
// - WAL per tick: CHECKPOINT, then one setHabitDone on a fresh habit-day through GraphQL, TICKS
//   times on as many users; the WAL between pg_current_wal_lsn() before and after, and (with
//   pg_walinspect) the part this database wrote and its share of full-page images; then again
//   with full-page images compressed (ALTER SYSTEM SET wal_compression to zstd, lz4 or pglz,
//   whichever the server has, reset afterwards) when the server does not compress them;
// - the size of every user table and index, and bytes per completion (with habit_runs).
// `--json` prints the figures as JSON instead of tables (progress goes to stderr either way).
//
// Environment:
//   USERS=10000        users generated (at least 2); user 0 is the heavy one
//   DATABASE_URL       a server to create the database on (its own database is not touched;
//                      superuser for CHECKPOINT and pg_walinspect); unset: an embedded PostgreSQL
//                      in a temporary folder, as the other benchmarks
//   KEEP=1             keep the database afterwards (its name is printed) instead of dropping it
//   CONCURRENCY=32     autocannon connections; SPREAD_USERS=20000 (at most USERS);
//   BENCH_SLICE_SECONDS=5, BENCH_ROUNDS=2: each dashboard load runs ROUNDS slices, interleaved
//   TICKS=20, IMPORTS=2
//
// Run (from the repository root):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
//   USERS=100000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale -- --json
// At 10,000 users (2 cores, PostgreSQL 15): 77,000 habits, 6.0 million completions, 590,000
// tasks, a 1.6 GB database, 70 s to generate and 2½ minutes in all. 100,000 users scale the data
// tenfold (770,000 habits, 60 million completions, 5.9 million tasks): estimated 16-17 GB for the
// database, plus a few GB of WAL and of index-build sort files while it loads (leave 30 GB
// free), 12-15 minutes to generate and about 25 in all. See docs/scaling.md.
import 'reflect-metadata';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { seedCatalogue } from '../src/db/seed/seed';
import { sqlTable } from '../src/db/sql-names';
import { SESSION_COOKIE } from '../src/http/session';
import { User } from '../src/modules/users/user.entity';
import { UserHabit } from '../src/modules/habits/user-habit.entity';
import { HabitCompletion } from '../src/modules/habits/habit-completion.entity';
import { HabitRun } from '../src/modules/habits/habit-run.entity';
import { SessionRecord } from '../src/modules/sessions/session.entity';
import { fail, shippedNodeOptions, start, stop, yesterday } from './harness';
import { generate, SESSION_IP, SESSION_PREFIX, USER_TABLES, type Generated } from './scale-data';

const USERS = Number(process.env.USERS ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const SPREAD_USERS = Math.min(Number(process.env.SPREAD_USERS ?? 20_000), USERS);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TICKS = Number(process.env.TICKS ?? 20);
const IMPORTS = Number(process.env.IMPORTS ?? 2);
const KEEP = process.env.KEEP === '1';
const JSON_OUTPUT = process.argv.includes('--json');
const SESSION_SECRET = 'cairn scale benchmark session secret, not a real one';
/** High enough that no load of the benchmark meets the per-user rate limit (its counter still counts). */
const RATE_LIMIT = '1000000000';

const DASHBOARD = 'query($day: LocalDate!) { dashboard(day: $day) { id habits { id done habit { id item { text } } } tasks { id text complete } } }';
const TRENDS = `query($to: LocalDate!) { trends(to: $to) { from to clamped days work habitsDone habitsHeld
  habits { id currentStreak longestStreak rate } goalsByStatus { status count } } }`;
const TICK = 'mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id done } }';

const progress = (line: string) => console.error(line);
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The cookie express-session would have set for a session id (cookie-signature's HMAC, url-encoded). */
function cookieFor(sid: string): string {
  const signature = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

// --- SQL time: every statement the app sends through node-postgres, timed from send to answer.

interface TimedStatement { text: string; ms: number }
let timing: TimedStatement[] | undefined;

/** Wraps pg's Client#query (TypeORM's and the app's prepared statements both go through it). */
function timeStatements(): void {
  type Query = (...args: unknown[]) => unknown;
  const prototype = Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function timedQuery(this: Client, ...args: unknown[]): unknown {
    const log = timing;
    if (!log) return original.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text ?? '';
    const started = performance.now();
    const done = () => log.push({ text, ms: performance.now() - started });
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => { done(); return (callback as (...a: unknown[]) => unknown)(...results); };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.finally(done);
    return result;
  };
}

interface Timed { totalMs: number; sqlMs: number; statements: number; slowest: string[] }

/** Runs `work` `runs` times (after `warm` untimed runs): medians of its time and of its statements' summed time. */
async function timed(work: () => Promise<unknown>, runs: number, warm = 1): Promise<Timed> {
  for (let i = 0; i < warm; i++) await work();
  const samples: Array<Omit<Timed, 'slowest'> & { log: TimedStatement[] }> = [];
  for (let i = 0; i < runs; i++) {
    const log: TimedStatement[] = [];
    timing = log;
    const started = performance.now();
    try {
      await work();
    } finally {
      timing = undefined;
    }
    samples.push({ totalMs: performance.now() - started, sqlMs: log.reduce((sum, s) => sum + s.ms, 0), statements: log.length, log });
  }
  const typical = [...samples].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs / 2)];
  const slowest = [...typical.log].sort((a, b) => b.ms - a.ms).slice(0, 3)
    .map((s) => `${s.ms.toFixed(1)} ms ${s.text.replace(/\s+/g, ' ').trim().slice(0, 110)}`);
  return {
    totalMs: round(median(samples.map((s) => s.totalMs))), sqlMs: round(median(samples.map((s) => s.sqlMs))),
    statements: typical.statements, slowest,
  };
}

// --- The database: a fresh one on the server, dropped at the end unless KEEP=1.

interface ScaleDatabase { db: DataSource; url: string; name: string; close(): Promise<void> }

async function openScaleDatabase(): Promise<ScaleDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-scale-'));
  await chmod(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }));
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
  const name = `cairn_scale_${USERS}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try { await client.query(sql); } finally { await client.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDataSource(url.toString());
  await db.initialize();
  await db.runMigrations();
  await seedCatalogue(db);
  return {
    db, url: url.toString(), name,
    async close() {
      await db.destroy();
      if (KEEP) progress(`kept database ${name} (KEEP=1): ${url.toString()}`);
      else await admin(`DROP DATABASE ${name} WITH (FORCE)`);
      await embedded?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// --- Figures.

interface Load { reqPerSec: number; p50Ms: number; p99Ms: number; requests: number; errors: number }
interface TickWal { lsnBytes: number; ownBytes?: number; fpiBytes?: number; records?: number }
interface SizeRow { table: string; rows: number; heapBytes: number; indexBytes: number; totalBytes: number }

async function main(): Promise<void> {
  timeStatements();
  const database = await openScaleDatabase();
  const { db, url } = database;
  const figures: Record<string, unknown> = { users: USERS, concurrency: CONCURRENCY, database: database.name };
  let app: Awaited<ReturnType<typeof start>> | undefined;
  try {
    const [{ version }] = await db.query(`SELECT current_setting('server_version') AS version`);
    figures.postgres = version;
    progress(`Generating ${USERS} users in ${database.name} (PostgreSQL ${version})`);
    const generated: Generated = await generate(db, USERS, progress);
    figures.generation = generated;
    progress(`generated in ${generated.seconds} s`);
    figures.sizes = await sizes(db);

    // The users measured: the heavy one (user 0), an ordinary one (Unlimited, 8 habits, about
    // three months of history), and SPREAD_USERS others in a fixed shuffled order.
    const u = sqlTable(db, User, 'u');
    const h = sqlTable(db, UserHabit, 'h');
    const s = sqlTable(db, SessionRecord, 's');
    const sessionOf = async (userId: string) => {
      const [row] = await db.query(`SELECT ${s.c.sid} AS sid FROM ${s.from} WHERE ${s.c.sess} ->> 'userId' = $1`, [userId]);
      return cookieFor(row.sid as string);
    };
    const [heavy] = await db.query(`SELECT ${u.c.id} AS id FROM ${u.from} WHERE ${u.c.email} = 'scale-0@example.com'`);
    const [ordinary] = await db.query(
      `SELECT ${u.c.id} AS id, n.habits, n.days FROM ${u.from}
        CROSS JOIN LATERAL (SELECT count(*)::int AS habits, (current_date - min(${h.c.createdAt})::date) AS days FROM ${h.from} WHERE ${h.c.userId} = ${u.c.id}) n
        WHERE ${u.c.plan} = 'unlimited' AND ${u.c.email} <> 'scale-0@example.com' AND n.habits = 8
        ORDER BY abs(n.days - 90), ${u.c.id} LIMIT 1`);
    if (!ordinary) throw new Error('no Unlimited user with 8 habits: generate more users');
    figures.ordinaryUser = { habits: ordinary.habits, daysOfHistory: ordinary.days };
    const cookies = { heavy: await sessionOf(heavy.id), ordinary: await sessionOf(ordinary.id) };
    const spread: string[] = (await db.query(
      `SELECT ${s.c.sid} AS sid FROM ${s.from} WHERE ${s.c.sid} LIKE '${SESSION_PREFIX}%' ORDER BY md5(${s.c.sid}) LIMIT $1`, [SPREAD_USERS]))
      .map((row: { sid: string }) => cookieFor(row.sid));

    // 1. dashboard(day) under load: the app in its own process, production mode.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    app = await start(path.join(__dirname, 'scale-app-server.js'), {
      DATABASE_URL: url, PORT: String(port), NODE_ENV: 'production', ALLOW_INSECURE_COOKIES: 'true', APP_URL: base,
      SESSION_SECRET, LOG_LEVEL: 'warn', USER_RATE_LIMIT: RATE_LIMIT,
    }, `${base}/readyz`, shippedNodeOptions());
    const body = JSON.stringify({ query: DASHBOARD, variables: { day: yesterday() } });
    for (const cookie of [cookies.heavy, cookies.ordinary, ...spread.slice(0, 20)]) {
      const answer = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body })
        .then((r) => r.json() as Promise<{ data?: { dashboard: { habits: unknown[] } }; errors?: unknown }>);
      if (answer.errors || !answer.data) throw new Error(`dashboard answered ${JSON.stringify(answer).slice(0, 300)}`);
    }
    let next = 0;
    let graphqlErrors = 0;
    const load = (who: string[], seconds: number) => autocannon({
      url: `${base}/graphql`, connections: CONCURRENCY, duration: seconds,
      requests: [{
        method: 'POST', body, headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: who[next++ % who.length] } }),
        onResponse: (status, answer) => { if (status === 200 && answer.includes('"errors"')) graphqlErrors += 1; },
      }],
    });
    const scenarios = { ordinary: [cookies.ordinary], heavy: [cookies.heavy], spread };
    const slices: Record<keyof typeof scenarios, autocannon.Result[]> = { ordinary: [], heavy: [], spread: [] };
    const errorsOf: Record<keyof typeof scenarios, number> = { ordinary: 0, heavy: 0, spread: 0 };
    for (const who of Object.values(scenarios)) await load(who, 2); // warm up
    for (let i = 0; i < ROUNDS; i++) {
      for (const [name, who] of Object.entries(scenarios) as Array<[keyof typeof scenarios, string[]]>) {
        progress(`dashboard, ${name}: slice ${i + 1} of ${ROUNDS}`);
        const before = graphqlErrors;
        const result = await load(who, SLICE_SECONDS);
        slices[name].push(result);
        errorsOf[name] += graphqlErrors - before + result.errors + result.non2xx;
      }
    }
    const summary = (name: keyof typeof scenarios): Load => {
      const list = slices[name];
      const requests = list.reduce((sum, r) => sum + r.requests.total, 0);
      return {
        reqPerSec: round(requests / list.reduce((sum, r) => sum + r.duration, 0)),
        p50Ms: median(list.map((r) => r.latency.p50)), p99Ms: median(list.map((r) => r.latency.p99)),
        requests, errors: errorsOf[name],
      };
    };
    const dashboards = { ordinary: summary('ordinary'), heavy: summary('heavy'), spread: { ...summary('spread'), users: spread.length } };
    const [{ rewritten }] = await db.query(
      `SELECT count(*)::int AS rewritten FROM ${s.from} WHERE ${s.c.sid} LIKE '${SESSION_PREFIX}%' AND ${s.c.sess} ->> 'ip' IS DISTINCT FROM '${SESSION_IP}'
          OR (${s.c.sess} ->> 'touchedAt')::bigint < (SELECT max((${s.c.sess} ->> 'touchedAt')::bigint) FROM ${s.from} WHERE ${s.c.sid} LIKE '${SESSION_PREFIX}%')`);
    figures.dashboard = { ...dashboards, spreadOverOne: round(dashboards.spread.reqPerSec / dashboards.ordinary.reqPerSec, 2), sessionsRewritten: rewritten };
    if (Object.values(errorsOf).some(Boolean)) {
      progress(`dashboard: failed requests ${JSON.stringify(errorsOf)}`);
      process.exitCode = 1;
    }
    await stop(app);
    app = undefined;

    // 2. Trends, export, import and ticks: the app in this process, its statements timed.
    const inProcess = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, SESSION_SECRET, USER_RATE_LIMIT: RATE_LIMIT }), db, pino({ level: 'silent' }));
    await new Promise<void>((resolve) => inProcess.httpServer.listen(0, '127.0.0.1', resolve));
    const local = `http://127.0.0.1:${(inProcess.httpServer.address() as AddressInfo).port}`;
    try {
      const graphql = async (cookie: string, query: string, variables: Record<string, unknown>) => {
        const answer = await fetch(`${local}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) })
          .then((r) => r.json() as Promise<{ data?: unknown; errors?: unknown }>);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors).slice(0, 300));
        return answer.data;
      };
      progress('trends');
      const trends = {
        heavy: await timed(() => graphql(cookies.heavy, TRENDS, { to: yesterday() }), 5, 2),
        ordinary: await timed(() => graphql(cookies.ordinary, TRENDS, { to: yesterday() }), 5, 2),
      };
      figures.trends = trends;

      progress('export');
      let heavyExport = new Uint8Array();
      const exportOf = (cookie: string, keep = false) => async () => {
        const response = await fetch(`${local}/api/export?format=json`, { headers: { cookie, 'accept-encoding': 'identity' } });
        if (response.status !== 200) throw new Error(`export answered ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (keep) heavyExport = bytes;
        return bytes.length;
      };
      const exports = {
        heavy: { ...await timed(exportOf(cookies.heavy, true), 3), bytes: 0 },
        ordinary: { ...await timed(exportOf(cookies.ordinary), 5, 2), bytes: (await exportOf(cookies.ordinary)()) },
      };
      exports.heavy.bytes = heavyExport.length;
      figures.export = exports;

      // The heavy user's export into new accounts (Unlimited, signed in as the others).
      progress('import');
      const imports: Array<{ seconds: number; sqlSeconds: number; statements: number; summary: string }> = [];
      for (let i = 0; i < IMPORTS; i++) {
        const [{ id }] = await db.query(
          `INSERT INTO ${u.table} (${u.col.username}, ${u.col.email}, ${u.col.plan}, ${u.col.stripeSubscriptionId}, ${u.col.activatedAt})
           VALUES ('Importer', $1, 'unlimited', 'operator-grant', now()) RETURNING ${u.col.id} AS id`, [`scale-import-${i}-${Date.now()}@example.com`]);
        const sid = `${SESSION_PREFIX}import-${i}`;
        await db.query(
          `INSERT INTO ${s.table} (${s.col.sid}, ${s.col.sess}, ${s.col.expire})
           SELECT $1, (${s.col.sess}::jsonb || jsonb_build_object('userId', $2::text))::json, ${s.col.expire} FROM ${s.table} WHERE ${s.col.sid} = '${SESSION_PREFIX}0'`, [sid, id]);
        const form = new FormData();
        form.append('file', new Blob([Buffer.from(heavyExport)]), 'cairn-export.json');
        const log: TimedStatement[] = [];
        timing = log;
        const started = performance.now();
        const response = await fetch(`${local}/api/import`, { method: 'POST', body: form, headers: { cookie: cookieFor(sid), origin: local } });
        const answer = await response.json() as { summary?: string; message?: string };
        timing = undefined;
        if (response.status !== 200) throw new Error(`import answered ${response.status}: ${answer.message}`);
        imports.push({
          seconds: round((performance.now() - started) / 1000, 2), sqlSeconds: round(log.reduce((sum, t) => sum + t.ms, 0) / 1000, 2),
          statements: log.length, summary: (answer.summary ?? '').slice(0, 160),
        });
      }
      figures.import = { runs: imports, medianSeconds: median(imports.map((run) => run.seconds)) };

      progress('WAL per tick');
      const tick = (cookie: string, habitId: string, day: string) => graphql(cookie, TICK, { id: habitId, day });
      figures.walPerTick = await walPerTick(db, tick);
      figures.walPerTickCompressed = await withWalCompression(db, () => walPerTick(db, tick));
    } finally {
      await inProcess.close();
    }
  } finally {
    if (app) await stop(app);
    await database.close();
  }
  report(figures);
}

/**
 * `work` with the server's full-page images compressed by the best method it has (zstd, lz4,
 * then pglz), as docs/scaling.md recommends: set by ALTER SYSTEM and a reload (every backend,
 * the app's too, takes it before its next statement), reset afterwards. Null when the server
 * already compresses them or the role may not change it.
 */
async function withWalCompression<T>(db: DataSource, work: () => Promise<T>): Promise<(T & { method: string }) | null> {
  const [{ wal_compression: current }] = await db.query('SHOW wal_compression');
  if (current !== 'off') return null;
  let method: string | undefined;
  for (const candidate of ['zstd', 'lz4', 'pglz']) {
    if (await db.query(`SET wal_compression = ${candidate}`).then(() => true, () => false)) { method = candidate; break; }
  }
  await db.query('RESET wal_compression').catch(() => undefined);
  if (!method) return null;
  const applied = async (value: string) => {
    await db.query('SELECT pg_reload_conf()');
    for (;;) {
      const [{ wal_compression: now }] = await db.query('SHOW wal_compression');
      if (now === value) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await db.query(`ALTER SYSTEM SET wal_compression = ${method}`);
  try {
    await applied(method);
    return { ...await work(), method };
  } finally {
    await db.query('ALTER SYSTEM RESET wal_compression');
    await applied('off');
  }
}

/** TICKS setHabitDone calls, each on a fresh day of a daily habit of another ordinary user, each after a CHECKPOINT. */
async function walPerTick(db: DataSource, tick: (cookie: string, habitId: string, day: string) => Promise<unknown>) {
  const u = sqlTable(db, User, 'u');
  const h = sqlTable(db, UserHabit, 'h');
  const c = sqlTable(db, HabitCompletion, 'c');
  const s = sqlTable(db, SessionRecord, 's');
  const inspect = await db.query(`CREATE EXTENSION IF NOT EXISTS pg_walinspect`).then(() => true, () => false);
  const [{ oid }] = await db.query(`SELECT oid::text AS oid FROM pg_database WHERE datname = current_database()`);
  const targets: Array<{ habit_id: string; day: string; sid: string }> = await db.query(
    `SELECT t.habit_id, t.day, ${s.c.sid} AS sid
       FROM (SELECT ${u.c.id} AS id FROM ${u.from} WHERE ${u.c.email} LIKE 'scale-%' AND ${u.c.email} <> 'scale-0@example.com' ORDER BY md5(${u.c.id}::text) LIMIT $1 * 4) pick
      CROSS JOIN LATERAL (
             SELECT ${h.c.id} AS habit_id, to_char(d, 'YYYY-MM-DD') AS day FROM ${h.from}, generate_series(current_date - 7, current_date - 1, interval '1 day') d
              WHERE ${h.c.userId} = pick.id AND ${h.c.scheduleKind} = 'daily' AND ${h.c.createdAt} < now() - interval '10 days'
                AND NOT EXISTS (SELECT 1 FROM ${c.from} WHERE ${c.c.userId} = pick.id AND ${c.c.userHabitId} = ${h.c.id} AND ${c.c.day} = d::date)
              ORDER BY d DESC LIMIT 1) t
       JOIN ${s.from} ON ${s.c.userId} = pick.id
      LIMIT $1`, [TICKS]);
  const ticks: TickWal[] = [];
  const fpiByRelation = new Map<string, number>();
  for (const target of targets) {
    await db.query('CHECKPOINT');
    const [{ lsn: before }] = await db.query('SELECT pg_current_wal_lsn()::text AS lsn');
    await tick(cookieFor(target.sid), target.habit_id, target.day);
    // The tick's commit is flushed before it answers (synchronous_commit): pg_walinspect reads up to the flushed end.
    const [{ flushed: after, bytes }] = await db.query(
      `SELECT pg_current_wal_flush_lsn()::text AS flushed, pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::int AS bytes`, [before]);
    const wal: TickWal = { lsnBytes: bytes };
    if (inspect) {
      // This database's records (its blocks, and the commits of the transactions that wrote them): the server may serve others.
      const [own] = await db.query(
        `WITH records AS (SELECT * FROM pg_get_wal_records_info($1, $2)),
              ours AS (SELECT * FROM records WHERE block_ref LIKE '%/' || $3::text || '/%'
                        OR (xid <> '0' AND xid IN (SELECT xid FROM records WHERE block_ref LIKE '%/' || $3::text || '/%')))
         SELECT coalesce(sum(record_length), 0)::int AS bytes, coalesce(sum(fpi_length), 0)::int AS fpi, count(*)::int AS records,
                (SELECT json_agg(m[1]) FROM records, regexp_matches(block_ref, 'rel \\d+/' || $3::text || '/(\\d+) fork \\w+ blk \\d+ \\(FPW\\)', 'g') m) AS fpw_relfilenodes
           FROM ours`, [before, after, oid]);
      Object.assign(wal, { ownBytes: own.bytes, fpiBytes: own.fpi, records: own.records });
      for (const relfilenode of (own.fpw_relfilenodes ?? []) as string[]) fpiByRelation.set(relfilenode, (fpiByRelation.get(relfilenode) ?? 0) + 1);
    }
    ticks.push(wal);
  }
  const names: Array<{ relfilenode: string; name: string }> = fpiByRelation.size
    ? await db.query(`SELECT relfilenode::text AS relfilenode, relname AS name FROM pg_class WHERE relfilenode::text = ANY($1)`, [[...fpiByRelation.keys()]]) : [];
  const own = ticks.map((t) => t.ownBytes ?? t.lsnBytes);
  const fpi = ticks.reduce((sum, t) => sum + (t.fpiBytes ?? 0), 0);
  return {
    ticks: ticks.length, pgWalinspect: inspect,
    medianBytes: median(own), maxBytes: Math.max(...own),
    medianLsnBytes: median(ticks.map((t) => t.lsnBytes)),
    fullPageImageShare: inspect ? round(fpi / own.reduce((sum, b) => sum + b, 0), 2) : null,
    fullPageImagesPerTick: Object.fromEntries([...fpiByRelation].map(([relfilenode, count]) => [names.find((n) => n.relfilenode === relfilenode)?.name ?? relfilenode, round(count / ticks.length, 2)])
      .sort((a, b) => (b[1] as number) - (a[1] as number))),
  };
}

/** Heap, index and total size of each user table, each of its indexes, and bytes per completion (with habit_runs). */
async function sizes(db: DataSource) {
  const tables = USER_TABLES.map((entity) => db.getMetadata(entity).tableName);
  const perTable: SizeRow[] = (await db.query(
    `SELECT relname AS table, reltuples::bigint AS rows, pg_table_size(oid) AS "heapBytes", pg_indexes_size(oid) AS "indexBytes", pg_total_relation_size(oid) AS "totalBytes"
       FROM pg_class WHERE relname = ANY($1) AND relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY pg_total_relation_size(oid) DESC`, [tables]))
    .map((row: Record<string, string>) => ({ table: row.table, rows: Number(row.rows), heapBytes: Number(row.heapBytes), indexBytes: Number(row.indexBytes), totalBytes: Number(row.totalBytes) }));
  const perIndex: Array<{ index: string; table: string; bytes: number }> = (await db.query(
    `SELECT i.indexrelid::regclass::text AS index, t.relname AS table, pg_relation_size(i.indexrelid) AS bytes
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
      ORDER BY pg_relation_size(i.indexrelid) DESC`, [tables])).map((row: Record<string, string>) => ({ index: row.index, table: row.table, bytes: Number(row.bytes) }));
  const completions = db.getMetadata(HabitCompletion).tableName;
  const runs = db.getMetadata(HabitRun).tableName;
  const [{ count, database }] = await db.query(`SELECT (SELECT count(*) FROM ${completions})::bigint AS count, pg_database_size(current_database()) AS database`);
  const bytesOf = (table: string) => perTable.find((row) => row.table === table)?.totalBytes ?? 0;
  return {
    databaseBytes: Number(database), completions: Number(count),
    bytesPerCompletion: round((bytesOf(completions) + bytesOf(runs)) / Number(count)),
    perTable, perIndex,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function report(figures: Record<string, unknown>): void {
  if (JSON_OUTPUT) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  const f = figures as {
    users: number; generation: Generated; ordinaryUser: { habits: number; daysOfHistory: number };
    sizes: Awaited<ReturnType<typeof sizes>>;
    dashboard: { ordinary: Load; heavy: Load; spread: Load & { users: number }; spreadOverOne: number; sessionsRewritten: number };
    trends: Record<'heavy' | 'ordinary', Timed>; export: Record<'heavy' | 'ordinary', Timed & { bytes: number }>;
    import: { runs: Array<{ seconds: number; sqlSeconds: number }>; medianSeconds: number };
    walPerTick: Awaited<ReturnType<typeof walPerTick>>;
    walPerTickCompressed: Awaited<ReturnType<typeof withWalCompression<Awaited<ReturnType<typeof walPerTick>>>>>;
  };
  const rows = f.generation.rows;
  console.log(`\n## Cairn at ${f.users.toLocaleString('en')} users (PostgreSQL ${String(figures.postgres)})\n`);
  console.log(`Generated in ${f.generation.seconds} s: ${Object.entries(rows).map(([table, n]) => `${table} ${n.toLocaleString('en')}`).join(', ')}.`);
  console.log(`Database ${mb(f.sizes.databaseBytes)}; ${f.sizes.bytesPerCompletion} bytes per completion (habit_completions and habit_runs with their indexes).`);
  console.log(`Ordinary user: Unlimited, ${f.ordinaryUser.habits} habits, ${f.ordinaryUser.daysOfHistory} days of history; heavy user: 50 habits × 5 years.\n`);
  const d = f.dashboard;
  const w = f.walPerTick;
  const t = (x: Timed) => `${x.sqlMs} ms SQL (${x.statements} statements), ${x.totalMs} ms in all`;
  console.log('| measured | figure |\n|---|---|');
  console.log(`| \`dashboard(day)\`, ordinary user, req/s | ${d.ordinary.reqPerSec} (p50 ${d.ordinary.p50Ms} ms, p99 ${d.ordinary.p99Ms} ms) |`);
  console.log(`| \`dashboard(day)\`, heavy user, req/s | ${d.heavy.reqPerSec} (p50 ${d.heavy.p50Ms} ms, p99 ${d.heavy.p99Ms} ms) |`);
  console.log(`| \`dashboard(day)\` across ${d.spread.users.toLocaleString('en')} users, req/s | ${d.spread.reqPerSec} (p50 ${d.spread.p50Ms} ms, p99 ${d.spread.p99Ms} ms) |`);
  console.log(`| across users vs one user (ratio) | ${d.spreadOverOne} |`);
  console.log(`| export, ordinary user | ${t(f.export.ordinary)}, ${(f.export.ordinary.bytes / 1024).toFixed(0)} KB |`);
  console.log(`| export, heavy user | ${t(f.export.heavy)}, ${mb(f.export.heavy.bytes)} |`);
  console.log(`| import of the heavy user's export into a new account | ${f.import.runs.map((run) => `${run.seconds} s`).join(', ')} (SQL ${f.import.runs.map((run) => `${run.sqlSeconds} s`).join(', ')}) |`);
  console.log(`| trends, heavy user | ${t(f.trends.heavy)} |`);
  console.log(`| trends, ordinary user | ${t(f.trends.ordinary)} |`);
  console.log(`| one tick (\`setHabitDone\` + trigger) after a CHECKPOINT, WAL | median ${(w.medianBytes / 1024).toFixed(1)} KB, max ${(w.maxBytes / 1024).toFixed(1)} KB${w.fullPageImageShare !== null ? `, ${Math.round(w.fullPageImageShare * 100)}% full-page images` : ''} (${w.ticks} ticks) |`);
  const z = f.walPerTickCompressed;
  if (z) console.log(`| the same, \`wal_compression = ${z.method}\` | median ${(z.medianBytes / 1024).toFixed(1)} KB, max ${(z.maxBytes / 1024).toFixed(1)} KB (${z.ticks} ticks) |`);
  console.log('\nSlowest statements of a typical run:');
  for (const [name, x] of [['export, heavy', f.export.heavy], ['export, ordinary', f.export.ordinary], ['trends, heavy', f.trends.heavy], ['trends, ordinary', f.trends.ordinary]] as const) {
    console.log(`- ${name}:\n${x.slowest.map((line) => `    ${line}`).join('\n')}`);
  }
  if (d.sessionsRewritten || Object.values(d).some((x) => typeof x === 'object' && (x as Load).errors)) {
    console.log(`\nWarning: ${d.sessionsRewritten} sessions rewritten, failed requests ordinary ${d.ordinary.errors}, heavy ${d.heavy.errors}, spread ${d.spread.errors}.`);
  }
  console.log(`\nFull-page images per tick, by relation: ${Object.entries(w.fullPageImagesPerTick).map(([name, n]) => `${name} ${n}`).join(', ') || 'none recorded'}`);
  console.log('\n| table | rows | heap | indexes | total |\n|---|---|---|---|---|');
  for (const row of f.sizes.perTable) console.log(`| ${row.table} | ${row.rows.toLocaleString('en')} | ${mb(row.heapBytes)} | ${mb(row.indexBytes)} | ${mb(row.totalBytes)} |`);
  console.log('\n| index | table | size |\n|---|---|---|');
  for (const row of f.sizes.perIndex.filter((index) => index.bytes >= 1024 * 1024)) console.log(`| ${row.index} | ${row.table} | ${mb(row.bytes)} |`);
  console.log(`\nGeneration steps: ${f.generation.steps.map((step) => `${step.step} ${step.seconds} s`).join(', ')}`);
}

main().catch(fail);
