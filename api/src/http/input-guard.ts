import type { Request, RequestHandler } from 'express';
import { AppError } from '../shared/errors';
import { sharedText } from '../shared/errors.messages';
import type { Message } from '../shared/i18n/messages';
import { isStorableText } from '../shared/texts';
import { httpText } from './http.messages';

/** Deeper than any body the app reads (GraphQL variables included). */
export const MAX_BODY_DEPTH = 32;

export const INPUT_MESSAGES = {
  badText: sharedText('unstorableText'),
  tooDeep: httpText('bodyTooDeep'),
  notAnObject: httpText('bodyNotObject'),
  persistedQuery: httpText('persistedQueryShape'),
  notAValue: (field: string) => httpText('notAValue', { field }),
  reservedKey: (key: string) => httpText('reservedKey', { key }),
};

// Names that reach Object.prototype when a library copies the body (class-transformer does).
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Why a parsed body (or query) is refused, or undefined when it is fine. Walks without
 * recursion, so no nesting can overflow the stack; `flat` (the REST façade) accepts fields
 * that are scalars or lists, and lists of scalars or of records, as SPEC.md's calls send. A
 * record in a list is whatever the façade answered (a habit link with its item and history,
 * posted back by updateHabitorder), so it may nest; its texts are checked all the same.
 */
export function refusal(input: unknown, flat: boolean): Message | undefined {
  const stack: Array<{ value: unknown; depth: number; field: string }> = [{ value: input, depth: 0, field: '' }];
  while (stack.length) {
    const { value, depth, field } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return INPUT_MESSAGES.badText;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return INPUT_MESSAGES.tooDeep;
    if (flat && depth === 0 && Array.isArray(value)) return INPUT_MESSAGES.notAnObject;
    // REST: the body (depth 0) holds fields; a field may be a list (depth 1) of scalars or records (depth 2).
    if (flat && (depth === 1 ? !Array.isArray(value) : depth === 2 && Array.isArray(value))) {
      return INPUT_MESSAGES.notAValue(field);
    }
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) return INPUT_MESSAGES.badText;
      if (RESERVED_KEYS.has(key)) return INPUT_MESSAGES.reservedKey(key);
      stack.push({ value: child, depth: depth + 1, field: depth === 0 ? key : field });
    }
  }
  return undefined;
}

/** The path as the routes' parameters will read it (a malformed escape is express's to answer). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function firstRefusal(req: Request, flat: boolean): Message | undefined {
  return refusal(req.body, flat) ?? refusal(req.query, false) ?? refusal(decodedPath(req.path), false);
}

/** The REST façade's edge: refuses malformed values before any route or service runs. */
export function restInputGuard(): RequestHandler {
  return (req, _res, next) => {
    const reason = firstRefusal(req, true);
    if (reason) throw new AppError('BAD_USER_INPUT', reason);
    next();
  };
}

/** Apollo's automatic persisted queries take exactly this shape; anything else is refused here. */
function malformedPersistedQuery(body: unknown): boolean {
  const extensions = (body as { extensions?: unknown } | null)?.extensions;
  if (!extensions || typeof extensions !== 'object' || !('persistedQuery' in extensions)) return false;
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } }).persistedQuery;
  return persisted?.version !== 1 || typeof persisted.sha256Hash !== 'string' || !/^[0-9a-f]{64}$/i.test(persisted.sha256Hash);
}

/** The same edge for /graphql, answering in GraphQL's error shape. */
export function graphqlInputGuard(): RequestHandler {
  return (req, res, next) => {
    const reason = firstRefusal(req, false) ?? (malformedPersistedQuery(req.body) ? INPUT_MESSAGES.persistedQuery : undefined);
    if (!reason) return next();
    res.status(400).json({ errors: [{ message: reason.in(req.locale), extensions: { code: 'BAD_USER_INPUT' } }] });
  };
}
