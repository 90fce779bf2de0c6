import { DefaultNamingStrategy, type Table } from 'typeorm';

const tableName = (tableOrName: Table | string) =>
  (typeof tableOrName === 'string' ? tableOrName : tableOrName.name).split('.').pop()!;

/**
 * The names PostgreSQL itself gives the constraints the migrations declare without a name
 * (`tasks_pkey`, `tasks_user_id_fkey`, `locales_code_key`), so an entity matches its table
 * without repeating them; indexes and checks are named in the entities.
 */
export class PostgresNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(tableOrName: Table | string): string {
    return `${tableName(tableOrName)}_pkey`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `${tableName(tableOrName)}_${columnNames.join('_')}_fkey`;
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `${tableName(tableOrName)}_${columnNames.join('_')}_key`;
  }
}
