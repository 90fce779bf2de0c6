import { expect, type Page } from '@playwright/test';

/**
 * Resolves once the service worker controls the page and has kept every file of the build
 * (dist/precache.json, which the page asks it to keep once loaded): from then on every screen's
 * code opens offline, not only what this page has loaded so far.
 */
export async function appKeptForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Polled from here: waitForFunction takes a promise for a truthy answer and would not wait.
  await expect.poll(() => page.evaluate(async () => {
    const files = await (await fetch('/precache.json')).json() as string[];
    const kept = await caches.open('cairn-assets-v1');
    const found = await Promise.all(files.map((file) => kept.match(file)));
    return found.every(Boolean);
  }), { timeout: 30_000 }).toBe(true);
}

/**
 * The page loaded before its service worker: reloads it through the worker (which so keeps the
 * app's page too), then waits as `appKeptForOffline` does.
 */
export async function reloadKeptForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appKeptForOffline(page);
}
