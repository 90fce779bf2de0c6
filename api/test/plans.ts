import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { Statement } from './app';

/**
 * Tables that hold no user's rows (or hold them keyed by a value unique across all users), so
 * a plan may read them whole: the built-in catalogue, locales, and the app's global tables.
 * Every other table with a user_id column (and users itself) is a user table.
 */
export const GLOBAL_TABLES: readonly string[] = [
  'catalogue_items', 'locales', 'session', 'rate_limits', 'persisted_queries', 'stripe_events', 'oauth_records', 'oauth_signing_keys',
  'webauthn_challenges', 'migrations',
];

/** A node of EXPLAIN (FORMAT JSON). */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

interface IndexFacts { table: string; unique: boolean; keys: number; leading: string[] }

/**
 * What the catalog says about the user tables: which they are (a user_id column, or a foreign
 * key of NOT NULL columns to one: a row that cannot exist without a user's row; plus users), the
 * columns that pick out one user's rows in each (user_id, the foreign keys to user tables; users'
 * id), and each index's table, uniqueness and leading key column.
 */
export interface UserTableCatalog {
  tables: Set<string>;
  userKeys: Map<string, Set<string>>;
  indexes: Map<string, IndexFacts>;
}

export async function userTableCatalog(db: DataSource): Promise<UserTableCatalog> {
  const withUserId: Array<{ table: string }> = await db.query(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'user_id' AND NOT a.attisdropped)`);
  const foreignKeys: Array<{ child: string; parent: string; columns: string[]; not_null: boolean }> = await db.query(
    `SELECT ch.relname AS child, pa.relname AS parent, array_agg(a.attname::text ORDER BY a.attnum) AS columns, bool_and(a.attnotnull) AS not_null
       FROM pg_constraint k JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
      WHERE k.contype = 'f' AND n.nspname = 'public' GROUP BY k.oid, ch.relname, pa.relname`);
  const indexes: Array<{ index: string; table: string; unique: boolean; keys: number; leading: string }> = await db.query(
    `SELECT ic.relname AS index, tc.relname AS table, i.indisunique AS unique, i.indnkeyatts AS keys, pg_get_indexdef(i.indexrelid, 1, true) AS leading
       FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class tc ON tc.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = tc.relnamespace WHERE n.nspname = 'public'`);

  const tables = new Set(['users', ...withUserId.map((row) => row.table)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of foreignKeys) {
      if (key.not_null && tables.has(key.parent) && !tables.has(key.child)) { tables.add(key.child); grew = true; }
    }
  }
  for (const global of GLOBAL_TABLES) tables.delete(global);
  const userKeys = new Map([...tables].map((table) => [table, new Set(table === 'users' ? ['id'] : ['user_id'])]));
  for (const key of foreignKeys) {
    if (tables.has(key.child) && tables.has(key.parent)) for (const column of key.columns) userKeys.get(key.child)!.add(column);
  }
  return {
    tables,
    userKeys,
    indexes: new Map(indexes.map((row) => [row.index, {
      table: row.table, unique: row.unique, keys: row.keys,
      // A column, or the columns an expression reads (lower(email::text): email).
      leading: /^"?\w+"?$/.test(row.leading) ? [row.leading.replace(/"/g, '')]
        : [...row.leading.replace(/::[\w ]+/g, '').matchAll(/\b([a-z_]\w*)\b(?!\s*\()/g)].map(([, name]) => name),
    }])),
  };
}

function* nodesOf(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodesOf(child);
}

/** `column` named in `text` as the scanned table's own (unqualified: "l.id" is another table's). */
const names = (text: string, column: string) => new RegExp(`(?<![.\\w"])"?${column}"?(?![\\w"(])`).test(text);
const equates = (text: string, column: string) => new RegExp(`(?<![.\\w"])"?${column}"?\\s+=\\s`).test(text);

/**
 * The scans of `plan` that read other users' rows: a sequential scan of a user table, an index
 * scan of one with no Index Cond (the whole index), or with a condition that leaves the index's
 * leading column free (a skip scan visits every user's part of the index) or that pins no one
 * user's rows (neither an equality on a column in `userKeys` nor every key of a unique index).
 */
export function scansOfOtherUsers(plan: PlanNode, catalog: UserTableCatalog): string[] {
  const found: string[] = [];
  for (const node of nodesOf(plan)) {
    const type = node['Node Type'];
    if (type === 'Seq Scan' && catalog.tables.has(node['Relation Name']!)) found.push(`Seq Scan on ${node['Relation Name']}`);
    if (!['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'].includes(type)) continue;
    const index = catalog.indexes.get(node['Index Name']!);
    if (!index || !catalog.tables.has(index.table)) continue;
    const cond = node['Index Cond'];
    const scan = `${type} using ${node['Index Name']} on ${index.table}`;
    if (!cond) {
      found.push(`${scan} with no Index Cond (the whole index)`);
    } else if (!index.leading.some((column) => names(cond, column))) {
      found.push(`${scan} with ${index.leading.join(', ')} free (a skip scan): ${cond}`);
    } else if (![...catalog.userKeys.get(index.table)!].some((column) => equates(cond, column))
      && !(index.unique && (cond.match(/\s=\s/g) ?? []).length >= index.keys)) {
      found.push(`${scan} pinning no user's rows: ${cond}`);
    }
  }
  return found;
}

/** Statements EXPLAIN can plan (a read or a write); transaction control, SET, LISTEN and the like are not. */
export const isPlannable = (query: string) => /^\s*(\(?\s*SELECT|WITH|INSERT|UPDATE|DELETE|VALUES)\b/i.test(query);

/**
 * EXPLAINs statements as the app sent them (with their parameters) on a connection of its own,
 * sequential scans off: a plan that still reads a whole table means no index fits the statement
 * (the planner would then read it whole at any size).
 */
export class Planner {
  private constructor(private readonly client: Client) {}

  static async connect(url: string, options: { seqScanOff?: boolean } = {}): Promise<Planner> {
    const client = new Client({ connectionString: url });
    await client.connect();
    if (options.seqScanOff ?? true) await client.query('SET enable_seqscan = off');
    return new Planner(client);
  }

  async json(statement: Statement): Promise<PlanNode> {
    const { rows } = await this.client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (COSTS OFF, FORMAT JSON) ${statement.query}`, statement.parameters);
    return rows[0]['QUERY PLAN'][0].Plan;
  }

  async text(statement: Statement): Promise<string> {
    const { rows } = await this.client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${statement.query}`, statement.parameters);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** The plan of each statement as text; with `seqScanOff` (the default), sequential scans are off. */
export async function planTexts(url: string, statements: Statement[], seqScanOff = true): Promise<string[]> {
  const planner = await Planner.connect(url, { seqScanOff });
  try {
    const plans: string[] = [];
    for (const statement of statements) plans.push(await planner.text(statement));
    return plans;
  } finally {
    await planner.close();
  }
}

/** A write (INSERT, UPDATE, DELETE) or a statement that locks rows (FOR UPDATE, FOR SHARE and their kin). */
export const writesOrLocks = (query: string) => isPlannable(query)
  && (/^\s*(INSERT|UPDATE|DELETE)\b/i.test(query) || /\bFOR\s+(NO\s+KEY\s+UPDATE|UPDATE|KEY\s+SHARE|SHARE)\b/i.test(query));

/**
 * The writes and row locks among `statements` whose plan reads other users' rows (see
 * scansOfOtherUsers), each with what it reads: under Citus each would be a multi-shard statement.
 * Answers them and how many were checked.
 */
export async function writesOrLocksReadingOtherUsers(url: string, statements: Statement[], catalog: UserTableCatalog): Promise<{ checked: number; found: string[] }> {
  const planner = await Planner.connect(url);
  try {
    const found: string[] = [];
    const checked = statements.filter((statement) => writesOrLocks(statement.query));
    for (const statement of checked) {
      const scans = scansOfOtherUsers(await planner.json(statement), catalog);
      if (scans.length) found.push(`${statement.query.replace(/\s+/g, ' ').trim()}\n  reads ${scans.join('; ')}`);
    }
    return { checked: checked.length, found };
  } finally {
    await planner.close();
  }
}

export interface WriteAcrossUsers { query: string; table: string; operation: string; users: number }

/**
 * Watches a test's own database for writes that touch more than one user's rows, whatever
 * their plan (rows from unnest, a join): a statement-level trigger on each table with a
 * user_id column (and users) counts the users among the statement's old and new rows.
 * `during(work)` answers the writes `work` sent (any connection) that touched several users.
 */
export async function watchWritesAcrossUsers(db: DataSource): Promise<{ during(work: () => Promise<unknown>): Promise<WriteAcrossUsers[]> }> {
  await db.query(`CREATE TABLE IF NOT EXISTS test_writes_across_users (query text, "table" text, operation text, users int)`);
  await db.query(`CREATE OR REPLACE FUNCTION test_note_write_across_users() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE users int;
    BEGIN
      IF TG_OP = 'INSERT' THEN EXECUTE format('SELECT count(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO users;
      ELSIF TG_OP = 'DELETE' THEN EXECUTE format('SELECT count(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO users;
      ELSE EXECUTE format('SELECT count(DISTINCT k) FROM (SELECT %1$I AS k FROM old_rows UNION SELECT %1$I FROM new_rows) rows', TG_ARGV[0]) INTO users;
      END IF;
      IF users > 1 THEN INSERT INTO test_writes_across_users VALUES (current_query(), TG_TABLE_NAME, TG_OP, users); END IF;
      RETURN NULL;
    END $$`);
  const tables: Array<{ table: string; key: string }> = await db.query(
    `SELECT c.relname AS table, CASE WHEN c.relname = 'users' THEN 'id' ELSE 'user_id' END AS key
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND (c.relname = 'users' OR EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'user_id' AND NOT a.attisdropped))`);
  for (const { table, key } of tables) {
    if (GLOBAL_TABLES.includes(table)) continue;
    for (const [operation, transition] of [['INSERT', 'NEW TABLE AS new_rows'], ['DELETE', 'OLD TABLE AS old_rows'], ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows']]) {
      await db.query(`CREATE OR REPLACE TRIGGER test_across_users_${operation.toLowerCase()} AFTER ${operation} ON "${table}" REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION test_note_write_across_users('${key}')`);
    }
  }
  return {
    async during(work) {
      await db.query(`TRUNCATE test_writes_across_users`);
      await work();
      return db.query(`SELECT query, "table", operation, users FROM test_writes_across_users`);
    },
  };
}
