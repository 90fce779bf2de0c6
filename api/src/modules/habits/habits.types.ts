import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import type { PlainDay } from '../../shared/time/days';
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
registerEnumType(ScheduleKind, {
  name: 'ScheduleKind',
  description: 'How a habit is scheduled.',
  valuesConfig: {
    DAILY: { description: 'Due every day.' },
    WEEKDAYS: { description: 'Due on chosen days of the week.' },
    PER_PERIOD: { description: 'Due a number of times in a period of days (a calendar week, a calendar month or 1 to 31 days).' },
  },
});

export enum TargetDirection {
  AT_LEAST = 'AT_LEAST',
  AT_MOST = 'AT_MOST',
}
registerEnumType(TargetDirection, {
  name: 'TargetDirection',
  description: "Which side of a measured habit's daily target counts as done.",
  valuesConfig: {
    AT_LEAST: { description: 'Done when the day\'s amount reaches the target or more, e.g. 8 glasses of water.' },
    AT_MOST: { description: 'Done when the day\'s amount stays at the target or less, e.g. 2 coffees.' },
  },
});

export enum HabitDayStatus {
  TO_DO = 'to_do',
  DONE = 'done',
  EXTRA = 'extra',
  PERIOD_DONE = 'period_done',
  SKIPPED = 'skipped',
  NOT_DUE = 'not_due',
  VACATION = 'vacation',
}
registerEnumType(HabitDayStatus, {
  name: 'HabitDayStatus',
  description: 'Where a habit stands on a day (rules/streaks.ts agendaOn).',
  valuesConfig: {
    TO_DO: { description: 'Due that day and not done yet.' },
    DONE: { description: 'Done that day.' },
    EXTRA: { description: 'Done that day although its schedule did not ask for it (a Tuesday of a Mon/Wed/Fri habit): an extra, counted toward totals, streak and score.' },
    PERIOD_DONE: { description: 'Not done that day, but its period\'s quota is met already (e.g. 3 of 3 this week).' },
    SKIPPED: { description: 'Skipped that day by the user: neither breaks nor extends the streak.' },
    NOT_DUE: { description: 'Its schedule does not ask for it that day.' },
    VACATION: { description: 'The day is in one of the user\'s vacations: not due.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'When a habit is due.' })
export class HabitSchedule {
  @Field(() => ScheduleKind, { description: 'Every day, chosen weekdays, or a number of times per period.' }) kind: ScheduleKind;
  @Field(() => [Int], { description: 'ISO weekdays (1 = Monday) of a WEEKDAYS schedule, else [].' }) weekdays: number[];
  @Field(() => Int, { nullable: true, description: 'PER_PERIOD: times ...' }) times: number | null;
  @Field(() => Int, { nullable: true, description: '... in this many days (7 = a calendar week, 30 = a calendar month).' }) days: number | null;
  @Field({ description: 'In words: "Every day", "Mon, Wed, Fri", "3 times a week".' }) summary: string;
}

@InputType({ description: 'A new schedule for a habit.' })
export class HabitScheduleInput {
  @Field(() => ScheduleKind, { description: 'Every day, chosen weekdays, or a number of times per period.' }) kind: ScheduleKind;
  @Field(() => [Int], { nullable: true, description: 'WEEKDAYS: the ISO weekdays it is due, 1 (Monday) to 7 (Sunday); at least one.' }) weekdays?: number[] | null;
  @Field(() => Int, { nullable: true, description: 'PER_PERIOD: how many times in the period, 1 to days.' }) times?: number | null;
  @Field(() => Int, { nullable: true, description: 'PER_PERIOD: the period in days, 1 to 31 (7 = a calendar week, 30 = a calendar month).' }) days?: number | null;
}

@ObjectType({ simpleResolvers: true, description: "A measured habit's daily target, e.g. at least 8 glasses." })
export class HabitTarget {
  @Field({ description: 'What is counted, e.g. "glasses" or "minutes".' }) unit: string;
  @Field({ description: 'A decimal amount, e.g. "2.5".' }) amount: string;
  @Field(() => TargetDirection, { description: 'Whether the day needs at least or at most the amount.' }) direction: TargetDirection;
}

@InputType({ description: "A measured habit's daily target." })
export class HabitTargetInput {
  @Field({ description: 'What is counted, e.g. "glasses", at most 24 characters.' }) unit: string;
  @Field({ description: 'The daily amount as a decimal string, e.g. "2.5": at most 3 decimal places, not negative.' }) amount: string;
  @Field(() => TargetDirection, { description: 'Whether the day needs at least or at most the amount.' }) direction: TargetDirection;
}

@InputType({ description: "Changes to a habit's settings; absent fields stay as they are." })
export class HabitSettingsInput {
  @Field(() => HabitScheduleInput, { nullable: true, description: 'A new schedule.' }) schedule?: HabitScheduleInput | null;
  @Field(() => HabitTargetInput, { nullable: true, description: 'Sets a measured target.' }) target?: HabitTargetInput | null;
  @Field(() => Boolean, { nullable: true, description: 'true: back to yes/no.' }) clearTarget?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Freezes per calendar month, 0 to 31.' }) skipBudget?: number | null;
}

@ObjectType({ simpleResolvers: true, description: "A habit's streaks and strength on the user's today." })
export class HabitStats {
  @Field(() => Int, { description: 'Due occasions done in a row up to today (skips, vacations and freezes honoured).' }) currentStreak: number;
  @Field(() => Int, { description: 'The longest streak in all history.' }) bestStreak: number;
  @Field(() => Float, { description: 'Habit strength, 0 to 1 (Loop-style).' }) score: number;
  @Field(() => [LocalDate], { description: 'Days a freeze (skip budget) saved the streak, newest first, at most 31.' }) freezesSpent: string[];
  @Field(() => [LocalDate], { description: 'The missed days whose freeze keeps the current streak going, oldest first: why a streak survived a miss.' }) streakFreezes: string[];
}

@ObjectType({ simpleResolvers: true, description: 'How far a PER_PERIOD habit has come in the period holding a day, e.g. 2 of 3 this week.' })
export class HabitPeriodProgress {
  @Field(() => LocalDate, { description: 'First day of the period, included.' }) start: string;
  @Field(() => LocalDate, { description: 'Last day of the period, included.' }) end: string;
  @Field(() => Int, { description: 'Days done in the period so far.' }) done: number;
  @Field(() => Int, { description: 'Times due in the period, less days lost to vacations and skips.' }) quota: number;
  @Field(() => LocalDate, { description: "The period's first day the habit counts in: its start, or the habit's first day when the habit began during the period (then the quota is pro-rated)." }) countedFrom: string;
}

/** A habit as it stands on one day. */
@ObjectType({ simpleResolvers: true, description: 'A habit as it stands on one day of the user.' })
export class DayHabit {
  @Field(() => ID, { description: 'The habit id and the day: one cache entry per habit per day.' })
  id: string;

  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD." })
  day: string;

  @Field(() => UserHabit, { description: 'The habit.' })
  habit: UserHabit;

  @Field({ description: 'True for DONE and PERIOD_DONE.' })
  done: boolean;

  @Field(() => HabitDayStatus, { description: 'Where the habit stands that day.' })
  status: HabitDayStatus;

  @Field(() => String, { nullable: true, description: "The day's amount for a measured habit, else null." })
  value: string | null;

  @Field(() => HabitPeriodProgress, { nullable: true, description: 'PER_PERIOD habits only.' })
  period: HabitPeriodProgress | null;

  @Field({ description: "True when the day was missed but a freeze (the skip budget) covered it, so the streak went on through it (rules' evaluateHabit: the day is frozen). False on today and later days." })
  keptByFreeze: boolean;
}

export enum HabitEntryState {
  DONE = 'done',
  UNMET = 'unmet',
  SKIPPED = 'skipped',
}
registerEnumType(HabitEntryState, {
  name: 'HabitEntryState',
  description: 'What the user recorded for a habit on a day.',
  valuesConfig: {
    DONE: { description: 'Done (a measured habit: its amount met the target).' },
    UNMET: { description: 'A measured habit\'s amount short of its target.' },
    SKIPPED: { description: 'Skipped by the user.' },
  },
});

@ObjectType({ simpleResolvers: true, description: "A day of a habit's history: what the user recorded that day." })
export class HabitEntry {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD." })
  day: string;

  @Field(() => HabitEntryState, { description: 'Done, short of the target, or skipped.' })
  state: HabitEntryState;

  @Field(() => String, { nullable: true, description: "The day's amount for a measured habit, else null." })
  value: string | null;
}

/** A day's entry as habitHistoryConnection answers it. */
export function habitEntry(habit: UserHabit, entry: { day: string; state: string; valueMilli: number | null }): HabitEntry {
  return { day: entry.day, state: entry.state as HabitEntryState, value: habit.unit && entry.valueMilli !== null ? formatAmount(entry.valueMilli) : null };
}

export function dayHabit(habit: UserHabit, day: PlainDay, agenda: DayAgenda, entry: DayEntry | undefined, period: HabitPeriodProgress | null, keptByFreeze = false): DayHabit {
  const status = agenda as HabitDayStatus;
  return {
    id: `${habit.id}:${day}`,
    day,
    habit,
    done: status === HabitDayStatus.DONE || status === HabitDayStatus.EXTRA || status === HabitDayStatus.PERIOD_DONE,
    status,
    value: habit.unit && entry?.value !== null && entry?.value !== undefined ? formatAmount(entry.value) : null,
    period,
    keptByFreeze,
  };
}

@ObjectType({ description: "The limits of a habit's settings, as the server enforces them: forms check against these before sending." })
export class HabitLimits {
  @Field(() => Int, { description: 'The longest period of a "times in N days" schedule, in days.' }) longestPeriodDays: number;
  @Field(() => Int, { description: 'The most freezes (skip budget) a month.' }) maxSkipBudget: number;
  @Field(() => Int, { description: 'Decimal places an amount may have.' }) amountDecimals: number;
  @Field({ description: 'The largest amount, as decimal text.' }) maxAmount: string;
  @Field(() => Int, { description: 'The longest unit, in characters.' }) maxUnitLength: number;
}
