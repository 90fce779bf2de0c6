import { IsNull, type DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { affectedRows, purgePerUser, userIdsOf } from '../../db/purge-per-user';
import { IdempotentRequest } from './idempotent-request.entity';

/** How long a key's first answer is kept for its replays (issue 28: at least 7 days). */
export const IDEMPOTENCY_DAYS = 7;

/** The start of the outbox's window at `now`: no change still to be replayed was made before it. */
export function outboxWindowStart(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_DAYS * 24 * 60 * 60 * 1000);
}
/** A claim this old with no answer belongs to an instance that stopped mid-request: the next replay runs it. */
export const ABANDONED_AFTER_SECONDS = 60;

export type Claim =
  /** This request is the key's first (or takes over an abandoned one): run it, then `complete` or `release`. */
  | { kind: 'run' }
  /** The key's first request answered this: give the same answer. */
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  /** The same key came with another request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running (on this or another instance). */
  | { kind: 'running' };

/** The answers of changes sent with an Idempotency-Key, one row per user and key, in Postgres so replays hold across instances. */
export class IdempotencyService {
  constructor(private readonly db: DataSource) {}

  private get requests() {
    return this.db.getRepository(IdempotentRequest);
  }

  async claim(userId: string, key: string, fingerprint: string): Promise<Claim> {
    const inserted = await this.requests.createQueryBuilder().insert().into(IdempotentRequest)
      .values({ userId, key, fingerprint }).orIgnore().returning(['key']).execute();
    if (inserted.raw.length > 0) return { kind: 'run' };
    const first = await this.requests.findOneBy({ userId, key });
    if (!first) return this.claim(userId, key, fingerprint); // released between the two statements
    if (first.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (first.status !== null) return { kind: 'replay', status: first.status, contentType: first.contentType, body: first.body ?? '' };
    const takenOver = await this.requests.createQueryBuilder().update(IdempotentRequest)
      .set({ createdAt: () => 'now()' })
      .where('user_id = :userId AND key = :key AND status IS NULL', { userId, key })
      .andWhere(`created_at < now() - make_interval(secs => :seconds)`, { seconds: ABANDONED_AFTER_SECONDS })
      .execute();
    return takenOver.affected ? { kind: 'run' } : { kind: 'running' };
  }

  /** Keeps the first answer for the key's replays. */
  async complete(userId: string, key: string, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
    await this.requests.update({ userId, key }, answer);
  }

  /** The request failed in a way a retry may mend (an outage, a bug, a rate limit): the key is free again. */
  async release(userId: string, key: string): Promise<void> {
    await this.requests.delete({ userId, key, status: IsNull() });
  }

  /** Drops answers older than IDEMPOTENCY_DAYS; called from the app's housekeeping. */
  async purgeExpired(): Promise<void> {
    const r = sqlTable(this.requests.manager, IdempotentRequest);
    const expired = `${r.col.createdAt} < now() - make_interval(days => $1)`;
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.requests.query(
        `SELECT ${r.col.userId} AS user_id FROM ${r.table} WHERE ${expired} ORDER BY ${r.col.createdAt} LIMIT $2`, [IDEMPOTENCY_DAYS, limit])),
      purgeUser: async (userId) => affectedRows(await this.requests.query(
        `DELETE FROM ${r.table} WHERE ${r.col.userId} = $2 AND ${expired}`, [IDEMPOTENCY_DAYS, userId])),
    });
  }
}
