import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/errors';
import { SAFE_METHODS } from './auth';
import { httpText } from './http.messages';

/**
 * Cross-site request protection for the REST façade's state-changing calls: a body must be
 * JSON (which a cross-site form cannot send without a CORS preflight we never grant), and a
 * browser's Origin, when it sends one, must be this app's. A request made with an access
 * token carries no cookie, so it has nothing to forge: only the JSON rule applies to it.
 */
export function restCsrfGuard(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      throw new AppError('BAD_USER_INPUT', httpText('jsonOnly'));
    }
    if (req.accessToken) return next();
    assertSameOrigin(req, appOrigin, false);
    next();
  };
}

/**
 * The Origin rule for a call whose body is a file upload (multipart/form-data), which a
 * cross-site form *can* send: a cookie request must then carry this app's Origin (browsers
 * send one on every POST), not merely lack a foreign one. Token requests carry no cookie.
 */
export function uploadCsrfGuard(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) throw new AppError('BAD_USER_INPUT', httpText('multipartOnly'));
    if (!req.accessToken) assertSameOrigin(req, appOrigin, true);
    next();
  };
}

function assertSameOrigin(req: Request, appOrigin: string, required: boolean): void {
  const origin = req.headers.origin;
  const ownOrigin = `${req.protocol}://${req.get('host')}`;
  if ((origin && origin !== appOrigin && origin !== ownOrigin) || req.headers['sec-fetch-site'] === 'cross-site' || (required && !origin)) {
    throw new AppError('FORBIDDEN', httpText('crossSite'));
  }
}
