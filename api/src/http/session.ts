import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { Pool } from 'pg';
import type { Config } from '../config';
import type { Services } from '../shared/services';

export const SESSION_COOKIE = 'cairn.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** express-session with its store in Postgres, on TypeORM's own pool. */
export function sessionMiddleware(config: Config, dataSource: DataSource): { middleware: RequestHandler; close(): void } {
  const PgStore = connectPgSimple(session);
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
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
    req.user = userId ? await services.users.findById(userId) : null;
    if (userId && !req.user) delete req.session.userId; // the account is gone
    next();
  };
}
