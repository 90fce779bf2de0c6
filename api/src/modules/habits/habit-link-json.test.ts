import { startTestApp, type TestApp } from '../../../test/app';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { User } from '../users/user.entity';
import { habitLinkJson } from './habits.rest';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

/**
 * REST's habit link has one presenter, habitLinkJson; populatehabits builds the same shape in
 * SQL (historyJsonStatement in habits.service.ts) to stream it. The two answer the same text, key for key.
 */
describe('the habit link written by PostgreSQL', () => {
  it('is exactly what habitLinkJson presents, in the same key order', async () => {
    const { client, id } = await signedInUser(app);
    const [first, second] = await addedHabits(app, client, 2);
    const custom = await client.gql<{ createCustomItem: { id: string } }>(
      `mutation { createCustomItem(input: { kind: HABIT, text: "Read \\"War and Peace\\" — ünïcödé", headline: "a\\\\b", description: "line\\nbreak", category: Health }) { id } }`);
    const added = await client.rest('POST', '/api/user/addhabit', { user: id, habit: custom.data!.createCustomItem.id });
    expect(added.status).toBe(201);
    const goal = await client.gql<{ createCustomItem: { id: string } }>(
      `mutation { createCustomItem(input: { kind: GOAL, text: "Run far", category: Health }) { id } }`);
    const goalLink = await client.rest<{ _id: string }>('POST', '/api/user/addgoal', { user: id, goal: goal.data!.createCustomItem.id });
    await app.db.dataSource.query(`INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) VALUES ($3, $1, $2)`, [first, goalLink.body._id, id]);
    await app.db.dataSource.query(
      `INSERT INTO habit_completions (user_id, user_habit_id, day, state) VALUES ($3, $1, '2026-01-01', 'done'), ($3, $1, '2026-01-02', 'skipped'), ($3, $1, '2026-01-03', 'done'), ($3, $2, '2026-01-05', 'done')`,
      [first, second, id]);

    const populated = await client.rest<unknown[]>('GET', `/api/user/populatehabits/${id}`);
    expect(populated.status).toBe(200);
    const user = await app.db.dataSource.getRepository(User).findOneByOrFail({ id });
    const habits = await app.services.habits.list(user);
    expect(habits.map((habit) => habit.item!.text)).toContain('Read "War and Peace" — ünïcödé');
    const done = async (habitId: string): Promise<string[]> => (await app.db.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = $1 AND state = 'done' ORDER BY day`, [habitId]))
      .map((row: { day: string }) => row.day);
    const presented = await Promise.all(habits.map(async (habit) => habitLinkJson(habit, await done(habit.id))));
    expect(JSON.stringify(populated.body)).toBe(JSON.stringify(presented));
    expect(populated.body[0]).toMatchObject({ completionHistory: [{ date: '2026-01-01', completed: true }, { date: '2026-01-03', completed: true }], goals: [goalLink.body._id] });
  });
});
