// Tables: habits owns user_habits, habit_settings_history, habit_completions, habit_day_changes, habit_runs, vacations and habit_goals (the
// goals a habit serves). Its hot reads (the dashboard's day, REST's habit history, a habit with its
// goals) also join the goals' rows (user_goals) in the same statement, where a call to goals would
// cost a statement per request; nothing here writes a goal.
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { In, IsNull, LessThan, MoreThanOrEqual, Not, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import { parseUserDay, userToday } from '../../shared/dates';
import { badInput, notFound } from '../../shared/errors';
import { orderedIds, writeOrder } from '../../shared/ordering';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ItemLinksService } from '../item-links/item-links.service';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus, HabitDayChangeKind } from '../../shared/events';
import type { User } from '../users/user.entity';
import { HabitHistory, type HabitFigures } from './habit-history';
import { scheduleColumns, settingsOf, targetOf, versionsOf, type SettingsRow } from './habit-settings';
import { dayHabit, habitEntry, type DayHabit, type HabitEntry, type HabitPeriodProgress, type HabitSettingsInput, type HabitStats } from './habits.types';
import { addDays, daysBetween, type PlainDay } from '../../shared/time/days';
import { adherence } from './rules/score';
import { assertSkippable, settingsOn, stateForValue, validateSkipBudget, validateVacation, type CompletionState, type HabitSettings, type HabitHistory as RulesHistory, type Vacation as VacationRange } from './rules/history';
import { parseAmount, validateTarget, type Target } from './rules/quantity';
import { DEFAULT_SCHEDULE, MAX_PERIOD_DAYS, validateSchedule, type Schedule } from './rules/schedule';
import { agendaOn, evaluateHabit, periodProgress, type DayAgenda } from './rules/streaks';
import { UserHabit } from './user-habit.entity';
import { RawRows } from '../../db/raw-rows';
import { UserGoal } from '../goals/user-goal.entity';
import { assertUsersGoal } from '../goals/owned-goal';
import { CatalogueItem, OwnItem } from '../catalogue/item.entity';
import { LinkedItemRows } from '../catalogue/linked-item-rows';
import type { ItemRef } from '../catalogue/catalogue.service';
import { Vacation } from './vacation.entity';
import { prepared, queryPrepared } from '../../db/prepared';
import { entriesJsonList, settingsJsonList, vacationsJsonList } from './sql-fragments';
import { HabitSettingsVersion } from './habit-settings-version.entity';
import { sqlTable } from '../../db/sql-names';
import { connectionOf, keysetWindow, type Connection, type PageInfo, type PageRequest } from '../../shared/pagination';
import { HabitCompletion } from './habit-completion.entity';
import { HabitGoal } from './habit-goal.entity';
import { HabitDayNote } from './habit-day-note.entity';
import { HabitDayChange } from './habit-day-change.entity';
import { outboxWindowStart } from '../idempotency/idempotency.service';
import { habitsText } from './habits.messages';

/** The columns of `HabitsService.onDashboard`'s rows after the habit's and its item's. */
type DashboardExtras = [
  dayState: CompletionState | null, dayValue: string | null,
  periodEntries: Array<[PlainDay, CompletionState, number | null]> | null,
  goals: Array<{ goal: Record<string, unknown>; item: Record<string, unknown> }>,
  vacations: VacationRange[],
  firstEntry: PlainDay | null,
  settings: SettingsRow[] | null,
];

/**
 * Whether a past day's freeze may be asked of a habit: it has a skip budget, or had one (its
 * settings changed). Such a habit is read over its whole history up to the day's periods, as a
 * freeze depends on the streak that ran into the day and the month's freezes before it.
 */
function mayBeFrozen(habit: UserHabit, day: PlainDay, today: PlainDay, changed: boolean): boolean {
  return day < today && (habit.skipBudget > 0 || changed);
}

/**
 * A habit on a day by the rules over its history: status, the day's amount, period progress,
 * and (`wholeHistory`: read from its first day) whether a freeze covered the day.
 */
function judgedOn(habit: UserHabit, day: PlainDay, history: RulesHistory, today: PlainDay, wholeHistory = false): DayHabit {
  const entry = history.entries.find((e) => e.day === day);
  let period: HabitPeriodProgress | null = null;
  if (settingsOn(history, day).schedule.kind === 'per_period') {
    const progress = periodProgress(history, day, today);
    period = { start: progress.start, end: progress.end, done: progress.done, quota: progress.quota, countedFrom: progress.countedFrom };
  }
  const agenda = agendaOn(history, day, today);
  // A day's verdict is settled by the end of its period (31 days at most): the walk stops there.
  const settled = addDays(day, MAX_PERIOD_DAYS);
  const frozen = wholeHistory && agenda === 'to_do'
    && evaluateHabit(history, settled < today ? settled : today).days.find((verdict) => verdict.day === day)?.status === 'frozen';
  return dayHabit(habit, day, agenda, entry, period, frozen);
}

/**
 * SQL that re-judges a habit's stored amounts against its target ($2 unit-less: yes/no) from
 * the day the target took effect ($4; null: every day) on: earlier days keep the verdict of
 * their own target.
 */
function rederiveStates(db: DataSource | EntityManager): string {
  const { table, col } = sqlTable(db, HabitCompletion);
  return `
  UPDATE ${table} SET ${col.state} = CASE
      WHEN $2::bigint IS NULL OR ($3 = 'AT_LEAST' AND ${col.valueMilli} >= $2) OR ($3 = 'AT_MOST' AND ${col.valueMilli} <= $2) THEN 'done'
      ELSE 'unmet' END
   WHERE ${col.userId} = $5 AND ${col.userHabitId} = $1 AND ${col.valueMilli} IS NOT NULL AND ($4::date IS NULL OR ${col.day} >= $4::date)`;
}

/**
 * SQL that keeps a habit's settings from the day they take effect ($2): user_habits' settings
 * now, copied into habit_settings_history. `first`: only when the habit has no row yet (its
 * settings until a change, from its first day); else a second change on one day replaces
 * that day's row.
 */
function keepSettings(db: DataSource | EntityManager, first: boolean): string {
  const h = sqlTable(db, UserHabit, 'h');
  const { table, col } = sqlTable(db, HabitSettingsVersion);
  const columns = ['scheduleKind', 'weekdays', 'freqNum', 'freqDen', 'unit', 'targetMilli', 'direction', 'skipBudget'] as const;
  return `
  INSERT INTO ${table} (${col.userId}, ${col.userHabitId}, ${col.effectiveFrom}, ${columns.map((name) => col[name]).join(', ')})
  SELECT ${h.c.userId}, ${h.c.id}, $2::date, ${columns.map((name) => h.c[name]).join(', ')} FROM ${h.from} WHERE ${h.c.userId} = $3 AND ${h.c.id} = $1
  ${first
    ? `AND NOT EXISTS (SELECT 1 FROM ${table} WHERE ${col.userId} = $3 AND ${col.userHabitId} = $1)`
    : `ON CONFLICT (${col.userId}, ${col.userHabitId}, ${col.effectiveFrom}) DO UPDATE SET ${columns.map((name) => `${col[name]} = EXCLUDED.${col[name]}`).join(', ')}`}`;
}

/**
 * REST populatehabits (and getuserhabits): each habit link of the user with its done days
 * ($2: from this day on; null: all) and the ids of the goals it serves, one JSON text per
 * link, built by PostgreSQL. The link and
 * its item go through json_build_object (it escapes the texts); the history, dates and
 * constants only, is string_agg'd over the completions' primary key (user_habit_id, day):
 * measured on the benchmark's user (50 habits, 2 years), json_agg of json_build_object per
 * day cost twice as much. to_json writes a date as ISO 8601 whatever the server's DateStyle.
 * The shape is habitLinkJson's (habits.rest.ts), text for text: habit-link-json.test.ts holds them equal.
 */
function historyJsonStatement(db: DataSource, paged = false): string {
  const l = sqlTable(db, UserHabit, 'l');
  const ci = sqlTable(db, CatalogueItem, 'ci');
  const oi = sqlTable(db, OwnItem, 'oi');
  // The item is built in or the user's own: one of the two outer joins finds it.
  const i = (property: 'id' | 'text' | 'headline' | 'category' | 'description' | 'img') => `coalesce(${ci.c[property]}, ${oi.c[property]})`;
  const c = sqlTable(db, HabitCompletion, 'c');
  const hg = sqlTable(db, HabitGoal, 'hg');
  const g = sqlTable(db, UserGoal, 'g');
  return `
  SELECT left(json_build_object(
      '_id', ${l.c.id},
      'habit', json_build_object('_id', ${i('id')}, 'text', ${i('text')}, 'headline', ${i('headline')}, 'category', ${i('category')},
        'description', ${i('description')}, 'img', ${i('img')}, 'user', ${oi.c.userId}))::text, -1)
    || ',"completionHistory":[' || coalesce((
        SELECT string_agg('{"date":' || to_json(${c.c.day})::text || ',"completed":true}', ',' ORDER BY ${c.c.day})
          FROM ${c.from}
         WHERE ${c.c.userId} = $1 AND ${c.c.userHabitId} = ${l.c.id} AND ${c.c.state} = 'done' AND ($2::date IS NULL OR ${c.c.day} >= $2::date)), '')
    || '],"status":"active","goals":' || coalesce((
        SELECT json_agg(${g.c.id} ORDER BY ${g.c.position}, ${g.c.createdAt})
          FROM ${hg.from} JOIN ${g.from} ON ${g.c.userId} = ${hg.c.userId} AND ${g.c.id} = ${hg.c.userGoalId}
         WHERE ${hg.c.userId} = $1 AND ${hg.c.userHabitId} = ${l.c.id}), '[]')::text
    || '}' AS link
    FROM ${l.from} LEFT JOIN ${ci.from} ON ${ci.c.id} = ${l.c.catalogueItemId}
      LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${l.c.userId} AND ${oi.c.id} = ${l.c.itemId}
   WHERE ${l.c.userId} = $1${paged ? ` AND ${l.c.id} = ANY($3::uuid[])` : ''}
   ORDER BY ${paged ? `array_position($3::uuid[], ${l.c.id})` : `${l.c.position}, ${l.c.createdAt}`}`;
}

/** Rows fetched from the history's cursor at a time: a few links' worth of JSON. */
const HISTORY_BATCH = 16;

/**
 * Whether the user is on vacation on the day: the SQL condition, for a statement that asks it
 * of many users at once (the reminder batch's summaries) with its own column names.
 */
export function onVacationSql(db: DataSource | EntityManager, userId: string, day: string): string {
  const { c, from } = sqlTable(db, Vacation, 'v');
  return `EXISTS (SELECT 1 FROM ${from} WHERE ${c.userId} = ${userId} AND ${day} BETWEEN ${c.startDay} AND ${c.endDay})`;
}

/** Entries an import writes at a time: a few thousand rows per statement. */
const ENTRY_BATCH = 5000;

/** A habit of the user's as an import merges with it (by name). */
export interface HabitForImport { id: string; name: string; unit: string | null; target_milli: string | null; direction: 'AT_LEAST' | 'AT_MOST' | null }
/** A habit an import writes: its item (found or created by the catalogue) and its settings. */
export interface ImportedHabitRow {
  item: ItemRef; position: number; addedAt: string | null; schedule: Schedule; target: Target | null; skipBudget: number;
  /** Its settings with the day each took effect (a Cairn export's); absent: its settings on every day (no row, as a habit never changed). */
  settingsHistory?: ReadonlyArray<{ from: string; schedule: Schedule; target: Target | null; skipBudget: number }>;
}
/** A day an import writes. */
export interface ImportedEntryRow { day: string; state: string; valueMilli: number | null }
/** A day's note, whatever the day's state (a day with no entry may hold one). */
export interface ImportedNoteRow { day: string; note: string }

export class HabitsService extends ItemLinksService<UserHabit> {
  /** Counts over the habits' past, for trends, stats and the motivation message. */
  readonly history: HabitHistory;

  constructor(db: DataSource, catalogue: CatalogueService, live: LiveUpdates, private readonly events: EventBus) {
    super(db, UserHabit, ItemKind.HABIT, catalogue, live);
    this.history = new HabitHistory(db);
  }

  /** Each habit comes with the goals it serves (and their items), in the same statement. */
  protected override withRelations(query: SelectQueryBuilder<UserHabit>): SelectQueryBuilder<UserHabit> {
    return query.leftJoinAndSelect('link.servedGoals', 'served').leftJoinAndSelect('served.goal', 'goal')
      .leftJoinAndSelect('goal.catalogueItem', 'goalCatalogueItem').leftJoinAndSelect('goal.ownItem', 'goalOwnItem')
      .addOrderBy('goal.position', 'ASC').addOrderBy('goal.createdAt', 'ASC');
  }

  /**
   * A catalogue habit starts with the default schedule; the user changes it on the Habits page.
   * With `goalId` ("Proceed to habits", a goal's suggestions) it serves that goal from the
   * start, in the same transaction: one of the user's goals, else nothing is added.
   */
  override add(user: User, itemId: string, goalId?: string | null): Promise<UserHabit> {
    return this.addWith(user, itemId, scheduleColumns(DEFAULT_SCHEDULE), goalId === undefined || goalId === null ? undefined : {
      // A habit added for a goal serves it from the start: the goal must be the user's (and is
      // held, FOR SHARE, so that it cannot go away before the link is written).
      before: (manager) => assertUsersGoal(manager, user.id, goalId, 'share'),
      after: async (manager, habitId) => {
        await manager.insert(HabitGoal, { userId: user.id, userHabitId: habitId, userGoalId: goalId });
      },
      topic: 'goals',
    });
  }

  /**
   * Marks the habit done on `day` or not done. Done on a skipped day makes it done; a measured
   * habit records its target amount (unless the day's amount already meets it). Not done
   * removes the day's entry, but leaves a skip alone. Doing either twice changes nothing.
   * `madeAt`: when the change was made (an offline outbox's, issue 28): see `changeDay`.
   */
  async setDone(user: User, id: string, day: unknown, done: boolean, madeAt = new Date()): Promise<DayHabit> {
    return this.changeDay(user, id, day, madeAt, done ? 'done' : 'undone', async (habit, checkedDay) => {
      if (!done) return (manager) => manager.delete(HabitCompletion, { userId: user.id, userHabitId: habit.id, day: checkedDay, state: Not('skipped') });
      const { target } = await this.settingsOnDay(habit, checkedDay);
      // A day already done keeps its amount: the conflict's update has a condition, which QueryBuilder's upsert cannot say.
      const { table, col } = sqlTable(this.db, HabitCompletion);
      return (manager) => manager.query(
        `INSERT INTO ${table} (${col.userId}, ${col.userHabitId}, ${col.day}, ${col.state}, ${col.valueMilli}) VALUES ($4, $1, $2, 'done', $3)
         ON CONFLICT (${col.userId}, ${col.userHabitId}, ${col.day}) DO UPDATE SET ${col.state} = 'done', ${col.valueMilli} = EXCLUDED.${col.valueMilli}
          WHERE ${table}.${col.state} <> 'done'`,
        [habit.id, checkedDay, target ? target.amount : null, user.id]);
    });
  }

  /** The day's amount (a decimal string), judged against the target; null clears the day's entry. */
  async setValue(user: User, id: string, day: unknown, value: unknown, madeAt = new Date()): Promise<DayHabit> {
    return this.changeDay(user, id, day, madeAt, value === null || value === undefined ? 'cleared' : 'amount', async (habit, checkedDay) => {
      if (value === null || value === undefined) return (manager) => manager.delete(HabitCompletion, { userId: user.id, userHabitId: habit.id, day: checkedDay });
      const milli = parseAmount(value);
      const { target } = await this.settingsOnDay(habit, checkedDay);
      return (manager) => this.upsertEntry(manager, { userId: user.id, userHabitId: habit.id, day: checkedDay, state: stateForValue(milli, target), valueMilli: milli });
    });
  }

  /** Marks a due day skipped (neither breaks nor extends the streak), or takes the skip back. */
  async setSkipped(user: User, id: string, day: unknown, skipped: boolean, madeAt = new Date()): Promise<DayHabit> {
    return this.changeDay(user, id, day, madeAt, skipped ? 'skipped' : 'unskipped', async (habit, checkedDay) => {
      if (!skipped) return (manager) => manager.delete(HabitCompletion, { userId: user.id, userHabitId: habit.id, day: checkedDay, state: 'skipped' });
      const vacations = await this.vacationsBetween(user, checkedDay, checkedDay);
      assertSkippable({ schedule: (await this.settingsOnDay(habit, checkedDay)).schedule, vacations }, checkedDay);
      return (manager) => this.upsertEntry(manager, { userId: user.id, userHabitId: habit.id, day: checkedDay, state: 'skipped', valueMilli: null });
    });
  }

  /**
   * One change to a habit's day, by issue 28's rule: the change made last wins. `plan` reads and
   * checks what the change needs (on the pool: the transaction then holds one connection) and
   * answers its write. `madeAt` (the time it was made, already bounded by the server's clock) is
   * checked against the day's last recorded change in the write's transaction: an older change
   * (an offline outbox's, sent after a newer one from another device) is not applied, and the
   * answer is the day as it stands. The day is the one the change names (the day on screen when
   * it was made), whenever it arrives.
   */
  private async changeDay(
    user: User, id: string, day: unknown, madeAt: Date, change: HabitDayChangeKind,
    plan: (habit: UserHabit, day: PlainDay) => Promise<(manager: EntityManager) => Promise<unknown>>,
  ): Promise<DayHabit> {
    const habit = await this.owned(user, id);
    const checkedDay = parseUserDay(user, day);
    const write = await plan(habit, checkedDay);
    const applied = await this.db.transaction(async (manager) => {
      const { table, col } = sqlTable(this.db, HabitDayChange);
      // The habit's changes older than the outbox's window are forgotten on the way (no change
      // still to come can be older): each user's own, through the key, with no index of times.
      const newest: unknown[] = await manager.query(
        `INSERT INTO ${table} AS t (${col.userId}, ${col.userHabitId}, ${col.changes}) VALUES ($4, $1, jsonb_build_object($2::text, $3::timestamptz))
         ON CONFLICT (${col.userId}, ${col.userHabitId}) DO UPDATE
           SET ${col.changes} = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}') FROM jsonb_each(t.${col.changes}) e
                                  WHERE e.key <> $2::text AND (e.value #>> '{}')::timestamptz >= $5) || EXCLUDED.${col.changes}
           WHERE coalesce((t.${col.changes} ->> $2::text)::timestamptz, '-infinity') <= $3::timestamptz
         RETURNING 1`,
        [habit.id, checkedDay, madeAt, user.id, outboxWindowStart(madeAt)]);
      if (newest.length === 0) return false;
      await write(manager);
      await this.events.emit('habitDayChanged', { db: manager, userId: user.id, habitId: habit.id, day: checkedDay, change });
      return true;
    });
    if (applied) {
      await this.live.publish(user.id, 'dashboard');
      if (habit.goals?.length) await this.live.publish(user.id, 'goals'); // the goals it serves: their adherence moved
    }
    return this.dayOf(user, habit, checkedDay);
  }

  /**
   * The settings in effect on `day` (rules' settingsOn over the habit's versions): an amount
   * entered on a past day is judged by the target of that day. One statement.
   */
  private async settingsOnDay(habit: UserHabit, day: PlainDay): Promise<HabitSettings> {
    const rows = await this.db.getRepository(HabitSettingsVersion).find({ where: { userId: habit.userId, userHabitId: habit.id }, order: { effectiveFrom: 'ASC' } });
    const versions = rows.length > 1 ? rows.map((row) => ({ from: row.effectiveFrom, ...settingsOf(row) })) : undefined;
    return settingsOn({ ...settingsOf(habit), versions }, day);
  }

  /** The day's entry written, or rewritten: its state and amount (its note stays). */
  private async upsertEntry(manager: EntityManager, entry: Pick<HabitCompletion, 'userId' | 'userHabitId' | 'day' | 'state' | 'valueMilli'>): Promise<void> {
    const { col } = sqlTable(this.db, HabitCompletion);
    await manager.createQueryBuilder().insert().into(HabitCompletion).values(entry)
      .orUpdate([col.state, col.valueMilli], [col.userId, col.userHabitId, col.day]).updateEntity(false).execute();
  }

  /**
   * Schedule, measured target and skip budget; each checked before anything is written. The
   * change takes effect from the user's today (issue 25 case 11): habit_settings_history keeps
   * the settings with the day they took effect, and earlier days keep their verdict. A new
   * target re-judges the stored amounts from today on in one UPDATE; yes/no days from today on
   * done before a target existed are taken to have met it (they record the target amount).
   */
  async updateSettings(user: User, id: string, input: HabitSettingsInput): Promise<UserHabit> {
    const habit = await this.owned(user, id);
    const schedule = input.schedule ? validateSchedule({ ...input.schedule, weekdays: input.schedule.weekdays ?? undefined, times: input.schedule.times ?? undefined, days: input.schedule.days ?? undefined }) : null;
    if (input.target && input.clearTarget === true) throw badInput(habitsText('targetOrClear'));
    if (input.target && (typeof input.target.unit !== 'string' || !input.target.unit.trim())) throw badInput(habitsText('targetUnit'));
    const target = input.target ? validateTarget(input.target) : null;
    const skipBudget = input.skipBudget !== undefined && input.skipBudget !== null ? validateSkipBudget(input.skipBudget) : null;
    await this.db.transaction(async (manager) => {
      const changes: Partial<UserHabit> = {
        ...(schedule ? scheduleColumns(schedule) : {}),
        ...(skipBudget !== null ? { skipBudget } : {}),
        ...(target ? { unit: target.unit, targetMilli: target.amount, direction: target.direction } : {}),
        ...(input.clearTarget === true ? { unit: null, targetMilli: null, direction: null } : {}),
      };
      if (!Object.keys(changes).length) return;
      const today = userToday(user);
      const since = HabitHistory.since(user, habit);
      // The settings until now judge the days before today: a habit's first row, from its first day.
      await manager.query(keepSettings(manager, true), [habit.id, since < today ? since : today, user.id]);
      await manager.update(UserHabit, { userId: user.id, id: habit.id }, changes);
      await manager.query(keepSettings(manager, false), [habit.id, today, user.id]);
      // The new settings judge the days from today on; when today's row is the first (the habit
      // was added today), every day before it too, as the first row does.
      const earlier = await manager.existsBy(HabitSettingsVersion, { userId: user.id, userHabitId: habit.id, effectiveFrom: LessThan(today) });
      if (target && !targetOf(habit)) {
        await manager.update(HabitCompletion, { userId: user.id, userHabitId: habit.id, state: 'done', valueMilli: IsNull(), ...(earlier ? { day: MoreThanOrEqual(today) } : {}) }, { valueMilli: target.amount });
      }
      if (target || input.clearTarget === true) await manager.query(rederiveStates(manager), [habit.id, target?.amount ?? null, target?.direction ?? null, earlier ? today : null, user.id]);
    });
    await this.live.publish(user.id, 'dashboard');
    if (habit.goals?.length) await this.live.publish(user.id, 'goals'); // a new schedule or target re-judges the goals' adherence
    return this.owned(user, habit.id);
  }

  /** One habit on one day, as the dashboard shows it: for a mutation's answer. */
  async dayOf(user: User, habit: UserHabit, day: PlainDay): Promise<DayHabit> {
    return (await this.onDay(user, [habit], day))[0];
  }

  /**
   * The habits on `day`: status, amount and period progress, by the rules over the entries of
   * the periods around the day and the vacations overlapping them. One statement.
   */
  async onDay(user: User, habits: readonly UserHabit[], day: PlainDay): Promise<DayHabit[]> {
    const today = userToday(user);
    const histories = await this.history.window(user, habits, addDays(day, -MAX_PERIOD_DAYS), addDays(day, MAX_PERIOD_DAYS), day, today);
    return habits.map((habit) => {
      const history = histories.get(habit.id)!;
      return judgedOn(habit, day, history, today, mayBeFrozen(habit, day, today, history.versions !== undefined));
    });
  }

  /**
   * The Work screen's habits on `day`, as `onDay` judges them, in one statement whatever the
   * number of habits, days and vacations: each habit link (in the user's order) with its item,
   * the goals it serves (with theirs), that day's entry, for a `per_period` habit the entries of
   * the periods around the day, and the user's vacations overlapping those periods. The
   * columns are the entities', named and mapped once (issue 19: no query building or entity
   * hydration on the dashboard's path; rows, which cost PostgreSQL a fifth of building JSON).
   */
  async onDashboard(user: User, day: PlainDay): Promise<DayHabit[]> {
    const { habit, item, goal, goalItem } = this.dayRows();
    this.dashboardText ??= this.dashboardStatement();
    const from = addDays(day, -MAX_PERIOD_DAYS);
    const today = userToday(user);
    const rows = await queryPrepared<unknown[]>(this.db, this.dashboardText, [user.id, day, from, addDays(day, MAX_PERIOD_DAYS), today]);
    return rows.map((values) => {
      const link = habit.mapAt(values, 0)!;
      link.item = item.mapAt(values, habit.width)!;
      const [dayState, dayValue, periodEntries, goals, vacations, firstEntry, settings] = values.slice(habit.width + item.width) as DashboardExtras;
      link.goals = goals.map((served) => {
        const found = goal.map(served.goal)!;
        found.item = goalItem.map(served.item)!;
        return found;
      });
      // A habit whose settings changed is read over the window too (periodEntries): its day may be a period's.
      const versions = versionsOf(settings);
      const whole = mayBeFrozen(link, day, today, versions !== undefined);
      const periodic = whole || link.scheduleKind === 'per_period' || versions !== undefined;
      const entries = periodic ? (periodEntries ?? []).map(([entryDay, state, value]) => ({ day: entryDay, state, value }))
        : dayState ? [{ day, state: dayState, value: dayValue === null ? null : Number(dayValue) }] : [];
      const since = whole ? HabitHistory.since(user, link, firstEntry) : periodic ? HabitHistory.windowSince(user, link, firstEntry, from) : day;
      return judgedOn(link, day, HabitHistory.rulesHistory(user, link, entries, vacations, since, versions), today, whole);
    });
  }

  /** onDashboard's statement, its tables and columns named by the entities: built once, sent as a prepared statement. */
  private dashboardStatement(): string {
    const { habit, item, goal, goalItem } = this.dayRows();
    const [l, g] = [sqlTable(this.db, UserHabit, 'l'), sqlTable(this.db, UserGoal, 'g')];
    const entries = sqlTable(this.db, HabitCompletion, 'c');
    const vacations = sqlTable(this.db, Vacation, 'v');
    const hg = sqlTable(this.db, HabitGoal, 'hg');
    const versions = sqlTable(this.db, HabitSettingsVersion, 's');
    const [c, v, s] = [entries.c, vacations.c, versions.c];
    // Judged over the periods around the day: a per_period habit, or one whose settings changed (sv.list not null);
    // over its whole history up to them, a past day of a habit a freeze may have covered (judgedOn's mayBeFrozen).
    const whole = `($2::date < $5::date AND (${l.c.skipBudget} > 0 OR sv.list IS NOT NULL))`;
    const wide = `(${l.c.scheduleKind} = 'per_period' OR sv.list IS NOT NULL OR ${whole})`;
    return prepared(`
      SELECT ${habit.select(l.alias)}, ${item.select()}, d.state AS day_state, d.value_milli AS day_value,
             CASE WHEN NOT ${whole} AND ${wide} THEN (
               SELECT ${entriesJsonList(entries)}
                 FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${l.c.id} AND ${c.day} BETWEEN $3::date AND $4::date)
               WHEN ${whole} THEN (
               SELECT ${entriesJsonList(entries)}
                 FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${l.c.id} AND ${c.day} <= $4::date) END AS period_entries,
             coalesce(served.goals, '[]') AS goals,
             (SELECT ${vacationsJsonList(vacations)}
                FROM ${vacations.from} WHERE ${v.userId} = $1 AND (${v.endDay} >= $3::date OR $2::date < $5::date) AND ${v.startDay} <= $4::date) AS vacations,
             -- The habit's first day filled in, over all its history (one index probe): its first period's quota depends on it.
             CASE WHEN ${wide} THEN (
               SELECT to_char(${c.day}, 'YYYY-MM-DD') FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${l.c.id} ORDER BY ${c.day} LIMIT 1) END AS first_entry,
             sv.list AS settings
        FROM ${l.from}
        ${item.joins(l.c)}
        -- The habit's settings versions, when they changed (one probe of the versions' key).
        CROSS JOIN LATERAL (SELECT ${settingsJsonList(versions)} FROM ${versions.from} WHERE ${s.userId} = $1 AND ${s.userHabitId} = ${l.c.id}) sv(list)
        -- The habit's own entry by its primary key, never every user's entries of the day: LIMIT
        -- keeps the planner from folding the lookup into a join (the key allows one row anyway).
        LEFT JOIN LATERAL (SELECT ${c.state} AS state, ${c.valueMilli} AS value_milli FROM ${entries.from}
                            WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${l.c.id} AND ${c.day} = $2::date LIMIT 1) d ON true
        LEFT JOIN (
          SELECT ${hg.c.userHabitId} AS user_habit_id,
                 json_agg(json_build_object('goal', ${goal.json(g.alias)}, 'item', ${goalItem.json()}) ORDER BY ${g.c.position}, ${g.c.createdAt}) AS goals
            FROM ${hg.from} JOIN ${g.from} ON ${g.c.userId} = ${hg.c.userId} AND ${g.c.id} = ${hg.c.userGoalId}
            ${goalItem.joins(g.c)}
           WHERE ${hg.c.userId} = $1
           GROUP BY ${hg.c.userHabitId}) served ON served.user_habit_id = ${l.c.id}
       WHERE ${l.c.userId} = $1
       ORDER BY ${l.c.position}, ${l.c.createdAt}`, { arrays: true });
  }

  private dayRowMappers?: { habit: RawRows<UserHabit>; item: LinkedItemRows; goal: RawRows<UserGoal>; goalItem: LinkedItemRows };
  private dashboardText?: string;
  private historyText?: string;
  private historyPageText?: string;
  private agendasText?: string;
  private linkGoalText?: string;
  private unlinkGoalText?: string;

  private dayRows() {
    this.dayRowMappers ??= {
      habit: new RawRows(this.db, UserHabit, 'l'), item: new LinkedItemRows(this.db, 'i'),
      goal: new RawRows(this.db, UserGoal, 'g'), goalItem: new LinkedItemRows(this.db, 'gi'),
    };
    return this.dayRowMappers;
  }

  /** Current and best streak, score and freezes of each habit, for the user's today. One statement. */
  async stats(user: User, habits: readonly UserHabit[]): Promise<Map<string, HabitStats>> {
    const today = userToday(user);
    const figures: Map<string, HabitFigures> = await this.history.figures(user, habits, today, today, today);
    return new Map([...figures].map(([id, f]) => [id, { currentStreak: f.currentStreak, bestStreak: f.bestStreak, score: f.score, freezesSpent: f.freezesSpent, streakFreezes: f.streakFreezes }]));
  }

  /**
   * Each habit's due occasions done and due over [from, to] (rules' adherence), and the days of
   * the range it was held: for the motivation message. One statement.
   */
  async weekFigures(user: User, habits: readonly UserHabit[], from: PlainDay, to: PlainDay): Promise<Array<{ text: string; done: number; due: number; held: number }>> {
    const today = userToday(user);
    const histories = await this.history.window(user, habits, addDays(from, -MAX_PERIOD_DAYS), to);
    return habits.map((habit) => {
      const history = histories.get(habit.id)!;
      const { done, due } = adherence(history, today, from, to);
      const first = history.entries.reduce((min, entry) => (entry.day < min ? entry.day : min), history.since);
      const held = first > to ? 0 : daysBetween(first > from ? first : from, to) + 1;
      return { text: habit.item!.text, done, due, held };
    });
  }

  /** The new order of the user's habits, written in one transaction. */
  async reorder(user: User, ids: readonly string[]): Promise<UserHabit[]> {
    const order = orderedIds(ids, 'habits');
    await writeOrder(this.db, UserHabit, user.id, order, 'Habit');
    await this.live.publish(user.id, 'dashboard');
    return (await this.list(user)).filter((habit) => order.includes(habit.id));
  }

  /**
   * A page of the habit links with their done days, as historyJson answers them, oldest first
   * (see page): the page's window (one statement), and its links' JSON texts (one more).
   */
  async historyPage(user: User, from: PlainDay | null, request: PageRequest): Promise<{ pageInfo: PageInfo; links: AsyncGenerator<string> }> {
    const window = await this.pageWindow(user, null, request);
    return { pageInfo: { hasNextPage: window.hasNextPage, endCursor: window.endCursor }, links: this.historyJson(user, from, window.ids) };
  }

  /**
   * The user's habit links with their done days (from `from` on, else all), as JSON texts in the
   * user's order, read from a cursor a few at a time: the answer streams out as PostgreSQL makes
   * it, and no list of rows or entities is ever held. Leaving the loop early closes the cursor.
   */
  async *historyJson(user: User, from: PlainDay | null, ids?: readonly string[]): AsyncGenerator<string> {
    if (ids && !ids.length) return;
    const runner = this.db.createQueryRunner();
    // PostgresQueryRunner.connect answers node-postgres' pool client.
    const client = (await runner.connect()) as PoolClient;
    const parameters = ids ? [user.id, from, ids] : [user.id, from];
    const text = ids ? (this.historyPageText ??= historyJsonStatement(this.db, true)) : (this.historyText ??= historyJsonStatement(this.db));
    this.db.logger.logQuery(text, parameters, runner);
    const rows = client.query(new QueryStream(text, parameters, { batchSize: HISTORY_BATCH, rowMode: 'array' }));
    try {
      for await (const row of rows as AsyncIterable<[string]>) yield row[0];
    } finally {
      // The cursor closes (at its end, or at once when the client went away) before the
      // connection goes back to the pool.
      if (!rows.closed) {
        const closed = new Promise((resolve) => rows.once('close', resolve));
        if (!rows.readableEnded) rows.destroy();
        await closed;
      }
      await runner.release();
    }
  }

  /**
   * The status by the rules (agendaOn) of each habit on each day asked, as onDay judges it, for
   * any number of users, habits and days in one statement: the reminder worker's batch. A
   * `per_period` habit is judged over the entries around its day; any other by that day's entry.
   */
  async agendas(asks: ReadonlyArray<{ user: User; habit: UserHabit; day: PlainDay }>): Promise<DayAgenda[]> {
    if (!asks.length) return [];
    const periodic = (habit: UserHabit) => habit.scheduleKind === 'per_period';
    if (!this.agendasText) {
      const entries = sqlTable(this.db, HabitCompletion, 'c');
      const vacations = sqlTable(this.db, Vacation, 'v');
      const versions = sqlTable(this.db, HabitSettingsVersion, 's');
      const [c, v, s] = [entries.c, vacations.c, versions.c];
      // A habit whose settings changed is read around its day like a per_period one (its day may be a period's).
      this.agendasText = `SELECT (SELECT to_char(${c.day}, 'YYYY-MM-DD') FROM ${entries.from} WHERE y.reach > 0 AND ${c.userId} = x.user_id AND ${c.userHabitId} = x.habit_id ORDER BY ${c.day} LIMIT 1) AS first,
              (SELECT ${entriesJsonList(entries)}
                 FROM ${entries.from} WHERE ${c.userId} = x.user_id AND ${c.userHabitId} = x.habit_id AND ${c.day} BETWEEN x.day - y.reach AND x.day + y.reach) AS entries,
              (SELECT ${vacationsJsonList(vacations)}
                 FROM ${vacations.from} WHERE ${v.userId} = x.user_id AND ${v.endDay} >= x.day - $5::int AND ${v.startDay} <= x.day + $5::int) AS vacations,
              sv.list AS settings
         FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::int[]) WITH ORDINALITY AS x(habit_id, user_id, day, reach, n)
        CROSS JOIN LATERAL (SELECT ${settingsJsonList(versions)} FROM ${versions.from} WHERE ${s.userId} = x.user_id AND ${s.userHabitId} = x.habit_id) sv(list)
        CROSS JOIN LATERAL (SELECT CASE WHEN sv.list IS NOT NULL THEN $5::int ELSE x.reach END AS reach) y
        ORDER BY x.n`;
    }
    const rows: Array<{ entries: Array<[PlainDay, CompletionState, number | null]>; vacations: VacationRange[]; first: PlainDay | null; settings: SettingsRow[] | null }> = await this.db.query(
      this.agendasText,
      [asks.map((a) => a.habit.id), asks.map((a) => a.user.id), asks.map((a) => a.day), asks.map((a) => (periodic(a.habit) ? MAX_PERIOD_DAYS : 0)), MAX_PERIOD_DAYS]);
    return asks.map(({ user, habit, day }, i) => {
      const from = addDays(day, -MAX_PERIOD_DAYS);
      const versions = versionsOf(rows[i].settings);
      const since = periodic(habit) || versions ? HabitHistory.windowSince(user, habit, rows[i].first, from) : day;
      const entries = rows[i].entries.map(([entryDay, state, value]) => ({ day: entryDay, state, value }));
      return agendaOn(HabitHistory.rulesHistory(user, habit, entries, rows[i].vacations, since, versions), day, userToday(user));
    });
  }

  // Vacations: date ranges in which none of the user's habits is due.

  /** The user's vacations, in order. */
  vacations(user: User): Promise<Vacation[]> {
    return this.db.getRepository(Vacation).find({ where: { userId: user.id }, order: { startDay: 'ASC' } });
  }

  /**
   * A page of one of the user's habits' history: the days it has an entry (done, short of the
   * target, skipped), newest first. The day is the key (one entry per habit and day): three
   * statements (the habit, the keyset through the primary key, the page's entries).
   */
  async historyEntries(user: User, habitId: string, request: PageRequest): Promise<Connection<HabitEntry>> {
    const habit = await this.owned(user, habitId);
    const { from, c } = sqlTable(this.db, HabitCompletion, 'c');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1 AND ${c.userHabitId} = $2`, params: [user.id, habit.id], key: [{ column: c.day, type: 'date' }], direction: 'DESC',
    }, request);
    const entries = window.ids.length ? await this.db.getRepository(HabitCompletion).findBy({ userId: user.id, userHabitId: habit.id, day: In(window.ids) }) : [];
    return connectionOf(window, entries.map((entry) => habitEntry(habit, entry)), (entry) => entry.day);
  }

  /**
   * A page of the user's vacations, in order as vacations answers them (by first day, which no
   * two share, then id): two statements, the keyset through vacations_user_start_idx.
   */
  async vacationsPage(user: User, request: PageRequest): Promise<Connection<Vacation>> {
    const { from, c } = sqlTable(this.db, Vacation, 'v');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1`, params: [user.id],
      key: [{ column: c.startDay, type: 'date' }, { column: c.id, type: 'uuid' }], direction: 'ASC',
    }, request);
    const vacations = window.ids.length ? await this.db.getRepository(Vacation).findBy({ id: In(window.ids), userId: user.id }) : [];
    return connectionOf(window, vacations, (vacation) => vacation.id);
  }

  private async vacationsBetween(user: User, from: PlainDay, to: PlainDay): Promise<VacationRange[]> {
    return this.db.getRepository(Vacation).createQueryBuilder('v')
      .select(`to_char(v.startDay, 'YYYY-MM-DD')`, 'start').addSelect(`to_char(v.endDay, 'YYYY-MM-DD')`, 'end')
      .where('v.userId = :userId AND v.endDay >= :from AND v.startDay <= :to', { userId: user.id, from, to })
      .orderBy('v.startDay').getRawMany();
  }

  /** A vacation, any range, set ahead or afterwards; never overlapping another. */
  async addVacation(user: User, start: unknown, end: unknown): Promise<Vacation> {
    const range = validateVacation({ start, end });
    validateVacation(range, await this.vacationsBetween(user, range.start, range.end));
    try {
      const vacation = await this.db.getRepository(Vacation).save({ userId: user.id, startDay: range.start, endDay: range.end });
      await this.live.publish(user.id, 'dashboard');
      await this.live.publish(user.id, 'goals'); // no habit is due in a vacation: the goals' adherence may move
      return vacation;
    } catch (error) {
      // Two adds at once: the exclusion constraint keeps the second out.
      if ((error as { code?: string }).code === '23P01') validateVacation(range, await this.vacationsBetween(user, range.start, range.end));
      throw error;
    }
  }

  async removeVacation(user: User, id: string): Promise<string> {
    const vacation = await this.db.getRepository(Vacation).findOneBy({ userId: user.id, id });
    if (!vacation) throw notFound('Vacation');
    await this.db.getRepository(Vacation).delete({ userId: user.id, id: vacation.id });
    await this.live.publish(user.id, 'dashboard');
    await this.live.publish(user.id, 'goals');
    return vacation.id;
  }

  /** One of the user's habits serves one of their goals from now on (a habit may serve several); answers the goal's id. */
  async linkGoal(user: User, habitId: string, goalId: string): Promise<string> {
    try {
      if (!this.linkGoalText) {
        const { habits, goals, links } = this.linkTables();
        this.linkGoalText = `WITH habit AS (SELECT ${habits.c.id} AS id FROM ${habits.from} WHERE ${habits.c.id} = $1 AND ${habits.c.userId} = $3),
              goal AS (SELECT ${goals.c.id} AS id FROM ${goals.from} WHERE ${goals.c.id} = $2 AND ${goals.c.userId} = $3),
              linked AS (INSERT INTO ${links.table} (${links.col.userId}, ${links.col.userHabitId}, ${links.col.userGoalId}) SELECT $3, habit.id, goal.id FROM habit, goal ON CONFLICT DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM habit) AS habit, EXISTS (SELECT 1 FROM goal) AS goal`;
      }
      const [row] = await this.db.query(this.linkGoalText, [habitId, goalId, user.id]);
      if (!row.habit) throw notFound('Habit');
      if (!row.goal) throw notFound('Goal');
    } catch (error) {
      // A foreign-key violation: the goal (or habit) went away while we were writing.
      if ((error as { code?: string }).code === '23503') throw notFound('Goal');
      throw error;
    }
    await this.live.publish(user.id, 'goals');
    await this.live.publish(user.id, 'dashboard');
    return goalId;
  }

  /** The tables linkGoal and unlinkGoal name. */
  private linkTables() {
    return { habits: sqlTable(this.db, UserHabit, 'h'), goals: sqlTable(this.db, UserGoal, 'g'), links: sqlTable(this.db, HabitGoal) };
  }

  /** The habit no longer serves the goal (both stay); answers the goal's id. */
  async unlinkGoal(user: User, habitId: string, goalId: string): Promise<string> {
    if (!this.unlinkGoalText) {
      const { habits, goals, links } = this.linkTables();
      this.unlinkGoalText = `WITH habit AS (SELECT ${habits.c.id} AS id FROM ${habits.from} WHERE ${habits.c.id} = $1 AND ${habits.c.userId} = $3),
            goal AS (SELECT ${goals.c.id} AS id FROM ${goals.from} WHERE ${goals.c.id} = $2 AND ${goals.c.userId} = $3),
            unlinked AS (DELETE FROM ${links.table} WHERE ${links.col.userId} = $3 AND ${links.col.userHabitId} IN (SELECT id FROM habit) AND ${links.col.userGoalId} IN (SELECT id FROM goal))
       SELECT EXISTS (SELECT 1 FROM habit) AS habit, EXISTS (SELECT 1 FROM goal) AS goal`;
    }
    const [row] = await this.db.query(this.unlinkGoalText, [habitId, goalId, user.id]);
    if (!row.habit) throw notFound('Habit');
    if (!row.goal) throw notFound('Goal');
    await this.live.publish(user.id, 'goals');
    await this.live.publish(user.id, 'dashboard');
    return goalId;
  }

  /** These habits, and every habit of these users, with their items, in one statement (the reminder batch's). */
  async withItems(habits: ReadonlyArray<{ userId: string; id: string }>, userIds: readonly string[]): Promise<UserHabit[]> {
    const wanted = [...habits.map(({ userId, id }) => ({ userId, id })), ...(userIds.length ? [{ userId: In([...userIds]) }] : [])];
    return wanted.length ? this.db.getRepository(UserHabit).find({ where: wanted, relations: { catalogueItem: true, ownItem: true } }) : [];
  }

  /** The goals each of these habits of the user's serves (goal ids), in the user's goal order. One statement. */
  goalLinks(user: User, habitIds: readonly string[]): Promise<Array<{ habit_id: string; goal_id: string }>> {
    return this.db.getRepository(HabitGoal).createQueryBuilder('hg')
      .select('hg.userHabitId', 'habit_id').addSelect('hg.userGoalId', 'goal_id')
      .innerJoin('hg.habit', 'h').innerJoin('hg.goal', 'g')
      .where('h.userId = :userId AND g.userId = :userId AND hg.userHabitId = ANY(:habitIds::uuid[])', { userId: user.id, habitIds })
      .orderBy('g.position').addOrderBy('g.createdAt').addOrderBy('g.id').getRawMany();
  }

  /** The user's habits by lower-cased name, with their targets: what an import merges with. */
  async namedForImport(manager: EntityManager, userId: string): Promise<HabitForImport[]> {
    const h = sqlTable(manager, UserHabit, 'h');
    const ci = sqlTable(manager, CatalogueItem, 'ci');
    const oi = sqlTable(manager, OwnItem, 'oi');
    return manager.query(
      `SELECT ${h.c.id} AS id, lower(coalesce(${ci.c.text}, ${oi.c.text})) AS name, ${h.c.unit} AS unit, ${h.c.targetMilli}::text AS target_milli, ${h.c.direction} AS direction
         FROM ${h.from} LEFT JOIN ${ci.from} ON ${ci.c.id} = ${h.c.catalogueItemId}
         LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${h.c.userId} AND ${oi.c.id} = ${h.c.itemId}
        WHERE ${h.c.userId} = $1`, [userId]);
  }

  /** Which of these (habit, day) pairs already have an entry: one statement for every habit an import merges. */
  async daysPresent(manager: EntityManager, userId: string, ids: readonly string[], days: readonly string[]): Promise<Array<{ id: string; day: string }>> {
    const { c, from } = sqlTable(manager, HabitCompletion, 'c');
    return manager.query(
      `SELECT ${c.userHabitId} AS id, to_char(${c.day}, 'YYYY-MM-DD') AS day FROM unnest($1::uuid[], $2::date[]) AS f(id, day)
         JOIN ${from} ON ${c.userId} = $3 AND ${c.userHabitId} = f.id AND ${c.day} = f.day`, [ids, days, userId]);
  }

  /** An import's new habits: one statement for every one; each has its own item, so the item tells the rows apart. Answers their ids, in order. */
  async importHabits(manager: EntityManager, userId: string, habits: ReadonlyArray<ImportedHabitRow>): Promise<string[]> {
    if (!habits.length) return [];
    // Weekdays go as array literals (unnest would flatten arrays).
    const columns = habits.map((habit) => scheduleColumns(habit.schedule));
    const { table, col } = sqlTable(manager, UserHabit);
    const created: Array<{ id: string; item_id: string }> = await manager.query(
      `INSERT INTO ${table} (${col.userId}, ${col.catalogueItemId}, ${col.itemId}, ${col.position}, ${col.createdAt}, ${col.scheduleKind}, ${col.weekdays}, ${col.freqNum}, ${col.freqDen},
                             ${col.unit}, ${col.targetMilli}, ${col.direction}, ${col.skipBudget})
       SELECT $1, catalogue_item, item, place, coalesce(added, now()), kind, days::smallint[], num, den, unit, target, direction, budget
         FROM unnest($2::uuid[], $3::int[], $4::timestamptz[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[], $10::bigint[], $11::text[], $12::int[], $13::uuid[])
           AS u(item, place, added, kind, days, num, den, unit, target, direction, budget, catalogue_item)
       RETURNING ${col.id} AS id, coalesce(${col.catalogueItemId}, ${col.itemId}) AS item_id`,
      [userId, habits.map((habit) => habit.item.itemId), habits.map((habit) => habit.position), habits.map((habit) => habit.addedAt), columns.map((column) => column.scheduleKind),
        columns.map((column) => (column.weekdays ? `{${column.weekdays.join(',')}}` : null)), columns.map((column) => column.freqNum), columns.map((column) => column.freqDen),
        habits.map((habit) => habit.target?.unit ?? null), habits.map((habit) => habit.target?.amount ?? null), habits.map((habit) => habit.target?.direction ?? null),
        habits.map((habit) => habit.skipBudget), habits.map((habit) => habit.item.catalogueItemId)]);
    const idByItem = new Map(created.map((row) => [row.item_id, row.id]));
    const ids = habits.map((habit) => idByItem.get((habit.item.catalogueItemId ?? habit.item.itemId)!)!);
    // Their settings histories, every version of every habit in one statement.
    const versions = habits.flatMap((habit, i) => (habit.settingsHistory ?? []).map((version) => ({ id: ids[i], ...version, ...scheduleColumns(version.schedule) })));
    if (versions.length) {
      const s = sqlTable(manager, HabitSettingsVersion);
      await manager.query(
        `INSERT INTO ${s.table} (${s.col.userId}, ${s.col.userHabitId}, ${s.col.effectiveFrom}, ${s.col.scheduleKind}, ${s.col.weekdays}, ${s.col.freqNum}, ${s.col.freqDen},
                                 ${s.col.unit}, ${s.col.targetMilli}, ${s.col.direction}, ${s.col.skipBudget})
         SELECT $11, id, day, kind, days::smallint[], num, den, unit, target, direction, budget
           FROM unnest($1::uuid[], $2::date[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::bigint[], $9::text[], $10::int[])
             AS u(id, day, kind, days, num, den, unit, target, direction, budget)`,
        [versions.map((v) => v.id), versions.map((v) => v.from), versions.map((v) => v.scheduleKind), versions.map((v) => (v.weekdays ? `{${v.weekdays.join(',')}}` : null)),
          versions.map((v) => v.freqNum), versions.map((v) => v.freqDen), versions.map((v) => v.target?.unit ?? null), versions.map((v) => v.target?.amount ?? null),
          versions.map((v) => v.target?.direction ?? null), versions.map((v) => v.skipBudget), userId]);
    }
    return ids;
  }

  /**
   * An import's days and notes, every new one of every habit given (an existing day or note is
   * kept), and the habits' runs of done days rebuilt: years of days at once, in one statement,
   * not row by row (see the Imports migration).
   */
  async importEntries(manager: EntityManager, userId: string, habits: ReadonlyArray<{ id: string; entries: readonly ImportedEntryRow[]; notes: readonly ImportedNoteRow[] }>): Promise<void> {
    const notes = sqlTable(manager, HabitDayNote);
    for (const habit of habits) {
      for (let start = 0; start < habit.notes.length; start += ENTRY_BATCH) {
        const batch = habit.notes.slice(start, start + ENTRY_BATCH);
        await manager.query(
          `INSERT INTO ${notes.table} (${notes.col.userId}, ${notes.col.userHabitId}, ${notes.col.day}, ${notes.col.note}) SELECT $4, $1, * FROM unnest($2::date[], $3::text[])
           ON CONFLICT (${notes.col.userId}, ${notes.col.userHabitId}, ${notes.col.day}) DO NOTHING`,
          [habit.id, batch.map((n) => n.day), batch.map((n) => n.note), userId]);
      }
    }
    const touched = habits.filter((habit) => habit.entries.length).map((habit) => habit.id);
    if (!touched.length) return;
    // One writer per habit, as the runs' triggers take it: a transaction's advisory lock, no row lock.
    await manager.query(`SELECT lock_habit_runs($1::uuid[])`, [touched]);
    const { table, col } = sqlTable(manager, HabitCompletion);
    await manager.query(`SELECT set_config('cairn.habit_runs_deferred', 'on', true)`);
    for (const habit of habits) {
      for (let start = 0; start < habit.entries.length; start += ENTRY_BATCH) {
        const batch = habit.entries.slice(start, start + ENTRY_BATCH);
        await manager.query(
          `INSERT INTO ${table} (${col.userId}, ${col.userHabitId}, ${col.day}, ${col.state}, ${col.valueMilli})
           SELECT $5, $1, day, state, value FROM unnest($2::date[], $3::text[], $4::bigint[]) AS u(day, state, value)
           ON CONFLICT (${col.userId}, ${col.userHabitId}, ${col.day}) DO NOTHING`,
          [habit.id, batch.map((e) => e.day), batch.map((e) => e.state), batch.map((e) => e.valueMilli), userId]);
      }
    }
    // Years of days at once: the runs of done days are rebuilt in one statement, not row by row (the RebuildHabitRuns migration).
    await manager.query(`SELECT rebuild_habit_runs($1, $2::uuid[])`, [userId, touched]);
    await manager.query(`SELECT set_config('cairn.habit_runs_deferred', 'off', true)`);
  }

  /** An imported goal's habits (already mapped to this account's ids) serve it from now on. */
  async importGoalLinks(manager: EntityManager, userId: string, goalId: string, habitIds: readonly string[]): Promise<void> {
    if (!habitIds.length) return;
    const { table, col } = sqlTable(manager, HabitGoal);
    await manager.query(
      `INSERT INTO ${table} (${col.userId}, ${col.userHabitId}, ${col.userGoalId}) SELECT $3, h, $1 FROM unnest($2::uuid[]) AS h ON CONFLICT DO NOTHING`, [goalId, habitIds, userId]);
  }

  /** The user's vacations, for an import to tell the new ones from those already there. */
  async vacationsForImport(manager: EntityManager, userId: string): Promise<Array<{ start: string; end: string }>> {
    return manager.getRepository(Vacation).createQueryBuilder('v')
      .select(`to_char(v.startDay, 'YYYY-MM-DD')`, 'start').addSelect(`to_char(v.endDay, 'YYYY-MM-DD')`, 'end')
      .where('v.userId = :userId', { userId }).getRawMany();
  }

  /** An import's new vacations (the import has left out those that overlap), in its transaction. */
  async importVacations(manager: EntityManager, userId: string, vacations: ReadonlyArray<{ start: string; end: string }>): Promise<void> {
    for (const vacation of vacations) {
      await manager.insert(Vacation, { userId, startDay: vacation.start, endDay: vacation.end });
    }
  }
}
