import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, Logger as QueryLogger } from 'typeorm';
import { createDataSource, MIGRATIONS } from '../src/db/data-source';
import { TEMPLATE_DATABASE, withDatabaseName } from './db-names';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  /** Closes the connections and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.CAIRN_TEST_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the test's own: a clone of the migrated, seeded template, or (with `empty`)
 * a database with nothing in it.
 */
export async function createTestDatabase(options: { empty?: boolean; queryLogger?: QueryLogger } = {}): Promise<TestDatabase> {
  const name = `cairn_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(
    options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = withDatabaseName(process.env.CAIRN_TEST_ADMIN_URL!, name);
  const dataSource = createDataSource(url, { poolSize: 5, queryLogger: options.queryLogger });
  await dataSource.initialize();
  return {
    url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Undoes the database's migrations until the last one applied is the one before migration `name`: the schema a migration's test fills. */
export async function undoMigrationsTo(db: TestDatabase, name: string): Promise<void> {
  const names = MIGRATIONS.map((migration) => migration.name);
  const previous = names[names.indexOf(name) - 1];
  while ((await db.dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name !== previous) {
    await db.dataSource.undoLastMigration();
  }
}
