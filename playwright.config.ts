import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The one prerequisite besides Node: a Chromium. CHROMIUM_PATH; Debian's headless shell (the
// old headless mode's build, the one Playwright itself prefers headless: the suite takes about a
// sixth less time in it than in the full browser); Debian's /usr/bin/chromium; or (when none
// exists) a browser Playwright installed itself.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => p && existsSync(p));
// The headless shell has no notifications (Notification.permission is always "denied"): the
// journeys that read a reminder's notification (e2e/languages.spec.ts) run in the full browser,
// CHROMIUM_FULL_PATH or Debian's /usr/bin/chromium (or CHROMIUM_PATH's, or Playwright's own).
const fullChromium = [process.env.CHROMIUM_FULL_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p))
  ?? (chromium?.includes('headless-shell') ? undefined : chromium);
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// e2e/serve.mjs files every email the app sends here (see e2e/helpers/mail.ts).
// One folder per port, so suites running side by side never read each other's mail.
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `cairn-e2e-mail-${port}`);

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it at start (jest's results sit beside it).
  outputDir: 'test-results/playwright',
  // Two workers, test by test, so neither waits idle at the end behind the other's long file:
  // every test signs up its own account (e2e/helpers/accounts.ts), reads only its own mail (by
  // address), shares no state with another test, and talks to the one server.
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  failOnFlakyTests: true,
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Bounds that hold with both cores busy; a test waits for states, so a quiet machine is not slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: each action with the page's DOM as it was. Not the screencast,
    // whose frames cost a fifth of the suite's time in every test, failed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The service worker is registered only where it is the subject (offline, offline-sync, pwa):
    // elsewhere it would fetch and keep every file of the build in each test's fresh browser.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args: launchArgs },
  },
  projects: [
    { name: 'browser', testIgnore: /(landing-performance|languages)\.spec\.ts$/ },
    { name: 'notifications', testMatch: /languages\.spec\.ts$/, use: { launchOptions: { executablePath: fullChromium, args: launchArgs } } },
    // Timed under CPU throttling: runs once every other test is done, with the machine to itself
    // (`npx playwright test e2e/landing-performance.spec.ts --no-deps` runs it alone).
    { name: 'timed', testMatch: /landing-performance\.spec\.ts$/, dependencies: ['browser', 'notifications'] },
  ],
  webServer: process.env.E2E_BASE_URL ? undefined : {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR, E2E_WEB_DIST: process.env.E2E_WEB_DIST ?? '' },
    stdout: 'pipe',
  },
});
