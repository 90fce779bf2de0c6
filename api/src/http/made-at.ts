import type { RequestHandler } from 'express';
import { outboxWindowStart } from '../modules/idempotency/idempotency.service';
import { badInput } from '../shared/errors';
import type { Clock } from '../shared/time/clock';
import { httpText } from './http.messages';

export const MADE_AT_HEADER = 'Made-At';
/** An instant with its offset (RFC 3339), or epoch milliseconds. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * When a change was made (issue 28): an offline outbox sends its changes late, each with the time
 * it was made in `Made-At`. That time decides the day a change without one lands on and which of
 * two changes to a habit's day wins. It is bounded by the server's clock, so that a device whose
 * clock runs ahead cannot win forever: never later than now, never earlier than the outbox's
 * window (outboxWindowStart). Without the header a change was made now.
 */
export function madeAtOf(header: string | undefined, now: Date): Date {
  if (header === undefined) return now;
  const text = header.trim();
  const ms = /^\d{1,15}$/.test(text) ? Number(text) : INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) throw badInput(httpText('madeAtFormat', { header: MADE_AT_HEADER }));
  return new Date(Math.min(now.getTime(), Math.max(ms, outboxWindowStart(now).getTime())));
}

/** Sets `req.madeAt` for GraphQL and REST alike (a bad header is refused with 400). */
export function madeAt(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    req.madeAt = madeAtOf(req.get(MADE_AT_HEADER), clock.now());
    next();
  };
}
