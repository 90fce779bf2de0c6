import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../modules/users/user.entity';

/**
 * Where the primary's WAL stood just after a user's last write committed (db/replica.ts): that
 * user's heavy reads go to the primary until the read replica has replayed past it. Kept in
 * PostgreSQL, not in a process, so it holds on every instance behind the load balancer;
 * unlogged: it writes no WAL, and a crash that empties it only sends reads to a caught-up replica.
 */
@Entity('replica_write_marks')
export class ReplicaWriteMark {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** `pg_current_wal_insert_lsn()` after the write committed, as a byte position (pg_lsn - '0/0'). */
  @Column({ type: 'bigint' })
  lsn: string;

  @Column({ name: 'written_at', type: 'timestamptz' })
  writtenAt: Date;
}
