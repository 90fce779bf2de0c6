import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations, openSettled } from './helpers/axe';
import { myList, section, skipTutorial } from './helpers/goals';
import { addCatalogueHabits, graphqlAsUser, workLists } from './helpers/work';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './helpers/routes';
import { consoleErrors } from './helpers/shell';

// Issue 13: axe finds no violation on any route, signed out or in, nor with any modal open;
// issue 27: in the light scheme and in the dark one (expectNoAxeViolations scans both, same visit).
test.use({ reducedMotion: 'reduce' });

/** The rest of the route table, opened signed in (without a scan: the same screens as above, or a redirect) for their console. */
const SIGNED_IN_TOO = ['/home', '/login', '/register', '/resetemail', '/resetpassword/x', '/activate/x', '/list', '/success'];

/** Opens a modal with `open`, checks the page with it open, then closes it with Escape. */
async function withModal(page: Page, name: string | RegExp, open: () => Promise<void>, where: string) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `${where} with the '${name}' dialog open`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('accessibility (axe)', () => {
  // Every scan is made twice (light, then dark): room for that on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  // The signed-out routes in three parts, each one page walking its routes (a page per route
  // would pay for a fresh browser context and a cold load each time), so both workers share them.
  const signedOutParts = [SIGNED_OUT_ROUTES.slice(0, 7), SIGNED_OUT_ROUTES.slice(7, 13), SIGNED_OUT_ROUTES.slice(13)];
  for (const routes of signedOutParts) {
    test(`signed out: ${routes.join(' ')}`, async ({ page, baseURL }) => {
      for (const path of routes) {
        const errors = await consoleErrors(page, async () => {
          await openSettled(page, path);
          await expectNoAxeViolations(page, path);
        });
        // A path that is no route is served with the status 404, which the browser logs.
        const notFound = `${baseURL}${path}: Failed to load resource: the server responded with a status of 404 (Not Found)`;
        expect(errors, `console errors on ${path}`).toEqual(path === '/no-such-page' ? [notFound] : []);
      }
    });
  }

  test("signed out: the reminder email's unsubscribe pages (served by the API, outside the app)", async ({ page }) => {
    await page.goto('/unsubscribe/not-a-real-token');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Stop reminder emails?' })).toBeVisible();
    await expectNoAxeViolations(page, '/unsubscribe/<token>');
    await page.getByRole('button', { name: 'Stop reminder emails' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expectNoAxeViolations(page, '/unsubscribe/<token> with a link that is not valid');
  });

  test('signed out: every step of the registration wizard and the category picker', async ({ page }) => {
    await openSettled(page, '/register');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectNoAxeViolations(page, '/register with the step 1 error');
    await openSettled(page, '/goals');
    await withModal(page, 'Choose a category', () => page.getByRole('button', { name: /^Category/ }).click(), '/goals');
  });

  test('signed out on a phone: the folded sidebar and the open drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSettled(page, '/goals');
    await expectNoAxeViolations(page, '/goals on a phone');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expectNoAxeViolations(page, '/goals on a phone with the sidebar open');
  });

  // The signed-in routes in three parts (each its own account), so both workers share the walk.
  const parts = [SIGNED_IN_ROUTES.slice(0, 5), SIGNED_IN_ROUTES.slice(5, 10), SIGNED_IN_ROUTES.slice(10)];
  parts.forEach((routes, part) => {
    test(`signed in: ${routes.join(' ')}${part === 0 ? ', with the tutorial banner first' : ''}`, async ({ page }) => {
      const account = await createActivatedAccount(page.request, `axeroutes${part}`);
      await signInByApi(page, account);
      if (part === 0) {
        await openSettled(page, '/');
        await expect(page.getByRole('button', { name: 'Close tutorial' })).toBeVisible();
        await expectNoAxeViolations(page, '/ with the tutorial banner');
      }
      await skipTutorial(page);
      const errors = await consoleErrors(page, async () => {
        for (const path of routes) {
          await openSettled(page, path);
          await expectNoAxeViolations(page, `${path} (signed in)`);
        }
        if (part !== parts.length - 1) return;
        for (const path of SIGNED_IN_TOO) {
          await page.goto(path);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
          await page.waitForLoadState('networkidle');
        }
        // Last, since it ends the session.
        await page.goto('/logout');
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
      });
      expect(errors).toEqual([]);
    });
  });

  test('signed in: each modal open', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createActivatedAccount(page.request, 'axemodals');
    await signInByApi(page, account);
    await skipTutorial(page);
    const [habit] = await addCatalogueHabits(page, 1);

    await openSettled(page, '/goals');
    await withModal(page, 'Choose a category', () => page.getByRole('button', { name: /^Category/ }).click(), '/goals');
    const popular = section(page, 'Popular goals');
    await withModal(page, 'Add this goal?', () => popular.getByRole('button', { name: 'Add Goal' }).first().click(), '/goals');
    await popular.getByRole('button', { name: 'Add Goal' }).first().click();
    await page.getByRole('dialog', { name: 'Add this goal?' }).getByRole('button', { name: 'Add Goal' }).click();
    const added = page.getByRole('dialog', { name: 'Goal added' });
    await expect(added).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page, "/goals with the 'Goal added' dialog open");
    await added.getByRole('button', { name: 'Cancel' }).click();
    await withModal(page, /^Remove goal/, () => myList(page, 'My goals').getByRole('button', { name: /^Remove / }).first().click(), '/goals');

    await openSettled(page, '/habits');
    await withModal(page, 'Edit schedule', () => myList(page, 'My habits').getByRole('button', { name: /^Edit schedule of / }).first().click(), '/habits');
    // The dialog with every part shown, and its problems beside the fields.
    await withModal(page, 'Edit schedule', async () => {
      await myList(page, 'My habits').getByRole('button', { name: /^Edit schedule of / }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit schedule' });
      await dialog.getByRole('radio', { name: 'On chosen days of the week' }).check();
      for (const day of ['Monday', 'Wednesday', 'Friday']) await dialog.getByRole('button', { name: day }).click();
      await dialog.getByRole('radio', { name: 'An amount each day' }).check();
      await dialog.getByRole('button', { name: 'Save schedule' }).click();
      await expect(dialog.getByText('Choose at least one day of the week.')).toBeVisible();
      await expect(dialog.getByText('A target needs a unit, such as glasses, minutes or pages.')).toBeVisible();
    }, '/habits (schedule problems)');
    await openSettled(page, '/habits');
    await withModal(page, 'Remove habit?', () => myList(page, 'My habits').getByRole('button', { name: /^Remove / }).first().click(), '/habits');

    await openSettled(page, '/workspace');
    await withModal(page, 'Remove habit', () => workLists(page).habitsToDo.getByRole('button', { name: `Remove habit ${habit.text}` }).click(), '/workspace');

    await openSettled(page, '/focus');
    await withModal(page, 'Change Focus Area', () => page.getByRole('button', { name: 'Change Focus Area' }).click(), '/focus');

    await openSettled(page, '/profile');
    await withModal(page, 'Delete Profile', () => page.getByRole('button', { name: 'Delete Profile' }).click(), '/profile');
  });

  test("signed in: issue 14's states: a measured, a weekly, a skipped and a not-due habit; Profile's day and vacations", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await createActivatedAccount(page.request, 'axehabits');
    await signInByApi(page, account);
    await skipTutorial(page);
    const habits = await addCatalogueHabits(page, 4);
    const settings = 'mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }';
    const { me } = await graphqlAsUser<{ me: { today: string } }>(page, 'query { me { today } }');
    const weekday = new Date(`${me.today}T00:00:00Z`).getUTCDay() || 7;
    await graphqlAsUser(page, settings, { id: habits[0].id, input: { target: { unit: 'glasses', amount: '8', direction: 'AT_LEAST' } } });
    await graphqlAsUser(page, settings, { id: habits[1].id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 }, skipBudget: 2 } });
    await graphqlAsUser(page, settings, { id: habits[2].id, input: { schedule: { kind: 'WEEKDAYS', weekdays: [weekday % 7 + 1] } } });
    await graphqlAsUser(page, 'mutation ($id: ID!, $day: LocalDate!) { setHabitSkipped(id: $id, day: $day, skipped: true) { id } }',
      { id: habits[3].id, day: me.today });

    await openSettled(page, '/workspace');
    await page.getByText('Not due today').click();
    await expect(page.getByRole('list', { name: 'Habits not due' })).toBeVisible();
    await expectNoAxeViolations(page, '/workspace with a measured, a weekly, a skipped and a not-due habit');

    await openSettled(page, '/habits');
    await expectNoAxeViolations(page, '/habits with schedules, targets and stats');

    await openSettled(page, '/profile');
    const vacations = section(page, 'Vacations');
    await vacations.getByLabel('First day').fill(me.today);
    await vacations.getByLabel('Last day').fill(me.today);
    await vacations.getByRole('button', { name: 'Add vacation' }).click();
    await expect(vacations.getByRole('list', { name: 'Your vacations' })).toBeVisible();
    // An overlapping vacation: the server's refusal, shown in the form.
    await vacations.getByLabel('First day').fill(me.today);
    await vacations.getByLabel('Last day').fill(me.today);
    await vacations.getByRole('button', { name: 'Add vacation' }).click();
    await expect(vacations.getByRole('alert')).toContainText('overlaps');
    await expectNoAxeViolations(page, '/profile with a vacation and a refused one');
  });
});
