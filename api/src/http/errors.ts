import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { AppError, isDatabaseOutage, serviceUnavailable, type ErrorCode } from '../shared/errors';
import { sharedText } from '../shared/errors.messages';

/**
 * Where SPEC.md §8 gives a call its own status for a refusal (a reset request for an unknown
 * email is 401, not 404), the route names it here.
 */
export function statusFor(codes: Partial<Record<ErrorCode, number>>, handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof AppError && codes[error.code]) res.locals.status = codes[error.code];
      throw error;
    }
  };
}

/**
 * Any failure as an AppError a client may see: AppErrors as they are; an outage as 503;
 * body-parser's and the router's refusals (malformed JSON, too large, a bad path) as 4xx;
 * anything else is a bug: logged, and answered as a plain 500 with no detail.
 */
export function clientError(error: unknown, req: Request): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseOutage(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    return serviceUnavailable();
  }
  const status = (error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('BAD_USER_INPUT', sharedText(status === 413 ? 'bodyTooLarge' : 'malformedRequest'));
  }
  req.log.error({ err: error }, 'request failed');
  return new AppError('INTERNAL_SERVER_ERROR', sharedText('somethingWentWrong'));
}

/** The HTTP status for a refusal: body-parser's own 4xx (413) where it gave one. */
function statusOf(error: unknown, appError: AppError): number {
  const status = (error as { status?: number } | null)?.status;
  return appError.code === 'BAD_USER_INPUT' && typeof status === 'number' && status >= 400 && status < 500 ? status : appError.status;
}

/** The REST façade's answer to a failure: `{ message, code }` with the error's status, in the request's language. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = clientError(error, req);
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  res.status(res.locals.status ?? statusOf(error, appError))
    .json({ message: appError.messageIn(req.locale), code: appError.code, ...(appError.reason ? { reason: appError.reason } : {}) });
};

/** The same for /graphql failures outside a resolver (body, session), in GraphQL's error shape. */
export const graphqlErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = clientError(error, req);
  if (appError.retryAfterSeconds) res.setHeader('Retry-After', String(appError.retryAfterSeconds));
  res.status(statusOf(error, appError)).json({ errors: [{ message: appError.messageIn(req.locale), extensions: { code: appError.code } }] });
};
