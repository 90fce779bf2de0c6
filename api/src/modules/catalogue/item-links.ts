import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { AppError } from '../../shared/errors';
import { assertWithinPlan } from '../../shared/plans';
import { ItemKind, type Category } from '../../shared/categories';
import type { User } from '../users/user.entity';
import { Item } from './item.entity';

const NOUN = { [ItemKind.GOAL]: 'Goal', [ItemKind.HABIT]: 'Habit' } as const;
const TABLE = { [ItemKind.GOAL]: 'user_goals', [ItemKind.HABIT]: 'user_habits' } as const;

/** What user_goals and user_habits rows have in common. */
export interface ItemLink {
  id: string;
  userId: string;
  itemId: string;
  item?: Item;
  position: number;
}

/**
 * A user's goals or habits: links to catalogue items, each item once, within the plan's
 * limit, in the user's order. Goals and habits extend this with what only they have.
 */
export class ItemLinksService<T extends ItemLink> {
  constructor(
    protected readonly db: DataSource,
    private readonly entity: EntityTarget<T>,
    private readonly kind: ItemKind,
  ) {}

  private get noun(): string {
    return NOUN[this.kind];
  }

  /** The links with their items, in the user's order; no category means all. */
  list(user: User, category?: Category | null): Promise<T[]> {
    const query = this.db.getRepository(this.entity).createQueryBuilder('link')
      .innerJoinAndSelect('link.item', 'item')
      .where('link.user_id = :userId', { userId: user.id });
    if (category) query.andWhere('item.category = :category', { category });
    return query.orderBy('link.position', 'ASC').addOrderBy('link.created_at', 'ASC').getMany();
  }

  /** The user's own link; another user's is answered exactly like a missing one. */
  async owned(user: User, id: string): Promise<T> {
    const link = await this.db.getRepository(this.entity).createQueryBuilder('link')
      .innerJoinAndSelect('link.item', 'item').where('link.id = :id', { id }).getOne();
    if (!link || link.userId !== user.id) throw new AppError('NOT_FOUND', `${this.noun} not found`);
    return link;
  }

  async add(user: User, itemId: string): Promise<T> {
    const id = await this.db.transaction((manager) => this.insert(manager, user, itemId));
    return this.owned(user, id);
  }

  async remove(user: User, id: string): Promise<string> {
    const link = await this.owned(user, id);
    await this.db.getRepository(this.entity).delete(link.id);
    return link.id;
  }

  /** The item, if the user may link it: built in, or their own custom item, of this kind. */
  private async linkableItem(manager: EntityManager, user: User, itemId: string): Promise<Item> {
    const item = await manager.getRepository(Item).createQueryBuilder('item')
      .where('item.id = :itemId AND item.kind = :kind', { itemId, kind: this.kind })
      .andWhere('(item.created_by IS NULL OR item.created_by = :userId)', { userId: user.id })
      .getOne();
    if (!item) throw new AppError('NOT_FOUND', `${this.noun} not found`);
    return item;
  }

  // The user's row is locked so that two adds at once cannot both slip under the limit.
  private async insert(manager: EntityManager, user: User, itemId: string): Promise<string> {
    await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
    const item = await this.linkableItem(manager, user, itemId);
    const table = TABLE[this.kind];
    const [{ count, exists, next }] = await manager.query(
      `SELECT count(*)::int AS count, coalesce(bool_or(item_id = $2), false) AS exists, coalesce(max(position), -1) + 1 AS next
         FROM ${table} WHERE user_id = $1`, [user.id, item.id]);
    if (exists) throw new AppError('CONFLICT', `${this.noun} already added`);
    assertWithinPlan(user, this.kind === ItemKind.GOAL ? 'goals' : 'habits', count);
    const [{ id }] = await manager.query(
      `INSERT INTO ${table} (user_id, item_id, position) VALUES ($1, $2, $3) RETURNING id`, [user.id, item.id, next]);
    return id;
  }
}
