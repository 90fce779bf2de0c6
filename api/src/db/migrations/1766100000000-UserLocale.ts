import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: the user's locale, a BCP 47 tag whose language picks the texts the server sends
 * (emails, notifications, errors) and whose region picks the week; and the first day of the week
 * when the user picks one (null follows the locale).
 */
export class UserLocale1766100000000 implements MigrationInterface {
  name = 'UserLocale1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en' CONSTRAINT users_locale_check CHECK (length(locale) BETWEEN 2 AND 35),
      ADD COLUMN week_start smallint CONSTRAINT users_week_start_check CHECK (week_start BETWEEN 1 AND 7)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN week_start, DROP COLUMN locale`);
  }
}
