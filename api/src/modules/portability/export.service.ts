// A report (composing layer): the export reads the account with its own SQL, streamed in keyset
// batches so that memory stays flat however long the history, which no owner's API answers in
// that shape. It reads users, catalogue_items, items, user_goals, user_habits, habit_settings_history, habit_completions, vacations and
// tasks here, and goal_milestones, habit_goals and tasks.user_goal_id in goal-extras.ts; it
// writes nothing. Reminder settings are the reminders module's to read (in the same snapshot).
// (The import, which writes, goes through each table's owner: import.service.ts.)
import type { DataSource, EntityManager } from 'typeorm';
import { sqlTable, type SqlTable } from '../../db/sql-names';
import { Zip, ZipDeflate } from 'fflate';
import { userToday } from '../../shared/dates';
import type { Category } from '../../shared/categories';
import { User } from '../users/user.entity';
import { CatalogueItem, OwnItem } from '../catalogue/item.entity';
import { UserGoal } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';
import { HabitDayNote } from '../habits/habit-day-note.entity';
import { HabitSettingsVersion } from '../habits/habit-settings-version.entity';
import { HabitCompletion } from '../habits/habit-completion.entity';
import { Vacation } from '../habits/vacation.entity';
import { Task } from '../tasks/task.entity';
import type { RemindersService } from '../reminders/reminders.service';
import type { SecurityService } from '../security/security.service';
import { addDays, userDay } from '../../shared/time/days';
import { formatAmount } from '../habits/rules/quantity';
import type { CompletionState } from '../habits/rules/history';
import {
  EXPORT_FORMAT, EXPORT_VERSION, type ExportDocument, type ExportEntry, type ExportGoal, type ExportHabit, type ExportItem, type ExportNote,
  type ExportSchedule, type ExportTarget, type ExportTask,
} from './export-document';
import { readGoalExtras, readTaskGoals } from './goal-extras';
import { csvRow, type Sink } from './sink';

/** Rows fetched per statement: memory stays flat however long the history. */
export const EXPORT_BATCH = 5000;

interface LinkRow {
  id: string; position: number; created_at: Date; text: string; headline: string; description: string; category: Category; custom: boolean;
}
interface GoalRow extends LinkRow { status: string }
interface SettingsColumnsRow {
  schedule_kind: 'daily' | 'weekdays' | 'per_period'; weekdays: number[] | null; freq_num: number | null; freq_den: number | null;
  unit: string | null; target_milli: string | null; direction: 'AT_LEAST' | 'AT_MOST' | null; skip_budget: number;
}
interface HabitRow extends LinkRow, SettingsColumnsRow {}
/** A row of habit_settings_history. */
interface VersionRow extends SettingsColumnsRow { user_habit_id: string; effective_from: string }
/** A day of a habit: its entry and note; `state` null for a day with a note and no entry (not done). */
interface EntryRow { day: string; state: CompletionState | null; value_milli: string | null; note: string | null }

/**
 * The export's statements, their names read off the entities (the row keys stay as the
 * interfaces above spell them). Built once per ExportService.
 */
function statements(db: DataSource) {
  const ci = sqlTable(db, CatalogueItem, 'ci');
  const oi = sqlTable(db, OwnItem, 'oi');
  // The item is built in or the user's own: one of the two outer joins finds it.
  const i = (property: 'text' | 'headline' | 'description' | 'category') => `coalesce(${ci.c[property]}, ${oi.c[property]})`;
  // A goal's or a habit's link and its item, as LinkRow reads them.
  const link = (l: SqlTable<UserGoal> | SqlTable<UserHabit>) =>
    `SELECT ${l.c.id} AS id, ${l.c.position} AS position, ${l.c.createdAt} AS created_at, ${i('text')} AS text, ${i('headline')} AS headline,
            ${i('description')} AS description, ${i('category')} AS category, (${l.c.itemId} IS NOT NULL) AS custom`;
  const ofUser = (l: SqlTable<UserGoal> | SqlTable<UserHabit>) =>
    `FROM ${l.from} LEFT JOIN ${ci.from} ON ${ci.c.id} = ${l.c.catalogueItemId}
        LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${l.c.userId} AND ${oi.c.id} = ${l.c.itemId}
        WHERE ${l.c.userId} = $1 ORDER BY ${l.c.position}, ${l.c.createdAt}, ${l.c.id}`;
  const g = sqlTable(db, UserGoal, 'l');
  const h = sqlTable(db, UserHabit, 'l');
  const { table: completions, col: e } = sqlTable(db, HabitCompletion);
  const c = sqlTable(db, HabitCompletion, 'c');
  const n = sqlTable(db, HabitDayNote, 'n');
  // Both tables are keyed by (habit, day): a day's entry and its note, or a note on a day with no entry.
  const noteOf = `${n.c.userId} = ${c.c.userId} AND ${n.c.userHabitId} = ${c.c.userHabitId} AND ${n.c.day} = ${c.c.day}`;
  const withoutEntry = `NOT EXISTS (SELECT 1 FROM ${c.from} WHERE ${noteOf})`;
  const { table: tasks, col: t } = sqlTable(db, Task);
  const { table: users, col: u } = sqlTable(db, User);
  const { table: vacations, col: v } = sqlTable(db, Vacation);
  const s = sqlTable(db, HabitSettingsVersion, 's');
  const settings = (t: SqlTable<UserHabit> | SqlTable<HabitSettingsVersion>) => `${t.c.scheduleKind} AS schedule_kind, ${t.c.weekdays} AS weekdays, ${t.c.freqNum} AS freq_num,
              ${t.c.freqDen} AS freq_den, ${t.c.unit} AS unit, ${t.c.targetMilli}::text AS target_milli, ${t.c.direction} AS direction, ${t.c.skipBudget} AS skip_budget`;
  const entry = `to_char(${c.c.day}, 'YYYY-MM-DD') AS day, ${c.c.state} AS state, ${c.c.valueMilli}::text AS value_milli, ${n.c.note} AS note`;
  return {
    goals: `${link(g)}, ${g.c.status} AS status ${ofUser(g)}`,
    habits: `${link(h)}, ${settings(h)}
         ${ofUser(h)}`,
    // Every habit's settings versions, in one statement.
    settingsHistory: `SELECT ${s.c.userHabitId} AS user_habit_id, to_char(${s.c.effectiveFrom}, 'YYYY-MM-DD') AS effective_from, ${settings(s)}
           FROM ${s.from} WHERE ${s.c.userId} = $2 AND ${s.c.userHabitId} = ANY($1) ORDER BY ${s.c.userHabitId}, ${s.c.effectiveFrom}`,
    entries: `SELECT ${entry} FROM ${c.from} LEFT JOIN ${n.from} ON ${noteOf}
          WHERE ${c.c.userId} = $3 AND ${c.c.userHabitId} = $1 AND ${c.c.day} > $2 ORDER BY ${c.c.day} LIMIT ${EXPORT_BATCH}`,
    notesWithoutEntry: `SELECT to_char(${n.c.day}, 'YYYY-MM-DD') AS day, ${n.c.note} AS note FROM ${n.from}
          WHERE ${n.c.userId} = $2 AND ${n.c.userHabitId} = $1 AND ${withoutEntry} ORDER BY ${n.c.day}`,
    tasks: `SELECT ${t.id} AS id, ${t.text} AS text, ${t.complete} AS complete, to_char(${t.completedDay}, 'YYYY-MM-DD') AS completed_day, ${t.position} AS position,
                ${t.createdAt} AS created_at, ${t.createdAt}::text AS created_key, ${t.deletedAt} IS NOT NULL AS deleted
           FROM ${tasks} WHERE ${t.userId} = $1 AND (${t.position}, ${t.createdAt}, ${t.id}) > ($2, $3::timestamptz, $4::uuid)
          ORDER BY ${t.position}, ${t.createdAt}, ${t.id} LIMIT ${EXPORT_BATCH}`,
    account: `SELECT ${u.username} AS username, ${u.email} AS email, ${u.plan} AS plan, ${u.createdAt} AS created_at, ${u.tutorialCompletedAt} IS NOT NULL AS tutorial,
                ${u.timeZone} AS time_zone, ${u.dayStartHour} AS day_start_hour, ${u.focusAreas} AS focus_areas, ${u.challenges} AS challenges
           FROM ${users} WHERE ${u.id} = $1`,
    vacations: `SELECT to_char(${v.startDay}, 'YYYY-MM-DD') AS start, to_char(${v.endDay}, 'YYYY-MM-DD') AS "end" FROM ${vacations}
          WHERE ${v.userId} = $1 ORDER BY ${v.startDay}`,
    // Each habit's first day from its own (user, habit, day) keys.
    oldestEntry: `SELECT to_char(min(least((SELECT ${c.c.day} FROM ${c.from} WHERE ${c.c.userId} = $2 AND ${c.c.userHabitId} = h.id ORDER BY ${c.c.day} LIMIT 1),
                                           (SELECT ${n.c.day} FROM ${n.from} WHERE ${n.c.userId} = $2 AND ${n.c.userHabitId} = h.id ORDER BY ${n.c.day} LIMIT 1))), 'YYYY-MM-DD') AS oldest
           FROM unnest($1::uuid[]) AS h(id)`,
    entriesNewestFirst: `SELECT ${c.c.userHabitId} AS user_habit_id, ${entry} FROM ${c.from} LEFT JOIN ${n.from} ON ${noteOf}
          WHERE ${c.c.userId} = $4 AND ${c.c.userHabitId} = ANY($1) AND ${c.c.day} < $2 AND ${c.c.day} >= $3
        UNION ALL
        -- A note on a day with no entry: a day not done (Loop's NO, or 0 of a measured habit) that holds a note.
        SELECT ${n.c.userHabitId}, to_char(${n.c.day}, 'YYYY-MM-DD'), NULL, NULL, ${n.c.note} FROM ${n.from}
          WHERE ${n.c.userId} = $4 AND ${n.c.userHabitId} = ANY($1) AND ${n.c.day} < $2 AND ${n.c.day} >= $3 AND ${withoutEntry}
        ORDER BY day DESC`,
    firstEntries: `SELECT ${e.userHabitId} AS user_habit_id, to_char(min(${e.day}), 'YYYY-MM-DD') AS first FROM ${completions}
          WHERE ${e.userId} = $2 AND ${e.userHabitId} = ANY($1) GROUP BY ${e.userHabitId}`,
  };
}

function targetOfRow(row: SettingsColumnsRow): ExportTarget | null {
  return row.unit && row.target_milli !== null && row.direction ? { unit: row.unit, amountMilli: Number(row.target_milli), direction: row.direction } : null;
}

function item(row: LinkRow): ExportItem {
  return { text: row.text, headline: row.headline, description: row.description, category: row.category, custom: row.custom };
}

export function scheduleOfRow(row: SettingsColumnsRow): ExportSchedule {
  if (row.schedule_kind === 'weekdays') return { kind: 'weekdays', weekdays: row.weekdays ?? [] };
  if (row.schedule_kind === 'per_period') return { kind: 'per_period', times: row.freq_num!, days: row.freq_den! };
  return { kind: 'daily' };
}

/** An entry of the JSON document; `this.entries` reads days with an entry only. */
function entryOf(row: EntryRow & { state: CompletionState }): ExportEntry {
  return {
    day: row.day, state: row.state,
    ...(row.value_milli !== null ? { valueMilli: Number(row.value_milli) } : {}),
    ...(row.note ? { note: row.note } : {}),
  };
}

/** Loop's palette, one colour per Cairn category (Habits.csv's Color column). */
const LOOP_COLORS: Record<Category, string> = {
  Career: '#1976D2', Development: '#7B1FA2', Family: '#F57C00', Finance: '#00796B', Fun: '#FBC02D',
  Health: '#388E3C', Relationship: '#C2185B', Spiritual: '#5D4037', Essential: '#455A64',
};

/** Loop's numerator/denominator for a Cairn schedule; chosen weekdays become "n times a week". */
export function loopFrequency(schedule: ExportSchedule): [number, number] {
  if (schedule.kind === 'weekdays') return schedule.weekdays.length === 7 ? [1, 1] : [schedule.weekdays.length, 7];
  if (schedule.kind === 'per_period') return [schedule.times, schedule.days];
  return [1, 1];
}

/** A habit folder's name in Loop's layout: "001 Name", the name kept to letters, digits, space, dot, dash and underscore. */
export function loopFolderName(index: number, name: string): string {
  const clean = name.normalize('NFC').replace(/[^\p{L}\p{N} ._-]+/gu, '').slice(0, 100);
  return `${String(index + 1).padStart(3, '0')} ${clean}`.trim();
}

/** Loop prints a Double: "8.0", "2.5". */
function loopNumber(milli: number): string {
  const text = formatAmount(milli);
  return text.includes('.') ? text : `${text}.0`;
}

function loopValue(entry: EntryRow, measured: boolean): string {
  if (entry.state === 'skipped') return 'SKIP';
  if (measured) return String(entry.value_milli ?? 0);
  return entry.state === 'done' ? 'YES_MANUAL' : 'NO';
}

/**
 * The whole account out: Cairn's JSON document, or Loop Habit Tracker's CSV zip. Both are read
 * inside one REPEATABLE READ transaction (a consistent snapshot) and written as they are read,
 * a batch of rows at a time.
 */
export class ExportService {
  private built?: ReturnType<typeof statements>;

  constructor(private readonly db: DataSource, private readonly reminders: RemindersService, private readonly security: SecurityService) {}

  /** The statements, built once. */
  private get sql(): ReturnType<typeof statements> {
    return (this.built ??= statements(this.db));
  }

  private snapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return work(manager);
    });
  }

  private goals(manager: EntityManager, userId: string): Promise<GoalRow[]> {
    return manager.query(this.sql.goals, [userId]);
  }

  private habits(manager: EntityManager, userId: string): Promise<HabitRow[]> {
    return manager.query(this.sql.habits, [userId]);
  }

  /** One habit's entries, oldest first, a batch at a time (keyset on the primary key). */
  private async *entries(manager: EntityManager, userId: string, habitId: string): AsyncGenerator<Array<EntryRow & { state: CompletionState }>> {
    let after = '0001-01-01';
    for (;;) {
      const rows: Array<EntryRow & { state: CompletionState }> = await manager.query(this.sql.entries, [habitId, after, userId]);
      if (!rows.length) return;
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1].day;
    }
  }

  /** The notes of one habit's days that have no entry (a day not done holds a note too), oldest first. */
  private notesWithoutEntry(manager: EntityManager, userId: string, habitId: string): Promise<ExportNote[]> {
    return manager.query(this.sql.notesWithoutEntry, [habitId, userId]);
  }

  private async *tasks(manager: EntityManager, userId: string): AsyncGenerator<Array<ExportTask>> {
    let after: [number, string, string] = [-2147483648, '-infinity', '00000000-0000-0000-0000-000000000000'];
    for (;;) {
      const rows: Array<{ id: string; text: string; complete: boolean; completed_day: string | null; position: number; created_at: Date; created_key: string; deleted: boolean }> = await manager.query(
        this.sql.tasks, [userId, ...after]);
      if (!rows.length) return;
      const goalOf = await readTaskGoals(manager, userId, rows.map((row) => row.id));
      yield rows.map((row) => ({
        id: row.id, text: row.text, complete: row.complete, completedDay: row.completed_day, position: row.position,
        createdAt: row.created_at.toISOString(), deleted: row.deleted, goalId: goalOf.get(row.id) ?? null,
      }));
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      after = [last.position, last.created_key, last.id];
    }
  }

  /** Cairn's JSON document (api/schemas/cairn-export.v1.schema.json), written piece by piece. */
  async writeJson(user: User, sink: Sink, now = new Date()): Promise<void> {
    await this.snapshot(async (manager) => {
      const [account]: Array<{ username: string; email: string; plan: 'free' | 'unlimited'; created_at: Date; tutorial: boolean; time_zone: string; day_start_hour: number; focus_areas: string[]; challenges: string[] }> = await manager.query(
        this.sql.account, [user.id]);
      const reminders = await this.reminders.settings(user, manager);
      const reminderTimes = new Map(reminders.habits.map(({ habitId, times }) => [habitId, times]));
      const head: Omit<ExportDocument, 'goals' | 'habits' | 'vacations' | 'tasks'> = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: now.toISOString(),
        account: { username: account.username, email: account.email, plan: account.plan, createdAt: account.created_at.toISOString(), tutorialCompleted: account.tutorial },
        settings: {
          timeZone: account.time_zone, dayStartHour: account.day_start_hour, focusAreas: account.focus_areas, challenges: account.challenges,
          reminders: { ...reminders.channels, summaryTime: reminders.summaryTime },
        },
      };
      await sink.write(JSON.stringify(head).slice(0, -1));

      const goalRows = await this.goals(manager, user.id);
      const extras = await readGoalExtras(manager, user.id, goalRows.map((row) => row.id));
      const goals: ExportGoal[] = goalRows.map((row) => ({
        id: row.id, item: item(row), status: row.status, position: row.position, addedAt: row.created_at.toISOString(),
        ...extras.get(row.id)!,
      }));
      await sink.write(`,"goals":${JSON.stringify(goals)},"habits":[`);

      const habitRows = await this.habits(manager, user.id);
      const versions = new Map<string, VersionRow[]>();
      const versionRows: VersionRow[] = habitRows.length ? await manager.query(this.sql.settingsHistory, [habitRows.map((row) => row.id), user.id]) : [];
      for (const version of versionRows) versions.set(version.user_habit_id, [...(versions.get(version.user_habit_id) ?? []), version]);
      for (const [index, row] of habitRows.entries()) {
        // A habit whose settings never changed may have no row: its settings, from the day it was added.
        const history = versions.get(row.id) ?? [{ ...row, user_habit_id: row.id, effective_from: userDay(row.created_at, account.time_zone, account.day_start_hour) }];
        const habit: Omit<ExportHabit, 'entries'> = {
          id: row.id, item: item(row), position: row.position, addedAt: row.created_at.toISOString(), schedule: scheduleOfRow(row),
          target: targetOfRow(row), skipBudget: row.skip_budget,
          settingsHistory: history.map((version) => ({ from: version.effective_from, schedule: scheduleOfRow(version), target: targetOfRow(version), skipBudget: version.skip_budget })),
          reminderTimes: reminderTimes.get(row.id) ?? [],
        };
        await sink.write(`${index ? ',' : ''}${JSON.stringify(habit).slice(0, -1)},"entries":[`);
        let first = true;
        for await (const batch of this.entries(manager, user.id, row.id)) {
          await sink.write(`${first ? '' : ','}${batch.map((entry) => JSON.stringify(entryOf(entry))).join(',')}`);
          first = false;
        }
        await sink.write(`],"notes":${JSON.stringify(await this.notesWithoutEntry(manager, user.id, row.id))}}`);
      }

      const vacations: Array<{ start: string; end: string }> = await manager.query(this.sql.vacations, [user.id]);
      await sink.write(`],"vacations":${JSON.stringify(vacations)},"tasks":[`);
      let first = true;
      for await (const batch of this.tasks(manager, user.id)) {
        await sink.write(`${first ? '' : ','}${batch.map((task) => JSON.stringify(task)).join(',')}`);
        first = false;
      }
      await sink.write(`],"securityEvents":${JSON.stringify(await this.security.exportFor(manager, user.id))}}`);
    });
  }

  /**
   * Loop Habit Tracker's CSV export as a zip: Habits.csv, a folder per habit with its
   * Checkmarks.csv (Date,Value,Notes; newest first, as Loop writes it), and the combined
   * Checkmarks.csv (a column per habit, a row per day from the oldest entry to today).
   */
  async writeLoopZip(user: User, sink: Sink): Promise<void> {
    let pending: Promise<void> = Promise.resolve();
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) { failure = error; return; }
      const previous = pending;
      pending = previous.then(() => sink.write(chunk));
    });
    const flush = async () => {
      await pending;
      if (failure) throw failure;
    };
    const file = (name: string) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      const encoder = new TextEncoder();
      return {
        async write(text: string, final = false) {
          entry.push(encoder.encode(text), final);
          await flush();
        },
      };
    };

    const today = userToday(user);
    await this.snapshot(async (manager) => {
      const habits = await this.habits(manager, user.id);
      const list = file('Habits.csv');
      await list.write(csvRow(['Position', 'Name', 'Type', 'Question', 'Description', 'FrequencyNumerator', 'FrequencyDenominator', 'Color', 'Unit', 'Target Type', 'Target Value', 'Archived?']));
      for (const [index, habit] of habits.entries()) {
        const measured = habit.unit !== null;
        const [numerator, denominator] = loopFrequency(scheduleOfRow(habit));
        await list.write(csvRow([
          String(index + 1).padStart(3, '0'), habit.text, measured ? 'NUMERICAL' : 'YES_NO', habit.headline === habit.text ? '' : habit.headline,
          habit.description, String(numerator), String(denominator), LOOP_COLORS[habit.category], measured ? habit.unit! : '',
          measured ? habit.direction! : '', measured ? loopNumber(Number(habit.target_milli)) : '', 'false',
        ]));
      }
      await list.write('', true);

      for (const [index, habit] of habits.entries()) {
        const checkmarks = file(`${loopFolderName(index, habit.text)}/Checkmarks.csv`);
        await checkmarks.write(csvRow(['Date', 'Value', 'Notes']));
        for await (const batch of this.entriesNewestFirst(manager, user.id, [habit.id], today)) {
          await checkmarks.write(batch.map((entry) => csvRow([entry.day, loopValue(entry, habit.unit !== null), entry.note ?? ''])).join(''));
        }
        await checkmarks.write('', true);
      }

      await this.writeCombinedCheckmarks(manager, user, habits, file('Checkmarks.csv'));
    });
    zip.end();
    await flush();
  }

  /**
   * Entries of the habits, newest first, with their habit: a window of whole days at a time
   * (about EXPORT_BATCH rows: days × habits), read through the primary key's (habit, day) index.
   */
  private async *entriesNewestFirst(manager: EntityManager, userId: string, habitIds: string[], newest: string): AsyncGenerator<Array<EntryRow & { user_habit_id: string }>> {
    const [{ oldest }]: Array<{ oldest: string | null }> = await manager.query(this.sql.oldestEntry, [habitIds, userId]);
    if (!oldest) return;
    const window = Math.max(1, Math.floor(EXPORT_BATCH / habitIds.length));
    // Days after `newest` (none should exist) come in the first window too.
    for (let before = '9999-12-31', from = addDays(newest, 1 - window); before > oldest; before = from, from = addDays(from, -window)) {
      const rows: Array<EntryRow & { user_habit_id: string }> = await manager.query(this.sql.entriesNewestFirst, [habitIds, before, from, userId]);
      if (rows.length) yield rows;
    }
  }

  private async writeCombinedCheckmarks(manager: EntityManager, user: User, habits: HabitRow[], out: { write(text: string, final?: boolean): Promise<void> }): Promise<void> {
    // Loop's combined file: "Date,<habit>,<habit>," with a trailing comma on every line.
    await out.write(`Date,${habits.map((habit) => `${csvRow([habit.text]).slice(0, -1)},`).join('')}\n`);
    if (!habits.length) return out.write('', true);
    const firsts: Array<{ user_habit_id: string; first: string }> = await manager.query(this.sql.firstEntries, [habits.map((habit) => habit.id), user.id]);
    if (!firsts.length) return out.write('', true);
    const column = new Map(habits.map((habit, index) => [habit.id, index]));
    // A habit's first day: the day it was added, or its earliest entry if that is earlier (filled in, imported).
    const firstDay = habits.map((habit) => userDay(habit.created_at, user.timeZone, user.dayStartHour));
    for (const { user_habit_id: id, first } of firsts) {
      const index = column.get(id)!;
      if (first < firstDay[index]) firstDay[index] = first;
    }
    let day = userToday(user);
    const writeDay = (values: Map<number, string>) => {
      const cells = habits.map((habit, index) => values.get(index) ?? (day >= firstDay[index] ? (habit.unit !== null ? '0' : 'NO') : 'UNKNOWN'));
      return `${day},${cells.map((cell) => `${cell},`).join('')}\n`;
    };
    let lines: string[] = [];
    const emitUntil = async (stop: string, values: Map<number, string>) => {
      while (day > stop) {
        lines.push(writeDay(new Map()));
        day = addDays(day, -1);
        if (lines.length >= 1000) { await out.write(lines.join('')); lines = []; }
      }
      if (day === stop) {
        lines.push(writeDay(values));
        day = addDays(day, -1);
      }
    };
    for await (const batch of this.entriesNewestFirst(manager, user.id, habits.map((habit) => habit.id), day)) {
      for (let start = 0; start < batch.length;) {
        const current = batch[start].day;
        const values = new Map<number, string>();
        let end = start;
        for (; end < batch.length && batch[end].day === current; end += 1) {
          const entry = batch[end];
          const index = column.get(entry.user_habit_id)!;
          values.set(index, loopValue(entry, habits[index].unit !== null));
        }
        if (current <= day) await emitUntil(current, values);
        start = end;
      }
      await out.write(lines.join(''));
      lines = [];
    }
    await out.write(lines.join(''), true);
  }
}
