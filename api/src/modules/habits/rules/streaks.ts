import { addDays, eachDay, monthKey, type PlainDay } from '../../../shared/time/days';
import { dayOutcome, type DayEntry, type HabitHistory, judgedBy, onVacation, scheduleOn, settingsOn, settingsSpans } from './history';
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
  /** The schedule's times per period, for the settings that judged it. */
  times: number;
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
  /** Freezes a month, by the settings judging the day at hand (a changed budget counts from its change on). */
  perMonth = 0;

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

/** The walk of `evaluateHabit` across the spans of a habit's settings: streaks and the budget carry over. */
interface Walk {
  entries: Map<PlainDay, DayEntry>;
  budget: SkipBudget;
  days: DayVerdict[];
  periods: PeriodVerdict[];
  freezesSpent: PlainDay[];
  run: number;
  best: number;
}

/**
 * Walks a habit's history from its first day to `today` (the user's day, `userDay`) and
 * decides every day, the streaks and the freezes. Freezes are spent as time passes, oldest
 * miss first, and only to protect a streak that exists: a past verdict never changes because
 * of a later day, as with Duolingo's streak freeze. The budget is per calendar month of the
 * missed day and does not carry over.
 *
 * Each day is judged by the settings in effect that day (`settingsOn`): a change of schedule,
 * target or budget takes effect from the day it was made and earlier days keep their verdict.
 * Streaks run on across a change. A `per_period` period cut by a change is judged on its days
 * on each side apart, each part as a part period (its quota pro-rated to its days, as a habit's
 * first week is), so no period mixes two settings.
 */
export function evaluateHabit(history: HabitHistory, today: PlainDay): HabitEvaluation {
  const from = firstDay(history);
  if (from > today) return { days: [], periods: [], currentStreak: 0, bestStreak: 0, freezesSpent: [] };
  const walk: Walk = { entries: entriesByDay(history.entries), budget: new SkipBudget(), days: [], periods: [], freezesSpent: [], run: 0, best: 0 };
  for (const span of settingsSpans(history)) {
    const start = span.start !== null && span.start > from ? span.start : from;
    const end = span.end !== null && span.end < today ? span.end : today;
    if (start > end) continue;
    walk.budget.perMonth = span.skipBudgetPerMonth;
    const judged = judgedBy(history, span);
    if (span.schedule.kind === 'per_period') evaluatePeriods(judged, span.schedule, start, end, span.end, today, walk);
    else evaluateDays(judged, start, end, today, walk);
  }
  return { days: walk.days, periods: walk.periods, currentStreak: walk.run, bestStreak: walk.best, freezesSpent: walk.freezesSpent };
}

/** The days from `from` to `to` of a habit due on days (daily, weekdays), by one span's settings. */
function evaluateDays(history: HabitHistory, from: PlainDay, to: PlainDay, today: PlainDay, walk: Walk): void {
  const { entries, budget } = walk;
  for (const day of eachDay(from, to)) {
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
      else if (walk.run > 0 && budget.canCover([day])) status = 'frozen';
      else status = 'missed';
    }
    if (status === 'done' || status === 'extra') walk.best = Math.max(walk.best, ++walk.run);
    if (status === 'missed') walk.run = 0;
    if (status === 'frozen') {
      budget.spend([day]);
      walk.freezesSpent.push(day);
    }
    walk.days.push({ day, status });
  }
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
 * Sorts a period's days into vacation, skipped, done and available (not done yet). Days before
 * `from` (the habit's first day, or the day its settings took effect) and after `until` (the
 * day before its settings changed again; null: none) are not the period's. `today` bounds the
 * days elapsed; `clock`, the user's today when known, lets a past day without an entry count as
 * the rules say (dayOutcome).
 */
function periodDays(history: HabitHistory, schedule: Extract<Schedule, { kind: 'per_period' }>, day: PlainDay, from: PlainDay, until: PlainDay | null, today: PlainDay, entries: Map<PlainDay, DayEntry>, clock?: PlainDay): PeriodDays {
  const period = periodOf(schedule, day, history.firstDayOfWeek);
  const result: PeriodDays = { period, available: [], elapsed: [], done: new Set(), status: new Map() };
  for (const day of eachDay(period.start, until !== null && until < period.end ? until : period.end)) {
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

/**
 * The periods from `from` to `to` of a `per_period` span; `until` is the span's last day (null:
 * it runs on), where a period is cut short. A period cut at either end reports the days it holds.
 */
function evaluatePeriods(history: HabitHistory, schedule: Extract<Schedule, { kind: 'per_period' }>, from: PlainDay, to: PlainDay, until: PlainDay | null, today: PlainDay, walk: Walk): void {
  const { entries, budget } = walk;
  const first = walk.days.length === 0; // the habit's first span: its first period keeps its calendar start
  for (let day = from; day <= to;) {
    const { period, available, elapsed, done, status } = periodDays(history, schedule, day, from, until, today, entries, today);
    const end = until !== null && until < period.end ? until : period.end;
    const quota = periodQuota(schedule.times, period.length, available.length);
    const open = elapsed.filter((d) => !done.has(d));
    let verdict: PeriodVerdict['status'];
    if (quota === 0) verdict = 'free';
    else if (done.size >= quota) verdict = 'met';
    else if (end >= today) verdict = 'pending';
    else {
      const shortfall = open.slice(open.length - (quota - done.size));
      verdict = walk.run > 0 && budget.canCover(shortfall) ? 'frozen' : 'missed';
      for (const d of shortfall) status.set(d, verdict);
      if (verdict === 'frozen') {
        budget.spend(shortfall);
        walk.freezesSpent.push(...shortfall);
      }
    }
    const otherwise: DayStatus = verdict === 'met' ? 'quota_met' : verdict === 'pending' ? 'pending' : 'not_due';
    for (const d of eachDay(day, end < to ? end : to)) walk.days.push({ day: d, status: status.get(d) ?? otherwise });
    if (verdict === 'missed') walk.run = 0;
    else walk.best = Math.max(walk.best, (walk.run += done.size));
    const start = !first && day > period.start ? day : period.start;
    walk.periods.push({ ...period, start, end, times: schedule.times, quota, done: done.size, status: verdict });
    day = addDays(end, 1);
  }
}

/**
 * The dashboard's view of one day: whether the habit is on the To Complete list (`to_do`), done
 * that day, done on a day it was not due (`extra`), done for its period (a 3-times-a-week habit
 * done 3 times this week), skipped, or not asked for (`not_due`, `vacation`). By the settings in
 * effect that day.
 */
export type DayAgenda = 'to_do' | 'done' | 'extra' | 'period_done' | 'skipped' | 'not_due' | 'vacation';

export function agendaOn(history: HabitHistory, day: PlainDay, today?: PlainDay): DayAgenda {
  if (onVacation(history.vacations, day)) return 'vacation';
  const { schedule, target } = settingsOn(history, day);
  const entries = entriesByDay(history.entries);
  const entry = entries.get(day);
  const outcome = dayOutcome(entry, target, day, today);
  if (outcome === 'done' && entry && !isScheduledDay(schedule, day)) return 'extra';
  if (outcome === 'done' && (entry || isScheduledDay(schedule, day))) return 'done';
  if (outcome === 'skipped') return 'skipped';
  if (!isScheduledDay(schedule, day)) return 'not_due';
  if (schedule.kind === 'per_period') {
    const progress = periodProgress(history, day, today);
    if (progress.quota > 0 && progress.done >= progress.quota) return 'period_done';
  }
  return 'to_do';
}

/** Whether the habit is due on `day`: the schedule in effect that day asks for it and no vacation covers it. */
export function isDue(history: Pick<HabitHistory, 'schedule' | 'vacations' | 'versions'>, day: PlainDay): boolean {
  return !onVacation(history.vacations, day) && isScheduledDay(scheduleOn(history, day), day);
}

/**
 * "2 of 3 this week": the period holding `day`, its quota (vacations and skips taken out) and
 * the days done in it so far, for a `per_period` habit. Other schedules have a one-day period.
 * By the settings in effect on `day`; a period cut by a change of settings counts its days on
 * `day`'s side of the change only (`countedFrom` says from which day, `end` until which).
 */
export function periodProgress(history: HabitHistory, day: PlainDay, today?: PlainDay): { start: PlainDay; end: PlainDay; quota: number; done: number; met: boolean; countedFrom: PlainDay } {
  const span = settingsOn(history, day);
  const schedule = span.schedule;
  if (schedule.kind !== 'per_period') {
    const quota = isDue(history, day) ? 1 : 0;
    const agenda = agendaOn(history, day, today);
    const done = agenda === 'done' && quota ? 1 : 0;
    return { start: day, end: day, quota: agenda === 'skipped' ? 0 : quota, done, met: done >= quota, countedFrom: day };
  }
  const entries = entriesByDay(history.entries);
  const habitFirst = firstDay(history);
  const first = span.start !== null && span.start > habitFirst ? span.start : habitFirst;
  const calendar = periodOf(schedule, day, history.firstDayOfWeek);
  const { period, available, done } = periodDays(judgedBy(history, span), schedule, day, first, span.end, calendar.end, entries, today);
  const quota = periodQuota(schedule.times, period.length, available.length);
  // A period the habit (or its settings) began in asks only for the days since: say from which day.
  const countedFrom = first > period.start ? first : period.start;
  const end = span.end !== null && span.end < period.end ? span.end : period.end;
  return { start: period.start, end, quota, done: done.size, met: done.size >= quota, countedFrom };
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
  let p = 0; // evaluation.periods and evaluation.days are both in order: walk them together
  let counted: PeriodVerdict | null = null;
  for (const { day, status } of evaluation.days) {
    while (p < evaluation.periods.length && evaluation.periods[p].end < day) p++;
    if (day < from || day > to) continue;
    const period = p < evaluation.periods.length && evaluation.periods[p].start <= day ? evaluation.periods[p] : null;
    if (period) {
      // A period counts once, as a block: its days done in the window, or a miss that ends the run.
      if (period === counted) continue;
      counted = period;
      if (period.status === 'missed') run = 0;
      else {
        const done = evaluation.days.filter((d) => d.day >= period.start && d.day <= period.end && d.day >= from && d.day <= to && d.status === 'done').length;
        best = Math.max(best, (run += done));
      }
    } else if (status === 'done' || status === 'extra') best = Math.max(best, ++run);
    else if (status === 'missed') run = 0;
  }
  return best;
}
