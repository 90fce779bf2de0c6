import type { User } from '../modules/users/user.entity';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The session's user, resolved once per request; null for a visitor. */
    user?: User | null;
  }
}

export {};
