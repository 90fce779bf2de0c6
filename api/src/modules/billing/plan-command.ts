// `npm run plan -- <email> free|unlimited`: an operator sets a user's plan (no payment involved).
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the app first).
import 'reflect-metadata';
import { loadConfig } from '../../config';
import { createLogger } from '../../shared/logger';
import { openDatabase } from '../../db/database';
import { Plan } from '../users/user.entity';
import { BillingService } from './billing.service';
import { LiveUpdates } from '../../shared/live-updates';

async function main(): Promise<void> {
  const [email, plan] = process.argv.slice(2);
  if (!email || (plan !== Plan.FREE && plan !== Plan.UNLIMITED)) {
    console.error('Usage: npm run plan -- <email> free|unlimited');
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  try {
    const user = await new BillingService(database.dataSource, config, logger, new LiveUpdates(database.dataSource, logger)).setPlan(email, plan);
    console.log(`${user.email} is now on the ${user.plan === Plan.UNLIMITED ? 'Unlimited' : 'Free'} plan.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
