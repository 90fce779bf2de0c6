import type { Request } from 'express';
import type { User } from '../modules/users/user.entity';
import { assertSelf } from '../modules/users/users.service';
import type { Area } from '../shared/scopes';
import { requireUser } from './auth';

/**
 * The REST calls name the acting user in the path or body (SPEC.md §7); it must be the
 * session's user. Answers that user.
 */
export function requireSelf(req: Request, userId: unknown, area?: Area): User {
  const user = requireUser(req, area);
  assertSelf(user, String(userId));
  return user;
}
