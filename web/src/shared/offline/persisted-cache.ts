import { ApolloLink, type InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { tap } from 'rxjs';
import { offlineDb } from './offline-db';

/** The most a user's cache may take in IndexedDB; a larger one is not kept (the app then opens online only). */
export const MAX_CACHE_BYTES = 5_000_000;
const SAVE_AFTER_MS = 200;

/**
 * Puts back the user's last cache, so the screens open offline from the data last seen. The
 * user's own record is the one thing the cache holds already (the shell's Me, asked as the page
 * opened): it is newer than the kept copy, and wins field by field.
 */
export async function restoreCache(cache: InMemoryCache, userId: string): Promise<void> {
  try {
    const db = await offlineDb();
    const stored = await db.get('cache', userId);
    const left = leftByClosingPage(userId);
    const saved = left && (!stored || left.savedAt > stored.savedAt) ? left : stored;
    if (left) {
      if (saved === left) await db.put('cache', { userId, ...left });
      forgetLeftCopy(userId);
    }
    if (!saved) return;
    const kept = JSON.parse(saved.data) as NormalizedCacheObject;
    const fresh = cache.extract(false);
    const me = cache.identify({ __typename: 'User', id: userId });
    if (me && fresh[me]) kept[me] = { ...kept[me], ...fresh[me] };
    if (fresh.ROOT_QUERY?.me) kept.ROOT_QUERY = { ...kept.ROOT_QUERY, __typename: 'Query', me: fresh.ROOT_QUERY.me };
    cache.restore(kept);
  } catch {
    // No IndexedDB (a private window) or a cache from an older app: start empty.
  }
}

/**
 * A page that closes (or reloads) with a change not yet kept cannot count on an IndexedDB write
 * finishing, and the next page may read before it lands: the closing page leaves its copy in
 * localStorage, written at once, and the next page takes whichever copy is newer.
 */
const LEFT_COPY = 'cairn-offline-cache:';

function leftByClosingPage(userId: string): { data: string; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(LEFT_COPY + userId);
    return raw ? JSON.parse(raw) as { data: string; savedAt: number } : null;
  } catch {
    return null;
  }
}

/** The copy a closing page left goes (once it is in IndexedDB, or at logout). */
export function forgetLeftCopy(userId: string): void {
  try {
    localStorage.removeItem(LEFT_COPY + userId);
  } catch {
    // No storage: nothing was left.
  }
}

/** Set while a user's cache is kept: called when it may have changed. */
let cacheChanged: (() => void) | undefined;

/**
 * Every answer from the server is written to the cache as it arrives (not through the cache
 * methods keepCache wraps): each one has the kept copy saved again shortly.
 */
export function keepCacheLink(): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(tap(() => queueMicrotask(() => cacheChanged?.()))));
}

/**
 * Keeps the user's cache (without optimistic layers) in IndexedDB, shortly after each change
 * and when the page is hidden. Answers a function that stops keeping it.
 */
export function keepCache(cache: InMemoryCache, userId: string): () => void {
  let timer: number | undefined;
  // A save between its first line and its IndexedDB write's end: a page hidden meanwhile may
  // unload before that write ends, so it keeps its own copy (seen in CI: a reload right after a
  // save began showed the day as it was before the last changes).
  let writing = 0;
  const save = async (closing = false) => {
    window.clearTimeout(timer);
    timer = undefined;
    writing += 1;
    try {
      await write(closing);
    } finally {
      writing -= 1;
    }
  };
  const write = async (closing: boolean) => {
    const data = JSON.stringify(cache.extract(false));
    const savedAt = Date.now();
    if (closing && data.length <= MAX_CACHE_BYTES) {
      try {
        localStorage.setItem(LEFT_COPY + userId, JSON.stringify({ data, savedAt }));
      } catch {
        // Over the storage quota: the IndexedDB write below is the only chance.
      }
    }
    const db = await offlineDb();
    if (data.length > MAX_CACHE_BYTES) await db.delete('cache', userId);
    else await db.put('cache', { userId, data, savedAt });
  };
  // At most SAVE_AFTER_MS after the first change not kept yet: a stream of changes (live updates)
  // must not put the save off for ever, and a closing page cannot be relied on to finish one.
  const later = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(() => void save().catch(() => undefined), SAVE_AFTER_MS);
  };
  // InMemoryCache has no change event: the screens' own changes (modify, evict, reset) are caught
  // here, the server's answers by keepCacheLink.
  const methods = ['write', 'modify', 'evict', 'reset'] as const;
  const originals = methods.map((name) => [name, cache[name]] as const);
  for (const [name, original] of originals) {
    (cache as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = (original as (...a: unknown[]) => unknown).apply(cache, args);
      later();
      return result;
    };
  }
  const onHide = () => { if (timer !== undefined || writing > 0) void save(true).catch(() => undefined); };
  window.addEventListener('pagehide', onHide);
  cacheChanged = later;
  return () => {
    if (cacheChanged === later) cacheChanged = undefined;
    window.clearTimeout(timer);
    window.removeEventListener('pagehide', onHide);
    for (const [name, original] of originals) (cache as unknown as Record<string, unknown>)[name] = original;
  };
}
