import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import { TEMPLATE_DATABASE } from './db-names';

export default async function globalTeardown(): Promise<void> {
  const embedded = (globalThis as Record<string, unknown>).__CAIRN_EMBEDDED__ as
    | { stop(): Promise<void>; dataDir: string }
    | undefined;
  if (embedded) {
    await embedded.stop();
    await rm(embedded.dataDir, { recursive: true, force: true });
    return;
  }
  // On a shared server, leave nothing behind.
  const client = new Client({ connectionString: process.env.CAIRN_TEST_ADMIN_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'cairn\\_test\\_%' OR datname = $1`, [TEMPLATE_DATABASE]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
}
