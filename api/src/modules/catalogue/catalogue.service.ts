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
import { sqlTable } from '../../db/sql-names';

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

/** A goal's or habit's item as an import reads it from a file. */
export interface ImportableItem { text: string; headline: string; description: string; category: Category; custom: boolean }

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
      query.andWhere(new Brackets((q) => q.where('item.createdBy IS NULL').orWhere('item.createdBy = :viewer', { viewer: viewer.id })));
    } else {
      query.andWhere('item.createdBy IS NULL');
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

  myLocales(user: User): Promise<Locale[]> {
    return this.db.getRepository(Locale).createQueryBuilder('locale')
      .innerJoin(UserLocale, 'link', 'link.localeId = locale.id AND link.userId = :userId', { userId: user.id })
      .orderBy('locale.name', 'ASC').getMany();
  }

  async addLocale(user: User, localeId: string): Promise<Locale> {
    const locale = await this.db.getRepository(Locale).findOneBy({ id: localeId });
    if (!locale) throw new AppError('NOT_FOUND', 'Locale not found');
    const result = await this.db.createQueryBuilder().insert().into(UserLocale).values({ userId: user.id, localeId })
      .orIgnore().returning(['id']).updateEntity(false).execute();
    if (!(result.raw as unknown[]).length) throw new AppError('CONFLICT', 'Locale already added');
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
      .andWhere('(item.createdBy IS NULL OR item.createdBy = :userId)', { userId: user.id })
      .getOne();
  }

  /** The built-in items of a kind in some categories, in text order (the offline suggestions' source). */
  builtInItems(kind: ItemKind, categories: Category[]): Promise<Item[]> {
    return this.db.getRepository(Item).createQueryBuilder('item')
      .where('item.kind = :kind AND item.createdBy IS NULL AND item.category = ANY(:categories)', { kind, categories })
      .orderBy('item.text').getMany();
  }

  /** Deletes one of the user's own items (and, by cascade, any link to it). */
  async deleteCustomItem(user: User, itemId: string): Promise<void> {
    await this.db.getRepository(Item).delete({ id: itemId, createdBy: user.id });
  }

  itemsByIds(ids: readonly string[]): Promise<Item[]> {
    return this.db.getRepository(Item).createQueryBuilder('item').where('item.id = ANY(:ids)', { ids }).getMany();
  }

  /** How many items of their own the user has (the cap is MAX_CUSTOM_ITEMS): for an import's plan. */
  async customItemCount(manager: EntityManager, userId: string): Promise<number> {
    return manager.getRepository(Item).countBy({ createdBy: userId });
  }

  /**
   * The items an import's new goals and habits can take as they are: built-in ones by their text,
   * the user's own unused ones; null where one is to be created. ("Unused" asks the goals' and
   * habits' link tables whether an item is linked: an existence check, not a read of their rows.)
   */
  async reusableItems(manager: EntityManager, userId: string, kind: ItemKind, sources: readonly ImportableItem[]): Promise<Array<string | null>> {
    if (!sources.length) return [];
    const texts = sources.map((item) => item.text);
    const builtIn = await manager.getRepository(Item).createQueryBuilder('item').select(['item.id', 'item.text'])
      .where('item.createdBy IS NULL AND item.kind = :kind AND item.text = ANY(:texts)', { kind, texts: texts.filter((_, index) => !sources[index].custom) })
      .getMany();
    const own: Array<{ id: string; text: string }> = await manager.query(this.unusedOwnStatement(), [userId, kind, texts]);
    const builtInByText = new Map(builtIn.map((row) => [row.text, row.id]));
    const ownByText = new Map(own.map((row) => [row.text, row.id]));
    return sources.map((item) => (!item.custom ? builtInByText.get(item.text) : undefined) ?? ownByText.get(item.text) ?? null);
  }

  private unusedOwnText?: string;

  /**
   * The user's own items of a kind among some texts that nothing links to: every table with a
   * foreign key to items (the goals' and habits' link tables) is asked, by the entities' relations.
   */
  private unusedOwnStatement(): string {
    if (!this.unusedOwnText) {
      const i = sqlTable(this.db, Item, 'i');
      const unlinked = this.db.entityMetadatas.flatMap((metadata) => metadata.manyToOneRelations
        .filter((relation) => relation.inverseEntityMetadata.target === Item)
        .map((relation) => {
          // Only its creator links to an own item: asking for their rows keeps the probe within one user's rows.
          const owner = metadata.findColumnWithPropertyName('userId');
          return `NOT EXISTS (SELECT 1 FROM ${metadata.tableName} l WHERE ${owner ? `l.${owner.databaseName} = $1 AND ` : ''}l.${relation.joinColumns[0].databaseName} = ${i.c.id})`;
        }));
      this.unusedOwnText = `SELECT ${i.c.id}, ${i.c.text} FROM ${i.from}
        WHERE ${i.c.createdBy} = $1 AND ${i.c.kind} = $2 AND ${i.c.text} = ANY($3) AND ${unlinked.join(' AND ')}`;
    }
    return this.unusedOwnText;
  }

  /** The catalogue items of an import's new goals and habits: reused where reusableItems finds one, else created (the import's plan has checked the cap). */
  async importItems(manager: EntityManager, userId: string, kind: ItemKind, sources: readonly ImportableItem[]): Promise<string[]> {
    const ids = await this.reusableItems(manager, userId, kind, sources);
    const missing = sources.map((item, index) => ({ item, index })).filter(({ index }) => ids[index] === null);
    if (missing.length) {
      // Goals have no Essential category: a habit's item of that kind becomes Self-Development.
      const category = (item: ImportableItem) => (kind === ItemKind.GOAL && item.category === Category.Essential ? Category.Development : item.category);
      const { table, col } = sqlTable(manager, Item);
      const created: Array<{ id: string; text: string }> = await manager.query(
        `INSERT INTO ${table} (${col.kind}, ${col.text}, ${col.headline}, ${col.description}, ${col.category}, ${col.img}, ${col.createdBy})
         SELECT $1, t, h, d, c, img, $2 FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(t, h, d, c, img)
         RETURNING ${col.id} AS id, ${col.text} AS text`,
        [kind, userId, missing.map(({ item }) => item.text), missing.map(({ item }) => item.headline), missing.map(({ item }) => item.description),
          missing.map(({ item }) => category(item)), missing.map(({ item }) => categoryImage(category(item)))]);
      const createdByText = new Map(created.map((row) => [row.text, row.id]));
      for (const { item, index } of missing) ids[index] = createdByText.get(item.text)!;
    }
    return ids as string[];
  }
}
