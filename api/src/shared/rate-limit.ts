import { MoreThan, Raw, type DataSource } from 'typeorm';
import { AppError } from './errors';
import { sharedText } from './errors.messages';
import type { Message } from './i18n/messages';
import { RateLimitCounter } from './rate-limit.entity';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** A fixed window after a hit: its limit, what is left (negative past it) and seconds until it resets. */
export interface WindowState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Fixed-window counters in Postgres (the rate_limits table), so a limit holds across every
 * instance of the app. One statement per check: count, roll the window when it is over.
 */
export class RateLimiter {
  private countText?: string;

  /** `scale` multiplies every limit (RATE_LIMIT_SCALE). */
  constructor(private readonly db: DataSource, private readonly scale = 1) {}

  /**
   * The one statement of a check, its names read off RateLimitCounter's metadata (shared/ does
   * not import db/'s sqlTable); built once.
   */
  private get countSql(): string {
    if (this.countText) return this.countText;
    const metadata = this.db.getMetadata(RateLimitCounter);
    const name = (property: keyof RateLimitCounter) => metadata.findColumnWithPropertyName(property)!.databaseName;
    const [table, key, count, resetAt] = [metadata.tableName, name('key'), name('count'), name('resetAt')];
    return (this.countText = `INSERT INTO ${table} (${key}, ${count}, ${resetAt}) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (${key}) DO UPDATE SET
         ${count} = CASE WHEN ${table}.${resetAt} <= now() THEN 1 ELSE ${table}.${count} + 1 END,
         ${resetAt} = CASE WHEN ${table}.${resetAt} <= now() THEN EXCLUDED.${resetAt} ELSE ${table}.${resetAt} END
       RETURNING ${count} AS count, ceil(extract(epoch FROM ${resetAt} - now()))::int AS retry_after`);
  }

  /** Counts one hit on `key`; refuses with RATE_LIMITED (and a retry time) past the limit. */
  async hit(key: string, limit: Limit, message: Message | string = sharedText('tooManyAttempts')): Promise<void> {
    const state = await this.count(key, limit);
    if (state.remaining < 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: state.resetSeconds });
  }

  /**
   * Counts one hit on `key` and answers where the window stands (for RateLimit headers);
   * `remaining` is negative once the limit is passed. `limit` is the scaled maximum.
   */
  async count(key: string, limit: Limit): Promise<WindowState> {
    const [row] = await this.db.query(this.countSql, [key, limit.windowSeconds]);
    const max = limit.max * this.scale;
    return { limit: max, remaining: max - row.count, resetSeconds: Math.max(1, row.retry_after) };
  }

  /** Gives back one hit on `key` (a reserved attempt that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.db.getRepository(RateLimitCounter).decrement({ key, count: MoreThan(0) }, 'count', 1);
  }

  async reset(key: string): Promise<void> {
    await this.db.getRepository(RateLimitCounter).delete({ key });
  }

  /** Drops finished windows; called from the app's housekeeping. */
  async purgeExpired(): Promise<void> {
    await this.db.getRepository(RateLimitCounter).delete({ resetAt: Raw((column) => `${column} <= now()`) });
  }
}
