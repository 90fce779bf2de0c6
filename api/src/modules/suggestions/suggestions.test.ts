import { startTestApp, type TestApp } from '../../../test/app';
import { modelEnv, startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { signedInUser } from '../../../test/users';
import { CHALLENGES } from '../../shared/profile-options';
import { GOAL_CATEGORIES, HABIT_CATEGORIES, ItemKind } from '../../shared/categories';
import { addDays, latestToday } from '../../shared/dates';
import { OfflineProvider } from './offline-provider';
import { ADHERENCE_LINES, CHALLENGE_MESSAGES, FOCUS_AREA_LINES, NO_HABITS_LINES, type Challenge, type FocusArea } from './offline-content';
import { OFFLINE_CONTENT_ES } from './offline-content.es';
import { MODEL_CALLS_PER_HOUR } from './suggestions.service';
import type { Item } from '../catalogue/item.entity';

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000));
const GOALS = `query($category: Category!) { goalSuggestions(category: $category) { text headline description category itemId } }`;
const HABITS = `query($category: Category!, $goalText: String) { habitSuggestions(category: $category, goalText: $goalText) { text category itemId } }`;
type Suggestions = Array<{ text: string; category: string; itemId: string | null }>;

async function setProfile(app: TestApp, userId: string, focus: string, challenge: string) {
  await app.db.dataSource.query(`UPDATE users SET focus_areas = $2, challenges = $3 WHERE id = $1`, [userId, [focus], [challenge]]);
}

describe('the offline provider', () => {
  const noItems = async () => [] as Item[];
  const none = { done: 0, possible: 0, habitCount: 0, daysHeld: 0 };

  it('writes a message for every focus area and every challenge, from their own lines', async () => {
    const provider = new OfflineProvider(noItems);
    for (const challenge of CHALLENGES) {
      expect(CHALLENGE_MESSAGES[challenge as Challenge].length).toBeGreaterThanOrEqual(3);
      for (const focusArea of GOAL_CATEGORIES) {
        const message = await provider.motivation({ profile: { focusAreas: [focusArea], challenges: [challenge], language: 'en' }, adherence: none, day: '2026-05-01', seed: 'u' });
        expect(CHALLENGE_MESSAGES[challenge as Challenge].some((line) => message.startsWith(line))).toBe(true);
        expect(FOCUS_AREA_LINES[focusArea as FocusArea].some((line) => message.includes(line))).toBe(true);
        expect(NO_HABITS_LINES.some((line) => message.endsWith(line))).toBe(true);
        expect(message).not.toMatch(/\{(done|possible|best)\}/);
      }
    }
  });

  it('varies by day and speaks to the week the user had', async () => {
    const provider = new OfflineProvider(noItems);
    const profile = { focusAreas: ['Health'], challenges: ['Procrastinate'], language: 'en' as const };
    const adherence = { done: 12, possible: 14, best: 'Walk after lunch', habitCount: 2, daysHeld: 7 };
    const week = await Promise.all(Array.from({ length: 7 }, (_, i) => provider.motivation({ profile, adherence, day: addDays('2026-05-01', i), seed: 'u' })));
    expect(new Set(week).size).toBeGreaterThan(3);
    for (const message of week) {
      expect(ADHERENCE_LINES.strong.some((line) => message.endsWith(line.replace('{done}', '12').replace('{possible}', '14').replace('{best}', 'Walk after lunch')))).toBe(true);
    }
  });

  it('writes in the user\'s language: Spanish lines, numbers and milestones', async () => {
    const provider = new OfflineProvider(noItems);
    const profile = { focusAreas: ['Health'], challenges: ['Procrastinate'], language: 'es' as const };
    const adherence = { done: 12, possible: 14, best: 'Caminar después de comer', habitCount: 2, daysHeld: 7 };
    const message = await provider.motivation({ profile, adherence, day: '2026-05-01', seed: 'u' });
    expect(OFFLINE_CONTENT_ES.challenges.Procrastinate.some((line) => message.startsWith(line))).toBe(true);
    expect(OFFLINE_CONTENT_ES.focusAreas.Health.some((line) => message.includes(line))).toBe(true);
    expect(OFFLINE_CONTENT_ES.adherence.strong.some((line) => message.endsWith(line.replace('{done}', '12').replace('{possible}', '14').replace('{best}', 'Caminar después de comer')))).toBe(true);
    const goal = { text: 'Correr 10 km', status: 'Active', targetDate: null, overdue: false, percent: 0, milestonesDone: 0, milestonesTotal: 0, milestones: [],
      nextMilestone: null, habitsDone: 0, habitsDue: 0, habits: [], windowDays: 28, tasksDone: 0, tasksTotal: 0 };
    const [first] = await provider.milestones({ profile, goal, count: 5, day: '2026-05-01' });
    expect(first.text).toBe('Escribe cómo sabrás que has logrado «Correr 10 km» y cómo lo vas a medir');
  });

  it('says no "0 of 0" when habits are held but no check-in is counted yet', async () => {
    const provider = new OfflineProvider(noItems);
    const profile = { focusAreas: ['Health'], challenges: ['No Time'], language: 'en' as const };
    const adherence = { done: 0, possible: 0, habitCount: 3, daysHeld: 1 };
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04']) {
      const message = await provider.motivation({ profile, adherence, day, seed: 'u' });
      expect(ADHERENCE_LINES.fresh.some((line) => message.endsWith(line))).toBe(true);
      expect(message).not.toMatch(/\b0 of 0\b/);
    }
  });

  it('suggests goals of each category from the catalogue, and habits ranked by the goal', async () => {
    const catalogue = (kind: ItemKind) => async (_: ItemKind, categories: string[]) =>
      categories.flatMap((category) => Array.from({ length: 12 }, (_, i) => ({
        id: `${category}-${i}`, kind, category, text: i === 7 ? `Walk or run 20 minutes in ${category}` : `${category} item ${i}`, headline: 'h', description: 'd',
      }) as unknown as Item));
    for (const category of GOAL_CATEGORIES) {
      const goals = await new OfflineProvider(catalogue(ItemKind.GOAL)).goals({ profile: { focusAreas: [], challenges: [], language: 'en' }, category, count: 5, day: '2026-05-01' });
      expect(goals).toHaveLength(5);
      expect(goals.every((g) => g.itemId?.startsWith(category))).toBe(true);
    }
    for (const category of HABIT_CATEGORIES) {
      const habits = await new OfflineProvider(catalogue(ItemKind.HABIT)).habits({ profile: { focusAreas: [], challenges: [], language: 'en' }, category, goalText: 'Run a 5K in under 30 minutes', count: 5, day: '2026-05-01' });
      expect(habits).toHaveLength(5);
      expect(habits[0].text).toBe(`Walk or run 20 minutes in ${category}`);
    }
  });
});

describe('with no model configured', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(() => app.stop());

  it('serves motivation from the offline provider, speaking to the last 7 days', async () => {
    const { client, id } = await signedInUser(app);
    await setProfile(app, id, 'Health', 'No Time');
    const [item] = await app.db.dataSource.query(`SELECT id, text FROM catalogue_items WHERE kind = 'habit' LIMIT 1`);
    const [habit] = await app.db.dataSource.query(`INSERT INTO user_habits (user_id, catalogue_item_id, created_at) VALUES ($1, $2, now() - interval '30 days') RETURNING id`, [id, item.id]);
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) SELECT $3::uuid, $1, $2::date - i FROM generate_series(0, 5) i`, [habit.id, today(), id]);

    const { data } = await client.gql<{ motivation: { day: string; message: string } }>(`query($day: LocalDate!) { motivation(day: $day) { day message } }`, { day: today() });
    expect(data!.motivation.day).toBe(today());
    expect(CHALLENGE_MESSAGES['No Time'].some((line) => data!.motivation.message.startsWith(line))).toBe(true);
    expect(data!.motivation.message).toMatch(/\b6\b.*\b7\b|\b7\b.*\b6\b/);
    const rest = await client.rest<{ data: { motivation: string } }>('POST', '/api/ai/runmotivationalprompt', { focusAreas: ['Health'], challenges: ['No Time'] });
    expect(rest.body.data.motivation).toBe(data!.motivation.message);
  });

  it('never counts more check-ins done than possible, even for days filled in before the habit was added', async () => {
    const { id } = await signedInUser(app);
    const [item] = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'habit' LIMIT 1`);
    const [habit] = await app.db.dataSource.query(`INSERT INTO user_habits (user_id, catalogue_item_id) VALUES ($1, $2) RETURNING id`, [id, item.id]);
    await app.db.dataSource.query(`INSERT INTO habit_completions (user_id, user_habit_id, day) SELECT $3::uuid, $1, $2::date - i FROM generate_series(0, 4) i`, [habit.id, today(), id]);
    const [user] = await app.db.dataSource.query(`SELECT id, time_zone AS "timeZone", day_start_hour AS "dayStartHour" FROM users WHERE id = $1`, [id]);
    const adherence = await app.services.suggestions.adherence(user, today());
    expect(adherence).toMatchObject({ done: 5, possible: 5, habitCount: 1 });
  });

  it('suggests catalogue goals and habits, never ones the user has', async () => {
    const { client, id } = await signedInUser(app);
    const first = (await client.gql<{ goalSuggestions: Suggestions }>(GOALS, { category: 'Career' })).data!.goalSuggestions;
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(first.every((s) => s.category === 'Career' && s.itemId)).toBe(true);
    await client.rest('POST', '/api/user/addgoal', { goal: first[0].itemId, user: id });
    const again = (await client.gql<{ goalSuggestions: Suggestions }>(GOALS, { category: 'Career' })).data!.goalSuggestions;
    expect(again.map((s) => s.itemId)).not.toContain(first[0].itemId);

    const rest = await client.rest<{ data: { relatedHabits: Array<{ _id: string; category: string }> } }>('POST', '/api/ai/runhabitprompt', { category: 'Health', goalText: 'Run a 5K' });
    expect(rest.body.data.relatedHabits.length).toBeGreaterThanOrEqual(10);
    // Each suggestion keeps its own category: Health habits, then Essential ones.
    const categories = new Set(rest.body.data.relatedHabits.map((h) => h.category));
    expect([...categories].every((c) => c === 'Health' || c === 'Essential')).toBe(true);
    const [{ category: actual }] = await app.db.dataSource.query(`SELECT category FROM catalogue_items WHERE id = $1`, [rest.body.data.relatedHabits.at(-1)!._id]);
    expect(rest.body.data.relatedHabits.at(-1)!.category).toBe(actual);
    const goals = await client.rest<{ data: { relatedGoals: unknown[] } }>('POST', '/api/ai/rungoalprompt', { category: 'Family' });
    expect(goals.body.data.relatedGoals.length).toBeGreaterThanOrEqual(10);
    const areas = await client.rest<{ data: Array<{ focusArea: string; relatedGoals: unknown[] }> }>('POST', '/api/ai/runfocusareasprompt', { focusAreas: ['Career'] });
    expect(areas.body.data).toEqual([{ focusArea: 'Career', relatedGoals: expect.any(Array) }]);
    expect(areas.body.data[0].relatedGoals.length).toBeGreaterThanOrEqual(10);
  });

  it('adds a suggestion, refuses a bad category, and asks visitors to sign in', async () => {
    const { client } = await signedInUser(app);
    const [suggestion] = (await client.gql<{ goalSuggestions: Suggestions }>(GOALS, { category: 'Fun' })).data!.goalSuggestions;
    const added = await client.gql(`mutation($input: SuggestionInput!) { addSuggestedGoal(input: $input) { item { id } } }`,
      { input: { ...suggestion, headline: 'h', description: 'd' } });
    expect(added.data).toEqual({ addSuggestedGoal: { item: { id: suggestion.itemId } } });
    expect((await client.gql(GOALS, { category: 'Essential' })).errors?.[0].message).toBe('Please select a valid category');
    expect((await client.rest('POST', '/api/ai/rungoalprompt', { category: 'Gardening' })).status).toBe(400);
    const visitor = await fetch(`${app.url}/api/ai/rungoalprompt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"category":"Fun"}' });
    expect(visitor.status).toBe(401);
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
  beforeEach(async () => {
    model.mode = 'good';
    model.requests.length = 0;
    await app.db.dataSource.query('DELETE FROM ai_cache; DELETE FROM rate_limits');
  });

  it('asks the model to answer in the user\'s language, and keeps each language\'s answer apart in the cache', async () => {
    const { client, id } = await signedInUser(app);
    // A profile and category no other test asks for: goal answers are cached for everyone who sends the same input.
    await setProfile(app, id, 'Spiritual', 'Negative');
    await client.gql(GOALS, { category: 'Fun' });
    expect(model.requests[0].messages[0].content).toContain('Answer in English.');
    await app.db.dataSource.query(`UPDATE users SET locale = 'de-DE' WHERE id = $1`, [id]);
    await client.gql(GOALS, { category: 'Fun' });
    expect(model.requests).toHaveLength(2);
    expect(model.requests[1].messages[0].content).toContain('Answer in German.');
  });

  it('sends the model, the schema and the user\'s focus and challenge; uses the answer; serves the day\'s second call from the cache', async () => {
    const { client, id } = await signedInUser(app);
    await setProfile(app, id, 'Finance', 'Overwhelmed');
    const first = (await client.gql<{ goalSuggestions: Suggestions }>(GOALS, { category: 'Finance' })).data!.goalSuggestions;
    expect(first[0]).toEqual({ text: 'Model suggestion 1 from the model', headline: 'Model 1', description: 'Why model 1 matters.', category: 'Finance', itemId: null });
    expect(model.requests).toHaveLength(1);
    const request = model.requests[0];
    expect(request.model).toBe('test-model');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'items', strict: true, schema: { required: ['items'] } } });
    expect(request.messages[1].content).toContain('Focus area: Finance');
    expect(request.messages[1].content).toContain('Main challenge: Overwhelmed');

    await client.gql(GOALS, { category: 'Finance' });
    expect(model.requests).toHaveLength(1);

    const motivation = await client.gql<{ motivation: { message: string } }>(`query($day: LocalDate!) { motivation(day: $day) { message } }`, { day: today() });
    expect(motivation.data!.motivation.message).toBe('Model says: small steps today.');
    expect(model.requests[1].messages[1].content).toMatch(/completed 0 of 0|no habits yet/);
    await client.gql(`query($day: LocalDate!) { motivation(day: $day) { message } }`, { day: today() });
    expect(model.requests).toHaveLength(2);

    const added = await client.gql<{ addSuggestedGoal: { item: { text: string; custom: boolean } } }>(
      `mutation($input: SuggestionInput!) { addSuggestedGoal(input: $input) { item { text custom } } }`,
      { input: { text: first[0].text, headline: first[0].text.slice(0, 10), description: 'x', category: 'Finance' } });
    expect(added.data!.addSuggestedGoal.item).toEqual({ text: first[0].text, custom: true });
    const after = (await client.gql<{ goalSuggestions: Suggestions }>(GOALS, { category: 'Finance' })).data!.goalSuggestions;
    expect(after.map((s) => s.text)).not.toContain(first[0].text);
  });

  it.each([
    ['a malformed answer', 'malformed' as const, 1],
    ['a 500 (retried once)', 'error' as const, 2],
    ['a timeout', 'slow' as const, 1],
  ])('falls back to the offline provider on %s, within the timeout', async (_, mode, calls) => {
    const { client } = await signedInUser(app);
    model.mode = mode;
    const started = Date.now();
    const { data } = await client.gql<{ habitSuggestions: Suggestions }>(HABITS, { category: 'Health', goalText: 'Run a 5K' });
    expect(Date.now() - started).toBeLessThan(1900);
    expect(data!.habitSuggestions.length).toBeGreaterThanOrEqual(10);
    expect(data!.habitSuggestions.every((s) => s.itemId)).toBe(true); // catalogue items: the offline provider
    expect(model.requests.length).toBeGreaterThanOrEqual(1);
    expect(model.requests.length).toBeLessThanOrEqual(calls);
    const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM ai_cache`);
    expect(n).toBe(0);
  });

  it('rate-limits model calls per user with 429 and Retry-After', async () => {
    const { client, id } = await signedInUser(app);
    await app.db.dataSource.query(`INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, $2, now() + interval '30 minutes')`, [`ai:${id}`, MODEL_CALLS_PER_HOUR]);
    const limited = await client.rest('POST', '/api/ai/rungoalprompt', { category: 'Career' });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(1700);
    expect(model.requests).toHaveLength(0);
  });
});
