import { GraphQLError } from 'graphql';
import { sharedText } from './errors.messages';
import type { Message } from './i18n/messages';
import { type Area, scopeFor } from './scopes';

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type of the services. GraphQL shows `code` as `extensions.code`; the REST
 * façade answers `ERROR_STATUS[code]` (or the route's own status, where SPEC.md names one)
 * with `{ message }`. Messages are written for users, as a catalog's `Message` (issue 29): the
 * error's own message is English (logs, English readers), and `messageIn` says it in the
 * reader's language where the answer leaves the server. The code never changes with the language.
 * A plain string is said as it is in every language (texts not yet in a catalog).
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;
  /** A finer reason a client can act on, e.g. ACCOUNT_NOT_ACTIVATED (offer to resend the link). */
  readonly reason?: string;
  readonly text?: Message;

  constructor(code: ErrorCode, message: Message | string, options: { retryAfterSeconds?: number; reason?: string } = {}) {
    super(typeof message === 'string' ? message : message.english, {
      extensions: {
        code,
        ...(options.retryAfterSeconds ? { retryAfter: options.retryAfterSeconds } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      },
    });
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
    if (typeof message !== 'string') this.text = message;
  }

  /** The message in the language of `locale` (a BCP 47 tag), English without one. */
  messageIn(locale: string | null | undefined): string {
    return this.text?.in(locale) ?? this.message;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

// What a "… not found" names, and its key in the shared catalog's select.
const THINGS = {
  'Habit': 'habit', 'Goal': 'goal', 'Task': 'task', 'Milestone': 'milestone', 'Reminder': 'reminder', 'Vacation': 'vacation',
  'Passkey': 'passkey', 'Session': 'session', 'Upload': 'upload', 'Account': 'account', 'App': 'app', 'Locale': 'locale',
  'Access token': 'accessToken', 'App access': 'appAccess', 'Import job': 'importJob', 'Webhook endpoint': 'webhookEndpoint',
} as const;
export type Thing = keyof typeof THINGS;

/** "Habit not found": `thing` as the catalog says it. */
export const notFoundText = (thing: Thing) => sharedText('notFound', { what: THINGS[thing] });
export const notFound = (thing: Thing) => new AppError('NOT_FOUND', notFoundText(thing));
export const badInput = (message: Message | string) => new AppError('BAD_USER_INPUT', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', sharedText('pleaseLogIn'));

export const OUTAGE_RETRY_SECONDS = 5;
export const OUTAGE_MESSAGE = sharedText('outage');

// PostgreSQL's connection exceptions (08…), shutdowns (57P…) and lost sockets.
const OUTAGE_SQLSTATE = /^(08|57P)/;
const OUTAGE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const OUTAGE_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `error` says the database could not be reached, rather than refusing a statement. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 5; hops += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (OUTAGE_SQLSTATE.test(code) || OUTAGE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && OUTAGE_TEXT.test(message)) return true;
    const next = current as { driverError?: unknown; originalError?: unknown; cause?: unknown };
    current = next.driverError ?? next.originalError ?? next.cause;
  }
  return false;
}

/** The error a client sees for an outage of a dependency: 503 with a retry time. */
export const serviceUnavailable = (message: Message | string = OUTAGE_MESSAGE) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds: OUTAGE_RETRY_SECONDS });

/** Refusal of a session-only action to a request made with an access token. */
/** A token whose scopes do not hold the one a call needs (shared/scopes.ts). */
export const scopeRefused = (area: Area, write: boolean) => new AppError('FORBIDDEN',
  sharedText('scopeRefused', { scope: scopeFor(area, write) }), { reason: 'INSUFFICIENT_SCOPE' });

export const sessionRequired = () => new AppError('FORBIDDEN', sharedText('sessionRequired'));
