// `npm run bench:offline`: the offline mode's figures (issue 28) for the heavy user of the load
// benchmark (50 habits, two years of history, 200 tasks; plan Unlimited).
// 1. Replay: an outbox of 100 changes made over four days offline, sent to the real app over
//    HTTP as syncOutbox sends them (one after another, in order, each with its Idempotency-Key and
//    Made-At): time per change and SQL statements; then the very same 100 again, all answered
//    from the idempotency store, and a check that this second pass changed nothing.
// 2. Browser: the built app in a process of its own and Chromium. The heavy user signs in and
//    opens Work, Habits, Goals and Progress; the cache kept in IndexedDB is measured (bytes,
//    gzip); then Work is reloaded offline (from the service worker and the kept cache) and online,
//    and the time from navigation start to its 50 habits in the page is taken (median of 5).
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Kind, parse, print, visit, type DefinitionNode, type FieldNode } from 'graphql';
import pino from 'pino';
import { chromium, type Page } from 'playwright-core';
import type { DataSource, Logger as QueryLogger } from 'typeorm';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { freePort } from '../src/db/embedded';
import { repoRoot } from '../src/shared/paths';
import { fail, openBenchDatabase, seedHeavyUser, shippedNodeOptions, start, stop, type BenchDatabase } from './harness';

const PASSWORD = 'benchmark password';
const CHANGES = 100;
/** Days the outbox spans, today included: the heavy user recorded nothing on them before. */
const OFFLINE_DAYS = 4;
const RELOADS = Number(process.env.BENCH_RELOADS ?? 5);

// ---------------------------------------------------------------------------------------------
// 1. Replaying an outbox

/** A queued change as the outbox keeps it: the operation's text, its variables. */
interface Change { operationName: string; query: string; variables: Record<string, unknown> }

/**
 * The Work screen's mutations as its outbox holds them: each operation with the fragments it
 * spreads, `__typename` added to every selection set (as Apollo Client sends it).
 */
function workMutations(): (operationName: string) => string {
  const document = parse(readFileSync(path.join(repoRoot(), 'web/src/features/workspace/dashboard.graphql'), 'utf8'));
  const withTypename = visit(document, {
    SelectionSet(node, _key, parent) {
      if ((parent as DefinitionNode | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
      const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
      return { ...node, selections: [...node.selections, typename] };
    },
  });
  const fragments = withTypename.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return (operationName) => {
    const operation = withTypename.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === operationName);
    if (!operation) throw new Error(`${operationName} is not in dashboard.graphql`);
    const text = print(operation);
    const spread = fragments.filter((fragment) => text.includes(`...${fragment.name.value}`));
    return print({ kind: Kind.DOCUMENT, definitions: [operation, ...spread] });
  };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * What four days offline leave in the outbox, in the order they were made. Each day: four new
 * tasks (ids made on the device), eleven habits ticked and two of them unticked again, two
 * skipped, the two measured habits' amounts, two of the new tasks completed; across the days,
 * two older tasks completed, two new ones deleted, tasks and habits reordered twice each.
 */
function offlineOutbox(habitIds: string[], measuredIds: string[], openTaskIds: string[], today: string): Change[] {
  const document = workMutations();
  const change = (operationName: string, variables: Record<string, unknown>): Change => ({ operationName, query: document(operationName), variables });
  const ticked = habitIds.filter((id) => !measuredIds.includes(id));
  const open = [...openTaskIds];
  const habitOrder = [...habitIds];
  const outbox: Change[] = [];
  for (let d = 0; d < OFFLINE_DAYS; d++) {
    const day = addDays(today, d - OFFLINE_DAYS + 1);
    const created = Array.from({ length: 4 }, () => randomUUID());
    for (const [n, id] of created.entries()) {
      outbox.push(change('WorkCreateTask', { id, text: `Offline task ${d + 1}.${n + 1}`, goalId: null }));
      open.push(id);
    }
    const todays = Array.from({ length: 11 }, (_, n) => ticked[(d * 11 + n) % ticked.length]);
    for (const id of todays) outbox.push(change('WorkSetHabitDone', { id, day, done: true }));
    for (const id of todays.slice(3, 5)) outbox.push(change('WorkSetHabitDone', { id, day, done: false }));
    for (const id of [ticked[(d * 11 + 11) % ticked.length], ticked[(d * 11 + 12) % ticked.length]]) {
      outbox.push(change('WorkSetHabitSkipped', { id, day, skipped: true }));
    }
    for (const [n, id] of measuredIds.entries()) outbox.push(change('WorkSetHabitValue', { id, day, value: String(d + n + 1) }));
    for (const id of created.slice(0, 2)) {
      outbox.push(change('WorkSetTaskComplete', { id, complete: true, day }));
      open.splice(open.indexOf(id), 1);
    }
    if (d === 0 || d === 2) {
      const older = open.shift()!;
      outbox.push(change('WorkSetTaskComplete', { id: older, complete: true, day }));
    }
    if (d === 1 || d === 2) {
      // Deleting an open task (the Work screen's bin): the last one made that day.
      const gone = created[3];
      outbox.push(change('WorkDeleteTask', { id: gone }));
      open.splice(open.indexOf(gone), 1);
    }
    if (d === 1 || d === 3) {
      // Drag the last open task to the top.
      open.unshift(open.pop()!);
      outbox.push(change('WorkReorderTasks', { ids: [...open] }));
    }
    if (d === 0 || d === 3) {
      // Drag a habit up two places.
      const from = 5 + d;
      habitOrder.splice(from - 2, 0, habitOrder.splice(from, 1)[0]);
      outbox.push(change('WorkReorderHabits', { ids: [...habitOrder] }));
    }
  }
  if (outbox.length !== CHANGES) throw new Error(`the outbox holds ${outbox.length} changes, not ${CHANGES}`);
  return outbox;
}

/** Counts the SQL statements the app sends (every query goes through TypeORM's logger). */
class StatementCounter implements QueryLogger {
  count = 0;
  logQuery(): void { this.count += 1; }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** What the user's changes could touch, as counts and one digest of every row (all columns). */
async function userState(db: DataSource, userId: string): Promise<{ tasks: number; completedTasks: number; habitDays: number; digest: string }> {
  const [state] = await db.query(
    `SELECT (SELECT count(*) FROM tasks WHERE user_id = $1 AND deleted_at IS NULL)::int AS "tasks",
            (SELECT count(*) FROM tasks WHERE user_id = $1 AND complete AND deleted_at IS NULL)::int AS "completedTasks",
            (SELECT count(*) FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1)::int AS "habitDays",
            md5(concat_ws('/',
              (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM tasks t WHERE t.user_id = $1),
              (SELECT string_agg(h::text, ',' ORDER BY h.id) FROM user_habits h WHERE h.user_id = $1),
              (SELECT string_agg(c::text, ',' ORDER BY c.user_habit_id, c.day) FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1),
              (SELECT string_agg(x::text, ',' ORDER BY x.user_habit_id, x.day) FROM habit_day_changes x JOIN user_habits h ON h.id = x.user_habit_id WHERE h.user_id = $1),
              (SELECT string_agg(r::text, ',' ORDER BY r.user_habit_id, r.first_day) FROM habit_runs r JOIN user_habits h ON h.id = r.user_habit_id WHERE h.user_id = $1)
            )) AS "digest"`, [userId]);
  return state;
}

interface PassFigures {
  totalMs: number; medianMs: number; p95Ms: number; statements: number; statementsPerChange: number;
  /** Statements per change, by operation (mean). */
  byOperation: Record<string, number>;
  replayed: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

interface ReplayFigures {
  firstPass: PassFigures;
  secondPass: PassFigures;
  secondPassChangedNothing: boolean;
  [figure: string]: unknown;
}

async function replayOutbox({ db, url }: BenchDatabase, counter: StatementCounter): Promise<ReplayFigures> {
  const email = `offline-replay-${Date.now()}@example.com`;
  const { userId, figures } = await seedHeavyUser(db, email, PASSWORD);
  const [{ today }] = await db.query(
    `SELECT to_char((now() AT TIME ZONE time_zone) - make_interval(hours => day_start_hour), 'YYYY-MM-DD') AS today FROM users WHERE id = $1`, [userId]);
  // The days spent offline: the server holds nothing of them yet, so each tick is a real change.
  await db.query(
    `DELETE FROM habit_completions c USING user_habits h WHERE h.id = c.user_habit_id AND h.user_id = $1 AND c.day > $2::date - $3::int`,
    [userId, today, OFFLINE_DAYS]);
  const habitIds: string[] = (await db.query(`SELECT id FROM user_habits WHERE user_id = $1 ORDER BY position`, [userId])).map((row: { id: string }) => row.id);
  const openTaskIds: string[] = (await db.query(
    `SELECT id FROM tasks WHERE user_id = $1 AND NOT complete AND deleted_at IS NULL ORDER BY position`, [userId])).map((row: { id: string }) => row.id);
  await db.query('VACUUM ANALYZE');

  const silent = pino({ level: 'silent' });
  const app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), db, silent);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${await login.text()}`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const graphql = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
      const answer = await response.json() as { errors?: unknown };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    };
    // Two habits measured (glasses, pages): their amounts are in the outbox too.
    const measuredIds = habitIds.slice(-2);
    for (const [n, id] of measuredIds.entries()) {
      await graphql('mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }',
        { id, input: { target: { unit: ['glasses', 'pages'][n], amount: '3', direction: 'AT_LEAST' } } });
    }
    const outbox = offlineOutbox(habitIds, measuredIds, openTaskIds, today);
    const keys = outbox.map(() => randomUUID());
    // Made a few minutes ago, three seconds apart, in the order they are sent.
    const sentAt = Date.now();
    const madeAt = outbox.map((_, i) => new Date(sentAt - (CHANGES - i) * 3_000).toISOString());

    const pass = async (): Promise<PassFigures> => {
      const times: number[] = [];
      const statements: Record<string, number[]> = {};
      let replayed = 0;
      const before = counter.count;
      const startedAt = process.hrtime.bigint();
      for (const [i, { operationName, query, variables }] of outbox.entries()) {
        const sent = counter.count;
        const start = process.hrtime.bigint();
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': keys[i], 'Made-At': madeAt[i] },
          body: JSON.stringify({ operationName, variables, query }),
        });
        const answer = await response.json() as { errors?: unknown };
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (response.status !== 200 || answer.errors) throw new Error(`${operationName} (change ${i + 1}) answered ${response.status}: ${JSON.stringify(answer.errors)}`);
        if (response.headers.get('Idempotent-Replayed') === 'true') replayed += 1;
        (statements[operationName] ??= []).push(counter.count - sent);
      }
      const totalMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
      const total = counter.count - before;
      times.sort((a, b) => a - b);
      return {
        totalMs: round(totalMs), medianMs: round(quantile(times, 0.5), 2), p95Ms: round(quantile(times, 0.95), 2),
        statements: total, statementsPerChange: round(total / CHANGES, 2),
        byOperation: Object.fromEntries(Object.entries(statements).map(([name, counts]) => [`${name} ×${counts.length}`, round(counts.reduce((a, b) => a + b, 0) / counts.length, 1)])),
        replayed,
      };
    };

    const initial = await userState(db, userId);
    const first = await pass();
    const afterFirst = await userState(db, userId);
    const second = await pass();
    const afterSecond = await userState(db, userId);
    const { digest: initialDigest, ...initialCounts } = initial;
    const { digest: firstDigest, ...firstCounts } = afterFirst;
    const { digest: secondDigest, ...secondCounts } = afterSecond;
    const unchanged = firstDigest === secondDigest && JSON.stringify(firstCounts) === JSON.stringify(secondCounts);
    console.log(`Second pass changed nothing: ${unchanged ? 'yes' : 'NO'} (tasks ${firstCounts.tasks} → ${secondCounts.tasks}, `
      + `completed tasks ${firstCounts.completedTasks} → ${secondCounts.completedTasks}, habit days ${firstCounts.habitDays} → ${secondCounts.habitDays}, `
      + `digest of the user's tasks, habits, days, changes and runs ${firstDigest === secondDigest ? 'equal' : 'different'}); `
      + `${second.replayed} of ${CHANGES} answered as replays`);
    // The first pass must have changed the user's data, and the second nothing.
    if (initialDigest === firstDigest || !unchanged || second.replayed !== CHANGES || first.replayed !== 0) process.exitCode = 1;
    return { ...figures, outbox: CHANGES, before: initialCounts, afterFirstPass: firstCounts, afterSecondPass: secondCounts, firstPass: first, secondPass: second, secondPassChangedNothing: unchanged };
  } finally {
    await app.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The kept cache and Work's offline open, in Chromium

const HABIT_ROWS = 'ul[aria-label="Habits to complete"] > li, ul[aria-label="Completed habits"] > li';

/**
 * Runs in each page before its own scripts: notes when Work first holds `habits` rows
 * (performance.now(): milliseconds since the navigation started). Page code is sent as text,
 * as the bench compiles without the DOM library.
 */
function noteHabitsShown(habits: number): string {
  return `new MutationObserver((_, observer) => {
    if (document.querySelectorAll(${JSON.stringify(HABIT_ROWS)}).length < ${habits}) return;
    window.benchHabitsShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;
}

/** The user's entry in the kept cache (persisted-cache.ts: database cairn-offline, store cache), or null. */
function keptEntry(page: Page, userId: string): Promise<{ data: string; savedAt: number } | null> {
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('cairn-offline');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('cache')) { db.close(); resolve(null); return; }
      const get = db.transaction('cache').objectStore('cache').get(${JSON.stringify(userId)});
      get.onsuccess = () => { db.close(); resolve(get.result ?? null); };
      get.onerror = () => { db.close(); resolve(null); };
    };
    open.onerror = () => resolve(null);
  })`);
}

/**
 * Resolves once `expression` holds in the page. Polled from here: the app's Content Security
 * Policy refuses the eval that page.waitForFunction polls with in the page.
 */
async function until(page: Page, expression: string, timeoutMs = 60_000): Promise<void> {
  for (const started = Date.now(); !(await page.evaluate(expression).catch(() => false));) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reloads Work `times` times; answers each load's time to its habits shown (ms, in the page's clock). */
async function timeWorkOpens(page: Page, times: number, offline: boolean): Promise<number[]> {
  const shown: number[] = [];
  for (let i = 0; i < times; i++) {
    await page.reload({ waitUntil: 'commit' });
    await until(page, 'window.benchHabitsShownAt !== undefined');
    // Offline, the page says so: it opened from the service worker and the kept cache.
    if (offline) await page.getByText(/^Offline —/).waitFor();
    shown.push(await page.evaluate('window.benchHabitsShownAt') as number);
  }
  return shown;
}

function median(values: number[]): number {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** What fills the kept cache: bytes of JSON by normalized entry type (ROOT_QUERY's fields apart), largest first. */
function cacheComposition(data: string, top = 6): Record<string, number> {
  const entries = JSON.parse(data) as Record<string, Record<string, unknown>>;
  const bytes: Record<string, number> = {};
  const add = (key: string, value: unknown) => { bytes[key] = (bytes[key] ?? 0) + JSON.stringify(value).length; };
  for (const [id, entry] of Object.entries(entries)) {
    if (id !== 'ROOT_QUERY') add(id.split(':')[0], entry);
    else for (const [field, value] of Object.entries(entry)) add(`ROOT_QUERY.${field.split('(')[0]}`, value);
  }
  return Object.fromEntries(Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, top));
}

interface OpenFigures {
  habits: number; completions: number; tasks: number;
  cacheBytes: number; cacheGzipBytes: number; cacheEntries: number; cacheLargest: Record<string, number>;
  offlineOpenMs: { median: number; runs: number[] };
  onlineOpenMs: { median: number; runs: number[] };
}

async function offlineOpen({ db, url }: BenchDatabase): Promise<OpenFigures> {
  const email = `offline-browser-${Date.now()}@example.com`;
  const { userId, figures } = await seedHeavyUser(db, email, PASSWORD);
  // Two years in, the onboarding tutorial is long done.
  await db.query(`UPDATE users SET tutorial_completed_at = now() WHERE id = $1`, [userId]);
  await db.query('VACUUM ANALYZE');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The built app (npm run build's), as shipped, in a process of its own.
  const server = await start(path.join(repoRoot(), 'api/dist/src/server.js'), {
    DATABASE_URL: url, PORT: String(port), NODE_ENV: 'production', ALLOW_INSECURE_COOKIES: 'true',
    APP_URL: base, SESSION_SECRET: 'b'.repeat(40), LOG_LEVEL: 'warn',
  }, `${base}/readyz`, shippedNodeOptions());
  // The Chromium the browser suite uses (playwright.config.ts).
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => p && existsSync(p));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    let lastAnswerAt = 0;
    page.on('requestfinished', (request) => { if (request.url().endsWith('/graphql')) lastAnswerAt = Date.now(); });

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/home$/);
    await page.goto('/workspace');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // Each screen in turn, so the kept cache holds what they read; every page load after the
    // first goes through the service worker, which keeps the app's page and its assets.
    for (const screen of ['/workspace', '/habits', '/goals', '/progress', '/workspace']) {
      await page.goto(screen, { waitUntil: 'networkidle' });
    }
    await until(page, 'navigator.serviceWorker.controller !== null');
    await until(page, `document.querySelectorAll(${JSON.stringify(HABIT_ROWS)}).length === ${figures.habits}`);
    // Kept: the entry was saved after the last answer came (a save follows each within 200 ms).
    let kept = await keptEntry(page, userId);
    for (const started = Date.now(); !(kept && kept.savedAt >= lastAnswerAt); kept = await keptEntry(page, userId)) {
      if (Date.now() - started > 30_000) throw new Error('the cache was not kept in IndexedDB (larger than MAX_CACHE_BYTES?)');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cacheBytes = Buffer.byteLength(kept.data, 'utf8');
    const cacheGzipBytes = gzipSync(kept.data).length;
    const cacheEntries = Object.keys(JSON.parse(kept.data) as object).length;

    await context.addInitScript(noteHabitsShown(figures.habits));
    await context.setOffline(true);
    const offline = await timeWorkOpens(page, RELOADS, true);
    await context.setOffline(false);
    const online = await timeWorkOpens(page, RELOADS, false);
    return {
      habits: figures.habits, completions: figures.completions, tasks: figures.tasks,
      cacheBytes, cacheGzipBytes, cacheEntries, cacheLargest: cacheComposition(kept.data),
      offlineOpenMs: { median: round(median(offline)), runs: offline.map((ms) => round(ms)) },
      onlineOpenMs: { median: round(median(online)), runs: online.map((ms) => round(ms)) },
    };
  } finally {
    await browser.close();
    await stop(server);
  }
}

async function main(): Promise<void> {
  const counter = new StatementCounter();
  const database = await openBenchDatabase(counter);
  let replay: ReplayFigures;
  let open: OpenFigures;
  try {
    replay = await replayOutbox(database, counter);
    console.log(JSON.stringify({ replay }, null, 2));
    // Another heavy user, as seeded: the browser part reads nothing the replay wrote.
    open = await offlineOpen(database);
    console.log(JSON.stringify({ browser: open }, null, 2));
  } finally {
    await database.close();
  }
  const { firstPass: first, secondPass: second } = replay;
  console.log([
    '',
    '| figure | value |',
    '|---|---|',
    `| Replay of ${CHANGES} changes, first pass | ${first.totalMs} ms; ${first.medianMs} ms median, ${first.p95Ms} ms p95 per change; ${first.statements} SQL statements (${first.statementsPerChange} per change) |`,
    `| The same ${CHANGES} again (idempotent replays) | ${second.totalMs} ms; ${second.medianMs} ms median, ${second.p95Ms} ms p95 per change; ${second.statements} SQL statements (${second.statementsPerChange} per change); changed nothing: ${replay.secondPassChangedNothing ? 'yes' : 'NO'} |`,
    `| Kept cache, heavy user (Work, Habits, Goals, Progress) | ${(open.cacheBytes / 1024).toFixed(0)} KB (${open.cacheBytes} bytes), ${(open.cacheGzipBytes / 1024).toFixed(0)} KB gzipped |`,
    `| Work opened offline, navigation start to the habits shown | ${open.offlineOpenMs.median} ms (median of ${RELOADS}) |`,
    `| Work opened online, the same | ${open.onlineOpenMs.median} ms (median of ${RELOADS}) |`,
  ].join('\n'));
}

main().catch(fail);
