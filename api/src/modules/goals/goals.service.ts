import type { DataSource } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ItemLinksService } from '../item-links/item-links.service';
import type { LiveUpdates } from '../../shared/live-updates';
import type { User } from '../users/user.entity';
import { GoalStatus, UserGoal } from './user-goal.entity';

export class GoalsService extends ItemLinksService<UserGoal> {
  constructor(db: DataSource, catalogue: CatalogueService, live: LiveUpdates) {
    super(db, UserGoal, ItemKind.GOAL, catalogue, live);
  }

  /** Adds the goal with a status (Not Started when none is given), in one transaction. */
  override add(user: User, itemId: string, status: GoalStatus = GoalStatus.NOT_STARTED): Promise<UserGoal> {
    return this.addWith(user, itemId, { status });
  }

  async setStatus(user: User, id: string, status: GoalStatus): Promise<UserGoal> {
    const goal = await this.owned(user, id);
    await this.db.getRepository(UserGoal).update({ id: goal.id }, { status });
    await this.live.publish(user.id, 'goals');
    goal.status = status;
    return goal;
  }

  /** How many of the user's goals stand at each status (absent statuses count 0). */
  async countByStatus(user: User): Promise<Map<GoalStatus, number>> {
    const rows: Array<{ status: GoalStatus; count: number }> = await this.db.query(
      `SELECT status, count(*)::int AS count FROM user_goals WHERE user_id = $1 GROUP BY status`, [user.id]);
    return new Map(rows.map((row) => [row.status, row.count]));
  }
}
