import { createHmac, randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../src/http/session';
import type { TestApp } from './app';

/**
 * A session cookie for `userId`, made the way express-session makes one: a row in the
 * session table and the signed id. (Login itself comes with the accounts feature.)
 */
export async function signedInCookie(app: TestApp, userId: string): Promise<string> {
  const sid = randomUUID();
  const expire = new Date(Date.now() + 60 * 60 * 1000);
  const sess = { cookie: { originalMaxAge: 3600000, expires: expire.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' }, userId };
  await app.db.dataSource.query(`INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)`, [sid, JSON.stringify(sess), expire]);
  // cookie-signature's format, as express-session signs its cookie.
  const mac = createHmac('sha256', app.config.sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}
