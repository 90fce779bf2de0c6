import { expect, test, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chunkOf, chunksOf } from './helpers/bundle';

// Issue 19: the landing page paints in a second. Its HTML is prerendered at build time and the
// landing route loads neither the GraphQL client, nor toasts, nor drag and drop. Measured under
// 4x CPU throttling (Chrome DevTools Protocol); the bounds are generous so a busy machine does
// not fail the suite, and the exact figures are printed (the goal: LCP <= 1.0 s, <= 120 KB).
const CPU_SLOWDOWN = 4;
const LCP_BOUND_MS = 2500;
const JS_BOUND_BYTES = 150 * 1024;
const RUNS = 3;

interface LandingLoad {
  lcpMs: number;
  /** Every script the page loaded, gzipped (level 9) as a server would send it. */
  jsGzipBytes: number;
  scripts: string[];
  /** The scripts' URL paths. */
  files: string[];
  errors: string[];
}

async function loadLanding(browser: Browser, baseURL: string): Promise<LandingLoad> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSync(body, { level: 9 }).length })));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await page.goto('/', { waitUntil: 'networkidle' });
  // The HTML itself carries the landing page (prerendered at build time), with the visitor's Log In.
  const html = await response!.text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toMatch(/href="\/login"[^>]*>Log In</);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  const lcpMs = await page.evaluate(() => new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]!.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    lcpMs,
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts: scripts.map((script) => `${script.url} ${(script.bytes / 1024).toFixed(1)} KB`),
    files: scripts.map((script) => script.url),
    errors,
  };
}

test('the landing page paints early and loads little JavaScript (4x CPU throttling)', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const loads: LandingLoad[] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await loadLanding(browser, baseURL!));
  const lcps = loads.map((load) => load.lcpMs).sort((a, b) => a - b);
  const median = lcps[Math.floor(lcps.length / 2)]!;
  const js = loads[0]!.jsGzipBytes;
  console.log(`landing LCP (4x CPU throttling) median ${median.toFixed(0)} ms of ${lcps.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`landing JavaScript ${(js / 1024).toFixed(1)} KB gzipped: ${loads[0]!.scripts.join('; ')}`);

  // The page was not painted twice: React took over the prerendered HTML without a mismatch.
  expect(loads.flatMap((load) => load.errors)).toEqual([]);
  // Nothing only the data screens need (DataOutlet and what it imports: the GraphQL client, toasts,
  // drag and drop), as the build's manifest says, whatever the chunks are named.
  const landing = chunksOf('index.html', 'src/features/landing/LandingPage.tsx');
  const dataOnly = [...chunksOf('src/app/layout/DataOutlet.tsx')].filter((file) => !landing.has(file));
  expect(dataOnly).toContain(chunkOf('src/app/layout/DataOutlet.tsx'));
  expect(dataOnly.length).toBeGreaterThanOrEqual(4);
  expect(loads[0]!.files.filter((file) => dataOnly.includes(file))).toEqual([]);
  expect(median).toBeLessThanOrEqual(LCP_BOUND_MS);
  expect(js).toBeLessThanOrEqual(JS_BOUND_BYTES);
});

test('the prerendered landing page is the live app once its scripts run', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await page.getByRole('region', { name: /one small step at a time/ }).getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the prerendered landing page (rendered for a wide window) takes over with the sidebar folded', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
