import { createTestDatabase, type TestDatabase } from '../../test/db';
import { UserGoal } from '../modules/goals/user-goal.entity';
import { sqlTable } from './sql-names';

describe('sqlTable', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('names the table and its columns as the entity maps them, aliased or bare', () => {
    const g = sqlTable(db.dataSource, UserGoal, 'g');
    expect([g.table, g.alias, g.from]).toEqual(['user_goals', 'g', 'user_goals g']);
    expect([g.c.userId, g.col.userId, g.c.targetDate]).toEqual(['g.user_id', 'user_id', 'g.target_date']);
    const bare = sqlTable(db.dataSource.manager, UserGoal);
    expect([bare.from, bare.c.status]).toEqual(['user_goals', 'user_goals.status']);
  });

  it('refuses a property that is not a column, so a statement never names a column that does not exist', () => {
    const g = sqlTable(db.dataSource, UserGoal, 'g');
    expect(() => (g.c as Record<string, string>).usrId).toThrow('UserGoal has no column usrId');
    expect(() => (g.col as Record<string, string>).toString).toThrow('UserGoal has no column toString');
  });

  it('answers statements PostgreSQL runs', async () => {
    const g = sqlTable(db.dataSource, UserGoal, 'g');
    await expect(db.dataSource.query(`SELECT ${g.c.id}, ${g.c.userId}, ${g.c.status} FROM ${g.from} LIMIT 1`)).resolves.toEqual([]);
  });
});
