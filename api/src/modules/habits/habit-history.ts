import type { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import { scheduleOf, targetOf } from './habit-settings';
import { figuresFromRuns, userDaySql, type DoneRun, type RunFigures } from './read-model';
import { userDay, type PlainDay } from '../../shared/time/days';
import { habitSince, type CompletionState, type DayEntry, type HabitHistory as RulesHistory, type Vacation } from './rules/history';
import { habitScore, adherence } from './rules/score';
import { evaluateHabit, longestStreakIn, streakFreezes } from './rules/streaks';
import type { UserHabit } from './user-habit.entity';
import { prepared } from '../../db/prepared';
import { entriesJsonList, habitEntryJson, vacationsJsonList } from './sql-fragments';

/** A habit's figures over its whole history, and its adherence over a window. */
export interface HabitFigures extends RunFigures {
  freezesSpent: PlainDay[];
  /** The freezes keeping the current streak going, oldest first (rules' streakFreezes). */
  streakFreezes: PlainDay[];
}

type EntryRow = [string, CompletionState, number | null];

function entryOf([day, state, value]: EntryRow): DayEntry {
  return { day, state, value };
}

/** The habits' entries (around a focus day, or over a window) and the user's vacations: one statement. */
const WINDOW_STATEMENT = prepared(
  `SELECT (SELECT coalesce(json_object_agg(h.id, (SELECT to_char(c.day, 'YYYY-MM-DD') FROM habit_completions c WHERE c.user_habit_id = h.id ORDER BY c.day LIMIT 1)), '{}')
             FROM unnest($6::uuid[]) AS h(id)) AS firsts,
          (SELECT coalesce(json_agg(${habitEntryJson('c')} ORDER BY c.day), '[]')
             FROM habit_completions c
            WHERE (c.user_habit_id = ANY($2::uuid[]) AND c.day = $5) OR (c.user_habit_id = ANY($6::uuid[]) AND c.day BETWEEN $3 AND $4)) AS entries,
          (SELECT ${vacationsJsonList('v')}
             FROM vacations v WHERE v.user_id = $1 AND v.end_day >= $3 AND v.start_day <= $4) AS vacations`);

/**
 * The habits' history for the rules (rules/), and the SQL read model: done days come from
 * habit_runs, which triggers keep from habit_completions, so five years of a daily habit cost
 * a few runs. The trends, stats, dashboard and motivation message read it here.
 */
export class HabitHistory {
  constructor(private readonly db: DataSource) {}

  /**
   * The user's first day with a habit (rules' habitSince): the day it was added, on the user's
   * clock, or `firstEntry`, its first day filled in (over all its history), when earlier.
   */
  static since(user: User, habit: UserHabit, firstEntry: PlainDay | null = null): PlainDay {
    return habitSince(userDay(habit.createdAt, user.timeZone, user.dayStartHour), firstEntry);
  }

  /**
   * The rules' input for a habit judged over entries read from `from` on: its first day over
   * all its history, then moved up to `from` (the periods judged lie after it, so no period
   * judged is cut short by the window).
   */
  static windowSince(user: User, habit: UserHabit, firstEntry: PlainDay | null, from: PlainDay): PlainDay {
    const since = HabitHistory.since(user, habit, firstEntry);
    return since > from ? since : from;
  }

  /** The rules' input for one habit. */
  static rulesHistory(user: User, habit: UserHabit, entries: readonly DayEntry[], vacations: readonly Vacation[], since = HabitHistory.since(user, habit)): RulesHistory {
    return { schedule: scheduleOf(habit), target: targetOf(habit), skipBudgetPerMonth: habit.skipBudget, since, entries, vacations };
  }

  /**
   * The habits' entries from `from` to `to` and the user's vacations overlapping them, in one
   * statement, as the rules' input. A habit's history starts at `from` at the earliest: callers
   * ask for enough days before the ones they judge (a period is at most 31 days). With `focus`
   * (the dashboard's day), a habit that is not `per_period` needs only that day's entry: its
   * status is decided by that day alone, so only that entry is read and its start is not
   * worked out (the start matters to a period's quota only).
   */
  async window(user: User, habits: readonly UserHabit[], from: PlainDay, to: PlainDay, focus?: PlainDay): Promise<Map<string, RulesHistory>> {
    const periodic = habits.filter((habit) => !focus || habit.scheduleKind === 'per_period').map((habit) => habit.id);
    const [{ entries, vacations, firsts }]: Array<{ entries: Array<[string, ...EntryRow]>; vacations: Vacation[]; firsts: Record<string, PlainDay | null> }> = await this.db.query(
      WINDOW_STATEMENT,
      [user.id, habits.map((habit) => habit.id), from, to, focus ?? null, periodic]);
    const byHabit = new Map<string, DayEntry[]>(habits.map((habit) => [habit.id, []]));
    for (const [habitId, ...row] of entries) byHabit.get(habitId)?.push(entryOf(row));
    const wide = new Set(periodic);
    return new Map(habits.map((habit) => {
      const since = wide.has(habit.id) ? HabitHistory.windowSince(user, habit, firsts[habit.id] ?? null, from) : focus!;
      return [habit.id, HabitHistory.rulesHistory(user, habit, byHabit.get(habit.id)!, vacations, since)];
    }));
  }

  /**
   * Streaks, score and adherence over [from, to] of the user's habits (all, or `ids`), in one
   * statement. A daily yes/no habit with no skips, no skip budget and no vacation is read off
   * habit_runs (read-model.ts, O(runs)); any other is judged by the rules over its entries.
   */
  async figures(user: User, habits: readonly UserHabit[], today: PlainDay, from: PlainDay, to: PlainDay): Promise<Map<string, HabitFigures>> {
    if (!habits.length) return new Map();
    const rows: Array<{ id: string; vacations: Vacation[]; firsts: number[] | null; lasts: number[] | null; entries: EntryRow[] | null }> = await this.db.query(
      `WITH vac AS (SELECT ${vacationsJsonList('v')} AS list
                      FROM vacations v WHERE v.user_id = $1),
            habit AS (SELECT h.id, (h.schedule_kind <> 'daily' OR h.unit IS NOT NULL OR h.skip_budget > 0 OR json_array_length(vac.list) > 0
                                    OR EXISTS (SELECT 1 FROM habit_completions s WHERE s.user_habit_id = h.id AND s.state <> 'done')) AS judged
                        FROM user_habits h, vac WHERE h.user_id = $1 AND h.id = ANY($2::uuid[]))
       SELECT habit.id, CASE WHEN habit.judged THEN vac.list END AS vacations,
              -- Runs as day numbers (days since 1970-01-01): two integer arrays, cheap to send and read.
              runs.firsts, runs.lasts,
              CASE WHEN habit.judged THEN (SELECT ${entriesJsonList('c')}
                                             FROM habit_completions c WHERE c.user_habit_id = habit.id) END AS entries
         FROM habit CROSS JOIN vac
         LEFT JOIN LATERAL (SELECT coalesce(array_agg(r.first_day - date '1970-01-01' ORDER BY r.first_day), '{}') AS firsts,
                                   coalesce(array_agg(r.last_day - date '1970-01-01' ORDER BY r.first_day), '{}') AS lasts
                              FROM habit_runs r WHERE r.user_habit_id = habit.id AND NOT habit.judged) runs ON NOT habit.judged`,
      [user.id, habits.map((habit) => habit.id)]);
    const byId = new Map(habits.map((habit) => [habit.id, habit]));
    const figures = new Map<string, HabitFigures>();
    for (const row of rows) {
      const habit = byId.get(row.id)!;
      const since = HabitHistory.since(user, habit);
      if (row.firsts && row.lasts) {
        const lasts = row.lasts;
        const runs: DoneRun[] = row.firsts.map((first, i) => ({ first, last: lasts[i] }));
        figures.set(row.id, { ...figuresFromRuns(runs, since, today, from, to), freezesSpent: [], streakFreezes: [] });
      } else {
        const history = HabitHistory.rulesHistory(user, habit, (row.entries ?? []).map(entryOf), row.vacations ?? [], since);
        const evaluation = evaluateHabit(history, today);
        figures.set(row.id, {
          currentStreak: evaluation.currentStreak,
          bestStreak: evaluation.bestStreak,
          longestInWindow: longestStreakIn(evaluation, from, to < today ? to : today),
          score: habitScore(history, today, evaluation),
          adherence: adherence(history, today, from, to, evaluation),
          freezesSpent: evaluation.freezesSpent.slice(-31).reverse(),
          streakFreezes: streakFreezes(evaluation),
        });
      }
    }
    return figures;
  }

  /** The first day of the user's habit history (a habit added, on the user's clock, or done), or null. */
  async firstDay(user: User): Promise<string | null> {
    // Each habit's first completion costs one index probe.
    const [{ first }] = await this.db.query(
      `SELECT to_char(min(least(${userDaySql('h.created_at', '$2', '$3')}, c.day)), 'YYYY-MM-DD') AS first FROM user_habits h
         LEFT JOIN LATERAL (SELECT day FROM habit_completions WHERE user_habit_id = h.id ORDER BY day LIMIT 1) c ON true
        WHERE h.user_id = $1`, [user.id, user.timeZone, user.dayStartHour]);
    return first;
  }

  /**
   * Per day of the range, one entry a day: habits done, and habits held (at least those done).
   * A run of done days adds 1 where it starts and -1 the day after it ends, summed along the
   * range; a habit adds 1 to held from the day it was added, on the user's clock (`since`).
   */
  async perDay(user: User, from: string, to: string): Promise<{ done: number[]; held: number[] }> {
    const [{ done, held }] = await this.db.query(
      `WITH held AS (SELECT id, greatest(${userDaySql('created_at', '$4', '$5')}, $2::date) AS since FROM user_habits WHERE user_id = $1),
            runs AS (SELECT greatest(r.first_day, $2::date) AS first_day, least(r.last_day, $3::date) AS last_day
                       FROM habit_runs r JOIN held ON held.id = r.user_habit_id
                      WHERE r.last_day >= $2::date AND r.first_day <= $3::date),
            changes AS (SELECT first_day AS day, 1 AS done, 0 AS held FROM runs
                        UNION ALL SELECT last_day + 1, -1, 0 FROM runs
                        UNION ALL SELECT since, 0, 1 FROM held),
            per_day AS (SELECT day, sum(done) AS done, sum(held) AS held FROM changes GROUP BY day),
            away AS (SELECT DISTINCT v.d::date AS day FROM vacations, generate_series(greatest(start_day, $2::date), least(end_day, $3::date), interval '1 day') v(d)
                      WHERE user_id = $1 AND end_day >= $2::date AND start_day <= $3::date),
            series AS (SELECT d::date AS day,
                              sum(coalesce(p.done, 0)) OVER (ORDER BY d) AS done,
                              (SELECT count(*) FROM held WHERE held.since < $2::date) + sum(coalesce(p.held, 0)) OVER (ORDER BY d) AS held,
                              -- A vacation day asks nothing of any habit (the rules' 'vacation'): nothing held, nothing counted.
                              a.day IS NOT NULL AS away
                         FROM generate_series($2::date, $3::date, interval '1 day') d LEFT JOIN per_day p ON p.day = d::date
                         LEFT JOIN away a ON a.day = d::date)
       SELECT array_agg(CASE WHEN away THEN 0 ELSE done END::int ORDER BY day) AS done,
              array_agg(CASE WHEN away THEN 0 ELSE greatest(done, held) END::int ORDER BY day) AS held FROM series`,
      [user.id, from, to, user.timeZone, user.dayStartHour]);
    return { done, held };
  }

  /** The user's vacation days in a range, oldest first: no habit is due on them. */
  async vacationDays(user: User, from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM vacations v, generate_series(greatest(v.start_day, $2::date), least(v.end_day, $3::date), interval '1 day') d
        WHERE v.user_id = $1 AND v.end_day >= $2::date AND v.start_day <= $3::date ORDER BY d`, [user.id, from, to]);
    return rows.map((row) => row.day);
  }

  /** The days one habit was done in a range, oldest first. */
  async doneDays(habitId: string, from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = $1 AND state = 'done' AND day BETWEEN $2 AND $3 ORDER BY day`,
      [habitId, from, to]);
    return rows.map((row) => row.day);
  }
}
