import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { seedCatalogue } from './seed/seed';

export interface Database {
  dataSource: DataSource;
  /** DATABASE_REPLICA_URL's, for heavy reads (db/replica.ts); perhaps not connected yet (it connects when first asked). */
  replica?: DataSource;
  close(): Promise<void>;
}

/** Connections to the read replica: the heavy reads only, so a small pool. */
const REPLICA_POOL_SIZE = 4;

/**
 * The read replica's DataSource, connected if the replica answers now. No migrations run there
 * (it replays the primary's). A replica that is down is no reason not to start: it is logged,
 * and the reads go to the primary until it answers (the router connects it then).
 */
async function openReplica(url: string, logger: Logger): Promise<DataSource> {
  const replica = createDataSource(url, { poolSize: REPLICA_POOL_SIZE, replica: true });
  try {
    await replica.initialize();
  } catch (error) {
    logger.warn({ err: error }, 'read replica unreachable at start; heavy reads go to the primary until it answers');
  }
  return replica;
}

// Any constant will do; it only has to be the same for every instance of the app.
const STARTUP_LOCK = 7_411_925;

/** Instances starting together take turns at migrating and seeding. */
async function withStartupLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL when it is unset; then applies
 * pending migrations and the idempotent catalogue seed, in every mode.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  const url = config.databaseUrl ?? (embedded = await startEmbeddedPostgres(config.dataDir, logger)).url;
  const dataSource = createDataSource(url);
  try {
    await dataSource.initialize();
    await withStartupLock(dataSource, async () => {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
      const counts = await seedCatalogue(dataSource);
      logger.info(counts, 'catalogue seeded');
    });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  const replica = config.databaseReplicaUrl ? await openReplica(config.databaseReplicaUrl, logger) : undefined;
  return {
    dataSource,
    replica,
    async close() {
      if (replica?.isInitialized) await replica.destroy();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
