import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Apollo's persisted queries, shared by every instance (issue 31). */
export class PersistedQueries1765411200000 implements MigrationInterface {
  name = 'PersistedQueries1765411200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE persisted_queries (
        key text NOT NULL,
        document text NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT persisted_queries_pkey PRIMARY KEY (key),
        CONSTRAINT persisted_queries_key_length CHECK (length(key) <= 100)
      )`);
    await db.query(`CREATE INDEX persisted_queries_expires_at_idx ON persisted_queries (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE persisted_queries`);
  }
}
