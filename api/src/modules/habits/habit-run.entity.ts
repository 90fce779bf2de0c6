import { Check, Entity, JoinColumn, ManyToOne, PrimaryColumn, Column, Unique } from 'typeorm';
import { UserHabit } from './user-habit.entity';

/**
 * A run of consecutive done days of a habit (first_day..last_day), kept by triggers on
 * habit_completions (migrations HabitRuns, HabitRules) and rebuilt by rebuild_habit_runs().
 */
@Entity('habit_runs')
@Unique('habit_runs_last_key', ['userHabitId', 'lastDay'])
@Check('habit_runs_check', `first_day <= last_day`)
export class HabitRun {
  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ name: 'first_day', type: 'date' })
  firstDay: string;

  @Column({ name: 'last_day', type: 'date' })
  lastDay: string;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_habit_id' })
  userHabit?: UserHabit;
}
