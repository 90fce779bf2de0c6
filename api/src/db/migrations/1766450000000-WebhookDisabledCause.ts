import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: why a webhook endpoint was disabled, as a cause and the endpoint's last answer, said in
 * the reader's language when read. Rows disabled before keep their English `disabled_reason`.
 */
export class WebhookDisabledCause1766450000000 implements MigrationInterface {
  name = 'WebhookDisabledCause1766450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_endpoints
      ADD COLUMN disabled_cause text CONSTRAINT webhook_endpoints_disabled_cause_check CHECK (disabled_cause IN ('failing', 'turned_off')),
      ADD COLUMN disabled_last_answer text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE webhook_endpoints DROP COLUMN disabled_last_answer, DROP COLUMN disabled_cause');
  }
}
