// `npm run bench:load`: the app under load beside its "floor". It seeds a heavy user (50 habits
// with two years of history and 200 tasks; BENCH_SCALE=10 for five years, 2,000 tasks and
// 1,000 other users), records the SQL statements the app sends for each call, then runs the
// built app (production mode) and a bare node:http + pg server that sends exactly those
// statements (floor-server.ts), each in a process of its own, and loads them in turn with
// autocannon (32 connections, interleaved slices). It prints req/s, p50/p99 and app/floor.
// BENCH_ONLY=dashboard (any part of a call's name) loads only the calls it names;
// BENCH_FLOOR_UNNAMED=1 has the floor send every statement unnamed.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import type { Logger as QueryLogger } from 'typeorm';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { freePort } from '../src/db/embedded';
import { repoRoot } from '../src/shared/paths';
import { preparedName } from '../src/db/prepared';
import type { FloorRoutes, FloorStatement } from './floor-server';
import { fail, openBenchDatabase, seedHeavyUser, shippedNodeOptions, start, stop, yesterday } from './harness';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PASSWORD = 'benchmark password';

interface Call {
  name: string; method: 'GET' | 'POST'; path: (userId: string) => string; body?: string; floorPath: string;
  /** Asked as the base user (scale 1), beside the heavy one (BENCH_SCALE > 1). */
  base?: boolean;
}
const DASHBOARD = 'query($day: LocalDate!) { dashboard(day: $day) { id habits { id done habit { id item { text } } } tasks { id text complete } } }';
const DASHBOARD_CALL: Call = { name: 'GraphQL dashboard(day)', method: 'POST', path: () => '/graphql', body: JSON.stringify({ query: DASHBOARD, variables: { day: yesterday() } }), floorPath: '/dashboard' };
const ALL_CALLS: Call[] = [
  DASHBOARD_CALL,
  // The same dashboard (20 open tasks, 6 completed a day, 50 habits) for a user with the base
  // history: its time beside the heavy user's shows whether cost grows with history.
  ...(SCALE > 1 ? [{ ...DASHBOARD_CALL, name: 'GraphQL dashboard(day), base user', floorPath: '/dashboard-base', base: true }] : []),
  { name: 'REST populatetasks', method: 'GET', path: (id) => `/api/user/populatetasks/${id}`, floorPath: '/populatetasks' },
  { name: 'REST populatehabits', method: 'GET', path: (id) => `/api/user/populatehabits/${id}`, floorPath: '/populatehabits' },
];
const CALLS = ALL_CALLS.filter((call) => call.name.includes(process.env.BENCH_ONLY ?? ''));

/** Statements logged within this long of each other were started together (Promise.all). */
const TOGETHER_MS = 0.3;

function load(url: string, call: Call, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, method: call.method, body: call.body, headers, connections: CONNECTIONS, duration: seconds });
}

async function main(): Promise<void> {
  // 1. Record what the app sends for each call, in process, with a query logger.
  let recording: Array<FloorStatement & { at: number }> | undefined;
  const recorder: QueryLogger = {
    logQuery: (query, parameters) => { recording?.push({ query, parameters: (parameters ?? []) as unknown[], name: preparedName(query), at: performance.now() }); },
    logQueryError: () => {}, logQuerySlow: () => {}, logSchemaBuild: () => {}, logMigration: () => {}, log: () => {},
  };
  const bench = await openBenchDatabase(recorder);
  const { db, url } = bench;
  const email = `load-${Date.now()}@example.com`;
  const { userId, figures } = await seedHeavyUser(db, email, PASSWORD, SCALE);
  const baseEmail = `load-base-${Date.now()}@example.com`;
  const base = SCALE > 1 ? await seedHeavyUser(db, baseEmail, PASSWORD, 1) : undefined;
  // As autovacuum leaves a table in use: statistics, and the visibility map index-only scans need.
  await db.query('VACUUM ANALYZE');
  const userOf = (call: Call) => (call.base ? base!.userId : userId);
  const silent = pino({ level: 'silent' });
  const recordingApp = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), db, silent);
  await new Promise<void>((resolve) => recordingApp.httpServer.listen(0, '127.0.0.1', resolve));
  const recordingBase = `http://127.0.0.1:${(recordingApp.httpServer.address() as AddressInfo).port}`;
  const login = async (origin: string, as = email) => {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: as, password: PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
    return response.headers.get('set-cookie')!.split(';')[0];
  };
  const recordingCookies = { heavy: await login(recordingBase), base: base ? await login(recordingBase, baseEmail) : '' };
  const routes: FloorRoutes = {};
  const statementCounts: Record<string, number> = {};
  const plans: string[] = [];
  for (const call of CALLS) {
    const recordingCookie = call.base ? recordingCookies.base : recordingCookies.heavy;
    const ask = () => fetch(`${recordingBase}${call.path(userOf(call))}`, {
      method: call.method, body: call.body, headers: { 'content-type': 'application/json', cookie: recordingCookie },
    }).then((r) => r.text());
    await ask();
    recording = [];
    await ask();
    const statements = recording;
    recording = undefined;
    const steps: FloorRoutes[string] = [];
    statements.forEach((statement, i) => {
      const together = i > 0 && statement.at - statements[i - 1].at < TOGETHER_MS;
      if (together) steps[steps.length - 1].parallel.push(statement);
      else steps.push({ parallel: [statement] });
    });
    routes[call.floorPath] = steps;
    statementCounts[call.name] = statements.length;
    // The plans of the call's statements, as PostgreSQL runs them for this user.
    plans.push(`-- ${call.name} (${SCALE > 1 && !call.base ? `scale ${SCALE}` : 'base user'})`);
    for (const statement of statements) {
      const plan: Array<{ 'QUERY PLAN': string }> = await db.query(`EXPLAIN (COSTS OFF) ${statement.query}`, statement.parameters);
      plans.push(`${statement.query.replace(/\s+/g, ' ').trim().slice(0, 160)}`, ...plan.map((row) => `    ${row['QUERY PLAN'].slice(0, 200)}`));
    }
  }
  console.log(`Plans of the recorded statements:\n${plans.join('\n')}\n`);
  const seqScans = plans.filter((line) => /Seq Scan on (tasks|habit_completions|user_habits|habit_runs)\b/.test(line));
  console.log(seqScans.length ? `Sequential scans of history tables:\n${seqScans.join('\n')}\n` : 'No sequential scan of tasks, habit_completions, user_habits or habit_runs.\n');
  await recordingApp.close();

  // 2. The built app (npm run build's, as shipped) and the floor, each in a process of its own.
  const appPort = await freePort();
  const floorPort = await freePort();
  const app = await start(path.join(repoRoot(), 'api/dist/src/server.js'), {
    DATABASE_URL: url, PORT: String(appPort), NODE_ENV: 'production', ALLOW_INSECURE_COOKIES: 'true',
    APP_URL: `http://127.0.0.1:${appPort}`, SESSION_SECRET: 'b'.repeat(40), LOG_LEVEL: 'warn',
  }, `http://127.0.0.1:${appPort}/readyz`, shippedNodeOptions());
  const floor = await start(path.join(__dirname, 'floor-server.js'), {
    DATABASE_URL: url, PORT: String(floorPort), FLOOR_ROUTES: JSON.stringify(routes),
  }, `http://127.0.0.1:${floorPort}/ready`);

  try {
    const appBase = `http://127.0.0.1:${appPort}`;
    const cookies = { heavy: await login(appBase), base: base ? await login(appBase, baseEmail) : '' };
    const results: Array<Record<string, unknown>> = [];
    for (const call of CALLS) {
      const cookie = call.base ? cookies.base : cookies.heavy;
      const userId = userOf(call);
      const appHeaders = { 'content-type': 'application/json', cookie };
      const sample = await fetch(`${appBase}${call.path(userId)}`, { method: call.method, body: call.body, headers: appHeaders });
      const answerBytes = (await sample.arrayBuffer()).byteLength;
      if (sample.status !== 200) throw new Error(`${call.name} answered ${sample.status}`);
      await load(`${appBase}${call.path(userId)}`, call, appHeaders, 2); // warm up both
      await load(`http://127.0.0.1:${floorPort}${call.floorPath}`, call, {}, 2);
      const slices: Record<'app' | 'floor', autocannon.Result[]> = { app: [], floor: [] };
      for (let round = 0; round < ROUNDS; round++) {
        slices.app.push(await load(`${appBase}${call.path(userId)}`, call, appHeaders, SLICE_SECONDS));
        slices.floor.push(await load(`http://127.0.0.1:${floorPort}${call.floorPath}`, call, {}, SLICE_SECONDS));
      }
      const summary = (list: autocannon.Result[]) => {
        const requests = list.reduce((sum, r) => sum + r.requests.total, 0);
        const seconds = list.reduce((sum, r) => sum + r.duration, 0);
        const errors = list.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        return {
          reqPerSec: Number((requests / seconds).toFixed(1)),
          p50Ms: median(list.map((r) => r.latency.p50)),
          p99Ms: median(list.map((r) => r.latency.p99)),
          errors,
        };
      };
      const appFigures = summary(slices.app);
      const floorFigures = summary(slices.floor);
      // Figures over failed requests measure nothing: the run fails, after printing what it has.
      if (appFigures.errors || floorFigures.errors) {
        console.error(`${call.name}: ${appFigures.errors} failed requests on the app, ${floorFigures.errors} on the floor`);
        process.exitCode = 1;
      }
      results.push({
        call: call.name, sqlStatements: statementCounts[call.name], answerBytes,
        app: appFigures, floor: floorFigures, appOverFloor: Number((appFigures.reqPerSec / floorFigures.reqPerSec).toFixed(2)),
      });
    }
    console.log(JSON.stringify({ scale: SCALE, connections: CONNECTIONS, sliceSeconds: SLICE_SECONDS, rounds: ROUNDS, ...figures, results }, null, 2));
    console.log('\n| call | SQL | answer bytes | app req/s | floor req/s | app/floor | app p50 | app p99 | floor p99 |\n|---|---|---|---|---|---|---|---|---|');
    for (const r of results as Array<{ call: string; sqlStatements: number; answerBytes: number; app: { reqPerSec: number; p50Ms: number; p99Ms: number }; floor: { reqPerSec: number; p99Ms: number }; appOverFloor: number }>) {
      console.log(`| ${r.call} | ${r.sqlStatements} | ${r.answerBytes} | ${r.app.reqPerSec} | ${r.floor.reqPerSec} | ${r.appOverFloor} | ${r.app.p50Ms} ms | ${r.app.p99Ms} ms | ${r.floor.p99Ms} ms |`);
    }
    if (base) {
      const [heavy, light] = results as Array<{ app: { reqPerSec: number; p50Ms: number }; answerBytes: number }>;
      console.log(`\nDashboard, scale ${SCALE} user over base user (answers ${heavy.answerBytes} and ${light.answerBytes} bytes): p50 ${heavy.app.p50Ms} / ${light.app.p50Ms} ms, time per request ${(light.app.reqPerSec / heavy.app.reqPerSec).toFixed(2)}x`);
    }
  } finally {
    await stop(app);
    await stop(floor);
    await bench.close();
  }
}

main().catch(fail);
