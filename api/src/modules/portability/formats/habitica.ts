import { parse } from 'csv-parse/sync';
import { badInput } from '../../../shared/errors';
import { DAILY, MAX_PERIOD_DAYS, MONTH_DAYS, WEEK_DAYS, type Schedule } from '../../habits/rules/schedule';
import type { IsoWeekday } from '../../../shared/time/days';
import { emptyBundle, habitItem, type ImportBundle, type ImportedEntry, type ImportedHabit, type NotCarried, reportText, type ReportText } from '../import-bundle';
import { realDay, utcDay } from './days';
import { portabilityText } from '../portability.messages';

/**
 * Habitica's data export (habitica.com › Settings › Export data): userdata.json with its task
 * model (habits with up/down and a history of scores, dailies with frequency/everyX/repeat and
 * a history of days, todos, rewards), and history.csv (Task Name, Task ID, Task Type, Date, Value).
 */
export const HABITICA_HISTORY_HEADER = ['Task Name', 'Task ID', 'Task Type', 'Date', 'Value'];

interface HabiticaHistory { date?: unknown; value?: unknown; completed?: unknown; isDue?: unknown; scoredUp?: unknown; scoredDown?: unknown }
interface HabiticaTask {
  _id?: unknown; id?: unknown; text?: unknown; notes?: unknown; type?: unknown; up?: unknown; down?: unknown; frequency?: unknown;
  everyX?: unknown; repeat?: Record<string, unknown>; history?: unknown; completed?: unknown; dateCompleted?: unknown;
  createdAt?: unknown; checklist?: unknown;
}
export interface HabiticaUserData {
  preferences?: { timezoneOffset?: unknown; dayStart?: unknown };
  tasks?: { habits?: unknown; dailys?: unknown; todos?: unknown; rewards?: unknown };
}

export function looksLikeHabitica(json: unknown): json is HabiticaUserData {
  const tasks = (json as HabiticaUserData | null)?.tasks;
  return !!tasks && typeof tasks === 'object' && !Array.isArray(tasks) && ['habits', 'dailys', 'todos', 'rewards'].some((key) => key in tasks);
}

const WEEKDAY_KEYS: Array<[string, IsoWeekday]> = [['m', 1], ['t', 2], ['w', 3], ['th', 4], ['f', 5], ['s', 6], ['su', 7]];

function list(value: unknown): HabiticaTask[] {
  return Array.isArray(value) ? value.filter((task): task is HabiticaTask => !!task && typeof task === 'object') : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Habitica's days follow the user's offset (minutes, as JavaScript's getTimezoneOffset) and day start hour. */
function dayOf(date: unknown, offsetMinutes: number, dayStart: number): string | null {
  const ms = typeof date === 'number' ? date : typeof date === 'string' ? Date.parse(date) : NaN;
  return utcDay(ms - offsetMinutes * 60_000 - dayStart * 3_600_000);
}

/** A task's createdAt as an ISO instant, or null when it is no time PostgreSQL can store. */
function instantOf(value: unknown): string | null {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return utcDay(ms) ? new Date(ms).toISOString() : null;
}

function dailySchedule(task: HabiticaTask, name: string, notCarried: NotCarried[]): Schedule {
  const everyX = typeof task.everyX === 'number' && Number.isInteger(task.everyX) && task.everyX >= 1 ? task.everyX : 1;
  const approximated = (kept: 'weekDays' | 'monthly') =>
    notCarried.push({ what: reportText('scheduleOf', { name }), reason: reportText('noSuchSchedule', { every: everyX, frequency: String(task.frequency), kept }) });
  switch (task.frequency) {
    case 'weekly': {
      const weekdays = WEEKDAY_KEYS.filter(([key]) => task.repeat?.[key] === true).map(([, day]) => day);
      if (everyX > 1) approximated('weekDays');
      if (!weekdays.length) {
        notCarried.push({ what: reportText('scheduleOf', { name }), reason: reportText('noWeekday') });
        return DAILY;
      }
      return weekdays.length === 7 ? DAILY : { kind: 'weekdays', weekdays };
    }
    case 'monthly':
      if (everyX > 1) approximated('monthly');
      return { kind: 'per_period', times: 1, days: MONTH_DAYS };
    case 'yearly':
      approximated('monthly');
      return { kind: 'per_period', times: 1, days: MONTH_DAYS };
    default:
      if (everyX === 1) return DAILY;
      if (everyX <= MAX_PERIOD_DAYS) return { kind: 'per_period', times: 1, days: everyX };
      approximated('monthly');
      return { kind: 'per_period', times: 1, days: MONTH_DAYS };
  }
}

function history(task: HabiticaTask): HabiticaHistory[] {
  return Array.isArray(task.history) ? task.history.filter((entry): entry is HabiticaHistory => !!entry && typeof entry === 'object') : [];
}

/**
 * The days a history shows as done: a daily's entries marked completed; a habit's with a "+"
 * scored. Exports older than those flags count a day done when the task's value rose.
 */
function doneDays(entries: HabiticaHistory[], flag: 'completed' | 'scoredUp', offset: number, dayStart: number): ImportedEntry[] {
  const days = new Set<string>();
  let previous: number | null = null;
  for (const entry of entries) {
    const value = typeof entry.value === 'number' ? entry.value : null;
    const flagged = flag === 'completed' ? entry.completed === true : typeof entry.scoredUp === 'number' && entry.scoredUp > 0;
    const flagKnown = flag === 'completed' ? typeof entry.completed === 'boolean' : typeof entry.scoredUp === 'number';
    const rose = value !== null && previous !== null && value > previous;
    previous = value;
    if (!(flagKnown ? flagged : rose)) continue;
    const day = dayOf(entry.date, offset, dayStart);
    if (day) days.add(day);
  }
  return [...days].sort().map((day) => ({ day, state: 'done', valueMilli: null, note: null }));
}

export function readHabiticaJson(data: HabiticaUserData): ImportBundle {
  const bundle = emptyBundle('habitica-json');
  const offset = typeof data.preferences?.timezoneOffset === 'number' ? data.preferences.timezoneOffset : 0;
  const dayStart = typeof data.preferences?.dayStart === 'number' ? data.preferences.dayStart : 0;
  const habits: ImportedHabit[] = [];
  const add = (task: HabiticaTask, schedule: Schedule, entries: ImportedEntry[]) => {
    const name = text(task.text);
    habits.push({
      key: `h${habits.length + 1}`, sourceId: text(task._id) || text(task.id) || name, item: habitItem(name, text(task.notes)), schedule,
      target: null, skipBudget: 0, addedAt: instantOf(task.createdAt), entries,
    });
  };
  for (const task of list(data.tasks?.habits)) {
    const name = text(task.text);
    if (task.up === false && task.down === true) {
      bundle.notCarried.push({ what: reportText('named', { name }), reason: reportText('negativeHabit') });
      continue;
    }
    if (task.down === true) bundle.notCarried.push({ what: reportText('downSide', { name }), reason: reportText('slips') });
    const schedule: Schedule = task.frequency === 'weekly' ? { kind: 'per_period', times: 1, days: WEEK_DAYS }
      : task.frequency === 'monthly' ? { kind: 'per_period', times: 1, days: MONTH_DAYS } : DAILY;
    add(task, schedule, doneDays(history(task), 'scoredUp', offset, dayStart));
  }
  for (const task of list(data.tasks?.dailys)) {
    add(task, dailySchedule(task, text(task.text), bundle.notCarried), doneDays(history(task), 'completed', offset, dayStart));
  }
  bundle.habits = habits;
  list(data.tasks?.todos).forEach((task, index) => {
    const name = text(task.text).trim().slice(0, 500);
    if (!name) return;
    const completedDay = task.completed === true ? dayOf(task.dateCompleted, offset, dayStart) : null;
    const checklist = Array.isArray(task.checklist) ? task.checklist.length : 0;
    if (checklist) bundle.notCarried.push({ what: reportText('checklistOf', { name, count: checklist }), reason: reportText('noChecklists') });
    bundle.tasks.push({
      key: `t${index + 1}`, text: name, complete: completedDay !== null, completedDay, deleted: false, goalSourceId: null,
      createdAt: instantOf(task.createdAt),
    });
  });
  const rewards = list(data.tasks?.rewards);
  if (rewards.length) {
    const names = rewards.map((reward) => `"${text(reward.text)}"`).join(', ');
    bundle.notCarried.push({ what: reportText('rewards', { count: rewards.length, names }), reason: reportText('noRewards') });
  }
  return bundle;
}

export function looksLikeHabiticaHistory(firstLine: string): boolean {
  return firstLine.replace(/^\uFEFF/, '').trim().startsWith(HABITICA_HISTORY_HEADER.join(','));
}

/** What history.csv's rows of a task that is neither a habit nor a daily cannot bring, by its type. */
function otherTaskReason(type: string): ReportText {
  if (type === 'todo') return reportText('historyTodo');
  if (type === 'reward') return reportText('noRewards');
  return reportText('onlyHabits');
}

/** history.csv: every task starts at value 0 and a "+" or a checked daily raises it (a missed daily lowers it at cron), so a rise from the row before, or from 0, is a done day. */
export function readHabiticaHistoryCsv(textContent: string): ImportBundle {
  let rows: string[][];
  try {
    rows = parse(textContent, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw badInput(portabilityText('csvUnreadable', { file: 'history.csv' }));
  }
  const [header, ...lines] = rows;
  if (!HABITICA_HISTORY_HEADER.every((name, index) => header?.[index]?.trim() === name)) {
    throw badInput(portabilityText('headerExpected', { file: 'history.csv', app: 'Habitica', header: HABITICA_HISTORY_HEADER.join(',') }));
  }
  const bundle = emptyBundle('habitica-csv');
  const tasks = new Map<string, { name: string; type: string; points: Array<{ day: string; at: string; value: number }> }>();
  const others = new Map<string, { name: string; type: string }>();
  for (const [name = '', id = '', type = '', date = '', value = ''] of lines) {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
    if (!day || !Number.isFinite(Number(value))) throw badInput(portabilityText('habiticaRow', { row: [name, id, type, date, value].join(',').slice(0, 80) }));
    realDay(day, 'history.csv');
    if (type !== 'habit' && type !== 'daily') {
      others.set(id || name, { name, type });
      continue;
    }
    const task = tasks.get(id) ?? { name, type, points: [] };
    task.points.push({ day, at: date, value: Number(value) });
    tasks.set(id, task);
  }
  for (const [id, task] of tasks) {
    task.points.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const days = new Set<string>();
    let previous = 0;
    for (const point of task.points) {
      if (point.value > previous) days.add(point.day);
      previous = point.value;
    }
    bundle.habits.push({
      key: `h${bundle.habits.length + 1}`, sourceId: id, item: habitItem(task.name, ''), schedule: DAILY, target: null, skipBudget: 0, addedAt: null,
      entries: [...days].sort().map((day) => ({ day, state: 'done', valueMilli: null, note: null })),
    });
  }
  if (bundle.habits.length) {
    bundle.notCarried.push({ what: reportText('schedules'), reason: reportText('historySchedules') });
  }
  if ([...tasks.values()].some((task) => task.type === 'habit')) {
    bundle.notCarried.push({ what: reportText('clicks'), reason: reportText('historyClicks') });
  }
  for (const { name, type } of others.values()) {
    bundle.notCarried.push({ what: type ? reportText('otherTask', { name, type }) : reportText('untypedTask', { name }), reason: otherTaskReason(type) });
  }
  return bundle;
}
