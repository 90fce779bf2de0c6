import { startTestApp, type TestApp } from '../../../test/app';
import { addedHabits, itemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import type { Client } from '../../../test/client';
import { addDays, userToday } from '../../shared/dates';
import { rollUp } from '../goals/progress';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const today = () => userToday({ timeZone: 'UTC', dayStartHour: 0 });
const q = (sql: string, params: unknown[] = []) => app.db.dataSource.query(sql, params);

const PROGRESS = 'percent share formula milestonesDone milestonesTotal habitsDone habitsDue tasksDone tasksTotal windowDays windowFrom windowTo clamped overdue offerComplete nextMilestone { id text }';
const GOAL = `id status targetDate milestones { id position text dueOn done } habits { id item { text } } progress { ${PROGRESS} }`;

interface Progress {
  percent: number; share: number | null; formula: string; milestonesDone: number; milestonesTotal: number;
  habitsDone: number; habitsDue: number; tasksDone: number; tasksTotal: number; windowDays: number; clamped: boolean;
  overdue: boolean; offerComplete: boolean; nextMilestone: { id: string; text: string } | null;
}
interface Goal { id: string; status: string; targetDate: string | null; milestones: Array<{ id: string; text: string; done: boolean; dueOn: string | null }>; habits: Array<{ id: string }>; progress: Progress }

async function addGoal(client: Client, n = 0): Promise<string> {
  const [itemId] = (await itemIds(app, 'goal', n + 1)).slice(n);
  const { data, errors } = await client.gql<{ addGoal: { id: string } }>(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId });
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.addGoal.id;
}

async function myGoal(client: Client, id: string): Promise<Goal> {
  const { data, errors } = await client.gql<{ myGoals: Goal[] }>(`{ myGoals { ${GOAL} } }`);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.myGoals.find((goal) => goal.id === id)!;
}

const addMilestones = (client: Client, goalId: string, milestones: Array<{ text: string; dueOn?: string | null; done?: boolean }>) =>
  client.gql<{ addGoalMilestones: Goal }>(`mutation($goalId: ID!, $milestones: [MilestoneInput!]!) { addGoalMilestones(goalId: $goalId, milestones: $milestones) { ${GOAL} } }`, { goalId, milestones });
const link = (client: Client, habitId: string, goalId: string) =>
  client.gql(`mutation($habitId: ID!, $goalId: ID!) { linkHabitToGoal(habitId: $habitId, goalId: $goalId) { id habits { id } } }`, { habitId, goalId });
const createTask = (client: Client, text: string, goalId?: string) =>
  client.gql<{ createTask: { id: string; goal: { id: string } | null } }>(`mutation($text: String!, $goalId: ID) { createTask(text: $text, goalId: $goalId) { id goal { id } } }`, { text, goalId });

describe('the roll-up, against hand-computed answers', () => {
  it('pure: averages the parts that have anything to count, and says so in one line', () => {
    expect(rollUp({ milestonesDone: 3, milestonesTotal: 5, habitsDone: 0, habitsDue: 0, habitCount: 0, tasksDone: 0, tasksTotal: 0, windowDays: 30, clamped: false }))
      .toEqual({ share: 0.6, percent: 60, formula: 'Progress 60% = milestones 3/5 (60%)' });
    expect(rollUp({ milestonesDone: 0, milestonesTotal: 0, habitsDone: 0, habitsDue: 0, habitCount: 1, tasksDone: 0, tasksTotal: 0, windowDays: 7, clamped: true }))
      .toMatchObject({ share: null, percent: 0 });
    expect(rollUp({ milestonesDone: 1, milestonesTotal: 2, habitsDone: 3, habitsDue: 4, habitCount: 1, tasksDone: 0, tasksTotal: 1, windowDays: 7, clamped: true }).formula)
      .toBe('Progress 42% = average of milestones 1/2 (50%), habits 3/4 due days done in the last 7 days (75%), tasks 0/1 done (0%). The Free plan looks back 7 days for habits.');
  });

  it('a goal with a daily habit and a Mon/Wed/Fri habit, a skip, a vacation, 3 of 5 milestones, tasks done and deleted', async () => {
    const { client, id: userId } = await signedInUser(app, { plan: 'unlimited' });
    const goalId = await addGoal(client);
    const [daily, mwf] = await addedHabits(app, client, 2);
    const T = today();
    // Habit A: daily, held 60 days. Habit B: Mon/Wed/Fri, held from T-28 (exactly 4 weeks before today: 12 due days).
    await q(`UPDATE user_habits SET created_at = ($2::date - 60) + time '12:00' WHERE id = $1`, [daily, T]);
    await q(`UPDATE user_habits SET created_at = ($2::date - 28) + time '12:00', schedule_kind = 'weekdays', weekdays = '{1,3,5}' WHERE id = $1`, [mwf, T]);
    // A: done every day of T-29..T-1 except T-5 (skipped), T-10 and T-11 (missed); T-29 lies in a vacation.
    for (let i = 1; i <= 29; i++) {
      if (i === 10 || i === 11) continue;
      await q(`INSERT INTO habit_completions (user_id, user_habit_id, day, state) VALUES ($4, $1, $2, $3)`, [daily, addDays(T, -i), i === 5 ? 'skipped' : 'done', userId]);
    }
    await q(`INSERT INTO vacations (user_id, start_day, end_day) VALUES ($1, $2, $2)`, [userId, addDays(T, -29)]);
    // B: of its 12 due days, the first 9 done, the 10th skipped, the 11th and 12th missed.
    const mwfDays = Array.from({ length: 28 }, (_, i) => addDays(T, i - 28)).filter((day) => [1, 3, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    expect(mwfDays).toHaveLength(12);
    for (const [i, day] of mwfDays.slice(0, 10).entries()) {
      await q(`INSERT INTO habit_completions (user_id, user_habit_id, day, state) VALUES ($4, $1, $2, $3)`, [mwf, day, i === 9 ? 'skipped' : 'done', userId]);
    }
    for (const habitId of [daily, mwf]) expect((await link(client, habitId, goalId)).errors).toBeUndefined();

    const added = await addMilestones(client, goalId, [
      { text: 'Run 5 km without stopping', done: true }, { text: 'Run 7 km', done: true }, { text: 'Run 10 km once', done: true },
      { text: 'Enter a race', dueOn: addDays(T, 20) }, { text: 'Finish the race' },
    ]);
    expect(added.errors).toBeUndefined();

    const done1 = (await createTask(client, 'Buy running shoes', goalId)).data!.createTask.id;
    const done2 = (await createTask(client, 'Find a training plan', goalId)).data!.createTask.id;
    await createTask(client, 'Register for the race', goalId);
    const doneThenDeleted = (await createTask(client, 'Ask Ana to join', goalId)).data!.createTask.id;
    const openThenDeleted = (await createTask(client, 'Maybe a watch', goalId)).data!.createTask.id;
    await createTask(client, 'Not for this goal');
    for (const id of [done1, done2, doneThenDeleted]) {
      await client.gql(`mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { id } }`, { id, day: T });
    }
    for (const id of [doneThenDeleted, openThenDeleted]) await client.gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id });

    const goal = await myGoal(client, goalId);
    // Habits: A 25 of 27 (29 days, less the vacation and the skip; 2 missed), B 9 of 11 (12, less the skip): 34 of 38.
    // Milestones 3/5 = 0.6; tasks 3/4 (the deleted done one still counts; the deleted open one is gone) = 0.75.
    // (0.6 + 34/38 + 0.75) / 3 = 0.7482 -> 75%.
    expect(goal.progress).toMatchObject({
      milestonesDone: 3, milestonesTotal: 5, habitsDone: 34, habitsDue: 38, tasksDone: 3, tasksTotal: 4,
      windowDays: 30, clamped: false, percent: 75, overdue: false, offerComplete: false,
      formula: 'Progress 75% = average of milestones 3/5 (60%), habits 34/38 due days done in the last 30 days (89%), tasks 3/4 done (75%)',
    });
    expect(goal.progress.share).toBeCloseTo((0.6 + 34 / 38 + 0.75) / 3, 6);
    expect(goal.progress.nextMilestone?.text).toBe('Enter a race');
    expect(goal.habits.map((h) => h.id)).toEqual([daily, mwf]);

    // The Free plan's trend window (7 days) cuts the habits' history: A 5 of 5 (T-5 skipped), B 0 of 2 (the 10th day, if inside, skipped).
    await q(`UPDATE users SET plan = 'free' WHERE id = $1`, [userId]);
    const free = await myGoal(client, goalId);
    expect(free.progress).toMatchObject({ windowDays: 7, clamped: true, habitsDone: 5, habitsDue: 7 });
    expect(free.progress.formula).toContain('habits 5/7 due days done in the last 7 days (71%)');
    expect(free.progress.formula).toMatch(/\. The Free plan looks back 7 days for habits\.$/);

    // Completing every milestone offers to mark the goal Complete; a passed target date flags it.
    for (const m of goal.milestones.filter((m) => !m.done)) {
      await client.gql(`mutation($id: ID!) { updateGoalMilestone(id: $id, done: true) { id } }`, { id: m.id });
    }
    await client.gql(`mutation($id: ID!, $d: LocalDate) { setGoalTargetDate(id: $id, targetDate: $d) { id } }`, { id: goalId, d: addDays(T, -1) });
    const finished = await myGoal(client, goalId);
    expect(finished.progress).toMatchObject({ milestonesDone: 5, offerComplete: true, overdue: true, nextMilestone: null });
    await client.gql(`mutation($id: ID!) { setGoalStatus(id: $id, status: COMPLETE) { id } }`, { id: goalId });
    expect((await myGoal(client, goalId)).progress).toMatchObject({ offerComplete: false, overdue: false });
  }, 30_000);
});

describe('plans and links', () => {
  it('keeps milestones in order, edits, reorders and removes them, sets and clears the target date', async () => {
    const { client } = await signedInUser(app);
    const goalId = await addGoal(client);
    const { data } = await addMilestones(client, goalId, [{ text: '  First  ' }, { text: 'Second', dueOn: '2027-01-31' }]);
    expect(data!.addGoalMilestones.milestones.map((m) => [m.text, m.dueOn, m.done])).toEqual([['First', null, false], ['Second', '2027-01-31', false]]);
    const [first, second] = data!.addGoalMilestones.milestones;
    await client.gql(`mutation($id: ID!) { updateGoalMilestone(id: $id, text: "First, edited", dueOn: "2026-12-24") { id } }`, { id: first.id });
    await client.gql(`mutation($id: ID!) { updateGoalMilestone(id: $id, dueOn: null) { id } }`, { id: second.id });
    await client.gql(`mutation($goalId: ID!, $ids: [ID!]!) { reorderGoalMilestones(goalId: $goalId, ids: $ids) { id } }`, { goalId, ids: [second.id, first.id] });
    let goal = await myGoal(client, goalId);
    expect(goal.milestones.map((m) => [m.text, m.dueOn])).toEqual([['Second', null], ['First, edited', '2026-12-24']]);
    const partial = await client.gql(`mutation($goalId: ID!, $ids: [ID!]!) { reorderGoalMilestones(goalId: $goalId, ids: $ids) { id } }`, { goalId, ids: [second.id] });
    expect(partial.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await client.gql(`mutation($id: ID!) { removeGoalMilestone(id: $id) { id } }`, { id: second.id });
    await client.gql(`mutation($id: ID!) { setGoalTargetDate(id: $id, targetDate: "2027-06-30") { id } }`, { id: goalId });
    goal = await myGoal(client, goalId);
    expect(goal.targetDate).toBe('2027-06-30');
    expect(goal.milestones.map((m) => m.text)).toEqual(['First, edited']);
    await client.gql(`mutation($id: ID!) { setGoalTargetDate(id: $id, targetDate: null) { id } }`, { id: goalId });
    expect((await myGoal(client, goalId)).targetDate).toBeNull();
  });

  it('refuses a blank milestone, one too long, and 200 on one goal, adding none of them', async () => {
    const { client } = await signedInUser(app);
    const goalId = await addGoal(client);
    const blank = await addMilestones(client, goalId, [{ text: 'Fine' }, { text: '   ' }]);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please enter the milestone: it cannot be blank.', extensions: { code: 'BAD_USER_INPUT' } });
    const long = await addMilestones(client, goalId, [{ text: 'x'.repeat(501) }]);
    expect(long.errors?.[0].message).toBe('A milestone must be at most 500 characters.');
    const many = await addMilestones(client, goalId, Array.from({ length: 200 }, (_, i) => ({ text: `Step ${i + 1}` })));
    expect(many.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^A goal holds at most 50 milestones/), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await addMilestones(client, goalId, Array.from({ length: 49 }, (_, i) => ({ text: `Step ${i + 1}` })))).errors).toBeUndefined();
    const over = await addMilestones(client, goalId, [{ text: 'Fiftieth' }, { text: 'Fifty-first' }]);
    expect(over.errors?.[0].message).toMatch(/^A goal holds at most 50 milestones/);
    const [{ n }] = await q(`SELECT count(*)::int AS n FROM goal_milestones WHERE user_goal_id = $1`, [goalId]);
    expect(n).toBe(49);
    const edit = await client.gql(`mutation($id: ID!) { updateGoalMilestone(id: $id, text: " ") { id } }`, { id: (await myGoal(client, goalId)).milestones[0].id });
    expect(edit.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badDate = await client.gql(`mutation($id: ID!, $d: LocalDate) { setGoalTargetDate(id: $id, targetDate: $d) { id } }`, { id: goalId, d: '2027-02-30' });
    expect(badDate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badDue = await addMilestones(client, goalId, [{ text: 'Dated', dueOn: '31/12/2027' }]);
    expect(badDue.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await myGoal(client, goalId)).targetDate).toBeNull();
  });

  it("does not count milestones and links against the Free plan's limits", async () => {
    const { client } = await signedInUser(app);
    const goals = [];
    for (let i = 0; i < 5; i++) goals.push(await addGoal(client, i));
    const habits = await addedHabits(app, client, 5);
    for (const goalId of goals) {
      expect((await addMilestones(client, goalId, Array.from({ length: 50 }, (_, i) => ({ text: `Step ${i + 1}` })))).errors).toBeUndefined();
      for (const habitId of habits) expect((await link(client, habitId, goalId)).errors).toBeUndefined();
    }
    for (let i = 0; i < 10; i++) expect((await createTask(client, `Task ${i}`, goals[i % 5])).errors).toBeUndefined();
    expect((await createTask(client, 'Eleventh')).errors?.[0].extensions?.code).toBe('PLAN_LIMIT');
  }, 30_000);

  it('links a habit to several goals and unlinks it; linking twice changes nothing; the Habits list shows the goals', async () => {
    const { client } = await signedInUser(app);
    const [g1, g2] = [await addGoal(client, 0), await addGoal(client, 1)];
    const [habit] = await addedHabits(app, client, 1);
    await link(client, habit, g1);
    await link(client, habit, g1);
    await link(client, habit, g2);
    const habits = await client.gql<{ myHabits: Array<{ id: string; goals: Array<{ id: string }> }> }>(`{ myHabits { id goals { id } } }`);
    expect(habits.data!.myHabits[0].goals.map((g) => g.id)).toEqual([g1, g2]);
    const unlinked = await client.gql<{ unlinkHabitFromGoal: { habits: Array<{ id: string }> } }>(
      `mutation($habitId: ID!, $goalId: ID!) { unlinkHabitFromGoal(habitId: $habitId, goalId: $goalId) { habits { id } } }`, { habitId: habit, goalId: g1 });
    expect(unlinked.data!.unlinkHabitFromGoal.habits).toEqual([]);
    expect((await myGoal(client, g2)).habits.map((h) => h.id)).toEqual([habit]);
  });

  it("gives a habit's goals in the user's goal order, not the order they were linked or added in", async () => {
    const { client, id: userId } = await signedInUser(app);
    const [first, second, third] = [await addGoal(client, 0), await addGoal(client, 1), await addGoal(client, 2)];
    const [habit, other] = await addedHabits(app, client, 2);
    // The user puts the third goal first and the first last; links are made in yet another order.
    await q(`UPDATE user_goals SET position = CASE id WHEN $1::uuid THEN 2 WHEN $2::uuid THEN 1 ELSE 0 END WHERE user_id = $3`, [first, second, userId]);
    for (const goalId of [second, first, third]) await link(client, habit, goalId);
    await link(client, other, first);
    await link(client, other, third);
    const user = (await app.services.users.findById(userId))!;
    const byHabit = await app.services.goalPlans.goalsOfHabits(user, [habit, other]);
    expect(byHabit.get(habit)!.map((goal) => goal.id)).toEqual([third, second, first]);
    expect(byHabit.get(other)!.map((goal) => goal.id)).toEqual([third, first]);
  });

  it("reads nothing of another user's goal when asked for its plan (defence in depth)", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const goalId = await addGoal(owner.client);
    await addMilestones(owner.client, goalId, [{ text: 'Private step', done: true }, { text: 'Another' }]);
    await createTask(owner.client, 'Private task', goalId);
    const goal = (await q(`SELECT id, status, to_char(target_date, 'YYYY-MM-DD') AS "targetDate" FROM user_goals WHERE id = $1`, [goalId]))[0];
    const intruder = (await app.services.users.findById(other.id))!;
    const plan = (await app.services.goalPlans.plans(intruder, [goal])).get(goalId);
    expect(plan).toMatchObject({ milestones: [], milestonesTotal: 0, tasksDone: 0, tasksTotal: 0, nextMilestone: null, habits: [] });
    const own = (await app.services.goalPlans.plans((await app.services.users.findById(owner.id))!, [goal])).get(goalId);
    expect(own).toMatchObject({ milestonesDone: 1, milestonesTotal: 2, tasksTotal: 1 });
  });

  it('"Proceed to habits": a habit added for a goal serves it at once, from the catalogue or a suggestion', async () => {
    const { client } = await signedInUser(app);
    const goalId = await addGoal(client);
    const [itemId] = await itemIds(app, 'habit', 1);
    const added = await client.gql<{ addHabit: { id: string; goals: Array<{ id: string }> } }>(
      `mutation($itemId: ID!, $goalId: ID) { addHabit(itemId: $itemId, goalId: $goalId) { id goals { id } } }`, { itemId, goalId });
    expect(added.data!.addHabit.goals).toEqual([{ id: goalId }]);
    const suggested = await client.gql<{ addSuggestedHabit: { goals: Array<{ id: string }> } }>(
      `mutation($input: SuggestionInput!, $goalId: ID) { addSuggestedHabit(input: $input, goalId: $goalId) { goals { id } } }`,
      { input: { text: 'Stretch after every run', headline: 'Stretch', description: '', category: 'Health' }, goalId });
    expect(suggested.data!.addSuggestedHabit.goals).toEqual([{ id: goalId }]);
    expect((await myGoal(client, goalId)).habits).toHaveLength(2);
  });

  it('removing a goal keeps its habits and tasks: only the links go', async () => {
    const { client, id: userId } = await signedInUser(app);
    const goalId = await addGoal(client);
    const [habit] = await addedHabits(app, client, 1);
    await link(client, habit, goalId);
    await addMilestones(client, goalId, [{ text: 'One' }]);
    const task = (await createTask(client, 'Linked task', goalId)).data!.createTask.id;
    await client.gql(`mutation($id: ID!) { removeGoal(id: $id) }`, { id: goalId });
    expect(await q(`SELECT id, user_goal_id FROM tasks WHERE user_id = $1`, [userId])).toEqual([{ id: task, user_goal_id: null }]);
    expect(await q(`SELECT id FROM user_habits WHERE user_id = $1`, [userId])).toEqual([{ id: habit }]);
    expect(await q(`SELECT * FROM habit_goals WHERE user_goal_id = $1`, [goalId])).toEqual([]);
    expect(await q(`SELECT * FROM goal_milestones WHERE user_goal_id = $1`, [goalId])).toEqual([]);
    // A task linked to the removed goal is refused, and nothing is written.
    const refused = await createTask(client, 'Too late', goalId);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Goal not found', extensions: { code: 'NOT_FOUND' } });
    const relink = await client.gql(`mutation($id: ID!, $goalId: ID) { setTaskGoal(id: $id, goalId: $goalId) { id } }`, { id: task, goalId });
    expect(relink.errors?.[0]).toMatchObject({ message: 'Goal not found' });
    expect(await q(`SELECT text, user_goal_id FROM tasks WHERE user_id = $1`, [userId])).toEqual([{ text: 'Linked task', user_goal_id: null }]);
  });

  it('links a task to a goal and back to none; the task answers its goal', async () => {
    const { client } = await signedInUser(app);
    const goalId = await addGoal(client);
    const task = (await createTask(client, 'Plain')).data!.createTask;
    expect(task.goal).toBeNull();
    const set = await client.gql<{ setTaskGoal: { goal: { id: string } | null } }>(`mutation($id: ID!, $goalId: ID) { setTaskGoal(id: $id, goalId: $goalId) { goal { id } } }`, { id: task.id, goalId });
    expect(set.data!.setTaskGoal.goal).toEqual({ id: goalId });
    expect((await myGoal(client, goalId)).progress.tasksTotal).toBe(1);
    const cleared = await client.gql<{ setTaskGoal: { goal: null } }>(`mutation($id: ID!) { setTaskGoal(id: $id, goalId: null) { goal { id } } }`, { id: task.id });
    expect(cleared.data!.setTaskGoal.goal).toBeNull();
  });
});

describe('ownership: another user\'s goal, habit, milestone or task is refused, nothing changed', () => {
  it('every new mutation and query', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const goalId = await addGoal(owner.client);
    const [habitId] = await addedHabits(app, owner.client, 1);
    const milestoneId = (await addMilestones(owner.client, goalId, [{ text: 'Mine' }])).data!.addGoalMilestones.milestones[0].id;
    const taskId = (await createTask(owner.client, 'Mine')).data!.createTask.id;
    const myGoalId = await addGoal(other.client);
    const [myHabitId] = await addedHabits(app, other.client, 1);
    const myTaskId = (await createTask(other.client, 'Theirs')).data!.createTask.id;
    const before = await q(`SELECT (SELECT json_agg(g ORDER BY id) FROM user_goals g) AS goals, (SELECT json_agg(m) FROM goal_milestones m) AS milestones,
                                   (SELECT json_agg(h) FROM habit_goals h) AS links, (SELECT json_agg(t ORDER BY id) FROM tasks t) AS tasks`);

    const attempts: Array<[string, Record<string, unknown>, string]> = [
      [`mutation($id: ID!) { setGoalTargetDate(id: $id, targetDate: "2027-01-01") { id } }`, { id: goalId }, 'Goal not found'],
      [`mutation($goalId: ID!) { addGoalMilestones(goalId: $goalId, milestones: [{ text: "Sneaky" }]) { id } }`, { goalId }, 'Goal not found'],
      [`mutation($id: ID!) { updateGoalMilestone(id: $id, done: true) { id } }`, { id: milestoneId }, 'Milestone not found'],
      [`mutation($id: ID!) { removeGoalMilestone(id: $id) { id } }`, { id: milestoneId }, 'Milestone not found'],
      [`mutation($goalId: ID!, $ids: [ID!]!) { reorderGoalMilestones(goalId: $goalId, ids: $ids) { id } }`, { goalId, ids: [milestoneId] }, 'Goal not found'],
      [`mutation($goalId: ID!, $ids: [ID!]!) { reorderGoalMilestones(goalId: $goalId, ids: $ids) { id } }`, { goalId: myGoalId, ids: [milestoneId] }, 'Milestone not found'],
      [`mutation($h: ID!, $g: ID!) { linkHabitToGoal(habitId: $h, goalId: $g) { id } }`, { h: habitId, g: myGoalId }, 'Habit not found'],
      [`mutation($h: ID!, $g: ID!) { linkHabitToGoal(habitId: $h, goalId: $g) { id } }`, { h: myHabitId, g: goalId }, 'Goal not found'],
      [`mutation($h: ID!, $g: ID!) { unlinkHabitFromGoal(habitId: $h, goalId: $g) { id } }`, { h: habitId, g: myGoalId }, 'Habit not found'],
      [`mutation($h: ID!, $g: ID!) { unlinkHabitFromGoal(habitId: $h, goalId: $g) { id } }`, { h: myHabitId, g: goalId }, 'Goal not found'],
      [`mutation($id: ID!, $g: ID) { setTaskGoal(id: $id, goalId: $g) { id } }`, { id: taskId, g: myGoalId }, 'Task not found'],
      [`mutation($id: ID!, $g: ID) { setTaskGoal(id: $id, goalId: $g) { id } }`, { id: myTaskId, g: goalId }, 'Goal not found'],
      [`mutation($g: ID) { createTask(text: "Theirs too", goalId: $g) { id } }`, { g: goalId }, 'Goal not found'],
      [`mutation($i: ID!, $g: ID) { addHabit(itemId: $i, goalId: $g) { id } }`, { i: (await itemIds(app, 'habit', 9))[8], g: goalId }, 'Goal not found'],
      [`mutation($g: ID) { addSuggestedHabit(input: { text: "Walk", headline: "", description: "", category: Health }, goalId: $g) { id } }`, { g: goalId }, 'Goal not found'],
      [`query($g: ID!) { milestoneSuggestions(goalId: $g) { text } }`, { g: goalId }, 'Goal not found'],
      [`query($g: ID) { habitSuggestions(category: Health, goalId: $g) { text } }`, { g: goalId }, 'Goal not found'],
    ];
    for (const [query, variables, message] of attempts) {
      const answer = await other.client.gql(query, variables);
      expect({ query, error: answer.errors?.[0] }).toMatchObject({ query, error: { message, extensions: { code: 'NOT_FOUND' } } });
    }
    const after = await q(`SELECT (SELECT json_agg(g ORDER BY id) FROM user_goals g) AS goals, (SELECT json_agg(m) FROM goal_milestones m) AS milestones,
                                  (SELECT json_agg(h) FROM habit_goals h) AS links, (SELECT json_agg(t ORDER BY id) FROM tasks t) AS tasks`);
    expect(after).toEqual(before);
    // No custom item was left behind by the refused suggestion.
    expect(await q(`SELECT text FROM items WHERE user_id = $1`, [other.id])).toEqual([]);
  }, 30_000);
});

describe('REST answers keep their shape, with the plan added', () => {
  it('getusergoals carries target date, milestones, habits and progress; tasks and habits carry their goals', async () => {
    const { client, id } = await signedInUser(app);
    const goalId = await addGoal(client);
    const [habit] = await addedHabits(app, client, 1);
    await link(client, habit, goalId);
    await addMilestones(client, goalId, [{ text: 'One', done: true }, { text: 'Two' }]);
    const goals = await client.rest<Array<{ _id: string; status: string; milestones: unknown[]; habits: string[]; progress: { percent: number; formula: string } }>>('GET', `/api/user/getusergoals/${id}`);
    expect(goals.status).toBe(200);
    expect(goals.body[0]).toMatchObject({ _id: goalId, status: 'Not Started', targetDate: null, habits: [habit], progress: { milestonesDone: 1, milestonesTotal: 2 } });
    const task = await client.rest('POST', '/api/task/create', { user: id, text: 'From REST', goal: goalId });
    expect(task).toMatchObject({ status: 201, body: { text: 'From REST', goal: goalId } });
    const refused = await client.rest('POST', '/api/task/create', { user: id, text: 'Bad goal', goal: 'not-a-goal' });
    expect(refused).toMatchObject({ status: 404, body: { message: 'Goal not found' } });
    const habits = await client.rest<Array<{ goals: string[] }>>('GET', `/api/user/getuserhabits/${id}`);
    expect(habits.body[0].goals).toEqual([goalId]);
  });
});

describe('no N+1', () => {
  const LIST = `{ myGoals { id status targetDate item { text } milestones { id text done } habits { id item { text } } progress { percent formula habitsDone habitsDue nextMilestone { text } } } }`;

  it('myGoals with milestones, linked habits and progress: the same statements for 1 goal as for 15 goals, 20 habits and a year of history', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const first = await addGoal(client, 0);
    const [firstHabit] = await addedHabits(app, client, 1);
    await link(client, firstHabit, first);
    await addMilestones(client, first, [{ text: 'One' }]);
    await createTask(client, 'Task', first);
    const measure = () => app.queries.during(() => client.gql(LIST));
    const few = await measure();

    const goals = [first];
    for (let i = 1; i < 15; i++) goals.push(await addGoal(client, i));
    const habits = [firstHabit, ...await addedHabits(app, client, 19)];
    for (const [i, habitId] of habits.entries()) {
      await link(client, habitId, goals[i % goals.length]);
      await link(client, habitId, goals[(i + 3) % goals.length]);
    }
    for (const goalId of goals) {
      await addMilestones(client, goalId, [{ text: 'A', done: true }, { text: 'B' }, { text: 'C' }]);
      await createTask(client, 'T', goalId);
    }
    await q(`UPDATE user_habits SET schedule_kind = 'weekdays', weekdays = '{1,3,5}' WHERE user_id = $1 AND position % 2 = 0`, [id]);
    await q(`INSERT INTO habit_completions (user_id, user_habit_id, day, state)
             SELECT h.user_id, h.id, d::date, CASE WHEN extract(doy FROM d) % 9 = 0 THEN 'skipped' ELSE 'done' END
               FROM user_habits h, generate_series(now() - interval '365 days', now() - interval '1 day', interval '1 day') d
              WHERE h.user_id = $1 ON CONFLICT DO NOTHING`, [id]);
    const many = await measure();
    expect(many).toBe(few);
    // The session, the rate-limit count, the goals, the habits with their goals, the milestones and task counts, the linked habits' entries and vacations.
    expect(many).toBeLessThanOrEqual(6);
    const { data } = await client.gql<{ myGoals: Goal[] }>(LIST);
    expect(data!.myGoals).toHaveLength(15);
    expect(data!.myGoals.every((goal) => goal.habits.length >= 1 && goal.progress.habitsDue > 0)).toBe(true);
  }, 30_000);

  it("computes each goal's plan once per query, though milestones, habits and progress all ask for it", async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const goals = [await addGoal(client, 0), await addGoal(client, 1), await addGoal(client, 2)];
    const [habit] = await addedHabits(app, client, 1);
    for (const goalId of goals) {
      await link(client, habit, goalId);
      await addMilestones(client, goalId, [{ text: 'A', done: true }, { text: 'B' }]);
    }
    const plans = jest.spyOn(app.services.goalPlans, 'plans');
    try {
      const sql: string[] = [];
      await app.queries.during(async () => {
        const { data, errors } = await client.gql<{ myGoals: Goal[] }>(LIST);
        expect(errors).toBeUndefined();
        expect(data!.myGoals.map((goal) => [goal.id, goal.milestones.length, goal.habits.length, goal.progress.percent])).toEqual(goals.map((id) => [id, 2, 1, 50]));
      }, (statement) => sql.push(statement));
      expect(plans).toHaveBeenCalledTimes(1);
      expect(plans.mock.calls[0][1].map((goal) => goal.id)).toEqual(goals);
      // The plans' statement (milestones and task counts) and the habits' history: once each.
      expect(sql.filter((statement) => statement.includes('FROM goal_milestones m'))).toHaveLength(1);
      expect(sql.filter((statement) => /habit_completions/.test(statement))).toHaveLength(1);
    } finally {
      plans.mockRestore();
    }
  });

  it('dashboard(day) shows the goal each habit and task serves, still in at most 5 statements and no writes but the rate-limit count', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const DASHBOARD = `query($day: LocalDate!) { dashboard(day: $day) { habits { id habit { id goals { id item { text } } } } tasks { id goal { id item { text } } } } }`;
    const goalId = await addGoal(client);
    const [habit] = await addedHabits(app, client, 1);
    await link(client, habit, goalId);
    await createTask(client, 'For the goal', goalId);
    await createTask(client, 'For nothing');
    const day = today();
    let writes = 0;
    const count = await app.queries.during(async () => {
      const { data } = await client.gql<{ dashboard: { habits: Array<{ habit: { goals: Array<{ id: string }> } }>; tasks: Array<{ goal: { id: string } | null }> } }>(DASHBOARD, { day });
      expect(data!.dashboard.habits[0].habit.goals.map((g) => g.id)).toEqual([goalId]);
      expect(data!.dashboard.tasks.map((t) => t.goal?.id ?? null)).toEqual([goalId, null]);
    });
    expect(count).toBeLessThanOrEqual(5);
    const more = await addGoal(client, 1);
    for (const h of await addedHabits(app, client, 10)) { await link(client, h, goalId); await link(client, h, more); }
    for (let i = 0; i < 10; i++) await createTask(client, `T${i}`, i % 2 ? goalId : more);
    const sql: string[] = [];
    const larger = await app.queries.during(async () => { await client.gql(DASHBOARD, { day }); }, (statement) => sql.push(statement));
    writes = sql.filter((s) => /^\s*(INSERT|UPDATE|DELETE)/i.test(s) && !/^\s*INSERT INTO rate_limits/i.test(s)).length;
    expect(larger).toBe(count);
    expect(writes).toBe(0);
  }, 30_000);
});
