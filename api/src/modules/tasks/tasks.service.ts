import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError, badInput } from '../../shared/errors';
import { parseDay } from '../../shared/dates';
import { assertWithinPlan } from '../../shared/plans';
import type { User } from '../users/user.entity';
import { Task } from './task.entity';

export const MAX_TASK_LENGTH = 500;
export const MAX_REORDER = 1000;

/** The ids of a reorder: each once, no more than MAX_REORDER. */
export function orderedIds(ids: readonly string[], what: string): string[] {
  if (ids.length > MAX_REORDER) throw badInput(`At most ${MAX_REORDER} ${what} can be reordered at once`);
  if (new Set(ids).size !== ids.length) throw badInput(`Each ${what.replace(/s$/, '')} may appear once in the order`);
  return [...ids];
}

/**
 * Writes a new order (position = index) for the user's rows of `table`, in one statement
 * inside one transaction; refuses the whole order if any id is not the user's.
 */
export async function writeOrder(db: DataSource, table: 'tasks' | 'user_habits', user: User, ids: string[], what: string): Promise<void> {
  await db.transaction(async (manager) => {
    const [{ updated }] = await manager.query(
      `WITH moved AS (
         UPDATE ${table} AS t SET position = o.position - 1
           FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
          WHERE t.id = o.id AND t.user_id = $1 RETURNING t.id)
       SELECT count(*)::int AS updated FROM moved`, [user.id, ids]);
    if (updated !== ids.length) throw new AppError('NOT_FOUND', `${what} not found`);
  });
}

/**
 * Takes the user's row lock and counts the open tasks, so two requests that each add an open
 * task (create, reopen) are serialised and the plan's limit holds; refuses past it.
 */
async function reserveOpenTask(manager: EntityManager, user: User): Promise<{ nextPosition: number }> {
  await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
  const [{ open, next }] = await manager.query(
    `SELECT count(*) FILTER (WHERE NOT complete)::int AS open, coalesce(max(position), -1) + 1 AS next
       FROM tasks WHERE user_id = $1 AND deleted_at IS NULL`, [user.id]);
  assertWithinPlan(user, 'openTasks', open);
  return { nextPosition: next };
}

/** The to-do list: open tasks on today, each completed task on its completed day. */
export class TasksService {
  constructor(private readonly db: DataSource) {}

  private repository() {
    return this.db.getRepository(Task);
  }

  /** Open tasks, and those completed on `day`, in the user's order: one statement. */
  forDay(user: User, day: string): Promise<Task[]> {
    return this.repository().createQueryBuilder('task')
      .where('task.user_id = :userId AND task.deleted_at IS NULL', { userId: user.id })
      .andWhere('(NOT task.complete OR task.completed_day = :day)', { day })
      .orderBy('task.position', 'ASC').addOrderBy('task.created_at', 'ASC')
      .getMany();
  }

  /** Every task of the user (the REST populatetasks call). */
  all(user: User): Promise<Task[]> {
    return this.repository().find({ where: { userId: user.id, deletedAt: IsNull() }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  async owned(user: User, id: string): Promise<Task> {
    const task = await this.repository().findOneBy({ id, deletedAt: IsNull() });
    if (!task || task.userId !== user.id) throw new AppError('NOT_FOUND', 'Task not found');
    return task;
  }

  /** Trimmed, non-empty, at most 500 characters; a Free user holds at most 10 open tasks. */
  async create(user: User, text: string): Promise<Task> {
    const trimmed = text.trim();
    if (!trimmed) throw badInput('Please enter a task');
    if (trimmed.length > MAX_TASK_LENGTH) throw badInput(`A task must be at most ${MAX_TASK_LENGTH} characters`);
    const id = await this.db.transaction(async (manager) => {
      const { nextPosition } = await reserveOpenTask(manager, user);
      const [row] = await manager.query(`INSERT INTO tasks (user_id, text, position) VALUES ($1, $2, $3) RETURNING id`, [user.id, trimmed, nextPosition]);
      return row.id as string;
    });
    return this.owned(user, id);
  }

  /** Completing sets the day it was done; undoing reopens it (within the plan's open-task limit). */
  async setComplete(user: User, id: string, complete: boolean, day?: string | null): Promise<Task> {
    const task = await this.owned(user, id);
    const completedDay = complete ? parseDay(day) : null;
    await this.db.transaction(async (manager) => {
      if (!complete && task.complete) await reserveOpenTask(manager, user);
      await manager.update(Task, { id: task.id }, { complete, completedDay });
    });
    return Object.assign(task, { complete, completedDay });
  }

  /** Deletes the task; a completed one is only marked, so it still counts in the work trend. */
  async remove(user: User, id: string): Promise<string> {
    const task = await this.owned(user, id);
    if (task.complete) await this.repository().update({ id: task.id }, { deletedAt: new Date() });
    else await this.repository().delete({ id: task.id });
    return task.id;
  }

  /** The new order of the user's tasks, written in one transaction. */
  async reorder(user: User, ids: readonly string[]): Promise<Task[]> {
    const order = orderedIds(ids, 'tasks');
    await writeOrder(this.db, 'tasks', user, order, 'Task');
    const tasks = await this.repository().createQueryBuilder('task').where('task.id = ANY(:ids)', { ids: order }).getMany();
    const index = new Map(order.map((taskId, i) => [taskId, i]));
    return tasks.sort((a, b) => index.get(a.id)! - index.get(b.id)!);
  }
}
