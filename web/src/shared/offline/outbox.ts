import { ApolloLink, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { OperationTypeNode, parse, print } from 'graphql';
import { Observable } from 'rxjs';
import { offlineDb, outboxOf, type OutboxEntry } from './offline-db';

/**
 * What a mutation's caller passes in its context to let the change wait offline (issue 28):
 * `offline` is the answer to show meanwhile (its optimistic answer). A mutation without it
 * fails offline as before.
 */
export interface OfflineContext {
  offline?: Record<string, unknown>;
  /** Set by a replay: the key the change was queued with. */
  idempotencyKey?: string;
  /** Set by a replay: when the change was made (ms); the server's conflict rule reads it (Made-At). */
  madeAt?: number;
}

/** A change the server refused when it was finally sent: the user is told, the rest goes on. */
export interface Refusal {
  operationName: string;
  message: string;
  /** The server's code: NOT_FOUND when another device deleted what the change was for. */
  code?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const refusalListeners = new Set<(refusal: Refusal) => void>();
let waiting = 0;

function setWaiting(count: number): void {
  waiting = count;
  for (const listener of listeners) listener();
}

/** How many changes wait to be sent (for "3 changes waiting to sync"). */
export function waitingChanges(): number {
  return waiting;
}

export function onWaitingChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onRefusal(listener: (refusal: Refusal) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** No answer came back at all (offline, the server unreachable or briefly down): the change may wait. */
export function isUnreachable(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  return ServerError.is(error) && [502, 503, 504].includes(error.statusCode);
}

let currentUser: string | null = null;

/** Whose outbox this tab writes and sends; null when signed out. */
export async function setOutboxUser(userId: string | null): Promise<void> {
  currentUser = userId;
  setWaiting(userId ? (await outboxOf(userId).catch(() => [])).length : 0);
}

async function enqueue(entry: OutboxEntry): Promise<void> {
  const db = await offlineDb();
  await db.put('outbox', entry);
  setWaiting((await outboxOf(entry.userId)).length);
  void askForBackgroundSync();
}

/** The Background Sync tag public/sw.js answers (and posts to the open tabs once it has sent the outbox). */
export const OUTBOX_SYNC_TAG = 'cairn-outbox';

/**
 * Where the browser has Background Sync, the service worker sends the outbox once the connection
 * returns, even with every Cairn tab closed (public/sw.js, its `sync` handler).
 */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No service worker or no Background Sync: the outbox goes on `online` and at the next open.
  }
}

/**
 * Every mutation carries an Idempotency-Key, so a retry takes effect once. One whose caller
 * allows it (`context.offline`) waits in the outbox when no answer comes back, and the screen
 * keeps showing it; `syncOutbox` sends it later with the same key.
 */
export function outboxLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const context = operation.getContext() as OfflineContext & { headers?: Record<string, string> };
    const key = context.idempotencyKey ?? crypto.randomUUID();
    const madeAt = context.madeAt === undefined ? {} : { 'Made-At': new Date(context.madeAt).toISOString() };
    operation.setContext({ headers: { ...context.headers, 'Idempotency-Key': key, ...madeAt } });
    const userId = currentUser;
    const shown = context.offline;
    if (!shown || !userId || context.idempotencyKey) return forward(operation);

    const queue = () => new Observable<ApolloLink.Result>((observer) => {
      enqueue({ key, userId, madeAt: Date.now(), operationName: operation.operationName ?? '', query: print(operation.query), variables: operation.variables })
        .then(() => {
          observer.next({ data: shown });
          observer.complete();
        }, (error: unknown) => observer.error(error));
    });
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
    return new Observable<ApolloLink.Result>((observer) => {
      let inner = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          if (isUnreachable(error)) inner = queue().subscribe(observer);
          else observer.error(error);
        },
        complete: () => observer.complete(),
      });
      return () => inner.unsubscribe();
    });
  });
}

let syncing: Promise<number> | undefined;

/**
 * Sends the user's waiting changes in the order they were made, each with its own key (the
 * server applies each once, whichever instance gets it, however often it is sent) and the time
 * it was made (the change made last wins a habit's day). Stops at the first that finds no
 * server or no session; a refused one is dropped and reported, the rest go on. Once any went,
 * the screens ask the server again: a refused change, or one another device outdid, shows as
 * the server has it. Answers how many were sent.
 */
export function syncOutbox(client: ApolloClient): Promise<number> {
  syncing ??= (async () => {
    const userId = currentUser;
    if (!userId) return 0;
    const db = await offlineDb();
    let sent = 0;
    for (const entry of await outboxOf(userId)) {
      if (currentUser !== userId) return sent;
      try {
        await client.mutate({
          mutation: parse(entry.query), variables: entry.variables, context: { idempotencyKey: entry.key, madeAt: entry.madeAt } satisfies OfflineContext,
        });
      } catch (error) {
        if (isUnreachable(error)) break;
        const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
        const code = first?.extensions?.code as string | undefined;
        // The session ended (expired while offline): the changes wait for this user to sign in
        // again. An answer that says "try again" (a rate limit; the same change still running,
        // sent meanwhile by the service worker): they wait for the next sync.
        const later = code === 'UNAUTHENTICATED' || first?.extensions?.retryAfter !== undefined
          || (ServerError.is(error) && [409, 429].includes(error.statusCode));
        if (later) break;
        for (const listener of refusalListeners) listener({ operationName: entry.operationName, message: first?.message ?? String(error), code });
      }
      await db.delete('outbox', entry.key);
      sent += 1;
      setWaiting(waiting - 1);
    }
    setWaiting((await outboxOf(userId)).length);
    if (sent > 0) await client.refetchQueries({ include: 'active' });
    return sent;
  })().finally(() => { syncing = undefined; });
  return syncing;
}
