import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: why an import job failed and why a webhook delivery's attempt failed, kept as catalog,
 * key and values beside their English text, and said in the reader's language when read. Rows
 * written before have no such form and read their English text as they always did.
 */
export class StoredMessages1766500000000 implements MigrationInterface {
  name = 'StoredMessages1766500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE import_jobs ADD COLUMN message_text jsonb');
    await db.query('ALTER TABLE webhook_deliveries ADD COLUMN last_error_text jsonb');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE webhook_deliveries DROP COLUMN last_error_text');
    await db.query('ALTER TABLE import_jobs DROP COLUMN message_text');
  }
}
