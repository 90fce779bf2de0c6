import { expect, test } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { navbar, sidebarNav } from './helpers/shell';
import {
  addCatalogueHabits, browserDay, createTaskAsUser, operationAnswered, setHabitDoneAsUser, workLists,
} from './helpers/work';

// The Progress view (issue 9), against the real API: a Free user sees the last 7 days.

test.describe('progress', () => {
  test('shows the charts with the right totals after completing habits and tasks', async ({ page }) => {
    const account = await createActivatedAccount(page.request, 'progress');
    await signInByApi(page, account);
    const [first, second] = await addCatalogueHabits(page, 2);
    for (const text of ['Book flights', 'Send invoice', 'Clean desk']) await createTaskAsUser(page, text);
    // The first habit was also kept yesterday.
    await setHabitDoneAsUser(page, first.id, await browserDay(page, -1));

    // Today, on the Work screen: two tasks and both habits.
    await page.goto('/workspace');
    const lists = workLists(page);
    for (const text of ['Book flights', 'Send invoice']) {
      const saved = operationAnswered(page, 'WorkSetTaskComplete');
      await lists.tasksToDo.getByRole('checkbox', { name: text }).click();
      await saved;
    }
    for (const habit of [first, second]) {
      const saved = operationAnswered(page, 'WorkSetHabitDone');
      await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
      await saved;
    }

    await page.getByRole('link', { name: 'See your progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();

    // The totals: 2 tasks; 3 check-ins of 3 held habit-days; the first habit 2 days in a row.
    const stat = (label: string) => page.locator('.progress-stat').filter({ hasText: label }).locator('.progress-stat__value');
    await expect(stat('Tasks completed')).toHaveText('2');
    await expect(stat('Habit check-ins')).toHaveText('3');
    await expect(stat('Consistency')).toHaveText('100%');
    await expect(stat('Best current streak')).toHaveText('2 days');

    // The charts, each with its text alternative and the numbers behind it.
    const workChart = page.getByRole('region', { name: 'Work trend' });
    await expect(workChart.getByRole('img', { name: /2 tasks completed over 7 days/ })).toBeVisible();
    await expect(workChart.locator('canvas')).toBeVisible();
    await expect(workChart.getByRole('table', { name: 'Tasks completed per day' }).getByRole('row')).toHaveCount(8);
    const consistency = page.getByRole('region', { name: 'Habit consistency' });
    await expect(consistency.getByRole('img', { name: /3 of 3 habit-days done \(100%\)/ })).toBeVisible();

    // The calendar of a chosen habit.
    const calendar = page.getByRole('region', { name: 'Habit calendar' });
    await expect(calendar.getByRole('img', { name: new RegExp(`done on 2 of 7 days`) })).toBeVisible();
    await calendar.getByLabel('Habit').selectOption({ label: second.text });
    await expect(calendar.getByRole('img', { name: /done on 1 of 7 days/ })).toBeVisible();

    // Streak and rate per habit.
    const table = page.getByRole('table', { name: 'Streak and rate per habit' });
    await expect(table.getByRole('row', { name: new RegExp(first.text) })).toContainText('2 days');
    await expect(table.getByRole('row', { name: new RegExp(first.text) })).toContainText('100%');

    // Goals by status: none yet.
    await expect(page.getByRole('region', { name: 'Goals by status' })).toContainText('No goals yet.');

    // Longer ranges are locked on Free, and say where to unlock them.
    const range = page.getByRole('group', { name: 'Range' });
    await expect(range.getByRole('radio', { name: /^7 days/ })).toBeChecked();
    await expect(range.getByRole('radio', { name: /^30 days/ })).toBeDisabled();
    await expect(range.getByRole('radio', { name: /^All/ })).toBeDisabled();
    await expect(range.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');

    // Still readable in another theme; and reachable from the sidebar.
    await navbar(page).getByLabel('Theme').selectOption('lavender');
    await expect(workChart.locator('canvas')).toBeVisible();
    await sidebarNav(page).getByRole('link', { name: 'Work' }).click();
    await sidebarNav(page).getByRole('link', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(stat('Tasks completed')).toHaveText('2');
  });
});
