import type { DataSource } from 'typeorm';
import { addDays, parseDay } from '../../shared/dates';
import { badInput } from '../../shared/errors';
import { PLAN_LIMITS } from '../../shared/plans';
import { GoalStatus } from '../goals/user-goal.entity';
import type { HabitsService } from '../habits/habits.service';
import type { User } from '../users/user.entity';
import type { Trends } from './trends.types';

const MAX_DAYS = 20 * 366;

/**
 * Progress over a range of days, counted by SQL aggregation (no rows come to Node to be
 * counted). A Free user's range is cut to the plan's last 7 days; Unlimited sees all history.
 */
export class TrendsService {
  constructor(private readonly db: DataSource, private readonly habits: HabitsService) {}

  /** The range to answer: `to` defaults to the given today, `from` to the start of the user's history. */
  private async range(user: User, from: string | null | undefined, to: string): Promise<{ from: string; to: string; clamped: boolean }> {
    const end = parseDay(to);
    let start = from ? parseDay(from) : undefined;
    if (!start) {
      // The first day of the user's history: each habit's first completion (one index probe
      // per habit), its creation, and the first completed task.
      const [{ first }] = await this.db.query(
        `SELECT to_char(least(
                  (SELECT min(least(h.created_at::date, c.day)) FROM user_habits h
                     LEFT JOIN LATERAL (SELECT day FROM habit_completions WHERE user_habit_id = h.id ORDER BY day LIMIT 1) c ON true
                    WHERE h.user_id = $1),
                  (SELECT min(completed_day) FROM tasks WHERE user_id = $1 AND complete)), 'YYYY-MM-DD') AS first`, [user.id]);
      start = first && first < end ? first : end;
    }
    if (start! > end) throw badInput('The range must start on or before its end');
    const windowDays = PLAN_LIMITS[user.plan].trendDays;
    const earliest = Number.isFinite(windowDays) ? addDays(end, -(windowDays - 1)) : addDays(end, -MAX_DAYS);
    return start! < earliest ? { from: earliest, to: end, clamped: Number.isFinite(windowDays) } : { from: start!, to: end, clamped: false };
  }

  async trends(user: User, fromDay: string | null | undefined, toDay: string): Promise<Trends> {
    const { from, to, clamped } = await this.range(user, fromDay, toDay);
    const windowDays = PLAN_LIMITS[user.plan].trendDays;
    // Each series comes back as one array, one entry per day of the range.
    const [[{ work }], [{ done, held }], habitRows, goals, habits] = await Promise.all([
      this.db.query(
        `SELECT array_agg(coalesce(t.n, 0)::int ORDER BY d) AS work
           FROM generate_series($2::date, $3::date, interval '1 day') d
           LEFT JOIN (SELECT completed_day, count(*) AS n FROM tasks
                       WHERE user_id = $1 AND complete AND completed_day BETWEEN $2 AND $3 GROUP BY completed_day) t
             ON t.completed_day = d::date`, [user.id, from, to]),
      // Habits done each day: +1 where a run of done days starts, -1 the day after it ends,
      // summed along the range; habits held: +1 the day each habit was added.
      this.db.query(
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
        [user.id, from, to]),
      // Streaks and rates from the runs, cut to the range; a run is current when it reaches
      // the last day, or the day before (today may not be done yet).
      this.db.query(
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
          GROUP BY held.id, held.since`, [user.id, from, to]),
      this.db.query(`SELECT status, count(*)::int AS count FROM user_goals WHERE user_id = $1 GROUP BY status`, [user.id]),
      this.habits.list(user),
    ]);
    const byHabit = new Map<string, { done: number; possible: number; longest: number; current: number }>(
      habitRows.map((row: { id: string }) => [row.id, row]));
    const goalCounts = new Map<string, number>(goals.map((row: { status: string; count: number }) => [row.status, row.count]));
    return {
      from, to, clamped,
      windowDays: Number.isFinite(windowDays) ? windowDays : null,
      days: work.length, work, habitsDone: done, habitsHeld: held,
      habits: habits.map((habit) => {
        const row = byHabit.get(habit.id) ?? { done: 0, possible: 0, longest: 0, current: 0 };
        // Past days can be filled in before the habit was added: they count as held too.
        const possible = Math.max(row.possible, row.done);
        return {
          id: `${habit.id}:${from}:${to}`, habit,
          currentStreak: row.current, longestStreak: row.longest, done: row.done, possible,
          rate: possible ? Math.round((row.done / possible) * 1000) / 1000 : 0,
        };
      }),
      goalsByStatus: Object.values(GoalStatus).map((status) => ({ status, count: goalCounts.get(status) ?? 0 })),
    };
  }

  /** The days a habit was done in a range, for its calendar heat map (same plan window). */
  async habitCalendar(user: User, habitId: string, fromDay: string | null | undefined, toDay: string): Promise<{ from: string; to: string; days: string[] }> {
    const habit = await this.habits.owned(user, habitId);
    const { from, to } = await this.range(user, fromDay, toDay);
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day`,
      [habit.id, from, to]);
    return { from, to, days: rows.map((row) => row.day) };
  }
}
