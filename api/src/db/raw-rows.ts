import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface MappedColumn { alias: string; property: string; sql: (table: string) => string; from: (value: unknown) => unknown }

/**
 * Hot read paths (issue 19): an entity's columns named in a raw statement and each row mapped
 * once into an instance, without TypeORM's query building and hydration. The column list is
 * read off the entity's metadata once, so it cannot drift from the entity. Columns come aliased
 * `<prefix>_<column>`; a `date` column as YYYY-MM-DD text (as TypeORM answers it), a
 * timestamp as a Date made from its milliseconds since the epoch (a number is far cheaper to
 * read than timestamp text, and the same in a row and inside JSON), a transformer applied.
 */
export class RawRows<T extends ObjectLiteral> {
  private readonly columns: MappedColumn[];
  private readonly idIndex: number;

  constructor(db: DataSource, private readonly entity: new () => T, private readonly prefix: string) {
    this.columns = db.getMetadata(entity).columns.map((column) => this.mapped(column));
    this.idIndex = this.columns.findIndex((column) => column.property === 'id');
  }

  private mapped(column: ColumnMetadata): MappedColumn {
    const name = column.databaseName;
    const transformer = Array.isArray(column.transformer) ? column.transformer[0] : column.transformer;
    const timestamp = column.type === 'timestamptz' || column.type === 'timestamp' || column.type === Date;
    return {
      alias: `${this.prefix}_${name}`,
      property: column.propertyName,
      sql: (table) => (column.type === 'date' ? `to_char(${table}.${name}, 'YYYY-MM-DD')`
        : timestamp ? `floor(extract(epoch FROM ${table}.${name}) * 1000)::float8` : `${table}.${name}`),
      from: (value) => {
        const read = timestamp && value !== null ? new Date(value as number) : value;
        return transformer ? transformer.from(read) : read;
      },
    };
  }

  /** `t.col AS "prefix_col", …` for a SELECT list. */
  select(table: string): string {
    return this.columns.map((column) => `${column.sql(table)} AS "${column.alias}"`).join(', ');
  }

  /** The same columns as one JSON object (for json_agg), keyed by their aliases. */
  json(table: string): string {
    return `json_build_object(${this.columns.map((column) => `'${column.alias}', ${column.sql(table)}`).join(', ')})`;
  }

  /** How many columns `select` names. */
  get width(): number {
    return this.columns.length;
  }

  /** The instance held by an array row's columns from `offset` on, in `select`'s order; null when its id is null. */
  mapAt(row: readonly unknown[], offset: number): T | null {
    if (row[offset + this.idIndex] === null) return null;
    const instance = new this.entity() as Record<string, unknown>;
    for (let i = 0; i < this.columns.length; i++) instance[this.columns[i].property] = this.columns[i].from(row[offset + i]);
    return instance as T;
  }

  /** The instance an object made by `json` holds; null when its id is null (an outer join that found nothing). */
  map(row: Record<string, unknown>): T | null {
    if (row[`${this.prefix}_id`] === null || row[`${this.prefix}_id`] === undefined) return null;
    const instance = new this.entity() as Record<string, unknown>;
    for (const column of this.columns) instance[column.property] = column.from(row[column.alias]);
    return instance as T;
  }
}
