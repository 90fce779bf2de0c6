import type { Request } from 'express';
import type { User } from '../modules/users/user.entity';
import { assertSelf } from '../modules/users/users.service';
import { requireUser } from './auth';

/**
 * The REST calls name the acting user in the path or body (SPEC.md §7); it must be the
 * session's user. Answers that user.
 */
export function requireSelf(req: Request, userId: unknown): User {
  const user = requireUser(req);
  assertSelf(user, String(userId));
  return user;
}
