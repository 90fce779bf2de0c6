import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the built-in catalogue in every language Cairn speaks. catalogue_items keeps the
 * English source (users' links, imports and exports name items by it); each translated language
 * has a row here, found by its primary key (catalogue_item_id, language) when a request joins it.
 * A reference table like catalogue_items: the same rows for everyone. An item with no row in a
 * language reads in English.
 */
export class CatalogueItemTexts1766300000000 implements MigrationInterface {
  name = 'CatalogueItemTexts1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE catalogue_item_texts (
        catalogue_item_id uuid NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
        language text NOT NULL CONSTRAINT catalogue_item_texts_language_check CHECK (language IN ('de', 'es', 'ar')),
        text text NOT NULL CONSTRAINT catalogue_item_texts_text_check CHECK (length(btrim(text)) > 0),
        headline text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        PRIMARY KEY (catalogue_item_id, language)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE catalogue_item_texts`);
  }
}
