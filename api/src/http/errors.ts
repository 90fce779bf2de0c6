import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type ErrorCode } from '../shared/errors';

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

/** The REST façade's answer to a failure: the AppError's status and message, else a plain 500. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(res.locals.status ?? error.status).json({ message: error.message, code: error.code, ...(error.reason ? { reason: error.reason } : {}) });
    return;
  }
  // body-parser's refusals (malformed JSON, too large) carry their own 4xx status.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: status === 413 ? 'Request body is too large' : 'Malformed request', code: 'BAD_USER_INPUT' });
    return;
  }
  req.log.error({ err: error }, 'request failed');
  res.status(500).json({ message: 'Something went wrong. Please try again.', code: 'INTERNAL_SERVER_ERROR' });
};
