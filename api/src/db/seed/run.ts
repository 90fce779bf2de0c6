// `npm run seed`: applies migrations and loads the built-in catalogue, then exits.
import { loadConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { openDatabase } from '../database';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
