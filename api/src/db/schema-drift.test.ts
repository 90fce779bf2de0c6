import { Client } from 'pg';
import type { DataSource } from 'typeorm';
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

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A name as PostgreSQL prints it in a definition: quoted only when it must be. */
const printed = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : quoted(name));

/**
 * The schema builder matches indexes, checks, unique keys and exclusions by name only. Here each
 * one the entities declare is made again under a probe name, inside a transaction that is rolled
 * back, and PostgreSQL's own reading of it (columns in order, predicate, expression) is set
 * beside the migrated one's. Answers "table.name: declared ≠ migrated" for each that differs.
 */
async function definitionDrift(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  const differences: string[] = [];
  await runner.startTransaction();
  try {
    const indexDef = async (name: string): Promise<string | undefined> => (await runner.query(
      `SELECT pg_get_indexdef(c.oid) AS def FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname = $1`, [name]))[0]?.def;
    const constraintDef = async (table: string, name: string): Promise<string | undefined> => (await runner.query(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND conname = $2`, [table, name]))[0]?.def;
    const compare = (what: string, declared: string | undefined, migrated: string | undefined) => {
      if (declared !== migrated) differences.push(`${what}: declared ${declared ?? 'nothing'} ≠ migrated ${migrated ?? 'nothing'}`);
    };

    for (const entity of dataSource.entityMetadatas.filter((metadata) => metadata.tableType !== 'junction')) {
      const table = entity.tableName;
      for (const index of entity.indices.filter((metadata) => metadata.synchronize !== false)) {
        const name = index.name;
        const columns = index.columns.map((column) => quoted(column.databaseName)).join(', ');
        await runner.query(`CREATE ${index.isUnique ? 'UNIQUE ' : ''}INDEX drift_probe ON ${quoted(table)} (${columns})${index.where ? ` WHERE ${index.where}` : ''}`);
        compare(`${table}.${name}`, (await indexDef('drift_probe'))?.replace('drift_probe', printed(name)), await indexDef(name));
        await runner.query('DROP INDEX drift_probe');
      }
      const constraints: Array<{ name: string; sql: string }> = [
        ...entity.checks.map((check) => ({ name: check.name, sql: `CHECK (${check.expression}) NOT VALID` })),
        ...entity.uniques.map((unique) => ({ name: unique.name, sql: `UNIQUE (${unique.columns.map((column) => quoted(column.databaseName)).join(', ')})` })),
        ...entity.exclusions.map((exclusion) => ({ name: exclusion.name, sql: `EXCLUDE ${exclusion.expression}` })),
      ];
      for (const constraint of constraints) {
        await runner.query(`SAVEPOINT probe`);
        // A probe that the rows already there break (a unique key, an exclusion) still reads back as it was declared.
        await runner.query(`ALTER TABLE ${quoted(table)} DROP CONSTRAINT ${quoted(constraint.name)}`);
        await runner.query(`ALTER TABLE ${quoted(table)} ADD CONSTRAINT drift_probe ${constraint.sql}`);
        const declared = (await constraintDef(table, 'drift_probe'))?.replace(/ NOT VALID$/, '');
        await runner.query(`ROLLBACK TO SAVEPOINT probe`);
        compare(`${table}.${constraint.name}`, declared, await constraintDef(table, constraint.name));
      }
    }
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
  return differences;
}

describe('the entities', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('describe the migrated schema exactly: the schema builder has nothing to change', async () => {
    expect(await drift(db)).toEqual([]);
  });

  it("declare each index's columns and predicate, and each check, unique key and exclusion, as the migrations made them", async () => {
    expect(await definitionDrift(db.dataSource)).toEqual([]);
  });

  it('would be caught by a column renamed, or an index predicate changed, in the database', async () => {
    const changed = await createTestDatabase();
    try {
      const client = new Client({ connectionString: changed.url });
      await client.connect();
      await client.query(`ALTER TABLE tasks RENAME COLUMN completed_day TO finished_day;
        DROP INDEX tasks_open_idx; CREATE INDEX tasks_open_idx ON tasks (user_id, position) WHERE NOT complete`).finally(() => client.end());
      const wanted = await drift(changed);
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.join('\n')).toContain('completed_day');
      await changed.dataSource.query(`ALTER TABLE tasks RENAME COLUMN finished_day TO completed_day`);
      expect(await definitionDrift(changed.dataSource)).toEqual([expect.stringMatching(/^tasks\.tasks_open_idx: declared .*deleted_at IS NULL/)]);
    } finally {
      await changed.drop();
    }
  });
});
