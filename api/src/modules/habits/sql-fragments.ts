/**
 * JSON built by PostgreSQL for the habit rules' input, one fragment per shape, so every
 * statement that reads entries or vacations hands the rules the same thing. Each takes the
 * alias of the row it reads (habit_completions or vacations).
 */

/** A day's entry as the rules read it: ["YYYY-MM-DD", state, value_milli]. */
export const entryJson = (c: string) => `json_build_array(to_char(${c}.day, 'YYYY-MM-DD'), ${c}.state, ${c}.value_milli)`;

/** The same entry led by its habit's id: [user_habit_id, "YYYY-MM-DD", state, value_milli]. */
export const habitEntryJson = (c: string) => `json_build_array(${c}.user_habit_id, to_char(${c}.day, 'YYYY-MM-DD'), ${c}.state, ${c}.value_milli)`;

/** The entries of the rows read, in day order; [] when none. */
export const entriesJsonList = (c: string) => `coalesce(json_agg(${entryJson(c)} ORDER BY ${c}.day), '[]')`;

/** A vacation as the rules read it: {"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"}, both days included. */
export const vacationJson = (v: string) => `json_build_object('start', to_char(${v}.start_day, 'YYYY-MM-DD'), 'end', to_char(${v}.end_day, 'YYYY-MM-DD'))`;

/** The vacations of the rows read, in order; [] when none. */
export const vacationsJsonList = (v: string) => `coalesce(json_agg(${vacationJson(v)} ORDER BY ${v}.start_day), '[]')`;
