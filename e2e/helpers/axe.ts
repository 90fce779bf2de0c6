import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules whose verdict depends on colours: the only ones a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violationsOf(page: Page, rules?: string[]): Promise<string[]> {
  // Only the violations are read: axe then skips building node details for every rule that passed.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

/**
 * Runs axe on the page as it is now, in the light scheme and then, in the same visit, in the dark
 * one (issue 27), and fails on any violation, naming each rule and element. The dark scan runs the
 * colour rules: the rest (names, roles, landmarks) read the same document in either scheme.
 * `lightOnly`: the page keeps its light colours in the dark scheme (its color-scheme stays light).
 * The page is left light.
 */
export async function expectNoAxeViolations(page: Page, where: string, { lightOnly = false } = {}): Promise<void> {
  expect(await violationsOf(page), `axe violations on ${where}`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    if (lightOnly) {
      // A page drawn light whatever the system prefers (a third-party renderer's): the dark
      // scheme changes none of its colours, so the light scan holds for it.
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      return;
    }
    // The dark palette is on once <html> says so (themes.css sets color-scheme with it), and drawn
    // once the colour transitions it started have ended: mid-way, text and ground are both dark.
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await transitionsEnded(page);
    expect(await violationsOf(page, COLOUR_RULES), `axe violations on ${where} (dark)`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/** Waits until every running transition and animation of the page has finished. */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Opens a path and waits until its screen has settled: its route's code loaded (the screen's
 * level-one heading shown: the loading fallback has none), requests answered, nothing loading.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner, .skeleton-lines, .card-skeleton, [aria-busy="true"]')).toHaveCount(0);
}
