import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/errors';
import { isUuid } from '../../shared/ids';

/**
 * How the goal's row is held until the caller's transaction ends: not at all, FOR SHARE (it
 * cannot go away meanwhile: linking a task or a habit to it) or FOR UPDATE (writers of the
 * goal's plan are serialised: the milestone limit, a reorder).
 */
export type GoalLock = 'none' | 'share' | 'update';

const LOCKS: Record<GoalLock, string> = { none: '', share: ' FOR SHARE', update: ' FOR UPDATE' };

/**
 * The one "is this the user's goal" check: refuses a goal that is not the user's, or no longer
 * exists, with NOT_FOUND "Goal not found" (another user's goal is answered exactly like a
 * missing one; so is an id that is no UUID). Pass the transaction's manager when a lock is asked for.
 */
export async function assertUsersGoal(manager: EntityManager, userId: string, goalId: string, lock: GoalLock = 'none'): Promise<void> {
  if (!isUuid(goalId)) throw new AppError('NOT_FOUND', 'Goal not found');
  const [row] = await manager.query(`SELECT id FROM user_goals WHERE id = $1 AND user_id = $2${LOCKS[lock]}`, [goalId, userId]);
  if (!row) throw new AppError('NOT_FOUND', 'Goal not found');
}
