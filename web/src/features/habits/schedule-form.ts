import type { HabitSettingsInput, HabitSettings_HabitFragment, ScheduleKind, TargetDirection } from '../../gql/graphql';

// The Edit schedule dialog's form: what it starts from, what it checks before sending, and the
// input it sends (updateHabitSettings). The server checks everything again in its own words.

export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;

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

export const SCHEDULE_MESSAGES = {
  noWeekday: 'Choose at least one day of the week.',
  times: 'Enter how many times, a whole number from 1.',
  days: 'Enter the number of days, a whole number from 1 to 365.',
  tooMany: (times: number, days: number) => `${times} times in ${days} days is more than once a day.`,
  unit: 'A target needs a unit, such as glasses, minutes or pages.',
  amount: 'Enter the target as a number, such as 8 or 2.5.',
  skipBudget: 'Freezes are a whole number from 0 to 31 a month.',
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
    amount: target?.amount ?? '',
    direction: target?.direction ?? 'AT_LEAST',
    skipBudget: String(habit.skipBudget),
  };
}

const WHOLE = /^\d{1,4}$/;
const AMOUNT = /^\d{1,9}(?:\.\d{1,3})?$/;

export type FormProblems = Partial<Record<'weekdays' | 'times' | 'days' | 'unit' | 'amount' | 'skipBudget', string>>;

/** The form's problems by field; none means it can be sent. */
export function problemsOf(form: ScheduleForm): FormProblems {
  const problems: FormProblems = {};
  if (form.kind === 'WEEKDAYS' && form.weekdays.length === 0) problems.weekdays = SCHEDULE_MESSAGES.noWeekday;
  if (form.kind === 'PER_PERIOD') {
    const days = periodDays(form);
    const times = Number(form.times);
    if (!WHOLE.test(form.times.trim()) || times < 1) problems.times = SCHEDULE_MESSAGES.times;
    if (form.period === 'DAYS' && (!WHOLE.test(form.days.trim()) || days < 1 || days > 365)) problems.days = SCHEDULE_MESSAGES.days;
    else if (!problems.times && times > days) problems.times = SCHEDULE_MESSAGES.tooMany(times, days);
  }
  if (form.measured) {
    // In the order the fields stand: the first takes focus.
    if (!AMOUNT.test(form.amount.trim())) problems.amount = SCHEDULE_MESSAGES.amount;
    if (!form.unit.trim()) problems.unit = SCHEDULE_MESSAGES.unit;
  }
  const budget = Number(form.skipBudget);
  if (!WHOLE.test(form.skipBudget.trim()) || budget > 31) problems.skipBudget = SCHEDULE_MESSAGES.skipBudget;
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
      ? { target: { unit: form.unit.trim(), amount: form.amount.trim(), direction: form.direction } }
      : { clearTarget: true }),
    skipBudget: Number(form.skipBudget),
  };
}
