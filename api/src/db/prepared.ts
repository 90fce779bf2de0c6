/**
 * Statements of the hot read paths (issue 19), sent as named prepared statements: each
 * connection parses and plans one once and afterwards sends only its name and parameters.
 * Under the dashboard's load this halves PostgreSQL's time per request, which otherwise reads
 * and parses a few kilobytes of SQL for every statement. Only statements with a constant text
 * are named: a prepared statement lives as long as its connection.
 */
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

export interface PreparedStatement { name: string; rowMode?: 'array' }

const statements = new Map<string, PreparedStatement>();

/**
 * The statement's text, from now on sent as a named prepared statement; with `arrays`, its rows
 * come as arrays of values in column order (RawRows.mapAt reads them), which node-postgres
 * builds faster than objects keyed by column name.
 */
export function prepared(text: string, options: { arrays?: boolean } = {}): string {
  if (!statements.has(text)) statements.set(text, { name: `cairn_${statements.size + 1}`, ...(options.arrays ? { rowMode: 'array' as const } : {}) });
  return text;
}

/** How `text` is sent, if it is one of the hot statements. */
export function preparedStatement(text: string): PreparedStatement | undefined {
  return statements.get(text);
}

/** The name `text` is prepared under, if it is one of the hot statements. */
export function preparedName(text: string): string | undefined {
  return statements.get(text)?.name;
}

/**
 * Runs a hot statement (made with `prepared`) straight on TypeORM's pool, logged as TypeORM logs
 * its own: no QueryRunner to make, connect, broadcast through and release for one read (a few
 * per cent of a dashboard request). Errors are node-postgres's own (codes intact for the outage
 * answer).
 */
export async function queryPrepared<Row>(db: DataSource, text: string, parameters: unknown[]): Promise<Row[]> {
  db.logger.logQuery(text, parameters);
  const { rows } = await (db.driver as unknown as { master: Pool }).master.query<Row & object>(text, parameters);
  return rows;
}
