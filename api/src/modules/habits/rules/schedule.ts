import { badInput } from '../../../shared/errors';
import { addDays, daysBetween, type IsoWeekday, isoWeekday, monthEnd, monthStart, type PlainDay, weekStart } from '../../../shared/time/days';
import { habitsText } from '../habits.messages';

/**
 * When a habit is due.
 * - `daily`: every day.
 * - `weekdays`: the chosen ISO weekdays (1 = Monday … 7 = Sunday).
 * - `per_period`: `times` in every period of `days` days, Loop's freq_num / freq_den:
 *   `days: 7` is a calendar week from the user's first day of the week (`firstDayOfWeek`:
 *   their choice, else their locale's; ISO's Monday to Sunday for a bare language);
 *   `days: 30` is a calendar month (Loop's "per month"), whatever its length;
 *   any other length is a block of that many days counted from the first such weekday on or
 *   after 1970-01-05 (a Monday), so blocks never shift when the habit or its schedule changes
 *   (and 7-day blocks are the user's weeks).
 * Calendar periods, not rolling windows: "2 of 3 this week" has one answer all week, the
 * dashboard can say "done for this week", and a period's verdict never changes once it ends.
 */
export type Schedule =
  | { kind: 'daily' }
  | { kind: 'weekdays'; weekdays: IsoWeekday[] }
  | { kind: 'per_period'; times: number; days: number };

export const DAILY: Schedule = { kind: 'daily' };
/** What a catalogue habit starts with; the user changes it on the Habits page. */
export const DEFAULT_SCHEDULE: Schedule = DAILY;

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;
export const MAX_PERIOD_DAYS = 31;

const BLOCK_EPOCH: PlainDay = '1970-01-05'; // a Monday: blocks count from the first day of the week on or after it

/** One period of a `per_period` schedule, first and last day included. */
export interface Period {
  start: PlainDay;
  end: PlainDay;
  /** Calendar days in the period (28 to 31 for a month). */
  length: number;
}

/** Refuses a schedule that cannot be kept (8 times a week, 0 in a period, no weekday chosen). */
export function validateSchedule(input: unknown): Schedule {
  const schedule = input as Partial<Record<string, unknown>> | null;
  switch (schedule?.kind) {
    case 'daily':
      return DAILY;
    case 'weekdays': {
      const days = schedule.weekdays;
      if (!Array.isArray(days) || days.length === 0) throw badInput(habitsText('chooseWeekday'));
      if (!days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)) {
        throw badInput(habitsText('weekdayRange'));
      }
      return { kind: 'weekdays', weekdays: [...new Set(days as IsoWeekday[])].sort() };
    }
    case 'per_period': {
      const { times, days } = schedule;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_PERIOD_DAYS) {
        throw badInput(habitsText('periodLength', { max: MAX_PERIOD_DAYS }));
      }
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
        throw badInput(habitsText('onceInPeriod', { days }));
      }
      if (times > days) {
        throw badInput(habitsText('moreThanDaily', { times, days }));
      }
      return { kind: 'per_period', times, days };
    }
    default:
      throw badInput(habitsText('scheduleKinds'));
  }
}

/**
 * Whether the schedule itself calls for the habit on `day` (vacations aside). Every day of a
 * `per_period` schedule is a day the habit can be done; whether the period's quota is already
 * met is `periodProgress`'s answer.
 */
export function isScheduledDay(schedule: Schedule, day: PlainDay): boolean {
  return schedule.kind === 'weekdays' ? schedule.weekdays.includes(isoWeekday(day)) : true;
}

/** The period of a `per_period` schedule that holds `day`, for a user whose weeks start on `firstDay`. */
export function periodOf(schedule: Extract<Schedule, { kind: 'per_period' }>, day: PlainDay, firstDay: IsoWeekday): Period {
  if (schedule.days === MONTH_DAYS) {
    const start = monthStart(day);
    const end = monthEnd(day);
    return { start, end, length: daysBetween(start, end) + 1 };
  }
  if (schedule.days === WEEK_DAYS) {
    const start = weekStart(day, firstDay);
    return { start, end: addDays(start, 6), length: 7 };
  }
  const epoch = addDays(BLOCK_EPOCH, firstDay - 1);
  const offset = daysBetween(epoch, day);
  const start = addDays(epoch, offset - (((offset % schedule.days) + schedule.days) % schedule.days));
  return { start, end: addDays(start, schedule.days - 1), length: schedule.days };
}

/**
 * Completions asked of a period in which only `availableDays` of its `length` days count
 * (vacations, skips and days before the habit began taken out), rounded up, never more than
 * the days available: 10 a month with half the month on vacation asks 5.
 */
export function periodQuota(times: number, length: number, availableDays: number): number {
  return Math.min(availableDays, Math.ceil((times * availableDays) / length));
}

/** Expected completions per day, for the score's pace (daily 1, Mon/Wed/Fri 3/7, 10 a month 1/3). */
export function frequency(schedule: Schedule): number {
  switch (schedule.kind) {
    case 'daily': return 1;
    case 'weekdays': return schedule.weekdays.length / 7;
    case 'per_period': return schedule.times / schedule.days;
  }
}
