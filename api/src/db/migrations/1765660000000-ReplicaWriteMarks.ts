import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read-your-writes with a read replica (issue 26): each user's last write's WAL position, so that
 * every instance sends that user's heavy reads to the primary until the replica has replayed it.
 * Unlogged: no WAL, no replica copy (a standby cannot read it anyway); keyed by the user.
 */
export class ReplicaWriteMarks1765660000000 implements MigrationInterface {
  name = 'ReplicaWriteMarks1765660000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE UNLOGGED TABLE replica_write_marks (
        user_id uuid NOT NULL,
        lsn bigint NOT NULL,
        written_at timestamptz NOT NULL,
        CONSTRAINT replica_write_marks_pkey PRIMARY KEY (user_id),
        CONSTRAINT replica_write_marks_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE replica_write_marks`);
  }
}
