import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API request now counts against a limit (issue 31: RateLimit headers on every answer), one
 * upsert of rate_limits each. The counters need no durability (a crash only resets the minute's
 * windows) and no replica: unlogged, they write no WAL.
 */
export class RateLimitsUnlogged1765584000000 implements MigrationInterface {
  name = 'RateLimitsUnlogged1765584000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rate_limits SET UNLOGGED`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rate_limits SET LOGGED`);
  }
}
