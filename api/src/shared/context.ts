import type { AuthChecker } from 'type-graphql';
import type { LiveUpdates } from './live-updates';
import { AppError, scopeRefused, sessionRequired, unauthenticated } from './errors';
import { sharedText } from './errors.messages';
import { type Area, scopesAllow } from './scopes';

/**
 * The parts of a request's context that the layers above shared/ define: the composition root
 * (src/composition.ts) declares them by merging into this interface, the way http/types.d.ts adds
 * the user to express's Request, so that shared/ names no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContextTypes {}
type Declared<K extends string> = K extends keyof ContextTypes ? ContextTypes[K] : never;

/** The feature services, built once per process by the composition root. */
export type Services = Declared<'services'>;
/** The request's DataLoaders (graphql/loaders.ts). */
export type Loaders = Declared<'loaders'>;
/** A signed-in user (users/user.entity.ts). */
export type ContextUser = Declared<'user'>;
/** What an access token grants (access-tokens). */
export type ContextGrant = Declared<'accessToken'>;

/** What a sign-in or sign-out does to the session: the services never see express. */
export interface SessionControl {
  /** A new session id for the user (no fixation). */
  signIn(userId: string): Promise<void>;
  signOut(): Promise<void>;
  /** When this session last proved who its user is (sign-in, password or passkey): epoch ms. */
  verifiedAt(): number | undefined;
  /** Records a fresh proof (a password or passkey checked again), for `assertRecentlyVerified`. */
  markVerified(): Promise<void>;
  /**
   * Two-step sign-in: the password was right, the second step is owed. The session holds the
   * user apart from `userId` (it is not signed in) for SECOND_STEP_MS.
   */
  beginSecondStep(userId: string): Promise<void>;
  /** The user whose second step this session owes, while it has not expired. */
  pendingSecondStep(): string | undefined;
}

/** How long a checked password waits for its second step. */
export const SECOND_STEP_MS = 5 * 60_000;

/** How long a proof of identity lets a session change credentials without asking again. */
export const RECENT_CHECK_MS = 10 * 60_000;

/**
 * For a change of credentials (password, two-step sign-in, passkeys, tokens): the session must
 * have proved its user within RECENT_CHECK_MS, else REAUTH_REQUIRED (the web then asks for the
 * password or a passkey and retries).
 */
export function assertRecentlyVerified(context: Pick<Context, 'session'>, now: number): void {
  const at = context.session.verifiedAt();
  if (at === undefined || now - at > RECENT_CHECK_MS) {
    throw new AppError('FORBIDDEN', sharedText('reauthRequired'), { reason: 'REAUTH_REQUIRED' });
  }
}

export interface Context {
  /** The session's (or access token's) user; null for a visitor. */
  user: ContextUser | null;
  /** Set when the request was made with a personal access token rather than a session. */
  accessToken: ContextGrant | null;
  /** This instance's live-update feed (subscriptions listen to it). */
  live: LiveUpdates;
  services: Services;
  loaders: Loaders;
  session: SessionControl;
  sessionId: string;
  ip: string;
  /** The request's User-Agent header ('' when absent), for the security record and the device list. */
  userAgent: string;
  requestId: string;
  /** The locale the request is answered in (http/locale.ts): its texts, errors and catalogue. */
  locale: string;
  /** When the change was made: an offline outbox's Made-At, bounded by the server's clock (issue 28). */
  madeAt: Date;
}

/** `@Authorized(SESSION_ONLY)`: signed in with a session, not an access token. */
export const SESSION_ONLY = 'session';

/**
 * `@Authorized()` means "signed in"; `@Authorized(SESSION_ONLY)` also refuses access tokens;
 * `@Authorized('habits')` (an area of shared/scopes.ts, one or more) says which scopes a token
 * needs: the area's read scope in a query or subscription, its write scope in a mutation. With
 * no area, a call is the account's, which only a token's `read`/`write` hold.
 */
export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  if (!context.user) throw unauthenticated();
  if (roles.includes(SESSION_ONLY) && context.accessToken) throw sessionRequired();
  const grant = context.accessToken;
  if (grant) {
    const write = info.operation.operation === 'mutation';
    const areas = roles.filter((role) => role !== SESSION_ONLY) as Area[];
    const refused = (areas.length ? areas : ['account' as const]).find((area) => !scopesAllow(grant.scopes, area, write));
    if (refused) throw scopeRefused(refused, write);
  }
  return true;
};

/** For a public field that shows a token the user's data: the token must hold the area's read scope. */
export function assertTokenMayRead(context: Context, area: Area): void {
  if (context.accessToken && !scopesAllow(context.accessToken.scopes, area, false)) throw scopeRefused(area, false);
}

/** For resolvers behind `@Authorized()`: the user, typed as present. */
export function currentUser(context: Context): ContextUser {
  if (!context.user) throw unauthenticated();
  return context.user;
}
