import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/**
 * When each of a habit's recent days last changed (issue 28's conflict rule), in one row per
 * habit: day (YYYY-MM-DD) → the time the change was made (an offline outbox says when, bounded
 * by the server's clock), kept also for a change that removed the day's entry. A change made
 * before it is older than what the day holds: it is not applied. Days older than the outbox's
 * window (IDEMPOTENCY_DAYS) decide nothing and go at the habit's next change. One row, updated
 * in place (the table keeps half of each page free), costs a tick no index entry.
 */
@Entity('habit_day_changes')
export class HabitDayChange {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  /** Day → ISO time of its last change. */
  @Column({ type: 'jsonb', default: {} })
  changes: Record<string, string>;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
