import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppError, notFound, type Thing } from '../../shared/errors';
import { assertWithinPlan } from '../../shared/plans';
import { ItemKind, type Category } from '../../shared/categories';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { languageOf } from '../../shared/i18n/languages';
import { lockUser } from '../users/users.service';
import type { User } from '../users/user.entity';
import { ItemLink } from './item-link.entity';
import { CatalogueItem, OwnItem } from '../catalogue/item.entity';
import { connectionOf, keysetWindow, type Connection, type KeysetWindow, type PageRequest } from '../../shared/pagination';
import { sqlTable } from '../../db/sql-names';
import type { LiveTopic, LiveUpdates } from '../../shared/live-updates';
import { itemLinksText } from './item-links.messages';

/** What a subclass does in the transaction that adds a link: a check before it, a write after it, and the live topic that changes too. */
export interface AddAlso {
  before(manager: EntityManager): Promise<void>;
  after(manager: EntityManager, linkId: string): Promise<void>;
  topic: LiveTopic;
}

/** The link's item columns for an item: its id in the column of its table, the other null. */
export function linkTo(item: { id: string; custom: boolean }): { catalogueItemId: string | null; itemId: string | null } {
  return item.custom ? { catalogueItemId: null, itemId: item.id } : { catalogueItemId: item.id, itemId: null };
}

const NOUN = { [ItemKind.GOAL]: 'Goal', [ItemKind.HABIT]: 'Habit' } as const satisfies Record<ItemKind, Thing>;

/**
 * A user's goals or habits: links to catalogue items, each item once, within the plan's
 * limit, in the user's order. Goals and habits extend this with what only they have.
 */
export class ItemLinksService<T extends ItemLink> {
  constructor(
    protected readonly db: DataSource,
    protected readonly entity: EntityTarget<T>,
    private readonly kind: ItemKind,
    private readonly catalogue: CatalogueService,
    protected readonly live: LiveUpdates,
  ) {}

  /**
   * The links' built-in items as each link's user reads them, for a job (no request names a
   * locale): one statement per language (issue 29).
   */
  async localizeItems(links: readonly T[], localeOf: (userId: string) => string | undefined): Promise<void> {
    const byLanguage = new Map<string, T[]>();
    for (const link of links) {
      const language = languageOf(localeOf(link.userId));
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), link]);
    }
    for (const [language, group] of byLanguage) {
      const items = await this.catalogue.localize(group.map((link) => link.item!), language);
      group.forEach((link, index) => { link.item = items[index]; });
    }
  }

  /** Goals have their own live topic; habits belong to the day's dashboard. */
  protected get topic(): LiveTopic {
    return this.kind === ItemKind.GOAL ? 'goals' : 'dashboard';
  }

  protected get noun(): Thing {
    return NOUN[this.kind];
  }

  private linkedStatement?: string;

  /** The links with their items (built in or the user's own: one of the two joins finds it). */
  private linksWithItems(): SelectQueryBuilder<T> {
    return this.db.getRepository(this.entity).createQueryBuilder('link')
      .leftJoinAndSelect('link.catalogueItem', 'catalogueItem')
      .leftJoinAndSelect('link.ownItem', 'ownItem');
  }

  /** What a subclass reads along with each link, in the same statement (a join); ordered after the links. */
  protected withRelations(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
    return query;
  }

  /** The links with their items, in the user's order; no category means all. */
  list(user: User, category?: Category | null): Promise<T[]> {
    const query = this.linksWithItems().where('link.userId = :userId', { userId: user.id });
    if (category) query.andWhere('coalesce(catalogueItem.category, ownItem.category) = :category', { category });
    query.orderBy('link.position', 'ASC').addOrderBy('link.createdAt', 'ASC');
    return this.withRelations(query).getMany();
  }

  /** The ids (and cursors) of a page of the links, oldest first (see page): one statement. */
  protected pageWindow(user: User, category: Category | null | undefined, request: PageRequest): Promise<KeysetWindow> {
    const l = sqlTable(this.db, this.entity, 'l');
    const ci = sqlTable(this.db, CatalogueItem, 'ci');
    const oi = sqlTable(this.db, OwnItem, 'oi');
    return keysetWindow((sql, params) => this.db.query(sql, params), {
      from: category ? `${l.from} LEFT JOIN ${ci.from} ON ${ci.c.id} = ${l.c.catalogueItemId}
        LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${l.c.userId} AND ${oi.c.id} = ${l.c.itemId}` : l.from,
      where: category ? `${l.c.userId} = $1 AND coalesce(${ci.c.category}, ${oi.c.category}) = $2` : `${l.c.userId} = $1`,
      params: category ? [user.id, category] : [user.id],
      key: [{ column: l.c.createdAt, type: 'timestamptz' }, { column: l.c.id, type: 'uuid' }], direction: 'ASC',
    }, request);
  }

  /**
   * A page of the links (no category: all), oldest first: by when each was added, then id. Not
   * the user's order (a position a drag changes), so that pages fetched while links are moved,
   * added or removed never repeat or skip one that stays. Two statements (the keyset through
   * <table>_user_created_idx, then the page's links with their relations), whatever the list's size.
   */
  async page(user: User, category: Category | null | undefined, request: PageRequest): Promise<Connection<T>> {
    const window = await this.pageWindow(user, category, request);
    const links = window.ids.length ? await this.withRelations(this.linksWithItems()
      .where('link.userId = :userId AND link.id IN (:...ids)', { userId: user.id, ids: window.ids })).getMany() : [];
    return connectionOf(window, links, (link) => link.id);
  }

  /** The user's own link; another user's is answered exactly like a missing one. */
  async owned(user: User, id: string): Promise<T> {
    const link = await this.withRelations(this.linksWithItems().where('link.userId = :userId AND link.id = :id', { userId: user.id, id })).getOne();
    if (!link) throw notFound(this.noun);
    return link;
  }

  /**
   * The ids of every item the user has linked, as goals or as habits: for the catalogue's "Added"
   * flags. Both link tables share ItemLink's columns, so either service answers for both, in one
   * statement per request.
   */
  async linkedItemIds(userId: string): Promise<Set<string>> {
    // Every link table: the entities that extend ItemLink (user_goals and user_habits).
    this.linkedStatement ??= this.db.entityMetadatas.filter((metadata) => (metadata.target as { prototype?: unknown }).prototype instanceof ItemLink)
      .map((metadata) => sqlTable(this.db, metadata.target))
      .map(({ c, from }) => `SELECT coalesce(${c.catalogueItemId}, ${c.itemId}) AS item_id FROM ${from} WHERE ${c.userId} = $1`).join(' UNION ALL ');
    const rows: Array<{ item_id: string }> = await this.db.query(this.linkedStatement, [userId]);
    return new Set(rows.map((row) => row.item_id));
  }

  /** The place after the user's last link: where an import puts its new ones. */
  async nextPosition(manager: EntityManager, userId: string): Promise<number> {
    const { next } = (await manager.getRepository(this.entity).createQueryBuilder('link')
      .select('coalesce(max(link.position), -1) + 1', 'next').where('link.userId = :userId', { userId }).getRawOne<{ next: number }>())!;
    return next;
  }

  async add(user: User, itemId: string): Promise<T> {
    return this.addWith(user, itemId, {});
  }

  async remove(user: User, id: string): Promise<string> {
    const link = await this.owned(user, id);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(this.entity).delete({ userId: user.id, id: link.id } as FindOptionsWhere<T>);
      await this.linkChanged(manager, user.id, link.id, 'deleted');
    });
    await this.live.publish(user.id, this.topic);
    // A habit that served goals takes its adherence out of their progress.
    if (this.topic !== 'goals' && (link as { goals?: readonly unknown[] }).goals?.length) await this.live.publish(user.id, 'goals');
    return link.id;
  }

  /**
   * Adds the link with `values` of the subclass's own columns, and what `also` checks before it
   * and writes with it, all in one transaction.
   */
  protected async addWith(user: User, itemId: string, values: Partial<T>, also?: AddAlso): Promise<T> {
    const id = await this.db.transaction(async (manager) => {
      await also?.before(manager);
      const inserted = await this.insert(manager, user, itemId, values);
      await also?.after(manager, inserted);
      await this.linkChanged(manager, user.id, inserted, 'created');
      return inserted;
    });
    await this.live.publish(user.id, this.topic);
    if (also) await this.live.publish(user.id, also.topic);
    return this.owned(user, id);
  }

  /** Told in the transaction that adds or removes a link, so a subclass can announce it (goals do). */
  protected async linkChanged(_manager: EntityManager, _userId: string, _id: string, _change: 'created' | 'deleted'): Promise<void> {}

  // The user's row is locked so that two adds at once cannot both slip under the limit.
  private async insert(manager: EntityManager, user: User, itemId: string, values: Partial<T>): Promise<string> {
    await lockUser(manager, user.id);
    const item = await this.catalogue.linkableItem(user, this.kind, itemId, manager);
    if (!item) throw notFound(this.noun);
    const { count, exists, next } = (await manager.getRepository(this.entity).createQueryBuilder('link')
      .select('count(*)::int', 'count').addSelect(`coalesce(bool_or(link.${item.custom ? 'itemId' : 'catalogueItemId'} = :itemId), false)`, 'exists')
      .addSelect('coalesce(max(link.position), -1) + 1', 'next')
      .where('link.userId = :userId', { userId: user.id, itemId: item.id })
      .getRawOne<{ count: number; exists: boolean; next: number }>())!;
    if (exists) throw new AppError('CONFLICT', itemLinksText('alreadyAdded', { kind: this.kind }));
    assertWithinPlan(user, this.kind === ItemKind.GOAL ? 'goals' : 'habits', count);
    const inserted = await manager.createQueryBuilder().insert().into(this.entity)
      .values({ ...values, userId: user.id, ...linkTo(item), position: next } as QueryDeepPartialEntity<T>)
      .returning(['id']).updateEntity(false).execute();
    return (inserted.raw as Array<{ id: string }>)[0].id;
  }
}
