import type { DataSource, EntityManager } from 'typeorm';
import { Category, ItemKind, categoryImage } from '../../shared/categories';
import { GOALS, HABITS, LOCALES, type CatalogueTranslation, type SeedItem } from './catalogue';
import { CATALOGUE_AR } from './catalogue.ar';
import { CATALOGUE_DE } from './catalogue.de';
import { CATALOGUE_ES } from './catalogue.es';
import type { Translated } from '../../shared/i18n/languages';
import { CatalogueItemText } from '../../modules/catalogue/item-text.entity';
import { CatalogueItem } from '../../modules/catalogue/item.entity';
import { Locale } from '../../modules/catalogue/locale.entity';
import { sqlTable } from '../sql-names';

export interface SeedCounts {
  goals: number;
  habits: number;
  locales: number;
}

function rows(kind: ItemKind, byCategory: Record<string, SeedItem[]>) {
  return Object.entries(byCategory).flatMap(([category, items]) =>
    items.map((item) => ({ kind, category: category as Category, img: categoryImage(category as Category), ...item })));
}

async function upsertItems(manager: EntityManager, items: ReturnType<typeof rows>): Promise<void> {
  // One statement for the whole list: arrays in, one row per element out.
  const { table, col, c } = sqlTable(manager, CatalogueItem);
  const changing = [col.headline, col.description, col.category, col.img];
  await manager.query(
    `INSERT INTO ${table} (${col.kind}, ${col.text}, ${changing.join(', ')})
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT (${col.kind}, ${col.text}) DO UPDATE
       SET ${changing.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, ${col.updatedAt} = now()
       WHERE (${c.headline}, ${c.description}, ${c.category}, ${c.img})
         IS DISTINCT FROM (${changing.map((name) => `EXCLUDED.${name}`).join(', ')})`,
    [
      items.map((i) => i.kind), items.map((i) => i.text), items.map((i) => i.headline),
      items.map((i) => i.description), items.map((i) => i.category), items.map((i) => i.img),
    ],
  );
}

/** The built-in catalogue in each translated language (issue 29). */
export const CATALOGUE_TRANSLATIONS: Record<Translated, CatalogueTranslation> = { de: CATALOGUE_DE, es: CATALOGUE_ES, ar: CATALOGUE_AR };

/**
 * Every language's translations in one statement, joined to their items by the English text
 * (a goal and a habit of the same text take the same translation). An item a language lacks
 * keeps no row and reads in English.
 */
async function upsertTranslations(manager: EntityManager): Promise<void> {
  const rows = Object.entries(CATALOGUE_TRANSLATIONS).flatMap(([language, items]) =>
    Object.entries(items).map(([english, item]) => ({ english, language, ...item })));
  const items = sqlTable(manager, CatalogueItem, 'ci');
  const { table, col, c } = sqlTable(manager, CatalogueItemText);
  const changing = [col.text, col.headline, col.description];
  await manager.query(
    `INSERT INTO ${table} (${col.catalogueItemId}, ${col.language}, ${changing.join(', ')})
     SELECT ${items.c.id}, u.language, u.text, u.headline, u.description
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS u(english, language, text, headline, description)
       JOIN ${items.from} ON ${items.c.text} = u.english
     ON CONFLICT (${col.catalogueItemId}, ${col.language}) DO UPDATE
       SET ${changing.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}
       WHERE (${c.text}, ${c.headline}, ${c.description}) IS DISTINCT FROM (${changing.map((name) => `EXCLUDED.${name}`).join(', ')})`,
    [rows.map((r) => r.english), rows.map((r) => r.language), rows.map((r) => r.text), rows.map((r) => r.headline), rows.map((r) => r.description)],
  );
}

/**
 * Loads the built-in catalogue (with its translations) and the locales. Idempotent: items are matched by kind and
 * text, locales by code, so a second run changes nothing and never touches users' links.
 */
export async function seedCatalogue(dataSource: DataSource): Promise<SeedCounts> {
  return dataSource.transaction(async (manager) => {
    await upsertItems(manager, [...rows(ItemKind.GOAL, GOALS), ...rows(ItemKind.HABIT, HABITS)]);
    await upsertTranslations(manager);
    const locales = sqlTable(manager, Locale);
    const items = sqlTable(manager, CatalogueItem);
    await manager.query(
      `INSERT INTO ${locales.table} (${locales.col.code}, ${locales.col.name}) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (${locales.col.code}) DO UPDATE SET ${locales.col.name} = EXCLUDED.${locales.col.name} WHERE ${locales.c.name} <> EXCLUDED.${locales.col.name}`,
      [LOCALES.map((l) => l.code), LOCALES.map((l) => l.name)],
    );
    const [counts] = await manager.query(
      `SELECT count(*) FILTER (WHERE ${items.c.kind} = 'goal')::int AS goals,
              count(*) FILTER (WHERE ${items.c.kind} = 'habit')::int AS habits,
              (SELECT count(*)::int FROM ${locales.table}) AS locales
         FROM ${items.from}`,
    );
    return counts as SeedCounts;
  });
}
