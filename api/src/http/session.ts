import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Pool } from 'pg';
import type { Config } from '../config';
import type { Services } from '../shared/context';
import type { UsersService } from '../modules/users/users.service';
import type { User } from '../modules/users/user.entity';
import { SESSION_TABLE } from '../modules/sessions/sessions.service';
import { AppError } from '../shared/errors';
import { SECOND_STEP_MS, type SessionControl } from '../shared/context';
import { httpText } from './http.messages';

export const SESSION_COOKIE = 'cairn.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most this often: a read request writes nothing. */
export const TOUCH_EVERY_MS = 10 * 60 * 1000;

type Done = (error?: unknown) => void;

/** Per request, the user read with its session: the session user needs no statement of its own. */
const usersRead = new WeakMap<Request, User | null>();

/**
 * connect-pg-simple, but a session is read together with its user (UsersService.withSession),
 * and a request that changes nothing leaves the row alone unless its expiry was last moved more
 * than TOUCH_EVERY_MS ago; each write stamps the time into the session.
 */
function cairnPgStore(users: UsersService) {
  const PgStore = connectPgSimple(session);
  const readWith = new WeakMap<object, User | null>();
  return class CairnPgStore extends PgStore {
    private pruning = false;

    override get(sid: string, done: (error: unknown, sess?: session.SessionData | null) => void): void {
      // The library starts its pruning timer on its own reads; this one starts it on the first.
      if (!this.pruning) {
        this.pruning = true;
        this.pruneSessions();
      }
      users.withSession(sid).then((found) => {
        if (found) readWith.set(found.sess, found.user);
        done(null, found?.sess as session.SessionData | undefined ?? null);
      }, done);
    }

    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const user = readWith.get(sess);
      if (user !== undefined) usersRead.set(req, user);
      return super.createSession(req, sess);
    }

    override set(sid: string, sess: session.SessionData, done?: Done): void {
      super.set(sid, { ...sess, touchedAt: Date.now() }, done);
    }

    override touch(sid: string, sess: session.SessionData, done?: Done): void {
      if (Date.now() - (sess.touchedAt ?? 0) < TOUCH_EVERY_MS) {
        done?.();
        return;
      }
      this.set(sid, sess, done);
    }
  };
}

/** express-session with its store in Postgres, on TypeORM's own pool. */
export function sessionMiddleware(config: Config, dataSource: DataSource, users: UsersService): { middleware: RequestHandler; close(): void } {
  const PgStore = cairnPgStore(users);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const store = new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: THIRTY_DAYS_MS,
    },
  });
  return { middleware, close: () => store.close() };
}

/** Resolves the session's user once per request, for GraphQL's context and the REST routes alike. */
export function sessionUser(services: Services): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    const read = usersRead.get(req);
    req.user = !userId ? null : read !== undefined ? read : await services.users.findById(userId);
    if (userId && !req.user) delete req.session.userId; // the account is gone
    // The device list shows where a session last came from: a new address is written at once.
    if (userId && req.user && req.ip && req.session.ip !== req.ip) req.session.ip = req.ip;
    next();
  };
}

export type { SessionControl };

/** A request made with an access token has no session to sign in or out of. */
export const NO_SESSION: SessionControl = {
  signIn: () => Promise.reject(new AppError('FORBIDDEN', httpText('tokenSignIn'))),
  signOut: () => Promise.reject(new AppError('FORBIDDEN', httpText('tokenSignOut'))),
  verifiedAt: () => undefined,
  markVerified: () => Promise.reject(new AppError('FORBIDDEN', httpText('tokenConfirm'))),
  beginSecondStep: () => Promise.reject(new AppError('FORBIDDEN', httpText('tokenSignIn'))),
  pendingSecondStep: () => undefined,
};

const save = (req: Request) => new Promise<void>((resolve, reject) => {
  req.session.save((error) => (error ? reject(error) : resolve()));
});

export function sessionControl(req: Request, res: Response): SessionControl {
  if (req.accessToken) return NO_SESSION;
  return {
    signIn: (userId) => new Promise((resolve, reject) => {
      req.session.regenerate((error) => {
        if (error) return reject(error);
        req.session.userId = userId;
        req.session.verifiedAt = Date.now();
        req.session.createdAt = Date.now();
        req.session.userAgent = (req.get('user-agent') ?? '').slice(0, 500);
        req.session.ip = req.ip;
        save(req).then(resolve, reject);
      });
    }),
    beginSecondStep: (userId) => new Promise((resolve, reject) => {
      req.session.regenerate((error) => {
        if (error) return reject(error);
        req.session.pendingSecondStep = { userId, until: Date.now() + SECOND_STEP_MS };
        save(req).then(resolve, reject);
      });
    }),
    pendingSecondStep: () => {
      const pending = req.session.pendingSecondStep;
      return pending && pending.until > Date.now() ? pending.userId : undefined;
    },
    verifiedAt: () => req.session.verifiedAt,
    markVerified: () => new Promise((resolve, reject) => {
      req.session.verifiedAt = Date.now();
      save(req).then(resolve, reject);
    }),
    signOut: () => new Promise((resolve, reject) => {
      req.session.destroy((error) => {
        if (error) return reject(error);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        req.user = null;
        resolve();
      });
    }),
  };
}
