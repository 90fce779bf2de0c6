import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, the purges: the hourly purge of spent email tokens reads the users of the first
 * expired tokens through an index on expires_at (the other purged tables have theirs), then deletes
 * per user.
 */
export class PurgeIndexes1766000000000 implements MigrationInterface {
  name = 'PurgeIndexes1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX email_tokens_expires_at_idx ON email_tokens (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX email_tokens_expires_at_idx`);
  }
}
