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
      this.db.query(
        `WITH held AS (SELECT id, created_at::date AS since FROM user_habits WHERE user_id = $1),
              done AS (SELECT c.day, count(*) AS n FROM habit_completions c JOIN held ON held.id = c.user_habit_id
                        WHERE c.day BETWEEN $2 AND $3 GROUP BY c.day)
         SELECT array_agg(coalesce(done.n, 0)::int ORDER BY d) AS done,
                array_agg(greatest(coalesce(done.n, 0), (SELECT count(*) FROM held WHERE held.since <= d::date))::int ORDER BY d) AS held
           FROM generate_series($2::date, $3::date, interval '1 day') d
           LEFT JOIN done ON done.day = d::date`, [user.id, from, to]),
      // Streaks: consecutive days form runs ("gaps and islands"); a run counts as current
      // when it reaches the last day, or the day before (today may not be done yet).
      this.db.query(
        `WITH held AS (SELECT id, greatest(created_at::date, $2::date) AS since FROM user_habits WHERE user_id = $1),
              days AS (SELECT c.user_habit_id, c.day, c.day - (row_number() OVER (PARTITION BY c.user_habit_id ORDER BY c.day))::int AS run
                         FROM habit_completions c JOIN held ON held.id = c.user_habit_id
                        WHERE c.day BETWEEN $2 AND $3),
              runs AS (SELECT user_habit_id, count(*)::int AS length, max(day) AS last FROM days GROUP BY user_habit_id, run)
         SELECT held.id,
                coalesce(sum(runs.length), 0)::int AS done,
                greatest(0, $3::date - held.since + 1)::int AS possible,
                coalesce(max(runs.length), 0)::int AS longest,
                coalesce(max(runs.length) FILTER (WHERE runs.last >= $3::date - 1), 0)::int AS current
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
