import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: an import runs as a pg-boss job (queue `import`) so it survives a restart. This table
 * is its status as the owner sees it: queued, running, done (with the report) or failed (with the
 * answer's code and message). The import's transaction marks it done, so a job retried on another
 * instance after a crash finds it done and writes nothing twice.
 */
export class ImportJobs1764720000000 implements MigrationInterface {
  name = 'ImportJobs1764720000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE import_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL,
        keep text[],
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        result jsonb,
        error_code text,
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX import_jobs_user_id ON import_jobs (user_id)`);
    await db.query(`CREATE INDEX import_jobs_created_at ON import_jobs (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE import_jobs`);
  }
}
