import type { DataSource } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import { ItemLinksService } from '../catalogue/item-links';
import type { User } from '../users/user.entity';
import { GoalStatus, UserGoal } from './user-goal.entity';

export class GoalsService extends ItemLinksService<UserGoal> {
  constructor(db: DataSource) {
    super(db, UserGoal, ItemKind.GOAL);
  }

  async setStatus(user: User, id: string, status: GoalStatus): Promise<UserGoal> {
    const goal = await this.owned(user, id);
    await this.db.getRepository(UserGoal).update({ id: goal.id }, { status });
    goal.status = status;
    return goal;
  }
}
