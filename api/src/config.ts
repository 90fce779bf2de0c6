import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Unset: the server starts an embedded PostgreSQL under `dataDir`. */
  databaseUrl?: string;
  /**
   * DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL that answers heavy reads (trends,
   * stats, calendars, populatehabits, exports; db/replica.ts). Unset: every read goes to the primary.
   */
  databaseReplicaUrl?: string;
  /** REPLICA_MAX_LAG (seconds, 30): a replica further behind the primary than this is skipped. */
  replicaMaxLagSeconds: number;
  dataDir: string;
  appUrl: string;
  /** Session cookies are Secure when the app is served over HTTPS (APP_URL). */
  secureCookies: boolean;
  sessionSecret: string;
  logLevel: string;
  /** Multiplies every rate limit (1 in production; test environments raise it). */
  rateLimitScale: number;
  /** Requests per minute each access token (a personal one, or an app's grant) may make (TOKEN_RATE_LIMIT). */
  tokenRateLimit: number;
  /** API requests per minute per signed-in user of the web app (USER_RATE_LIMIT) and per visitor's address (VISITOR_RATE_LIMIT). */
  userRateLimit: number;
  visitorRateLimit: number;
  /** Unset: each mail and its link go to the log. */
  smtpUrl?: string;
  mailFrom: string;
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  stripe: { secretKey?: string; webhookSecret?: string; priceId?: string; apiUrl?: string };
  googleClientId?: string;
  /**
   * WebAuthn: the relying party id passkeys are bound to and the origins a passkey answer may
   * come from. By default APP_URL's host name and origin; PASSKEY_ORIGINS (comma-separated) and
   * PASSKEY_RP_ID replace them (e.g. tests served on an IP address, which WebAuthn refuses).
   */
  passkeys: { rpId: string; origins: string[] };
  /** The built web app to serve; unset: web/dist of this checkout. */
  webDist?: string;
  reminders: {
    /** VAPID keys for Web Push; unset: generated once into DATA_DIR/vapid.json. */
    vapidPublicKey?: string;
    vapidPrivateKey?: string;
    /** A reminder missed while every instance was down is still sent this long after its time. */
    graceMinutes: number;
    /**
     * PUSH_ALLOW_PRIVATE_ENDPOINTS: push subscription endpoints may be on loopback, private or
     * link-local addresses and bare host names (tests' fake push service). Off: refused, as the
     * server would otherwise POST wherever a user says.
     */
    allowPrivatePushEndpoints: boolean;
  };
  webhooks: {
    /**
     * WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: webhook endpoints may be http:// and on loopback, private
     * or link-local addresses (tests' receiver on 127.0.0.1). Off: refused, exactly as push
     * endpoints are, both when an endpoint is saved and at each delivery's connection.
     */
    allowPrivateEndpoints: boolean;
  };
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return value;
}

function port(env: Env): number {
  const raw = optional(env, 'PORT') ?? '4000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return value;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(name, `must be a positive whole number (got "${raw}")`);
  return value;
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** A yes/no variable: true/1/yes/on or false/0/no/off, in any case; anything else is refused by name. */
function flag(env: Env, name: string): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return false;
  const word = raw.toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ConfigError(name, `must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (got "${raw}")`);
}

function nodeEnv(env: Env): NodeEnv {
  const value = optional(env, 'NODE_ENV') ?? 'development';
  if (value !== 'development' && value !== 'production' && value !== 'test') {
    throw new ConfigError('NODE_ENV', `must be development, production or test (got "${value}")`);
  }
  return value;
}

/** In development a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function devSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Both VAPID keys or neither: a P-256 public key (65 bytes) and private key (32 bytes), base64url. */
function vapidKeys(env: Env): { vapidPublicKey?: string; vapidPrivateKey?: string } {
  const vapidPublicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if (!vapidPublicKey && !vapidPrivateKey) return {};
  if (!vapidPublicKey) throw new ConfigError('VAPID_PUBLIC_KEY', 'is required when VAPID_PRIVATE_KEY is set');
  if (!vapidPrivateKey) throw new ConfigError('VAPID_PRIVATE_KEY', 'is required when VAPID_PUBLIC_KEY is set');
  if (!BASE64URL.test(vapidPublicKey) || Buffer.from(vapidPublicKey, 'base64url').length !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY', 'must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys)');
  }
  if (!BASE64URL.test(vapidPrivateKey) || Buffer.from(vapidPrivateKey, 'base64url').length !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a P-256 private key, 32 bytes in URL-safe base64 (npx web-push generate-vapid-keys)');
  }
  return { vapidPublicKey, vapidPrivateKey };
}

/** Reads and validates every environment variable once, at start. Nothing else reads process.env. */
export function loadConfig(env: Env = process.env): Config {
  const mode = nodeEnv(env);
  const isProduction = mode === 'production';
  const listenPort = port(env);
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? '.data');

  let sessionSecret = optional(env, 'SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  if (sessionSecret === undefined) {
    if (isProduction) throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV is production');
    sessionSecret = mode === 'test' ? 'test-secret-'.padEnd(40, 'x') : devSessionSecret(dataDir);
  }

  const mailFrom = optional(env, 'MAIL_FROM') ?? 'Cairn <no-reply@cairn.local>';
  if (!/^(.+<)?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) {
    throw new ConfigError('MAIL_FROM', `must be an email address or "Name <address>" (got "${mailFrom}")`);
  }

  const stripe = {
    secretKey: optional(env, 'STRIPE_SECRET_KEY'),
    webhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
    priceId: optional(env, 'STRIPE_PRICE_ID'),
    apiUrl: url(env, 'STRIPE_API_URL', ['http:', 'https:']),
  };
  if (stripe.secretKey && !stripe.priceId) {
    throw new ConfigError('STRIPE_PRICE_ID', 'is required when STRIPE_SECRET_KEY is set');
  }

  const appUrl = (url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${listenPort}`).replace(/\/+$/, '');
  if (isProduction && !appUrl.startsWith('https:') && !flag(env, 'ALLOW_INSECURE_COOKIES')) {
    throw new ConfigError('APP_URL', 'must be an https:// URL in production (or set ALLOW_INSECURE_COOKIES=true for a local trial)');
  }

  const passkeyOrigins = (optional(env, 'PASSKEY_ORIGINS')?.split(',') ?? [appUrl]).map((origin) => {
    try {
      return new URL(origin.trim()).origin;
    } catch {
      throw new ConfigError('PASSKEY_ORIGINS', `must be a comma-separated list of URLs (got "${origin}")`);
    }
  });
  const rpId = optional(env, 'PASSKEY_RP_ID') ?? new URL(passkeyOrigins[0]).hostname;
  for (const origin of passkeyOrigins) {
    const host = new URL(origin).hostname;
    if (host !== rpId && !host.endsWith(`.${rpId}`)) throw new ConfigError('PASSKEY_RP_ID', `must be the host name of every passkey origin or a parent domain of it (got "${rpId}" for ${origin})`);
  }

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseReplicaUrl = url(env, 'DATABASE_REPLICA_URL', ['postgres:', 'postgresql:']);
  if (databaseReplicaUrl && !databaseUrl) {
    throw new ConfigError('DATABASE_REPLICA_URL', 'needs DATABASE_URL: it is a replica of that database (the embedded PostgreSQL has none)');
  }

  return {
    nodeEnv: mode,
    isProduction,
    port: listenPort,
    databaseUrl,
    databaseReplicaUrl,
    replicaMaxLagSeconds: positiveInt(env, 'REPLICA_MAX_LAG', 30),
    dataDir,
    appUrl,
    secureCookies: appUrl.startsWith('https:'),
    sessionSecret,
    logLevel: optional(env, 'LOG_LEVEL') ?? (mode === 'test' ? 'silent' : 'info'),
    rateLimitScale: positiveInt(env, 'RATE_LIMIT_SCALE', 1),
    tokenRateLimit: positiveInt(env, 'TOKEN_RATE_LIMIT', 600),
    userRateLimit: positiveInt(env, 'USER_RATE_LIMIT', 1200),
    visitorRateLimit: positiveInt(env, 'VISITOR_RATE_LIMIT', 300),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    openai: {
      apiKey: optional(env, 'OPENAI_API_KEY'),
      baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
      model: optional(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: positiveInt(env, 'OPENAI_TIMEOUT_MS', 15_000),
    },
    stripe,
    googleClientId: optional(env, 'GOOGLE_CLIENT_ID'),
    passkeys: { rpId, origins: passkeyOrigins },
    webDist: optional(env, 'WEB_DIST') ? path.resolve(optional(env, 'WEB_DIST')!) : undefined,
    reminders: {
      ...vapidKeys(env),
      graceMinutes: positiveInt(env, 'REMINDER_GRACE_MINUTES', 60),
      allowPrivatePushEndpoints: flag(env, 'PUSH_ALLOW_PRIVATE_ENDPOINTS'),
    },
    webhooks: { allowPrivateEndpoints: flag(env, 'WEBHOOK_ALLOW_PRIVATE_ENDPOINTS') },
  };
}
