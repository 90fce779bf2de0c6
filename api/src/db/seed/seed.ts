import type { DataSource, EntityManager } from 'typeorm';
import { Category, ItemKind, categoryImage } from '../../shared/categories';
import { GOALS, HABITS, LOCALES, type SeedItem } from './catalogue';

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
  await manager.query(
    `INSERT INTO items (kind, text, headline, description, category, img)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT (kind, text) WHERE created_by IS NULL DO UPDATE
       SET headline = EXCLUDED.headline, description = EXCLUDED.description,
           category = EXCLUDED.category, img = EXCLUDED.img, updated_at = now()
       WHERE (items.headline, items.description, items.category, items.img)
         IS DISTINCT FROM (EXCLUDED.headline, EXCLUDED.description, EXCLUDED.category, EXCLUDED.img)`,
    [
      items.map((i) => i.kind), items.map((i) => i.text), items.map((i) => i.headline),
      items.map((i) => i.description), items.map((i) => i.category), items.map((i) => i.img),
    ],
  );
}

/**
 * Loads the built-in catalogue and the locales. Idempotent: items are matched by kind and
 * text, locales by code, so a second run changes nothing and never touches users' links.
 */
export async function seedCatalogue(dataSource: DataSource): Promise<SeedCounts> {
  return dataSource.transaction(async (manager) => {
    await upsertItems(manager, [...rows(ItemKind.GOAL, GOALS), ...rows(ItemKind.HABIT, HABITS)]);
    await manager.query(
      `INSERT INTO locales (code, name) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name WHERE locales.name <> EXCLUDED.name`,
      [LOCALES.map((l) => l.code), LOCALES.map((l) => l.name)],
    );
    const [counts] = await manager.query(
      `SELECT count(*) FILTER (WHERE kind = 'goal')::int AS goals,
              count(*) FILTER (WHERE kind = 'habit')::int AS habits,
              (SELECT count(*)::int FROM locales) AS locales
         FROM items WHERE created_by IS NULL`,
    );
    return counts as SeedCounts;
  });
}
