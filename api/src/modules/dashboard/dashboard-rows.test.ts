import { startTestApp, type TestApp } from '../../../test/app';
import { addedHabits } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { Task } from '../tasks/task.entity';

// Issue 19: the dashboard's habits and tasks are read in one raw statement as JSON and mapped
// once; they must be exactly what TypeORM's hydration gives (every column, the item, the goals
// and theirs).
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

describe("the dashboard's raw rows", () => {
  it('map into the same habits and tasks (with their goals and items) as the entity queries', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const [first, second] = await addedHabits(app, client, 2);
    const [{ id: goalId }] = await app.db.dataSource.query(
      `INSERT INTO user_goals (user_id, catalogue_item_id, position, target_date) SELECT $1, id, 0, '2027-03-01' FROM catalogue_items WHERE kind = 'goal' ORDER BY text LIMIT 1 RETURNING id`, [id]);
    await app.db.dataSource.query(`INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) VALUES ($3, $1, $2)`, [second, goalId, id]);
    await app.db.dataSource.query(`UPDATE user_habits SET schedule_kind = 'per_period', freq_num = 3, freq_den = 7, unit = 'glasses', target_milli = 8000, direction = 'AT_LEAST' WHERE id = $1`, [first]);
    // The user's own items too: a habit, and a goal the first habit serves.
    const own = async (kind: 'GOAL' | 'HABIT', text: string) => (await client.gql<{ createCustomItem: { id: string } }>(
      `mutation($input: CustomItemInput!) { createCustomItem(input: $input) { id } }`, { input: { kind, text, category: 'Fun' } })).data!.createCustomItem.id;
    const ownGoalItem = await own('GOAL', 'Juggle five balls');
    const ownGoal = (await client.gql<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: ownGoalItem })).data!.addGoal.id;
    await client.gql(`mutation($id: ID!, $goalId: ID) { addHabit(itemId: $id, goalId: $goalId) { id } }`, { id: await own('HABIT', 'Juggle daily'), goalId: ownGoal });
    await app.db.dataSource.query(`INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) VALUES ($3, $1, $2)`, [first, ownGoal, id]);
    const day = '2026-01-05';
    await app.db.dataSource.query(
      `INSERT INTO tasks (user_id, text, position, complete, completed_day, user_goal_id) VALUES
         ($1, 'Open, for the goal', 0, false, NULL, $2), ($1, 'Done that day', 1, true, $3, NULL), ($1, 'Done another day', 2, true, '2026-01-01', NULL),
         ($1, 'Open, for my own goal', 3, false, NULL, $4)`,
      [id, goalId, day, ownGoal]);
    const user = (await app.services.users.findById(id))!;

    const dashboard = await app.services.dashboard.forDay(user, day);
    const habits = dashboard.habits.map((dayHabit) => dayHabit.habit);
    const hydrated = await app.services.habits.list(user);
    expect(habits).toEqual(hydrated);
    expect(habits[1].goals?.[0]).toMatchObject({ id: goalId, targetDate: '2027-03-01', item: { kind: 'goal' } });
    expect(habits[0]).toMatchObject({ scheduleKind: 'per_period', targetMilli: 8000, unit: 'glasses' });
    expect(habits[0].goals?.map((goal) => [goal.id, goal.item?.text, goal.item?.custom])).toEqual([[ownGoal, 'Juggle five balls', true]]);
    expect(habits.map((habit) => [habit.item?.custom, habit.catalogueItem === null, habit.ownItem === null])).toEqual([[false, false, true], [false, false, true], [true, true, false]]);

    const tasks = dashboard.tasks;
    const entities = await app.db.dataSource.getRepository(Task).createQueryBuilder('task')
      .leftJoinAndSelect('task.goal', 'goal')
      .leftJoinAndSelect('goal.catalogueItem', 'goalCatalogueItem').leftJoinAndSelect('goal.ownItem', 'goalOwnItem')
      .where('task.user_id = :userId AND task.deleted_at IS NULL', { userId: id })
      .andWhere('(NOT task.complete OR task.completed_day = :day)', { day })
      .orderBy('task.position', 'ASC').getMany();
    expect(tasks.map((task) => [task.text, task.goal?.item?.custom])).toEqual([['Open, for the goal', false], ['Done that day', undefined], ['Open, for my own goal', true]]);
    expect(tasks).toEqual(entities);
  });
});
