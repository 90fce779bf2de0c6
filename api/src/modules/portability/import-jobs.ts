import type PgBoss from 'pg-boss';
import { In, type DataSource, type QueryRunner } from 'typeorm';
import { AppError, ERROR_STATUS, notFound, type ErrorCode } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import type { JobQueue } from '../../shared/jobs';
import type { Logger } from '../../shared/logger';
import type { User } from '../users/user.entity';
import { ImportJob } from './import-job.entity';
import { keptUpload, type ImportService } from './import.service';
import type { ImportReportData } from './import-report';
import { sqlTable } from '../../db/sql-names';
import { connectionOf, keysetWindow, type Connection, type PageRequest } from '../../shared/pagination';
import { portabilityText } from './portability.messages';
import { keptMessage, type Message } from '../../shared/i18n/messages';

export const IMPORT_QUEUE = 'import';

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** An import job as its owner sees it. */
export interface ImportJobView {
  id: string;
  status: ImportJobStatus;
  /** The import's report once done (presentReport says it in the reader's language). */
  report: ImportReportData | null;
  /** Why it failed: the answer's code and message (said in the reader's language by its presenter). */
  code: string | null;
  message: Message | null;
}

export interface ImportJobOptions {
  /** How long a request waits for its import before answering 202 with the job. */
  waitMs?: number;
  /** An active job whose instance died is handed to another instance after this long. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
}

/** An import's file: sent with the request, or stored by a preview (its uploadId). */
export type ImportSource = { bytes: Uint8Array; fileName: string } | { uploadId: string };

/** What submit answers. */
export interface ImportOutcome {
  /** The report: a preview's, or a finished import's. */
  report: ImportReportData | null;
  /** The import's job where one was recorded (every import of an uploadId, and any import through the queue): done, failed, or still queued or running. */
  job: ImportJobView | null;
  /** A refused import run in the request: its own error, answered as it is. */
  error?: AppError;
}

const view = (row: ImportJob): ImportJobView => ({
  id: row.id, status: row.status, report: row.result as ImportReportData | null, code: row.errorCode, message: row.message === null ? null : keptMessage(row.message, row.messageText),
});

/** pg-boss runs its statements in our transaction through this (send's `db` option), as the reminder scheduler does. */
function executor(runner: QueryRunner): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records as unknown[] }) };
}

/**
 * Imports as pg-boss jobs (queue `import`) on the app's one job queue, so a long import survives
 * a restart: an instance that dies mid-import leaves its job active until it expires, and another
 * instance runs it again. The import is one transaction that also marks the job done, so a retry
 * finds it done and writes nothing twice. Without the queue (in-process test apps that do not ask
 * for it) imports run in the request (see submit).
 */
export class ImportJobs {
  private working = false;
  private ready = false;

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly imports: ImportService,
    private readonly logger: Logger,
    private readonly options: ImportJobOptions = {},
  ) {}

  /** Imports go through the queue (its worker may run on another instance). */
  get running(): boolean {
    return this.ready && this.jobs.running;
  }

  async start(work = true): Promise<void> {
    await this.jobs.start();
    // singleton: one active job per singletonKey (the upload), so one upload never imports twice at once.
    await this.jobs.boss.createQueue(IMPORT_QUEUE, {
      name: IMPORT_QUEUE, policy: 'singleton', expireInSeconds: this.options.expireInSeconds ?? 15 * 60, retryLimit: 3, retryDelay: 5, retentionMinutes: 60 * 24,
    });
    this.ready = true;
    if (!work) return;
    await this.jobs.boss.work<{ jobId: string }>(IMPORT_QUEUE, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 },
      (jobs) => this.work(jobs));
    this.working = true;
  }

  async stop(): Promise<void> {
    this.ready = false;
    if (!this.working) return;
    this.working = false;
    await this.jobs.boss.offWork(IMPORT_QUEUE);
  }

  private async work(jobs: Array<PgBoss.JobWithMetadata<{ jobId: string; userId?: string }>>): Promise<void> {
    for (const job of jobs) {
      await this.imports.runJob(job.data.jobId, job.retryCount >= job.retryLimit, { userId: job.data.userId }).catch((error: unknown) => {
        this.logger.warn({ err: error, jobId: job.data.jobId }, 'import job failed, pg-boss retries it');
        throw error;
      });
    }
  }

  /**
   * The one rule of where an import runs. A preview (dry run) runs in the request and answers its
   * report. An import goes through the queue where this instance has one (a sent file is stored
   * first), waiting a few seconds for it; without the queue it runs in the request, as a job all
   * the same when it imports an uploadId, so that importJob finds it. A refusal is not thrown: it
   * is the failed job, or `error` (see reportOf).
   */
  async submit(user: User, source: ImportSource, options: { dryRun: boolean; keep: string[] | null }): Promise<ImportOutcome> {
    const stored = 'uploadId' in source;
    if (options.dryRun) {
      const report = stored ? await this.imports.fromUpload(user, source.uploadId, options) : await this.imports.fromFile(user, source.bytes, source.fileName, options);
      return { report, job: null };
    }
    if (!this.running) {
      if (!stored) return { report: await this.imports.fromFile(user, source.bytes, source.fileName, options), job: null };
      const jobId = await this.record(user, source.uploadId, options.keep);
      try {
        await this.imports.runJob(jobId, true, { rethrow: true, userId: user.id });
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return { report: null, job: await this.status(user, jobId), error };
        throw error;
      }
      const job = await this.status(user, jobId);
      return { report: job.report, job };
    }
    const uploadId = stored ? source.uploadId : await this.imports.storeUpload(user, source.bytes, source.fileName);
    const job = await this.wait(user, await this.record(user, uploadId, options.keep, true));
    return { report: job.status === 'done' ? job.report : null, job };
  }

  /**
   * Records the import of a stored upload (the owner's, within its time to live, else NOT_FOUND)
   * as a job; answers its id. `queue`: sends it to the queue in the same transaction, so that a
   * job row exists exactly when its pg-boss job does.
   */
  private async record(user: User, uploadId: string, keep: string[] | null, queue = false): Promise<string> {
    return this.db.transaction(async (manager) => {
      await keptUpload(manager, user, uploadId, ['id']);
      const { identifiers: [{ id }] } = await manager.getRepository(ImportJob).insert({ userId: user.id, uploadId, keep });
      if (queue) {
        const sent = await this.jobs.boss.send(IMPORT_QUEUE, { jobId: id as string, userId: user.id }, {
          singletonKey: uploadId, expireInSeconds: this.options.expireInSeconds ?? 15 * 60, db: executor(manager.queryRunner!),
        });
        if (!sent) throw new AppError('CONFLICT', portabilityText('importing'));
      }
      return id as string;
    });
  }

  /** The job as its owner sees it; another user's answers NOT_FOUND. */
  async status(user: User, jobId: string): Promise<ImportJobView> {
    if (!isUuid(jobId)) throw notFound('Import job');
    const row = await this.db.getRepository(ImportJob).findOne({
      select: { id: true, status: true, result: true, errorCode: true, message: true, messageText: true }, where: { id: jobId, userId: user.id } });
    if (!row) throw notFound('Import job');
    return view(row);
  }

  /** Every job of the user, newest first (by when each was made, then id). */
  async list(user: User): Promise<ImportJobView[]> {
    const rows = await this.db.getRepository(ImportJob).find({
      select: { id: true, status: true, result: true, errorCode: true, message: true, messageText: true }, where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(view);
  }

  /** A page of the user's jobs, newest first as in list: two statements, the keyset through import_jobs_user_id. */
  async page(user: User, request: PageRequest): Promise<Connection<ImportJobView>> {
    const { from, c } = sqlTable(this.db, ImportJob, 'j');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1`, params: [user.id],
      key: [{ column: c.createdAt, type: 'timestamptz' }, { column: c.id, type: 'uuid' }], direction: 'DESC',
    }, request);
    const rows = window.ids.length ? await this.db.getRepository(ImportJob).find({
      select: { id: true, status: true, result: true, errorCode: true, message: true, messageText: true }, where: { id: In(window.ids), userId: user.id } }) : [];
    return connectionOf(window, rows.map(view), (job) => job.id);
  }

  /** Waits a few seconds for the job: done or failed, or still queued/running when time is up. */
  private async wait(user: User, jobId: string): Promise<ImportJobView> {
    const until = Date.now() + (this.options.waitMs ?? 5000);
    for (;;) {
      const job = await this.status(user, jobId);
      if (job.status === 'done' || job.status === 'failed' || Date.now() >= until) return job;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** An outcome's report (a preview's, or a finished import's), null while its job is pending; a refused import throws its error. */
export function reportOf(outcome: ImportOutcome): ImportReportData | null {
  if (outcome.error) throw outcome.error;
  if (outcome.job?.status === 'failed') throw failure(outcome.job);
  return outcome.report;
}

/** The error a failed job's import answered, again. */
export function failure(job: ImportJobView): AppError {
  const code = (job.code && job.code in ERROR_STATUS ? job.code : 'INTERNAL_SERVER_ERROR') as ErrorCode;
  return new AppError(code, job.message ?? portabilityText('importFailed'));
}
