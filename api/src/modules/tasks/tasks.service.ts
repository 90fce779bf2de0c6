// Tables: tasks owns tasks. The day's statement (the dashboard's hot path) joins the goal each task
// serves (user_goals, items) in the same statement; nothing here writes a goal.
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, badInput, notFound } from '../../shared/errors';
import { parseUserDay } from '../../shared/dates';
import { orderedIds, placesAfter, writeOrder } from '../../shared/ordering';
import { assertWithinPlan } from '../../shared/plans';
import { lockUser } from '../users/users.service';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import type { User } from '../users/user.entity';
import { Task } from './task.entity';
import { RawRows } from '../../db/raw-rows';
import { UserGoal } from '../goals/user-goal.entity';
import { assertUsersGoal } from '../goals/owned-goal';
import { LinkedItemRows } from '../catalogue/linked-item-rows';
import { prepared, queryPrepared } from '../../db/prepared';
import { sqlTable } from '../../db/sql-names';
import { connectionOf, keysetWindow, type Connection, type PageRequest } from '../../shared/pagination';
import { tasksText } from './tasks.messages';

export const MAX_TASK_LENGTH = 500;
/**
 * The one rule for a task's text, for GraphQL and REST alike: a string, trimmed, not empty,
 * at most MAX_TASK_LENGTH characters. Answers the trimmed text.
 */
export function taskText(text: unknown): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) throw badInput(tasksText('enterTask'));
  if (trimmed.length > MAX_TASK_LENGTH) throw badInput(tasksText('taskTooLong', { max: MAX_TASK_LENGTH }));
  return trimmed;
}

/** How many tasks the user has open: the SQL expression, for a statement that asks it of many users at once (the reminder batch's summaries). */
export function openTaskCountSql(db: DataSource | EntityManager, userId: string): string {
  const { c, from } = sqlTable(db, Task, 't');
  return `(SELECT count(*)::int FROM ${from} WHERE ${c.userId} = ${userId} AND NOT ${c.complete} AND ${c.deletedAt} IS NULL)`;
}

/** A task an import writes: its place in the file (null: the file's order) and the goal it serves, mapped to the account's ids. */
export interface ImportedTaskRow {
  text: string; complete: boolean; completedDay: string | null; createdAt: string | null; deleted: boolean; position?: number | null; goalId?: string;
}

/**
 * Takes the user's row lock and counts the open tasks, so two requests that each add an open
 * task (create, reopen) are serialised and the plan's limit holds; refuses past it.
 */
async function reserveOpenTask(manager: EntityManager, user: User): Promise<{ nextPosition: number }> {
  await lockUser(manager, user.id);
  const { open, next } = (await manager.getRepository(Task).createQueryBuilder('t')
    .select('count(*) FILTER (WHERE NOT t.complete)::int', 'open').addSelect('coalesce(max(t.position), -1) + 1', 'next')
    .where('t.userId = :userId AND t.deletedAt IS NULL', { userId: user.id }).getRawOne<{ open: number; next: number }>())!;
  assertWithinPlan(user, 'openTasks', open);
  return { nextPosition: next };
}

/** The to-do list: open tasks on today, each completed task on its completed day. */
export class TasksService {
  constructor(private readonly db: DataSource, private readonly live: LiveUpdates, private readonly events: EventBus) {}

  private repository() {
    return this.db.getRepository(Task);
  }

  /** Open tasks, and those completed on `day`, in the user's order, each with the goal it moves: one statement. */
  async forDay(user: User, day: string): Promise<Task[]> {
    const rows = await queryPrepared<unknown[]>(this.db, this.dayStatement(), [user.id, day]);
    const { task, goal, goalItem } = this.rows();
    return rows.map((row) => {
      const found = task.mapAt(row, 0)!;
      const served = goal.mapAt(row, task.width);
      if (served) served.item = goalItem.mapAt(row, task.width + goal.width)!;
      found.goal = served;
      return found;
    });
  }

  private rowMappers?: { task: RawRows<Task>; goal: RawRows<UserGoal>; goalItem: LinkedItemRows };
  private dayStatementText?: string;
  private allStatementText?: string;

  /** The mappers of forDay's rows, made once (issue 19: raw rows mapped once, no hydration). */
  private rows() {
    this.rowMappers ??= { task: new RawRows(this.db, Task, 't'), goal: new RawRows(this.db, UserGoal, 'g'), goalItem: new LinkedItemRows(this.db, 'gi') };
    return this.rowMappers;
  }

  /**
   * The day's tasks with the goal each moves (and its item), one statement. Each side of the
   * condition names its partial index's predicate: open tasks through tasks_open_idx, the
   * day's completed ones through tasks_completed_day_idx (a BitmapOr), whatever the history.
   */
  private dayStatement(): string {
    if (!this.dayStatementText) {
      const { task, goal, goalItem } = this.rows();
      const t = sqlTable(this.db, Task, 't');
      const g = sqlTable(this.db, UserGoal, 'g');
      this.dayStatementText = prepared(`
        SELECT ${task.select(t.alias)}, ${goal.select(g.alias)}, ${goalItem.select()}
          FROM ${t.from}
          LEFT JOIN ${g.from} ON ${g.c.userId} = ${t.c.userId} AND ${g.c.id} = ${t.c.userGoalId}
          ${goalItem.joins(g.c)}
         WHERE ${t.c.userId} = $1 AND ${t.c.deletedAt} IS NULL AND (NOT ${t.c.complete} OR (${t.c.complete} AND ${t.c.completedDay} = $2))
         ORDER BY ${t.c.position}, ${t.c.createdAt}`, { arrays: true });
    }
    return this.dayStatementText;
  }

  /** Every task of the user (the REST populatetasks call). */
  async all(user: User): Promise<Task[]> {
    const { task } = this.rows();
    if (!this.allStatementText) {
      const { alias, from, c } = sqlTable(this.db, Task, 't');
      this.allStatementText = prepared(`SELECT ${task.select(alias)} FROM ${from} WHERE ${c.userId} = $1 AND ${c.deletedAt} IS NULL ORDER BY ${c.position}, ${c.createdAt}`, { arrays: true });
    }
    const rows = await queryPrepared<unknown[]>(this.db, this.allStatementText, [user.id]);
    return rows.map((row) => task.mapAt(row, 0)!);
  }

  /**
   * A page of the user's tasks (not deleted), oldest first: by when each was made, then id. Not
   * the user's order (a position a drag changes), so that pages fetched while tasks are moved,
   * added or deleted never repeat or skip a task that stays. Two statements, through
   * tasks_user_created_idx.
   */
  async page(user: User, request: PageRequest): Promise<Connection<Task>> {
    const { from, c } = sqlTable(this.db, Task, 't');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1 AND ${c.deletedAt} IS NULL`, params: [user.id],
      key: [{ column: c.createdAt, type: 'timestamptz' }, { column: c.id, type: 'uuid' }], direction: 'ASC',
    }, request);
    const tasks = window.ids.length ? await this.repository().findBy({ id: In(window.ids), userId: user.id, deletedAt: IsNull() }) : [];
    return connectionOf(window, tasks, (task) => task.id);
  }

  async owned(user: User, id: string): Promise<Task> {
    const task = await this.repository().findOneBy({ userId: user.id, id, deletedAt: IsNull() });
    if (!task) throw notFound('Task');
    return task;
  }

  /**
   * A new open task, its text checked by taskText(); a Free user holds at most 10 open tasks.
   * With `goalId` it moves that goal, which must be one of the user's goals (a removed goal is refused).
   * With `id` (a UUID the client made, e.g. for a task added offline) a replay finds the task it
   * made before and changes nothing; an id that is taken otherwise is refused.
   */
  async create(user: User, text: unknown, goalId?: string | null, id?: string | null): Promise<Task> {
    const trimmed = taskText(text);
    if (id) {
      const made = await this.repository().findOneBy({ userId: user.id, id });
      if (made) return this.madeBefore(user, made);
    }
    const created = await this.db.transaction(async (manager) => {
      const { nextPosition } = await reserveOpenTask(manager, user);
      // The goal must be the user's; it is held (FOR SHARE) so that it cannot go away before the task is written.
      if (goalId) await assertUsersGoal(manager, user.id, goalId, 'share');
      const inserted = await manager.createQueryBuilder().insert().into(Task)
        .values({ ...(id ? { id } : {}), userId: user.id, text: trimmed, position: nextPosition, userGoalId: goalId ?? null })
        .orIgnore().returning(['id']).updateEntity(false).execute();
      const taskId = (inserted.raw as Array<{ id: string }>)[0]?.id;
      if (taskId) await this.events.emit('taskChanged', { db: manager, userId: user.id, taskId, change: 'created' });
      return taskId;
    });
    // Another request with the same id got there first (the user's lock serialises them).
    if (!created) return this.madeBefore(user, (await this.repository().findOneBy({ userId: user.id, id: id! }))!);
    await this.live.publish(user.id, 'dashboard');
    if (goalId) await this.live.publish(user.id, 'goals'); // the goal's task count moved
    return this.owned(user, created);
  }

  /** A create replayed with the id of a task it made: that task, unless deleted since (ids are the user's own: another user's task may share one). */
  private madeBefore(user: User, task: Task): Task {
    if (task.deletedAt) throw new AppError('NOT_FOUND', tasksText('deletedElsewhere'), { reason: 'TASK_DELETED' });
    return task;
  }

  /** Completing sets the day it was done; undoing reopens it (within the plan's open-task limit). */
  async setComplete(user: User, id: string, complete: boolean, day?: string | null): Promise<Task> {
    const task = await this.owned(user, id);
    const completedDay = complete ? parseUserDay(user, day) : null;
    await this.db.transaction(async (manager) => {
      if (!complete && task.complete) await reserveOpenTask(manager, user);
      await manager.update(Task, { userId: user.id, id: task.id }, { complete, completedDay });
      await this.events.emit('taskChanged', { db: manager, userId: user.id, taskId: task.id, change: complete ? 'completed' : 'reopened' });
    });
    await this.live.publish(user.id, 'dashboard');
    if (task.userGoalId) await this.live.publish(user.id, 'goals'); // the goal's tasks done moved
    return Object.assign(task, { complete, completedDay });
  }

  /** Links the task to one of the user's goals, or (null) to none: both the old goal's and the new one's progress move. */
  async setGoal(user: User, id: string, goalId: string | null): Promise<Task> {
    const task = await this.owned(user, id);
    await this.db.transaction(async (manager) => {
      // The goal must be the user's; it is held (FOR SHARE) so that it cannot go away before the task is written.
      if (goalId) await assertUsersGoal(manager, user.id, goalId, 'share');
      await manager.update(Task, { userId: user.id, id: task.id }, { userGoalId: goalId });
      await this.events.emit('taskChanged', { db: manager, userId: user.id, taskId: task.id, change: 'updated' });
    });
    await this.live.publish(user.id, 'dashboard');
    await this.live.publish(user.id, 'goals');
    return Object.assign(task, { userGoalId: goalId, goal: undefined });
  }

  /** Deletes the task; a completed one is only marked, so it still counts in the work trend. */
  async remove(user: User, id: string): Promise<string> {
    const task = await this.owned(user, id);
    await this.db.transaction(async (manager) => {
      if (task.complete) await manager.update(Task, { userId: user.id, id: task.id }, { deletedAt: new Date() });
      else await manager.delete(Task, { userId: user.id, id: task.id });
      await this.events.emit('taskChanged', { db: manager, userId: user.id, taskId: task.id, change: 'deleted' });
    });
    await this.live.publish(user.id, 'dashboard');
    if (task.userGoalId) await this.live.publish(user.id, 'goals'); // the goal's task count may have moved
    return task.id;
  }

  /** The new order of the user's tasks, written in one transaction. */
  async reorder(user: User, ids: readonly string[]): Promise<Task[]> {
    const order = orderedIds(ids, 'tasks');
    await writeOrder(this.db, Task, user.id, order, 'Task');
    await this.live.publish(user.id, 'dashboard');
    const tasks = await this.repository().createQueryBuilder('task').where('task.userId = :userId AND task.id = ANY(:ids)', { userId: user.id, ids: order }).getMany();
    const index = new Map(order.map((taskId, i) => [taskId, i]));
    return tasks.sort((a, b) => index.get(a.id)! - index.get(b.id)!);
  }

  /** The day of the user's first completed task (deleted ones count), or null. */
  async firstCompletedDay(user: User): Promise<string | null> {
    const { first } = (await this.repository().createQueryBuilder('t').select(`to_char(min(t.completedDay), 'YYYY-MM-DD')`, 'first')
      .where('t.userId = :userId AND t.complete', { userId: user.id }).getRawOne<{ first: string | null }>())!;
    return first;
  }

  /** Tasks completed each day of the range, one entry a day; a deleted completed task still counts. */
  async completedPerDay(user: User, from: string, to: string): Promise<number[]> {
    const { c, table } = sqlTable(this.db, Task);
    const [{ work }] = await this.db.query(
      `SELECT array_agg(coalesce(t.n, 0)::int ORDER BY d) AS work
         FROM generate_series($2::date, $3::date, interval '1 day') d
         LEFT JOIN (SELECT ${c.completedDay} AS day, count(*) AS n FROM ${table}
                     WHERE ${c.userId} = $1 AND ${c.complete} AND ${c.completedDay} BETWEEN $2 AND $3 GROUP BY ${c.completedDay}) t
           ON t.day = d::date`, [user.id, from, to]);
    return work;
  }

  /** The user's tasks as an import tells them apart (text and completed day): deleted ones too. */
  async keysForImport(manager: EntityManager, userId: string): Promise<Array<{ text: string; day: string | null }>> {
    return manager.getRepository(Task).createQueryBuilder('t').select('t.text', 'text').addSelect(`to_char(t.completedDay, 'YYYY-MM-DD')`, 'day')
      .where('t.userId = :userId', { userId }).getRawMany();
  }

  /** Open tasks as an import counts them against the plan (deleted ones included, as it always has). */
  async openCountForImport(manager: EntityManager, userId: string): Promise<number> {
    return manager.getRepository(Task).countBy({ userId, complete: false });
  }

  /** An import's new tasks after the user's own, each with the goal it serves, in the import's transaction. */
  async importTasks(manager: EntityManager, userId: string, tasks: ReadonlyArray<ImportedTaskRow>): Promise<void> {
    if (!tasks.length) return;
    const { next } = (await manager.getRepository(Task).createQueryBuilder('t').select('coalesce(max(t.position), -1) + 1', 'next')
      .where('t.userId = :userId', { userId }).getRawOne<{ next: number }>())!;
    const { table, col } = sqlTable(manager, Task);
    await manager.query(
      `INSERT INTO ${table} (${col.userId}, ${col.text}, ${col.complete}, ${col.completedDay}, ${col.position}, ${col.createdAt}, ${col.deletedAt}, ${col.userGoalId})
       SELECT $1, t, c, d, p, coalesce(a, now()), CASE WHEN del THEN now() END, g
         FROM unnest($2::int[], $3::text[], $4::boolean[], $5::date[], $6::timestamptz[], $7::boolean[], $8::uuid[]) AS u(p, t, c, d, a, del, g)`,
      [userId, placesAfter(next, tasks.map((t) => t.position)), tasks.map((t) => t.text), tasks.map((t) => t.complete), tasks.map((t) => t.completedDay),
        tasks.map((t) => t.createdAt), tasks.map((t) => t.deleted), tasks.map((t) => t.goalId ?? null)]);
  }
}
