import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';

/** The rules whose verdict depends on colours: the only ones a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's minified build, put into a document once: @axe-core/playwright injects its 1.5 MB
 * unminified build before every scan, and opens a blank page to merge frames' results (the app
 * has no frames), about 0.35 s a scan that the walks paid some 130 times. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function violationsOf(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only the violations are read: axe then skips building node details for every rule that passed.
  const options: RunOptions = { resultTypes: ['violations'], ...(rules && { runOnly: { type: 'rule', values: rules } }) };
  const violations = await page.evaluate((runOptions) =>
    (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions)
      .then((results) => results.violations), options);
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
  // Colours are read once nothing moves: a dialog fading in blends its button into the backdrop.
  await transitionsEnded(page);
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

/**
 * Waits until every finite transition and animation of the page has finished and two frames have
 * passed without a new one: a change of scheme reaches the page in script (web/scheme.js follows
 * the system's scheme), and a render may start transitions after the first ones ended.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); });
    return running().length;
  }), { message: 'transitions and animations still running' }).toBe(0);
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
