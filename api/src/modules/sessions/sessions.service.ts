import type { DataSource, EntityManager } from 'typeorm';
import { SessionRecord } from './session.entity';

/** The session table: express-session's store writes it (see http/session.ts); this module alone reads or ends rows. */
export const SESSION_TABLE = 'session';

/** Ends sessions on the server's side: password changes and resets, account deletion. */
export class SessionsService {
  constructor(private readonly db: DataSource) {}

  /** True while the session exists, is the user's and has not expired (re-checked by open subscriptions). */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    return this.db.getRepository(SessionRecord).createQueryBuilder('s')
      .where(`s.sid = :sessionId AND s.sess ->> 'userId' = :userId AND s.expire > now()`, { sessionId, userId }).getExists();
  }

  /**
   * Ends every session of the user, except `keepSessionId` (the one making the change) when given.
   * Pass the caller's transaction manager so the sessions end with the change that ends them.
   */
  async endAll(userId: string, options: { keepSessionId?: string; manager?: EntityManager } = {}): Promise<void> {
    const query = (options.manager ?? this.db.manager).createQueryBuilder().delete().from(SessionRecord)
      .where(`sess ->> 'userId' = :userId`, { userId });
    if (options.keepSessionId !== undefined) query.andWhere('sid <> :keep', { keep: options.keepSessionId });
    await query.execute();
  }
}
