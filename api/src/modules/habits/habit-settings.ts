import type { IsoWeekday } from '../../shared/time/days';
import { MONTH_DAYS, type Schedule, WEEK_DAYS } from './rules/schedule';
import { formatAmount, type Target } from './rules/quantity';
import { type HabitSchedule, type HabitTarget, ScheduleKind, TargetDirection } from './habits.types';
import type { UserHabit } from './user-habit.entity';

/** A habit's stored columns as the rules read them, and back as the API shows them. */
export function scheduleOf(habit: UserHabit): Schedule {
  if (habit.scheduleKind === 'weekdays') return { kind: 'weekdays', weekdays: (habit.weekdays ?? []) as IsoWeekday[] };
  if (habit.scheduleKind === 'per_period') return { kind: 'per_period', times: habit.freqNum!, days: habit.freqDen! };
  return { kind: 'daily' };
}

export function targetOf(habit: UserHabit): Target | null {
  return habit.unit && habit.targetMilli !== null && habit.direction ? { unit: habit.unit, amount: habit.targetMilli, direction: habit.direction } : null;
}

/** The columns a schedule is stored in (user_habits_schedule_check). */
export function scheduleColumns(schedule: Schedule): Pick<UserHabit, 'scheduleKind' | 'weekdays' | 'freqNum' | 'freqDen'> {
  return {
    scheduleKind: schedule.kind,
    weekdays: schedule.kind === 'weekdays' ? schedule.weekdays : null,
    freqNum: schedule.kind === 'per_period' ? schedule.times : null,
    freqDen: schedule.kind === 'per_period' ? schedule.days : null,
  };
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Every day", "Mon, Wed, Fri", "Once a week", "3 times a week", "2 times in 3 days", "10 times a month". */
export function scheduleSummary(schedule: Schedule): string {
  switch (schedule.kind) {
    case 'daily': return 'Every day';
    case 'weekdays': return schedule.weekdays.length === 7 ? 'Every day' : schedule.weekdays.map((day) => WEEKDAY_NAMES[day - 1]).join(', ');
    case 'per_period': {
      const times = schedule.times === 1 ? 'Once' : `${schedule.times} times`;
      if (schedule.days === WEEK_DAYS) return `${times} a week`;
      if (schedule.days === MONTH_DAYS) return `${times} a month`;
      if (schedule.days === 1) return `${times} a day`;
      return `${times} in ${schedule.days} days`;
    }
  }
}

export function scheduleView(habit: UserHabit): HabitSchedule {
  const schedule = scheduleOf(habit);
  return {
    kind: schedule.kind as ScheduleKind,
    weekdays: schedule.kind === 'weekdays' ? schedule.weekdays : [],
    times: schedule.kind === 'per_period' ? schedule.times : null,
    days: schedule.kind === 'per_period' ? schedule.days : null,
    summary: scheduleSummary(schedule),
  };
}

export function targetView(habit: UserHabit): HabitTarget | null {
  const target = targetOf(habit);
  return target ? { unit: target.unit, amount: formatAmount(target.amount), direction: target.direction as TargetDirection } : null;
}
