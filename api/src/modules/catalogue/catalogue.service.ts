import { In, type DataSource, type EntityManager } from 'typeorm';
import { Category, ItemKind, categoriesOf, categoryImage } from '../../shared/categories';
import { AppError, badInput, notFound } from '../../shared/errors';
import { sharedText } from '../../shared/errors.messages';
import { isUuid } from '../../shared/ids';
import { seedCatalogue } from '../../db/seed/seed';
import type { CustomItemInput } from './catalogue.types';
import { UserLocale } from './user-locale.entity';
import { decodeCursor, encodeCursor, type Page } from '../../shared/pagination';
import type { RateLimiter } from '../../shared/rate-limit';
import type { User } from '../users/user.entity';
import { CatalogueItem, OwnItem, type Item } from './item.entity';
import { Locale } from './locale.entity';
import { sqlTable, type SqlTable } from '../../db/sql-names';
import { LANGUAGES, languageOf, PSEUDO_LOCALE, type Translated } from '../../shared/i18n/languages';
import { pseudoLocalize } from '../../shared/i18n/messages';
import { CatalogueItemText } from './item-text.entity';
import { catalogueText } from './catalogue.messages';

export interface BrowseOptions {
  kind: ItemKind;
  /** The request's locale: built-in items read in its language, English where it has none. */
  locale: string;
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

/** The translated language a locale reads the built-in catalogue in; null for English (and the pseudo-locale, English too). */
export function catalogueLanguage(locale: string | undefined): Translated | null {
  const language = languageOf(locale);
  return language !== 'en' && (LANGUAGES as readonly string[]).includes(language) ? language as Translated : null;
}

/** The item with other texts (its language's): a copy of the same class. */
function withTexts<T extends Item>(item: T, texts: ItemTexts): T {
  return Object.assign(Object.create(Object.getPrototypeOf(item) as object) as T, item, texts);
}

/** The pseudo-locale reads the English accented and longer (its browser test finds text no one translated). */
function pseudoTexts<T extends ItemTexts>(texts: T): T {
  return { ...texts, text: pseudoLocalize(texts.text), headline: pseudoLocalize(texts.headline), description: pseudoLocalize(texts.description) };
}

/** An item's translated texts; text, headline and description as its language writes them. */
export type ItemTexts = Pick<CatalogueItemText, 'text' | 'headline' | 'description'>;

/** The goal and habit catalogue: the built-in items plus the viewer's own. */
export const REFRESH_LIMIT = { max: 5, windowSeconds: 60 * 60 };

/** Where a goal or habit finds its item: a built-in one or the user's own (exactly one is set). */
export interface ItemRef { catalogueItemId: string | null; itemId: string | null }

interface VisibleFilter {
  kind: ItemKind;
  /** Built-in items read in this language (English where it has no row); null: English. */
  language: Translated | null;
  category?: Category | null;
  search?: string;
  ids?: string[];
  /** A keyset cursor: (text, id) after this. */
  after?: [string, string];
  limit?: number;
}

/** A goal's or habit's item as an import reads it from a file. */
export interface ImportableItem { text: string; headline: string; description: string; category: Category; custom: boolean }

export class CatalogueService {
  constructor(private readonly db: DataSource, private readonly limiter: RateLimiter) {}

  assertCategory(kind: ItemKind, category: Category): void {
    if (!categoriesOf(kind).includes(category)) {
      throw badInput(catalogueText('notKindCategory', { category, kind }));
    }
  }

  /**
   * The visible items of a kind as one statement: the built-in catalogue, UNION ALL the viewer's
   * own (their rows of items, found by items_user_browse_idx: a user's own items are few). Each
   * arm names the entities' shared columns by property, and `userId` (null for a built-in item)
   * says which entity a row is. `page`: each arm ordered and cut too, so the catalogue's arm can
   * walk catalogue_items_browse_idx; without it, unordered arms (for a count).
   */
  private visibleStatement(viewer: User | null, filter: VisibleFilter, page: boolean): { sql: string; params: unknown[] } {
    if (filter.category) this.assertCategory(filter.kind, filter.category);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const kind = param(filter.kind);
    const category = filter.category ? param(filter.category) : null;
    const pattern = filter.search ? param(`%${escapeLike(filter.search)}%`) : null;
    const ids = filter.ids ? param(filter.ids) : null;
    const after = filter.after ? [param(filter.after[0]), param(filter.after[1])] : null;
    const limit = page && filter.limit !== undefined ? ` LIMIT ${param(filter.limit)}` : '';
    const shared = this.db.getMetadata(CatalogueItem).columns.map((column) => column.propertyName as keyof CatalogueItem & string);

    // English search: the same expression as catalogue_items_search_trgm_idx.
    const searchable = (t: { text: string; headline: string; description: string }) => `(${t.text} || ' ' || ${t.headline} || ' ' || ${t.description})`;
    const arm = (t: SqlTable<CatalogueItem> | SqlTable<OwnItem>, owner: string, ownerCondition: string[], translation?: SqlTable<CatalogueItemText>) => {
      // A translated built-in item shows (and sorts and pages by) its language's texts, English where its row is missing.
      const shown: Record<string, string> = { ...t.c };
      if (translation) for (const column of ['text', 'headline', 'description'] as const) shown[column] = `COALESCE(${translation.c[column]}, ${t.c[column]})`;
      const shownText = shown.text;
      const where = [...ownerCondition, `${t.c.kind} = ${kind}`,
        ...(category ? [`${t.c.category} = ${category}`] : []),
        // A search matches the shown language's words and the English ones.
        ...(pattern ? [`(${searchable(t.c)} ILIKE ${pattern}${translation ? ` OR ${searchable(translation.c)} ILIKE ${pattern}` : ''})`] : []),
        ...(ids ? [`${t.c.id} = ANY(${ids}::uuid[])`] : []),
        ...(after ? [`(${shownText}, ${t.c.id}) > (${after[0]}, ${after[1]}::uuid)`] : [])];
      const from = translation
        ? `${t.from} LEFT JOIN ${translation.from} ON ${translation.c.catalogueItemId} = ${t.c.id} AND ${translation.c.language} = ${param(filter.language)}`
        : t.from;
      const select = `SELECT ${shared.map((property) => `${shown[property]} AS "${property}"`).join(', ')}, ${owner} AS "userId" FROM ${from} WHERE ${where.join(' AND ')}`;
      return page ? `${select} ORDER BY ${shownText}, ${t.c.id}${limit}` : select;
    };
    const builtIn = arm(sqlTable(this.db, CatalogueItem, 'ci'), 'NULL::uuid', [],
      filter.language ? sqlTable(this.db, CatalogueItemText, 'cit') : undefined);
    if (!viewer) return { sql: builtIn, params };
    const oi = sqlTable(this.db, OwnItem, 'oi');
    const own = arm(oi, oi.c.userId, [`${oi.c.userId} = ${param(viewer.id)}`]);
    return { sql: page ? `(${builtIn}) UNION ALL (${own}) ORDER BY "text", "id"${limit}` : `${builtIn} UNION ALL ${own}`, params };
  }

  /** The items of visibleStatement's rows, in text order: built in or the viewer's own, as each row says. */
  private async visible(viewer: User | null, filter: VisibleFilter, manager: EntityManager = this.db.manager): Promise<Item[]> {
    const { sql, params } = this.visibleStatement(viewer, filter, true);
    const rows: Array<Record<string, unknown> & { userId: string | null }> = await manager.query(sql, params);
    return rows.map(({ userId, ...columns }) => (userId === null ? Object.assign(new CatalogueItem(), columns) : Object.assign(new OwnItem(), columns, { userId })));
  }

  /** How many items visibleStatement answers, unpaged: one statement. */
  private async visibleCount(viewer: User | null, filter: VisibleFilter): Promise<number> {
    const { sql, params } = this.visibleStatement(viewer, filter, false);
    const [{ count }]: Array<{ count: number }> = await this.db.query(`SELECT count(*)::int AS count FROM (${sql}) visible`, params);
    return count;
  }

  /** One page of the catalogue, in text order, with a keyset cursor. */
  async browse(viewer: User | null, options: BrowseOptions): Promise<Page<Item>> {
    const filter: VisibleFilter = { kind: options.kind, language: catalogueLanguage(options.locale), category: options.category, search: options.search?.trim() || undefined };
    const totalCount = await this.visibleCount(viewer, filter);
    const after = options.after ? decodeCursor(options.after) : undefined;
    if (after && (after.length !== 2 || !isUuid(after[1]))) throw badInput(sharedText('invalidCursor'));
    const rows = await this.visible(viewer, { ...filter, after: after as [string, string] | undefined, limit: options.first + 1 });
    const nodes = rows.slice(0, options.first);
    const last = nodes.at(-1);
    return {
      nodes: languageOf(options.locale) === PSEUDO_LOCALE ? nodes.map((item) => (item.custom ? item : withTexts(item, pseudoTexts(item)))) : nodes,
      totalCount,
      hasNextPage: rows.length > options.first,
      endCursor: last ? encodeCursor([last.text, last.id]) : null,
    };
  }

  /** Every visible item of a kind (and category) in the locale's language, for the REST list calls. */
  list(viewer: User | null, locale: string | undefined, kind: ItemKind, category?: Category): Promise<Item[]> {
    return this.visible(viewer, { kind, language: catalogueLanguage(locale), category });
  }

  locales(): Promise<Locale[]> {
    return this.db.getRepository(Locale).find({ order: { name: 'ASC' } });
  }

  /** A goal or habit of the user's own, visible to them alone. */
  async createCustomItem(user: User, input: CustomItemInput): Promise<Item> {
    this.assertCategory(input.kind, input.category);
    const repository = this.db.getRepository(OwnItem);
    if (await repository.countBy({ userId: user.id }) >= MAX_CUSTOM_ITEMS) {
      throw new AppError('PLAN_LIMIT', catalogueText('tooManyOwnItems', { max: MAX_CUSTOM_ITEMS }));
    }
    const text = input.text.trim();
    return repository.save(repository.create({
      kind: input.kind,
      text,
      headline: input.headline?.trim() || (text.length > 40 ? `${text.slice(0, 39)}…` : text),
      description: input.description?.trim() ?? '',
      category: input.category,
      img: categoryImage(input.category),
      userId: user.id,
    }));
  }

  myLocales(user: User): Promise<Locale[]> {
    return this.db.getRepository(Locale).createQueryBuilder('locale')
      .innerJoin(UserLocale, 'link', 'link.localeId = locale.id AND link.userId = :userId', { userId: user.id })
      .orderBy('locale.name', 'ASC').getMany();
  }

  async addLocale(user: User, localeId: string): Promise<Locale> {
    const locale = await this.db.getRepository(Locale).findOneBy({ id: localeId });
    if (!locale) throw notFound('Locale');
    const result = await this.db.createQueryBuilder().insert().into(UserLocale).values({ userId: user.id, localeId })
      .orIgnore().returning(['id']).updateEntity(false).execute();
    if (!(result.raw as unknown[]).length) throw new AppError('CONFLICT', catalogueText('localeAlreadyAdded'));
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
  async linkableItem(user: User, kind: ItemKind, itemId: string, manager: EntityManager = this.db.manager): Promise<Item | null> {
    if (!isUuid(itemId)) return null;
    const [item] = await this.visible(user, { kind, language: null, ids: [itemId] }, manager);
    return item ?? null;
  }

  /** The built-in items of a kind in some categories, in text order (the offline suggestions' source). */
  builtInItems(kind: ItemKind, categories: Category[]): Promise<CatalogueItem[]> {
    return this.db.getRepository(CatalogueItem).createQueryBuilder('item')
      .where('item.kind = :kind AND item.category = ANY(:categories)', { kind, categories })
      .orderBy('item.text').getMany();
  }

  /** Deletes one of the user's own items (and, by cascade, any link to it). */
  async deleteCustomItem(user: User, itemId: string): Promise<void> {
    await this.db.getRepository(OwnItem).delete({ userId: user.id, id: itemId });
  }

  /**
   * The items of some goals and habits (the GraphQL loaders'), in their order: built-in ones by id,
   * own ones by their user and id; a statement for each table asked.
   */
  async itemsOf(links: ReadonlyArray<ItemRef & { userId: string }>): Promise<Array<Item | null>> {
    const catalogueIds = links.flatMap((link) => (link.catalogueItemId ? [link.catalogueItemId] : []));
    const own = links.filter((link) => link.itemId);
    const [builtIn, owned] = await Promise.all([
      catalogueIds.length ? this.db.getRepository(CatalogueItem).findBy({ id: In(catalogueIds) }) : [],
      own.length ? this.db.getRepository(OwnItem).createQueryBuilder('item')
        .where('(item.userId, item.id) IN (SELECT * FROM unnest(:userIds::uuid[], :ids::uuid[]))', { userIds: own.map((link) => link.userId), ids: own.map((link) => link.itemId) })
        .getMany() : [],
    ]);
    const builtInById = new Map(builtIn.map((item) => [item.id, item]));
    const ownByKey = new Map(owned.map((item) => [`${item.userId}:${item.id}`, item]));
    return links.map((link) => (link.catalogueItemId ? builtInById.get(link.catalogueItemId) : ownByKey.get(`${link.userId}:${link.itemId}`)) ?? null);
  }

  /**
   * The texts of some built-in items as `locale` reads them, in their order (null where an item
   * has no row in its language, or for English; the pseudo-locale's are the English accented): one
   * statement, by catalogue_item_texts' primary key (catalogue_items' for the pseudo-locale).
   */
  async translations(ids: readonly string[], locale: string | undefined): Promise<Array<ItemTexts | null>> {
    if (!ids.length || languageOf(locale) === 'en') return ids.map(() => null);
    if (languageOf(locale) === PSEUDO_LOCALE) {
      const english = await this.db.getRepository(CatalogueItem).find({ where: { id: In([...ids]) }, select: { id: true, text: true, headline: true, description: true } });
      const byId = new Map(english.map((item) => [item.id, pseudoTexts({ text: item.text, headline: item.headline, description: item.description })]));
      return ids.map((id) => byId.get(id) ?? null);
    }
    const t = sqlTable(this.db, CatalogueItemText, 't');
    const rows: Array<ItemTexts & { id: string }> = await this.db.query(
      `SELECT ${t.c.catalogueItemId} AS id, ${t.c.text} AS text, ${t.c.headline} AS headline, ${t.c.description} AS description
         FROM ${t.from} WHERE ${t.c.catalogueItemId} = ANY($1::uuid[]) AND ${t.c.language} = $2`, [ids, catalogueLanguage(locale)]);
    const byId = new Map(rows.map(({ id, ...texts }) => [id, texts]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * The items as the locale reads them (REST's goals and habits, read in English by their
   * services): built-in ones with their translated texts, in one statement; the user's own as they are.
   */
  async localize<T extends Item>(items: T[], locale: string | undefined): Promise<T[]> {
    const builtIn = items.filter((item) => !item.custom);
    const texts = await this.translations(builtIn.map((item) => item.id), locale);
    const byId = new Map(builtIn.map((item, index) => [item.id, texts[index]]));
    return items.map((item) => {
      const translated = byId.get(item.id);
      return translated ? withTexts(item, translated) : item;
    });
  }

  /** How many items of their own the user has (the cap is MAX_CUSTOM_ITEMS): for an import's plan. */
  async customItemCount(manager: EntityManager, userId: string): Promise<number> {
    return manager.getRepository(OwnItem).countBy({ userId });
  }

  /**
   * The items an import's new goals and habits can take as they are: built-in ones by their text,
   * the user's own unused ones; null where one is to be created. ("Unused" asks the goals' and
   * habits' link tables whether an item is linked: an existence check, not a read of their rows.)
   */
  async reusableItems(manager: EntityManager, userId: string, kind: ItemKind, sources: readonly ImportableItem[]): Promise<Array<ItemRef | null>> {
    if (!sources.length) return [];
    const texts = sources.map((item) => item.text);
    const builtIn = await manager.getRepository(CatalogueItem).createQueryBuilder('item').select(['item.id', 'item.text'])
      .where('item.kind = :kind AND item.text = ANY(:texts)', { kind, texts: texts.filter((_, index) => !sources[index].custom) })
      .getMany();
    const own: Array<{ id: string; text: string }> = await manager.query(this.unusedOwnStatement(), [userId, kind, texts]);
    const builtInByText = new Map(builtIn.map((row): [string, ItemRef] => [row.text, { catalogueItemId: row.id, itemId: null }]));
    const ownByText = new Map(own.map((row): [string, ItemRef] => [row.text, { catalogueItemId: null, itemId: row.id }]));
    return sources.map((item) => (!item.custom ? builtInByText.get(item.text) : undefined) ?? ownByText.get(item.text) ?? null);
  }

  private unusedOwnText?: string;

  /**
   * The user's own items of a kind among some texts that nothing links to: every table with a
   * foreign key to items (the goals' and habits' link tables) is asked, by the entities' relations
   * (their keys carry the user, so each probe stays within the user's rows).
   */
  private unusedOwnStatement(): string {
    if (!this.unusedOwnText) {
      const i = sqlTable(this.db, OwnItem, 'i');
      const unlinked = this.db.entityMetadatas.flatMap((metadata) => metadata.manyToOneRelations
        .filter((relation) => relation.inverseEntityMetadata.target === OwnItem)
        .map((relation) => `NOT EXISTS (SELECT 1 FROM ${metadata.tableName} l WHERE ${relation.joinColumns
          .map((join) => `l.${join.databaseName} = ${i.alias}.${join.referencedColumn!.databaseName}`).join(' AND ')})`));
      this.unusedOwnText = `SELECT ${i.c.id}, ${i.c.text} FROM ${i.from}
        WHERE ${i.c.userId} = $1 AND ${i.c.kind} = $2 AND ${i.c.text} = ANY($3) AND ${unlinked.join(' AND ')}`;
    }
    return this.unusedOwnText;
  }

  /** The catalogue items of an import's new goals and habits: reused where reusableItems finds one, else created (the import's plan has checked the cap). */
  async importItems(manager: EntityManager, userId: string, kind: ItemKind, sources: readonly ImportableItem[]): Promise<ItemRef[]> {
    const ids = await this.reusableItems(manager, userId, kind, sources);
    const missing = sources.map((item, index) => ({ item, index })).filter(({ index }) => ids[index] === null);
    if (missing.length) {
      // Goals have no Essential category: a habit's item of that kind becomes Self-Development.
      const category = (item: ImportableItem) => (kind === ItemKind.GOAL && item.category === Category.Essential ? Category.Development : item.category);
      const { table, col } = sqlTable(manager, OwnItem);
      const created: Array<{ id: string; text: string }> = await manager.query(
        `INSERT INTO ${table} (${col.kind}, ${col.text}, ${col.headline}, ${col.description}, ${col.category}, ${col.img}, ${col.userId})
         SELECT $1, t, h, d, c, img, $2 FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(t, h, d, c, img)
         RETURNING ${col.id} AS id, ${col.text} AS text`,
        [kind, userId, missing.map(({ item }) => item.text), missing.map(({ item }) => item.headline), missing.map(({ item }) => item.description),
          missing.map(({ item }) => category(item)), missing.map(({ item }) => categoryImage(category(item)))]);
      const createdByText = new Map(created.map((row) => [row.text, row.id]));
      for (const { item, index } of missing) ids[index] = { catalogueItemId: null, itemId: createdByText.get(item.text)! };
    }
    return ids as ItemRef[];
  }
}
