import { Not, Raw, type DataSource, type EntityManager, type FindOptionsSelect } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { affectedRows, purgePerUser, userIdsOf } from '../../db/purge-per-user';
import { AppError, badInput, notFound } from '../../shared/errors';
import { ItemKind } from '../../shared/categories';
import { latestToday } from '../../shared/dates';
import { storableText } from '../../shared/texts';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import { PLAN_LIMITS } from '../../shared/plans';
import { MAX_CUSTOM_ITEMS, type CatalogueService } from '../catalogue/catalogue.service';
import { assertDayInRange, DAY_RANGE } from '../../shared/time/days';
import { settingsOn, stateForValue } from '../habits/rules/history';
import { MAX_AMOUNT_MILLI, formatAmount, type Target } from '../habits/rules/quantity';
import type { HabitsService } from '../habits/habits.service';
import type { GoalsService } from '../goals/goals.service';
import type { GoalPlansService } from '../goal-plans/goal-plans.service';
import type { TasksService } from '../tasks/tasks.service';
import type { RemindersService } from '../reminders/reminders.service';
import { lockUser, type UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { placesAfter } from '../../shared/ordering';
import { type ImportBundle, type ImportedEntry, type ImportedGoal, type ImportedHabit, type ImportedNote, type ImportedTask, type NotCarried, reportText } from './import-bundle';
import type { ImportReportData } from './import-report';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES, UPLOAD_TTL_MINUTES } from './import-limits';
import { readImportFile } from './formats/detect';
import type { ImportGoalPreview, ImportHabitPreview, ImportTaskPreview } from './portability.types';
import { ImportJob } from './import-job.entity';
import { ImportUpload } from './import-upload.entity';
import { portabilityText } from './portability.messages';
import { type Message, together } from '../../shared/i18n/messages';


interface PlannedHabit {
  /** A new habit (none of the user's has its name); existingId is set for it once written. */
  isNew: boolean;
  source: ImportedHabit; existingId: string | null; target: Target | null; entries: ImportedEntry[]; dayNotes: ImportedNote[]; days: number; notes: number; skips: number; selected: boolean;
  /** The file's reminder times for a new habit; a merged one keeps the user's own (as its target). */
  reminderTimes: string[];
}
interface PlannedGoal { isNew: boolean; source: ImportedGoal; existingId: string | null; selected: boolean }
interface PlannedTask { source: ImportedTask; existing: boolean; selected: boolean }

interface ImportPlan {
  bundle: ImportBundle;
  habits: PlannedHabit[];
  goals: PlannedGoal[];
  tasks: PlannedTask[];
  vacations: Array<{ start: string; end: string }>;
  existingVacations: number;
  notCarried: NotCarried[];
  planLimit: Message | null;
}

/**
 * Two habits (or two goals) of one file with one name: the second is told apart as "Name (2)",
 * as Cairn keeps each name once (and one goal or habit per item), so that neither is lost.
 */
function distinctName<T extends { item: ImportedHabit['item'] }>(source: T, namesInFile: Set<string>): T {
  const base = source.item.text;
  let text = base;
  for (let count = 2; namesInFile.has(text.toLowerCase()); count += 1) text = `${base.slice(0, 110)} (${count})`;
  namesInFile.add(text.toLowerCase());
  return text === base ? source : { ...source, item: { ...source.item, text, custom: true } };
}

/** One day per date (the last line of a file wins), in the habit's terms: a measured day's state follows from its amount. */
function prepareEntries(habit: ImportedHabit, habitTarget: Target | null, notCarried: NotCarried[], targetOn: (day: string) => Target | null = () => habitTarget): ImportedEntry[] {
  const latest = latestToday();
  const byDay = new Map<string, ImportedEntry>();
  let future = 0;
  const amounts = (milli: number) => ({ name: habit.item.text, amount: formatAmount(milli), max: formatAmount(MAX_AMOUNT_MILLI) });
  if (habitTarget && habitTarget.amount > MAX_AMOUNT_MILLI) throw badInput(portabilityText('targetTooLarge', amounts(habitTarget.amount)));
  for (const entry of habit.entries) {
    // Judged by the target in effect that day (a habit's settings history), else the habit's.
    const target = targetOn(entry.day);
    if (entry.day > latest) { future += 1; continue; }
    if (entry.day < DAY_RANGE.earliest) throw badInput(portabilityText('dayTooEarly', { name: habit.item.text, earliest: DAY_RANGE.earliest, day: entry.day }));
    if (entry.valueMilli !== null && entry.valueMilli > MAX_AMOUNT_MILLI) throw badInput(portabilityText('amountTooLarge', { ...amounts(entry.valueMilli), day: entry.day }));
    let { state, valueMilli } = entry;
    if (state === 'skipped') valueMilli = null;
    else if (target) {
      valueMilli ??= target.amount;
      state = stateForValue(valueMilli, target);
    } else {
      valueMilli = null;
      state = 'done';
    }
    byDay.set(entry.day, { day: entry.day, state, valueMilli, note: entry.note });
  }
  if (future) notCarried.push({ what: reportText('futureDays', { count: future, name: habit.item.text }), reason: reportText('afterToday') });
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/**
 * The habit's notes, one a day, whatever the day's state: its entries' notes and the notes of
 * days with no entry (a note of a day after today or before the allowed range is not kept).
 */
function prepareNotes(habit: ImportedHabit): ImportedNote[] {
  const latest = latestToday();
  const byDay = new Map<string, string>();
  for (const { day, note } of habit.notes ?? []) byDay.set(day, note);
  for (const { day, note } of habit.entries) if (note) byDay.set(day, note);
  return [...byDay].filter(([day]) => day >= DAY_RANGE.earliest && day <= latest).sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, note]) => ({ day, note }));
}

/** An import outside a job always writes its report. */
function ran(report: ImportReportData | null): ImportReportData {
  if (!report) throw new Error('The import ran nothing');
  return report;
}

/** The user's upload `uploadId` while it is kept (UPLOAD_TTL_MINUTES), with the columns asked; else NOT_FOUND. */
export async function keptUpload<K extends keyof ImportUpload>(db: Pick<EntityManager, 'getRepository'>, user: User, uploadId: string, columns: K[]): Promise<Pick<ImportUpload, K>> {
  const upload = await db.getRepository(ImportUpload).findOne({
    select: Object.fromEntries(columns.map((column) => [column, true])) as FindOptionsSelect<ImportUpload>,
    where: { id: uploadId, userId: user.id, createdAt: Raw((column) => `${column} > now() - make_interval(mins => :ttl)`, { ttl: UPLOAD_TTL_MINUTES }) },
  });
  if (!upload) throw notFound('Upload');
  return upload;
}

/** The statements that stay SQL (a job's claim, and deletes that spare the uploads a job waits for), their names read off the entities. */
function statements(db: DataSource) {
  const { table: uploads, col: u } = sqlTable(db, ImportUpload);
  const j = sqlTable(db, ImportJob, 'j');
  // The upload's owner too: a job is looked for among that user's jobs only.
  const waitedFor = (upload: string, owner: string) =>
    `NOT EXISTS (SELECT 1 FROM ${j.from} WHERE ${j.c.userId} = ${owner} AND ${j.c.uploadId} = ${upload} AND ${j.c.status} IN ('queued', 'running'))`;
  return {
    dropOlderUploads: `DELETE FROM ${uploads} u WHERE u.${u.userId} = $1
            AND u.${u.id} NOT IN (SELECT ${u.id} FROM ${uploads} WHERE ${u.userId} = $1 ORDER BY (${u.id} = $2) DESC, ${u.createdAt} DESC, ${u.id} LIMIT $3)
            AND ${waitedFor(`u.${u.id}`, `u.${u.userId}`)}`,
    // The hourly purge: the users of the first old uploads (import_uploads_created_idx), then each user's.
    usersOfOldUploads: `SELECT u.${u.userId} AS user_id FROM ${uploads} u WHERE u.${u.createdAt} < now() - make_interval(mins => $1)
            AND ${waitedFor(`u.${u.id}`, `u.${u.userId}`)} ORDER BY u.${u.createdAt} LIMIT $2`,
    purgeUploads: `DELETE FROM ${uploads} u WHERE u.${u.userId} = $2 AND u.${u.createdAt} < now() - make_interval(mins => $1)
            AND ${waitedFor(`u.${u.id}`, `u.${u.userId}`)}`,
    usersOfOldJobs: `SELECT ${j.col.userId} AS user_id FROM ${j.table} WHERE ${j.col.createdAt} < now() - interval '7 days' ORDER BY ${j.col.createdAt} LIMIT $1`,
    purgeJobs: `DELETE FROM ${j.table} WHERE ${j.col.userId} = $1 AND ${j.col.createdAt} < now() - interval '7 days'`,
    // $2, the job's user, is null only for a job queued before jobs carried it.
    claimJob: `UPDATE ${j.table} SET ${j.col.status} = 'running', ${j.col.updatedAt} = now()
             WHERE ($2::uuid IS NULL OR ${j.col.userId} = $2) AND ${j.col.id} = $1 AND ${j.col.status} IN ('queued', 'running')
            RETURNING ${j.col.userId} AS user_id, ${j.col.uploadId} AS upload_id, ${j.col.keep} AS keep`,
  };
}

/** How many uploads a user keeps at most (each up to MAX_UPLOAD_BYTES): storing one more deletes their oldest. */
export const MAX_UPLOADS_PER_USER = 3;

/** The modules an import reads and writes through, each for its own tables. */
export interface ImportOwners {
  users: UsersService;
  catalogue: CatalogueService;
  habits: HabitsService;
  goals: GoalsService;
  goalPlans: GoalPlansService;
  tasks: TasksService;
  reminders: RemindersService;
}

/**
 * Imports a file into an account: reads it (any of the formats in formats/), plans what is new
 * against what the account already has (habits and goals by name, tasks by text and day,
 * entries by day), previews that plan, and writes it in one transaction. A second import of the
 * same file finds everything there and writes nothing. Where an import runs (the request or the
 * queue) is ImportJobs.submit's choice.
 *
 * The import is a command: it reads and writes each table through the module that owns it
 * (ImportOwners), all in its one transaction; it owns only import_uploads and import_jobs.
 */
export class ImportService {
  private built?: ReturnType<typeof statements>;

  constructor(private readonly db: DataSource, private readonly live: LiveUpdates, private readonly owners: ImportOwners, private readonly events: EventBus) {}

  /** The statements, built once. */
  private get sql(): ReturnType<typeof statements> {
    return (this.built ??= statements(this.db));
  }

  /** Reads and previews an uploaded file; a dry run keeps it for an hour so the import can follow without a second upload. */
  async fromFile(user: User, bytes: Uint8Array, fileName: string, options: { dryRun: boolean; keep: string[] | null }): Promise<ImportReportData> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
    const bundle = await readImportFile(bytes, fileName);
    if (!options.dryRun) return ran(await this.run(user, bundle, options.keep, null));
    const report = await this.plan(this.db.manager, user, bundle, options.keep).then((plan) => this.report(plan, true, null));
    return { ...report, uploadId: await this.storeUpload(user, bytes, fileName) };
  }

  /**
   * Keeps an uploaded file for a later preview, an import or an import job; answers its uploadId.
   * A user keeps MAX_UPLOADS_PER_USER: their older ones go in the same transaction (but not one
   * an import job still waits for or runs).
   */
  async storeUpload(user: User, bytes: Uint8Array, fileName: string): Promise<string> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
    return this.db.transaction(async (manager) => {
      const { identifiers: [{ id }] } = await manager.getRepository(ImportUpload).insert({ userId: user.id, fileName: storableText(fileName).slice(0, 200), bytes: Buffer.from(bytes) });
      await manager.query(this.sql.dropOlderUploads, [user.id, id, MAX_UPLOADS_PER_USER]);
      return id as string;
    });
  }

  /** A previewed file again: its preview with another choice of what to keep, or the import itself. */
  async fromUpload(user: User, uploadId: string, options: { dryRun: boolean; keep: string[] | null }): Promise<ImportReportData> {
    const upload = await keptUpload(this.db, user, uploadId, ['bytes', 'fileName']);
    const bundle = await readImportFile(new Uint8Array(upload.bytes), upload.fileName);
    if (options.dryRun) return { ...this.report(await this.plan(this.db.manager, user, bundle, options.keep), true, uploadId) };
    const report = ran(await this.run(user, bundle, options.keep, uploadId));
    await this.db.getRepository(ImportUpload).delete({ userId: user.id, id: uploadId });
    return report;
  }

  /** Uploads older than their time to live (but not one an import job still waits for or runs), and import jobs older than 7 days. */
  async purgeUploads(): Promise<void> {
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.db.query(this.sql.usersOfOldUploads, [UPLOAD_TTL_MINUTES, limit])),
      purgeUser: async (userId) => affectedRows(await this.db.query(this.sql.purgeUploads, [UPLOAD_TTL_MINUTES, userId])),
    });
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.db.query(this.sql.usersOfOldJobs, [limit])),
      purgeUser: async (userId) => affectedRows(await this.db.query(this.sql.purgeJobs, [userId])),
    });
  }

  /**
   * Runs a queued import job (pg-boss's `import` queue). A refusal (4xx) marks it failed with its
   * message and is not retried; any other error is thrown so pg-boss retries it, and marks it failed
   * on the last attempt. The import's own transaction marks the job done: a retry of a job that
   * completed (its instance died before pg-boss heard) finds it done and writes nothing.
   * `rethrow` (an import run in the request) throws a refusal too, once the job says why.
   */
  async runJob(jobId: string, lastAttempt: boolean, { rethrow = false, userId }: { rethrow?: boolean; userId?: string } = {}): Promise<void> {
    // An UPDATE … RETURNING answers [rows, affected] through TypeORM.
    const [[job]]: [Array<{ user_id: string; upload_id: string; keep: string[] | null }>, number] = await this.db.query(this.sql.claimJob, [jobId, userId ?? null]);
    if (!job) return;
    // updated_at follows as the entity's update date column.
    // Its message is kept in English and as key and values, to be said in each reader's language.
    const fail = (code: string, message: Message | string) => this.db.transaction(async (manager) => {
      const english = typeof message === 'string' ? message : message.english;
      const messageText = typeof message === 'string' ? null : message.stored ?? null;
      const { affected } = await manager.update(ImportJob, { userId: job.user_id, id: jobId, status: Not('done' as const) }, { status: 'failed', errorCode: code, message: english, messageText });
      if (affected) await this.events.emit('importFinished', { db: manager, userId: job.user_id, jobId, status: 'failed' });
    });
    try {
      const user = await this.owners.users.findById(job.user_id);
      if (!user) throw notFound('Account'); // deleted since: the job fails, as there is nothing to import into
      const upload = await this.db.getRepository(ImportUpload).findOne({ select: { bytes: true, fileName: true }, where: { id: job.upload_id, userId: user.id } });
      if (!upload) throw notFound('Upload');
      const bundle = await readImportFile(new Uint8Array(upload.bytes), upload.fileName);
      await this.run(user, bundle, job.keep, job.upload_id, jobId);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        await fail(error.code, error.text ?? error.message);
        if (rethrow) throw error;
        return;
      }
      if (lastAttempt) await fail('INTERNAL_SERVER_ERROR', portabilityText('importFailedRetry'));
      throw error;
    }
  }

  private async run(user: User, bundle: ImportBundle, keep: string[] | null, uploadId: string | null, jobId?: string): Promise<ImportReportData | null> {
    const report = await this.db.transaction(async (manager) => {
      await lockUser(manager, user.id);
      if (jobId) {
        const job = await manager.getRepository(ImportJob).createQueryBuilder('j').select('j.status').where('j.userId = :userId AND j.id = :id', { userId: user.id, id: jobId })
          .setLock('pessimistic_write').getOne();
        if (!job || job.status === 'done') return null; // done already: a retry writes nothing twice
      }
      const plan = await this.plan(manager, { ...user, plan: await this.owners.users.planOf(manager, user.id) } as User, bundle, keep);
      if (plan.planLimit) throw new AppError('PLAN_LIMIT', plan.planLimit, { reason: 'IMPORT_OVER_PLAN' });
      await this.write(manager, user, plan);
      const done = this.report(plan, false, uploadId);
      if (jobId) {
        await manager.getRepository(ImportJob).update({ userId: user.id, id: jobId }, { status: 'done', result: done });
        if (uploadId) await manager.getRepository(ImportUpload).delete({ userId: user.id, id: uploadId });
      }
      await this.events.emit('importFinished', { db: manager, userId: user.id, jobId: jobId ?? null, status: 'done' });
      return done;
    });
    if (!report) return null;
    await Promise.all((['dashboard', 'goals'] as const).map((topic) => this.live.publish(user.id, topic)));
    await this.owners.reminders.changed(user.id); // the profile's topic, and the reminders planned
    return report;
  }

  private async plan(manager: EntityManager, user: User, bundle: ImportBundle, keep: string[] | null): Promise<ImportPlan> {
    const notCarried = [...bundle.notCarried];
    const selected = (key: string) => !keep || keep.includes(key);
    if (keep) {
      const known = new Set([...bundle.habits, ...bundle.goals, ...bundle.tasks].map((item) => item.key));
      const unknown = keep.filter((key) => !known.has(key));
      if (unknown.length) throw badInput(portabilityText('unknownKeys', { keys: unknown.slice(0, 5).join(', ') }));
    }

    const { catalogue, habits: habitsOwner, goals: goalsOwner, tasks: tasksOwner } = this.owners;
    const existingHabits = await habitsOwner.namedForImport(manager, user.id);
    const habitByName = new Map(existingHabits.map((row) => [row.name, row]));
    const namesInFile = new Set<string>();
    const habits: PlannedHabit[] = bundle.habits.map((source) => {
      const named = distinctName(source, namesInFile);
      const { item } = named;
      const existing = habitByName.get(item.text.toLowerCase());
      const target = existing ? (existing.unit && existing.direction ? { unit: existing.unit, amount: Number(existing.target_milli), direction: existing.direction } : null) : source.target;
      if (existing && source.target && !target) notCarried.push({ what: reportText('amountsOf', { name: item.text }), reason: reportText('yesNoHabit') });
      // A new habit brings its settings history: each day's amount is judged by its own day's target.
      const versions = !existing && named.settingsHistory && named.settingsHistory.length > 1
        ? named.settingsHistory.map((version) => ({ from: version.from, schedule: version.schedule, target: version.target, skipBudgetPerMonth: version.skipBudget })) : null;
      const entries = prepareEntries(named, target, notCarried, versions ? (day) => settingsOn({ schedule: named.schedule, target, skipBudgetPerMonth: named.skipBudget, versions }, day).target : undefined);
      const dayNotes = prepareNotes(named);
      return {
        isNew: !existing, source: named, existingId: existing?.id ?? null, target, entries, dayNotes, days: entries.length, notes: dayNotes.length,
        skips: entries.filter((e) => e.state === 'skipped').length, selected: selected(source.key), reminderTimes: existing ? [] : source.reminderTimes ?? [],
      };
    });

    // Days an existing habit already has are not new: one statement for every merged habit.
    const merged = habits.filter((habit) => habit.existingId && (habit.entries.length || habit.dayNotes.length));
    if (merged.length) {
      const ids: string[] = [];
      const days: string[] = [];
      for (const habit of merged) for (const { day } of [...habit.entries, ...habit.dayNotes]) { ids.push(habit.existingId!); days.push(day); }
      const present = await habitsOwner.daysPresent(manager, user.id, ids, days);
      const known = new Set(present.map((row) => `${row.id}|${row.day}`));
      for (const habit of merged) {
        habit.entries = habit.entries.filter((entry) => !known.has(`${habit.existingId}|${entry.day}`));
        habit.days = habit.entries.length;
        habit.dayNotes = habit.dayNotes.filter((note) => !known.has(`${habit.existingId}|${note.day}`));
        habit.notes = habit.dayNotes.length;
        habit.skips = habit.entries.filter((e) => e.state === 'skipped').length;
      }
    }

    const existingGoals = await goalsOwner.namedForImport(manager, user.id);
    const goalByName = new Map(existingGoals.map((row) => [row.name, row.id]));
    const goalNamesInFile = new Set<string>();
    const goals: PlannedGoal[] = bundle.goals.map((original) => {
      const source = distinctName(original, goalNamesInFile);
      const existingId = goalByName.get(source.item.text.toLowerCase()) ?? null;
      return { isNew: !existingId, source, existingId, selected: selected(source.key) };
    });

    const existingTasks = bundle.tasks.length ? await tasksOwner.keysForImport(manager, user.id) : [];
    const taskKeys = new Set(existingTasks.map((task) => `${task.text}|${task.day ?? ''}`));
    const tasks: PlannedTask[] = bundle.tasks.map((source) => {
      const key = `${source.text}|${source.completedDay ?? ''}`;
      const existing = taskKeys.has(key);
      taskKeys.add(key);
      return { source, existing, selected: selected(source.key) };
    });

    const vacationRows = bundle.vacations.length ? await habitsOwner.vacationsForImport(manager, user.id) : [];
    const vacations: Array<{ start: string; end: string }> = [];
    let existingVacations = 0;
    for (const vacation of bundle.vacations) {
      assertDayInRange(vacation.start);
      assertDayInRange(vacation.end);
      const what = reportText('vacation', { start: vacation.start, end: vacation.end });
      if (vacation.start > vacation.end) { notCarried.push({ what, reason: reportText('endsBeforeStart') }); continue; }
      if (vacationRows.some((row) => row.start === vacation.start && row.end === vacation.end)) { existingVacations += 1; continue; }
      if ([...vacationRows, ...vacations].some((row) => row.start <= vacation.end && vacation.start <= row.end)) {
        notCarried.push({ what, reason: reportText('overlapsVacation') });
        continue;
      }
      vacations.push(vacation);
    }

    // The goals and habits of the user's own the import would create, counted now so that the preview states the cap, not the import.
    const created = async (kind: ItemKind, sources: ImportedHabit['item'][]) => (await catalogue.reusableItems(manager, user.id, kind, sources)).filter((id) => id === null).length;
    const needed = await created(ItemKind.HABIT, habits.filter((habit) => habit.selected && habit.isNew).map((habit) => habit.source.item))
      + await created(ItemKind.GOAL, goals.filter((goal) => goal.selected && goal.isNew).map((goal) => goal.source.item));
    const customItems = { needed, have: needed ? await catalogue.customItemCount(manager, user.id) : 0 };

    const plan: ImportPlan = { bundle, habits, goals, tasks, vacations, existingVacations, notCarried, planLimit: null };
    plan.planLimit = this.planLimit(user, plan, existingHabits.length, existingGoals.length, await tasksOwner.openCountForImport(manager, user.id), customItems);
    return plan;
  }

  /** The Free plan's limits and the cap on goals and habits of one's own, with what the import would add: a message naming each limit it would pass. */
  private planLimit(user: User, plan: ImportPlan, habits: number, goals: number, openTasks: number, customItems: { needed: number; have: number }): Message | null {
    const limits = PLAN_LIMITS[user.plan];
    const over: Message[] = [];
    const newHabits = plan.habits.filter((habit) => habit.selected && habit.isNew).length;
    const newGoals = plan.goals.filter((goal) => goal.selected && goal.isNew).length;
    const newOpen = plan.tasks.filter((task) => task.selected && !task.existing && !task.source.complete).length;
    if (newHabits && habits + newHabits > limits.habits) over.push(portabilityText('overPlanPart', { what: 'habits', count: habits + newHabits, limit: limits.habits }));
    if (newGoals && goals + newGoals > limits.goals) over.push(portabilityText('overPlanPart', { what: 'goals', count: goals + newGoals, limit: limits.goals }));
    if (newOpen && openTasks + newOpen > limits.openTasks) over.push(portabilityText('overPlanPart', { what: 'openTasks', count: openTasks + newOpen, limit: limits.openTasks }));
    const messages: Message[] = [];
    if (over.length) messages.push(portabilityText('overPlan', { over: together(over, 'list') }));
    if (customItems.needed && customItems.have + customItems.needed > MAX_CUSTOM_ITEMS) {
      messages.push(portabilityText('tooManyOwnItems', { count: customItems.needed, max: MAX_CUSTOM_ITEMS, have: customItems.have }));
    }
    return messages.length ? together(messages, 'sentences') : null;
  }

  private report(plan: ImportPlan, dryRun: boolean, uploadId: string | null): ImportReportData {
    const habits = plan.habits.map((habit): ImportHabitPreview => ({
      key: habit.source.key, name: habit.source.item.text, action: habit.isNew ? 'CREATE' : 'MERGE', days: habit.days, notes: habit.notes, skips: habit.skips,
      reminderTimes: habit.reminderTimes, selected: habit.selected,
    }));
    const chosen = plan.habits.filter((habit) => habit.selected);
    const base = {
      uploadId, format: plan.bundle.format, dryRun, maxUploadBytes: MAX_UPLOAD_BYTES,
      habits,
      goals: plan.goals.map((goal): ImportGoalPreview => ({ key: goal.source.key, name: goal.source.item.text, action: goal.isNew ? 'CREATE' : 'EXISTS', selected: goal.selected })),
      tasks: plan.tasks.map((task): ImportTaskPreview => ({ key: task.source.key, text: task.source.text, action: task.existing ? 'EXISTS' : 'CREATE', complete: task.source.complete, selected: task.selected })),
      vacations: { create: plan.vacations.length, existing: plan.existingVacations },
      settings: plan.bundle.settings !== null,
      reminders: plan.bundle.reminders,
      notCarried: plan.notCarried,
      // Said in the reader's language when presented (presentReport), as its other texts and its summary.
      planLimit: plan.planLimit,
      totals: {
        habits: chosen.filter((habit) => habit.isNew).length,
        days: chosen.reduce((sum, habit) => sum + habit.days, 0),
        notes: chosen.reduce((sum, habit) => sum + habit.notes, 0),
        goals: plan.goals.filter((goal) => goal.selected && goal.isNew).length,
        tasks: plan.tasks.filter((task) => task.selected && !task.existing).length,
        vacations: plan.vacations.length,
      },
    };
    return base;
  }

  /** Writes the plan: each table through the module that owns it, in the import's transaction. */
  private async write(manager: EntityManager, user: User, plan: ImportPlan): Promise<void> {
    const { users, catalogue, habits, goals, goalPlans, tasks } = this.owners;
    const { settings } = plan.bundle;
    if (settings) await users.importSettings(manager, user.id, settings);

    // Habits: new ones after the user's own, in the file's order; every new day of every chosen habit.
    const habitIds = new Map<string, string>();
    const newHabits = plan.habits.filter((habit) => habit.selected && !habit.existingId);
    const habitItems = await catalogue.importItems(manager, user.id, ItemKind.HABIT, newHabits.map((habit) => habit.source.item));
    const habitPlaces = placesAfter(await habits.nextPosition(manager, user.id), newHabits.map((habit) => habit.source.position));
    const createdHabits = await habits.importHabits(manager, user.id, newHabits.map((habit, index) => ({
      item: habitItems[index], position: habitPlaces[index], addedAt: habit.source.addedAt, schedule: habit.source.schedule, target: habit.target, skipBudget: habit.source.skipBudget,
      settingsHistory: habit.source.settingsHistory,
    })));
    for (const [index, habit] of newHabits.entries()) {
      habit.existingId = createdHabits[index];
      habitIds.set(habit.source.sourceId, habit.existingId);
    }
    for (const habit of plan.habits) if (habit.selected) habitIds.set(habit.source.sourceId, habit.existingId!);
    await habits.importEntries(manager, user.id, plan.habits.filter((habit) => habit.selected).map((habit) => ({ id: habit.existingId!, entries: habit.entries, notes: habit.dayNotes })));
    // Reminders through their module's own writes; it plans them once the import has committed (run).
    const { reminders } = plan.bundle;
    await this.owners.reminders.importSettings(manager, user.id, {
      habits: newHabits.filter((habit) => habit.reminderTimes.length).map((habit) => ({ habitId: habit.existingId!, times: habit.reminderTimes })),
      ...(reminders ? { channels: { push: reminders.push, email: reminders.email }, summaryTime: reminders.summaryTime } : {}),
    });

    const newGoals = plan.goals.filter((goal) => goal.selected && !goal.existingId);
    const goalItems = await catalogue.importItems(manager, user.id, ItemKind.GOAL, newGoals.map((goal) => goal.source.item));
    const goalPlaces = placesAfter(await goals.nextPosition(manager, user.id), newGoals.map((goal) => goal.source.position));
    const goalIds = new Map(plan.goals.filter((goal) => goal.existingId).map((goal) => [goal.source.sourceId, goal.existingId!]));
    for (const [index, goal] of newGoals.entries()) {
      const id = await goals.importGoal(manager, user.id, {
        item: goalItems[index], status: goal.source.status, position: goalPlaces[index], addedAt: goal.source.addedAt, targetDate: goal.source.targetDate,
      });
      goalIds.set(goal.source.sourceId, id);
      await goalPlans.importMilestones(manager, user.id, id, goal.source.milestones);
      await habits.importGoalLinks(manager, user.id, id, goal.source.habitSourceIds.map((source) => habitIds.get(source)).filter((habitId): habitId is string => !!habitId));
    }

    await habits.importVacations(manager, user.id, plan.vacations);

    await tasks.importTasks(manager, user.id, plan.tasks.filter((task) => task.selected && !task.existing).map(({ source }) => ({
      text: source.text, complete: source.complete, completedDay: source.completedDay, createdAt: source.createdAt, deleted: source.deleted, position: source.position,
      goalId: source.goalSourceId ? goalIds.get(source.goalSourceId) : undefined,
    })));
  }
}

export const tooLarge = () => new AppError('BAD_USER_INPUT', portabilityText('fileTooLarge', { max: MAX_UPLOAD_MEGABYTES }));
