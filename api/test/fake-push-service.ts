import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A browser's side of a push subscription: its ECDH key pair and auth secret, made with node crypto. */
export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
}

export interface ReceivedPush {
  subscription: string;
  payload: { kind: string; title: string; body: string; tag: string; data: Record<string, string> };
  receivedAt: number;
  headers: Record<string, string | string[] | undefined>;
}

/** What the user agent shows: one notification per (subscription, tag), as showNotification replaces by tag. */
export interface ShownNotification {
  subscription: string;
  tag: string;
  /** How many messages the user agent got for this tag (more than 1: later ones replaced the first). */
  messages: number;
}

export interface FakePushServiceOptions {
  /**
   * How long the push service holds an accepted message before the user agent fetches it: 0
   * models a connected browser; more models one that is asleep or offline for that long.
   */
  deliveryDelayMs?: number;
}

export interface FakePushService {
  url: string;
  /** Every message the push service accepted (201), in order: what the application server sent. */
  received: ReceivedPush[];
  /** Every message the user agent fetched: accepted ones minus those replaced by Topic while queued. */
  delivered: ReceivedPush[];
  /** Accepted messages that replaced a queued one with the same Topic (RFC 8030 §5.4). */
  replaced: ReceivedPush[];
  /** The notifications the user agent shows, keyed by subscription and tag. */
  shown(): ShownNotification[];
  /** A new subscription on this service (what PushManager.subscribe would give a browser). */
  subscribe(): FakeSubscription;
  /** The push service answers this status for the subscription from now on (404/410: gone). */
  answer(endpoint: string, status: number): void;
  /** Resolves once the user agents fetched every accepted message (or it was replaced): nothing is queued any more. */
  idle(): Promise<void>;
  /** Waits until at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** RFC 8030 §5.4: a Topic is at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A Web Push service on loopback (RFC 8030) and the user agents behind it. It takes the app's
 * POSTs, checks the VAPID header, the TTL header (§5.2, required) and any Topic header (§5.4), and
 * decrypts each message (RFC 8291, aes128gcm) with the subscription's private key and auth secret
 * through http_ece, as the browser would.
 *
 * An accepted message is queued for the subscription's user agent, which fetches it after
 * `deliveryDelayMs`. As RFC 8030 §5.4 says, a message with the same Topic as one still queued for
 * that subscription replaces it (the queued one is never delivered); once fetched, a message can
 * no longer be replaced, and a later one with its Topic is delivered too. The user agent then
 * shows it as the service worker does, with showNotification and the payload's tag, which
 * replaces a notification with the same tag rather than adding one.
 */
export async function startFakePushService(options: FakePushServiceOptions = {}): Promise<FakePushService> {
  const deliveryDelayMs = options.deliveryDelayMs ?? 0;
  const subscriptions = new Map<string, { ecdh: ECDH; auth: string; status: number }>();
  const received: ReceivedPush[] = [];
  const delivered: ReceivedPush[] = [];
  const replaced: ReceivedPush[] = [];
  /** Accepted and not yet fetched, per subscription. */
  const queued = new Map<string, ReceivedPush[]>();
  const shown = new Map<string, ShownNotification>();
  const timers = new Set<NodeJS.Timeout>();
  const idleWaiters: Array<() => void> = [];
  const fetchLater = (message: ReceivedPush) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!timers.size) for (const resolve of idleWaiters.splice(0)) setImmediate(resolve); // after this fetch is recorded
      const queue = queued.get(message.subscription) ?? [];
      const at = queue.indexOf(message);
      if (at < 0) return; // replaced while queued
      queue.splice(at, 1);
      delivered.push(message);
      const key = `${message.subscription} ${message.payload.tag}`;
      const notification = shown.get(key);
      if (notification) notification.messages += 1;
      else shown.set(key, { subscription: message.subscription, tag: message.payload.tag, messages: 1 });
    }, deliveryDelayMs);
    timers.add(timer);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const subscription = subscriptions.get(id);
      if (!subscription) return void res.writeHead(404).end();
      if (subscription.status !== 201) return void res.writeHead(subscription.status).end();
      if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(String(req.headers.authorization)) || req.headers['content-encoding'] !== 'aes128gcm') {
        return void res.writeHead(400).end('bad push request');
      }
      const topic = req.headers.topic;
      if (!/^\d+$/.test(String(req.headers.ttl)) || (topic !== undefined && !TOPIC.test(String(topic)))) return void res.writeHead(400).end('bad TTL or Topic');
      let message: ReceivedPush;
      try {
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth });
        message = { subscription: id, payload: JSON.parse(plain.toString('utf8')), receivedAt: Date.now(), headers: req.headers };
      } catch {
        return void res.writeHead(400).end('cannot decrypt');
      }
      received.push(message);
      const queue = queued.get(id) ?? [];
      queued.set(id, queue);
      const same = topic === undefined ? -1 : queue.findIndex((m) => m.headers.topic === topic);
      if (same >= 0) {
        queue.splice(same, 1);
        replaced.push(message);
      }
      queue.push(message);
      fetchLater(message);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    delivered,
    replaced,
    shown: () => [...shown.values()],
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const id = randomBytes(12).toString('hex');
      subscriptions.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `${url}/push/${id}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth, ecdh };
    },
    answer(endpoint, status) {
      subscriptions.get(endpoint.split('/').pop()!)!.status = status;
    },
    idle: () => new Promise<void>((resolve) => { if (timers.size) idleWaiters.push(resolve); else resolve(); }),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => { for (const timer of timers) clearTimeout(timer); server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
