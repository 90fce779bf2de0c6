import { Column, Entity, JoinTable, ManyToMany } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { ItemLink } from '../item-links/item-link.entity';
import { milliColumn } from './milli-column';
import type { Direction } from './rules/quantity';
import type { UserGoal } from '../goals/user-goal.entity';

/** A habit the user keeps: the link between a user and a catalogue item, with its schedule and target. */
@ObjectType('UserHabit', { simpleResolvers: true, description: 'A habit the user keeps: a catalogue item, its place in their order, its schedule and target.' })
@Entity('user_habits')
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

  /** The user's goals this habit serves (habit_goals); loaded by the habit lists' own statement. */
  @ManyToMany('UserGoal')
  @JoinTable({
    name: 'habit_goals',
    joinColumn: { name: 'user_habit_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'user_goal_id', referencedColumnName: 'id' },
  })
  goals?: UserGoal[];
}
