import type { Request } from 'express';
import type { User } from '../modules/users/user.entity';
import { scopeRefused, unauthenticated } from '../shared/errors';
import { type Area, scopesAllow } from '../shared/scopes';

/** Methods that change nothing: a token needs only its read scopes for them, and they need no CSRF proof. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The REST counterpart of `@Authorized(area)`: the signed-in user. A token request must also hold
 * the scope the call's area needs (shared/scopes.ts): its read scope for GET, its write scope for
 * any other method. A call that names no area is the account's, which only `read`/`write` hold.
 */
export function requireUser(req: Request, area: Area = 'account'): User {
  if (!req.user) throw unauthenticated();
  if (req.accessToken && !scopesAllow(req.accessToken.scopes, area, !SAFE_METHODS.has(req.method))) {
    throw scopeRefused(area, !SAFE_METHODS.has(req.method));
  }
  return req.user;
}
