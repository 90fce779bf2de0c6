import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { skipTutorial } from './helpers/goals';

// The service worker is the subject here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A second instance of the built app (its own embedded PostgreSQL), which the test can stop. */
async function startAppInstance(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-offline-'));
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${port}` };
  delete env.DATABASE_URL;
  if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
  const server = spawn(process.execPath, [path.join(__dirname, '..', 'api', 'dist', 'src', 'server.js')], { env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the second app instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      server.kill('SIGINT');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test.describe('installable app', () => {
  test('the manifest is linked and complete, and the service worker registers under the CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Cairn', short_name: 'Cairn', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const response = await page.request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toMatch(/\/sw\.js$/);
    // Chromium's own installability verdict: what Lighthouse's installable-manifest audit reads.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's browser contexts are incognito, where Chromium never offers installing.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('with the server stopped, a reload shows the offline page instead of a browser error', async ({ page }) => {
    test.setTimeout(90_000);
    const app = await startAppInstance();
    try {
      await page.goto(`${app.url}/`);
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    } finally {
      await app.stop();
    }
    expect((await fetch(`${app.url}/readyz`).catch((error: Error) => error)) instanceof Error).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText("Cairn can't reach the server right now.")).toBeVisible();
  });

  test('push setup in a browser without a reachable push service ends within a few seconds with a clear message (issue 27)', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    const account = await createActivatedAccount(page.request, 'pushsetup');
    await signInByApi(page, account);
    await skipTutorial(page);
    // The page's clock: the test moves it on to the setup's limit instead of waiting it out.
    await page.clock.install();
    await page.goto('/profile');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    const push = reminders.getByRole('checkbox', { name: 'Browser notifications' });
    await push.click();
    await page.clock.runFor(5_000);
    await expect(reminders.getByRole('alert')).toHaveText("This browser could not reach its push service, so it can't show reminders. E-mail reminders still work.");
    await expect(reminders.getByRole('button', { name: 'Saving...' })).toHaveCount(0);
    await expect(push).not.toBeChecked();
    await expect(push).toBeEnabled();
  });
});
