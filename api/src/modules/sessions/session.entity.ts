import { Column, Entity, PrimaryColumn } from 'typeorm';

/** express-session's store (connect-pg-simple's table layout). */
@Entity('session')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar' })
  sid: string;

  @Column({ type: 'json' })
  sess: Record<string, unknown>;

  @Column({ type: 'timestamp', precision: 6 })
  expire: Date;
}
