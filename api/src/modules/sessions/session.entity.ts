import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session's store (connect-pg-simple's table layout). */
@Entity('session')
@Index('IDX_session_expire', ['expire'])
// On sess ->> 'userId', to end every session of a user: an expression TypeORM cannot declare.
@Index('session_user_idx', { synchronize: false })
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
