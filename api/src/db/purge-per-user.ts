/*
 * The hourly purges of users' tables (issue 26: a write touches one user's rows per statement, so
 * under Citus each goes to the one node that holds them). A purge reads, across users, the users
 * of the first expired rows through an index on the time column (a bounded read), then deletes
 * each of those users' expired rows with statements that name the user; it goes round again
 * until a read comes back short.
 */

import type { DataSource, EntityTarget } from 'typeorm';
import { sqlTable } from './sql-names';

/** How many expired rows one round reads to find its users. */
export const PURGE_BATCH_ROWS = 500;

export interface UserPurge {
  /** The users of up to `limit` expired rows, one entry per row (a cross-user read through the time column's index, with LIMIT). */
  usersOfExpiredRows(limit: number): Promise<string[]>;
  /** Deletes one user's expired rows (and their lookups), every statement naming the user; answers how many rows went. */
  purgeUser(userId: string): Promise<number>;
}

/** Runs a purge round after round; answers how many rows went. */
export async function purgePerUser(purge: UserPurge, batchRows = PURGE_BATCH_ROWS): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await purge.usersOfExpiredRows(batchRows);
    let round = 0;
    for (const userId of new Set(rows)) round += await purge.purgeUser(userId);
    deleted += round;
    // A round that deleted nothing would find the same rows again (a row the read saw that the delete spares).
    if (rows.length < batchRows || round === 0) return deleted;
  }
}

/** The rows a DELETE or UPDATE sent through `query` touched (TypeORM answers [rows, count] for those on PostgreSQL). */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** The user ids of a `SELECT user_id …` answer. */
export function userIdsOf(rows: Array<{ user_id: string }>): string[] {
  return rows.map((row) => row.user_id);
}

/**
 * Deletes up to `batch` rows of a job's log kept `days` days (reminder and webhook deliveries): a
 * cross-user read of the oldest rows' keys, then each user's rows by a statement that names the
 * user, skipping rows another worker holds. One bounded batch a pass.
 */
export async function forgetOldRows(
  db: DataSource, entity: EntityTarget<{ userId: string; id: string; createdAt: Date }>, days: number, batch: number,
): Promise<void> {
  const { table, col } = sqlTable(db, entity);
  const old: Array<{ user_id: string; ids: string[] }> = await db.query(
    `SELECT ${col.userId} AS user_id, array_agg(${col.id}) AS ids
       FROM (SELECT ${col.userId}, ${col.id} FROM ${table} WHERE ${col.createdAt} < now() - make_interval(days => $1) LIMIT ${batch}) old
      GROUP BY ${col.userId}`, [days]);
  for (const { user_id: userId, ids } of old) {
    await db.query(
      `DELETE FROM ${table} WHERE ${col.userId} = $1 AND ${col.id} IN (
         SELECT ${col.id} FROM ${table} WHERE ${col.userId} = $1 AND ${col.id} = ANY($2::uuid[]) FOR UPDATE SKIP LOCKED)`, [userId, ids]);
  }
}
