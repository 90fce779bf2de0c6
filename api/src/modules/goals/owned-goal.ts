import type { EntityManager } from 'typeorm';
import { notFound } from '../../shared/errors';
import { isUuid } from '../../shared/ids';
import { UserGoal } from './user-goal.entity';

/**
 * How the goal's row is held until the caller's transaction ends: not at all, FOR SHARE (it
 * cannot go away meanwhile: linking a task or a habit to it) or FOR UPDATE (writers of the
 * goal's plan are serialised: the milestone limit, a reorder).
 */
export type GoalLock = 'none' | 'share' | 'update';

const LOCKS = { share: 'pessimistic_read', update: 'pessimistic_write' } as const;

/**
 * The one "is this the user's goal" check: refuses a goal that is not the user's, or no longer
 * exists, with NOT_FOUND "Goal not found" (another user's goal is answered exactly like a
 * missing one; so is an id that is no UUID). Pass the transaction's manager when a lock is asked for.
 */
export async function assertUsersGoal(manager: EntityManager, userId: string, goalId: string, lock: GoalLock = 'none'): Promise<void> {
  if (!isUuid(goalId)) throw notFound('Goal');
  const query = manager.getRepository(UserGoal).createQueryBuilder('g').select('g.id', 'id')
    .where('g.id = :goalId AND g.userId = :userId', { goalId, userId });
  if (lock !== 'none') query.setLock(LOCKS[lock]);
  if (!await query.getRawOne()) throw notFound('Goal');
}
