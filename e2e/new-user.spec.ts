import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActivatedAccount, signIn, signInByApi } from './helpers/accounts';
import { fillGoalsUpTo, myList, section, skipTutorial } from './helpers/goals';
import { addCatalogueHabits, expectRows, workLists } from './helpers/work';

// Issue 13: what a new user hit — icons, the Free limit, feedback — and the app without a mouse.

/** Presses Tab until `target` has the focus (fails after 80 presses); the focus ring must show. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function signedInNewUser(page: Page, tag: string) {
  const account = await createActivatedAccount(page.request, tag);
  await signInByApi(page, account);
  await skipTutorial(page);
  return account;
}

test('sidebar entries are drawn icons named by their labels, folded or not, on a phone too', async ({ page, request }) => {
  await signIn(page, await createActivatedAccount(request, 'icons'));
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const names = ['Work', 'Goals', 'Habits', 'Progress', 'Profile'];
  for (const name of names) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1);
  }
  // No colour emoji anywhere in the sidebar: a machine without an emoji font would show boxes.
  expect(await nav.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeAttached();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  for (const name of names) await expect(nav.getByRole('link', { name, exact: true })).toBeAttached();
  // The tutorial names the same five sections as the sidebar.
  await expect(page.getByText('Work, Goals, Habits, Progress and Profile', { exact: false })).toBeVisible();
});

test('at the Free limit, Add Goal, Add Habit and Focus + Add say why and offer the plans before any confirm', async ({ page }) => {
  await signedInNewUser(page, 'limits');
  await fillGoalsUpTo(page, 5);
  await addCatalogueHabits(page, 5);

  await page.goto('/goals');
  const goals = section(page, 'Popular goals');
  await goals.getByRole('button', { name: 'Goal limit reached' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add this goal?' })).toHaveCount(0);
  const goalDialog = page.getByRole('dialog', { name: 'Goal limit reached' });
  await expect(goalDialog).toContainText('The Free plan holds up to 5 goals.');
  await expect(goalDialog.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
  await page.keyboard.press('Escape');

  await page.goto('/habits');
  const habits = section(page, 'Popular habits');
  // The first five are the user's own; the next ones offer the limit's explanation.
  await habits.getByRole('button', { name: 'Show More' }).click();
  await expect(habits.getByRole('button', { name: 'Add Habit' })).toHaveCount(0);
  await habits.getByRole('button', { name: 'Habit limit reached' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add this habit?' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Habit limit reached' })).toContainText('The Free plan holds up to 5 habits.');
  await page.keyboard.press('Escape');

  await page.goto('/focus');
  const focusGoal = page.getByRole('button', { name: /^Goal limit reached: / }).first();
  await expect(focusGoal).toContainText('Limit reached');
  await focusGoal.click();
  const focusDialog = page.getByRole('dialog', { name: 'Goal limit reached' });
  await expect(focusDialog).toContainText('The Free plan holds up to 5 goals.');
  await focusDialog.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test('a custom goal is confirmed with a toast that leaves the top bar usable', async ({ page }) => {
  await signedInNewUser(page, 'customtoast');
  await page.goto('/goals');
  const custom = section(page, 'Create your own goal');
  await custom.getByLabel('Your goal').fill('Walk the coast path');
  await custom.getByLabel('Category').selectOption('Health');
  await custom.getByRole('button', { name: 'Create Goal' }).click();
  const toast = page.getByText('Goal "Walk the coast path" added successfully!');
  await expect(toast).toBeVisible();
  await expect(myList(page, 'My goals').getByRole('article', { name: 'Walk the coast path' })).toBeVisible();
  // Toasts sit below the top bar: its theme picker and Logout stay clickable while one shows.
  const toastBox = (await toast.boundingBox())!;
  for (const control of [page.getByRole('link', { name: 'Logout' }), page.getByLabel(/theme/i).first()]) {
    const box = (await control.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(box.y + box.height);
  }
});

test('keyboard only: add a task, complete a habit, reorder both, walk the add-goal flow', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInNewUser(page, 'keyboard');
  const [first, second] = await addCatalogueHabits(page, 2);
  await page.goto('/');
  const lists = workLists(page);
  await expectRows(lists.habitsToDo, [first.text, second.text]);

  // A task: the field is required; typed and sent with Enter.
  const input = page.getByLabel('New task');
  await expect(input).toHaveAttribute('required', '');
  for (const text of ['Alpha', 'Bravo']) {
    await tabTo(page, input);
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
  }
  await expectRows(lists.tasksToDo, ['Alpha', 'Bravo']);

  // Reorder both lists with the move buttons.
  await tabTo(page, page.getByRole('button', { name: 'Move Bravo up' }));
  await page.keyboard.press('Enter');
  await expectRows(lists.tasksToDo, ['Bravo', 'Alpha']);
  await tabTo(page, page.getByRole('button', { name: `Move ${second.text} up` }));
  await page.keyboard.press('Enter');
  await expectRows(lists.habitsToDo, [second.text, first.text]);

  // Complete a habit with Space.
  await tabTo(page, lists.habitsToDo.getByRole('checkbox', { name: first.text }));
  await page.keyboard.press('Space');
  await expect(lists.habitsDone.getByRole('checkbox', { name: first.text })).toBeChecked();

  // The add-goal flow: confirm, adding, added; focus returns to where the flow began.
  await page.goto('/goals');
  const add = section(page, 'Popular goals').getByRole('button', { name: 'Add Goal' }).first();
  await tabTo(page, add);
  const card = section(page, 'Popular goals').getByRole('article').first();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Add this goal?' });
  await expect(confirm.getByRole('button', { name: 'Add Goal' })).toBeFocused();
  await page.keyboard.press('Enter');
  const added = page.getByRole('dialog', { name: 'Goal added' });
  await expect(added).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(added).toBeHidden();
  await expect(card.getByRole('button', { name: 'Added' })).toBeDisabled();
  // Focus came back into the page (the Added button is disabled, so the dialog hands it to the page, not the void).
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // The category picker: opened and closed from the keyboard, focus returned to its button.
  const picker = page.getByRole('button', { name: /^Category/ });
  await tabTo(page, picker);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose a category' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeFocused();
});
