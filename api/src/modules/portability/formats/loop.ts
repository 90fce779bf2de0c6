import { parse } from 'csv-parse/sync';
import initSqlJs, { type Database } from 'sql.js';
import { badInput } from '../../../shared/errors';
import { MAX_UNIT_LENGTH, type Target } from '../../habits/rules/quantity';
import { DAILY, MAX_PERIOD_DAYS, MONTH_DAYS, type Schedule } from '../../habits/rules/schedule';
import { emptyBundle, habitItem, type ImportBundle, type ImportedEntry, type ImportedHabit, type ImportedNote, type NotCarried, reportText } from '../import-bundle';
import { unzipSafely } from './archive';
import { realDay, utcDay } from './days';
import { portabilityText } from '../portability.messages';

/**
 * Loop Habit Tracker (iSoron/uhabits): its CSV export zip (HabitsCSVExporter: Habits.csv and a
 * "NNN Name/Checkmarks.csv" per habit) and its SQLite backup (Habits and Repetitions tables).
 */
export const LOOP_HABITS_HEADER = ['Position', 'Name', 'Type', 'Question', 'Description', 'FrequencyNumerator', 'FrequencyDenominator', 'Color', 'Unit', 'Target Type', 'Target Value', 'Archived?'];
export const LOOP_CHECKMARKS_HEADER = ['Date', 'Value', 'Notes'];
/** Loop's entry values (Entry.kt): 2 done by hand, 1 done by frequency (computed), 0 not done, 3 skipped, -1 unknown. */
export const LOOP_YES_MANUAL = 2;
export const LOOP_SKIP = 3;
/** The Loop database versions whose Habits/Repetitions columns this reader knows. */
export const LOOP_DB_VERSIONS = { min: 21, max: 25 };

interface LoopHabit {
  position: string; name: string; numerical: boolean; question: string; description: string;
  num: number; den: number; unit: string; atMost: boolean; targetValue: number; archived: boolean;
}

/** Loop's frequency (num times in den days) as a Cairn schedule; Cairn's periods run to 31 days. */
function loopSchedule(habit: LoopHabit, notCarried: NotCarried[]): Schedule {
  const { num, den } = habit;
  if (!(Number.isInteger(num) && Number.isInteger(den) && num >= 1 && den >= 1)) return DAILY;
  if (num >= den) return DAILY;
  if (den <= MAX_PERIOD_DAYS) return { kind: 'per_period', times: num, days: den };
  const times = Math.max(1, Math.round((num * MONTH_DAYS) / den));
  notCarried.push({ what: reportText('scheduleOf', { name: habit.name }), reason: reportText('periodTooLong', { num, den, times }) });
  return { kind: 'per_period', times, days: MONTH_DAYS };
}

function loopTarget(habit: LoopHabit, notCarried: NotCarried[]): Target | null {
  if (!habit.numerical) return null;
  const unit = habit.unit.trim().slice(0, MAX_UNIT_LENGTH) || 'units';
  let amount = Math.round((Number.isFinite(habit.targetValue) ? Math.max(0, habit.targetValue) : 0) * 1000);
  if (!habit.atMost && amount === 0) {
    amount = 1;
    notCarried.push({ what: reportText('targetOf', { name: habit.name }), reason: reportText('zeroTarget') });
  }
  return { unit, amount, direction: habit.atMost ? 'AT_MOST' : 'AT_LEAST' };
}

function noteOf(text: string | null | undefined, day: string, habit: string, notCarried: NotCarried[]): string | null {
  const note = (text ?? '').split(String.fromCharCode(0)).join('').trim(); // PostgreSQL text holds no NUL
  if (!note) return null;
  if (note.length > 500) {
    notCarried.push({ what: reportText('noteOf', { day, name: habit }), reason: reportText('noteCut') });
    return note.slice(0, 500);
  }
  return note;
}

function toHabit(index: number, habit: LoopHabit, entries: ImportedEntry[], notes: ImportedNote[], notCarried: NotCarried[]): ImportedHabit {
  if (habit.archived) notCarried.push({ what: reportText('archived', { name: habit.name }), reason: reportText('noArchive') });
  const description = [habit.question, habit.description].filter((text) => text.trim()).join('\n');
  return {
    key: `h${index + 1}`, sourceId: habit.position, item: habitItem(habit.name, description), schedule: loopSchedule(habit, notCarried),
    target: loopTarget(habit, notCarried), skipBudget: 0, addedAt: null, entries: entries.sort((a, b) => (a.day < b.day ? -1 : 1)), notes,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readCsv(bytes: Uint8Array, file: string): string[][] {
  try {
    return parse(Buffer.from(bytes).toString('utf8'), { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    throw badInput(portabilityText('csvUnreadable', { file }));
  }
}

function sameHeader(actual: string[] | undefined, expected: string[]): boolean {
  return !!actual && expected.every((name, index) => (actual[index] ?? '').trim() === name);
}

/**
 * One line of a habit's Checkmarks.csv: YES_MANUAL, SKIP, NO, YES_AUTO, UNKNOWN, or a number
 * ×1000 for a measured habit. A day with no entry in Cairn (NO, YES_AUTO: Loop filled it in)
 * keeps its note all the same, in `notes`.
 */
function checkmark(day: string, value: string, text: string, habit: LoopHabit, notes: ImportedNote[], notCarried: NotCarried[]): ImportedEntry | null {
  const note = noteOf(text, day, habit.name, notCarried);
  const mark = value.trim();
  if (mark === 'SKIP') return { day, state: 'skipped', valueMilli: null, note };
  if (habit.numerical && /^\d+(\.\d+)?$/.test(mark)) return { day, state: 'done', valueMilli: Math.round(Number(mark)), note };
  if (mark === 'YES_MANUAL') return { day, state: 'done', valueMilli: null, note };
  if (note) notes.push({ day, note });
  return null;
}

/** Loop's CSV export zip. */
export function readLoopCsvZip(bytes: Uint8Array): ImportBundle {
  const files = unzipSafely(bytes);
  const listName = [...files.keys()].find((name) => name === 'Habits.csv' || name.endsWith('/Habits.csv'));
  if (!listName) throw badInput(portabilityText('loopNoHabits'));
  const root = listName.slice(0, -'Habits.csv'.length);
  const [header, ...rows] = readCsv(files.get(listName)!, 'Habits.csv');
  if (!sameHeader(header, LOOP_HABITS_HEADER)) {
    throw badInput(portabilityText('headerExpected', { file: 'Habits.csv', app: 'Loop', header: LOOP_HABITS_HEADER.join(',') }));
  }
  const bundle = emptyBundle('loop-csv');
  const folders = [...files.keys()].filter((name) => name.startsWith(root) && name.endsWith('/Checkmarks.csv'));
  rows.forEach((row, index) => {
    const habit: LoopHabit = {
      position: row[0].trim(), name: row[1] ?? '', numerical: row[2] === 'NUMERICAL', question: row[3] ?? '', description: row[4] ?? '',
      num: Number(row[5]), den: Number(row[6]), unit: row[8] ?? '', atMost: row[9] === 'AT_MOST', targetValue: Number(row[10]),
      archived: row[11] === 'true',
    };
    const folder = folders.find((name) => name.slice(root.length).startsWith(`${habit.position} `) || name.slice(root.length).split('/')[0] === habit.position);
    const entries: ImportedEntry[] = [];
    const notes: ImportedNote[] = [];
    if (folder) {
      const [checkHeader, ...lines] = readCsv(files.get(folder)!, folder);
      if (!sameHeader(checkHeader, LOOP_CHECKMARKS_HEADER.slice(0, 2))) {
        throw badInput(portabilityText('headerExpected', { file: folder, app: 'Loop', header: LOOP_CHECKMARKS_HEADER.join(',') }));
      }
      for (const [day, value = '', text = ''] of lines) {
        if (!DAY.test(day)) throw badInput(portabilityText('loopDate', { file: folder, date: day.slice(0, 20) }));
        const entry = checkmark(realDay(day, folder), value, text, habit, notes, bundle.notCarried);
        if (entry) entries.push(entry);
      }
    }
    bundle.habits.push(toHabit(index, habit, entries, notes, bundle.notCarried));
  });
  return bundle;
}

let sqlJs: ReturnType<typeof initSqlJs> | undefined;

const SQLITE_MAGIC = 'SQLite format 3\u0000';

export function isSqlite(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE_MAGIC;
}

function columns(db: Database, table: string): Set<string> {
  const result = db.exec(`PRAGMA table_info(${table})`);
  return new Set((result[0]?.values ?? []).map((row) => String(row[1]).toLowerCase()));
}

/** Loop's SQLite backup (schema versions 21 to 25), read with sql.js (SQLite compiled to WebAssembly). */
export async function readLoopDb(bytes: Uint8Array, fileName = ''): Promise<ImportBundle> {
  if (!isSqlite(bytes)) throw badInput(portabilityText('notSqlite'));
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  let db: Database;
  try {
    db = new SQL.Database(bytes);
  } catch {
    throw badInput(portabilityText('loopCannotOpen'));
  }
  const damaged = () => badInput(portabilityText('loopDamaged'));
  try {
    let version: number;
    try {
      version = Number(db.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
    } catch {
      throw damaged();
    }
    if (version < LOOP_DB_VERSIONS.min || version > LOOP_DB_VERSIONS.max) {
      throw badInput(portabilityText('loopVersion', { version, min: LOOP_DB_VERSIONS.min, max: LOOP_DB_VERSIONS.max }));
    }
    let habitColumns: Set<string>;
    let repetitionColumns: Set<string>;
    try {
      // The header (user_version) can be whole while the pages after it are not: reading the schema is where that shows.
      habitColumns = columns(db, 'Habits');
      repetitionColumns = columns(db, 'Repetitions');
    } catch {
      throw damaged();
    }
    const needed = ['id', 'name', 'freq_num', 'freq_den', 'type', 'target_type', 'target_value', 'unit', 'position'];
    if (!needed.every((name) => habitColumns.has(name)) || !['habit', 'timestamp', 'value'].every((name) => repetitionColumns.has(name))) {
      throw badInput(portabilityText('loopTables'));
    }
    const optional = (name: string) => (habitColumns.has(name) ? name : `NULL AS ${name}`);
    const bundle = emptyBundle('loop-db');
    let habitRows: unknown[][];
    let repetitionRows: unknown[][];
    try {
      habitRows = db.exec(
        `SELECT id, name, type, ${optional('question')}, ${optional('description')}, freq_num, freq_den, unit, target_type, target_value, ${optional('archived')}
           FROM Habits ORDER BY position, id`)[0]?.values ?? [];
      repetitionRows = db.exec(
        `SELECT habit, timestamp, value, ${repetitionColumns.has('notes') ? 'notes' : 'NULL'} FROM Repetitions ORDER BY habit, timestamp`)[0]?.values ?? [];
    } catch {
      throw damaged();
    }
    const byHabit = new Map<number, unknown[][]>();
    for (const row of repetitionRows) {
      const list = byHabit.get(Number(row[0])) ?? [];
      list.push(row);
      byHabit.set(Number(row[0]), list);
    }
    habitRows.forEach((row, index) => {
      const habit: LoopHabit = {
        position: String(row[0]), name: String(row[1] ?? ''), numerical: Number(row[2]) === 1, question: String(row[3] ?? ''),
        description: String(row[4] ?? ''), num: Number(row[5]), den: Number(row[6]), unit: String(row[7] ?? ''),
        atMost: Number(row[8]) === 1, targetValue: Number(row[9]), archived: Number(row[10] ?? 0) === 1,
      };
      const entries: ImportedEntry[] = [];
      const notes: ImportedNote[] = [];
      for (const [, timestamp, rawValue, text] of byHabit.get(Number(row[0])) ?? []) {
        // Repetitions are stamped at UTC midnight of their day; a negative or far-off stamp is no day Loop writes.
        const stamp = Number(timestamp);
        const day = timestamp !== null && stamp >= 0 ? utcDay(stamp) : null;
        if (!day) throw badInput(portabilityText('loopTimestamp', { file: fileName.trim().slice(0, 100) || portabilityText('thisLoopBackup'), timestamp: String(timestamp).slice(0, 24), habit: habit.name }));
        const value = Number(rawValue);
        const note = noteOf(text === null ? null : String(text), day, habit.name, bundle.notCarried);
        if (value === LOOP_SKIP) entries.push({ day, state: 'skipped', valueMilli: null, note });
        else if (habit.numerical && value >= 0) entries.push({ day, state: 'done', valueMilli: Math.round(value), note }); // thousandths, as the CSV rounds them
        else if (!habit.numerical && value === LOOP_YES_MANUAL) entries.push({ day, state: 'done', valueMilli: null, note });
        else if (note) notes.push({ day, note }); // a day not done, or filled in by Loop: its note all the same
      }
      bundle.habits.push(toHabit(index, habit, entries, notes, bundle.notCarried));
    });
    return bundle;
  } finally {
    db.close();
  }
}
