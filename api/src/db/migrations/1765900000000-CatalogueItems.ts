import type { MigrationInterface, QueryRunner } from 'typeorm';

const LINK_TABLES = ['user_goals', 'user_habits'] as const;
const CATEGORIES = `'Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual', 'Essential'`;
const SHARED_COLUMNS = 'id, kind, text, headline, description, category, img, created_at, updated_at';

/**
 * Issue 26, the last table: the built-in catalogue leaves `items` for `catalogue_items`, a
 * reference table (the same rows for everyone, copied to every node by Citus), with its ids
 * unchanged; `items` keeps users' own goals and habits, keyed (user_id, id) like every user table.
 * - A goal or habit names its item in one of two columns: `catalogue_item_id` (the catalogue's,
 *   its cascade found through `<table>_catalogue_item_idx`) or `item_id` (the user's own, by a
 *   composite foreign key served by the (user_id, item_id) unique key); exactly one is set.
 * - The catalogue keeps the built-in part's indexes, now whole: (kind, text) unique (the seed's
 *   upsert), the browse order (kind, category, text, id), the trigram search. A user's own items
 *   are few: their browse and search read (user_id, kind, category), so `items` has no trigram index.
 */
export class CatalogueItems1765900000000 implements MigrationInterface {
  name = 'CatalogueItems1765900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalogue_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CONSTRAINT catalogue_items_kind_check CHECK (kind IN ('goal', 'habit')),
        text text NOT NULL CONSTRAINT catalogue_items_text_check CHECK (length(btrim(text)) > 0),
        headline text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        category text NOT NULL CONSTRAINT catalogue_items_category_check CHECK (category IN (${CATEGORIES})),
        img text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT catalogue_items_check CHECK (kind = 'habit' OR category <> 'Essential'),
        CONSTRAINT catalogue_items_kind_text_key UNIQUE (kind, text)
      )`);
    await db.query(`INSERT INTO catalogue_items (${SHARED_COLUMNS}) SELECT ${SHARED_COLUMNS} FROM items WHERE created_by IS NULL`);
    await db.query(`CREATE INDEX catalogue_items_browse_idx ON catalogue_items (kind, category, text, id)`);
    await db.query(`CREATE INDEX catalogue_items_search_trgm_idx ON catalogue_items USING gin ((text || ' ' || headline || ' ' || description) gin_trgm_ops)`);

    // The links let go of items before the built-in rows leave it.
    for (const table of LINK_TABLES) {
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_item_id_fkey, DROP CONSTRAINT ${table}_user_item_key, ALTER COLUMN item_id DROP NOT NULL,
        ADD COLUMN catalogue_item_id uuid`);
      await db.query(`DROP INDEX ${table}_item_idx`);
      await db.query(`UPDATE ${table} l SET catalogue_item_id = l.item_id, item_id = NULL FROM catalogue_items ci WHERE ci.id = l.item_id`);
    }

    await db.query(`DELETE FROM items WHERE created_by IS NULL`);
    for (const index of ['items_builtin_kind_text_key', 'items_builtin_browse_idx', 'items_custom_browse_idx', 'items_search_trgm_idx']) {
      await db.query(`DROP INDEX ${index}`);
    }
    await db.query(`ALTER TABLE items RENAME COLUMN created_by TO user_id`);
    await db.query(`ALTER TABLE items RENAME CONSTRAINT items_created_by_fkey TO items_user_id_fkey`);
    await db.query(`ALTER TABLE items ALTER COLUMN user_id SET NOT NULL, DROP CONSTRAINT items_pkey, ADD PRIMARY KEY (user_id, id)`);
    await db.query(`CREATE INDEX items_user_browse_idx ON items (user_id, kind, category)`);

    for (const table of LINK_TABLES) {
      await db.query(`ALTER TABLE ${table}
        ADD CONSTRAINT ${table}_item_check CHECK (num_nonnulls(catalogue_item_id, item_id) = 1),
        ADD CONSTRAINT ${table}_catalogue_item_id_fkey FOREIGN KEY (catalogue_item_id) REFERENCES catalogue_items (id) ON DELETE CASCADE,
        ADD CONSTRAINT ${table}_user_id_item_id_fkey FOREIGN KEY (user_id, item_id) REFERENCES items (user_id, id) ON DELETE CASCADE,
        ADD CONSTRAINT ${table}_user_catalogue_item_key UNIQUE (user_id, catalogue_item_id),
        ADD CONSTRAINT ${table}_user_item_key UNIQUE (user_id, item_id)`);
      await db.query(`CREATE INDEX ${table}_catalogue_item_idx ON ${table} (catalogue_item_id)`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of LINK_TABLES) {
      await db.query(`DROP INDEX ${table}_catalogue_item_idx`);
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_item_check, DROP CONSTRAINT ${table}_catalogue_item_id_fkey,
        DROP CONSTRAINT ${table}_user_id_item_id_fkey, DROP CONSTRAINT ${table}_user_catalogue_item_key, DROP CONSTRAINT ${table}_user_item_key`);
    }

    await db.query(`DROP INDEX items_user_browse_idx`);
    await db.query(`ALTER TABLE items DROP CONSTRAINT items_pkey, ADD PRIMARY KEY (id), ALTER COLUMN user_id DROP NOT NULL`);
    await db.query(`ALTER TABLE items RENAME CONSTRAINT items_user_id_fkey TO items_created_by_fkey`);
    await db.query(`ALTER TABLE items RENAME COLUMN user_id TO created_by`);
    await db.query(`INSERT INTO items (${SHARED_COLUMNS}) SELECT ${SHARED_COLUMNS} FROM catalogue_items`);
    await db.query(`CREATE UNIQUE INDEX items_builtin_kind_text_key ON items (kind, text) WHERE created_by IS NULL`);
    await db.query(`CREATE INDEX items_builtin_browse_idx ON items (kind, category, text, id) WHERE created_by IS NULL`);
    await db.query(`CREATE INDEX items_custom_browse_idx ON items (created_by, kind, category) WHERE created_by IS NOT NULL`);
    await db.query(`CREATE INDEX items_search_trgm_idx ON items USING gin ((text || ' ' || headline || ' ' || description) gin_trgm_ops)`);

    for (const table of LINK_TABLES) {
      await db.query(`UPDATE ${table} SET item_id = catalogue_item_id WHERE catalogue_item_id IS NOT NULL`);
      await db.query(`ALTER TABLE ${table} DROP COLUMN catalogue_item_id, ALTER COLUMN item_id SET NOT NULL,
        ADD CONSTRAINT ${table}_item_id_fkey FOREIGN KEY (item_id) REFERENCES items (id) ON DELETE CASCADE,
        ADD CONSTRAINT ${table}_user_item_key UNIQUE (user_id, item_id)`);
      await db.query(`CREATE INDEX ${table}_item_idx ON ${table} (item_id)`);
    }
    await db.query(`DROP TABLE catalogue_items`);
  }
}
