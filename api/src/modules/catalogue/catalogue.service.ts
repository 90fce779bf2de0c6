import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { Category, ItemKind, categoriesOf } from '../../shared/categories';
import { badInput } from '../../shared/errors';
import { decodeCursor, encodeCursor, type Page } from '../../shared/pagination';
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The goal and habit catalogue: the built-in items plus the viewer's own. */
export class CatalogueService {
  constructor(private readonly db: DataSource) {}

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

  itemsByIds(ids: readonly string[]): Promise<Item[]> {
    return this.db.getRepository(Item).createQueryBuilder('item').where('item.id = ANY(:ids)', { ids }).getMany();
  }
}
