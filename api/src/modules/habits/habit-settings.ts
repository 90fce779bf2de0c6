import type { IsoWeekday, PlainDay } from '../../shared/time/days';
import type { HabitSettings, SettingsVersion } from './rules/history';
import type { Schedule } from './rules/schedule';
import { type Direction, formatAmount, type Target } from './rules/quantity';
import { type HabitSchedule, type HabitTarget, ScheduleKind, TargetDirection } from './habits.types';
import type { UserHabit } from './user-habit.entity';
import { scheduleSummary } from './schedule-texts';

/** The settings columns, as user_habits and habit_settings_history both store them. */
type SettingsColumns = Pick<UserHabit, 'scheduleKind' | 'weekdays' | 'freqNum' | 'freqDen' | 'unit' | 'targetMilli' | 'direction' | 'skipBudget'>;

/** A habit's stored columns as the rules read them, and back as the API shows them. */
export function scheduleOf(habit: Pick<SettingsColumns, 'scheduleKind' | 'weekdays' | 'freqNum' | 'freqDen'>): Schedule {
  if (habit.scheduleKind === 'weekdays') return { kind: 'weekdays', weekdays: (habit.weekdays ?? []) as IsoWeekday[] };
  if (habit.scheduleKind === 'per_period') return { kind: 'per_period', times: habit.freqNum!, days: habit.freqDen! };
  return { kind: 'daily' };
}

export function targetOf(habit: Pick<SettingsColumns, 'unit' | 'targetMilli' | 'direction'>): Target | null {
  return habit.unit && habit.targetMilli !== null && habit.direction ? { unit: habit.unit, amount: Number(habit.targetMilli), direction: habit.direction } : null;
}

/** The settings a habit's columns hold, as the rules read them. */
export function settingsOf(habit: SettingsColumns): HabitSettings {
  return { schedule: scheduleOf(habit), target: targetOf(habit), skipBudgetPerMonth: habit.skipBudget };
}

/**
 * A row of habit_settings_history as SQL hands it over (sql-fragments' settingsJson):
 * [effective_from, schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget].
 */
export type SettingsRow = [PlainDay, SettingsColumns['scheduleKind'], number[] | null, number | null, number | null, string | null, number | string | null, Direction | null, number];

/**
 * The rules' versions of a habit's settings from its rows, oldest first. One row (or none) is
 * the settings user_habits holds now, on every day: the rules need no versions then.
 */
export function versionsOf(rows: readonly SettingsRow[] | null | undefined): SettingsVersion[] | undefined {
  if (!rows || rows.length < 2) return undefined;
  return rows.map(([from, scheduleKind, weekdays, freqNum, freqDen, unit, targetMilli, direction, skipBudget]) => ({
    from,
    ...settingsOf({ scheduleKind, weekdays, freqNum, freqDen, unit, targetMilli: targetMilli === null ? null : Number(targetMilli), direction, skipBudget }),
  }));
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

/** A habit's schedule as the API shows it, its summary in `locale`'s words. */
export function scheduleView(habit: UserHabit, locale = 'en'): HabitSchedule {
  const schedule = scheduleOf(habit);
  return {
    kind: schedule.kind as ScheduleKind,
    weekdays: schedule.kind === 'weekdays' ? schedule.weekdays : [],
    times: schedule.kind === 'per_period' ? schedule.times : null,
    days: schedule.kind === 'per_period' ? schedule.days : null,
    summary: scheduleSummary(schedule, locale),
  };
}

export function targetView(habit: UserHabit): HabitTarget | null {
  const target = targetOf(habit);
  return target ? { unit: target.unit, amount: formatAmount(target.amount), direction: target.direction as TargetDirection } : null;
}
