import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session's store (connect-pg-simple's table layout), with the signed-in user in a column of its own. */
@Entity('session')
@Index('IDX_session_expire', ['expire'])
@Index('session_user_id_idx', ['userId'])
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;

  /**
   * The signed-in user: the database keeps it equal to sess ->> 'userId' (a trigger, since
   * connect-pg-simple writes sess and expire only); null while no one is signed in.
   */
  @Column({ name: 'user_id', type: 'uuid', nullable: true, insert: false, update: false })
  userId: string | null;
}
