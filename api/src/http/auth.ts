import type { Request } from 'express';
import type { User } from '../modules/users/user.entity';
import { unauthenticated } from '../shared/errors';

/** The REST counterpart of `@Authorized()`. */
export function requireUser(req: Request): User {
  if (!req.user) throw unauthenticated();
  return req.user;
}
