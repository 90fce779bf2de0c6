import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import type { PlainDay } from './rules/days';
import type { DayEntry } from './rules/history';
import { formatAmount } from './rules/quantity';
import type { DayAgenda } from './rules/streaks';
import { UserHabit } from './user-habit.entity';

/** GraphQL names on the left, the rules' (and the database's) on the right. */
export enum ScheduleKind {
  DAILY = 'daily',
  WEEKDAYS = 'weekdays',
  PER_PERIOD = 'per_period',
}
registerEnumType(ScheduleKind, { name: 'ScheduleKind' });

export enum TargetDirection {
  AT_LEAST = 'AT_LEAST',
  AT_MOST = 'AT_MOST',
}
registerEnumType(TargetDirection, { name: 'TargetDirection' });

export enum HabitDayStatus {
  TO_DO = 'to_do',
  DONE = 'done',
  PERIOD_DONE = 'period_done',
  SKIPPED = 'skipped',
  NOT_DUE = 'not_due',
  VACATION = 'vacation',
}
registerEnumType(HabitDayStatus, { name: 'HabitDayStatus', description: 'Where a habit stands on a day (rules/streaks.ts agendaOn).' });

@ObjectType()
export class HabitSchedule {
  @Field(() => ScheduleKind) kind: ScheduleKind;
  @Field(() => [Int], { description: 'ISO weekdays (1 = Monday) of a WEEKDAYS schedule, else [].' }) weekdays: number[];
  @Field(() => Int, { nullable: true, description: 'PER_PERIOD: times ...' }) times: number | null;
  @Field(() => Int, { nullable: true, description: '... in this many days (7 = a calendar week, 30 = a calendar month).' }) days: number | null;
  @Field({ description: 'In words: "Every day", "Mon, Wed, Fri", "3 times a week".' }) summary: string;
}

@InputType()
export class HabitScheduleInput {
  @Field(() => ScheduleKind) kind: ScheduleKind;
  @Field(() => [Int], { nullable: true }) weekdays?: number[] | null;
  @Field(() => Int, { nullable: true }) times?: number | null;
  @Field(() => Int, { nullable: true }) days?: number | null;
}

@ObjectType()
export class HabitTarget {
  @Field() unit: string;
  @Field({ description: 'A decimal amount, e.g. "2.5".' }) amount: string;
  @Field(() => TargetDirection) direction: TargetDirection;
}

@InputType()
export class HabitTargetInput {
  @Field() unit: string;
  @Field() amount: string;
  @Field(() => TargetDirection) direction: TargetDirection;
}

@InputType()
export class HabitSettingsInput {
  @Field(() => HabitScheduleInput, { nullable: true }) schedule?: HabitScheduleInput | null;
  @Field(() => HabitTargetInput, { nullable: true, description: 'Sets a measured target.' }) target?: HabitTargetInput | null;
  @Field(() => Boolean, { nullable: true, description: 'true: back to yes/no.' }) clearTarget?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Freezes per calendar month, 0 to 31.' }) skipBudget?: number | null;
}

@ObjectType()
export class HabitStats {
  @Field(() => Int) currentStreak: number;
  @Field(() => Int) bestStreak: number;
  @Field(() => Float, { description: 'Habit strength, 0 to 1 (Loop-style).' }) score: number;
  @Field(() => [LocalDate], { description: 'Days a freeze (skip budget) saved the streak, newest first, at most 31.' }) freezesSpent: string[];
}

@ObjectType()
export class HabitPeriodProgress {
  @Field(() => LocalDate) start: string;
  @Field(() => LocalDate) end: string;
  @Field(() => Int) done: number;
  @Field(() => Int) quota: number;
}

/** A habit as it stands on one day. */
@ObjectType()
export class DayHabit {
  @Field(() => ID, { description: 'The habit id and the day: one cache entry per habit per day.' })
  id: string;

  @Field(() => LocalDate)
  day: string;

  @Field(() => UserHabit)
  habit: UserHabit;

  @Field({ description: 'True for DONE and PERIOD_DONE.' })
  done: boolean;

  @Field(() => HabitDayStatus)
  status: HabitDayStatus;

  @Field(() => String, { nullable: true, description: "The day's amount for a measured habit, else null." })
  value: string | null;

  @Field(() => HabitPeriodProgress, { nullable: true, description: 'PER_PERIOD habits only.' })
  period: HabitPeriodProgress | null;
}

export function dayHabit(habit: UserHabit, day: PlainDay, agenda: DayAgenda, entry: DayEntry | undefined, period: HabitPeriodProgress | null): DayHabit {
  const status = agenda as HabitDayStatus;
  return {
    id: `${habit.id}:${day}`,
    day,
    habit,
    done: status === HabitDayStatus.DONE || status === HabitDayStatus.PERIOD_DONE,
    status,
    value: habit.unit && entry?.value !== null && entry?.value !== undefined ? formatAmount(entry.value) : null,
    period,
  };
}
