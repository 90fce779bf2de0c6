import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { openSettled } from './helpers/axe';
import { section, skipTutorial } from './helpers/goals';
import { expectAllTranslated, pxStart } from './helpers/i18n';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './helpers/routes';
import { addCatalogueHabits, graphqlAsUser, setHabitDoneAsUser } from './helpers/work';

// Issue 29: the app read in the pseudo-locale en-XA (every message accented and 40% longer). A
// text that comes out plain English was never a message; a text that no longer fits its box
// would not fit German or Spanish either. Every route, signed out and in, and every dialog.
test.use({ locale: 'en-XA', reducedMotion: 'reduce' });

const SIGNED_IN_ONLY = ['/profile/tokens', '/profile/apps', '/success'];

/** A list, by its English name as en-XA writes it. */
const list = (page: Page, english: string) => page.getByRole('list', { name: pxStart(english) });

/** Opens a dialog with `open`, reads the page with it open, then closes it with Escape. */
async function withDialog(page: Page, english: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name: pxStart(english) });
  await expect(dialog).toBeVisible();
  await expectAllTranslated(page, `the '${english}' dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A new en-XA account signed in, read once with the tutorial banner, with a weekly, a done and a measured habit. */
async function signedInWithHabits(page: Page) {
  const account = await createActivatedAccount(page.request, 'pseudo', 'en-XA');
  await signInByApi(page, account);
  await openSettled(page, '/');
  await expectAllTranslated(page, '/ with the tutorial banner');
  await skipTutorial(page);
  const [habit, measured] = await addCatalogueHabits(page, 2);
  const { me } = await graphqlAsUser<{ me: { today: string } }>(page, 'query { me { today } }');
  await graphqlAsUser(page, 'mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }',
    { id: habit.id, input: { schedule: { kind: 'PER_PERIOD', times: 3, days: 7 } } });
  await graphqlAsUser(page, 'mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }',
    { id: measured.id, input: { target: { unit: 'glasses', amount: '8', direction: 'AT_LEAST' } } });
  await setHabitDoneAsUser(page, habit.id, me.today);
}

test.describe('the pseudo-locale en-XA', () => {
  test.describe.configure({ timeout: 120_000 });

  test('speaks it on every signed-out route, on a phone too', async ({ page }) => {
    for (const path of SIGNED_OUT_ROUTES) {
      await openSettled(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expectAllTranslated(page, path);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/', '/register', '/goals']) {
      await openSettled(page, path);
      await expectAllTranslated(page, `${path} on a phone`);
    }
    await page.getByRole('button', { name: pxStart('Expand sidebar') }).click();
    await expectAllTranslated(page, '/goals on a phone with the sidebar open');
  });

  test('speaks it in every step of the registration wizard and its problems', async ({ page }) => {
    await openSettled(page, '/register');
    await page.getByRole('button', { name: pxStart('Next') }).click();
    await expectAllTranslated(page, '/register with the step 1 problem');
  });

  test('speaks it on every signed-in route', async ({ page }) => {
    test.setTimeout(240_000);
    await signedInWithHabits(page);
    for (const path of [...SIGNED_IN_ROUTES, ...SIGNED_IN_ONLY]) {
      await openSettled(page, path);
      await expectAllTranslated(page, `${path} (signed in)`);
    }
  });

  // Apart from the routes, so that both workers share the walk.
  test('speaks it in every dialog', async ({ page }) => {
    test.setTimeout(240_000);
    await signedInWithHabits(page);
    await openSettled(page, '/goals');
    await withDialog(page, 'Choose a category', () => page.getByRole('button', { name: pxStart('Category') }).click());
    const popular = section(page, pxStart('Popular goals'));
    await withDialog(page, 'Add this goal?', () => popular.getByRole('button', { name: pxStart('Add Goal') }).first().click());
    await popular.getByRole('button', { name: pxStart('Add Goal') }).first().click();
    await page.getByRole('dialog', { name: pxStart('Add this goal?') }).getByRole('button', { name: pxStart('Add Goal') }).click();
    await expect(page.getByRole('dialog', { name: pxStart('Goal added') })).toBeVisible();
    await expectAllTranslated(page, "the 'Goal added' dialog");
    await page.getByRole('dialog', { name: pxStart('Goal added') }).getByRole('button', { name: pxStart('Cancel') }).click();
    await withDialog(page, 'Remove goal', () => list(page, 'My goals').getByRole('button', { name: pxStart('Remove ') }).first().click());

    await openSettled(page, '/habits');
    await withDialog(page, 'Edit schedule', () => list(page, 'My habits').getByRole('button', { name: pxStart('Edit schedule of ') }).first().click());
    await withDialog(page, 'Remove habit?', () => list(page, 'My habits').getByRole('button', { name: pxStart('Remove ') }).first().click());

    await openSettled(page, '/workspace');
    await withDialog(page, 'Remove habit', () => list(page, 'Habits to complete').getByRole('button', { name: pxStart('Remove habit ') }).first().click());

    await openSettled(page, '/focus');
    await withDialog(page, 'Change Focus Area', () => page.getByRole('button', { name: pxStart('Change Focus Area') }).click());

    await openSettled(page, '/profile');
    await withDialog(page, 'Delete Profile', () => page.getByRole('button', { name: pxStart('Delete Profile') }).click());
  });
});
