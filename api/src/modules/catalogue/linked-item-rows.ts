import type { DataSource } from 'typeorm';
import { RawRows } from '../../db/raw-rows';
import { sqlTable } from '../../db/sql-names';
import { CatalogueItem, OwnItem, type Item } from './item.entity';

/** A goal's or habit's columns that name its item, as a statement's alias qualifies them (`l.user_id`, …). */
export interface ItemLinkColumns { userId: string; catalogueItemId: string; itemId: string }

/**
 * The item of a goal or habit in a raw statement (issue 19's RawRows): the built-in one and the
 * user's own, each outer-joined by its key (the own one by (user_id, id)), read as two column
 * groups of which one is null, mapped once into a CatalogueItem or an OwnItem.
 */
export class LinkedItemRows {
  private readonly builtIn: RawRows<CatalogueItem>;
  private readonly own: RawRows<OwnItem>;
  private readonly builtInAlias: string;
  private readonly ownAlias: string;

  constructor(private readonly db: DataSource, prefix: string) {
    this.builtInAlias = `${prefix}c`;
    this.ownAlias = `${prefix}o`;
    this.builtIn = new RawRows(db, CatalogueItem, this.builtInAlias);
    this.own = new RawRows(db, OwnItem, this.ownAlias);
  }

  /** The two LEFT JOINs that find the link's item: after `FROM <link table> <alias>`. */
  joins(link: ItemLinkColumns): string {
    const ci = sqlTable(this.db, CatalogueItem, this.builtInAlias);
    const oi = sqlTable(this.db, OwnItem, this.ownAlias);
    return `LEFT JOIN ${ci.from} ON ${ci.c.id} = ${link.catalogueItemId}
        LEFT JOIN ${oi.from} ON ${oi.c.userId} = ${link.userId} AND ${oi.c.id} = ${link.itemId}`;
  }

  /** Both column groups, for a SELECT list. */
  select(): string {
    return `${this.builtIn.select(this.builtInAlias)}, ${this.own.select(this.ownAlias)}`;
  }

  /** How many columns `select` names. */
  get width(): number {
    return this.builtIn.width + this.own.width;
  }

  /** The item held by an array row from `offset` on (select's order); null when the link was null (an outer join). */
  mapAt(row: readonly unknown[], offset: number): Item | null {
    return this.builtIn.mapAt(row, offset) ?? this.own.mapAt(row, offset + this.builtIn.width);
  }

  /** The item as one JSON object (for json_agg): whichever of the two it is. */
  json(): string {
    return `CASE WHEN ${sqlTable(this.db, CatalogueItem, this.builtInAlias).c.id} IS NOT NULL THEN ${this.builtIn.json(this.builtInAlias)} ELSE ${this.own.json(this.ownAlias)} END`;
  }

  /** The instance an object made by `json` holds. */
  map(object: Record<string, unknown>): Item | null {
    return `${this.builtInAlias}_id` in object ? this.builtIn.map(object) : this.own.map(object);
  }
}
