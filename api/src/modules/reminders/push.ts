import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Logger } from '../../shared/logger';
import { isPublicEndpoint } from '../../shared/public-address';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A browser's push subscription: where to post, and the keys the message is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service answered 404 or 410, the subscription is dead and is removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A delivery's RFC 8030 Topic: its uuid's 32 hex digits (hex is URL-safe base64, and 32 is the limit). */
export function deliveryTopic(deliveryId: string): string {
  return deliveryId.replace(/-/g, '');
}

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Whether `endpoint` may be a push service's address: a public host name or address (the one
 * check push and webhooks share, shared/public-address.ts).
 */
export const isPushServiceAddress = isPublicEndpoint;

/** Whether the server may POST to `endpoint`: a push service's address, or any with PUSH_ALLOW_PRIVATE_ENDPOINTS (tests). */
export function isAllowedPushEndpoint(config: Config, endpoint: URL): boolean {
  return config.reminders.allowPrivatePushEndpoints || isPushServiceAddress(endpoint);
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or a pair generated on first start into
 * DATA_DIR/vapid.json (tests get a fresh pair in memory): every instance of one deployment must
 * share the keys, so production sets them or shares DATA_DIR.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const { vapidPublicKey, vapidPrivateKey } = config.reminders;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  if (config.nodeEnv === 'test') return webpush.generateVAPIDKeys();
  const file = path.join(config.dataDir, 'vapid.json');
  const stored = readKeys(file);
  if (stored) return stored;
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    // 'wx': of instances starting together on one DATA_DIR, the first to create the file wins and the others read its keys.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const winner = readKeys(file);
    if (winner) return winner;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20); // the winner created the file and is still writing it
  }
  throw new Error(`${file} holds no VAPID keys`);
}

/** The keys in `file`, or null when it does not exist or is not (yet) a complete key pair. */
function readKeys(file: string): VapidKeys | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const keys = JSON.parse(text) as Partial<VapidKeys>;
    return typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string' ? { publicKey: keys.publicKey, privateKey: keys.privateKey } : null;
  } catch {
    return null;
  }
}

/** The sender's contact for push services: MAIL_FROM's address as a mailto: URL. */
function vapidSubject(config: Config): string {
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * Sends Web Push messages: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID header; the request itself goes out with fetch, so any push service URL works.
 */
export class PushSender {
  readonly keys: VapidKeys;
  private readonly subject: string;
  /** Signed VAPID headers per push service origin, reused until an hour before they expire. */
  private readonly vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();

  constructor(private readonly config: Config, logger?: Pick<Logger, 'warn'>) {
    this.keys = loadVapidKeys(config);
    this.subject = vapidSubject(config);
    if (config.isProduction && !(config.reminders.vapidPublicKey && config.reminders.vapidPrivateKey)) {
      logger?.warn({ vapidFile: path.join(config.dataDir, 'vapid.json') },
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: Web Push signs with a key pair generated into this instance\'s DATA_DIR. '
        + 'Every instance must share the same keys (set both variables, or share DATA_DIR), or push services refuse the pushes another instance signs for a browser that subscribed through this one.');
    }
  }

  /** The VAPID Authorization header for a push service (an ES256 JWT, valid 12 hours). */
  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.renewAt > Date.now()) return cached.authorization;
    const expiresAt = Math.floor(Date.now() / 1000) + 12 * 60 * 60;
    const headers = webpush.getVapidHeaders(audience, this.subject, this.keys.publicKey, this.keys.privateKey, 'aes128gcm', expiresAt);
    this.vapidHeaders.set(audience, { authorization: headers.Authorization, renewAt: (expiresAt - 3600) * 1000 });
    return headers.Authorization;
  }

  /**
   * Posts one message. `topic` (RFC 8030 §5.4, at most 32 URL-safe base64 characters) makes a
   * re-send replace the first copy while the push service still holds it for the user agent.
   */
  async send(target: PushTarget, payload: object, ttlSeconds: number, topic?: string): Promise<PushOutcome> {
    // Refused when it was added; checked again for a subscription stored before that check (or with it lifted): never posted to, and removed.
    if (!isAllowedPushEndpoint(this.config, new URL(target.endpoint))) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: null as never, headers: { Authorization: this.authorization(target.endpoint) }, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm', ...(topic ? { topic } : {}) },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
