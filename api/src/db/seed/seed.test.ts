import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { GOAL_CATEGORIES, HABIT_CATEGORIES } from '../../shared/categories';
import { seedCatalogue } from './seed';

describe('catalogue seed', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase({ empty: true }); await db.dataSource.runMigrations(); });
  afterAll(() => db.drop());

  const snapshot = () => db.dataSource.query(
    `SELECT kind, category, count(*)::int AS n, max(updated_at) AS updated FROM catalogue_items GROUP BY kind, category ORDER BY kind, category`);

  it('loads at least 10 items for every category, and a second run changes nothing', async () => {
    const first = await seedCatalogue(db.dataSource);
    const before = await snapshot();
    const second = await seedCatalogue(db.dataSource);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(before);

    for (const category of GOAL_CATEGORIES) {
      expect(before.find((r: { kind: string; category: string }) => r.kind === 'goal' && r.category === category)?.n).toBeGreaterThanOrEqual(10);
    }
    for (const category of HABIT_CATEGORIES) {
      expect(before.find((r: { kind: string; category: string }) => r.kind === 'habit' && r.category === category)?.n).toBeGreaterThanOrEqual(10);
    }
    expect(first.locales).toBeGreaterThanOrEqual(10);
  });

  it('gives every item a headline, a description and an image the app serves', async () => {
    const bad = await db.dataSource.query(
      `SELECT text FROM catalogue_items WHERE headline = '' OR length(description) < 20 OR img NOT LIKE '/images/categories/%.svg'`);
    expect(bad).toEqual([]);
  });

  it('keeps users\' links when it runs again', async () => {
    const [user] = await db.dataSource.query(`INSERT INTO users (username, email) VALUES ('u', 'u@example.com') RETURNING id`);
    const [item] = await db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'goal' LIMIT 1`);
    await db.dataSource.query(`INSERT INTO user_goals (user_id, catalogue_item_id) VALUES ($1, $2)`, [user.id, item.id]);
    await seedCatalogue(db.dataSource);
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM user_goals WHERE catalogue_item_id = $1`, [item.id]);
    expect(count).toBe(1);
  });
});
