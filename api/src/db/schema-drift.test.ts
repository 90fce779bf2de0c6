import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test/db';

/**
 * The statements TypeORM's schema builder would run to make the database match the entities:
 * none, when the entities describe every table, column, check, index and foreign key the
 * migrations made. What TypeORM cannot express (triggers, functions, expression indexes) it
 * does not read either; those indexes are named with `synchronize: false`.
 */
async function drift(db: TestDatabase): Promise<string[]> {
  const sql = await db.dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((q) => q.query);
}

describe('the entities', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('describe the migrated schema exactly: the schema builder has nothing to change', async () => {
    expect(await drift(db)).toEqual([]);
  });

  it('would be caught by a column renamed in the database', async () => {
    const renamed = await createTestDatabase();
    try {
      const client = new Client({ connectionString: renamed.url });
      await client.connect();
      await client.query('ALTER TABLE tasks RENAME COLUMN completed_day TO finished_day').finally(() => client.end());
      const wanted = await drift(renamed);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.join('\n')).toContain('completed_day');
    } finally {
      await renamed.drop();
    }
  });
});
