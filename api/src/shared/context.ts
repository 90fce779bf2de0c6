import type { AuthChecker } from 'type-graphql';
import type { User } from '../modules/users/user.entity';
import type { Loaders } from './loaders';
import type { Services } from './services';
import type { SessionControl } from '../http/session';
import type { TokenGrant } from '../modules/access-tokens/access-tokens.service';
import { sessionRequired } from '../modules/access-tokens/access-tokens.service';
import type { LiveUpdates } from './live-updates';
import { unauthenticated } from './errors';

export interface Context {
  /** The session's (or access token's) user; null for a visitor. */
  user: User | null;
  /** Set when the request was made with a personal access token rather than a session. */
  accessToken: TokenGrant | null;
  /** This instance's live-update feed (subscriptions listen to it). */
  live: LiveUpdates;
  services: Services;
  loaders: Loaders;
  session: SessionControl;
  sessionId: string;
  ip: string;
  requestId: string;
}

/** `@Authorized(SESSION_ONLY)`: signed in with a session, not an access token. */
export const SESSION_ONLY = 'session';

/** `@Authorized()` means "signed in"; `@Authorized(SESSION_ONLY)` also refuses access tokens. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated();
  if (roles.includes(SESSION_ONLY) && context.accessToken) throw sessionRequired();
  return true;
};

/** For resolvers behind `@Authorized()`: the user, typed as present. */
export function currentUser(context: Context): User {
  if (!context.user) throw unauthenticated();
  return context.user;
}
