import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 31): the endpoints users register and one delivery per event per endpoint, both
 * keyed by the user; a delivery's foreign key to its endpoint carries the user too.
 */
export class Webhooks1765600000000 implements MigrationInterface {
  name = 'Webhooks1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE webhook_endpoints (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        url text NOT NULL,
        events text[] NOT NULL,
        secret text NOT NULL,
        app_id text,
        enabled boolean NOT NULL DEFAULT true,
        disabled_at timestamptz,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (user_id, id),
        CONSTRAINT webhook_endpoints_events_check CHECK (events <@ ARRAY['habit.day_changed', 'task.changed', 'goal.changed', 'import.finished']::text[] AND cardinality(events) > 0)
      )`);
    await db.query(`
      CREATE TABLE webhook_deliveries (
        user_id uuid NOT NULL,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        state text NOT NULL DEFAULT 'pending',
        attempts smallint NOT NULL DEFAULT 0,
        response_status smallint,
        last_error text,
        attempt_log jsonb NOT NULL DEFAULT '[]',
        lease_until timestamptz,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL,
        finished_at timestamptz,
        CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (user_id, id),
        CONSTRAINT webhook_deliveries_user_id_endpoint_id_fkey FOREIGN KEY (user_id, endpoint_id) REFERENCES webhook_endpoints (user_id, id) ON DELETE CASCADE,
        CONSTRAINT webhook_deliveries_state_check CHECK (state IN ('pending', 'sending', 'delivered', 'failed')),
        CONSTRAINT webhook_deliveries_event_type_check CHECK (event_type IN ('habit.day_changed', 'task.changed', 'goal.changed', 'import.finished', 'ping'))
      )`);
    await db.query(`CREATE INDEX webhook_deliveries_endpoint_created_idx ON webhook_deliveries (user_id, endpoint_id, created_at)`);
    await db.query(`CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at)`);
    await db.query(`CREATE INDEX webhook_deliveries_unsettled_idx ON webhook_deliveries (next_attempt_at) WHERE state IN ('pending', 'sending')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE webhook_deliveries`);
    await db.query(`DROP TABLE webhook_endpoints`);
  }
}
