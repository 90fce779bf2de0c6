import { In, type DataSource, type EntityManager } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ItemLinksService } from '../item-links/item-links.service';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import type { User } from '../users/user.entity';
import { sqlTable } from '../../db/sql-names';
import { CatalogueItem, OwnItem } from '../catalogue/item.entity';
import type { ItemRef } from '../catalogue/catalogue.service';
import { GoalStatus, UserGoal } from './user-goal.entity';

export class GoalsService extends ItemLinksService<UserGoal> {
  constructor(db: DataSource, catalogue: CatalogueService, live: LiveUpdates, private readonly events: EventBus) {
    super(db, UserGoal, ItemKind.GOAL, catalogue, live);
  }

  /** A goal added or removed is announced in its transaction. */
  protected override async linkChanged(manager: EntityManager, userId: string, id: string, change: 'created' | 'deleted'): Promise<void> {
    await this.events.emit('goalChanged', { db: manager, userId, goalId: id, change });
  }

  /** Adds the goal with a status (Not Started when none is given), in one transaction. */
  override add(user: User, itemId: string, status: GoalStatus = GoalStatus.NOT_STARTED): Promise<UserGoal> {
    return this.addWith(user, itemId, { status });
  }

  async setStatus(user: User, id: string, status: GoalStatus): Promise<UserGoal> {
    const goal = await this.owned(user, id);
    await this.db.transaction(async (manager) => {
      await manager.update(UserGoal, { userId: user.id, id: goal.id }, { status });
      await this.events.emit('goalChanged', { db: manager, userId: user.id, goalId: goal.id, change: 'status', status });
    });
    await this.live.publish(user.id, 'goals');
    goal.status = status;
    return goal;
  }

  /** How many of the user's goals stand at each status (absent statuses count 0). */
  async countByStatus(user: User): Promise<Map<GoalStatus, number>> {
    const rows: Array<{ status: GoalStatus; count: number }> = await this.db.getRepository(UserGoal).createQueryBuilder('g')
      .select('g.status', 'status').addSelect('count(*)::int', 'count')
      .where('g.userId = :userId', { userId: user.id }).groupBy('g.status').getRawMany();
    return new Map(rows.map((row) => [row.status, row.count]));
  }

  /** The user's goals by lower-cased name: what an import merges with. */
  async namedForImport(manager: EntityManager, userId: string): Promise<Array<{ id: string; name: string }>> {
    const g = sqlTable(manager, UserGoal, 'g');
    const ci = sqlTable(manager, CatalogueItem, 'ci');
    const oi = sqlTable(manager, OwnItem, 'oi');
    return manager.query(
      `SELECT ${g.c.id}, lower(coalesce(${ci.c.text}, ${oi.c.text})) AS name
         FROM ${g.from} LEFT JOIN ${ci.from} ON ${ci.c.id} = ${g.c.catalogueItemId}
         LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${g.c.userId} AND ${oi.c.id} = ${g.c.itemId}
        WHERE ${g.c.userId} = $1`, [userId]);
  }

  /** An imported goal, with its target date, in the import's transaction; answers its id. */
  async importGoal(manager: EntityManager, userId: string, goal: { item: ItemRef; status: string; position: number; addedAt: string | null; targetDate: string | null }): Promise<string> {
    const { col, table } = sqlTable(manager, UserGoal);
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO ${table} (${col.userId}, ${col.catalogueItemId}, ${col.itemId}, ${col.status}, ${col.position}, ${col.targetDate}, ${col.createdAt})
        VALUES ($1, $7, $2, $3, $4, $5, coalesce($6::timestamptz, now())) RETURNING ${col.id}`,
      [userId, goal.item.itemId, goal.status, goal.position, goal.targetDate, goal.addedAt, goal.item.catalogueItemId]);
    return id;
  }

  /** The user's goals among `ids`, with their items, in one statement. */
  byIds(user: User, ids: readonly string[]): Promise<UserGoal[]> {
    return this.db.getRepository(UserGoal).find({ where: { id: In([...ids]), userId: user.id }, relations: { catalogueItem: true, ownItem: true } });
  }

  /** Sets or clears the goal's target date; false when it is no goal of the user's. */
  async setTargetDate(user: User, goalId: string, targetDate: string | null): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const { affected } = await manager.update(UserGoal, { id: goalId, userId: user.id }, { targetDate });
      if (affected) await this.events.emit('goalChanged', { db: manager, userId: user.id, goalId, change: 'updated' });
      return Boolean(affected);
    });
  }
}
