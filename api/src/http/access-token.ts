import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { AppError, sessionRequired } from '../shared/errors';
import type { Services } from '../shared/context';
import { SAFE_METHODS } from './auth';
import { httpText } from './http.messages';
import type { Message } from '../shared/i18n/messages';

const WINDOW_SECONDS = 60;

/** True when the request carries an Authorization header: then it is a token request, never a cookie one. */
export function hasAuthorization(req: Request): boolean {
  return req.headers.authorization !== undefined;
}

/** Runs `handler` only for requests without an Authorization header (the session middleware). */
export function unlessToken(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (hasAuthorization(req) ? next() : handler(req, res, next));
}

const invalidToken = (res: Response, message: Message) => {
  res.setHeader('WWW-Authenticate', 'Bearer realm="cairn", error="invalid_token"');
  return new AppError('UNAUTHENTICATED', message);
};

/**
 * `Authorization: Bearer <token>` (a personal token, cairn_pat_…, or an app's OAuth access
 * token): looks the token up on every request (so a revocation holds at once on every instance)
 * and makes its owner the request's user.
 */
export function tokenAuthentication(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (!hasAuthorization(req)) return next();
    const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
    if (!match) throw invalidToken(res, httpText('badAuthorization'));
    const found = await authenticateBearer(services, match[1]);
    const user = found && await services.users.findById(found.userId);
    if (!found || !user) throw invalidToken(res, httpText('invalidToken'));
    req.user = user;
    req.accessToken = found.grant;
    next();
  };
}

/** A personal token (cairn_pat_…) or an app's, issued through OAuth: its user and grant, or null. */
export function authenticateBearer(services: Services, secret: string) {
  return secret.startsWith('cairn_pat_') ? services.accessTokens.authenticate(secret) : services.oauth.authenticate(secret);
}

/**
 * Every API answer says where its caller stands in RateLimit-Limit / -Remaining / -Reset
 * (draft-ietf-httpapi-ratelimit-headers, separate fields; Reset in seconds), and a caller past
 * its limit gets 429: a token (or an app's grant) by its own count, a signed-in user of the web
 * app by theirs, a visitor by address. One statement, counted across every instance.
 */
export function apiRateLimit(services: Services, config: Config): RequestHandler {
  return async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    const [key, max, who] = req.accessToken ? [`token:${req.accessToken.tokenId}`, config.tokenRateLimit, 'token']
      : req.user ? [`user:${req.user.id}`, config.userRateLimit, 'user']
        : [`ip:${req.ip}`, config.visitorRateLimit, 'address'];
    const window = await services.limiter.count(key, { max, windowSeconds: WINDOW_SECONDS });
    res.setHeader('RateLimit-Limit', String(window.limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, window.remaining)));
    res.setHeader('RateLimit-Reset', String(window.resetSeconds));
    if (window.remaining < 0) {
      throw new AppError('RATE_LIMITED', httpText('rateLimited', { who, limit: window.limit }), { retryAfterSeconds: window.resetSeconds });
    }
    next();
  };
}

/** REST: a read-only token may only GET. */
export function restTokenScope(): RequestHandler {
  return (req, _res, next) => {
    // An app's token is checked call by call against its areas' write scopes (requireUser).
    if (req.accessToken && !req.accessToken.appId && !req.accessToken.canWrite && !SAFE_METHODS.has(req.method)) throw readOnlyToken();
    next();
  };
}

export const readOnlyToken = () => new AppError('FORBIDDEN', httpText('readOnlyToken'));

/** For REST routes only a signed-in session may call (token creation, password change, account deletion, checkout). */
export function requireSession(req: Request): void {
  if (req.accessToken) throw sessionRequired();
}
