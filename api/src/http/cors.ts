import type { RequestHandler } from 'express';
import cors from 'cors';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { MADE_AT_HEADER } from './made-at';

/** The headers a client on another origin may read from an answer. */
const EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'WWW-Authenticate',
  'X-Request-Id', 'Idempotent-Replayed', 'Link'];

/**
 * CORS for the API (`/graphql`, `/api`): an app on another origin calls it with a token, never
 * with the user's cookies. Every origin may send a token request (`Authorization`, no
 * credentials): preflights are answered, and an answer to a request without a Cookie header says
 * `Access-Control-Allow-Origin: *`. Credentials are never allowed, so a browser neither sends
 * Cairn's session cookie from another origin nor lets that origin read the answer to one; an
 * answer to a request that carries cookies gets no CORS header at all.
 */
export function apiCors(): RequestHandler {
  const allow = cors({
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', IDEMPOTENCY_HEADER, MADE_AT_HEADER,
      'X-Request-Id', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  return (req, res, next) => {
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (preflight || (req.headers.origin !== undefined && req.headers.cookie === undefined)) return allow(req, res, next);
    next();
  };
}
