import type { ApolloClient, InMemoryCache } from '@apollo/client';
import { offlineDb, outboxOf } from './offline-db';
import { forgetLeftCopy, keepCache, restoreCache } from './persisted-cache';
import { setOutboxUser, syncOutbox } from './outbox';

/** The user whose cache and outbox this tab holds. */
let current: { userId: string; restored: Promise<void>; stopKeeping?: () => void } | undefined;

/**
 * For the signed-in user: their last cache is put back before the screens ask (they then open
 * offline from it) and kept as it changes; their waiting changes are sent now (issue 28).
 */
export function startOffline(client: ApolloClient, userId: string): Promise<void> {
  if (current?.userId === userId) return current.restored;
  const cache = client.cache as InMemoryCache;
  const session: NonNullable<typeof current> = {
    userId,
    restored: restoreCache(cache, userId).then(async () => {
      if (current !== session) return;
      session.stopKeeping = keepCache(cache, userId);
      await setOutboxUser(userId);
      void syncOutbox(client);
    }),
  };
  current = session;
  return session.restored;
}

/** Resolves once the signed-in user's kept cache is back (at once when there is none to wait for). */
export function whenRestored(): Promise<void> {
  return current?.restored.catch(() => undefined) ?? Promise.resolve();
}

/** How many changes the signed-in user would lose by signing out now. */
export async function unsyncedChanges(): Promise<number> {
  return current ? (await outboxOf(current.userId).catch(() => [])).length : 0;
}

/** At logout: the user's kept cache and waiting changes go, and nothing more is kept for them. */
export async function endOffline(): Promise<void> {
  const ending = current;
  current = undefined;
  await setOutboxUser(null);
  if (!ending) return;
  ending.stopKeeping?.();
  forgetLeftCopy(ending.userId);
  try {
    const db = await offlineDb();
    await db.delete('cache', ending.userId);
    for (const entry of await outboxOf(ending.userId)) await db.delete('outbox', entry.key);
  } catch {
    // No IndexedDB: nothing was kept.
  }
}
