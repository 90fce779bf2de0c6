import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import type { Client } from '../../../test/client';
import { checkAnswer } from '../../../test/openapi';
import { signedInUser } from '../../../test/users';
import { loopCsvZip, type LoopFixtureHabit } from '../../../test/fixtures/portability';
import type { ImportJobView } from './import-jobs';
import type { ImportReport } from './portability.types';
import { User } from '../users/user.entity';

// Two instances and a job queue on a shared, busy machine.
jest.setTimeout(60_000);

const HABITS: LoopFixtureHabit[] = [
  { name: 'Read', num: 1, den: 1, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }, { day: '2024-01-02', value: 'YES_MANUAL', note: 'Chapter 3' }] },
  { name: 'Walk', num: 3, den: 7, entries: [{ day: '2024-01-01', value: 'YES_MANUAL' }, { day: '2024-01-03', value: 'SKIP' }] },
];

// Instance A queues imports but runs no worker (as an instance whose worker died before taking
// the job); instance B, started later on the same database, works the queue.
let a: TestApp;
let b: SecondInstance | undefined;
// A's import options, read at each send: the last test makes A's jobs expire quickly.
const aImports = { waitMs: 1500, expireInSeconds: 15 * 60 };
beforeAll(async () => { a = await startTestApp({}, { importOptions: aImports }, { imports: true, importWorker: false }); });
afterAll(async () => {
  await b?.stop();
  await a.stop();
});

const q = (sql: string, params: unknown[] = []) => a.db.dataSource.query(sql, params);

async function upload(base: string, client: Client, bytes: Uint8Array, query = '', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'loop.zip');
  const response = await fetch(`${base}/api/import${query}`, { method: 'POST', body: form, headers: { origin: new URL(base).origin, cookie: client.cookie, ...headers } });
  const body = await response.json() as ImportReport & { jobId: string; statusUrl: string; status: string; message?: string; code?: string };
  checkAnswer('POST', '/api/import', response.status, body);
  return { status: response.status, body };
}

async function jobStatus(client: Client, id: string, headers: Record<string, string> = {}) {
  return client.rest<ImportJobView & { message: string }>('GET', `/api/import/jobs/${id}`, undefined, headers);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function habitCounts(userId: string) {
  const [row] = await q(`SELECT (SELECT count(*)::int FROM user_habits WHERE user_id = $1) AS habits,
    (SELECT count(*)::int FROM habit_completions c JOIN user_habits h ON h.id = c.user_habit_id WHERE h.user_id = $1) AS days`, [userId]);
  return row as { habits: number; days: number };
}

it('queues an import no worker takes (202 + status URL); another instance completes it exactly once; the status is the owner\'s only', async () => {
  const { client, id } = await signedInUser(a, { plan: 'unlimited' });
  const other = await signedInUser(a, { plan: 'unlimited' });

  const accepted = await upload(a.url, client, loopCsvZip(HABITS));
  expect(accepted.status).toBe(202);
  expect(accepted.body.status).toBe('queued');
  expect(accepted.body.statusUrl).toBe(`/api/import/jobs/${accepted.body.jobId}`);
  const jobId = accepted.body.jobId;

  const queued = await jobStatus(client, jobId);
  expect([queued.status, queued.body.status, queued.body.report]).toEqual([200, 'queued', null]);
  expect(await habitCounts(id)).toEqual({ habits: 0, days: 0 });

  // Ownership: another user's status call and GraphQL query answer not found.
  const foreign = await jobStatus(other.client, jobId);
  expect([foreign.status, foreign.body.message]).toEqual([404, 'Import job not found']);
  const foreignGql = await other.client.gql(`query ($id: ID!) { importJob(id: $id) { id status } }`, { id: jobId });
  expect(foreignGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  // Instance B comes up and works the queue.
  b = await startSecondInstance(a, { importOptions: { waitMs: 15_000, pollingIntervalSeconds: 0.5 } }, { imports: true });
  const done = await until(() => jobStatus(client, jobId), (answer) => answer.body.status === 'done');
  expect([done.body.status, done.body.code, done.body.message]).toEqual(['done', null, null]);
  expect(done.body.report?.totals).toEqual({ habits: 2, days: 4, notes: 1, goals: 0, tasks: 0, vacations: 0 });
  expect(done.body.report?.summary).toMatch(/^Imported 2 habits, 4 days, 1 note/);
  expect(await habitCounts(id)).toEqual({ habits: 2, days: 4 }); // 3 done + 1 skipped

  // The owner follows it over GraphQL too.
  const mine = await client.gql<{ importJob: { status: string; report: { summary: string } } }>(
    `query ($id: ID!) { importJob(id: $id) { status report { summary } code message } }`, { id: jobId });
  expect(mine.data?.importJob.status).toBe('done');
  // The job keeps its report's texts as keys and values, no English: each reader gets it in their language (issue 29).
  const [kept] = await q(`SELECT result FROM import_jobs WHERE user_id = $1 AND id = $2`, [id, jobId]);
  expect(kept.result).not.toHaveProperty('summary');
  expect(kept.result).not.toHaveProperty('formatLabel');
  const spanish = await client.gql<{ importJob: { report: { summary: string; formatLabel: string } } }>(
    `query ($id: ID!) { importJob(id: $id) { report { summary formatLabel } } }`, { id: jobId }, { 'accept-language': 'es' });
  expect(spanish.data?.importJob.report).toEqual({ summary: 'Se importaron 2 hábitos, 4 días, 1 nota', formatLabel: 'Exportación CSV de Loop Habit Tracker' });
  expect((await jobStatus(client, jobId, { 'accept-language': 'de' })).body.report?.summary).toBe('Importiert: 2 Gewohnheiten, 4 Tage und 1 Notiz');
  // A report kept before, in English, reads as it was.
  const before = { ...kept.result, summary: 'Imported 2 habits, 4 days, 1 note; 1 item not carried: X (Y.)', formatLabel: 'Loop Habit Tracker CSV export', notCarried: [{ what: 'X', reason: 'Y.' }] };
  await q(`UPDATE import_jobs SET result = $3 WHERE user_id = $1 AND id = $2`, [id, jobId, JSON.stringify(before)]);
  expect((await jobStatus(client, jobId, { 'accept-language': 'de' })).body.report).toMatchObject({ summary: before.summary, notCarried: before.notCarried });
  await q(`UPDATE import_jobs SET result = $3 WHERE user_id = $1 AND id = $2`, [id, jobId, JSON.stringify(kept.result)]);

  // pg-boss retrying the same job (its instance died before the completion reached pg-boss) writes nothing twice.
  await b.services.imports.runJob(jobId, false);
  const [row] = await q(`SELECT status, result FROM import_jobs WHERE id = $1`, [jobId]);
  expect(row.status).toBe('done');
  expect(row.result.totals.days).toBe(4);
  expect(await habitCounts(id)).toEqual({ habits: 2, days: 4 });
  const completed = async () => ((await q(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'import' AND data->>'jobId' = $1 AND state = 'completed'`, [jobId]))[0] as { count: number }).count;
  expect(await until(completed, (count) => count === 1, 10_000)).toBe(1);
});

it('with a worker running, an import within the wait answers its report as before; a refused file answers the same 4xx and its job says why', async () => {
  b ??= await startSecondInstance(a, { importOptions: { waitMs: 15_000, pollingIntervalSeconds: 0.5 } }, { imports: true });
  aImports.waitMs = 15_000; // startImport below goes through A, whose wait must outlast B's poll and import on a busy machine
  const { client, id } = await signedInUser(a, { plan: 'unlimited' });

  // Through B (which has a worker and waits longer than its poll): 200 with the report.
  const direct = await upload(b.url, client, loopCsvZip(HABITS.slice(0, 1)));
  expect([direct.status, direct.body.totals?.days]).toEqual([200, 2]);
  expect(await habitCounts(id)).toEqual({ habits: 1, days: 2 });

  // A wrong Habits.csv header: the same 400 and message as an in-request import.
  const wrong = await upload(b.url, client, loopCsvZip(HABITS, { habitsHeader: ['Name', 'Position'] }));
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toMatch(/^Habits.csv does not have Loop's header\. Expected: /);
  const [failed] = await q(`SELECT id FROM import_jobs WHERE user_id = $1 AND status = 'failed'`, [id]);
  const status = await jobStatus(client, failed.id as string);
  expect([status.body.status, status.body.code, status.body.message]).toEqual(['failed', 'BAD_USER_INPUT', wrong.body.message]);
  // Why it failed is kept as key and values: the job and the worker's refusal say it in the reader's language (issue 29).
  const german = 'Habits.csv hat nicht die Kopfzeile von Loop. Erwartet: Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?';
  expect((await jobStatus(client, failed.id as string, { 'accept-language': 'de' })).body.message).toBe(german);
  const wrongInArabic = await upload(b.url, client, loopCsvZip(HABITS, { habitsHeader: ['Name', 'Position'] }), '', { 'accept-language': 'ar' });
  expect([wrongInArabic.status, wrongInArabic.body.message]).toEqual([400, 'لا يحتوي Habits.csv على سطر العناوين الخاص بـ Loop. المتوقع: Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?']);

  // GraphQL: a preview's uploadId imported with startImport; done within the wait.
  const preview = await upload(b.url, client, loopCsvZip(HABITS), '?dryRun=1');
  expect(preview.status).toBe(200);
  const started = await client.gql<{ startImport: { status: string; report: { totals: { habits: number; days: number } } } }>(
    `mutation ($uploadId: ID!) { startImport(uploadId: $uploadId) { id status report { totals { habits days } } code message } }`, { uploadId: preview.body.uploadId });
  expect(started.data?.startImport.status).toBe('done');
  expect(started.data?.startImport.report.totals).toEqual({ habits: 1, days: 2 }); // Walk is new; Read was there
  expect(await habitCounts(id)).toEqual({ habits: 2, days: 4 });
});

it('an import whose instance died mid-import is expired by pg-boss, retried on another instance and completed once', async () => {
  await b?.stop();
  b = undefined;
  aImports.expireInSeconds = 2;
  aImports.waitMs = 1500;
  const { client, id } = await signedInUser(a, { plan: 'unlimited' });
  const accepted = await upload(a.url, client, loopCsvZip(HABITS));
  expect(accepted.status).toBe(202);
  const jobId = accepted.body.jobId;

  // An instance takes the job and dies mid-import: pg-boss holds it active, its status says running.
  const [taken] = await a.services.jobs.boss.fetch<{ jobId: string }>('import');
  expect(taken.data.jobId).toBe(jobId);
  await q(`UPDATE import_jobs SET status = 'running' WHERE id = $1`, [jobId]);
  expect((await jobStatus(client, jobId)).body.status).toBe('running');

  // Another instance's pg-boss maintenance expires it; its worker takes the retry and imports once.
  const started = Date.now();
  b = await startSecondInstance(a, { importOptions: { waitMs: 1500, pollingIntervalSeconds: 0.5 }, jobOptions: { maintenanceIntervalSeconds: 1 } }, { imports: true });
  const done = await until(() => jobStatus(client, jobId), (answer) => answer.body.status === 'done', 90_000);
  expect([done.body.status, done.body.report?.totals.days]).toEqual(['done', 4]);
  expect(await habitCounts(id)).toEqual({ habits: 2, days: 4 });
  // The import's transaction marks it done just before the worker's handler returns and pg-boss completes the job.
  const boss = await until(async () => (await q(`SELECT state, retry_count FROM pgboss.job WHERE id = $1`, [taken.id]))[0] as { state: string; retry_count: number },
    (row) => row.state === 'completed', 10_000);
  expect(boss.state).toBe('completed');
  expect(boss.retry_count).toBeGreaterThanOrEqual(1);
  // eslint-disable-next-line no-console
  console.log(`a dead instance's import job was completed elsewhere ${Date.now() - started} ms after the other instance started`);
});

it('a job the queue refuses to take leaves no job behind: its row and the pg-boss job are one transaction', async () => {
  const { client, id } = await signedInUser(a, { plan: 'unlimited' });
  const preview = await upload(a.url, client, loopCsvZip(HABITS), '?dryRun=1');
  expect(preview.status).toBe(200);
  const send = jest.spyOn(a.services.jobs.boss, 'send').mockRejectedValueOnce(new Error('the queue is down'));
  try {
    const user = (await a.db.dataSource.manager.findOneBy(User, { id }))!;
    await expect(a.services.importJobs.submit(user, { uploadId: preview.body.uploadId! }, { dryRun: false, keep: null })).rejects.toThrow('the queue is down');
  } finally {
    send.mockRestore();
  }
  expect(await q(`SELECT status FROM import_jobs WHERE user_id = $1`, [id])).toEqual([]);
});
