import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Calls the API's GraphQL endpoint as the page's signed-in user (page.request shares the
 * browser context's cookies), for setting up what a test does not exercise.
 */
export async function graphqlAsUser<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json() as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data as T;
}

export interface AddedHabit {
  id: string;
  text: string;
}

/** Adds the first `count` habits of the catalogue to the signed-in user; answers them in order. */
export async function addCatalogueHabits(page: Page, count: number): Promise<AddedHabit[]> {
  const { catalogue } = await graphqlAsUser<{ catalogue: { nodes: { id: string; text: string }[] } }>(
    page, 'query { catalogue(kind: HABIT, first: 5) { nodes { id text } } }');
  const added: AddedHabit[] = [];
  for (const item of catalogue.nodes.slice(0, count)) {
    const { addHabit } = await graphqlAsUser<{ addHabit: { id: string } }>(
      page, 'mutation ($itemId: ID!) { addHabit(itemId: $itemId) { id } }', { itemId: item.id });
    added.push({ id: addHabit.id, text: item.text });
  }
  return added;
}

export async function createTaskAsUser(page: Page, text: string): Promise<string> {
  const { createTask } = await graphqlAsUser<{ createTask: { id: string } }>(
    page, 'mutation ($text: String!) { createTask(text: $text) { id } }', { text });
  return createTask.id;
}

export async function setHabitDoneAsUser(page: Page, habitId: string, day: string, done = true): Promise<void> {
  await graphqlAsUser(page, 'mutation ($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { id } }',
    { id: habitId, day, done });
}

/** The Work screen's lists, by their accessible names. */
export function workLists(page: Page) {
  return {
    habitsToDo: page.getByRole('list', { name: 'Habits to complete' }),
    habitsDone: page.getByRole('list', { name: 'Completed habits' }),
    tasksToDo: page.getByRole('list', { name: 'Tasks to complete' }),
    tasksDone: page.getByRole('list', { name: 'Completed tasks' }),
  };
}

/** The texts of a list's rows, in order. */
export async function expectRows(list: Locator, texts: string[]): Promise<void> {
  await expect(list.getByRole('listitem')).toHaveText(texts.map((text) => new RegExp(escapeRegExp(text))));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Resolves when the API has answered a GraphQL operation of this name. */
export function operationAnswered(page: Page, operationName: string) {
  return page.waitForResponse((response) =>
    response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(`"operationName":"${operationName}"`));
}

/** The browser's local day `offset` days from today, as YYYY-MM-DD. */
export function browserDay(page: Page, offset = 0): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date();
    date.setHours(12, 0, 0, 0);
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offset);
}

