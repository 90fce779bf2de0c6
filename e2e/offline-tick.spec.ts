import { expect, test } from '@playwright/test';
import { createActivatedAccount, signIn } from './helpers/accounts';
import { skipTutorial } from './helpers/goals';
import { addCatalogueHabits, workLists } from './helpers/work';

// Issue 27: offline on Work, a tick says it was not saved, and nothing claims it moved.

test('offline, ticking a habit says it was not saved and leaves it to complete', async ({ page, context }) => {
  const account = await createActivatedAccount(page.request, 'offline-tick');
  await signIn(page, account);
  await skipTutorial(page);
  const [habit] = await addCatalogueHabits(page, 1);
  await page.goto('/workspace');
  const lists = workLists(page);
  await expect(lists.habitsToDo.getByRole('checkbox', { name: habit.text })).toBeVisible();

  await context.setOffline(true);
  await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await expect(page.getByText('You are offline — not saved. Try again once you are back online.').first()).toBeVisible();
  await expect(page.getByText('Error retrieving habits')).toHaveCount(0);
  await expect(lists.habitsToDo.getByRole('checkbox', { name: habit.text })).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: `${habit.text}: You are offline` })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'moved to Completed' })).toHaveCount(0);
  await context.setOffline(false);
});
