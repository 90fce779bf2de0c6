import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Category } from '../../shared/categories';
import { repoRoot } from '../../shared/paths';
import type { CompletionState } from '../habits/rules/history';
import type { Direction } from '../habits/rules/quantity';
import { isRealDay } from './formats/days';

/**
 * Cairn's own export (api/schemas/cairn-export.v1.schema.json): one JSON document of the whole
 * account. Amounts are thousandths of the unit, days are the user's local calendar days.
 */
export const EXPORT_FORMAT = 'cairn-export';
export const EXPORT_VERSION = 1;
export const EXPORT_SCHEMA_FILE = path.join(repoRoot(), 'api', 'schemas', 'cairn-export.v1.schema.json');

export interface ExportItem { text: string; headline: string; description: string; category: Category; custom: boolean }
export interface ExportMilestone { text: string; dueOn: string | null; done: boolean }
export interface ExportGoal {
  id: string; item: ExportItem; status: string; position: number; addedAt: string;
  targetDate: string | null; milestones: ExportMilestone[]; habitIds: string[];
}
export type ExportSchedule = { kind: 'daily' } | { kind: 'weekdays'; weekdays: number[] } | { kind: 'per_period'; times: number; days: number };
export interface ExportTarget { unit: string; amountMilli: number; direction: Direction }
export interface ExportEntry { day: string; state: CompletionState; valueMilli?: number; note?: string }
/** The note of a day with no entry (not done): a day holds a note whatever its state. */
export interface ExportNote { day: string; note: string }
/** A habit's settings from the user's day they took effect. */
export interface ExportSettingsVersion { from: string; schedule: ExportSchedule; target: ExportTarget | null; skipBudget: number }
export interface ExportHabit {
  id: string; item: ExportItem; position: number; addedAt: string; schedule: ExportSchedule;
  target: ExportTarget | null; skipBudget: number;
  /** Oldest first, the last being the settings above; absent in exports made before settings were kept with their day. */
  settingsHistory?: ExportSettingsVersion[];
  /** HH:MM in the user's zone; absent in exports made before reminders were carried. */
  reminderTimes?: string[];
  entries: ExportEntry[]; notes?: ExportNote[];
}
/** The reminder channels and the daily summary (HH:MM, or null: none). */
export interface ExportReminders { push: boolean; email: boolean; summaryTime: string | null }
export interface ExportTask {
  id: string; text: string; complete: boolean; completedDay: string | null; position: number;
  createdAt: string; deleted: boolean; goalId: string | null;
}
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  account: { username: string; email: string; plan: 'free' | 'unlimited'; createdAt: string; tutorialCompleted: boolean };
  /** `reminders` is absent in exports made before reminders were carried. */
  settings: { timeZone: string; dayStartHour: number; focusAreas: string[]; challenges: string[]; reminders?: ExportReminders };
  goals: ExportGoal[];
  habits: ExportHabit[];
  vacations: Array<{ start: string; end: string }>;
  tasks: ExportTask[];
  /** The security record (issue 30); absent in exports made before it was carried; an import leaves it out. */
  securityEvents?: Array<{ kind: string; detail: string | null; ip: string | null; userAgent: string | null; at: string }>;
}

let validator: ValidateFunction | undefined;
let ajv: Ajv2020 | undefined;

/** The committed JSON Schema, compiled once. */
export function exportValidator(): { validate: ValidateFunction; errorsText: () => string } {
  if (!validator) {
    ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    // ajv-formats' date takes year 0000, which PostgreSQL's date type refuses.
    ajv.addFormat('date', isRealDay);
    // The same for a date-time's day: year 0000 would reach timestamptz.
    const dateTime = (addFormats.get('date-time') as { validate: (value: string) => boolean }).validate;
    ajv.addFormat('date-time', (value: string) => dateTime(value) && isRealDay(value.slice(0, 10)));
    validator = ajv.compile(JSON.parse(readFileSync(EXPORT_SCHEMA_FILE, 'utf8')) as object);
  }
  const validate = validator;
  return { validate, errorsText: () => ajv!.errorsText(validate.errors, { dataVar: 'document' }) };
}
