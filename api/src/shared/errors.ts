import { GraphQLError } from 'graphql';

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
