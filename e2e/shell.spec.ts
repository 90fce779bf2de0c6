import { expect, test } from '@playwright/test';
import { bodyThemeClasses, browserToday, navbar, sidebarNav, sidebarToggle } from './helpers/shell';

// Runs against a build whose API may be absent: a failing Me query must leave the visitor state.
test.describe('web shell', () => {
  test('the landing page shows its hero, three feature cards and the register banner', async ({ page }) => {
    await page.goto('/');

    const hero = page.getByRole('region', { name: /one small step at a time/ });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    const cards = page.getByRole('region', { name: 'Everything you need to keep moving' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(['Goal Setting', 'Habit Building', 'Progress Tracking']);

    await expect(page.getByRole('heading', { name: 'Manage Your Life' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Today' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('contentinfo')).toContainText('Copyright 2024 Cairn');
    await expect(navbar(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link')).toHaveText([/Work/, /Goals/, /Habits/]);
  });

  test("'Get Started' leads to /register", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: /one small step at a time/ }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("an unknown path shows the 404 page whose 'Return Home' goes to /", async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('/not-found shows the 404 page', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });

  test('the theme switcher sets the body class and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    expect(await bodyThemeClasses(page)).toEqual(['theme-nature']);

    await navbar(page).getByLabel('Theme').selectOption('ocean');
    await expect(page.locator('body')).toHaveClass(/(^|\s)theme-ocean(\s|$)/);
    expect(await bodyThemeClasses(page)).toEqual(['theme-ocean']);

    await page.reload();
    await expect(navbar(page).getByLabel('Theme')).toHaveValue('ocean');
    expect(await bodyThemeClasses(page)).toEqual(['theme-ocean']);

    // The landing page's own picker drives the same setting.
    await page.getByRole('radio', { name: /Lavender/ }).check();
    await expect(page.locator('body')).toHaveClass(/(^|\s)theme-lavender(\s|$)/);
    await expect(navbar(page).getByLabel('Theme')).toHaveValue('lavender');
  });

  test('light or dark (issue 27): the system scheme by default, an explicit pick kept and on before any module runs', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // No colour transition: a colour read is the scheme's, not one on the way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The scheme script is inline in <head> (no request to wait for), allowed by its CSP hash.
    const requested: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) refused.push(message.text()); });
    await page.goto('/');
    await expect(navbar(page).getByLabel('Light or dark')).toHaveValue('system');
    expect(requested).not.toContain('/scheme.js');
    expect(refused).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
    const light = await background();
    // "System" follows the system as it changes, with no reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect.poll(background).not.toBe(light);
    const dark = await background();

    // A pick beats the system's scheme, both ways.
    await navbar(page).getByLabel('Light or dark').selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
    await expect.poll(background).toBe(light);
    await navbar(page).getByLabel('Light or dark').selectOption('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(dark);

    // Decided before first paint: with every module of the app held back, the reloaded page is dark.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await expect.poll(background).toBe(dark);
    await page.unrouteAll();
    await page.reload();
    await expect(navbar(page).getByLabel('Light or dark')).toHaveValue('dark');
  });

  test('a stored earlier day reloads the page once and records today', async ({ page }) => {
    await page.addInitScript(() => {
      // Only on the first load, so the reload the app triggers sees the day it wrote.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('lastVisited', '2000-01-01');
      }
    });
    // The reload happens while the first document is still starting, so count document requests.
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect.poll(() => loads).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('lastVisited'))).toBe(await browserToday(page));

    // The reloaded document checked the day first thing (main.tsx) and went on to finish loading:
    // had it decided to reload again, it would have navigated away before 'complete'.
    await expect.poll(() => page.evaluate(() => `${(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type} ${document.readyState}`)
      .catch(() => 'navigating')).toBe('reload complete');
    expect(loads).toBe(2);
  });
});

test.describe('web shell without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered landing is drawn in the light palette whatever the system prefers (issue 24)', async ({ page }) => {
    const background = () => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-scheme', /./);
    const drawn = await background();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(drawn);
  });
});

test.describe('web shell at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar starts collapsed and opens as a drawer', async ({ page }) => {
    await page.goto('/');
    const toggle = sidebarToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Expand sidebar');
    const collapsedWidth = (await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())?.width ?? 0;
    expect(collapsedWidth).toBeLessThan(80);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const goals = sidebarNav(page).getByRole('link', { name: 'Goals' });
    await expect(goals).toBeVisible();
    expect((await goals.boundingBox())?.width ?? 0).toBeGreaterThan(150);

    await goals.click();
    await expect(page).toHaveURL(/\/goals$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the navbar menu collapses behind a button', async ({ page }) => {
    await page.goto('/');
    const logIn = navbar(page).getByRole('link', { name: 'Log In' });
    await expect(logIn).toBeHidden();

    const menuButton = navbar(page).getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(navbar(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(logIn).toBeVisible();
    await expect(navbar(page).getByLabel('Theme')).toBeVisible();
  });

  for (const width of [375, 360]) {
    test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const [path, ready] of [['/', 'Get Started'], ['/not-found', 'Return Home']]) {
        await page.goto(path);
        await expect(page.getByRole('link', { name: ready })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});
