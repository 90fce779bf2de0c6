import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A change made while the server could not be reached, kept until it is sent (issue 28). */
export interface OutboxEntry {
  /** The change's Idempotency-Key: sent with every try, so the server applies it once. */
  key: string;
  /** The user who made it: another account on this browser never sends or sees it. */
  userId: string;
  /** When it was made (ms), so changes are sent in the order they were made. */
  madeAt: number;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

interface OfflineSchema extends DBSchema {
  /** The GraphQL cache of the last signed-in session, one entry per user. */
  cache: { key: string; value: { userId: string; data: string; savedAt: number } };
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: [string, number] } };
}

const DB_NAME = 'cairn-offline';
let opened: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The browser's offline store (IndexedDB), opened once; rejects where IndexedDB is unavailable. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('cache', { keyPath: 'userId' });
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', ['userId', 'madeAt']);
    },
  });
  return opened;
}

/** The user's waiting changes, oldest first. */
export async function outboxOf(userId: string): Promise<OutboxEntry[]> {
  const db = await offlineDb();
  return db.getAllFromIndex('outbox', 'byUser', IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]));
}
