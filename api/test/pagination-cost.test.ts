import { startTestApp, type TestApp } from './app';
import { GOALS_PAGE, graphqlPage, HABITS_PAGE, keysetPlan, seedGoalsAndHabits, statementsOf, TASKS_PAGE } from './pages';
import { signedInUser } from './users';

// Issue 31: a page of a growing list costs a constant number of statements, its keyset read
// through an index from the cursor on. A file of its own: the count is of every statement the
// app sends, so no other test's work may run beside it.
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

describe('the cost of a page', () => {
  it('a page costs the same statements whatever the list\'s size, its keyset read through an index', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const count = (query: string, variables: Record<string, unknown>) => app.queries.during(async () => {
      const { errors } = await client.gql(query, variables);
      expect(errors).toBeUndefined();
    });
    const restCount = (path: string) => app.queries.during(async () => {
      expect((await client.rest('GET', path)).status).toBe(200);
    });
    const cursorAfterFirst = async (field: string) => (await graphqlPage(client, field, 1, null)).next;

    await seedGoalsAndHabits(app, id, 3);
    await app.db.dataSource.query(`INSERT INTO tasks (user_id, text, position, user_goal_id) SELECT $1, 'Task ' || i, i, (SELECT id FROM user_goals WHERE user_id = $1 LIMIT 1) FROM generate_series(1, 3) i`, [id]);
    const small = {
      tasks: await count(TASKS_PAGE, { first: 20, after: await cursorAfterFirst('tasksConnection') }),
      goals: await count(GOALS_PAGE, { first: 20, after: await cursorAfterFirst('goalsConnection') }),
      habits: await count(HABITS_PAGE, { first: 20, after: await cursorAfterFirst('habitsConnection') }),
      restTasks: await restCount(`/api/user/populatetasks/${id}?limit=20`),
      restGoals: await restCount(`/api/user/getusergoals/${id}?limit=20`),
      restHabits: await restCount(`/api/user/populatehabits/${id}?limit=20`),
    };
    await app.db.dataSource.query(`DELETE FROM user_habits WHERE user_id = $1`, [id]);
    await app.db.dataSource.query(`DELETE FROM user_goals WHERE user_id = $1`, [id]);
    await seedGoalsAndHabits(app, id, 30);
    await app.db.dataSource.query(`INSERT INTO tasks (user_id, text, position, user_goal_id) SELECT $1, 'Task ' || i, i, (SELECT id FROM user_goals WHERE user_id = $1 ORDER BY random() LIMIT 1) FROM generate_series(1, 300) i`, [id]);
    await app.db.dataSource.query('ANALYZE tasks; ANALYZE user_goals; ANALYZE user_habits');
    const large = {
      tasks: await count(TASKS_PAGE, { first: 20, after: await cursorAfterFirst('tasksConnection') }),
      goals: await count(GOALS_PAGE, { first: 20, after: await cursorAfterFirst('goalsConnection') }),
      habits: await count(HABITS_PAGE, { first: 20, after: await cursorAfterFirst('habitsConnection') }),
      restTasks: await restCount(`/api/user/populatetasks/${id}?limit=20`),
      restGoals: await restCount(`/api/user/getusergoals/${id}?limit=20`),
      restHabits: await restCount(`/api/user/populatehabits/${id}?limit=20`),
    };
    expect(large).toEqual(small);
    // The session's statement, the rate-limit count, the keyset, the page's rows, and the loaders of the fields asked (goals: milestones, progress).
    // (5, 7, 5, 4, 7 and 4 today.)
    for (const statements of Object.values(small)) expect(statements).toBeLessThanOrEqual(7);

    // Each keyset statement reads its index from the cursor on, never the whole table.
    for (const [field, index] of [['tasksConnection', 'tasks_user_created_idx'], ['goalsConnection', 'user_goals_user_created_idx'], ['habitsConnection', 'user_habits_user_created_idx']]) {
      const after = await cursorAfterFirst(field);
      const plan = await keysetPlan(app, await statementsOf(app, () => client.gql(`query($after: String) { ${field}(first: 5, after: $after) { nodes { id } } }`, { after })));
      expect(plan).toContain(`Index Only Scan using ${index}`);
      expect(plan).toMatch(/Index Cond: \(\(user_id = .*\) AND \(ROW\(created_at, id\) > ROW\(/);
    }
    await app.db.dataSource.query(
      `INSERT INTO access_tokens (user_id, name, scopes) SELECT $1, 'Seeded', '{read}' FROM generate_series(1, 3)`, [id]);
    const after = await cursorAfterFirst('accessTokensConnection');
    const plan = await keysetPlan(app, await statementsOf(app, () => client.gql(`query($after: String) { accessTokensConnection(first: 5, after: $after) { nodes { id } } }`, { after })));
    expect(plan).toContain('Index Only Scan Backward using access_tokens_user_id_idx');
    expect(plan).toMatch(/ROW\(created_at, id\) < ROW\(/);

    // A habit's history: a page of 20 days costs the same with 5 days or 2,000, read backwards through the primary key.
    const habit: string = (await app.db.dataSource.query(`SELECT id FROM user_habits WHERE user_id = $1 LIMIT 1`, [id]))[0].id;
    const HISTORY = `query($id: ID!, $after: String) { habitHistoryConnection(habitId: $id, first: 20, after: $after) { nodes { day state value } pageInfo { hasNextPage endCursor } } }`;
    const historyAfterFirst = async () => (await client.gql<{ habitHistoryConnection: { pageInfo: { endCursor: string } } }>(
      `query($id: ID!) { habitHistoryConnection(habitId: $id, first: 1) { pageInfo { endCursor } } }`, { id: habit })).data!.habitHistoryConnection.pageInfo.endCursor;
    const fewDays = await count(HISTORY, { id: habit, after: await historyAfterFirst() });
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day, state) SELECT $2::uuid, $1, DATE '2020-01-01' + i, 'done' FROM generate_series(0, 1999) i ON CONFLICT DO NOTHING`, [habit, id]);
    await app.db.dataSource.query('ANALYZE habit_completions');
    expect(await count(HISTORY, { id: habit, after: await historyAfterFirst() })).toBe(fewDays);
    expect(fewDays).toBeLessThanOrEqual(5);
    const history = await keysetPlan(app, await statementsOf(app, () => client.gql(HISTORY, { id: habit, after: Buffer.from(JSON.stringify(['2024-06-01'])).toString('base64url') })));
    expect(history).toMatch(/Index Only Scan Backward using habit_completions_pkey on habit_completions c\n\s*Index Cond: \(\(user_id = '[\w-]+'::uuid\) AND \(user_habit_id = '[\w-]+'::uuid\) AND \(day < '2024-06-01'::date\)\)/);
  });
});
