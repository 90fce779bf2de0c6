import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { prepared, preparedName } from './prepared';

/** Resolves when the server has ended `connection` (its 'error', unhandled, would fail the test before that). */
const ended = (connection: { once(event: 'end', listener: () => void): unknown }) => new Promise<void>((resolve) => { connection.once('end', () => resolve()); });

describe('the connection pool', () => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = (db.dataSource.driver as PostgresDriver).master as Pool;
  });
  afterAll(() => db.drop());

  it('survives the server ending a connection that is checked out and idle', async () => {
    const client = await pool.connect();
    const { rows: [{ pid }] } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const end = ended(client);
    // An administrator (or a restart) ends the connection while nothing runs on it.
    await db.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await end;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    const [{ one }] = await db.dataSource.query('SELECT 1 AS one');
    expect(one).toBe(1);
  });

  it('survives it between two statements of a transaction', async () => {
    const runner = db.dataSource.createQueryRunner();
    const end = ended(await runner.connect());
    await runner.startTransaction();
    const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
    await db.dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await end;
    await expect(runner.query('SELECT 1')).rejects.toThrow();
    await runner.release();
    const [{ one }] = await db.dataSource.query('SELECT 1 AS one');
    expect(one).toBe(1);
  });
});

describe('the hot statements (prepared.ts)', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('go out as named prepared statements, parsed once per connection, their rows as arrays when asked; any other statement stays unnamed', async () => {
    const hot = prepared('SELECT $1::int + 1 AS next');
    const arrays = prepared('SELECT $1::int AS a, $2::text AS b', { arrays: true });
    const runner = db.dataSource.createQueryRunner(); // one connection throughout
    try {
      expect(await runner.query(hot, [1])).toEqual([{ next: 2 }]);
      expect(await runner.query(hot, [41])).toEqual([{ next: 42 }]);
      expect(await runner.query(arrays, [7, 'seven'])).toEqual([[7, 'seven']]);
      await runner.query('SELECT $1::int AS plain', [1]);
      const named: Array<{ name: string; statement: string }> = await runner.query('SELECT name, statement FROM pg_prepared_statements');
      expect(named).toHaveLength(2);
      expect(named).toEqual(expect.arrayContaining([{ name: preparedName(hot), statement: hot }, { name: preparedName(arrays), statement: arrays }]));
    } finally {
      await runner.release();
    }
  });
});
