import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from './logger';

/** What changed for a user; subscribers re-read it. */
export type LiveTopic = 'dashboard' | 'goals' | 'profile';
export const LIVE_TOPICS: readonly LiveTopic[] = ['dashboard', 'goals', 'profile'];

export interface LiveEvent {
  userId: string;
  topic: LiveTopic;
}

const CHANNEL = 'cairn_live';
const MAX_RETRY_MS = 5000;

interface Subscriber {
  deliver(event: LiveEvent): void;
  end(): void;
}

/**
 * Live updates across instances through PostgreSQL LISTEN/NOTIFY. A service publishes
 * `{ user id, topic }` (a tiny payload; nothing private travels); every instance holds one
 * dedicated connection that LISTENs and hands each event to the subscriptions of that user
 * connected to it. The connection reconnects by itself after an outage, and then tells every
 * local subscriber to re-read, since events sent meanwhile were lost.
 */
export class LiveUpdates {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private client?: Client;
  private retryMs = 250;
  private retryTimer?: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly db: DataSource, private readonly logger: Logger) {}

  /**
   * Tells every instance that `topic` changed for `userId`. Given the caller's transaction
   * manager, PostgreSQL delivers it only if that transaction commits; otherwise it is sent
   * at once, so call it after the change is committed. Never fails the caller's change.
   */
  async publish(userId: string, topic: LiveTopic, manager?: EntityManager): Promise<void> {
    try {
      await (manager ?? this.db.manager).query(`SELECT pg_notify($1, $2)`, [CHANNEL, JSON.stringify({ u: userId, t: topic })]);
    } catch (error) {
      if (manager) throw error; // the transaction is failing anyway; let the caller see why
      this.logger.warn({ err: error, userId, topic }, 'live update not published');
    }
  }

  /** Opens the listening connection (the app's start); resolves once it listens or has scheduled a retry. */
  async start(): Promise<void> {
    this.closed = false;
    await this.connect();
  }

  /** True while the listening connection is up (for tests and readiness). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: (this.db.options as { url?: string }).url, connectionTimeoutMillis: 5000 });
    const lost = (error?: Error) => {
      if (this.client !== client && this.client !== undefined) return;
      const wasUp = this.client === client;
      this.client = undefined;
      client.removeAllListeners();
      client.on('error', () => {}); // a late error of a dropped client must not crash the process
      void client.end().catch(() => {});
      if (this.closed) return;
      if (wasUp) this.logger.warn({ err: error }, 'live updates: listening connection lost; reconnecting');
      this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryTimer.unref();
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => this.dispatch(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    const reconnected = this.retryMs > 250;
    this.client = client;
    this.retryMs = 250;
    if (reconnected) this.resyncEveryone();
  }

  private dispatch(payload: string | undefined): void {
    let event: LiveEvent;
    try {
      const parsed = JSON.parse(payload ?? '') as { u?: unknown; t?: unknown };
      if (typeof parsed.u !== 'string' || !LIVE_TOPICS.includes(parsed.t as LiveTopic)) return;
      event = { userId: parsed.u, topic: parsed.t as LiveTopic };
    } catch {
      return;
    }
    for (const subscriber of this.subscribers.get(event.userId) ?? []) subscriber.deliver(event);
  }

  private resyncEveryone(): void {
    for (const [userId, subscribers] of this.subscribers) {
      for (const subscriber of subscribers) for (const topic of LIVE_TOPICS) subscriber.deliver({ userId, topic });
    }
  }

  /**
   * The events of `topics` for `userId` on this instance, as the async iterator a GraphQL
   * subscription reads. Events not yet read are coalesced per topic, so a slow client holds
   * at most one pending event per topic. `return()` (the client unsubscribing) removes it.
   */
  listen(userId: string, topics: readonly LiveTopic[]): AsyncIterableIterator<LiveEvent> {
    const pending: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    let done = false;
    const own = this.subscribers.get(userId) ?? new Set<Subscriber>();
    const subscriber: Subscriber = {
      deliver(event) {
        if (done || !topics.includes(event.topic) || pending.some((queued) => queued.topic === event.topic)) return;
        pending.push(event);
        wake?.();
      },
      end() {
        done = true;
        wake?.();
      },
    };
    own.add(subscriber);
    this.subscribers.set(userId, own);
    const stop = () => {
      subscriber.end();
      own.delete(subscriber);
      if (!own.size && this.subscribers.get(userId) === own) this.subscribers.delete(userId);
    };
    const iterator: AsyncIterableIterator<LiveEvent> = {
      [Symbol.asyncIterator]: () => iterator,
      async next() {
        while (!pending.length && !done) await new Promise<void>((resolve) => { wake = resolve; });
        wake = undefined;
        const event = pending.shift();
        return done || !event ? { value: undefined, done: true } : { value: event, done: false };
      },
      async return() {
        stop();
        return { value: undefined, done: true };
      },
      async throw(error?: unknown) {
        stop();
        throw error;
      },
    };
    return iterator;
  }

  /** How many subscriptions this instance holds (for tests and figures). */
  get subscriptionCount(): number {
    let count = 0;
    for (const subscribers of this.subscribers.values()) count += subscribers.size;
    return count;
  }

  /** Ends every subscription and the listening connection (the app's shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    for (const subscribers of this.subscribers.values()) for (const subscriber of subscribers) subscriber.end();
    this.subscribers.clear();
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
