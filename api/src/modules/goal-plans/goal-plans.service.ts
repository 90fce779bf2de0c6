// Tables: goal-plans owns goal_milestones (it sits above goals, habits and tasks; a habit's links
// to goals, habit_goals, are the habits module's). A goal's plan is read in a constant number of
// statements for any number of goals, so those statements also read user_goals, user_habits,
// habit_goals and the tasks' counts per goal; the habits themselves come from HabitsService.
import type { DataSource, EntityManager } from 'typeorm';
import { userToday } from '../../shared/dates';
import { badInput, notFound } from '../../shared/errors';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import { orderedIds } from '../../shared/ordering';
import { PLAN_LIMITS } from '../../shared/plans';
import type { GoalsService } from '../goals/goals.service';
import type { HabitsService } from '../habits/habits.service';
import { addDays, parsePlannedDay, type PlainDay } from '../../shared/time/days';
import { settingsOn, type HabitHistory as RulesHistory } from '../habits/rules/history';
import { MAX_PERIOD_DAYS, periodOf } from '../habits/rules/schedule';
import { adherence } from '../habits/rules/score';
import type { UserHabit } from '../habits/user-habit.entity';
import type { User } from '../users/user.entity';
import { GoalMilestone } from '../goals/goal-milestone.entity';
import { assertUsersGoal } from '../goals/owned-goal';
import { MAX_MILESTONE_LENGTH, MAX_MILESTONES, PROGRESS_WINDOW_DAYS, rollUp, type ProgressParts, type RolledUp } from '../goals/progress';
import { GoalStatus, UserGoal } from '../goals/user-goal.entity';
import { Task } from '../tasks/task.entity';
import { sqlTable } from '../../db/sql-names';
import { goalPlansText } from './goal-plans.messages';

/** A milestone as the user gives it. */
export interface MilestoneDraft {
  text: unknown;
  dueOn?: unknown;
  done?: unknown;
}

/** Changes to one milestone; absent fields stay, `dueOn: null` clears the date. */
export interface MilestoneChanges {
  text?: unknown;
  dueOn?: unknown;
  done?: unknown;
}

/** A goal's plan and where it stands, as myGoals answers it. */
export interface GoalPlan extends ProgressParts, RolledUp {
  goalId: string;
  milestones: GoalMilestone[];
  habits: UserHabit[];
  nextMilestone: GoalMilestone | null;
  /** Past its target date and not Complete. */
  overdue: boolean;
  /** Every milestone done (and there is at least one) while the goal is not Complete yet. */
  offerComplete: boolean;
  windowFrom: PlainDay;
  windowTo: PlainDay;
}

/** The one rule for a milestone's text: trimmed, 1 to 500 characters. */
export function milestoneText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw badInput(goalPlansText('milestoneBlank'));
  if (text.length > MAX_MILESTONE_LENGTH) throw badInput(goalPlansText('milestoneTooLong', { max: MAX_MILESTONE_LENGTH }));
  return text;
}

function optionalDay(value: unknown): PlainDay | null {
  return value === null || value === undefined || value === '' ? null : parsePlannedDay(value);
}

function optionalDone(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw badInput(goalPlansText('doneBoolean'));
  return value;
}

/** A milestone is planned by its goal's target date: one after it is refused, naming both days. */
export function assertMilestoneByTarget(dueOn: PlainDay | null, target: PlainDay | null): void {
  if (dueOn && target && dueOn > target) {
    throw badInput(goalPlansText('milestoneAfterTarget', { dueOn, target }));
  }
}

/**
 * The goal's target date once this change is made (`targetDate` absent: as it is; the same call
 * may move it), checked against `dues`, the milestone dates being written; writes a moved
 * target. Call inside the transaction that holds the goal's row FOR UPDATE.
 */
async function checkedTarget(manager: EntityManager, userId: string, goalId: string, targetDate: unknown, dues: ReadonlyArray<PlainDay | null>): Promise<void> {
  const { target } = (await manager.getRepository(UserGoal).createQueryBuilder('g').select(`to_char(g.targetDate, 'YYYY-MM-DD')`, 'target')
    .where('g.userId = :userId AND g.id = :goalId', { userId, goalId }).getRawOne<{ target: PlainDay | null }>())!;
  const moved = targetDate !== undefined;
  const next: PlainDay | null = moved ? optionalDay(targetDate) : target;
  for (const due of dues) assertMilestoneByTarget(due, next);
  if (moved && next !== target) await manager.getRepository(UserGoal).update({ userId, id: goalId }, { targetDate: next });
}

const TOO_MANY = goalPlansText('tooManyMilestones', { max: MAX_MILESTONES });

/** Foreign-key violation: the goal (or habit) went away while we were writing. */
const isGone = (error: unknown) => (error as { code?: string }).code === '23503';

/**
 * The part of a habit's history the window's adherence depends on, so the rules walk no more
 * days than they must: a day's verdict on a daily or weekday schedule depends on that day alone
 * (done, skipped, on vacation, not due, or missed — a freeze counts as missed for adherence), and
 * a period's on its own days, so the walk starts where the window (or its first period) starts.
 */
function fromWindow(history: RulesHistory, from: PlainDay): RulesHistory {
  // By the schedule in effect on `from` (a schedule changed since judges only the days after its change).
  const schedule = settingsOn(history, from).schedule;
  const start = schedule.kind === 'per_period' ? periodOf(schedule, from, history.firstDayOfWeek).start : from;
  if (history.since >= start) return history;
  return { ...history, since: start, entries: history.entries.filter((entry) => entry.day >= start) };
}

/**
 * A goal's plan (target date, milestones), the habits and tasks linked to it, and its progress
 * rolled up from them. Milestones and links never count against the plan's limits.
 */
export class GoalPlansService {
  constructor(
    private readonly db: DataSource,
    private readonly goals: GoalsService,
    private readonly habits: HabitsService,
    private readonly live: LiveUpdates,
    private readonly events: EventBus,
  ) {}

  /** A goal's plan changed (its milestones), announced in the change's transaction. */
  private announce(manager: EntityManager, user: User, goalId: string): Promise<void> {
    return this.events.emit('goalChanged', { db: manager, userId: user.id, goalId, change: 'updated' });
  }

  /** The milestone, when it belongs to one of the user's goals. */
  private async ownedMilestone(user: User, id: string): Promise<GoalMilestone> {
    const milestone = await this.db.getRepository(GoalMilestone).createQueryBuilder('m')
      .where('m.userId = :userId AND m.id = :id', { id, userId: user.id }).getOne();
    if (!milestone) throw notFound('Milestone');
    return milestone;
  }

  private async changed(user: User): Promise<void> {
    await this.live.publish(user.id, 'goals');
  }

  // ---- the plan ---------------------------------------------------------------------------

  async setTargetDate(user: User, goalId: string, targetDate: unknown): Promise<string> {
    const day = optionalDay(targetDate);
    if (!await this.goals.setTargetDate(user, goalId, day)) throw notFound('Goal');
    await this.changed(user);
    return goalId;
  }

  /**
   * Appends milestones to the goal's plan; refuses the lot (nothing added) past MAX_MILESTONES
   * or when one is dated after the target date (`targetDate`, when given, moves it first).
   */
  async addMilestones(user: User, goalId: string, drafts: readonly MilestoneDraft[], targetDate?: unknown): Promise<string> {
    if (!drafts.length) throw badInput(goalPlansText('addMilestone'));
    if (drafts.length > MAX_MILESTONES) throw badInput(TOO_MANY);
    const rows = drafts.map((draft) => ({ text: milestoneText(draft.text), dueOn: optionalDay(draft.dueOn), done: optionalDone(draft.done) }));
    try {
      await this.db.transaction(async (manager) => {
        // The goal's row is locked so that two adds at once cannot both slip under the limit.
        await assertUsersGoal(manager, user.id, goalId, 'update');
        await checkedTarget(manager, user.id, goalId, targetDate, rows.map((row) => row.dueOn));
        const { count, next } = (await manager.getRepository(GoalMilestone).createQueryBuilder('m')
          .select('count(*)::int', 'count').addSelect('coalesce(max(m.position), -1) + 1', 'next')
          .where('m.userId = :userId AND m.userGoalId = :goalId', { userId: user.id, goalId }).getRawOne<{ count: number; next: number }>())!;
        if (count + rows.length > MAX_MILESTONES) throw badInput(TOO_MANY);
        const { table, col } = sqlTable(manager, GoalMilestone);
        await manager.query(
          `INSERT INTO ${table} (${col.userId}, ${col.userGoalId}, ${col.position}, ${col.text}, ${col.dueOn}, ${col.done})
           SELECT $6, $1, $2 + o.i - 1, o.text, o.due_on, o.done
             FROM unnest($3::text[], $4::date[], $5::boolean[]) WITH ORDINALITY AS o(text, due_on, done, i)`,
          [goalId, next, rows.map((r) => r.text), rows.map((r) => r.dueOn), rows.map((r) => r.done), user.id]);
        await this.announce(manager, user, goalId);
      });
    } catch (error) {
      if (isGone(error)) throw notFound('Goal');
      throw error;
    }
    await this.changed(user);
    return goalId;
  }

  /** Changes a milestone; its date stays on or before the goal's target date (`targetDate`, when given, moves it). */
  async updateMilestone(user: User, id: string, changes: MilestoneChanges, targetDate?: unknown): Promise<string> {
    const milestone = await this.ownedMilestone(user, id);
    const values: Partial<GoalMilestone> = {};
    if (changes.text !== undefined) values.text = milestoneText(changes.text);
    if (changes.dueOn !== undefined) values.dueOn = optionalDay(changes.dueOn);
    if (changes.done !== undefined) values.done = optionalDone(changes.done);
    await this.db.transaction(async (manager) => {
      await assertUsersGoal(manager, user.id, milestone.userGoalId, 'update');
      const due = values.dueOn !== undefined ? values.dueOn : milestone.dueOn;
      const dated = values.dueOn !== undefined || targetDate !== undefined; // a text or done change leaves the dates as they are
      await checkedTarget(manager, user.id, milestone.userGoalId, targetDate, dated ? [due] : []);
      if (Object.keys(values).length) await manager.getRepository(GoalMilestone).update({ userId: user.id, id: milestone.id }, values);
      await this.announce(manager, user, milestone.userGoalId);
    });
    await this.changed(user);
    return milestone.userGoalId;
  }

  async removeMilestone(user: User, id: string): Promise<string> {
    const milestone = await this.ownedMilestone(user, id);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(GoalMilestone).delete({ userId: user.id, id: milestone.id });
      await this.announce(manager, user, milestone.userGoalId);
    });
    await this.changed(user);
    return milestone.userGoalId;
  }

  /** Puts the goal's milestones in a new order: every one of its milestones, each once. */
  async reorderMilestones(user: User, goalId: string, ids: readonly string[]): Promise<string> {
    const order = orderedIds(ids, 'milestones');
    await this.db.transaction(async (manager) => {
      await assertUsersGoal(manager, user.id, goalId, 'update');
      const total = await manager.getRepository(GoalMilestone).countBy({ userId: user.id, userGoalId: goalId });
      const m = sqlTable(manager, GoalMilestone, 'm');
      const [{ updated }] = await manager.query(
        `WITH moved AS (
           UPDATE ${m.table} AS m SET ${m.col.position} = o.position - 1
             FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
            WHERE ${m.c.userId} = $3 AND ${m.c.id} = o.id AND ${m.c.userGoalId} = $1 RETURNING ${m.c.id})
         SELECT count(*)::int AS updated FROM moved`, [goalId, order, user.id]);
      if (updated !== order.length) throw notFound('Milestone');
      if (updated !== total) throw badInput(goalPlansText('fullOrder'));
      await this.announce(manager, user, goalId);
    });
    await this.changed(user);
    return goalId;
  }

  // ---- links --------------------------------------------------------------------------------

  /** Links one of the user's habits to one of their goals; doing it twice changes nothing. */
  /** Links a habit to a goal (habits keeps the links: habit_goals). */
  linkHabit(user: User, habitId: string, goalId: string): Promise<string> {
    return this.habits.linkGoal(user, habitId, goalId);
  }

  unlinkHabit(user: User, habitId: string, goalId: string): Promise<string> {
    return this.habits.unlinkGoal(user, habitId, goalId);
  }

  /** The user's goals among `ids`, with their items, in one statement. */
  goalsByIds(user: User, ids: readonly string[]): Promise<UserGoal[]> {
    return this.goals.byIds(user, ids);
  }

  /** The goals each of the user's habits serves, with their items, in the user's goal order. */
  async goalsOfHabits(user: User, habitIds: readonly string[]): Promise<Map<string, UserGoal[]>> {
    const rows = await this.habits.goalLinks(user, habitIds);
    const goals = rows.length ? await this.goalsByIds(user, [...new Set(rows.map((row) => row.goal_id))]) : [];
    const byId = new Map(goals.map((goal) => [goal.id, goal]));
    const result = new Map<string, UserGoal[]>();
    for (const row of rows) {
      const goal = byId.get(row.goal_id);
      if (!goal) continue;
      const served = result.get(row.habit_id);
      if (served) served.push(goal);
      else result.set(row.habit_id, [goal]);
    }
    return result;
  }

  // ---- progress -----------------------------------------------------------------------------

  /** The Free plan's trend window cuts the 30 days the habits are judged over. */
  window(user: User): { from: PlainDay; to: PlainDay; days: number; clamped: boolean } {
    const trendDays = PLAN_LIMITS[user.plan].trendDays;
    const days = Math.min(PROGRESS_WINDOW_DAYS, trendDays);
    const to = userToday(user);
    return { from: addDays(to, -(days - 1)), to, days, clamped: days < PROGRESS_WINDOW_DAYS };
  }

  /**
   * Every goal's plan and progress, in a constant number of statements whatever the number of
   * goals, habits and days: the user's habits with their goals (one), milestones and task
   * counts of the goals (one), and the linked habits' entries and vacations over the window (one).
   * Each goal is computed once however often it is given. Every statement reads the user's own
   * rows only: a goal that is not theirs shows nothing of its milestones or tasks.
   */
  async plans(user: User, goals: readonly Pick<UserGoal, 'id' | 'status' | 'targetDate'>[]): Promise<Map<string, GoalPlan>> {
    if (!goals.length) return new Map();
    const goalIds = [...new Set(goals.map((goal) => goal.id))];
    const [habits, rows] = await Promise.all([
      this.habits.list(user),
      this.db.query(this.plansStatement(), [goalIds, user.id]) as Promise<Array<{ id: string; milestones: GoalMilestone[]; tasks_done: number; tasks_total: number }>>,
    ]);
    const window = this.window(user);
    const linked = habits.filter((habit) => habit.goals?.some((goal) => goalIds.includes(goal.id)));
    const histories = linked.length
      ? await this.habits.history.window(user, linked, addDays(window.from, -MAX_PERIOD_DAYS), window.to)
      : new Map();
    const adherenceOf = new Map(linked.map((habit) => [habit.id, adherence(fromWindow(histories.get(habit.id)!, window.from), window.to, window.from, window.to)]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const result = new Map<string, GoalPlan>();
    for (const goal of goals) {
      const row = byId.get(goal.id)!;
      if (result.has(goal.id)) continue;
      const goalHabits = habits.filter((habit) => habit.goals?.some((g) => g.id === goal.id));
      const parts: ProgressParts = {
        milestonesDone: row.milestones.filter((m) => m.done).length,
        milestonesTotal: row.milestones.length,
        habitsDone: goalHabits.reduce((sum, habit) => sum + adherenceOf.get(habit.id)!.done, 0),
        habitsDue: goalHabits.reduce((sum, habit) => sum + adherenceOf.get(habit.id)!.due, 0),
        habitCount: goalHabits.length,
        tasksDone: row.tasks_done,
        tasksTotal: row.tasks_total,
        windowDays: window.days,
        clamped: window.clamped,
      };
      const complete = goal.status === GoalStatus.COMPLETE;
      result.set(goal.id, {
        goalId: goal.id,
        ...parts,
        ...rollUp(parts),
        milestones: row.milestones,
        habits: goalHabits,
        nextMilestone: row.milestones.find((m) => !m.done) ?? null,
        overdue: !complete && goal.targetDate !== null && goal.targetDate < window.to,
        offerComplete: !complete && parts.milestonesTotal > 0 && parts.milestonesDone === parts.milestonesTotal,
        windowFrom: window.from,
        windowTo: window.to,
      });
    }
    return result;
  }

  private plansText?: string;

  /** Each goal's milestones (as JSON) and its tasks' counts, for a list of goal ids ($1) of the user ($2). */
  private plansStatement(): string {
    if (!this.plansText) {
      const m = sqlTable(this.db, GoalMilestone, 'm');
      const t = sqlTable(this.db, Task, 't');
      this.plansText = `SELECT g.id,
                coalesce((SELECT json_agg(json_build_object('id', ${m.c.id}, 'position', ${m.c.position}, 'text', ${m.c.text},
                                            'dueOn', to_char(${m.c.dueOn}, 'YYYY-MM-DD'), 'done', ${m.c.done}, 'userGoalId', ${m.c.userGoalId})
                                   ORDER BY ${m.c.position}, ${m.c.createdAt})
                            FROM ${m.from} WHERE ${m.c.userId} = $2 AND ${m.c.userGoalId} = g.id), '[]') AS milestones,
                (SELECT count(*)::int FROM ${t.from} WHERE ${t.c.userId} = $2 AND ${t.c.userGoalId} = g.id AND ${t.c.complete}) AS tasks_done,
                (SELECT count(*)::int FROM ${t.from} WHERE ${t.c.userId} = $2 AND ${t.c.userGoalId} = g.id) AS tasks_total
           FROM unnest($1::uuid[]) AS g(id)`;
    }
    return this.plansText;
  }

  /** An imported goal's milestones, in the import's transaction. */
  async importMilestones(manager: EntityManager, userId: string, goalId: string, milestones: ReadonlyArray<{ text: string; dueOn: string | null; done: boolean }>): Promise<void> {
    if (!milestones.length) return;
    const { table, col } = sqlTable(manager, GoalMilestone);
    await manager.query(
      `INSERT INTO ${table} (${col.userId}, ${col.userGoalId}, ${col.position}, ${col.text}, ${col.dueOn}, ${col.done})
       SELECT $5, $1, n - 1, t, d, f FROM unnest($2::text[], $3::date[], $4::boolean[]) WITH ORDINALITY AS u(t, d, f, n)`,
      [goalId, milestones.map((m) => m.text), milestones.map((m) => m.dueOn), milestones.map((m) => m.done), userId]);
  }
}
