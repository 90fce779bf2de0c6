// The data of `npm run bench:scale` (scale.bench.ts): N users with realistic schedules, history,
// tasks and goals, made by set-based SQL only (INSERT ... SELECT over generate_series; no
// statement per row). Every INSERT of the generator is in this file, one step per table.
//
// Deterministic: ids are md5s (shaped as UUIDs) of the user's and the row's numbers, and every "random" choice is
// scale_rand(key, salt), a hash of the row's number, so two runs at the same USERS (before and
// after a schema change) load the same rows, up to the date they run on.
//
// Schema changes of issue 26 are read off the entities, not edited in here:
// - a child table whose entity has a `user_id` column gets the user's id (`userKey`);
// - the built-in catalogue is read from `catalogue_items` (CatalogueItem), and user_habits /
//   user_goals name it in `catalogue_item_id` (own items, OwnItem, in item_id);
// - users' own items name their owner in `items.user_id`.
// A step that does not fit the schema fails loudly (a column that does not exist), never silently.
import type { DataSource, EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import { sqlTable } from '../src/db/sql-names';
import { User } from '../src/modules/users/user.entity';
import { CatalogueItem, OwnItem } from '../src/modules/catalogue/item.entity';
import { UserHabit } from '../src/modules/habits/user-habit.entity';
import { UserGoal } from '../src/modules/goals/user-goal.entity';
import { GoalMilestone } from '../src/modules/goals/goal-milestone.entity';
import { HabitGoal } from '../src/modules/habits/habit-goal.entity';
import { HabitCompletion } from '../src/modules/habits/habit-completion.entity';
import { HabitRun } from '../src/modules/habits/habit-run.entity';
import { HabitDayNote } from '../src/modules/habits/habit-day-note.entity';
import { HabitDayChange } from '../src/modules/habits/habit-day-change.entity';
import { HabitSettingsVersion } from '../src/modules/habits/habit-settings-version.entity';
import { Vacation } from '../src/modules/habits/vacation.entity';
import { Task } from '../src/modules/tasks/task.entity';
import { Reminder } from '../src/modules/reminders/reminder.entity';
import { ReminderDelivery } from '../src/modules/reminders/reminder-delivery.entity';
import { SessionRecord } from '../src/modules/sessions/session.entity';

/** Where users live: the weights are the repeats. All at UTC-10 or later, so UTC's yesterday is never after a user's today. */
const TIME_ZONES = [
  'America/New_York', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Los_Angeles',
  'America/Sao_Paulo', 'America/Mexico_City', 'Europe/London', 'Europe/London', 'Europe/Berlin', 'Europe/Berlin', 'Europe/Paris',
  'Europe/Madrid', 'Europe/Kyiv', 'Africa/Lagos', 'Asia/Kolkata', 'Asia/Kolkata', 'Asia/Singapore', 'Asia/Tokyo',
  'Australia/Sydney', 'Pacific/Auckland', 'Pacific/Honolulu', 'UTC',
];

/** The helper tables of the generator: dropped when it ends. */
const HELPERS = ['scale_users', 'scale_habits', 'scale_goals', 'scale_catalogue', 'scale_goal_catalogue'];

/** The tables the generator fills, in the order it fills them (the size report reads them too). */
export const USER_TABLES = [
  User, OwnItem, UserGoal, GoalMilestone, UserHabit, HabitGoal, HabitSettingsVersion, HabitCompletion, HabitRun, HabitDayNote,
  HabitDayChange, Vacation, Task, Reminder, ReminderDelivery, SessionRecord,
] as const;

/** The session cookie's user agent and address: the app sees 127.0.0.1 and has nothing to write back. */
export const SESSION_IP = '127.0.0.1';

export interface Generated {
  seconds: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  /** Seconds per step. */
  steps: Array<{ step: string; seconds: number }>;
}

/** Every user's session id starts with this (then the user's number: 0 … N-1, 0 the heavy user). */
export const SESSION_PREFIX = 'scale-session-';

/** The user_id column where the table has one (issue 26 puts it first in each child table's keys). */
function hasUserId(db: DataSource, entity: EntityTarget<ObjectLiteral>): boolean {
  return db.getMetadata(entity).columns.some((column) => column.databaseName === 'user_id');
}

/** `user_id, ` and its value, for a child table that carries the user; nothing for one that does not. */
function userKey(db: DataSource, entity: EntityTarget<ObjectLiteral>, value: string): { column: string; value: string } {
  return hasUserId(db, entity) ? { column: 'user_id, ', value: `${value}, ` } : { column: '', value: '' };
}

/** Where the built-in catalogue lives, and how a user's habit or goal names an item of it. */
function catalogueOf(db: DataSource): { from: string; linkColumn: string; ownerColumn: string } {
  return { from: sqlTable(db, CatalogueItem).table, linkColumn: sqlTable(db, UserHabit).col.catalogueItemId, ownerColumn: sqlTable(db, OwnItem).col.userId };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The indexes of `tables` that no constraint owns: dropped before the load, made again after (much faster than row by row). */
async function secondaryIndexes(runner: QueryRunner, tables: string[]): Promise<Array<{ name: string; definition: string }>> {
  return runner.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`, [tables]);
}

/**
 * Fills the database with `users` users: user 0 is the heavy one (50 habits × 5 years, 10
 * goals, about 3,650 completed tasks); the others are ordinary (see scale.bench.ts's header for
 * the mix). Runs on one connection with triggers and foreign-key checks off
 * (session_replication_role = replica): the rows are consistent by construction, and
 * habit_runs is built afterwards from habit_completions with the meaning of its row triggers.
 */
export async function generate(db: DataSource, users: number, log: (line: string) => void): Promise<Generated> {
  if (!Number.isInteger(users) || users < 2) throw new Error(`USERS must be an integer of at least 2, not ${users}`);
  const started = performance.now();
  const runner = db.createQueryRunner();
  await runner.connect();
  const rows: Record<string, number> = {};
  const steps: Generated['steps'] = [];
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const stepStarted = performance.now();
    const result = await runner.query(sql, params, true) as { affected?: number };
    const seconds = (performance.now() - stepStarted) / 1000;
    steps.push({ step: name, seconds: Number(seconds.toFixed(2)) });
    const table = /^INSERT INTO (\w+)/.exec(sql.trim())?.[1];
    if (table) rows[table] = (rows[table] ?? 0) + (result.affected ?? 0);
    log(`  ${name}: ${result.affected ?? ''} ${seconds.toFixed(1)} s`);
  };

  const catalogue = catalogueOf(db);
  const u = sqlTable(db, User);
  const item = sqlTable(db, OwnItem);
  const h = sqlTable(db, UserHabit);
  const g = sqlTable(db, UserGoal);
  const m = sqlTable(db, GoalMilestone);
  const hg = sqlTable(db, HabitGoal);
  const hs = sqlTable(db, HabitSettingsVersion);
  const c = sqlTable(db, HabitCompletion);
  const run = sqlTable(db, HabitRun);
  const note = sqlTable(db, HabitDayNote);
  const change = sqlTable(db, HabitDayChange);
  const v = sqlTable(db, Vacation);
  const t = sqlTable(db, Task);
  const r = sqlTable(db, Reminder);
  const d = sqlTable(db, ReminderDelivery);
  const s = sqlTable(db, SessionRecord);
  const loaded = USER_TABLES.map((entity) => db.getMetadata(entity).tableName);

  const indexes = await secondaryIndexes(runner, loaded);
  try {
    await runner.query(`SET session_replication_role = replica`);
    await runner.query(`SET maintenance_work_mem = '512MB'`);
    await runner.query(`SET work_mem = '256MB'`);
    for (const index of indexes) await runner.query(`DROP INDEX ${index.name}`);
    for (const helper of HELPERS) await runner.query(`DROP TABLE IF EXISTS ${helper}`);
    // A uniform number in [0, 1) from a row's key: inlined by the planner, the same on every run.
    await runner.query(`
      CREATE OR REPLACE FUNCTION scale_rand(key bigint, salt integer) RETURNS double precision
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT (hashint8extended(key, salt) & 4503599627370495)::double precision / 4503599627370496 $$`);
    // A row's id from its name: an md5 shaped as a version 4 UUID (the API's validation wants one).
    await runner.query(`
      CREATE OR REPLACE FUNCTION scale_uuid(name text) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT overlay(overlay(md5(name) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);

    // Helpers: the built-in catalogue numbered, and each user's parameters.
    await runner.query(`CREATE UNLOGGED TABLE scale_catalogue AS SELECT (row_number() OVER (ORDER BY text, id) - 1)::int AS n, id FROM ${catalogue.from} WHERE kind = 'habit'`);
    await runner.query(`CREATE UNLOGGED TABLE scale_goal_catalogue AS SELECT (row_number() OVER (ORDER BY text, id) - 1)::int AS n, id FROM ${catalogue.from} WHERE kind = 'goal'`);
    const [{ habitItems, goalItems }] = await runner.query(
      `SELECT (SELECT count(*)::int FROM scale_catalogue) AS "habitItems", (SELECT count(*)::int FROM scale_goal_catalogue) AS "goalItems"`);
    if (habitItems < 50 || goalItems < 10) throw new Error(`the catalogue has ${habitItems} habits and ${goalItems} goals: seed it first`);
    // A step through the catalogue that visits every item before it repeats one.
    let stride = 37;
    while (gcd(stride, habitItems) !== 1 || gcd(stride, goalItems) !== 1) stride += 2;

    // 40% on the Unlimited plan (6-20 habits, 1-8 goals), 60% free (3-5 habits, 1-5 goals, at
    // most 8 open tasks). History: most users 2 weeks to 14 months (skewed to weeks: half under
    // 4 months), 3% one to four years; adherence 35-95%; 0.1-0.5 tasks done a day.
    await runner.query(`
      CREATE UNLOGGED TABLE scale_users AS
      SELECT i, scale_uuid('cairn-scale-user-' || i) AS id, heavy, plan,
             CASE WHEN heavy THEN 50 WHEN plan = 'free' THEN 3 + floor(scale_rand(i, 2) * 3) ELSE 6 + floor(scale_rand(i, 2) * 15) END::int AS habits,
             CASE WHEN heavy THEN 10 WHEN plan = 'free' THEN 1 + floor(scale_rand(i, 3) * 5) ELSE 1 + floor(scale_rand(i, 3) * 8) END::int AS goals,
             CASE WHEN heavy THEN 1826 WHEN scale_rand(i, 4) < 0.03 THEN 365 + floor(scale_rand(i, 5) * 1100)
                  ELSE 14 + floor(420 * scale_rand(i, 5) ^ 2) END::int AS days,
             CASE WHEN heavy THEN 0.8 ELSE 0.35 + 0.6 * scale_rand(i, 6) END AS adherence,
             CASE WHEN heavy THEN 2 ELSE 0.1 + 0.4 * scale_rand(i, 7) END AS tasks_a_day,
             CASE WHEN heavy THEN 20 WHEN plan = 'free' THEN floor(scale_rand(i, 8) * 9) ELSE floor(scale_rand(i, 8) * 16) END::int AS open_tasks,
             (ARRAY[${TIME_ZONES.map((zone) => `'${zone}'`).join(', ')}])[1 + floor(scale_rand(i, 9) * ${TIME_ZONES.length})::int] AS time_zone,
             CASE WHEN scale_rand(i, 10) < 0.85 THEN 0 ELSE 1 + floor(scale_rand(i, 11) * 5) END::int AS day_start_hour,
             NOT heavy AND plan = 'unlimited' AND scale_rand(i, 12) < 0.25 AS own_habit
        FROM (SELECT i, i = 0 AS heavy, CASE WHEN i = 0 OR scale_rand(i, 1) < 0.4 THEN 'unlimited' ELSE 'free' END AS plan
                FROM generate_series(0, ${users - 1}) i) plans`);
    await runner.query(`ALTER TABLE scale_users ADD PRIMARY KEY (i)`);

    // Habits: daily 60%, chosen weekdays 15%, N per period 25%; 12% measured (at least 20
    // minutes), 3% capped (at most 2 cups); 10% with a skip budget. The first two start with
    // the user, the others later (the heavy user's all five years ago).
    await runner.query(`
      CREATE UNLOGGED TABLE scale_habits AS
      SELECT scale_uuid('cairn-scale-habit-' || u.i || '-' || j) AS id, u.id AS user_id, u.i, j, k.key, u.adherence,
             cat.id AS catalogue_item_id, NULL::uuid AS own_item_id,
             CASE WHEN u.heavy OR j < 2 THEN current_date - u.days ELSE current_date - u.days + floor(scale_rand(k.key, 20) * u.days * 0.6)::int END AS start_day,
             CASE WHEN x.r < 0.6 THEN 'daily' WHEN x.r < 0.75 THEN 'weekdays' ELSE 'per_period' END AS schedule_kind,
             CASE WHEN x.r >= 0.6 AND x.r < 0.75 THEN CASE WHEN x.r2 < 0.5 THEN '{1,2,3,4,5}' ELSE '{1,3,5}' END::smallint[] END AS weekdays,
             CASE WHEN x.r >= 0.75 THEN (ARRAY[3, 2, 5, 10])[1 + floor(x.r2 * 4)::int] END::smallint AS freq_num,
             CASE WHEN x.r >= 0.75 THEN (ARRAY[7, 7, 7, 30])[1 + floor(x.r2 * 4)::int] END::smallint AS freq_den,
             CASE WHEN x.r3 < 0.12 THEN 'minutes' WHEN x.r3 < 0.15 THEN 'cups' END AS unit,
             CASE WHEN x.r3 < 0.12 THEN 20000 WHEN x.r3 < 0.15 THEN 2000 END::bigint AS target_milli,
             CASE WHEN x.r3 < 0.12 THEN 'AT_LEAST' WHEN x.r3 < 0.15 THEN 'AT_MOST' END AS direction,
             CASE WHEN scale_rand(k.key, 24) < 0.1 THEN 2 ELSE 0 END::smallint AS skip_budget
        FROM scale_users u
       CROSS JOIN LATERAL generate_series(0, u.habits - 1) j
       CROSS JOIN LATERAL (SELECT u.i::bigint * 64 + j AS key) k
       CROSS JOIN LATERAL (SELECT scale_rand(k.key, 21) AS r, scale_rand(k.key, 22) AS r2, scale_rand(k.key, 23) AS r3) x
        JOIN scale_catalogue cat ON cat.n = (u.i * 7 + j * ${stride}) % ${habitItems}`);
    // A quarter of the Unlimited users also keep a habit of their own (an item only they see).
    await runner.query(`
      INSERT INTO scale_habits (id, user_id, i, j, key, adherence, own_item_id, start_day, schedule_kind, skip_budget)
      SELECT scale_uuid('cairn-scale-habit-' || u.i || '-' || u.habits), u.id, u.i, u.habits, u.i::bigint * 64 + u.habits, u.adherence,
             scale_uuid('cairn-scale-item-' || u.i), current_date - u.days / 2, 'daily', 0
        FROM scale_users u WHERE u.own_habit`);
    await runner.query(`CREATE INDEX ON scale_habits (id)`);
    await runner.query(`
      CREATE UNLOGGED TABLE scale_goals AS
      SELECT scale_uuid('cairn-scale-goal-' || u.i || '-' || goal) AS id, u.id AS user_id, u.i, goal AS n, u.i::bigint * 64 + goal AS key, cat.id AS catalogue_item_id,
             u.days, u.heavy
        FROM scale_users u CROSS JOIN LATERAL generate_series(0, u.goals - 1) goal
        JOIN scale_goal_catalogue cat ON cat.n = (u.i * 3 + goal * ${stride}) % ${goalItems}`);
    await runner.query(`ANALYZE scale_users; ANALYZE scale_habits; ANALYZE scale_goals`);

    // users: the heavy user is user 0. No password (nobody signs in with one: sessions are
    // written below); Unlimited through an operator's grant, as `npm run plan` gives it.
    await step('users', `
      INSERT INTO ${u.table} (${u.col.id}, ${u.col.username}, ${u.col.email}, ${u.col.plan}, ${u.col.stripeSubscriptionId}, ${u.col.activatedAt},
             ${u.col.createdAt}, ${u.col.updatedAt}, ${u.col.tutorialCompletedAt}, ${u.col.timeZone}, ${u.col.dayStartHour}, ${u.col.focusAreas}, ${u.col.challenges})
      SELECT id, CASE WHEN heavy THEN 'Heavy user' ELSE 'User ' || i END, 'scale-' || i || '@example.com', plan,
             CASE WHEN plan = 'unlimited' THEN 'operator-grant' END, since, since, since, since, time_zone, day_start_hour, '{Health}', '{"No Time"}'
        FROM scale_users, LATERAL (SELECT (current_date - days)::timestamptz + interval '9 hours' AS since) s`);

    // items: users' own habits (the built-in catalogue is seeded, not generated).
    await step('items (own habits)', `
      INSERT INTO ${item.table} (${item.col.id}, ${item.col.kind}, ${item.col.text}, ${item.col.category}, ${catalogue.ownerColumn})
      SELECT own_item_id, 'habit', 'My own habit ' || i, 'Health', user_id FROM scale_habits WHERE own_item_id IS NOT NULL`);

    // user_goals: statuses spread; a third with a target date.
    await step('user_goals', `
      INSERT INTO ${g.table} (${g.col.id}, ${g.col.userId}, ${catalogue.linkColumn}, ${g.col.status}, ${g.col.position}, ${g.col.createdAt}, ${g.col.targetDate})
      SELECT id, user_id, catalogue_item_id,
             (ARRAY['NOT_STARTED', 'PROGRESSING', 'PROGRESSING', 'STUCK', 'COMPLETE'])[1 + floor(scale_rand(key, 31) * 5)::int], n,
             (current_date - days)::timestamptz + interval '9 hours', CASE WHEN scale_rand(key, 32) < 0.33 THEN current_date + 30 + floor(scale_rand(key, 33) * 300)::int END
        FROM scale_goals`);

    // goal_milestones: 0-4 per goal, the earlier ones done.
    const milestoneUser = userKey(db, GoalMilestone, 'sg.user_id');
    await step('goal_milestones', `
      INSERT INTO ${m.table} (${milestoneUser.column}${m.col.id}, ${m.col.userGoalId}, ${m.col.position}, ${m.col.text}, ${m.col.dueOn}, ${m.col.done}, ${m.col.createdAt})
      SELECT ${milestoneUser.value}scale_uuid('cairn-scale-milestone-' || sg.key || '-' || p), sg.id, p, 'Milestone ' || (p + 1),
             CASE WHEN scale_rand(sg.key * 8 + p, 35) < 0.5 THEN current_date + 14 * p END, p < floor(scale_rand(sg.key, 34) * 5)::int / 2,
             (current_date - sg.days)::timestamptz + interval '10 hours'
        FROM scale_goals sg CROSS JOIN LATERAL generate_series(0, floor(scale_rand(sg.key, 34) * 5)::int - 1) p`);

    // user_habits: from scale_habits (built-in item, or the user's own).
    const habitItem = { columns: `${catalogue.linkColumn}, ${h.col.itemId}`, values: 'catalogue_item_id, own_item_id' };
    await step('user_habits', `
      INSERT INTO ${h.table} (${h.col.id}, ${h.col.userId}, ${habitItem.columns}, ${h.col.position}, ${h.col.createdAt}, ${h.col.scheduleKind}, ${h.col.weekdays},
             ${h.col.freqNum}, ${h.col.freqDen}, ${h.col.unit}, ${h.col.targetMilli}, ${h.col.direction}, ${h.col.skipBudget})
      SELECT id, user_id, ${habitItem.values}, j, start_day::timestamptz + interval '9 hours', schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget
        FROM scale_habits`);

    // habit_goals: half the habits serve one of their user's goals.
    const linkUser = userKey(db, HabitGoal, 'sh.user_id');
    await step('habit_goals', `
      INSERT INTO ${hg.table} (${linkUser.column}${hg.col.userHabitId}, ${hg.col.userGoalId})
      SELECT ${linkUser.value}sh.id, scale_uuid('cairn-scale-goal-' || sh.i || '-' || (sh.j % su.goals))
        FROM scale_habits sh JOIN scale_users su ON su.i = sh.i WHERE scale_rand(sh.key, 30) < 0.5`);

    // habit_settings_history: 5% of the habits older than a month changed their settings halfway
    // (from daily, without a target): the first version, and the one in effect since.
    const versionUser = userKey(db, HabitSettingsVersion, 'user_id');
    const settingsColumns = `${hs.col.scheduleKind}, ${hs.col.weekdays}, ${hs.col.freqNum}, ${hs.col.freqDen}, ${hs.col.unit}, ${hs.col.targetMilli}, ${hs.col.direction}, ${hs.col.skipBudget}`;
    await step('habit_settings_history', `
      INSERT INTO ${hs.table} (${versionUser.column}${hs.col.userHabitId}, ${hs.col.effectiveFrom}, ${settingsColumns})
      SELECT ${versionUser.value}id, start_day, 'daily', NULL, NULL, NULL, NULL, NULL, NULL, 0
        FROM scale_habits WHERE scale_rand(key, 60) < 0.05 AND start_day < current_date - 30
      UNION ALL
      SELECT ${versionUser.value}id, start_day + (current_date - start_day) / 2, schedule_kind, weekdays, freq_num, freq_den, unit, target_milli, direction, skip_budget
        FROM scale_habits WHERE scale_rand(key, 60) < 0.05 AND start_day < current_date - 30`);

    // habit_completions: every day from the habit's start to yesterday, the bulk of the data. A
    // due day is done with the user's adherence (per-period habits: times their share of the
    // period), skipped 2% of the time; a measured habit records its amount, and falls short
    // (unmet) on another 10% of days. Weekday habits have rows on their weekdays only. In the
    // order of the primary key, so that its index is written from left to right.
    // In the primary key's order, as a long-lived table's key is filled (each habit's days in turn),
    // not in an order that splits every page.
    const completionUser = userKey(db, HabitCompletion, 'sh.user_id');
    await step('habit_completions', `
      INSERT INTO ${c.table} (${completionUser.column}${c.col.userHabitId}, ${c.col.day}, ${c.col.state}, ${c.col.valueMilli})
      SELECT ${completionUser.value}sh.id, day.day,
             CASE WHEN x.r < 0.02 THEN 'skipped' WHEN x.r < 0.02 + p.done THEN 'done' ELSE 'unmet' END,
             CASE WHEN x.r < 0.02 OR sh.unit IS NULL THEN NULL
                  WHEN x.r < 0.02 + p.done THEN CASE WHEN sh.direction = 'AT_MOST' THEN sh.target_milli / 2 ELSE sh.target_milli + 5000 END
                  ELSE CASE WHEN sh.direction = 'AT_MOST' THEN sh.target_milli * 2 ELSE sh.target_milli / 2 END END
        FROM (SELECT * FROM scale_habits ORDER BY ${hasUserId(db, HabitCompletion) ? 'user_id, ' : ''}id) sh
       CROSS JOIN LATERAL generate_series(sh.start_day, current_date - 1, interval '1 day') AS day_at
       CROSS JOIN LATERAL (SELECT day_at::date AS day) day
       CROSS JOIN LATERAL (SELECT scale_rand(sh.key * 8192 + (day.day - sh.start_day), 40) AS r) x
       CROSS JOIN LATERAL (SELECT CASE WHEN sh.schedule_kind = 'per_period' THEN sh.adherence * sh.freq_num / sh.freq_den ELSE sh.adherence END AS done) p
       WHERE (sh.schedule_kind <> 'weekdays' OR extract(isodow FROM day.day)::smallint = ANY(sh.weekdays))
         AND x.r < 0.02 + p.done + CASE WHEN sh.unit IS NULL THEN 0 ELSE 0.1 END`);

    // habit_runs: each island of consecutive done days, as rebuild_habit_runs (and the row
    // triggers, day by day) keep them. With statistics, the planner reads the completions in
    // primary key order instead of sorting them all; the runs go in in key order (their two
    // unique indexes are written from left to right).
    await runner.query(`ANALYZE ${c.table}`);
    const runUser = userKey(db, HabitRun, 'user_id');
    const completionUserColumn = hasUserId(db, HabitCompletion) ? 'user_id, ' : '';
    await step('habit_runs', `
      INSERT INTO ${run.table} (${runUser.column}${run.col.userHabitId}, ${run.col.firstDay}, ${run.col.lastDay})
      SELECT ${runUser.value}user_habit_id, min(day), max(day)
        FROM (SELECT ${completionUserColumn}${c.col.userHabitId} AS user_habit_id, ${c.col.day} AS day,
                     ${c.col.day} - (row_number() OVER (PARTITION BY ${c.col.userHabitId} ORDER BY ${c.col.day}))::int AS island
                FROM ${c.table} WHERE ${c.col.state} = 'done') days
       GROUP BY ${completionUserColumn}user_habit_id, island
       ORDER BY ${completionUserColumn}user_habit_id, min(day)`);

    // habit_day_notes: a note on about 2% of the recorded days.
    const noteUser = userKey(db, HabitDayNote, 'user_id');
    await step('habit_day_notes', `
      INSERT INTO ${note.table} (${noteUser.column}${note.col.userHabitId}, ${note.col.day}, ${note.col.note})
      SELECT ${noteUser.value}${c.col.userHabitId}, ${c.col.day}, 'Felt good today, a little tired after work.'
        FROM ${c.table} TABLESAMPLE BERNOULLI (2) REPEATABLE (26)`);

    // habit_day_changes: the days recorded within the offline outbox's window (7 days), one row per habit (day → when).
    await step('habit_day_changes', `
      INSERT INTO ${change.table} (${change.col.userId}, ${change.col.userHabitId}, ${change.col.changes})
      SELECT ${c.col.userId}, ${c.col.userHabitId}, jsonb_object_agg(to_char(${c.col.day}, 'YYYY-MM-DD'), ${c.col.day} + interval '21 hours')
        FROM ${c.table} WHERE ${c.col.day} >= current_date - 7 GROUP BY ${c.col.userId}, ${c.col.userHabitId}`);

    // vacations: 15% of the users with two months or more took one (a week or two); the heavy user eight.
    await step('vacations', `
      INSERT INTO ${v.table} (${v.col.id}, ${v.col.userId}, ${v.col.startDay}, ${v.col.endDay}, ${v.col.createdAt})
      SELECT scale_uuid('cairn-scale-vacation-' || i || '-' || n), id, first, first + length, first::timestamptz
        FROM scale_users
       CROSS JOIN LATERAL generate_series(1, CASE WHEN heavy THEN 8 WHEN days >= 60 AND scale_rand(i, 50) < 0.15 THEN 1 ELSE 0 END) n
       CROSS JOIN LATERAL (SELECT CASE WHEN heavy THEN current_date - 200 * n ELSE current_date - 14 - floor(scale_rand(i, 51) * (days - 30))::int END AS first,
                                  CASE WHEN heavy THEN 9 ELSE 6 + floor(scale_rand(i, 52) * 8)::int END AS length) span`);

    // tasks: completed ones over the history (5% of them deleted since), then the open list.
    const taskGoal = `CASE WHEN scale_rand(key, 42) < 0.1 THEN scale_uuid('cairn-scale-goal-' || su.i || '-' || (n % su.goals)) END`;
    await step('tasks (completed)', `
      INSERT INTO ${t.table} (${t.col.id}, ${t.col.userId}, ${t.col.text}, ${t.col.complete}, ${t.col.completedDay}, ${t.col.position}, ${t.col.createdAt}, ${t.col.deletedAt}, ${t.col.userGoalId})
      SELECT scale_uuid('cairn-scale-task-' || key), su.id, 'Task ' || n, true, done_on, su.open_tasks + n,
             (done_on - floor(scale_rand(key, 41) * 3)::int)::timestamptz + interval '8 hours',
             CASE WHEN scale_rand(key, 43) < 0.05 THEN (done_on + 1)::timestamptz + interval '8 hours' END, ${taskGoal}
        FROM scale_users su
       CROSS JOIN LATERAL generate_series(1, floor(su.days * su.tasks_a_day)::int) n
       CROSS JOIN LATERAL (SELECT su.i::bigint * 65536 + n AS key) k
       CROSS JOIN LATERAL (SELECT current_date - 1 - floor(scale_rand(key, 40) * su.days)::int AS done_on) w`);
    await step('tasks (open)', `
      INSERT INTO ${t.table} (${t.col.id}, ${t.col.userId}, ${t.col.text}, ${t.col.complete}, ${t.col.position}, ${t.col.createdAt}, ${t.col.userGoalId})
      SELECT scale_uuid('cairn-scale-task-' || key), su.id, 'Open task ' || n, false, n - 1,
             (current_date - floor(scale_rand(key, 41) * least(su.days, 30))::int)::timestamptz + interval '8 hours', ${taskGoal}
        FROM scale_users su
       CROSS JOIN LATERAL generate_series(1, su.open_tasks) n
       CROSS JOIN LATERAL (SELECT su.i::bigint * 65536 + 60000 + n AS key) k`);

    // reminders: a fifth of the habits remind at 08:00 or 20:30, next due tomorrow; with the last week of deliveries, sent.
    const reminderUser = userKey(db, ReminderDelivery, 'rm.user_id');
    await step('reminders', `
      INSERT INTO ${r.table} (${r.col.id}, ${r.col.userId}, ${r.col.userHabitId}, ${r.col.localTime}, ${r.col.nextAt}, ${r.col.nextDay}, ${r.col.createdAt})
      SELECT scale_uuid('cairn-scale-reminder-' || sh.key), sh.user_id, sh.id, at, ((current_date + 1) + at) AT TIME ZONE su.time_zone, current_date + 1,
             sh.start_day::timestamptz + interval '9 hours'
        FROM scale_habits sh JOIN scale_users su ON su.i = sh.i
       CROSS JOIN LATERAL (SELECT CASE WHEN scale_rand(sh.key, 71) < 0.5 THEN time '08:00' ELSE time '20:30' END AS at) a
       WHERE scale_rand(sh.key, 70) < 0.2`);
    await step('reminder_deliveries', `
      INSERT INTO ${d.table} (${reminderUser.column}${d.col.reminderId}, ${d.col.localDay}, ${d.col.dueAt}, ${d.col.status}, ${d.col.doneAt}, ${d.col.createdAt})
      SELECT ${reminderUser.value}rm.${r.col.id}, day, due, 'sent', due, due
        FROM ${r.table} rm JOIN ${u.table} us ON us.${u.col.id} = rm.${r.col.userId}
       CROSS JOIN LATERAL generate_series(current_date - 7, current_date - 1, interval '1 day') AS day_at
       CROSS JOIN LATERAL (SELECT day_at::date AS day, (day_at::date + rm.${r.col.localTime}) AT TIME ZONE us.${u.col.timeZone} AS due) x`);

    // session: every user signed in on one browser (scale.bench.ts signs the cookies). touchedAt
    // an hour ahead, so that no request of the benchmark rewrites a session. Its user_id is
    // written here: the loading runs with triggers off (the session's would set it).
    await step('session', `
      INSERT INTO ${s.table} (${s.col.sid}, ${s.col.userId}, ${s.col.sess}, ${s.col.expire})
      SELECT '${SESSION_PREFIX}' || i, id,
             json_build_object('cookie', json_build_object('originalMaxAge', 2592000000, 'expires', to_char((now() + interval '30 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                           'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
                               'userId', id, 'verifiedAt', ms, 'createdAt', ms, 'touchedAt', ms + 3600000, 'userAgent', 'cairn scale benchmark', 'ip', '${SESSION_IP}'),
             (now() + interval '30 days')::timestamp
        FROM scale_users, LATERAL (SELECT (extract(epoch FROM now()) * 1000)::bigint AS ms) n`);

    const indexStarted = performance.now();
    for (const index of indexes) await runner.query(index.definition);
    steps.push({ step: `secondary indexes (${indexes.length})`, seconds: Number(((performance.now() - indexStarted) / 1000).toFixed(2)) });
    log(`  secondary indexes (${indexes.length}): ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  } finally {
    await runner.query(`SET session_replication_role = DEFAULT`).catch(() => undefined);
    for (const helper of HELPERS) await runner.query(`DROP TABLE IF EXISTS ${helper}`).catch(() => undefined);
    await runner.query(`DROP FUNCTION IF EXISTS scale_rand(bigint, integer)`).catch(() => undefined);
    await runner.query(`DROP FUNCTION IF EXISTS scale_uuid(text)`).catch(() => undefined);
    await runner.release();
  }
  // Statistics and the visibility map, as autovacuum leaves tables in use (index-only scans need the map).
  const vacuumStarted = performance.now();
  await db.query(`VACUUM (ANALYZE) ${loaded.join(', ')}`);
  steps.push({ step: 'VACUUM (ANALYZE)', seconds: Number(((performance.now() - vacuumStarted) / 1000).toFixed(2)) });
  log(`  VACUUM (ANALYZE): ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), rows, steps };
}
