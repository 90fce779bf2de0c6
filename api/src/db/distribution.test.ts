import { createTestDatabase, type TestDatabase } from '../../test/db';

/**
 * Issue 26: the schema can be distributed by user (Citus's create_distributed_table on user_id,
 * docs/scaling.md). Read from the migrated database's catalog, so a new table, key or foreign
 * key that forgets the user fails here.
 */

/** Tables that belong to no user, and why; every other table must be a user table. */
const NOT_BY_USER: Record<string, string> = {
  migrations: "TypeORM's own record",
  users: 'the distribution key itself (users.id)',
  locales: 'a reference table: the same few rows for everyone',
  catalogue_items: 'the built-in catalogue: a reference table, the same rows for everyone',
  catalogue_item_texts: "the built-in catalogue's translations: a reference table like catalogue_items",
  stripe_events: "Stripe's event ids, checked once whoever they concern",
  rate_limits: 'counters keyed by token, user or address (UNLOGGED)',
  persisted_queries: 'query documents by hash, shared by every client',
  oauth_records: "oidc-provider's records, keyed by their own ids (sessions and interactions before any user)",
  oauth_signing_keys: "the authorization server's keys",
  webauthn_challenges: 'challenges keyed by value, most made before anyone signed in',
  session: "express-session's rows, keyed by the cookie's id (its user_id column, kept by a trigger, finds a user's devices)",
  ai_shared_cache: 'AI answers shared by everyone who asks the same thing',
  // Values unique across all users, looked up before the user is known: small tables keyed by the
  // value (distributed by it, not by user), written in the same transaction as the row they name.
  user_emails: 'lookup: an email → its user',
  user_google_subjects: 'lookup: a Google subject → its user',
  user_stripe_customers: 'lookup: a Stripe customer → its user',
  access_token_hashes: "lookup: a token's hash → its token",
  email_token_hashes: "lookup: an email link's hash → its token",
  push_subscription_endpoints: "lookup: a push endpoint → its subscription",
  passkey_credential_ids: "lookup: a passkey's credential id → its passkey",
  oauth_app_client_ids: "lookup: an app's client id → its app",
};

interface Key { table: string; name: string; columns: string[] }
interface ForeignKey extends Key { parent: string; parentColumns: string[] }

describe('every table that belongs to a user is keyed by the user', () => {
  let db: TestDatabase;
  let userTables: string[];
  beforeAll(async () => {
    db = await createTestDatabase();
    const tables: Array<{ table: string }> = await db.dataSource.query(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`);
    userTables = tables.map((t) => t.table).filter((table) => !(table in NOT_BY_USER));
  });
  afterAll(() => db.drop());

  const keys = (kinds: string): Promise<Key[]> => db.dataSource.query(
    `SELECT con.conrelid::regclass::text AS table, con.conname AS name,
            array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns
       FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
      WHERE n.nspname = 'public' AND con.contype = ANY($1::"char"[])`, [kinds.split('')]);

  it('counts every table not named above as a user table', () => {
    expect(userTables).toEqual(expect.arrayContaining(['user_habits', 'habit_completions', 'tasks', 'goal_milestones', 'reminder_deliveries']));
  });

  it('gives every user table a user_id that is never null', async () => {
    const columns: Array<{ table: string; nullable: string }> = await db.dataSource.query(
      `SELECT table_name AS table, is_nullable AS nullable FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'user_id'`);
    expect(userTables.filter((table) => columns.find((c) => c.table === table)?.nullable !== 'NO')).toEqual([]);
  });

  it('puts user_id first in every primary key, unique key and unique index of a user table', async () => {
    const unique: Key[] = [
      ...await keys('pu'),
      ...await db.dataSource.query(
        `SELECT i.indrelid::regclass::text AS table, c.relname AS name,
                array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.n ORDER BY k.o) AS columns
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)`),
    ];
    const ofUsers = unique.filter((key) => userTables.includes(key.table));
    expect(ofUsers.filter((key) => key.name.endsWith('_pkey')).length).toBe(userTables.length);
    expect(ofUsers.filter((key) => key.columns[0] !== 'user_id').map((key) => `${key.name} (${key.columns.join(', ')})`)).toEqual([]);
  });

  it('carries the user in every foreign key between two user tables, to the parent\u2019s user_id', async () => {
    const foreign: ForeignKey[] = await db.dataSource.query(
      `SELECT con.conrelid::regclass::text AS table, con.conname AS name, con.confrelid::regclass::text AS parent,
              array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
              array(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i) AS "parentColumns"
         FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
        WHERE n.nspname = 'public' AND con.contype = 'f'`);
    const between = foreign.filter((key) => userTables.includes(key.table) && userTables.includes(key.parent));
    expect(between.length).toBeGreaterThan(10);
    expect(between.filter((key) => key.parentColumns[key.columns.indexOf('user_id')] !== 'user_id').map((key) => key.name)).toEqual([]);
  });
});
