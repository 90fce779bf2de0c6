import type { User } from '../modules/users/user.entity';
import type { ContextGrant } from '../shared/context';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the store last wrote this session (see TOUCH_EVERY_MS). */
    touchedAt?: number;
    /** When the session last proved its user (sign-in, password or passkey again): epoch ms. */
    verifiedAt?: number;
    /** The device list (issue 30): when the session signed in, and from where it last came. */
    createdAt?: number;
    userAgent?: string;
    ip?: string;
    /** A password checked, the second step still owed: not signed in (expires after 5 minutes). */
    pendingSecondStep?: { userId: string; until: number };
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The session's (or access token's) user, resolved once per request; null for a visitor. */
    user?: User | null;
    /** Set when the request was authenticated by a personal access token, not a session cookie. */
    accessToken?: ContextGrant;
    /** The locale the request is answered in (http/locale.ts), e.g. de-DE; English without Accept-Language. */
    locale?: string;
    /** When the change was made (http/made-at.ts): the Made-At header bounded by the clock, else now. */
    madeAt?: Date;
  }
}

export {};
