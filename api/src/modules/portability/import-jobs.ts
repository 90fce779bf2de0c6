import type PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { AppError, ERROR_STATUS, notFound, type ErrorCode } from '../../shared/errors';
import type { JobQueue } from '../../shared/jobs';
import type { Logger } from '../../shared/logger';
import type { User } from '../users/user.entity';
import type { ImportService } from './import.service';
import type { ImportReport } from './portability.types';

export const IMPORT_QUEUE = 'import';

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** An import job as its owner sees it. */
export interface ImportJobView {
  id: string;
  status: ImportJobStatus;
  /** The import's report once done. */
  report: ImportReport | null;
  /** Why it failed: the answer's code and message. */
  code: string | null;
  message: string | null;
}

export interface ImportJobOptions {
  /** How long a request waits for its import before answering 202 with the job. */
  waitMs?: number;
  /** An active job whose instance died is handed to another instance after this long. */
  expireInSeconds?: number;
  pollingIntervalSeconds?: number;
}

interface Row { id: string; status: ImportJobStatus; result: ImportReport | null; error_code: string | null; message: string | null }

const view = (row: Row): ImportJobView => ({ id: row.id, status: row.status, report: row.result, code: row.error_code, message: row.message });

/**
 * Imports as pg-boss jobs (queue `import`) on the app's one job queue, so a long import survives
 * a restart: an instance that dies mid-import leaves its job active until it expires, and another
 * instance runs it again. The import is one transaction that also marks the job done, so a retry
 * finds it done and writes nothing twice. Without the queue (in-process test apps that do not ask
 * for it) imports run in the request as before.
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

  private async work(jobs: Array<PgBoss.JobWithMetadata<{ jobId: string }>>): Promise<void> {
    for (const job of jobs) {
      await this.imports.runJob(job.data.jobId, job.retryCount >= job.retryLimit).catch((error: unknown) => {
        this.logger.warn({ err: error, jobId: job.data.jobId }, 'import job failed, pg-boss retries it');
        throw error;
      });
    }
  }

  /** Queues the import of a stored upload (the owner's, else NOT_FOUND); answers the job's id. */
  async enqueue(user: User, uploadId: string, keep: string[] | null): Promise<string> {
    const [upload]: Array<{ id: string }> = await this.db.query(`SELECT id FROM import_uploads WHERE id = $1 AND user_id = $2`, [uploadId, user.id]);
    if (!upload) throw notFound('Upload');
    const [{ id }]: Array<{ id: string }> = await this.db.query(
      `INSERT INTO import_jobs (user_id, upload_id, keep) VALUES ($1, $2, $3) RETURNING id`, [user.id, uploadId, keep]);
    await this.jobs.boss.send(IMPORT_QUEUE, { jobId: id }, { singletonKey: uploadId, expireInSeconds: this.options.expireInSeconds ?? 15 * 60 });
    return id;
  }

  /** The job as its owner sees it; another user's answers NOT_FOUND. */
  async status(user: User, jobId: string): Promise<ImportJobView> {
    if (!/^[0-9a-f-]{36}$/i.test(jobId)) throw notFound('Import job');
    const [row]: Row[] = await this.db.query(
      `SELECT id, status, result, error_code, message FROM import_jobs WHERE id = $1 AND user_id = $2`, [jobId, user.id]);
    if (!row) throw notFound('Import job');
    return view(row);
  }

  /** Waits a few seconds for the job: done or failed, or still queued/running when time is up. */
  async wait(user: User, jobId: string): Promise<ImportJobView> {
    const until = Date.now() + (this.options.waitMs ?? 5000);
    for (;;) {
      const job = await this.status(user, jobId);
      if (job.status === 'done' || job.status === 'failed' || Date.now() >= until) return job;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Queues, waits, and answers the report as an in-request import would (a failure as the same error), or the pending job. */
  async importUpload(user: User, uploadId: string, keep: string[] | null): Promise<ImportReport | ImportJobView> {
    const job = await this.wait(user, await this.enqueue(user, uploadId, keep));
    if (job.status === 'done' && job.report) return job.report;
    if (job.status === 'failed') throw failure(job);
    return job;
  }
}

/** The error a failed job's import answered, again. */
export function failure(job: ImportJobView): AppError {
  const code = (job.code && job.code in ERROR_STATUS ? job.code : 'INTERNAL_SERVER_ERROR') as ErrorCode;
  return new AppError(code, job.message ?? 'The import failed.');
}
