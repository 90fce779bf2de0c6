import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { IdempotencyService } from '../modules/idempotency/idempotency.service';
import { AppError, badInput } from '../shared/errors';
import { httpText } from './http.messages';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Answers a retry may mend are not kept: the key stays free for the next try. */
const RETRYABLE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED']);

/** True when a GraphQL answer (200 with `errors`) is one a retry may mend. */
function retryableGraphqlAnswer(body: string): boolean {
  if (!body.includes('"errors"')) return false;
  try {
    const { errors } = JSON.parse(body) as { errors?: Array<{ extensions?: { code?: string } }> };
    return (errors ?? []).some((error) => RETRYABLE_CODES.has(error.extensions?.code ?? ''));
  } catch {
    return true;
  }
}

/** JSON with every object's keys in order: the same value however a client ordered its fields. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((name) => [name, canonical((value as Record<string, unknown>)[name])]));
}

/**
 * What a request asks for, whoever sends it: the app's Apollo Client and its service worker's
 * replay of the same change (web/public/sw.js) write a GraphQL body's fields in other orders, and
 * only Apollo adds `extensions`; a change the tab sent whose answer it never got is then replayed
 * by the worker with its key, and must get the kept answer, not a refusal.
 */
function fingerprint(req: Request): string {
  const body = req.baseUrl === '/graphql' && req.body && typeof req.body === 'object'
    ? { operationName: req.body.operationName ?? null, query: req.body.query, variables: req.body.variables ?? {} }
    : req.body;
  return createHash('sha256').update(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(canonical(body ?? null))}`).digest('base64url');
}

/**
 * A change sent with an `Idempotency-Key` header (an offline outbox's replay, a client's retry)
 * takes effect once: the first request runs and its answer is kept for IDEMPOTENCY_DAYS; a
 * request with the same key, by the same user, gets that answer again (with
 * `Idempotent-Replayed: true`), on any instance. The same key with another request is refused
 * (400), and one still running answers 409 with Retry-After. Requests without the header, by
 * visitors, and GETs are untouched. Mounted after the body parser, for GraphQL and REST alike.
 */
export function idempotentRequests(idempotency: IdempotencyService): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined || req.method === 'GET' || !req.user) return next();
    if (!KEY.test(key)) throw badInput(httpText('idempotencyKeyFormat', { header: IDEMPOTENCY_HEADER }));
    const userId = req.user.id;
    const claim = await idempotency.claim(userId, key, fingerprint(req));
    switch (claim.kind) {
      case 'mismatch':
        throw badInput(httpText('idempotencyKeyReused', { header: IDEMPOTENCY_HEADER }));
      case 'running':
        throw new AppError('CONFLICT', httpText('idempotencyKeyBusy', { header: IDEMPOTENCY_HEADER }), { retryAfterSeconds: 1 });
      case 'replay':
        res.setHeader('Idempotent-Replayed', 'true');
        if (claim.contentType) res.setHeader('Content-Type', claim.contentType);
        res.status(claim.status).send(claim.body);
        return;
      case 'run':
        keepAnswer(res, idempotency, userId, key, req);
        next();
    }
  };
}

/** Keeps the answer `res` sends (or frees the key when a retry may mend it), before it goes out. */
function keepAnswer(res: Response, idempotency: IdempotencyService, userId: string, key: string, req: Request): void {
  const send = res.send.bind(res);
  let settled = false;
  res.send = (body?: unknown) => {
    if (settled) return send(body);
    settled = true;
    const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body ?? null);
    const contentType = res.getHeader('Content-Type');
    const kept = res.statusCode < 500 && res.statusCode !== 429 && !retryableGraphqlAnswer(text)
      ? idempotency.complete(userId, key, { status: res.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body: text })
      : idempotency.release(userId, key);
    // The answer goes out once it is kept, so a replay that arrives after it finds it.
    kept.then(() => send(body), (error: unknown) => {
      req.log.error({ err: error }, 'could not keep an idempotent answer');
      send(body);
    });
    return res;
  };
  // An answer streamed without send (none today) or a connection closed early frees the key.
  res.on('close', () => {
    if (!settled) idempotency.release(userId, key).catch((error: unknown) => req.log.warn({ err: error }, 'could not free an idempotency key'));
  });
}
