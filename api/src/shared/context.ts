import type { AuthChecker } from 'type-graphql';
import type { User } from '../modules/users/user.entity';
import type { Loaders } from './loaders';
import type { Services } from './services';
import type { SessionControl } from '../http/session';
import { unauthenticated } from './errors';

export interface Context {
  /** The session's user; null for a visitor. */
  user: User | null;
  services: Services;
  loaders: Loaders;
  session: SessionControl;
  sessionId: string;
  ip: string;
  requestId: string;
}

/** `@Authorized()` means "signed in". */
export const authChecker: AuthChecker<Context> = ({ context }) => {
  if (!context.user) throw unauthenticated();
  return true;
};

/** For resolvers behind `@Authorized()`: the user, typed as present. */
export function currentUser(context: Context): User {
  if (!context.user) throw unauthenticated();
  return context.user;
}
