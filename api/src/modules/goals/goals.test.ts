import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { itemIds as allItemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const itemIds = (kind: 'goal' | 'habit', n: number, category?: string) => allItemIds(app, kind, n, category);

const GOAL = 'id status position item { id text category custom added }';
const count = async (table: string, userId: string) =>
  (await app.db.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]))[0].n as number;

describe('goals through GraphQL', () => {
  it('adds a goal once, lists it by category, changes its status, removes it', async () => {
    const { client } = await signedInUser(app);
    const [healthGoal] = await itemIds('goal', 1, 'Health');
    const [careerGoal] = await itemIds('goal', 1, 'Career');

    const added = await client.gql<{ addGoal: { id: string; status: string; item: { id: string; added: boolean } } }>(
      `mutation($itemId: ID!) { addGoal(itemId: $itemId) { ${GOAL} } }`, { itemId: healthGoal });
    expect(added.data!.addGoal).toMatchObject({ status: 'NOT_STARTED', item: { id: healthGoal, added: true } });
    await client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId: careerGoal });

    const again = await client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId: healthGoal });
    expect(again.errors?.[0]).toMatchObject({ message: 'Goal already added', extensions: { code: 'CONFLICT' } });

    const health = await client.gql<{ myGoals: Array<{ item: { category: string } }> }>(`{ myGoals(category: Health) { ${GOAL} } }`);
    expect(health.data!.myGoals.map((g) => g.item.category)).toEqual(['Health']);
    const all = await client.gql<{ myGoals: Array<{ position: number }> }>(`{ myGoals { ${GOAL} } }`);
    expect(all.data!.myGoals.map((g) => g.position)).toEqual([0, 1]);

    const id = added.data!.addGoal.id;
    for (const status of ['PROGRESSING', 'STUCK', 'COMPLETE', 'NOT_STARTED']) {
      const changed = await client.gql(`mutation($id: ID!, $status: GoalStatus!) { setGoalStatus(id: $id, status: $status) { status } }`, { id, status });
      expect(changed.data).toEqual({ setGoalStatus: { status } });
    }
    expect((await client.gql(`mutation($id: ID!) { removeGoal(id: $id) }`, { id })).data).toEqual({ removeGoal: id });
    const after = await client.gql<{ catalogue: { nodes: Array<{ id: string; added: boolean }> } }>(
      `{ catalogue(kind: GOAL, category: Health, first: 100) { nodes { id added } } }`);
    expect(after.data!.catalogue.nodes.find((n) => n.id === healthGoal)?.added).toBe(false);
  });

  it('holds a Free user to 5 goals with PLAN_LIMIT, and an Unlimited user to none', async () => {
    const free = await signedInUser(app);
    const ids = await itemIds('goal', 7);
    for (const itemId of ids.slice(0, 5)) {
      expect((await free.client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId })).errors).toBeUndefined();
    }
    const sixth = await free.client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId: ids[5] });
    expect(sixth.errors?.[0]).toMatchObject({ extensions: { code: 'PLAN_LIMIT' } });
    expect(sixth.errors?.[0].message).toMatch(/Free plan holds up to 5 goals.*Unlimited plan/);
    expect(await count('user_goals', free.id)).toBe(5);
    const rest = await free.client.rest('POST', '/api/user/addgoal', { goal: ids[6], user: free.id, status: 'active' });
    expect(rest).toMatchObject({ status: 403, body: { code: 'PLAN_LIMIT' } });

    const unlimited = await signedInUser(app, { plan: 'unlimited' });
    for (const itemId of ids) await unlimited.client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId });
    expect(await count('user_goals', unlimited.id)).toBe(7);
    const limits = await unlimited.client.gql(`{ me { limits { goals habits openTasks trendDays } } }`);
    expect(limits.data).toEqual({ me: { limits: { goals: null, habits: null, openTasks: null, trendDays: null } } });
    expect((await free.client.gql(`{ me { limits { goals habits openTasks trendDays } } }`)).data)
      .toEqual({ me: { limits: { goals: 5, habits: 5, openTasks: 10, trendDays: 7 } } });
  });

  it('never lets two adds at once slip past the limit', async () => {
    const { client, id } = await signedInUser(app);
    const ids = await itemIds('goal', 10);
    await Promise.all(ids.map((itemId) => client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId })));
    expect(await count('user_goals', id)).toBe(5);
  });

  it('answers another user\'s goal as not found, changing nothing', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const [itemId] = await itemIds('goal', 1);
    const { data } = await b.client.gql<{ addGoal: { id: string } }>(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId });
    const goalId = data!.addGoal.id;
    const set = await a.client.gql(`mutation($id: ID!) { setGoalStatus(id: $id, status: COMPLETE) { id } }`, { id: goalId });
    expect(set.errors?.[0]).toMatchObject({ message: 'Goal not found', extensions: { code: 'NOT_FOUND' } });
    expect((await a.client.gql(`mutation($id: ID!) { removeGoal(id: $id) }`, { id: goalId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await a.client.rest('PUT', `/api/user2goal/${goalId}`, { status: 'Complete' })).status).toBe(404);
    expect((await a.client.rest('DELETE', `/api/user2goal/${goalId}`)).status).toBe(404);
    expect((await a.client.rest('GET', `/api/user/getusergoals/${b.id}`)).status).toBe(403);
    expect((await a.client.rest('POST', '/api/user/addgoal', { goal: itemId, user: b.id })).status).toBe(403);
    const [row] = await app.db.dataSource.query(`SELECT status FROM user_goals WHERE id = $1`, [goalId]);
    expect(row.status).toBe('NOT_STARTED');
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new Client(app.url);
    expect((await visitor.gql(`{ myGoals { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const [itemId] = await itemIds('goal', 1);
    expect((await visitor.rest('POST', '/api/user/addgoal', { goal: itemId, user: 'x' })).status).toBe(401);
  });
});

describe('goals through REST', () => {
  it('addgoal with a status adds the goal at that status, or refuses and adds nothing', async () => {
    const { client, id } = await signedInUser(app);
    const [stuck, unknown] = await itemIds('goal', 2, 'Health');
    expect(await client.rest('POST', '/api/user/addgoal', { goal: stuck, user: id, status: 'Stuck' }))
      .toMatchObject({ status: 201, body: { goal: { _id: stuck }, status: 'Stuck' } });
    expect(await client.rest('POST', '/api/user/addgoal', { goal: unknown, user: id, status: 'Done-ish' }))
      .toMatchObject({ status: 400, body: { message: 'Status must be one of Not Started, Progressing, Stuck or Complete' } });
    const rows: Array<{ catalogue_item_id: string; status: string }> = await app.db.dataSource.query(`SELECT catalogue_item_id, status FROM user_goals WHERE user_id = $1`, [id]);
    expect(rows).toEqual([{ catalogue_item_id: stuck, status: 'STUCK' }]);
  });

  it('addgoal, user2goal with the spec\'s labels, getusergoals, populategoals, delete', async () => {
    const { client, id } = await signedInUser(app);
    const [itemId] = await itemIds('goal', 1, 'Finance');
    const [{ text: goalText }] = await app.db.dataSource.query(`SELECT text FROM catalogue_items WHERE id = $1`, [itemId]);
    const added = await client.rest<{ _id: string; goal: { _id: string; category: string }; status: string }>(
      'POST', '/api/user/addgoal', { goal: itemId, user: id, status: 'active' });
    expect(added).toMatchObject({ status: 201, body: { goal: { _id: itemId, category: 'Finance' }, status: 'Not Started' } });
    expect((await client.rest('POST', '/api/user/addgoal', { goal: itemId, user: id })).status).toBe(409);

    for (const [label, shown] of [['In Progress', 'Progressing'], ['Stuck', 'Stuck'], ['Complete', 'Complete'], ['New', 'Not Started']]) {
      expect(await client.rest('PUT', `/api/user2goal/${added.body._id}`, { status: label })).toMatchObject({ status: 200, body: { status: shown } });
    }
    expect((await client.rest('PUT', `/api/user2goal/${added.body._id}`, { status: 'Done-ish' })).status).toBe(400);

    for (const path of ['getusergoals', 'populategoals']) {
      const list = await client.rest<Array<{ _id: string; goal: { text: string } }>>('GET', `/api/user/${path}/${id}`);
      expect(list.body.map((g) => g._id)).toEqual([added.body._id]);
      expect(list.body[0].goal).toMatchObject({ _id: itemId, text: goalText });
    }
    expect(await client.rest('DELETE', `/api/user2goal/${added.body._id}`)).toMatchObject({ status: 200, body: { _id: added.body._id } });
    expect((await client.rest('DELETE', `/api/user2goal/${added.body._id}`)).status).toBe(404);
    expect((await client.rest('DELETE', '/api/user2goal/not-a-uuid')).status).toBe(404);
  });

});

describe('no N+1', () => {
  it('lists goals and habits (with their items and Added flags) in a constant number of statements', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const LIST = `{ myGoals { id status item { id text added } } myHabits { id item { id text added } } }`;
    const measure = () => app.queries.during(() => client.gql(LIST));
    const [goals, habits] = [await itemIds('goal', 20), await itemIds('habit', 20)];
    const add = async (from: number, to: number) => {
      for (const itemId of goals.slice(from, to)) await client.gql(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId });
      for (const itemId of habits.slice(from, to)) await client.gql(`mutation($itemId: ID!) { addHabit(itemId: $itemId) { id } }`, { itemId });
    };
    await add(0, 1);
    const few = await measure();
    await add(1, 20);
    const many = await measure();
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(5); // with the rate-limit count

    const catalogue = () => app.queries.during(() => client.gql(`{ catalogue(kind: GOAL, first: 100) { nodes { id added } } }`));
    expect(await catalogue()).toBeLessThanOrEqual(5);
  });
});
