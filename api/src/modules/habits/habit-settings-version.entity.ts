import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { milliColumn } from './milli-column';
import type { Direction } from './rules/quantity';
import { UserHabit } from './user-habit.entity';

/**
 * A habit's settings from the user's day they took effect (migration HabitSettingsHistory,
 * rules' SettingsVersion): each day is judged by the row in effect that day, the first row also
 * judging the days before it. user_habits keeps the settings now (the last row's); a habit
 * whose settings never changed may have no row (it is judged by user_habits alone).
 */
@Entity('habit_settings_history')
@Check('habit_settings_history_schedule_check', `(schedule_kind = 'daily' AND weekdays IS NULL AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'weekdays' AND weekdays IS NOT NULL AND cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]
              AND freq_num IS NULL AND freq_den IS NULL)
          OR (schedule_kind = 'per_period' AND weekdays IS NULL AND freq_num IS NOT NULL AND freq_den IS NOT NULL
              AND freq_den BETWEEN 1 AND 31 AND freq_num BETWEEN 1 AND freq_den)`)
@Check('habit_settings_history_target_check', `(unit IS NULL AND target_milli IS NULL AND direction IS NULL)
          OR (unit IS NOT NULL AND target_milli IS NOT NULL AND direction IS NOT NULL
              AND length(unit) BETWEEN 1 AND 24 AND direction IN ('AT_LEAST', 'AT_MOST')
              AND target_milli BETWEEN (CASE WHEN direction = 'AT_LEAST' THEN 1 ELSE 0 END) AND 1000000000000)`)
@Check('habit_settings_history_skip_budget_check', `skip_budget BETWEEN 0 AND 31`)
export class HabitSettingsVersion {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'user_habit_id', type: 'uuid' })
  userHabitId: string;

  /** The user's day the settings took effect. */
  @PrimaryColumn({ name: 'effective_from', type: 'date' })
  effectiveFrom: string;

  @Column({ name: 'schedule_kind', type: 'text' })
  scheduleKind: 'daily' | 'weekdays' | 'per_period';

  @Column({ type: 'smallint', array: true, nullable: true })
  weekdays: number[] | null;

  @Column({ name: 'freq_num', type: 'smallint', nullable: true })
  freqNum: number | null;

  @Column({ name: 'freq_den', type: 'smallint', nullable: true })
  freqDen: number | null;

  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Column({ name: 'target_milli', type: 'bigint', nullable: true, transformer: milliColumn })
  targetMilli: number | null;

  @Column({ type: 'text', nullable: true })
  direction: Direction | null;

  @Column({ name: 'skip_budget', type: 'smallint' })
  skipBudget: number;

  @ManyToOne(() => UserHabit, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_habit_id', referencedColumnName: 'id' }])
  userHabit?: UserHabit;
}
