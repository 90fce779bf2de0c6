import { Check, Entity, JoinColumn, ManyToOne, PrimaryColumn, Column } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/**
 * A run of consecutive done days of a habit (first_day..last_day), kept by triggers on
 * habit_completions (migrations HabitRuns, HabitRules) and rebuilt by rebuild_habit_runs().
 */
@Entity('habit_runs')
@Check('habit_runs_check', `first_day <= last_day`)
export class HabitRun {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ name: 'first_day', type: 'date' })
  firstDay: string;

  @Column({ name: 'last_day', type: 'date' })
  lastDay: string;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
