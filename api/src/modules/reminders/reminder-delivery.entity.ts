import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Reminder } from './reminder.entity';

export type DeliveryStatus = 'pending' | 'sent' | 'skipped' | 'dropped';

/** One delivery of a reminder (reminder, local day, occurrence): its unique key sends it once. */
@Entity('reminder_deliveries')
@Unique('reminder_deliveries_once', ['userId', 'reminderId', 'localDay', 'occurrence'])
@Check('reminder_deliveries_status_check', `status IN ('pending', 'sent', 'skipped', 'dropped')`)
@Index('reminder_deliveries_created_idx', ['createdAt'])
@Index('reminder_deliveries_pending_idx', ['createdAt'], { where: `status = 'pending'` })
export class ReminderDelivery {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'reminder_id', type: 'uuid' })
  reminderId: string;

  @ManyToOne(() => Reminder, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'reminder_id', referencedColumnName: 'id' }])
  reminder?: Reminder;

  @Column({ name: 'local_day', type: 'date' })
  localDay: string;

  @Column({ type: 'smallint', default: 0 })
  occurrence: number;

  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt: Date;

  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
