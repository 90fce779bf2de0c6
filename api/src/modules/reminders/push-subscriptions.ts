import type { DataSource, EntityManager } from 'typeorm';
import type { EventDb } from '../../shared/events';
import { sqlTable } from '../../db/sql-names';
import { PushSubscription, PushSubscriptionEndpoint } from './push-subscription.entity';


/**
 * Deletes some of a user's push subscriptions (by id, or the one at an endpoint) with their
 * endpoints' lookups, in one statement: the lookup's cascade is dropped under Citus (issue 26).
 */
export async function deletePushSubscriptions(db: DataSource | EntityManager, userId: string, which: { ids: readonly string[] } | { endpoint: string }): Promise<void> {
  const s = sqlTable(db, PushSubscription);
  const e = sqlTable(db, PushSubscriptionEndpoint);
  const chosen = 'ids' in which ? `${s.col.id} = ANY($2::uuid[])` : `${s.col.endpoint} = $2`;
  await db.query(
    `WITH gone AS (DELETE FROM ${s.table} WHERE ${s.col.userId} = $1 AND ${chosen} RETURNING ${s.col.endpoint} AS endpoint)
     DELETE FROM ${e.table} WHERE ${e.col.userId} = $1 AND ${e.col.endpoint} IN (SELECT endpoint FROM gone)`,
    [userId, 'ids' in which ? [...which.ids] : which.endpoint]);
}

/** Every endpoint lookup of an account being deleted (its subscriptions go by cascade from the user). */
export async function deleteEndpointLookupsOf(db: EventDb, userId: string): Promise<void> {
  await db.getRepository(PushSubscriptionEndpoint).delete({ userId });
}
