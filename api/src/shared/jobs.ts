import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Logger } from './logger';

export interface JobQueueOptions {
  maintenanceIntervalSeconds?: number;
}

/**
 * The app's one pg-boss instance, on the app's own pool (pg-boss needs no connections of its
 * own). Reminders and imports put their queues on it; createApp starts it when either runs.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private starting?: Promise<void>;
  private started = false;

  constructor(db: DataSource, logger: Logger, options: JobQueueOptions = {}) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => (db.driver as PostgresDriver).master.query(text, values) },
      schedule: false,
      // Maintenance expires the jobs of instances that died, so another instance retries them.
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    });
    this.boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  }

  get running(): boolean {
    return this.started;
  }

  /** Starts pg-boss once; later calls wait for the same start. */
  start(): Promise<void> {
    this.starting ??= this.boss.start().then(() => { this.started = true; });
    return this.starting;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
