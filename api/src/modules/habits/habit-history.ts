import type { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';

/** One habit's record over a range of days. */
export interface HabitRecord {
  done: number;
  possible: number;
  longest: number;
  current: number;
}

/** One habit's last seven days, for the motivation message. */
export interface HabitWeek {
  text: string;
  done: number;
  held: number;
}

/**
 * The habits' history, counted in SQL (no rows come to Node to be counted): the trends and
 * the motivation message read it here. Done days come from habit_runs, which triggers keep
 * from habit_completions, so five years cost a few runs per habit.
 */
export class HabitHistory {
  constructor(private readonly db: DataSource) {}

  /** The first day of the user's habit history (a habit added or done), or null. */
  async firstDay(user: User): Promise<string | null> {
    // Each habit's first completion costs one index probe.
    const [{ first }] = await this.db.query(
      `SELECT to_char(min(least(h.created_at::date, c.day)), 'YYYY-MM-DD') AS first FROM user_habits h
         LEFT JOIN LATERAL (SELECT day FROM habit_completions WHERE user_habit_id = h.id ORDER BY day LIMIT 1) c ON true
        WHERE h.user_id = $1`, [user.id]);
    return first;
  }

  /**
   * Per day of the range, one entry a day: habits done, and habits held (at least those done).
   * A run of done days adds 1 where it starts and -1 the day after it ends, summed along the
   * range; a habit adds 1 to held from the day it was added.
   */
  async perDay(user: User, from: string, to: string): Promise<{ done: number[]; held: number[] }> {
    const [{ done, held }] = await this.db.query(
      `WITH held AS (SELECT id, greatest(created_at::date, $2::date) AS since FROM user_habits WHERE user_id = $1),
            runs AS (SELECT greatest(r.first_day, $2::date) AS first_day, least(r.last_day, $3::date) AS last_day
                       FROM habit_runs r JOIN held ON held.id = r.user_habit_id
                      WHERE r.last_day >= $2::date AND r.first_day <= $3::date),
            changes AS (SELECT first_day AS day, 1 AS done, 0 AS held FROM runs
                        UNION ALL SELECT last_day + 1, -1, 0 FROM runs
                        UNION ALL SELECT since, 0, 1 FROM held),
            per_day AS (SELECT day, sum(done) AS done, sum(held) AS held FROM changes GROUP BY day),
            series AS (SELECT d::date AS day,
                              sum(coalesce(p.done, 0)) OVER (ORDER BY d) AS done,
                              (SELECT count(*) FROM held WHERE held.since < $2::date) + sum(coalesce(p.held, 0)) OVER (ORDER BY d) AS held
                         FROM generate_series($2::date, $3::date, interval '1 day') d LEFT JOIN per_day p ON p.day = d::date)
       SELECT array_agg(done::int ORDER BY day) AS done, array_agg(greatest(done, held)::int ORDER BY day) AS held FROM series`,
      [user.id, from, to]);
    return { done, held };
  }

  /**
   * Each habit's done days, possible days, longest and current streak, cut to the range; a run
   * is current when it reaches the last day, or the day before (today may not be done yet).
   */
  async records(user: User, from: string, to: string): Promise<Map<string, HabitRecord>> {
    const rows: Array<HabitRecord & { id: string }> = await this.db.query(
      `WITH held AS (SELECT id, greatest(created_at::date, $2::date) AS since FROM user_habits WHERE user_id = $1),
            runs AS (SELECT r.user_habit_id, least(r.last_day, $3::date) AS last_day,
                            (least(r.last_day, $3::date) - greatest(r.first_day, $2::date) + 1) AS length
                       FROM habit_runs r JOIN held ON held.id = r.user_habit_id
                      WHERE r.last_day >= $2::date AND r.first_day <= $3::date)
       SELECT held.id,
              coalesce(sum(runs.length), 0)::int AS done,
              greatest(0, $3::date - held.since + 1)::int AS possible,
              coalesce(max(runs.length), 0)::int AS longest,
              coalesce(max(runs.length) FILTER (WHERE runs.last_day >= $3::date - 1), 0)::int AS current
         FROM held LEFT JOIN runs ON runs.user_habit_id = held.id
        GROUP BY held.id, held.since`, [user.id, from, to]);
    return new Map(rows.map(({ id, ...record }) => [id, record]));
  }

  /** The days one habit was done in a range, oldest first. */
  async doneDays(habitId: string, from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day`,
      [habitId, from, to]);
    return rows.map((row) => row.day);
  }

  /** Each habit's check-ins over the 7 days ending on `day`: one statement. */
  lastWeek(user: User, day: string): Promise<HabitWeek[]> {
    // Read model: joins the catalogue's items for each habit's text, to stay one statement.
    return this.db.query(
      `SELECT i.text, count(c.day)::int AS done,
              -- Past days can be filled in before the habit was added: they count as held too.
              greatest(count(c.day), $2::date - greatest(h.created_at::date, $2::date - 6) + 1)::int AS held
         FROM user_habits h
         JOIN items i ON i.id = h.item_id
         LEFT JOIN habit_completions c ON c.user_habit_id = h.id AND c.day BETWEEN $2::date - 6 AND $2::date
        WHERE h.user_id = $1
        GROUP BY h.id, i.text`, [user.id, day]);
  }
}
