/**
 * Files in the formats Cairn imports, built from each format's published definition: Loop
 * Habit Tracker's CSV exporter (HabitsCSVExporter, HabitList.writeCSV) and SQLite schema
 * (its migrations up to version 25), and Habitica's task model. For tests and the benchmark.
 */
import { zipSync, strToU8 } from 'fflate';
import initSqlJs, { type Database } from 'sql.js';
import { LOOP_CHECKMARKS_HEADER, LOOP_HABITS_HEADER } from './formats/loop';
import { csvRow } from './sink';

export type LoopValue = 'YES_MANUAL' | 'YES_AUTO' | 'NO' | 'SKIP' | 'UNKNOWN' | number;
export interface LoopFixtureHabit {
  name: string;
  question?: string;
  description?: string;
  num: number;
  den: number;
  numerical?: { unit: string; target: number; atMost?: boolean };
  archived?: boolean;
  entries: Array<{ day: string; value: LoopValue; note?: string }>;
}

const LOOP_CODES: Record<Exclude<LoopValue, number>, number> = { YES_MANUAL: 2, YES_AUTO: 1, NO: 0, SKIP: 3, UNKNOWN: -1 };

/** Loop's CSV export zip: Habits.csv, "NNN Name/Checkmarks.csv" (newest first) and the combined Checkmarks.csv. */
export function loopCsvZip(habits: LoopFixtureHabit[], options: { habitsHeader?: string[] } = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  let list = csvRow(options.habitsHeader ?? LOOP_HABITS_HEADER);
  habits.forEach((habit, index) => {
    const position = String(index + 1).padStart(3, '0');
    list += csvRow([
      position, habit.name, habit.numerical ? 'NUMERICAL' : 'YES_NO', habit.question ?? '', habit.description ?? '', String(habit.num), String(habit.den), '#388E3C',
      habit.numerical?.unit ?? '', habit.numerical ? (habit.numerical.atMost ? 'AT_MOST' : 'AT_LEAST') : '', habit.numerical ? String(habit.numerical.target.toFixed(1)) : '',
      String(habit.archived ?? false),
    ]);
    const folder = `${position} ${habit.name.replace(/[^ a-zA-Z0-9._-]+/g, '')}`.trim();
    const lines = [...habit.entries].sort((a, b) => (a.day < b.day ? 1 : -1))
      .map((entry) => csvRow([entry.day, String(entry.value), entry.note ?? ''])).join('');
    files[`${folder}/Checkmarks.csv`] = strToU8(csvRow(LOOP_CHECKMARKS_HEADER) + lines);
    files[`${folder}/Scores.csv`] = strToU8('Date,Score\n');
  });
  files['Habits.csv'] = strToU8(list);
  files['Checkmarks.csv'] = strToU8(`Date,${habits.map((habit) => `${habit.name},`).join('')}\n`);
  files['Scores.csv'] = strToU8(`Date,${habits.map((habit) => `${habit.name},`).join('')}\n`);
  return zipSync(files);
}

/** Loop's SQLite backup as Loop's migrations (iSoron/uhabits 09.sql to 25.sql) leave it at `version`: Repetitions NOT NULL with a unique index from 22, question from 23, uuid from 24, Repetitions.notes from 25. */
export async function loopDb(habits: LoopFixtureHabit[], version = 25): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`create table Habits (
    id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer, freq_num integer,
    highlight integer, name text, position integer, reminder_hour integer, reminder_min integer, reminder_days integer not null default 127,
    type integer not null default 0, target_type integer not null default 0, target_value real not null default 0, unit text not null default "")`);
  if (version >= 23) db.run('alter table Habits add column question text');
  if (version >= 24) db.run('alter table Habits add column uuid text');
  db.run('create table Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer)');
  if (version >= 22) {
    db.run('create table Repetitions (id integer primary key autoincrement, habit integer not null references habits(id), timestamp integer not null, value integer not null)');
    db.run('create unique index idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)');
  } else {
    db.run('create table Repetitions (id integer primary key autoincrement, habit integer references habits(id), timestamp integer, value integer not null default 2)');
    db.run('create index idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)');
  }
  const withNotes = version >= 25;
  if (withNotes) db.run('alter table Repetitions add column notes text');
  habits.forEach((habit, index) => {
    const columns: Record<string, unknown> = {
      archived: habit.archived ? 1 : 0, color: 8, freq_den: habit.den, freq_num: habit.num, highlight: 0, name: habit.name, position: index,
      type: habit.numerical ? 1 : 0, target_type: habit.numerical?.atMost ? 1 : 0, target_value: habit.numerical?.target ?? 0, unit: habit.numerical?.unit ?? '',
    };
    if (version >= 23) Object.assign(columns, { description: habit.description ?? '', question: habit.question ?? '' });
    else columns.description = [habit.question, habit.description].filter(Boolean).join('\n');
    if (version >= 24) columns.uuid = `uuid-${index}`;
    const names = Object.keys(columns);
    db.run(`insert into Habits (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`, Object.values(columns) as Array<string | number>);
    const id = index + 1;
    for (const entry of habit.entries) {
      const timestamp = Date.parse(`${entry.day}T00:00:00Z`);
      const value = typeof entry.value === 'number' ? entry.value : LOOP_CODES[entry.value];
      if (withNotes) db.run('insert into Repetitions (habit, timestamp, value, notes) values (?, ?, ?, ?)', [id, timestamp, value, entry.note ?? '']);
      else db.run('insert into Repetitions (habit, timestamp, value) values (?, ?, ?)', [id, timestamp, value]);
    }
  });
  db.run(`PRAGMA user_version = ${version}`);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A Loop backup with rows a test writes itself (e.g. a timestamp no day has), at the current schema. */
export async function loopDbWith(habits: LoopFixtureHabit[], change: (db: Database) => void, version = 25): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(await loopDb(habits, version));
  change(db);
  const bytes = db.export();
  db.close();
  return bytes;
}

interface HabiticaFixtureTask { [key: string]: unknown }

/** Habitica's userdata.json: the task model's habits, dailys, todos and rewards. */
export function habiticaUserData(tasks: { habits?: HabiticaFixtureTask[]; dailys?: HabiticaFixtureTask[]; todos?: HabiticaFixtureTask[]; rewards?: HabiticaFixtureTask[] }, preferences = { timezoneOffset: 0, dayStart: 0 }): Uint8Array {
  return strToU8(JSON.stringify({
    _id: 'b0a4e1f2-0000-4000-8000-000000000001',
    auth: { local: { username: 'hero' } },
    profile: { name: 'Hero' },
    preferences,
    tasks: { habits: tasks.habits ?? [], dailys: tasks.dailys ?? [], todos: tasks.todos ?? [], rewards: tasks.rewards ?? [] },
  }));
}

/** Midday UTC of a day, as Habitica stamps its history. */
export const habiticaStamp = (day: string) => Date.parse(`${day}T12:00:00Z`);
