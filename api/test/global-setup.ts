import 'reflect-metadata';
import { mkdtemp, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDataSource } from '../src/db/data-source';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { seedCatalogue } from '../src/db/seed/seed';
import { TEMPLATE_DATABASE, withDatabaseName } from './db-names';

/**
 * Every API test talks to a real PostgreSQL: TEST_DATABASE_URL (a server where databases may
 * be created) or, by default, an embedded one started here. A template database gets the
 * migrations and the seed once; each test file then clones it (see test/db.ts).
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-test-'));
    await chmod(dataDir, 0o755); // the postgres user must reach it when we run as root
    const embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { durable: false });
    adminUrl = withDatabaseName(embedded.url, 'postgres');
    (globalThis as Record<string, unknown>).__CAIRN_EMBEDDED__ = { ...embedded, dataDir };
  }
  process.env.CAIRN_TEST_ADMIN_URL = adminUrl;

  const client = createDataSource(adminUrl);
  await client.initialize();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await client.destroy();
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);

  const template = createDataSource(withDatabaseName(adminUrl, TEMPLATE_DATABASE));
  await template.initialize();
  await template.runMigrations();
  await seedCatalogue(template);
  await template.destroy();
}
