import { In, type DataSource, type EntityManager } from 'typeorm';
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

  /** The user's goals by lower-cased name: what an import merges with. */
  async namedForImport(manager: EntityManager, userId: string): Promise<Array<{ id: string; name: string }>> {
    return manager.query(
      `SELECT g.id, lower(i.text) AS name FROM user_goals g JOIN items i ON i.id = g.item_id WHERE g.user_id = $1`, [userId]);
  }

  /** An imported goal, with its target date, in the import's transaction; answers its id. */
  async importGoal(manager: EntityManager, userId: string, goal: { itemId: string; status: string; position: number; addedAt: string | null; targetDate: string | null }): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO user_goals (user_id, item_id, status, position, created_at) VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now())) RETURNING id`,
      [userId, goal.itemId, goal.status, goal.position, goal.addedAt]);
    if (goal.targetDate) await manager.query(`UPDATE user_goals SET target_date = $2 WHERE id = $1`, [id, goal.targetDate]);
    return id;
  }

  /** The user's goals among `ids`, with their items, in one statement. */
  byIds(user: User, ids: readonly string[]): Promise<UserGoal[]> {
    return this.db.getRepository(UserGoal).find({ where: { id: In([...ids]), userId: user.id }, relations: { item: true } });
  }

  /** Sets or clears the goal's target date; false when it is no goal of the user's. */
  async setTargetDate(user: User, goalId: string, targetDate: string | null): Promise<boolean> {
    const { affected } = await this.db.getRepository(UserGoal).update({ id: goalId, userId: user.id }, { targetDate });
    return Boolean(affected);
  }
}
