import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signIn, submitLogin } from './helpers/accounts';
import { section } from './helpers/goals';
import { consoleErrors, sidebarNav } from './helpers/shell';

// The onboarding tutorial against the real API (its completion flag lives in local storage and on
// the server), and every route of the spec's table. This file registers 4 accounts.
// The Goals page mounts <TutorialGoalsModal />: the goal step shows 'Creating Your First Goal'.

function tutorialBanner(page: Page, name: string | RegExp) {
  return page.getByRole('region', { name });
}

function bannerButton(page: Page, name: string) {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

function flag(page: Page) {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { id: string } | null;
    return user ? localStorage.getItem(`tutorialComplete_${user.id}`) : 'no user';
  });
}

/** From the welcome to the goal step on /goals, where the Goals page's modal opens. */
async function walkToGoalStep(page: Page): Promise<void> {
  await expect(tutorialBanner(page, /^Welcome to Cairn, /)).toContainText('5 quick steps');
  await bannerButton(page, 'Start Tutorial').click();
  await expect(tutorialBanner(page, 'Continue Tutorial')).toBeVisible();
  await bannerButton(page, 'Continue').click();

  const navigation = tutorialBanner(page, 'Find your way around');
  await expect(navigation).toContainText('Step 1 of 5');
  for (const section of ['Work', 'Goals', 'Habits', 'Profile']) await expect(navigation).toContainText(section);
  await bannerButton(page, 'Explore').click();
  await bannerButton(page, 'Continue').click();

  await expect(page).toHaveURL(/\/goals$/);
  const categories = tutorialBanner(page, 'Goals live in categories');
  await expect(categories.getByRole('list', { name: 'Categories by area of life' }).locator('strong'))
    .toHaveText(['Personal Growth', 'Career & Finance', 'Health & Wellness', 'Relationships']);
  await bannerButton(page, 'Explore').click();
  await bannerButton(page, 'Continue').click();
  await expect(page).toHaveURL(/\/goals$/);
}

test.describe('tutorial', () => {
  test('a new user walks all six steps across /goals and /profile; it stays done, and Restart brings it back', async ({ page, request, browser }) => {
    const account = await createActivatedAccount(request, 'tour');
    await signIn(page, account);
    await walkToGoalStep(page);

    const modal = page.getByRole('dialog', { name: 'Creating Your First Goal' });
    await expect(modal).toContainText('specific and measurable');
    await expect(modal).toContainText('deadline');
    await expect(modal).toContainText('smaller milestones');
    await modal.getByRole('button', { name: "Let's Create a Goal" }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/goals$/);
    await bannerButton(page, 'Continue').click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(tutorialBanner(page, 'Make Cairn yours')).toContainText('Step 4 of 5');
    await bannerButton(page, 'Explore').click();
    await bannerButton(page, 'Continue').click();

    const last = tutorialBanner(page, 'You’re all set');
    await expect(last).toContainText('Step 5 of 5');
    await last.getByRole('button', { name: 'Complete Tutorial' }).click();
    await expect(last).toBeHidden();
    expect(await flag(page)).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${account.username}` })).toBeVisible();
    await expect(bannerButton(page, 'Start Tutorial')).toHaveCount(0);

    // The server keeps the flag too: a new browser does not show it again.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await submitLogin(otherPage, account.email, account.password);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await expect.poll(() => flag(otherPage)).toBe('true');
    await expect(bannerButton(otherPage, 'Start Tutorial')).toHaveCount(0);
    await other.close();

    // Restart Tutorial: the flag goes, the banner is back at welcome, on /.
    await page.getByRole('button', { name: 'Restart Tutorial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tutorialBanner(page, /^Welcome to Cairn, /)).toBeVisible();
    expect(await flag(page)).toBeNull();
    await page.reload();
    await expect(tutorialBanner(page, /^Welcome to Cairn, /)).toBeVisible();
  });

  test("Skip Tutorial from the Goals modal goes to / with tutorialComplete", async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'skipgoal');
    await signIn(page, account);
    await walkToGoalStep(page);

    const modal = page.getByRole('dialog', { name: 'Creating Your First Goal' });
    await modal.getByRole('button', { name: 'Skip Tutorial' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({ tutorialComplete: true });
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await expect(bannerButton(page, 'Continue')).toHaveCount(0);
    expect(await flag(page)).toBe('true');
  });

  test("a toast never covers the banner's Continue, at 1280 and 390 px: Continue is clicked while the toast shows (issue 27)", async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'toastbanner');
    await signIn(page, account);
    await bannerButton(page, 'Start Tutorial').click();
    await expect(tutorialBanner(page, 'Continue Tutorial')).toBeVisible();
    await sidebarNav(page).getByRole('link', { name: 'Goals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();

    for (const [width, goal] of [[390, 'Learn to swim'], [1280, 'Read 12 books this year']] as const) {
      await page.setViewportSize({ width, height: 760 });
      const custom = section(page, 'Create your own goal');
      await custom.getByLabel('Your goal').fill(goal);
      await custom.getByLabel('Category').selectOption('Development');
      await custom.getByRole('button', { name: 'Create Goal' }).click();
      const toast = page.getByText(`Goal "${goal}" added successfully!`);
      await expect(toast).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const continueButton = bannerButton(page, 'Continue');
      await expect(continueButton).toBeInViewport();
      // Where a pointer lands on Continue (its middle and near each corner), Continue is what it hits, not the toast.
      const hits = await continueButton.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const points = [[0.5, 0.5], [0.1, 0.15], [0.9, 0.15], [0.1, 0.85], [0.9, 0.85]];
        return points.map(([x, y]) => button.contains(document.elementFromPoint(box.left + box.width * x, box.top + box.height * y)));
      });
      await expect(toast, 'the toast still shows while Continue is checked').toBeVisible();
      expect(hits, `Continue uncovered at ${width} px`).toEqual([true, true, true, true, true]);
      if (width === 1280) {
        await continueButton.click({ timeout: 3_000 });
        await expect(tutorialBanner(page, 'Find your way around')).toBeVisible();
      }
    }
  });

  test('Skip Tutorial on the banner marks it completed', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'skipbanner');
    await signIn(page, account);
    await bannerButton(page, 'Skip Tutorial').click();
    await expect(tutorialBanner(page, /^Welcome to Cairn, /)).toBeHidden();
    expect(await flag(page)).toBe('true');
    await sidebarNav(page).getByRole('link', { name: 'Goals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
    await expect(bannerButton(page, 'Start Tutorial')).toHaveCount(0);
  });
});

// SPEC §2 Route table. Every route opens without a console error for a visitor and for a
// signed-in user in a11y.spec.ts (its walk scans each one); here, what a visitor meets on the
// routes that need a session.
const SIGNED_IN_ROUTES = ['/profile', '/focus', '/cancel', '/workspace', '/success'];

test('the route table: signed-in routes send a visitor to /login, without a console error; /logout leads home', async ({ page }) => {
  const errors = await consoleErrors(page, async () => {
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    }
    // Not a page: for a visitor it leads home.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
  expect(errors).toEqual([]);
});
