import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { Category, ItemKind, categoriesOf, categoryImage } from '../../shared/categories';
import { AppError, badInput } from '../../shared/errors';
import { seedCatalogue } from '../../db/seed/seed';
import type { CustomItemInput } from './catalogue.types';
import { UserLocale } from './user-locale.entity';
import { decodeCursor, encodeCursor, type Page } from '../../shared/pagination';
import type { RateLimiter } from '../../shared/rate-limit';
import type { User } from '../users/user.entity';
import { Item } from './item.entity';
import { Locale } from './locale.entity';

export interface BrowseOptions {
  kind: ItemKind;
  category?: Category | null;
  search?: string | null;
  first: number;
  after?: string | null;
}

export const MAX_PAGE_SIZE = 100;
export const MAX_CUSTOM_ITEMS = 500;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The goal and habit catalogue: the built-in items plus the viewer's own. */
export const REFRESH_LIMIT = { max: 5, windowSeconds: 60 * 60 };

export class CatalogueService {
  constructor(private readonly db: DataSource, private readonly limiter: RateLimiter) {}

  assertCategory(kind: ItemKind, category: Category): void {
    if (!categoriesOf(kind).includes(category)) {
      throw badInput(`${category} is not a ${kind} category`);
    }
  }

  private visible(viewer: User | null, kind: ItemKind, category?: Category | null): SelectQueryBuilder<Item> {
    if (category) this.assertCategory(kind, category);
    const query = this.db.getRepository(Item).createQueryBuilder('item').where('item.kind = :kind', { kind });
    if (viewer) {
      query.andWhere(new Brackets((q) => q.where('item.created_by IS NULL').orWhere('item.created_by = :viewer', { viewer: viewer.id })));
    } else {
      query.andWhere('item.created_by IS NULL');
    }
    if (category) query.andWhere('item.category = :category', { category });
    return query;
  }

  /** One page of the catalogue, in text order, with a keyset cursor. */
  async browse(viewer: User | null, options: BrowseOptions): Promise<Page<Item>> {
    const query = this.visible(viewer, options.kind, options.category);
    const search = options.search?.trim();
    if (search) {
      // Same expression as items_search_trgm_idx.
      query.andWhere(`(item.text || ' ' || item.headline || ' ' || item.description) ILIKE :pattern`, {
        pattern: `%${escapeLike(search)}%`,
      });
    }
    const totalCount = await query.clone().getCount();
    if (options.after) {
      const [text, id] = decodeCursor(options.after);
      query.andWhere('(item.text, item.id) > (:text, :id)', { text, id });
    }
    const rows = await query.orderBy('item.text', 'ASC').addOrderBy('item.id', 'ASC').take(options.first + 1).getMany();
    const nodes = rows.slice(0, options.first);
    const last = nodes.at(-1);
    return {
      nodes,
      totalCount,
      hasNextPage: rows.length > options.first,
      endCursor: last ? encodeCursor([last.text, last.id]) : null,
    };
  }

  /** Every visible item of a kind (and category), for the REST list calls. */
  list(viewer: User | null, kind: ItemKind, category?: Category): Promise<Item[]> {
    return this.visible(viewer, kind, category).orderBy('item.text', 'ASC').addOrderBy('item.id', 'ASC').getMany();
  }

  locales(): Promise<Locale[]> {
    return this.db.getRepository(Locale).find({ order: { name: 'ASC' } });
  }

  /** A goal or habit of the user's own, visible to them alone. */
  async createCustomItem(user: User, input: CustomItemInput): Promise<Item> {
    this.assertCategory(input.kind, input.category);
    const repository = this.db.getRepository(Item);
    if (await repository.countBy({ createdBy: user.id }) >= MAX_CUSTOM_ITEMS) {
      throw new AppError('PLAN_LIMIT', `You can create up to ${MAX_CUSTOM_ITEMS} goals and habits of your own.`);
    }
    const text = input.text.trim();
    return repository.save(repository.create({
      kind: input.kind,
      text,
      headline: input.headline?.trim() || (text.length > 40 ? `${text.slice(0, 39)}…` : text),
      description: input.description?.trim() ?? '',
      category: input.category,
      img: categoryImage(input.category),
      createdBy: user.id,
    }));
  }

  /** The ids of every item the user has linked (goals, habits), for "Added" flags: one query. */
  async linkedItemIds(userId: string): Promise<Set<string>> {
    // Read model over the goals' and habits' link tables: one statement per request for every Added flag.
    const rows: Array<{ item_id: string }> = await this.db.query(
      `SELECT item_id FROM user_goals WHERE user_id = $1 UNION ALL SELECT item_id FROM user_habits WHERE user_id = $1`, [userId]);
    return new Set(rows.map((row) => row.item_id));
  }

  myLocales(user: User): Promise<Locale[]> {
    return this.db.getRepository(Locale).createQueryBuilder('locale')
      .innerJoin(UserLocale, 'link', 'link.locale_id = locale.id AND link.user_id = :userId', { userId: user.id })
      .orderBy('locale.name', 'ASC').getMany();
  }

  async addLocale(user: User, localeId: string): Promise<Locale> {
    const locale = await this.db.getRepository(Locale).findOneBy({ id: localeId });
    if (!locale) throw new AppError('NOT_FOUND', 'Locale not found');
    const result = await this.db.query(
      `INSERT INTO user_locales (user_id, locale_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`, [user.id, localeId]);
    if (!result.length) throw new AppError('CONFLICT', 'Locale already added');
    return locale;
  }

  /**
   * The Run Script page: reloads the built-in catalogue (idempotent, like the start-up seed).
   * A full reload is heavy, so each user may run it a few times an hour.
   */
  async refresh(user: User): Promise<void> {
    await this.limiter.hit(`catalogue-refresh:${user.id}`, REFRESH_LIMIT, 'The catalogue was refreshed recently. Please try again in a few minutes.');
    await seedCatalogue(this.db);
  }

  /** The item, if the user may link it: built in or their own, of this kind; null otherwise. */
  linkableItem(user: User, kind: ItemKind, itemId: string, manager: EntityManager = this.db.manager): Promise<Item | null> {
    return manager.getRepository(Item).createQueryBuilder('item')
      .where('item.id = :itemId AND item.kind = :kind', { itemId, kind })
      .andWhere('(item.created_by IS NULL OR item.created_by = :userId)', { userId: user.id })
      .getOne();
  }

  /** The built-in items of a kind in some categories, in text order (the offline suggestions' source). */
  builtInItems(kind: ItemKind, categories: Category[]): Promise<Item[]> {
    return this.db.getRepository(Item).createQueryBuilder('item')
      .where('item.kind = :kind AND item.created_by IS NULL AND item.category = ANY(:categories)', { kind, categories })
      .orderBy('item.text').getMany();
  }

  /** Deletes one of the user's own items (and, by cascade, any link to it). */
  async deleteCustomItem(user: User, itemId: string): Promise<void> {
    await this.db.getRepository(Item).delete({ id: itemId, createdBy: user.id });
  }

  itemsByIds(ids: readonly string[]): Promise<Item[]> {
    return this.db.getRepository(Item).createQueryBuilder('item').where('item.id = ANY(:ids)', { ids }).getMany();
  }
}
