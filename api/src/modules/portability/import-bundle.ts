import type { Category } from '../../shared/categories';
import { badInput } from '../../shared/errors';
import { storableText } from '../../shared/texts';
import type { CompletionState } from '../habits/rules/history';
import type { Target } from '../habits/rules/quantity';
import type { Schedule } from '../habits/rules/schedule';
import type { ExportItem, ExportMilestone } from './export-document';
import { portabilityText } from './portability.messages';
import type { ReportKey } from './import-report.messages';

/** What every reader turns its file into: the formats differ, the import does not. */
export type ImportFormat = 'loop-csv' | 'loop-db' | 'habitica-json' | 'habitica-csv' | 'cairn-json';

/** Each format's words in the report's catalog (import-report.messages.ts). */
export const FORMAT_LABELS = {
  'loop-csv': 'loopCsv', 'loop-db': 'loopDb', 'habitica-json': 'habiticaJson', 'habitica-csv': 'habiticaCsv', 'cairn-json': 'cairnJson',
} as const satisfies Record<ImportFormat, ReportKey>;

export interface ImportedEntry {
  day: string;
  /** done or skipped as the source says; a measured day's state follows from its value and the target. */
  state: CompletionState;
  valueMilli: number | null;
  note: string | null;
}

export interface ImportedHabit {
  /** Stable within the file ("h1", "h2", …): what a user names to keep it. */
  key: string;
  /** The habit's id in the source, for links between records of one file. */
  sourceId: string;
  item: ExportItem;
  schedule: Schedule;
  target: Target | null;
  skipBudget: number;
  /** Its settings with the day each took effect, oldest first, the last being the settings above (Cairn's export); absent: those settings only. */
  settingsHistory?: Array<{ from: string; schedule: Schedule; target: Target | null; skipBudget: number }>;
  addedAt: string | null;
  /** Its place in the source's order, where the source keeps one (gaps kept); null: the file's order. */
  position?: number | null;
  /** Its reminder times (HH:MM in the user's zone), where the file has them. */
  reminderTimes?: string[];
  entries: ImportedEntry[];
  /** Notes of days with no entry (Loop's "Sick" on a day not done, a note on a day Loop filled in). */
  notes?: ImportedNote[];
}

/** A note on a day the file records no entry for: a day holds a note whatever its state. */
export interface ImportedNote {
  day: string;
  note: string;
}

export interface ImportedGoal {
  key: string;
  sourceId: string;
  item: ExportItem;
  status: string;
  addedAt: string | null;
  position?: number | null;
  targetDate: string | null;
  milestones: ExportMilestone[];
  habitSourceIds: string[];
}

export interface ImportedTask {
  key: string;
  text: string;
  complete: boolean;
  completedDay: string | null;
  createdAt: string | null;
  position?: number | null;
  deleted: boolean;
  goalSourceId: string | null;
}

/** A text of the import report as its catalog key and values: kept with its job, said in the reader's language when read. */
export interface ReportText {
  key: ReportKey;
  values?: Record<string, string | number>;
}

/** `key` of the report's catalog with `values`. */
export const reportText = (key: ReportKey, values?: ReportText['values']): ReportText => (values ? { key, values } : { key });

/** Something in the file Cairn cannot keep, and why. */
export interface NotCarried {
  what: ReportText;
  reason: ReportText;
}

export interface ImportBundle {
  format: ImportFormat;
  settings: { timeZone: string; dayStartHour: number; focusAreas: string[]; challenges: string[] } | null;
  /** The reminder channels and daily summary (HH:MM or null: none) the file carries; null: it has none. */
  reminders: { push: boolean; email: boolean; summaryTime: string | null } | null;
  goals: ImportedGoal[];
  habits: ImportedHabit[];
  vacations: Array<{ start: string; end: string }>;
  tasks: ImportedTask[];
  notCarried: NotCarried[];
}

export function emptyBundle(format: ImportFormat): ImportBundle {
  return { format, settings: null, reminders: null, goals: [], habits: [], vacations: [], tasks: [], notCarried: [] };
}

/** A custom habit item as the importers make it (Cairn's limits: name 120, headline 60, description 500). */
export function habitItem(name: string, description: string, category: Category = 'Essential' as Category): ExportItem {
  const text = name.trim().slice(0, 120) || 'Imported habit';
  return { text, headline: text.length > 60 ? `${text.slice(0, 59)}…` : text, description: description.trim().slice(0, 500), category, custom: true };
}

export const MAX_NOTE_LENGTH = 500;

/** Every string under `value`, made storable in place. */
function storable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = storable(value[index] as unknown);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = storable(record[key]);
  }
  return value;
}

/**
 * What every reader's bundle goes through before an import plans with it: every string made
 * storable (whatever the format: JSON escapes, zip and SQLite text), and the names and texts
 * Cairn cannot keep blank refused, naming the record.
 */
export function storableBundle(bundle: ImportBundle): ImportBundle {
  storable(bundle);
  const blank = (text: string) => !text.trim();
  for (const habit of bundle.habits) {
    if (blank(habit.item.text)) throw badInput(portabilityText('blankHabit', { key: habit.key, id: habit.sourceId.slice(0, 64) }));
    for (const entry of habit.entries) if (entry.note !== null && blank(entry.note)) entry.note = null;
    if (habit.notes) habit.notes = habit.notes.filter((note) => !blank(note.note));
  }
  for (const goal of bundle.goals) {
    if (blank(goal.item.text)) throw badInput(portabilityText('blankGoal', { key: goal.key, id: goal.sourceId.slice(0, 64) }));
  }
  for (const task of bundle.tasks) {
    if (blank(task.text)) throw badInput(portabilityText('blankTask', { key: task.key }));
  }
  return bundle;
}
