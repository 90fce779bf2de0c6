import type { DataSource } from 'typeorm';
import { AppError } from './errors';

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
  /** `scale` multiplies every limit (RATE_LIMIT_SCALE). */
  constructor(private readonly db: DataSource, private readonly scale = 1) {}

  /** Counts one hit on `key`; refuses with RATE_LIMITED (and a retry time) past the limit. */
  async hit(key: string, limit: Limit, message = 'Too many attempts. Please wait a moment and try again.'): Promise<void> {
    const state = await this.count(key, limit);
    if (state.remaining < 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: state.resetSeconds });
  }

  /**
   * Counts one hit on `key` and answers where the window stands (for RateLimit headers);
   * `remaining` is negative once the limit is passed. `limit` is the scaled maximum.
   */
  async count(key: string, limit: Limit): Promise<WindowState> {
    const [row] = await this.db.query(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
      [key, limit.windowSeconds],
    );
    const max = limit.max * this.scale;
    return { limit: max, remaining: max - row.count, resetSeconds: Math.max(1, row.retry_after) };
  }

  /** Gives back one hit on `key` (a reserved attempt that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.db.query(`UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0`, [key]);
  }

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }

  /** Drops finished windows; called from the app's housekeeping. */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE reset_at <= now()`);
  }
}
