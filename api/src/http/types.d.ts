import type { User } from '../modules/users/user.entity';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the store last wrote this session (see TOUCH_EVERY_MS). */
    touchedAt?: number;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The session's user, resolved once per request; null for a visitor. */
    user?: User | null;
  }
}

export {};
