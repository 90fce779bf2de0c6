import { msg, plural } from '@lingui/core/macro';
import type { HabitRow_DayHabitFragment } from '../../gql/graphql';
import { i18n } from '../../ui/i18n/i18n';
import { dateTimeFormat, formatNumber } from '../../ui/i18n/format';

// How a habit stands on the Work screen's day (issue 14): which list holds it, what its row
// says, and what a change does before the server answers (the optimistic state).

type DayHabit = HabitRow_DayHabitFragment;
type Target = NonNullable<DayHabit['habit']['target']>;

export type HabitList = 'toDo' | 'completed' | 'notDue';

/** TO_DO waits under To Complete; done, done for the period and skipped sit under Completed. */
export function listOf(dayHabit: Pick<DayHabit, 'status'>): HabitList {
  switch (dayHabit.status) {
    case 'TO_DO': return 'toDo';
    case 'NOT_DUE':
    case 'VACATION': return 'notDue';
    default: return 'completed';
  }
}

/** The checkbox is ticked only when the day itself is done (not a quota met on other days); an extra (done when not due) is. */
export function isDoneToday(dayHabit: Pick<DayHabit, 'status'>): boolean {
  return dayHabit.status === 'DONE' || dayHabit.status === 'EXTRA';
}

/**
 * '2 of 3 this week', for a PER_PERIOD habit; null for others. When the server counted the
 * period from the habit's first day (a pro-rated first period), it says so and from when.
 */
export function periodProgressText(dayHabit: DayHabit): string | null {
  if (!dayHabit.period) return null;
  const { quota, start, end, countedFrom } = dayHabit.period;
  const done = Math.min(dayHabit.period.done, quota);
  const days = dayHabit.habit.schedule.days ?? 0;
  let text;
  if (days === 7) text = i18n._(msg`${done} of ${quota} this week`);
  else if (days === 30) text = i18n._(msg`${done} of ${quota} this month`);
  else text = i18n._(msg`${done} of ${quota} ${plural(days, { one: 'in this # day', other: 'in these # days' })}`);
  if (!countedFrom || countedFrom <= start || countedFrom > end) return text;
  const weekday = dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }).format(new Date(`${countedFrom}T00:00:00Z`));
  return i18n._(msg`${text} (counted from ${weekday}, when you began)`);
}

/** 'glasses (at least 8)': a measured habit's field label (the unit is the user's own word). */
export function targetLabel(target: Target): string {
  const { unit } = target;
  const amount = formatNumber(Number(target.amount), 3);
  return target.direction === 'AT_LEAST' ? i18n._(msg`${unit} (at least ${amount})`) : i18n._(msg`${unit} (at most ${amount})`);
}

const AMOUNT = /^\d{1,9}(?:\.\d{1,3})?$/;

/** An amount as whole thousandths (the server's own precision), or null when it is not one. */
export function toThousandths(amount: string): number | null {
  const text = amount.trim();
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

export function fromThousandths(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The amount one step (1 of the unit) up or down, never below 0; null for no amount yet. */
export function stepAmount(value: string | null, direction: 1 | -1): string {
  const current = value === null ? 0 : toThousandths(value) ?? 0;
  return fromThousandths(Math.max(0, current + direction * 1000));
}

/** Whether an amount meets the target: at least the amount, or at most it. */
export function meetsTarget(value: string | null, target: Target): boolean {
  if (value === null) return false;
  const amount = toThousandths(value);
  const goal = toThousandths(target.amount);
  if (amount === null || goal === null) return false;
  return target.direction === 'AT_LEAST' ? amount >= goal : amount <= goal;
}

/**
 * The day as it will stand once the day itself is done or not done: the list it moves to and
 * its period's count, before the server says so.
 */
export function withDayDone(dayHabit: DayHabit, doneToday: boolean): DayHabit {
  const wasCounted = isDoneToday(dayHabit);
  const offSchedule = dayHabit.status === 'NOT_DUE' || dayHabit.status === 'EXTRA';
  const period = dayHabit.period && {
    ...dayHabit.period,
    done: Math.max(0, dayHabit.period.done + (doneToday === wasCounted ? 0 : doneToday ? 1 : -1)),
  };
  // Until the server answers: a day not due stays not due, done there it is an extra.
  let status: DayHabit['status'] = offSchedule ? (doneToday ? 'EXTRA' : 'NOT_DUE') : doneToday ? 'DONE' : 'TO_DO';
  if (!doneToday && !offSchedule && period && period.quota > 0 && period.done >= period.quota) status = 'PERIOD_DONE';
  // Whether a freeze covers the day is the server's to say: a day done needs none; undone, the answer tells.
  const keptByFreeze = doneToday ? false : dayHabit.keptByFreeze;
  return { ...dayHabit, status, done: status === 'DONE' || status === 'EXTRA' || status === 'PERIOD_DONE', period, keptByFreeze };
}

/** The day after a measured value is entered (null clears it). */
export function withValue(dayHabit: DayHabit, value: string | null): DayHabit {
  const target = dayHabit.habit.target;
  const next = withDayDone(dayHabit, target ? meetsTarget(value, target) : value !== null);
  return { ...next, value };
}

/** The day after a skip, or after taking the skip back. */
export function withSkipped(dayHabit: DayHabit, skipped: boolean): DayHabit {
  if (!skipped) return withDayDone({ ...dayHabit, status: 'TO_DO' }, false);
  const undone = withDayDone(dayHabit, false);
  return { ...undone, status: 'SKIPPED', done: false, value: null, keptByFreeze: false };
}
