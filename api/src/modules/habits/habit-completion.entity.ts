import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { CompletionState } from './rules/history';
import { milliColumn } from './milli-column';
import { UserHabit } from './user-habit.entity';

/** One day on which a habit was done. The primary key makes a second "done" a no-op. */
@Entity('habit_completions')
@Check('habit_completions_state_check', `state IN ('done', 'unmet', 'skipped')`)
@Check('habit_completions_value_check', `value_milli IS NULL OR (value_milli BETWEEN 0 AND 1000000000000 AND state <> 'skipped')`)
@Check('habit_completions_unmet_check', `state <> 'unmet' OR value_milli IS NOT NULL`)
@Index('habit_completions_not_done_idx', ['userId', 'userHabitId', 'day'], { where: `state <> 'done'` })
export class HabitCompletion {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  /** done, skipped, or unmet (an amount short of the target); habit_runs counts done only. */
  @Column({ type: 'text', default: 'done' })
  state: CompletionState;

  /** The day's amount in thousandths of the habit's unit; null for a yes/no habit or a skip. */
  @Column({ name: 'value_milli', type: 'bigint', nullable: true, transformer: milliColumn })
  valueMilli: number | null;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
