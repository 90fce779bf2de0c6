import { expect, type Locator, type Page } from '@playwright/test';

/** GraphQL as the page's signed-in user (page.request shares the context's cookies), for set-up only. */
async function asUser<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json() as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data as T;
}

/** Marks the onboarding tutorial done, so its banner and modals stay out of these tests. */
export async function skipTutorial(page: Page): Promise<void> {
  await asUser(page, 'mutation { setTutorialCompleted(completed: true) { id } }');
}

/** Adds catalogue goals the user does not have yet until they hold `total` goals; answers their texts. */
export async function fillGoalsUpTo(page: Page, total: number): Promise<string[]> {
  const { myGoals } = await asUser<{ myGoals: { id: string }[] }>(page, 'query { myGoals { id } }');
  const { catalogue } = await asUser<{ catalogue: { nodes: { id: string; text: string; added: boolean }[] } }>(
    page, 'query { catalogue(kind: GOAL, category: Finance, first: 20) { nodes { id text added } } }');
  const added: string[] = [];
  for (const item of catalogue.nodes.filter((node) => !node.added).slice(0, Math.max(0, total - myGoals.length))) {
    await asUser(page, 'mutation ($itemId: ID!) { addGoal(itemId: $itemId) { id } }', { itemId: item.id });
    added.push(item.text);
  }
  return added;
}

/** A section of the page, by its heading (sections are labelled by their h2). */
export function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** The user's goal (or habit) cards under 'My goals' / 'My habits'. */
export function myList(page: Page, name: 'My goals' | 'My habits'): Locator {
  return page.getByRole('list', { name });
}

/** Confirms the add flow's first modal and waits for the adding modal to come and go. */
export async function confirmAdd(page: Page, noun: 'Goal' | 'Habit'): Promise<void> {
  const confirm = page.getByRole('dialog', { name: `Add this ${noun.toLowerCase()}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: `Add ${noun}` }).click();
}

export interface CatalogueEntry {
  id: string;
  text: string;
  headline: string;
  category: string;
}

/** The first catalogue items of a kind, as the popular grid lists them (text order). */
export async function popularItems(page: Page, kind: 'GOAL' | 'HABIT', count = 5): Promise<CatalogueEntry[]> {
  const { catalogue } = await asUser<{ catalogue: { nodes: CatalogueEntry[] } }>(
    page, 'query ($kind: ItemKind!, $first: Int!) { catalogue(kind: $kind, first: $first) { nodes { id text headline category } } }',
    { kind, first: count });
  return catalogue.nodes;
}
