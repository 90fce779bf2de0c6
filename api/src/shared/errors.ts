import { GraphQLError } from 'graphql';
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
 * with `{ message }`. Messages are written for users.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly retryAfterSeconds?: number;
  /** A finer reason a client can act on, e.g. ACCOUNT_NOT_ACTIVATED (offer to resend the link). */
  readonly reason?: string;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number; reason?: string } = {}) {
    super(message, {
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
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');

export const OUTAGE_RETRY_SECONDS = 5;
export const OUTAGE_MESSAGE = 'Cairn is briefly unavailable. Please try again in a few seconds.';

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
export const serviceUnavailable = (message = OUTAGE_MESSAGE) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfterSeconds: OUTAGE_RETRY_SECONDS });

/** Refusal of a session-only action to a request made with an access token. */
/** A token whose scopes do not hold the one a call needs (shared/scopes.ts). */
export const scopeRefused = (area: Area, write: boolean) => new AppError('FORBIDDEN',
  `This access token's scopes do not allow this: it needs the ${scopeFor(area, write)} scope.`, { reason: 'INSUFFICIENT_SCOPE' });

export const sessionRequired = () => new AppError('FORBIDDEN',
  'This needs you signed in to Cairn: an access token cannot manage tokens, change the password or email, delete the account or start a checkout.');
