import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../shared/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { seedCatalogue } from './seed/seed';

export interface Database {
  dataSource: DataSource;
  close(): Promise<void>;
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
  return {
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
