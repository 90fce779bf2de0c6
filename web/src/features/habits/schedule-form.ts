import { msg } from '@lingui/core/macro';
import type { HabitLimitsQuery, HabitSettingsInput, HabitSettings_HabitFragment, ScheduleKind, TargetDirection } from '../../gql/graphql';
import { i18n } from '../../ui/i18n/i18n';
import { dateTimeFormat, decimalDisplay, decimalInput } from '../../ui/i18n/format';

// The Edit schedule dialog's form: what it starts from, what it checks before sending, and the
// input it sends (updateHabitSettings). The server checks everything again in its own words;
// the limits it checks against (longest period, skip budget, decimal places) come from its
// `habitLimits` query, never from here.

export type HabitLimits = HabitLimitsQuery['habitLimits'];

/** The ISO days of the week, Monday (1) to Sunday (7), as the schedule's `weekdays` numbers them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 'Mon' or 'Monday' in the active locale: 1 January 2024 was a Monday. */
export function weekdayName(day: number, width: 'short' | 'long'): string {
  return dateTimeFormat({ weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** A week (7 days), a month (30), or every N days. */
export type PeriodChoice = 'WEEK' | 'MONTH' | 'DAYS';

export interface ScheduleForm {
  kind: ScheduleKind;
  weekdays: number[];
  times: string;
  period: PeriodChoice;
  /** The N of 'every N days'. */
  days: string;
  measured: boolean;
  unit: string;
  amount: string;
  direction: TargetDirection;
  skipBudget: string;
}

/** The form's problems in the active locale (read when the form is checked, never at load). */
export const SCHEDULE_MESSAGES = {
  noWeekday: () => i18n._(msg`Choose at least one day of the week.`),
  times: () => i18n._(msg`Enter how many times, a whole number from 1.`),
  days: (longest?: number) => (longest
    ? i18n._(msg`Enter the number of days, a whole number from 1 to ${longest}.`)
    : i18n._(msg`Enter the number of days, a whole number from 1.`)),
  tooMany: (times: number, days: number) => i18n._(msg`${times} times in ${days} days is more than once a day.`),
  unit: () => i18n._(msg`A target needs a unit, such as glasses, minutes or pages.`),
  amount: () => i18n._(msg`Enter the target as a number, such as 8 or 2.5.`),
  amountDecimals: (places: number) => i18n._(msg`Use at most ${places} decimal places.`),
  amountTooLarge: (max: string) => i18n._(msg`Enter a target of at most ${max}.`),
  unitTooLong: (length: number) => i18n._(msg`Keep the unit to ${length} characters.`),
  skipBudget: (max?: number) => (max !== undefined
    ? i18n._(msg`Freezes are a whole number from 0 to ${max} a month.`)
    : i18n._(msg`Freezes are a whole number from 0 a month.`)),
} as const;

export function formOf(habit: HabitSettings_HabitFragment): ScheduleForm {
  const { schedule, target } = habit;
  const days = schedule.days ?? 7;
  return {
    kind: schedule.kind,
    weekdays: schedule.kind === 'WEEKDAYS' ? [...schedule.weekdays] : [1, 3, 5],
    times: String(schedule.times ?? 3),
    period: days === 7 ? 'WEEK' : days === 30 ? 'MONTH' : 'DAYS',
    days: String(days),
    measured: target !== null && target !== undefined,
    unit: target?.unit ?? '',
    amount: target ? decimalDisplay(target.amount) : '',
    direction: target?.direction ?? 'AT_LEAST',
    skipBudget: String(habit.skipBudget),
  };
}

const WHOLE = /^\d{1,4}$/;
const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/** Whether decimal text `a` is larger than `b` (both digits with an optional fraction). */
function largerAmount(a: string, b: string): boolean {
  const [aWhole, aFraction = ''] = a.replace(/^0+(?=\d)/, '').split('.');
  const [bWhole, bFraction = ''] = b.replace(/^0+(?=\d)/, '').split('.');
  if (aWhole.length !== bWhole.length) return aWhole.length > bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  return `${aWhole}${aFraction.padEnd(width, '0')}` > `${bWhole}${bFraction.padEnd(width, '0')}`;
}

export type FormProblems = Partial<Record<'weekdays' | 'times' | 'days' | 'unit' | 'amount' | 'skipBudget', string>>;

/**
 * The form's problems by field; none means it can be sent. Without the server's limits (not
 * loaded yet) only the form's shape is checked, and the server's answer says the rest.
 */
export function problemsOf(form: ScheduleForm, limits: HabitLimits | null | undefined): FormProblems {
  const problems: FormProblems = {};
  if (form.kind === 'WEEKDAYS' && form.weekdays.length === 0) problems.weekdays = SCHEDULE_MESSAGES.noWeekday();
  if (form.kind === 'PER_PERIOD') {
    const days = periodDays(form);
    const times = Number(form.times);
    if (!WHOLE.test(form.times.trim()) || times < 1) problems.times = SCHEDULE_MESSAGES.times();
    if (form.period === 'DAYS' && (!WHOLE.test(form.days.trim()) || days < 1 || (limits && days > limits.longestPeriodDays))) {
      problems.days = SCHEDULE_MESSAGES.days(limits?.longestPeriodDays);
    }
    else if (!problems.times && times > days) problems.times = SCHEDULE_MESSAGES.tooMany(times, days);
  }
  if (form.measured) {
    // In the order the fields stand: the first takes focus.
    const amount = AMOUNT.exec(decimalInput(form.amount.trim()));
    if (!amount) problems.amount = SCHEDULE_MESSAGES.amount();
    else if (limits && (amount[2] ?? '').replace(/0+$/, '').length > limits.amountDecimals) problems.amount = SCHEDULE_MESSAGES.amountDecimals(limits.amountDecimals);
    else if (limits && largerAmount(amount[0], limits.maxAmount)) problems.amount = SCHEDULE_MESSAGES.amountTooLarge(limits.maxAmount);
    if (!form.unit.trim()) problems.unit = SCHEDULE_MESSAGES.unit();
    else if (limits && form.unit.trim().length > limits.maxUnitLength) problems.unit = SCHEDULE_MESSAGES.unitTooLong(limits.maxUnitLength);
  }
  const budget = Number(form.skipBudget);
  if (!WHOLE.test(form.skipBudget.trim()) || (limits && budget > limits.maxSkipBudget)) {
    problems.skipBudget = SCHEDULE_MESSAGES.skipBudget(limits?.maxSkipBudget);
  }
  return problems;
}

function periodDays(form: ScheduleForm): number {
  if (form.period === 'WEEK') return 7;
  if (form.period === 'MONTH') return 30;
  return Number(form.days);
}

/** What updateHabitSettings receives for a form without problems. */
export function inputOf(form: ScheduleForm): HabitSettingsInput {
  const schedule = form.kind === 'DAILY' ? { kind: form.kind }
    : form.kind === 'WEEKDAYS' ? { kind: form.kind, weekdays: [...form.weekdays].sort((a, b) => a - b) }
      : { kind: form.kind, times: Number(form.times), days: periodDays(form) };
  return {
    schedule,
    ...(form.measured
      ? { target: { unit: form.unit.trim(), amount: decimalInput(form.amount.trim()), direction: form.direction } }
      : { clearTarget: true }),
    skipBudget: Number(form.skipBudget),
  };
}
