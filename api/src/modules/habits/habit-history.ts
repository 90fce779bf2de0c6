import type { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import { settingsOf, versionsOf, type SettingsRow } from './habit-settings';
import { figuresFromRuns, userDaySql, type DoneRun, type RunFigures } from './read-model';
import { firstDayOfWeek, userDay, type PlainDay } from '../../shared/time/days';
import { habitSince, type CompletionState, type DayEntry, type HabitHistory as RulesHistory, type SettingsVersion, type Vacation } from './rules/history';
import { habitScore, adherence } from './rules/score';
import { evaluateHabit, longestStreakIn, streakFreezes } from './rules/streaks';
import { UserHabit } from './user-habit.entity';
import { prepared } from '../../db/prepared';
import { sqlTable } from '../../db/sql-names';
import { entriesJsonList, habitEntryJson, settingsJsonList, vacationsJsonList } from './sql-fragments';
import { HabitSettingsVersion } from './habit-settings-version.entity';
import { HabitCompletion } from './habit-completion.entity';
import { HabitRun } from './habit-run.entity';
import { Vacation as VacationRow } from './vacation.entity';

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

/**
 * The habits' history for the rules (rules/), and the SQL read model: done days come from
 * habit_runs, which triggers keep from habit_completions, so five years of a daily habit cost
 * a few runs. The trends, stats, dashboard and motivation message read it here.
 */
export class HabitHistory {
  private statements?: { window: string; figures: string; firstDay: string; perDay: string; vacationDays: string };

  constructor(private readonly db: DataSource) {}

  /** The statements below, their tables and columns named by the entities; built once. */
  private sql() {
    if (this.statements) return this.statements;
    const entries = sqlTable(this.db, HabitCompletion, 'c');
    const vacations = sqlTable(this.db, VacationRow, 'v');
    const habits = sqlTable(this.db, UserHabit, 'h');
    const runs = sqlTable(this.db, HabitRun, 'r');
    const versions = sqlTable(this.db, HabitSettingsVersion, 's');
    const [c, v, h, r, s] = [entries.c, vacations.c, habits.c, runs.c, versions.c];
    // A habit's settings versions (null unless they changed): one probe of habit_settings_history's key.
    const versionsOfHabit = (habitId: string) => `SELECT ${settingsJsonList(versions)} FROM ${versions.from} WHERE ${s.userId} = $1 AND ${s.userHabitId} = ${habitId}`;
    const firstEntry = (habitId: string) => `SELECT to_char(${c.day}, 'YYYY-MM-DD') FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${habitId} ORDER BY ${c.day} LIMIT 1`;
    this.statements = {
      // The habits' entries (around a focus day, or over a window) and the user's vacations: one statement.
      window: prepared(
        `WITH settings AS (SELECT f.id, (${versionsOfHabit('f.id')}) AS list FROM unnest($2::uuid[]) AS f(id)),
              -- The habits judged over the window: those asked ($6), and any whose settings changed (a day's schedule may be a period's).
              -- Read from their first day: those whose past focus day a freeze may have covered ($7 with a budget, or changed settings; $8: the day is past).
              whole AS (SELECT id FROM settings WHERE $8::boolean AND (id = ANY($7::uuid[]) OR list IS NOT NULL)),
              wide AS (SELECT id FROM settings WHERE id = ANY($6::uuid[]) OR list IS NOT NULL OR id IN (SELECT id FROM whole))
         SELECT (SELECT coalesce(json_object_agg(wide.id, (${firstEntry('wide.id')})), '{}') FROM wide) AS firsts,
                (SELECT coalesce(json_object_agg(settings.id, settings.list), '{}') FROM settings) AS settings,
                (SELECT coalesce(json_agg(${habitEntryJson(entries)} ORDER BY ${c.day}), '[]')
                   FROM ${entries.from}
                  -- Each branch names its habits as an array, so that each is a probe of the (user, habit, day) key.
                  WHERE ${c.userId} = $1
                    AND ((${c.userHabitId} = ANY($2::uuid[]) AND ${c.day} = $5) OR (${c.userHabitId} = ANY(ARRAY(SELECT id FROM wide)) AND ${c.day} BETWEEN $3 AND $4)
                     OR (${c.userHabitId} = ANY(ARRAY(SELECT id FROM whole)) AND ${c.day} <= $4))) AS entries,
                (SELECT ${vacationsJsonList(vacations)}
                   FROM ${vacations.from} WHERE ${v.userId} = $1 AND (${v.endDay} >= $3 OR $8::boolean) AND ${v.startDay} <= $4) AS vacations`),
      figures: `WITH vac AS (SELECT ${vacationsJsonList(vacations)} AS list
                      FROM ${vacations.from} WHERE ${v.userId} = $1),
            -- A habit whose settings changed is judged by the rules, day by day by the settings of the day.
            habit AS (SELECT ${h.id} AS id, versions.list AS versions,
                             (${h.scheduleKind} <> 'daily' OR ${h.unit} IS NOT NULL OR ${h.skipBudget} > 0 OR json_array_length(vac.list) > 0 OR versions.list IS NOT NULL
                                    OR EXISTS (SELECT 1 FROM ${entries.table} x WHERE x.${entries.col.userId} = $1 AND x.${entries.col.userHabitId} = ${h.id} AND x.${entries.col.state} <> 'done')) AS judged
                        FROM ${habits.from} CROSS JOIN vac CROSS JOIN LATERAL (${versionsOfHabit(h.id)}) versions(list)
                       WHERE ${h.userId} = $1 AND ${h.id} = ANY($2::uuid[]))
       SELECT habit.id, CASE WHEN habit.judged THEN vac.list END AS vacations, habit.versions,
              -- Runs as day numbers (days since 1970-01-01): two integer arrays, cheap to send and read.
              runs.firsts, runs.lasts,
              CASE WHEN habit.judged THEN (SELECT ${entriesJsonList(entries)}
                                             FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = habit.id) END AS entries
         FROM habit CROSS JOIN vac
         LEFT JOIN LATERAL (SELECT coalesce(array_agg(${r.firstDay} - date '1970-01-01' ORDER BY ${r.firstDay}), '{}') AS firsts,
                                   coalesce(array_agg(${r.lastDay} - date '1970-01-01' ORDER BY ${r.firstDay}), '{}') AS lasts
                              FROM ${runs.from} WHERE ${r.userId} = $1 AND ${r.userHabitId} = habit.id AND NOT habit.judged) runs ON NOT habit.judged`,
      firstDay: `SELECT to_char(min(least(${userDaySql(h.createdAt, '$2', '$3')}, e.day)), 'YYYY-MM-DD') AS first FROM ${habits.from}
         LEFT JOIN LATERAL (SELECT ${c.day} AS day FROM ${entries.from} WHERE ${c.userId} = $1 AND ${c.userHabitId} = ${h.id} ORDER BY ${c.day} LIMIT 1) e ON true
        WHERE ${h.userId} = $1`,
      perDay: `WITH held AS (SELECT ${h.id} AS id, greatest(${userDaySql(h.createdAt, '$4', '$5')}, $2::date) AS since FROM ${habits.from} WHERE ${h.userId} = $1),
            runs AS (SELECT greatest(${r.firstDay}, $2::date) AS first_day, least(${r.lastDay}, $3::date) AS last_day
                       FROM ${runs.from} JOIN held ON held.id = ${r.userHabitId}
                      WHERE ${r.userId} = $1 AND ${r.lastDay} >= $2::date AND ${r.firstDay} <= $3::date),
            changes AS (SELECT first_day AS day, 1 AS done, 0 AS held FROM runs
                        UNION ALL SELECT last_day + 1, -1, 0 FROM runs
                        UNION ALL SELECT since, 0, 1 FROM held),
            per_day AS (SELECT day, sum(done) AS done, sum(held) AS held FROM changes GROUP BY day),
            away AS (SELECT DISTINCT d.d::date AS day FROM ${vacations.from}, generate_series(greatest(${v.startDay}, $2::date), least(${v.endDay}, $3::date), interval '1 day') d(d)
                      WHERE ${v.userId} = $1 AND ${v.endDay} >= $2::date AND ${v.startDay} <= $3::date),
            series AS (SELECT d::date AS day,
                              sum(coalesce(p.done, 0)) OVER (ORDER BY d) AS done,
                              (SELECT count(*) FROM held WHERE held.since < $2::date) + sum(coalesce(p.held, 0)) OVER (ORDER BY d) AS held,
                              -- A vacation day asks nothing of any habit (the rules' 'vacation'): nothing held, nothing counted.
                              a.day IS NOT NULL AS away
                         FROM generate_series($2::date, $3::date, interval '1 day') d LEFT JOIN per_day p ON p.day = d::date
                         LEFT JOIN away a ON a.day = d::date)
       SELECT array_agg(CASE WHEN away THEN 0 ELSE done END::int ORDER BY day) AS done,
              array_agg(CASE WHEN away THEN 0 ELSE greatest(done, held) END::int ORDER BY day) AS held FROM series`,
      vacationDays: `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM ${vacations.from}, generate_series(greatest(${v.startDay}, $2::date), least(${v.endDay}, $3::date), interval '1 day') d
        WHERE ${v.userId} = $1 AND ${v.endDay} >= $2::date AND ${v.startDay} <= $3::date ORDER BY d`,
    };
    return this.statements;
  }

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

  /** The rules' input for one habit: its settings, and the user's vacations and weeks. */
  static rulesHistory(user: User, habit: UserHabit, entries: readonly DayEntry[], vacations: readonly Vacation[], since = HabitHistory.since(user, habit), versions?: readonly SettingsVersion[]): RulesHistory {
    return { ...settingsOf(habit), since, entries, vacations, versions, firstDayOfWeek: firstDayOfWeek(user) };
  }

  /**
   * The habits' entries from `from` to `to` and the user's vacations overlapping them, in one
   * statement, as the rules' input. A habit's history starts at `from` at the earliest: callers
   * ask for enough days before the ones they judge (a period is at most 31 days). With `focus`
   * (the dashboard's day), a habit that is not `per_period` and whose settings never changed
   * needs only that day's entry: its status is decided by that day alone, so only that entry is
   * read and its start is not worked out (the start matters to a period's quota only). Each
   * habit comes with its settings versions (rules' settingsOn).
   */
  async window(user: User, habits: readonly UserHabit[], from: PlainDay, to: PlainDay, focus?: PlainDay, today?: PlainDay): Promise<Map<string, RulesHistory>> {
    const periodic = habits.filter((habit) => !focus || habit.scheduleKind === 'per_period').map((habit) => habit.id);
    // With `today`, a past focus day of a habit with a skip budget (or changed settings) is read over
    // its whole history up to `to`: whether a freeze covered it depends on the streak that ran into it.
    const past = !!focus && !!today && focus < today;
    const budgeted = past ? habits.filter((habit) => habit.skipBudget > 0).map((habit) => habit.id) : [];
    const [{ entries, vacations, firsts, settings }]: Array<{ entries: Array<[string, ...EntryRow]>; vacations: Vacation[]; firsts: Record<string, PlainDay | null>; settings: Record<string, SettingsRow[] | null> }> = await this.db.query(
      this.sql().window,
      [user.id, habits.map((habit) => habit.id), from, to, focus ?? null, periodic, budgeted, past]);
    const byHabit = new Map<string, DayEntry[]>(habits.map((habit) => [habit.id, []]));
    for (const [habitId, ...row] of entries) byHabit.get(habitId)?.push(entryOf(row));
    const wide = new Set(Object.keys(firsts));
    return new Map(habits.map((habit) => {
      const whole = past && (habit.skipBudget > 0 || settings[habit.id] !== null);
      const since = whole ? HabitHistory.since(user, habit, firsts[habit.id] ?? null)
        : wide.has(habit.id) ? HabitHistory.windowSince(user, habit, firsts[habit.id] ?? null, from) : focus!;
      return [habit.id, HabitHistory.rulesHistory(user, habit, byHabit.get(habit.id)!, vacations, since, versionsOf(settings[habit.id]))];
    }));
  }

  /**
   * Streaks, score and adherence over [from, to] of the user's habits (all, or `ids`), in one
   * statement. A daily yes/no habit with no skips, no skip budget and no vacation is read off
   * habit_runs (read-model.ts, O(runs)); any other is judged by the rules over its entries.
   */
  async figures(user: User, habits: readonly UserHabit[], today: PlainDay, from: PlainDay, to: PlainDay): Promise<Map<string, HabitFigures>> {
    if (!habits.length) return new Map();
    const rows: Array<{ id: string; vacations: Vacation[]; versions: SettingsRow[] | null; firsts: number[] | null; lasts: number[] | null; entries: EntryRow[] | null }> = await this.db.query(
      this.sql().figures,
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
        const history = HabitHistory.rulesHistory(user, habit, (row.entries ?? []).map(entryOf), row.vacations ?? [], since, versionsOf(row.versions));
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
    const [{ first }] = await this.db.query(this.sql().firstDay, [user.id, user.timeZone, user.dayStartHour]);
    return first;
  }

  /**
   * Per day of the range, one entry a day: habits done, and habits held (at least those done).
   * A run of done days adds 1 where it starts and -1 the day after it ends, summed along the
   * range; a habit adds 1 to held from the day it was added, on the user's clock (`since`).
   */
  async perDay(user: User, from: string, to: string): Promise<{ done: number[]; held: number[] }> {
    const [{ done, held }] = await this.db.query(this.sql().perDay,
      [user.id, from, to, user.timeZone, user.dayStartHour]);
    return { done, held };
  }

  /** The user's vacation days in a range, oldest first: no habit is due on them. */
  async vacationDays(user: User, from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(this.sql().vacationDays, [user.id, from, to]);
    return rows.map((row) => row.day);
  }

  /** The days one habit was done in a range, oldest first. */
  async doneDays(user: User, habitId: string, from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.getRepository(HabitCompletion).createQueryBuilder('c')
      .select(`to_char(c.day, 'YYYY-MM-DD')`, 'day')
      .where(`c.userId = :userId AND c.userHabitId = :habitId AND c.state = 'done' AND c.day BETWEEN :from AND :to`, { userId: user.id, habitId, from, to })
      .orderBy('c.day').getRawMany();
    return rows.map((row) => row.day);
  }
}
