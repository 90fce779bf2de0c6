import { MigrationInterface, QueryRunner } from 'typeorm';

/** What a processed Stripe event did, so an operator can find the ones that needed a decision. */
export class StripeEventOutcome1764201600000 implements MigrationInterface {
  name = 'StripeEventOutcome1764201600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE stripe_events ADD COLUMN outcome text NOT NULL DEFAULT 'applied'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE stripe_events DROP COLUMN outcome`);
  }
}
