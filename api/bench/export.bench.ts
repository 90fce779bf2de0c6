// `npm run bench:export`: time and peak memory to export and to import a long history: 100
// habits × 10 years (a fifth measured, with amounts; skips and notes sprinkled in), vacations
// and 2,000 tasks. Exports Cairn JSON and the Loop CSV zip over HTTP, then imports each file
// into a fresh account (POST /api/import) and checks that the JSON round trip holds.
// Memory is this process's (the app and the client reading the download); PostgreSQL runs apart.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { hashPassword } from '../src/modules/users/passwords';
import { fail, openBenchDatabase } from './harness';

const HABITS = Number(process.env.BENCH_HABITS ?? 100);
const DAYS = Number(process.env.BENCH_DAYS ?? 3650);
const PASSWORD = 'benchmark password';
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/**
 * Runs `work` twice. First timed, sampling RSS every 10 ms (cheap, no collections forced).
 * Then again with a forced collection every 100 ms (node --expose-gc) before reading the heap,
 * so that garbage not yet collected does not count: the peak live heap is what the work holds.
 * Both peaks are above what was in use before.
 */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  gc();
  const base = process.memoryUsage();
  let rss = base.rss;
  const rssTimer = setInterval(() => { rss = Math.max(rss, process.memoryUsage.rss()); }, 10);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(rssTimer);
  }
  const seconds = (performance.now() - started) / 1000;
  gc();
  const heapBase = process.memoryUsage().heapUsed;
  let heap = heapBase;
  const heapTimer = setInterval(() => { gc(); heap = Math.max(heap, process.memoryUsage().heapUsed); }, 100);
  try {
    await work();
  } finally {
    clearInterval(heapTimer);
  }
  console.log(`${label}: ${seconds.toFixed(2)} s, peak RSS +${((rss - base.rss) / MB).toFixed(1)} MB (${(rss / MB).toFixed(0)} MB in all), peak live heap +${((heap - heapBase) / MB).toFixed(1)} MB`);
  return result;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const { db, url } = database;
  const hash = await hashPassword(PASSWORD);
  const account = async (tag: string) => {
    const email = `bench-${tag}-${Date.now()}@example.com`;
    const [{ id }] = await db.query(
      `WITH u AS (INSERT INTO users (username, email, password_hash, plan, stripe_subscription_id, activated_at)
                  VALUES ('bench', $1, $2, 'unlimited', 'operator-grant', now()) RETURNING id, email)
       INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM u RETURNING user_id AS id`, [email, hash]);
    return { id: id as string, email };
  };

  const owner = await account('owner');
  await db.query(
    `INSERT INTO items (kind, text, category, user_id) SELECT 'habit', 'Habit ' || i, 'Health', $1 FROM generate_series(1, $2::int) i`, [owner.id, HABITS]);
  await db.query(
    `INSERT INTO user_habits (user_id, item_id, position, created_at, schedule_kind, freq_num, freq_den, unit, target_milli, direction)
     SELECT $1, id, row_number() OVER (ORDER BY created_at, text) - 1, now() - make_interval(days => $2::int),
            CASE WHEN n % 3 = 0 THEN 'per_period' ELSE 'daily' END, CASE WHEN n % 3 = 0 THEN 3 END, CASE WHEN n % 3 = 0 THEN 7 END,
            CASE WHEN n % 5 = 0 THEN 'minutes' END, CASE WHEN n % 5 = 0 THEN 20000 END, CASE WHEN n % 5 = 0 THEN 'AT_LEAST' END
       FROM (SELECT id, text, created_at, row_number() OVER (ORDER BY text) AS n FROM items WHERE user_id = $1) i`, [owner.id, DAYS]);
  // The runs of done days are rebuilt once, as an import does, instead of row by row.
  await db.transaction(async (manager) => {
    await manager.query(`SELECT set_config('cairn.habit_runs_deferred', 'on', true)`);
    await manager.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day, state, value_milli)
       SELECT h.user_id, h.id, d::date,
              CASE WHEN r < 0.05 THEN 'skipped' WHEN h.unit IS NOT NULL AND r < 0.15 THEN 'unmet' ELSE 'done' END,
              CASE WHEN r < 0.05 OR h.unit IS NULL THEN NULL WHEN r < 0.15 THEN 5000 ELSE 25000 END
         FROM user_habits h, generate_series(current_date - $2::int, current_date - 1, interval '1 day') d, LATERAL (SELECT random() + 0 * h.position AS r) x
        WHERE h.user_id = $1 AND x.r < 0.85`, [owner.id, DAYS]);
    // A note on about 2% of the days, whatever their state (some on days with no entry).
    await manager.query(
      `INSERT INTO habit_day_notes (user_id, user_habit_id, day, note)
       SELECT h.user_id, h.id, d::date, 'A note, with a comma and "quotes"'
         FROM user_habits h, generate_series(current_date - $2::int, current_date - 1, interval '1 day') d
        WHERE h.user_id = $1 AND random() < 0.02`, [owner.id, DAYS]);
    await manager.query(`SELECT rebuild_habit_runs($1, array(SELECT id FROM user_habits WHERE user_id = $1))`, [owner.id]);
  });
  await db.query(`INSERT INTO vacations (user_id, start_day, end_day) SELECT $1, current_date - 400 * i, current_date - 400 * i + 9 FROM generate_series(1, 8) i`, [owner.id]);
  await db.query(
    `INSERT INTO tasks (user_id, text, position, complete, completed_day)
     SELECT $1, 'Task ' || i, i, i > 100, CASE WHEN i > 100 THEN current_date - (i % $2::int) END FROM generate_series(1, 2000) i`, [owner.id, DAYS]);
  const [{ completions }] = await db.query(
    `SELECT count(*)::int AS completions FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1`, [owner.id]);
  console.log(`history: ${HABITS} habits × ${DAYS} days, ${completions} recorded days, 2000 tasks, 8 vacations`);
  await db.query('ANALYZE');

  const app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), db, pino({ level: 'silent' }));
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
  const signIn = async (email: string) => {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    return login.headers.get('set-cookie')!.split(';')[0];
  };
  const ownerCookie = await signIn(owner.email);

  /** Downloads an export, holding only its chunks' total size (and the bytes, to import them next). */
  const download = async (format: 'json' | 'csv') => {
    const response = await fetch(`${base}/api/export?format=${format}`, { headers: { cookie: ownerCookie, 'accept-encoding': 'identity' } });
    if (response.status !== 200) throw new Error(`export ${format} answered ${response.status}`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) { size += chunk.length; if (format === 'csv' || size < 60 * MB) chunks.push(chunk); }
    return { size, bytes: Buffer.concat(chunks) };
  };

  const json = await measured('export JSON', () => download('json'));
  console.log(`  JSON document: ${(json.size / MB).toFixed(1)} MB`);
  const csv = await measured('export Loop CSV zip', () => download('csv'));
  console.log(`  Loop CSV zip: ${(csv.size / MB).toFixed(1)} MB`);

  const importInto = async (label: string, bytes: Uint8Array, fileName: string) => {
    const answer = await measured(`import ${label}`, async () => {
      const target = await account(label);
      const cookie = await signIn(target.email);
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(bytes)]), fileName);
      const response = await fetch(`${base}/api/import`, { method: 'POST', body: form, headers: { cookie, origin: base } });
      const body = await response.json() as { summary?: string; message?: string };
      if (response.status !== 200) throw new Error(`import ${label} answered ${response.status}: ${body.message}`);
      return body;
    });
    console.log(`  ${answer.summary!.slice(0, 160)}`);
  };
  if (json.size <= 50 * MB) await importInto('cairn-json', json.bytes, 'cairn-export.json');
  else console.log(`import cairn-json: skipped, ${(json.size / MB).toFixed(1)} MB is over the 50 MB upload limit`);
  await importInto('loop-csv', csv.bytes, 'cairn-loop-csv.zip');

  await app.close();
  await database.close();
}

main().catch(fail);
