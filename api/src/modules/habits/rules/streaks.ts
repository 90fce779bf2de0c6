import { addDays, eachDay, monthKey, type PlainDay } from '../../../shared/time/days';
import { dayOutcome, type DayEntry, type HabitHistory, onVacation } from './history';
import { isScheduledDay, type Period, periodOf, periodQuota, type Schedule } from './schedule';

/**
 * What a day of a habit's history came to.
 * - `done`: done on a day that counted (due, or any available day of a `per_period` habit).
 * - `skipped`: marked skipped; neither breaks nor extends the streak.
 * - `vacation`: inside a vacation; nothing is due, anything recorded there is ignored.
 * - `not_due`: the schedule did not ask for it, and it was not done.
 * - `extra`: done on a day the schedule did not ask for it (a Tuesday of a Mon/Wed/Fri habit):
 *   an occasion done, so it counts toward the totals, the score and the streak like `done`.
 * - `quota_met`: not done, but the period's quota was met, so nothing more was asked.
 * - `frozen`: missed, but forgiven by the skip budget; the streak survives without growing.
 * - `missed`: missed; the streak ended here.
 * - `pending`: today, or a day of the period still running, with no verdict yet.
 */
export type DayStatus = 'done' | 'extra' | 'skipped' | 'vacation' | 'not_due' | 'quota_met' | 'frozen' | 'missed' | 'pending';

export interface DayVerdict {
  day: PlainDay;
  status: DayStatus;
}

/** A period of a `per_period` habit: `free` when vacations and skips left nothing to ask. */
export interface PeriodVerdict extends Period {
  quota: number;
  done: number;
  status: 'met' | 'frozen' | 'missed' | 'pending' | 'free';
}

export interface HabitEvaluation {
  /** One verdict per day from `since` to `today`. */
  days: DayVerdict[];
  /** Only for `per_period` schedules, oldest first. */
  periods: PeriodVerdict[];
  /** Done days in the run still unbroken at `today` (a missed today does not break it yet). */
  currentStreak: number;
  bestStreak: number;
  /** The days on which the skip budget was spent, oldest first. */
  freezesSpent: PlainDay[];
}

/** Which calendar months still have skip budget left, as freezes are spent. */
class SkipBudget {
  private readonly used = new Map<string, number>();
  constructor(private readonly perMonth: number) {}

  canCover(days: readonly PlainDay[]): boolean {
    const wanted = new Map<string, number>();
    for (const day of days) wanted.set(monthKey(day), (wanted.get(monthKey(day)) ?? 0) + 1);
    return [...wanted].every(([month, count]) => (this.used.get(month) ?? 0) + count <= this.perMonth);
  }

  spend(days: readonly PlainDay[]): void {
    for (const day of days) this.used.set(monthKey(day), (this.used.get(monthKey(day)) ?? 0) + 1);
  }
}

function entriesByDay(entries: readonly DayEntry[]): Map<PlainDay, DayEntry> {
  return new Map(entries.map((entry) => [entry.day, entry]));
}

/** The first day the rules look at: the habit's start, or an earlier day filled in. */
function firstDay(history: HabitHistory): PlainDay {
  return history.entries.reduce((first, entry) => (entry.day < first ? entry.day : first), history.since);
}

/**
 * Walks a habit's history from its first day to `today` (the user's day, `userDay`) and
 * decides every day, the streaks and the freezes. Freezes are spent as time passes, oldest
 * miss first, and only to protect a streak that exists: a past verdict never changes because
 * of a later day, as with Duolingo's streak freeze. The budget is per calendar month of the
 * missed day and does not carry over.
 */
export function evaluateHabit(history: HabitHistory, today: PlainDay): HabitEvaluation {
  const from = firstDay(history);
  if (from > today) return { days: [], periods: [], currentStreak: 0, bestStreak: 0, freezesSpent: [] };
  return history.schedule.kind === 'per_period'
    ? evaluatePeriods(history, history.schedule, from, today)
    : evaluateDays(history, from, today);
}

function evaluateDays(history: HabitHistory, from: PlainDay, today: PlainDay): HabitEvaluation {
  const entries = entriesByDay(history.entries);
  const budget = new SkipBudget(history.skipBudgetPerMonth);
  const days: DayVerdict[] = [];
  const freezesSpent: PlainDay[] = [];
  let run = 0;
  let best = 0;
  for (const day of eachDay(from, today)) {
    let status: DayStatus;
    if (onVacation(history.vacations, day)) status = 'vacation';
    else if (!isScheduledDay(history.schedule, day)) {
      const entry = entries.get(day);
      status = entry && dayOutcome(entry, history.target, day, today) === 'done' ? 'extra' : 'not_due';
    } else {
      const outcome = dayOutcome(entries.get(day), history.target, day, today);
      if (outcome === 'done') status = 'done';
      else if (outcome === 'skipped') status = 'skipped';
      else if (day === today) status = 'pending';
      else if (run > 0 && budget.canCover([day])) status = 'frozen';
      else status = 'missed';
    }
    if (status === 'done' || status === 'extra') best = Math.max(best, ++run);
    if (status === 'missed') run = 0;
    if (status === 'frozen') {
      budget.spend([day]);
      freezesSpent.push(day);
    }
    days.push({ day, status });
  }
  return { days, periods: [], currentStreak: run, bestStreak: best, freezesSpent };
}

interface PeriodDays {
  period: Period;
  /** Days of the period from the habit's first day on, vacations and skips taken out. */
  available: PlainDay[];
  /** Of those, the days on or before `today`. */
  elapsed: PlainDay[];
  done: Set<PlainDay>;
  status: Map<PlainDay, DayStatus>;
}

/**
 * Sorts a period's days into vacation, skipped, done and available (not done yet). `today`
 * bounds the days elapsed; `clock`, the user's today when known, lets a past day without an
 * entry count as the rules say (dayOutcome).
 */
function periodDays(history: HabitHistory, schedule: Extract<Schedule, { kind: 'per_period' }>, day: PlainDay, from: PlainDay, today: PlainDay, entries: Map<PlainDay, DayEntry>, clock?: PlainDay): PeriodDays {
  const period = periodOf(schedule, day);
  const result: PeriodDays = { period, available: [], elapsed: [], done: new Set(), status: new Map() };
  for (const day of eachDay(period.start, period.end)) {
    if (day < from) continue;
    const outcome = day <= today ? dayOutcome(entries.get(day), history.target, day, clock) : 'not_done';
    if (onVacation(history.vacations, day)) result.status.set(day, 'vacation');
    else if (outcome === 'skipped') result.status.set(day, 'skipped');
    else {
      result.available.push(day);
      if (day <= today) result.elapsed.push(day);
      if (outcome === 'done') {
        result.done.add(day);
        result.status.set(day, 'done');
      }
    }
  }
  return result;
}

function evaluatePeriods(history: HabitHistory, schedule: Extract<Schedule, { kind: 'per_period' }>, from: PlainDay, today: PlainDay): HabitEvaluation {
  const entries = entriesByDay(history.entries);
  const budget = new SkipBudget(history.skipBudgetPerMonth);
  const days: DayVerdict[] = [];
  const periods: PeriodVerdict[] = [];
  const freezesSpent: PlainDay[] = [];
  let run = 0;
  let best = 0;
  for (let day = from; day <= today;) {
    const { period, available, elapsed, done, status } = periodDays(history, schedule, day, from, today, entries, today);
    const quota = periodQuota(schedule.times, period.length, available.length);
    const open = elapsed.filter((d) => !done.has(d));
    let verdict: PeriodVerdict['status'];
    if (quota === 0) verdict = 'free';
    else if (done.size >= quota) verdict = 'met';
    else if (period.end >= today) verdict = 'pending';
    else {
      const shortfall = open.slice(open.length - (quota - done.size));
      verdict = run > 0 && budget.canCover(shortfall) ? 'frozen' : 'missed';
      for (const d of shortfall) status.set(d, verdict);
      if (verdict === 'frozen') {
        budget.spend(shortfall);
        freezesSpent.push(...shortfall);
      }
    }
    const otherwise: DayStatus = verdict === 'met' ? 'quota_met' : verdict === 'pending' ? 'pending' : 'not_due';
    for (const d of eachDay(day, period.end < today ? period.end : today)) days.push({ day: d, status: status.get(d) ?? otherwise });
    if (verdict === 'missed') run = 0;
    else best = Math.max(best, (run += done.size));
    periods.push({ ...period, quota, done: done.size, status: verdict });
    day = addDays(period.end, 1);
  }
  return { days, periods, currentStreak: run, bestStreak: best, freezesSpent };
}

/**
 * The dashboard's view of one day: whether the habit is on the To Complete list (`to_do`), done
 * that day, done on a day it was not due (`extra`), done for its period (a 3-times-a-week habit
 * done 3 times this week), skipped, or not asked for (`not_due`, `vacation`).
 */
export type DayAgenda = 'to_do' | 'done' | 'extra' | 'period_done' | 'skipped' | 'not_due' | 'vacation';

export function agendaOn(history: HabitHistory, day: PlainDay, today?: PlainDay): DayAgenda {
  if (onVacation(history.vacations, day)) return 'vacation';
  const entries = entriesByDay(history.entries);
  const entry = entries.get(day);
  const outcome = dayOutcome(entry, history.target, day, today);
  if (outcome === 'done' && entry && !isScheduledDay(history.schedule, day)) return 'extra';
  if (outcome === 'done' && (entry || isScheduledDay(history.schedule, day))) return 'done';
  if (outcome === 'skipped') return 'skipped';
  if (!isScheduledDay(history.schedule, day)) return 'not_due';
  if (history.schedule.kind === 'per_period') {
    const progress = periodProgress(history, day, today);
    if (progress.quota > 0 && progress.done >= progress.quota) return 'period_done';
  }
  return 'to_do';
}

/** Whether the habit is due on `day`: the schedule asks for it and no vacation covers it. */
export function isDue(history: Pick<HabitHistory, 'schedule' | 'vacations'>, day: PlainDay): boolean {
  return !onVacation(history.vacations, day) && isScheduledDay(history.schedule, day);
}

/**
 * "2 of 3 this week": the period holding `day`, its quota (vacations and skips taken out) and
 * the days done in it so far, for a `per_period` habit. Other schedules have a one-day period.
 */
export function periodProgress(history: HabitHistory, day: PlainDay, today?: PlainDay): { start: PlainDay; end: PlainDay; quota: number; done: number; met: boolean; countedFrom: PlainDay } {
  const schedule = history.schedule;
  if (schedule.kind !== 'per_period') {
    const quota = isDue(history, day) ? 1 : 0;
    const agenda = agendaOn(history, day, today);
    const done = agenda === 'done' && quota ? 1 : 0;
    return { start: day, end: day, quota: agenda === 'skipped' ? 0 : quota, done, met: done >= quota, countedFrom: day };
  }
  const entries = entriesByDay(history.entries);
  const first = firstDay(history);
  const { period, available, done } = periodDays(history, schedule, day, first, periodOf(schedule, day).end, entries, today);
  const quota = periodQuota(schedule.times, period.length, available.length);
  // A period the habit began in asks only for the days since it began: say from which day.
  const countedFrom = first > period.start ? first : period.start;
  return { start: period.start, end: period.end, quota, done: done.size, met: done.size >= quota, countedFrom };
}


/**
 * The freezes that keep the current streak going: those spent since its last miss, oldest
 * first (a freeze before a later miss saved a streak that has since ended). The Habits page
 * says so beside the streak, so a streak that survived a missed day is explained.
 */
export function streakFreezes(evaluation: HabitEvaluation): PlainDay[] {
  if (!evaluation.currentStreak) return [];
  let lastMiss = '';
  for (const { day, status } of evaluation.days) if (status === 'missed') lastMiss = day;
  return evaluation.freezesSpent.filter((day) => day > lastMiss);
}

/**
 * The longest streak inside [from, to], counted as `evaluateHabit` counts streaks: due occasions
 * done in a row (a Mon/Wed/Fri habit kept for three weeks has 9), days not due, skipped, on
 * vacation or frozen passing through; a missed day or period ends it. Trends' longestStreak.
 */
export function longestStreakIn(evaluation: HabitEvaluation, from: PlainDay, to: PlainDay): number {
  let run = 0;
  let best = 0;
  if (evaluation.periods.length) {
    for (const period of evaluation.periods) {
      if (period.end < from || period.start > to) continue;
      if (period.status === 'missed') run = 0;
      else {
        const done = evaluation.days.filter((d) => d.day >= period.start && d.day <= period.end && d.day >= from && d.day <= to && d.status === 'done').length;
        best = Math.max(best, (run += done));
      }
    }
    return best;
  }
  for (const { day, status } of evaluation.days) {
    if (day < from || day > to) continue;
    if (status === 'done' || status === 'extra') best = Math.max(best, ++run);
    else if (status === 'missed') run = 0;
  }
  return best;
}
