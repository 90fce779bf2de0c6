import { expect, test } from '@playwright/test';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml', '.webp': 'image/webp',
};

/** The built web app from a server of its own, which the test can stop. */
async function startShellServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dist = process.env.E2E_WEB_DIST || path.join(__dirname, '..', 'web', 'dist');
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
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
    const shell = await startShellServer();
    try {
      await page.goto(`${shell.url}/`);
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    } finally {
      await shell.stop();
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText("Cairn can't reach the server right now.")).toBeVisible();
  });
});
