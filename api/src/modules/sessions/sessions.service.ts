import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { Not, Raw, type DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../../shared/errors';
import { SessionRecord } from './session.entity';
import { sessionsText } from './sessions.messages';
import type { DeviceSession } from './sessions.types';

/** What the device list shows of a session id: a hash, so no page ever holds another session's id. */
export const deviceId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 24);

/** Browser and system from a user agent (bowser); what none can name is said in `locale`'s language. */
export function describeUserAgent(userAgent: string | undefined, locale: string): { browser: string; system: string } {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const major = parsed?.browser.version?.split('.')[0];
  const browser = parsed?.browser.name ? `${parsed.browser.name}${major ? ` ${major}` : ''}` : sessionsText('unknownBrowser').in(locale);
  const system = parsed?.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}` : sessionsText('unknownSystem').in(locale);
  return { browser, system };
}

/** Not expired, by the database's clock (expire is a timestamp without zone, as connect-pg-simple writes it). */
const unexpired = Raw((column) => `${column} > now()`);

interface StoredSession { userAgent?: string; ip?: string; createdAt?: number; touchedAt?: number }

/** The session table: express-session's store writes it (see http/session.ts); this module alone reads or ends rows. */
export const SESSION_TABLE = 'session';

/** Ends sessions on the server's side: password changes and resets, account deletion. */
export class SessionsService {
  constructor(private readonly db: DataSource) {}

  /** True while the session exists, is the user's and has not expired (re-checked by open subscriptions). */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    return this.db.getRepository(SessionRecord).existsBy({ sid: sessionId, userId, expire: unexpired });
  }

  /** Every live session of the user, the newest first (the device list of Profile), as `locale` reads it. */
  async list(userId: string, currentSessionId: string, locale: string): Promise<DeviceSession[]> {
    const rows = await this.db.getRepository(SessionRecord).findBy({ userId, expire: unexpired });
    return rows.map(({ sid, sess }) => {
      const stored = sess as StoredSession;
      return {
        id: deviceId(sid),
        ...describeUserAgent(stored.userAgent, locale),
        ip: stored.ip ?? null,
        firstSeen: stored.createdAt ? new Date(stored.createdAt) : null,
        lastSeen: stored.touchedAt ? new Date(stored.touchedAt) : null,
        current: sid === currentSessionId,
      };
    }).sort((a, b) => Number(b.current) - Number(a.current) || (b.lastSeen?.getTime() ?? 0) - (a.lastSeen?.getTime() ?? 0));
  }

  /** Ends one session of the user, named by its DeviceSession id; NOT_FOUND when it is not theirs or gone. */
  async endOne(userId: string, id: string): Promise<void> {
    const sids = await this.db.getRepository(SessionRecord).find({ select: { sid: true }, where: { userId } });
    const match = sids.find(({ sid }) => deviceId(sid) === id);
    if (!match) throw notFound('Session');
    await this.db.getRepository(SessionRecord).delete({ sid: match.sid, userId });
  }

  /**
   * Ends every session of the user, except `keepSessionId` (the one making the change) when given.
   * Pass the caller's transaction manager so the sessions end with the change that ends them.
   */
  async endAll(userId: string, options: { keepSessionId?: string; manager?: EntityManager } = {}): Promise<void> {
    await (options.manager ?? this.db.manager).getRepository(SessionRecord).delete({
      userId, ...(options.keepSessionId !== undefined ? { sid: Not(options.keepSessionId) } : {}),
    });
  }
}
