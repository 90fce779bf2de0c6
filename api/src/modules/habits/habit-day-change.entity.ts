import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/**
 * When a habit's day last changed (issue 28's conflict rule): the time the change was made (an
 * offline outbox says when, bounded by the server's clock), kept also for a change that removed
 * the day's entry. A change made before it is older than what the day holds: it is not applied.
 * Rows older than the outbox's window (IDEMPOTENCY_DAYS) decide nothing and are dropped.
 */
@Entity('habit_day_changes')
export class HabitDayChange {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
