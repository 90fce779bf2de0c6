import { badInput } from '../../../shared/errors';
import { addDays, type IsoWeekday, parsePlannedDay, type PlainDay } from '../../../shared/time/days';
import { meetsTarget, type Milli, type Target } from './quantity';
import { isScheduledDay, type Schedule } from './schedule';
import { habitsText } from '../habits.messages';

/**
 * A row of habit_completions as the rules read it. `state` is what the service wrote:
 * `done`, `skipped`, or `unmet` (a measured amount short of the target). For a measured habit
 * the rules recompute done-ness from `value` and the current target, so a changed target
 * judges old amounts by the new rule; `state` is the stored copy the SQL read model uses.
 */
export type CompletionState = 'done' | 'unmet' | 'skipped';

export interface DayEntry {
  day: PlainDay;
  state: CompletionState;
  /** Thousandths of the unit; null for a yes/no habit or a skipped day. */
  value?: Milli | null;
}

/** A date range, both ends included, in which nothing is due and streaks pass through intact. */
export interface Vacation {
  start: PlainDay;
  end: PlainDay;
}

/** What a habit asks: its schedule, its target and its skip budget. */
export interface HabitSettings {
  schedule: Schedule;
  target: Target | null;
  /** Missed due days forgiven automatically per calendar month (a streak freeze). */
  skipBudgetPerMonth: number;
}

/**
 * A habit's settings from the day they took effect (issue 25, case 11): a change takes effect
 * from the user's day it is made, and earlier days keep the verdict they had.
 */
export interface SettingsVersion extends HabitSettings {
  from: PlainDay;
}

/** Everything the rules need to know about one habit. */
export interface HabitHistory extends HabitSettings {
  /** The user's first day with the habit: the day it was added, or an earlier day filled in. */
  since: PlainDay;
  entries: readonly DayEntry[];
  /** The user's vacations (they apply to every habit). */
  vacations: readonly Vacation[];
  /** The user's first day of the week (days.ts `firstDayOfWeek`): where a week's period starts. */
  firstDayOfWeek: IsoWeekday;
  /**
   * The habit's settings over time, oldest first; `schedule`, `target` and `skipBudgetPerMonth`
   * are the last one's (the settings now). Absent or empty: those settings on every day.
   */
  versions?: readonly SettingsVersion[];
}

/**
 * The days a version of the settings governs: from `start` (null: every day before, for the
 * first version, which also judges days filled in before the habit's first day) to `end`
 * (null: every day after, for the last), both included.
 */
export interface SettingsSpan extends HabitSettings {
  start: PlainDay | null;
  end: PlainDay | null;
}

/** The spans of a habit's settings, oldest first: one span when they never changed. */
export function settingsSpans(history: HabitSettings & Pick<HabitHistory, 'versions'>): SettingsSpan[] {
  const versions = history.versions?.length ? history.versions : null;
  if (!versions) return [{ schedule: history.schedule, target: history.target, skipBudgetPerMonth: history.skipBudgetPerMonth, start: null, end: null }];
  return versions.map((version, i) => ({
    schedule: version.schedule,
    target: version.target,
    skipBudgetPerMonth: version.skipBudgetPerMonth,
    start: i === 0 ? null : version.from,
    end: i === versions.length - 1 ? null : addDays(versions[i + 1].from, -1),
  }));
}

/** The span of the settings in effect on `day`: the last version taken effect on or before it (else the first). */
export function settingsOn(history: HabitSettings & Pick<HabitHistory, 'versions'>, day: PlainDay): SettingsSpan {
  const spans = settingsSpans(history);
  let found = spans[0];
  for (const span of spans) if (span.start === null || span.start <= day) found = span;
  return found;
}

/** The schedule in effect on `day`. */
export function scheduleOn(history: Pick<HabitHistory, 'schedule' | 'versions'>, day: PlainDay): Schedule {
  return history.versions?.length ? settingsOn({ ...history, target: null, skipBudgetPerMonth: 0 }, day).schedule : history.schedule;
}

/** The history as one span of settings judges it: its schedule, target and budget on every day. */
export function judgedBy(history: HabitHistory, settings: HabitSettings): HabitHistory {
  return { ...history, schedule: settings.schedule, target: settings.target, skipBudgetPerMonth: settings.skipBudgetPerMonth, versions: undefined };
}

export const MAX_SKIP_BUDGET = 31;

/**
 * A habit's first day: the day it was added (on the user's clock), or the first day filled in
 * before it, over its whole history: never the first entry a reader happened to fetch.
 */
export function habitSince(addedOn: PlainDay, firstEntry: PlainDay | null | undefined): PlainDay {
  return firstEntry && firstEntry < addedOn ? firstEntry : addedOn;
}

/** How a stored day counts: done, skipped, or not done (an amount short of the target). */
export function entryOutcome(entry: DayEntry, target: Target | null): 'done' | 'skipped' | 'not_done' {
  if (entry.state === 'skipped') return 'skipped';
  if (!target) return entry.state === 'done' ? 'done' : 'not_done';
  return entry.value !== null && entry.value !== undefined && meetsTarget(entry.value, target) ? 'done' : 'not_done';
}

/**
 * How a day counts, with its entry or without one. A past day with no entry of an "at most"
 * habit is an amount of 0, so met (as Loop counts it); `today` (the user's) and later days
 * without an entry are not done yet. Without `today` only entries count.
 */
export function dayOutcome(entry: DayEntry | undefined, target: Target | null, day: PlainDay, today?: PlainDay): 'done' | 'skipped' | 'not_done' {
  if (entry) return entryOutcome(entry, target);
  return target?.direction === 'AT_MOST' && today !== undefined && day < today && meetsTarget(0, target) ? 'done' : 'not_done';
}

/** The state to store for an amount entered on a day. */
export function stateForValue(value: Milli, target: Target | null): CompletionState {
  return !target || meetsTarget(value, target) ? 'done' : 'unmet';
}

export function onVacation(vacations: readonly Vacation[], day: PlainDay): boolean {
  return vacations.some((vacation) => vacation.start <= day && day <= vacation.end);
}

/** Refuses a vacation that ends before it starts or overlaps one the user already has. */
export function validateVacation(input: { start: unknown; end: unknown }, existing: readonly Vacation[] = []): Vacation {
  const start = parsePlannedDay(input.start);
  const end = parsePlannedDay(input.end);
  if (end < start) throw badInput(habitsText('vacationOrder'));
  const clash = existing.find((other) => other.start <= end && start <= other.end);
  if (clash) throw badInput(habitsText('vacationOverlap', { start: clash.start, end: clash.end }));
  return { start, end };
}

export function validateSkipBudget(input: unknown): number {
  if (typeof input !== 'number' || !Number.isInteger(input) || input < 0 || input > MAX_SKIP_BUDGET) {
    throw badInput(habitsText('skipBudget', { max: MAX_SKIP_BUDGET }));
  }
  return input;
}

/** Refuses a skip on a day nothing was due: not a scheduled weekday (by that day's schedule), or a vacation day. */
export function assertSkippable(history: Pick<HabitHistory, 'schedule' | 'vacations' | 'versions'>, day: PlainDay): void {
  if (onVacation(history.vacations, day)) throw badInput(habitsText('skipOnVacation'));
  if (!isScheduledDay(scheduleOn(history, day), day)) throw badInput(habitsText('skipNotDue'));
}

const MAX_NOTE_LENGTH = 500;

export function validateNote(input: unknown): string | null {
  if (input === null || input === undefined) return null;
  if (typeof input !== 'string') throw badInput(habitsText('noteText'));
  const note = input.trim();
  if (note.length > MAX_NOTE_LENGTH) throw badInput(habitsText('noteTooLong', { max: MAX_NOTE_LENGTH }));
  return note || null;
}
