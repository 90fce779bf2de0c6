import { createTestDatabase, undoMigrationsTo, type TestDatabase } from '../../test/db';
import { MIGRATIONS } from './data-source';
import { UserGoal } from '../modules/goals/user-goal.entity';
import { UserHabit } from '../modules/habits/user-habit.entity';

/**
 * CatalogueItems on a database at the schema before it, with built-in and own items and goals and
 * habits linking both: the built-in rows move to catalogue_items with their ids, own items stay
 * in items keyed by their user, each link names its item in the right column; a user deleted
 * afterwards takes their own items and links, never the catalogue; down puts every row back.
 */
describe('the catalogue split migration on a database at the schema before it', () => {
  let db: TestDatabase;
  const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
  const names = MIGRATIONS.map((migration) => migration.name);
  const target = 'CatalogueItems1765900000000';
  const ITEM_COLUMNS = `id, kind, text, headline, description, category, img, created_at, updated_at`;

  const backToBefore = () => undoMigrationsTo(db, target);

  beforeAll(async () => {
    db = await createTestDatabase();
    await backToBefore();
  });
  afterAll(() => db.drop());

  it('moves the built-in items, keeps own items by their user, relinks goals and habits, and cascades a deleted user; down restores every row', async () => {
    expect(await q(`SELECT to_regclass('catalogue_items') AS catalogue`)).toEqual([{ catalogue: null }]);
    const builtInBefore = await q(`SELECT ${ITEM_COLUMNS} FROM items WHERE created_by IS NULL ORDER BY id`);
    expect(builtInBefore.length).toBeGreaterThan(100); // the seeded catalogue, put back by down
    const [builtInGoal, builtInHabit] = [
      (await q(`SELECT id FROM items WHERE created_by IS NULL AND kind = 'goal' ORDER BY text LIMIT 1`))[0].id as string,
      (await q(`SELECT id FROM items WHERE created_by IS NULL AND kind = 'habit' ORDER BY text LIMIT 1`))[0].id as string,
    ];
    const [{ id: ada }] = await q(`INSERT INTO users (username, email) VALUES ('ada', 'ada@example.com') RETURNING id`);
    const [{ id: bo }] = await q(`INSERT INTO users (username, email) VALUES ('bo', 'bo@example.com') RETURNING id`);
    const own = async (userId: string, kind: string, text: string) => (await q(
      `INSERT INTO items (kind, text, headline, description, category, img, created_by) VALUES ($1, $2, 'Mine', 'My own', 'Fun', '/images/categories/fun.svg', $3) RETURNING id`,
      [kind, text, userId]))[0].id as string;
    const adaGoal = await own(ada, 'goal', 'Juggle');
    const adaHabit = await own(ada, 'habit', 'Juggle daily');
    const boHabit = await own(bo, 'habit', 'Juggle daily'); // the same text, another user
    const boUnused = await own(bo, 'goal', 'Unused');
    const link = async (table: string, userId: string, itemId: string) => (await q(`INSERT INTO ${table} (user_id, item_id) VALUES ($1, $2) RETURNING id`, [userId, itemId]))[0].id as string;
    const links = {
      adaBuiltInGoal: await link('user_goals', ada, builtInGoal), adaOwnGoal: await link('user_goals', ada, adaGoal),
      adaBuiltInHabit: await link('user_habits', ada, builtInHabit), adaOwnHabit: await link('user_habits', ada, adaHabit),
      boBuiltInGoal: await link('user_goals', bo, builtInGoal), boOwnHabit: await link('user_habits', bo, boHabit),
    };
    await q(`INSERT INTO habit_completions (user_id, user_habit_id, day) VALUES ($1, $2, '2026-01-01'), ($1, $3, '2026-01-01'), ($4, $5, '2026-01-02')`,
      [ada, links.adaBuiltInHabit, links.adaOwnHabit, bo, links.boOwnHabit]);
    const ownBefore = await q(`SELECT ${ITEM_COLUMNS}, created_by FROM items WHERE created_by IS NOT NULL ORDER BY id`);
    const linksBefore = async () => q(`SELECT 'goal' AS kind, id, user_id, item_id FROM user_goals UNION ALL SELECT 'habit', id, user_id, item_id FROM user_habits ORDER BY id`);
    const linkedBefore = await linksBefore();

    const applied = await db.dataSource.runMigrations();
    expect(applied.map((migration) => migration.name)).toEqual(names.slice(names.indexOf(target)));

    // The catalogue, row for row (ids and times too); own items, keyed by their user.
    expect(await q(`SELECT ${ITEM_COLUMNS} FROM catalogue_items ORDER BY id`)).toEqual(builtInBefore);
    expect(await q(`SELECT ${ITEM_COLUMNS}, user_id AS created_by FROM items ORDER BY id`)).toEqual(ownBefore);
    // Each link in the column of its item's table.
    const linked = await q(`SELECT 'goal' AS kind, id, user_id, catalogue_item_id, item_id FROM user_goals UNION ALL
                            SELECT 'habit', id, user_id, catalogue_item_id, item_id FROM user_habits ORDER BY id`);
    const builtIn = new Set([builtInGoal, builtInHabit]);
    expect(linked).toEqual(linkedBefore.map((row: { kind: string; id: string; user_id: string; item_id: string }) => ({
      ...row, catalogue_item_id: builtIn.has(row.item_id) ? row.item_id : null, item_id: builtIn.has(row.item_id) ? null : row.item_id,
    })));
    // The entities read each link's item from either table.
    const goals = await db.dataSource.getRepository(UserGoal).find({ where: { userId: ada }, relations: { catalogueItem: true, ownItem: true }, order: { createdAt: 'ASC' } });
    expect(goals.map((goal) => [goal.id, goal.item?.id, goal.item?.custom])).toEqual([[links.adaBuiltInGoal, builtInGoal, false], [links.adaOwnGoal, adaGoal, true]]);
    const habits = await db.dataSource.getRepository(UserHabit).find({ where: { userId: bo }, relations: { catalogueItem: true, ownItem: true } });
    expect(habits.map((habit) => [habit.item?.text, habit.item?.custom])).toEqual([['Juggle daily', true]]);
    // A link cannot name another user's own item.
    await expect(q(`INSERT INTO user_goals (user_id, item_id) VALUES ($1, $2)`, [ada, boUnused])).rejects.toThrow(/user_goals_user_id_item_id_fkey/);

    // Ada goes: her own items, her links and their days with her; the catalogue and Bo's rows stay.
    await q(`DELETE FROM users WHERE id = $1`, [ada]);
    expect(await q(`SELECT id FROM items ORDER BY id`)).toEqual([boHabit, boUnused].sort().map((id) => ({ id })));
    expect(await q(`SELECT id FROM user_goals UNION ALL SELECT id FROM user_habits ORDER BY id`))
      .toEqual([links.boBuiltInGoal, links.boOwnHabit].sort().map((id) => ({ id })));
    expect(await q(`SELECT user_id FROM habit_completions`)).toEqual([{ user_id: bo }]);
    expect(await q(`SELECT count(*)::int AS n FROM catalogue_items`)).toEqual([{ n: builtInBefore.length }]);

    // Down: the built-in rows back in items (created_by null), links back to item_id; up again.
    await backToBefore();
    expect(await q(`SELECT to_regclass('catalogue_items') AS catalogue`)).toEqual([{ catalogue: null }]);
    expect(await q(`SELECT ${ITEM_COLUMNS} FROM items WHERE created_by IS NULL ORDER BY id`)).toEqual(builtInBefore);
    expect(await q(`SELECT ${ITEM_COLUMNS}, created_by FROM items WHERE created_by IS NOT NULL ORDER BY id`))
      .toEqual(ownBefore.filter((row: { created_by: string }) => row.created_by === bo));
    expect(await linksBefore()).toEqual(linkedBefore.filter((row: { user_id: string }) => row.user_id === bo));
    await db.dataSource.runMigrations();
    expect(await q(`SELECT catalogue_item_id, item_id FROM user_goals UNION ALL SELECT catalogue_item_id, item_id FROM user_habits ORDER BY 1, 2`))
      .toEqual([{ catalogue_item_id: builtInGoal, item_id: null }, { catalogue_item_id: null, item_id: boHabit }]);
  });
});
