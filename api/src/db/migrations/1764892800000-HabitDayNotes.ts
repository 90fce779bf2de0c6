import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A day's note, whatever the day's state (issue 25 case 13): done, skipped, an amount short of
 * the target, or nothing recorded at all (Loop's "Sick" on a day not done, a note on a day Loop
 * filled in). Notes move from habit_completions, which only holds days with an entry, to their
 * own table, their one home.
 */
export class HabitDayNotes1764892800000 implements MigrationInterface {
  name = 'HabitDayNotes1764892800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE habit_day_notes (
        user_habit_id uuid NOT NULL REFERENCES user_habits(id) ON DELETE CASCADE,
        day date NOT NULL,
        note text NOT NULL,
        CONSTRAINT habit_day_notes_pkey PRIMARY KEY (user_habit_id, day),
        CONSTRAINT habit_day_notes_note_check CHECK (length(note) BETWEEN 1 AND 500)
      )`);
    await db.query(`INSERT INTO habit_day_notes (user_habit_id, day, note)
                    SELECT user_habit_id, day, note FROM habit_completions WHERE note IS NOT NULL AND note <> ''`);
    await db.query(`ALTER TABLE habit_completions DROP CONSTRAINT habit_completions_note_check`);
    await db.query(`ALTER TABLE habit_completions DROP COLUMN note`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE habit_completions ADD COLUMN note text`);
    await db.query(`ALTER TABLE habit_completions ADD CONSTRAINT habit_completions_note_check CHECK (length(note) <= 500)`);
    await db.query(`UPDATE habit_completions c SET note = n.note FROM habit_day_notes n WHERE n.user_habit_id = c.user_habit_id AND n.day = c.day`);
    await db.query(`DROP TABLE habit_day_notes`);
  }
}
