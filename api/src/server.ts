import 'reflect-metadata';
import { loadConfig, ConfigError } from './config';
import { createLogger } from './shared/logger';
import { openDatabase } from './db/database';
import { createApp } from './app';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Composition root: config -> database -> express app -> listen. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const { httpServer, close } = await createApp(config, database.dataSource, logger, {}, { reminders: true, imports: true, webhooks: true, replica: database.replica });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, resolve);
  });
  logger.info({ port: config.port, url: config.appUrl, startupMs: Date.now() - startedAt }, `Cairn is ready on ${config.appUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await close();
      logger.info('http server closed');
      await database.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // eslint's no-console is off for this one line: the logger may not exist yet.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
