import { AfterLoad, Check, Column, Entity, Index, OneToMany, Unique } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { ItemLink } from '../item-links/item-link.entity';
import { milliColumn } from './milli-column';
import type { Direction } from './rules/quantity';
import type { UserGoal } from '../goals/user-goal.entity';

/** A habit the user keeps: the link between a user and a catalogue item, with its schedule and target. */
@ObjectType('UserHabit', { simpleResolvers: true, description: 'A habit the user keeps: a catalogue item, its place in their order, its schedule and target.' })
@Entity('user_habits')
@Check('user_habits_schedule_check', `(schedule_kind = 'daily' AND weekdays IS NULL AND freq_num IS NULL AND freq_den IS NULL)
  OR (schedule_kind = 'weekdays' AND weekdays IS NOT NULL AND cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]
      AND freq_num IS NULL AND freq_den IS NULL)
  OR (schedule_kind = 'per_period' AND weekdays IS NULL AND freq_num IS NOT NULL AND freq_den IS NOT NULL
      AND freq_den BETWEEN 1 AND 31 AND freq_num BETWEEN 1 AND freq_den)`)
@Check('user_habits_target_check', `(unit IS NULL AND target_milli IS NULL AND direction IS NULL)
  OR (unit IS NOT NULL AND target_milli IS NOT NULL AND direction IS NOT NULL
      AND length(unit) BETWEEN 1 AND 24 AND direction IN ('AT_LEAST', 'AT_MOST')
      AND target_milli BETWEEN (CASE WHEN direction = 'AT_LEAST' THEN 1 ELSE 0 END) AND 1000000000000)`)
@Check('user_habits_skip_budget_check', `skip_budget BETWEEN 0 AND 31`)
@Check('user_habits_item_check', `num_nonnulls(catalogue_item_id, item_id) = 1`)
@Unique('user_habits_user_catalogue_item_key', ['userId', 'catalogueItemId'])
@Unique('user_habits_user_item_key', ['userId', 'itemId'])
@Index('user_habits_user_created_idx', ['userId', 'createdAt', 'id'])
// The catalogue's cascade; the foreign key to the user's own items is served by user_habits_user_item_key.
@Index('user_habits_catalogue_item_idx', ['catalogueItemId'])
export class UserHabit extends ItemLink {
  /** daily | weekdays | per_period (see rules/schedule.ts). */
  @Column({ name: 'schedule_kind', type: 'text', default: 'daily' })
  scheduleKind: 'daily' | 'weekdays' | 'per_period';

  /** ISO weekdays (1 = Monday) of a `weekdays` schedule. */
  @Column({ type: 'smallint', array: true, nullable: true })
  weekdays: number[] | null;

  /** A `per_period` schedule: freq_num times in freq_den days (7 a calendar week, 30 a calendar month). */
  @Column({ name: 'freq_num', type: 'smallint', nullable: true })
  freqNum: number | null;

  @Column({ name: 'freq_den', type: 'smallint', nullable: true })
  freqDen: number | null;

  /** A measured habit's unit, daily target (thousandths) and direction; all null for yes/no. */
  @Column({ type: 'text', nullable: true })
  unit: string | null;

  @Column({ name: 'target_milli', type: 'bigint', nullable: true, transformer: milliColumn })
  targetMilli: number | null;

  @Column({ type: 'text', nullable: true })
  direction: Direction | null;

  /** Missed due days forgiven automatically per calendar month. */
  @Field(() => Int, { description: 'Missed due days forgiven automatically per calendar month (a streak freeze), 0 to 31.' })
  @Column({ name: 'skip_budget', type: 'smallint', default: 0 })
  skipBudget: number;

  /** Its rows of habit_goals (the HabitGoal entity) with their goals, when the habit lists load them. */
  @OneToMany('HabitGoal', 'habit')
  servedGoals?: Array<{ goal?: UserGoal }>;

  /** The user's goals this habit serves, in the user's goal order: from `servedGoals`, or set by the dashboard's statement. */
  goals?: UserGoal[];

  /** Callers read `goals`; the join rows were only the way there. */
  @AfterLoad()
  protected goalsFromServed(): void {
    if (!this.servedGoals) return;
    this.goals = this.servedGoals.map((served) => served.goal!);
    delete this.servedGoals;
  }
}
