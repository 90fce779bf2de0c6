import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { UserHabit } from '../habits/user-habit.entity';

/** A habit's reminder time, or (no habit) the user's daily summary; next_at is when it is next due. */
@Entity('reminders')
@Check('reminders_minute_check', `extract(second FROM local_time) = 0`)
@Index('reminders_habit_time_key', ['userId', 'userHabitId', 'localTime'], { unique: true, where: 'user_habit_id IS NOT NULL' })
@Index('reminders_summary_key', ['userId'], { unique: true, where: 'user_habit_id IS NULL' })
// On next_at NULLS FIRST (the planner's sweep takes unplanned ones first): an order TypeORM cannot declare.
@Index('reminders_next_at_idx', { synchronize: false })
export class Reminder {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Null for the daily summary. */
  @Column({ name: 'user_habit_id', type: 'uuid', nullable: true })
  userHabitId: string | null;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit | null;

  /** HH:MM:00 in the user's clock. */
  @Column({ name: 'local_time', type: 'time', precision: 0 })
  localTime: string;

  @Column({ name: 'next_at', type: 'timestamptz', nullable: true })
  nextAt: Date | null;

  @Column({ name: 'next_day', type: 'date', nullable: true })
  nextDay: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
