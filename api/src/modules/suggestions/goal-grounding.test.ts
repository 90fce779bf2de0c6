import { startTestApp, type TestApp } from '../../../test/app';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { addedHabits, itemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import type { Client } from '../../../test/client';
import { addDays, userToday } from '../../shared/dates';
import type { Item } from '../catalogue/item.entity';
import { ItemKind } from '../../shared/categories';
import { goalNudge, OfflineProvider } from './offline-provider';
import { milestoneDay } from './openai-provider';
import { goalLine, habitsPrompt, motivationPrompt, type GoalContext } from './prompts';

// Issue 15: the AI (the model's prompts and the offline provider) reads each goal's plan and the
// user's real adherence, and suggests milestones for a goal.

const T = () => userToday({ timeZone: 'UTC', dayStartHour: 0 });
const context = (overrides: Partial<GoalContext> = {}): GoalContext => ({
  text: 'Run a 10K', status: 'Progressing', targetDate: '2027-06-30', overdue: false, percent: 40,
  milestonesDone: 1, milestonesTotal: 3, milestones: ['Run 5 km', 'Run 7 km', 'Run 10 km'], nextMilestone: 'Run 7 km',
  habitsDone: 3, habitsDue: 10, habits: ['Jog before work'], windowDays: 30, tasksDone: 1, tasksTotal: 2, ...overrides,
});

describe('prompts and the offline provider, grounded in the goal', () => {
  it("puts the goal's plan and real adherence in the prompts", () => {
    expect(goalLine(context())).toBe('"Run a 10K" (status Progressing; target date 2027-06-30; milestones 1/3 done, next: "Run 7 km"; '
      + 'habits "Jog before work" done on 3 of 10 due days in the last 30 days; tasks 1/2 done; progress 40%)');
    const adherence = { done: 3, possible: 10, habitCount: 1, daysHeld: 7 };
    expect(motivationPrompt({ focusAreas: ['Health'], challenges: [], language: 'en' }, adherence, [context({ overdue: true })])[1].content)
      .toContain('target date 2027-06-30 (passed, not complete)');
    expect(habitsPrompt({ focusAreas: [], challenges: [], language: 'en' }, 'Health', 'Run a 10K', 5, context())[1].content)
      .toMatch(/next: "Run 7 km".*done on 3 of 10 due days.*fewer than half of their due days, suggest smaller ones/);
  });

  it('the offline motivation speaks to the goal that needs it most', async () => {
    expect(goalNudge([context({ overdue: true, targetDate: '2026-01-01' })])).toBe(
      '"Run a 10K" is past its target date of 2026-01-01: set a new date you believe in, or pick the one step that would close it, such as "Run 7 km".');
    expect(goalNudge([context()])).toBe('The habits behind "Run a 10K" were kept on 3 of 10 due days lately; make one of them smaller today rather than skipping it.');
    expect(goalNudge([context({ habitsDone: 9 })])).toBe('"Run a 10K" stands at 40%; your next milestone is "Run 7 km".');
    expect(goalNudge([context({ status: 'Complete' })])).toBeNull();
    const provider = new OfflineProvider(async () => []);
    const message = await provider.motivation({
      profile: { focusAreas: ['Health'], challenges: ['Procrastinate'], language: 'en' }, adherence: { done: 3, possible: 10, habitCount: 1, daysHeld: 7 },
      goals: [context()], day: '2026-05-01', seed: 'u',
    });
    expect(message.endsWith('make one of them smaller today rather than skipping it.')).toBe(true);
  });

  it('the offline habits follow the next milestone; goals come smaller while habits are not kept; milestones fill the time to the target date', async () => {
    const items = (kind: ItemKind) => async (_: ItemKind, categories: string[]) => categories.flatMap((category) => Array.from({ length: 8 }, (_, i) => ({
      id: `${category}-${i}`, kind, category, headline: 'h', description: 'd',
      text: i === 5 ? 'Stretch your hamstrings for ten minutes' : `${category} thing number ${i} with a long name ${'x'.repeat(i * 3)}`,
    }) as unknown as Item));
    const habits = await new OfflineProvider(items(ItemKind.HABIT)).habits({
      profile: { focusAreas: [], challenges: [], language: 'en' }, category: 'Health', goal: context({ nextMilestone: 'Stretch hamstrings daily' }), count: 3, day: '2026-05-01',
    });
    expect(habits[0].text).toBe('Stretch your hamstrings for ten minutes');
    const goals = await new OfflineProvider(items(ItemKind.GOAL)).goals({ profile: { focusAreas: [], challenges: [], language: 'en' }, category: 'Health', count: 8, day: '2026-05-01', goals: [context()] });
    expect(goals.map((g) => g.text.length)).toEqual([...goals.map((g) => g.text.length)].sort((a, b) => a - b));
    const milestones = await new OfflineProvider(items(ItemKind.GOAL)).milestones({
      profile: { focusAreas: [], challenges: [], language: 'en' }, goal: context({ milestones: [], targetDate: '2026-06-10' }), count: 5, day: '2026-05-01',
    });
    expect(milestones.map((m) => m.dueOn)).toEqual(['2026-05-09', '2026-05-17', '2026-05-25', '2026-06-02', '2026-06-10']);
    expect(milestones[0].text).toBe('Write down what done looks like for "Run a 10K" and how you will measure it');
  });
});

async function goalWithHabit(client: Client, app: TestApp): Promise<{ goalId: string; habitId: string }> {
  const [itemId] = await itemIds(app, 'goal', 1);
  const goalId = (await client.gql<{ addGoal: { id: string } }>(`mutation($itemId: ID!) { addGoal(itemId: $itemId) { id } }`, { itemId })).data!.addGoal.id;
  const [habitId] = await addedHabits(app, client, 1);
  await client.gql(`mutation($h: ID!, $g: ID!) { linkHabitToGoal(habitId: $h, goalId: $g) { id } }`, { h: habitId, g: goalId });
  await client.gql(`mutation($g: ID!) { addGoalMilestones(goalId: $g, milestones: [{ text: "First race entered" }]) { id } }`, { g: goalId });
  await client.gql(`mutation($id: ID!, $d: LocalDate) { setGoalTargetDate(id: $id, targetDate: $d) { id } }`, { id: goalId, d: addDays(T(), 40) });
  return { goalId, habitId };
}

describe('offline: milestone suggestions for a goal', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(() => app.stop());

  it('suggests 5 dated milestones up to the target date, leaving out the ones the goal has', async () => {
    const { client } = await signedInUser(app);
    const { goalId } = await goalWithHabit(client, app);
    const { data, errors } = await client.gql<{ milestoneSuggestions: Array<{ text: string; dueOn: string | null }> }>(
      `query($g: ID!) { milestoneSuggestions(goalId: $g) { text dueOn } }`, { g: goalId });
    expect(errors).toBeUndefined();
    expect(data!.milestoneSuggestions).toHaveLength(5);
    expect(data!.milestoneSuggestions[4].dueOn).toBe(addDays(T(), 40));
    expect(data!.milestoneSuggestions.every((m) => m.dueOn! > T())).toBe(true);
  });
});

describe('with an OpenAI-compatible model', () => {
  let app: TestApp;
  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
    app = await startTestApp(modelEnv(model));
  });
  afterAll(async () => { await app.stop(); await model.close(); });

  it("sends the goal's plan and real adherence with motivation, goal, habit and milestone requests", async () => {
    const { client } = await signedInUser(app);
    const { goalId, habitId } = await goalWithHabit(client, app);
    await client.gql(`mutation($id: ID!, $day: LocalDate!) { setHabitDone(id: $id, day: $day, done: true) { id } }`, { id: habitId, day: T() });
    model.requests.length = 0;
    await client.gql(`query($day: LocalDate!) { motivation(day: $day) { message } }`, { day: T() });
    await client.gql(`{ goalSuggestions(category: Health) { text } }`);
    await client.gql(`query($g: ID) { habitSuggestions(category: Health, goalId: $g) { text } }`, { g: goalId });
    const milestones = await client.gql<{ milestoneSuggestions: Array<{ text: string; dueOn: string | null }> }>(
      `query($g: ID!) { milestoneSuggestions(goalId: $g) { text dueOn } }`, { g: goalId });
    const byKind = (name: string) => model.requests.filter((r) => r.response_format.json_schema.name === name).map((r) => r.messages[1].content);
    const plan = new RegExp(`target date ${addDays(T(), 40)}; milestones 0/1 done, next: "First race entered"; habits ".+" done on 1 of 1 due days in the last 7 days`);
    expect(byKind('motivation')[0]).toMatch(plan);
    expect(byKind('items')).toHaveLength(2);
    for (const prompt of byKind('items')) expect(prompt).toMatch(plan);
    expect(byKind('milestones')[0]).toMatch(plan);
    // The model's answers are checked: a date in the past is dropped.
    expect(milestones.data!.milestoneSuggestions).toEqual([{ text: 'Model milestone 1', dueOn: null }, { text: 'Model milestone 2', dueOn: null }]);
  });
});

describe("the model's milestone dates are checked", () => {
  const year = Number(T().slice(0, 4));
  const target = `${year + 2}-06-30`;
  const answer = [
    { text: 'An impossible day', dueOn: `${year + 1}-02-30` },
    { text: 'After the target date', dueOn: `${year + 2}-07-01` },
    { text: 'On the target date', dueOn: target },
    { text: 'A real day', dueOn: `${year + 1}-02-28` },
    { text: 'Not a date', dueOn: `${year + 1}-13-01` },
  ];

  it('pure: keeps a real day from today to the target date, and drops the others', () => {
    expect(answer.map((m) => milestoneDay(m.dueOn, T(), target))).toEqual([null, null, target, `${year + 1}-02-28`, null]);
    expect(milestoneDay(addDays(T(), -1), T(), null)).toBeNull();
    expect(milestoneDay(`${year + 5}-01-01`, T(), null)).toBe(`${year + 5}-01-01`);
    expect(milestoneDay(20270101, T(), null)).toBeNull();
  });

  it('drops an impossible date and one after the goal\'s target date, keeping the milestones', async () => {
    const model = await startFakeOpenAi();
    model.milestones = answer;
    const app = await startTestApp(modelEnv(model));
    try {
      const { client } = await signedInUser(app);
      const { goalId } = await goalWithHabit(client, app);
      await client.gql(`mutation($id: ID!, $d: LocalDate) { setGoalTargetDate(id: $id, targetDate: $d) { id } }`, { id: goalId, d: target });
      const { data, errors } = await client.gql<{ milestoneSuggestions: Array<{ text: string; dueOn: string | null }> }>(
        `query($g: ID!) { milestoneSuggestions(goalId: $g) { text dueOn } }`, { g: goalId });
      expect(errors).toBeUndefined();
      expect(data!.milestoneSuggestions).toEqual([
        { text: 'An impossible day', dueOn: null },
        { text: 'After the target date', dueOn: null },
        { text: 'On the target date', dueOn: target },
        { text: 'A real day', dueOn: `${year + 1}-02-28` },
        { text: 'Not a date', dueOn: null },
      ]);
    } finally {
      await app.stop();
      await model.close();
    }
  });
});
