import Emittery from 'emittery';
import type { EntityManager } from 'typeorm';

/** What the security record (issue 30) writes down for a user. */
export type SecurityEventKind =
  | 'sign_in_new_device' | 'second_step_failed' | 'password_changed' | 'email_changed'
  | 'passkey_added' | 'passkey_removed' | 'token_created' | 'token_revoked'
  | 'two_step_enabled' | 'two_step_disabled';

/** A write that reaction joins: the change's EntityManager (its transaction), or the DataSource when the change is one statement. */
export type EventDb = Pick<EntityManager, 'query' | 'getRepository'>;

/** What happened to a habit's day: ticked done, an amount recorded, skipped, or one of those taken back. */
export type HabitDayChangeKind = 'done' | 'undone' | 'amount' | 'cleared' | 'skipped' | 'unskipped';
/** What happened to a task. */
export type TaskChangeKind = 'created' | 'updated' | 'completed' | 'reopened' | 'deleted';
/** What happened to a goal: added, its plan (target date, milestones) changed, its status set, removed. */
export type GoalChangeKind = 'created' | 'updated' | 'status' | 'deleted';

/**
 * What a module announces so that modules above it can react without being imported by it (an
 * import runs only downward: DESIGN.md, "Layers of the API"). `emit` awaits every listener and
 * fails when one fails, so a reaction is part of the change: a listener that must write in the
 * change's transaction gets its EntityManager as `db`.
 */
export interface AppEvents {
  /** The user's time zone or day start changed (users); reminders plan their next times again. */
  clockChanged: { db: Pick<EntityManager, 'query' | 'getRepository'>; userId: string };
  /** Something happened to the user's sign-in or credentials (issue 30): the security record notes it and emails where it must. */
  securityEvent: { db: Pick<EntityManager, 'query' | 'getRepository'>; userId: string; kind: SecurityEventKind; detail?: string; ip?: string; userAgent?: string };
  /** A habit's day changed (habits), in the change's transaction: webhooks record their deliveries there. `day` is YYYY-MM-DD. */
  habitDayChanged: { db: EventDb; userId: string; habitId: string; day: string; change: HabitDayChangeKind };
  /** A task was created, changed (its goal), completed, reopened or deleted (tasks), in the change's transaction. */
  taskChanged: { db: EventDb; userId: string; taskId: string; change: TaskChangeKind };
  /** A goal was added, its plan or status changed, or it was removed (goals, goal-plans). `status` is the goal's status after a status change. */
  goalChanged: { db: EventDb; userId: string; goalId: string; change: GoalChangeKind; status?: string };
  /**
   * The account is being deleted (users), in the deletion's transaction, before the user's row
   * goes: each module deletes the lookups it keeps by a value unique across users (an email
   * token's hash, a push endpoint, …) itself, as their cascades are dropped under Citus.
   */
  accountDeleting: { db: EventDb; userId: string };
  /** An import finished (portability): done (in its transaction) or failed. `jobId` is null for an import run in its request without a job. */
  importFinished: { db: EventDb; userId: string; jobId: string | null; status: 'done' | 'failed' };
}

/** The process's one event bus, built by the composition root and handed to the services. */
export type EventBus = Emittery<AppEvents>;

export function createEventBus(): EventBus {
  return new Emittery<AppEvents>();
}
