import { badInput, type AppError } from '../../../shared/errors';
import { validateSchedule } from '../../habits/rules/schedule';
import { EXPORT_FORMAT, EXPORT_VERSION, exportValidator, type ExportDocument, type ExportHabit } from '../export-document';
import { emptyBundle, type ImportBundle } from '../import-bundle';
import { portabilityText } from '../portability.messages';

export function looksLikeCairn(json: unknown): boolean {
  return !!json && typeof json === 'object' && (json as { format?: unknown }).format === EXPORT_FORMAT;
}

/** The value a JSON Pointer (RFC 6901, as ajv's instancePath) names. */
function valueAt(json: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), json);
}

/** Cairn's own export, checked against its JSON Schema before anything is read from it. */
export function readCairnJson(json: unknown): ImportBundle {
  const version = (json as { version?: unknown }).version;
  if (version !== EXPORT_VERSION) throw badInput(portabilityText('cairnVersion', { version: String(version), expected: EXPORT_VERSION }));
  const { validate, errorsText } = exportValidator();
  if (!validate(json)) {
    const [error] = validate.errors ?? [];
    const format = error?.keyword === 'format' ? error.params.format : undefined;
    const value = error ? valueAt(json, error.instancePath) : undefined;
    // A date, or a date-time on day 0000, that the calendar lacks: said as such, not as a schema mismatch.
    if (format === 'date' || (format === 'date-time' && typeof value === 'string' && value.startsWith('0000-'))) {
      throw badInput(portabilityText('cairnNoSuchDate', { value: String(value).slice(0, format === 'date' ? 20 : 30), path: error!.instancePath }));
    }
    throw badInput(portabilityText('cairnSchema', { errors: errorsText() }));
  }
  const document = json as ExportDocument;
  document.tasks.forEach((task, index) => {
    // Cairn keeps the day of every completed task.
    if (task.complete && task.completedDay === null) throw badInput(portabilityText('taskWithoutDay', { text: task.text.slice(0, 100), index }));
  });
  const bundle = emptyBundle('cairn-json');
  const { reminders, ...settings } = document.settings;
  bundle.settings = settings;
  bundle.reminders = reminders ?? null;
  const byPosition = <T extends { position: number }>(rows: T[]) => rows.map((row, index) => ({ row, index })).sort((a, b) => a.row.position - b.row.position || a.index - b.index).map(({ row }) => row);
  bundle.goals = byPosition(document.goals).map((goal, index) => ({
    key: `g${index + 1}`, sourceId: goal.id, item: goal.item, status: goal.status, addedAt: goal.addedAt, position: goal.position, targetDate: goal.targetDate,
    milestones: goal.milestones, habitSourceIds: goal.habitIds,
  }));
  bundle.habits = byPosition(document.habits).map((habit, index) => {
    const settings = (version: Pick<ExportHabit, 'schedule' | 'target' | 'skipBudget'>) => {
      let schedule;
      try {
        schedule = validateSchedule(version.schedule);
      } catch (error) {
        throw badInput(portabilityText('scheduleUnkept', { name: habit.item.text, reason: (error as AppError).text ?? (error as AppError).message }));
      }
      if (version.target?.direction === 'AT_LEAST' && version.target.amountMilli === 0) throw badInput(portabilityText('targetZero', { name: habit.item.text }));
      const target = version.target ? { unit: version.target.unit, amount: version.target.amountMilli, direction: version.target.direction } : null;
      return { schedule, target, skipBudget: version.skipBudget };
    };
    const now = settings(habit);
    const history = habit.settingsHistory?.map((version) => ({ from: version.from, ...settings(version) }));
    if (history) {
      // Days in order, each once; the last version is the habit's settings.
      if (history.some((version, i) => i > 0 && version.from <= history[i - 1].from)) throw badInput(portabilityText('historyOrder', { name: habit.item.text }));
      const { from: _from, ...last } = history[history.length - 1];
      if (JSON.stringify(last) !== JSON.stringify(now)) throw badInput(portabilityText('historyEnd', { name: habit.item.text }));
    }
    return {
      key: `h${index + 1}`, sourceId: habit.id, item: habit.item, ...now, settingsHistory: history,
      addedAt: habit.addedAt, position: habit.position, reminderTimes: habit.reminderTimes ?? [],
      entries: habit.entries.map((entry) => ({ day: entry.day, state: entry.state, valueMilli: entry.valueMilli ?? null, note: entry.note ?? null })),
      notes: habit.notes ?? [],
    };
  });
  bundle.vacations = document.vacations;
  bundle.tasks = byPosition(document.tasks).map((task, index) => ({
    key: `t${index + 1}`, text: task.text, complete: task.complete, completedDay: task.complete ? task.completedDay : null,
    createdAt: task.createdAt, position: task.position, deleted: task.deleted && task.complete, goalSourceId: task.goalId,
  }));
  return bundle;
}
