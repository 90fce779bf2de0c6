/**
 * JSON built by PostgreSQL for the habit rules' input, one fragment per shape, so every
 * statement that reads entries or vacations hands the rules the same thing. Each takes the
 * table it reads (habit_completions or vacations, as `sqlTable` names it under its alias).
 */
import type { SqlTable } from '../../db/sql-names';
import type { HabitCompletion } from './habit-completion.entity';
import type { Vacation } from './vacation.entity';
import type { HabitSettingsVersion } from './habit-settings-version.entity';

type Entries = SqlTable<HabitCompletion>;
type Vacations = SqlTable<Vacation>;
type Versions = SqlTable<HabitSettingsVersion>;

/** A day's entry as the rules read it: ["YYYY-MM-DD", state, value_milli]. */
export const entryJson = ({ c }: Entries) => `json_build_array(to_char(${c.day}, 'YYYY-MM-DD'), ${c.state}, ${c.valueMilli})`;

/** The same entry led by its habit's id: [user_habit_id, "YYYY-MM-DD", state, value_milli]. */
export const habitEntryJson = ({ c }: Entries) => `json_build_array(${c.userHabitId}, to_char(${c.day}, 'YYYY-MM-DD'), ${c.state}, ${c.valueMilli})`;

/** The entries of the rows read, in day order; [] when none. */
export const entriesJsonList = (entries: Entries) => `coalesce(json_agg(${entryJson(entries)} ORDER BY ${entries.c.day}), '[]')`;

/** A vacation as the rules read it: {"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}, both days included. */
export const vacationJson = ({ c }: Vacations) => `json_build_object('start', to_char(${c.startDay}, 'YYYY-MM-DD'), 'end', to_char(${c.endDay}, 'YYYY-MM-DD'))`;

/** The vacations of the rows read, in order; [] when none. */
export const vacationsJsonList = (vacations: Vacations) => `coalesce(json_agg(${vacationJson(vacations)} ORDER BY ${vacations.c.startDay}), '[]')`;

/**
 * A habit's settings versions of the rows read, oldest first, as habit-settings' SettingsRow:
 * [effective_from, schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget].
 * Null unless there are two or more (one row is the settings user_habits holds now).
 */
export const settingsJsonList = ({ c }: Versions) => `CASE WHEN count(*) > 1 THEN json_agg(json_build_array(to_char(${c.effectiveFrom}, 'YYYY-MM-DD'), ${c.scheduleKind}, ${c.weekdays},
  ${c.freqNum}, ${c.freqDen}, ${c.unit}, ${c.targetMilli}, ${c.direction}, ${c.skipBudget}) ORDER BY ${c.effectiveFrom}) END`;
