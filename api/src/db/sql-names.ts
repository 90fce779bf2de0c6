import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** The names a statement may use: column properties of the entity (methods and relations excluded by the runtime check). */
type ColumnKey<T> = Extract<keyof T, string>;

/**
 * An entity's table and columns as hand-written SQL names them, read off the entity's metadata
 * (issue 24): a renamed column or table changes every statement that names it, and a property
 * that is not a column throws at once instead of reaching PostgreSQL.
 *
 * ```ts
 * const g = sqlTable(db, UserGoal, 'g');
 * `SELECT ${g.c.status}, count(*) FROM ${g.from} WHERE ${g.c.userId} = $1`
 * // SELECT g.status, count(*) FROM user_goals g WHERE g.user_id = $1
 * `INSERT INTO ${g.table} (${g.col.userId}, ${g.col.itemId}) VALUES ($1, $2)`
 * ```
 */
export interface SqlTable<T> {
  /** The table's name: `user_goals`. */
  readonly table: string;
  /** The alias given, or the table's name when none was. */
  readonly alias: string;
  /** `user_goals g`, for FROM and JOIN; the bare table when no alias was given. */
  readonly from: string;
  /** A column qualified by the alias: `g.user_id`. */
  readonly c: Readonly<Record<ColumnKey<T>, string>>;
  /** A column's bare name: `user_id` (INSERT column lists, SET, ON CONFLICT). */
  readonly col: Readonly<Record<ColumnKey<T>, string>>;
}

const cache = new WeakMap<object, Map<string, SqlTable<unknown>>>();

function strictRecord(entityName: string, names: Map<string, string>): Record<string, string> {
  return new Proxy(Object.fromEntries(names), {
    get(target, property) {
      if (typeof property !== 'string') return undefined;
      if (!Object.hasOwn(target, property)) throw new Error(`${entityName} has no column ${property}`);
      return target[property];
    },
  });
}

/** The SQL names of `entity`'s table and columns, aliased `alias` (cached per data source). */
export function sqlTable<T extends ObjectLiteral>(db: DataSource | EntityManager, entity: EntityTarget<T>, alias?: string): SqlTable<T> {
  const source = 'connection' in db ? db.connection : db;
  const metadata = source.getMetadata(entity);
  const key = `${metadata.name}\u0000${alias ?? ''}`;
  let tables = cache.get(source);
  if (!tables) cache.set(source, (tables = new Map()));
  const cached = tables.get(key);
  if (cached) return cached as SqlTable<T>;

  const bare = new Map<string, string>();
  for (const column of metadata.columns) bare.set(column.propertyName, column.databaseName);
  // A relation's join column answers to the relation's name too (`user` → `user_id`) when no
  // property of its own names it.
  for (const relation of metadata.manyToOneRelations) {
    const [join] = relation.joinColumns;
    if (join && !bare.has(relation.propertyName)) bare.set(relation.propertyName, join.databaseName);
  }
  const name = alias ?? metadata.tableName;
  const qualified = new Map([...bare].map(([property, column]) => [property, `${name}.${column}`]));
  const table: SqlTable<T> = {
    table: metadata.tableName,
    alias: name,
    from: alias ? `${metadata.tableName} ${alias}` : metadata.tableName,
    c: strictRecord(metadata.name, qualified) as SqlTable<T>['c'],
    col: strictRecord(metadata.name, bare) as SqlTable<T>['col'],
  };
  tables.set(key, table as SqlTable<unknown>);
  return table;
}
