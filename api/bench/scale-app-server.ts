// The app under scale.bench.ts's load, in a process of its own (so that the load generator does
// not share its event loop): the same createApp and database opening as server.ts, in production
// mode from the environment, without the background jobs (reminders, imports, webhooks: the
// benchmark measures requests) and built by build:bench, so that no web build is needed.
// Listens on 127.0.0.1:PORT; stops on SIGTERM.
import 'reflect-metadata';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/shared/logger';
import { openDatabase } from '../src/db/database';
import { createApp } from '../src/app';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  const app = await createApp(config, database.dataSource, logger);
  await new Promise<void>((resolve) => app.httpServer.listen(config.port, '127.0.0.1', resolve));
  process.once('SIGTERM', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
