import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signIn } from './helpers/accounts';
import {
  addCatalogueHabits, browserDay, createTaskAsUser, expectRows, operationAnswered, workLists,
} from './helpers/work';

// The Work dashboard (issue 5) and its Daily Motivation block (issue 6), against the real API.

async function signedInWorker(page: Page, tag: string) {
  const account = await createActivatedAccount(page.request, tag);
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  return account;
}

async function addTask(page: Page, text: string) {
  const answered = operationAnswered(page, 'WorkCreateTask');
  await page.getByLabel('New task').fill(text);
  await page.getByRole('button', { name: 'Add Task' }).click();
  await answered;
  await expect(page.getByLabel('New task')).toHaveValue('');
}

test.describe('work dashboard', () => {
  test('adds three tasks, reorders them by drag and drop and by keyboard, and keeps the order after a reload', async ({ page }) => {
    await signedInWorker(page, 'reorder');
    const { tasksToDo } = workLists(page);
    await expect(page.getByText('Nothing to do yet. Add your first task above.')).toBeVisible();

    for (const text of ['Alpha', 'Bravo', 'Charlie']) await addTask(page, text);
    await expectRows(tasksToDo, ['Alpha', 'Bravo', 'Charlie']);
    await expect(page.getByText('3 of 10 open tasks on the Free plan')).toBeVisible();

    // Drag and drop: Charlie onto Alpha takes Alpha's place.
    const row = (text: string) => tasksToDo.getByRole('listitem').filter({ hasText: text });
    let saved = operationAnswered(page, 'WorkReorderTasks');
    await row('Charlie').locator('.reorder-row__handle').dragTo(row('Alpha'));
    await expectRows(tasksToDo, ['Charlie', 'Alpha', 'Bravo']);
    await saved;

    // A drop back on itself changes nothing.
    await row('Alpha').locator('.reorder-row__handle').dragTo(row('Alpha'));
    await expectRows(tasksToDo, ['Charlie', 'Alpha', 'Bravo']);

    // Keyboard: the move buttons, pressed with Enter; focus stays with the moved task.
    saved = operationAnswered(page, 'WorkReorderTasks');
    await page.getByRole('button', { name: 'Move Bravo up' }).focus();
    await page.keyboard.press('Enter');
    await expectRows(tasksToDo, ['Charlie', 'Bravo', 'Alpha']);
    await expect(page.getByRole('button', { name: 'Move Bravo up' })).toBeFocused();
    await saved;
    saved = operationAnswered(page, 'WorkReorderTasks');
    await page.keyboard.press('Enter');
    await expectRows(tasksToDo, ['Bravo', 'Charlie', 'Alpha']);
    // At the top, "up" is disabled: focus moved to "down".
    await expect(page.getByRole('button', { name: 'Move Bravo up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Bravo down' })).toBeFocused();
    await saved;

    await page.reload();
    await expectRows(tasksToDo, ['Bravo', 'Charlie', 'Alpha']);
  });

  test('completes a task and a habit today, a habit on the day before, and comes back with Today', async ({ page }) => {
    await signedInWorker(page, 'days');
    const [first, second] = await addCatalogueHabits(page, 2);
    await createTaskAsUser(page, 'Water the plants');
    await page.reload();
    const lists = workLists(page);
    const dayText = page.locator('.date-selection__day time');
    const today = await browserDay(page);
    const yesterday = await browserDay(page, -1);

    // Forward is disabled on today.
    await expect(dayText).toHaveAttribute('datetime', today);
    await expect(page.getByRole('button', { name: 'Forward 1 day' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Forward 7 days' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();
    await expectRows(lists.habitsToDo, [first.text, second.text]);

    await lists.tasksToDo.getByRole('checkbox', { name: 'Water the plants' }).click();
    await expectRows(lists.tasksDone, ['Water the plants']);
    await expect(page.getByText('Nothing to do yet. Add your first task above.')).toHaveCount(0);
    await lists.habitsToDo.getByRole('checkbox', { name: first.text }).click();
    await expectRows(lists.habitsDone, [first.text]);
    await expectRows(lists.habitsToDo, [second.text]);

    // The day before: its own habits, no tasks completed, one step forward allowed.
    await page.getByRole('button', { name: 'Back 1 day' }).click();
    await expect(dayText).toHaveAttribute('datetime', yesterday);
    await expect(page.getByText('Yesterday', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forward 1 day' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Forward 7 days' })).toBeDisabled();
    await expectRows(lists.habitsToDo, [first.text, second.text]);
    await expect(page.getByText('No tasks were completed on this day.')).toBeVisible();
    await expect(lists.tasksToDo).toHaveCount(0);
    const saved = operationAnswered(page, 'WorkSetHabitDone');
    await lists.habitsToDo.getByRole('checkbox', { name: second.text }).click();
    await expectRows(lists.habitsDone, [second.text]);
    await saved;

    // Back seven and forward seven land on the same day before.
    await page.getByRole('button', { name: 'Back 7 days' }).click();
    await expect(dayText).toHaveAttribute('datetime', await browserDay(page, -8));
    await page.getByRole('button', { name: 'Forward 7 days' }).click();
    await expect(dayText).toHaveAttribute('datetime', yesterday);
    await expectRows(lists.habitsDone, [second.text]);

    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(dayText).toHaveAttribute('datetime', today);
    await expectRows(lists.habitsDone, [first.text]);
    await expectRows(lists.habitsToDo, [second.text]);
    await expectRows(lists.tasksDone, ['Water the plants']);

    // All of it was saved.
    await page.reload();
    await expectRows(lists.habitsDone, [first.text]);
    await expectRows(lists.tasksDone, ['Water the plants']);
    await page.getByRole('button', { name: 'Back 1 day' }).click();
    await expectRows(lists.habitsDone, [second.text]);
  });

  test('moves a habit to Completed before the server answers', async ({ page }) => {
    await signedInWorker(page, 'optimistic');
    const [habit] = await addCatalogueHabits(page, 1);
    await page.reload();
    const lists = workLists(page);
    await expectRows(lists.habitsToDo, [habit.text]);
    // The tutorial's banner arrives with its own query and pushes the list down: click once it is there.
    await expect(page.getByRole('heading', { name: /^Welcome to Cairn/ })).toBeVisible();

    // Hold the toggle's request until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seen = false;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('"operationName":"WorkSetHabitDone"')) {
        seen = true;
        await held;
      }
      await route.continue();
    });

    await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
    await expectRows(lists.habitsDone, [habit.text]);
    await expect(page.getByText('Every habit is done for today. Well done!')).toBeVisible();
    // The screen may change before the request even leaves the page; the request is then held.
    await expect.poll(() => seen).toBe(true);

    const answered = operationAnswered(page, 'WorkSetHabitDone');
    release();
    await answered;
    await expectRows(lists.habitsDone, [habit.text]);
    await page.unroute('**/graphql');
    await page.reload();
    await expectRows(lists.habitsDone, [habit.text]);
  });

  test("shows the profile prompt, the link to Progress and a collapsible Date Selection", async ({ page }) => {
    await signedInWorker(page, 'layout');
    // Registered with a focus area and a challenge: no prompt.
    await expect(page.getByRole('heading', { name: 'Make your motivation personal' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Collapse date selection' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Expand date selection' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Back 1 day' })).toBeHidden();
    await page.getByRole('button', { name: 'Expand date selection' }).click();
    await expect(page.getByRole('button', { name: 'Back 1 day' })).toBeVisible();

    await page.getByRole('link', { name: 'See your progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
  });

  test('a signed-in user sees the Daily Motivation, cached for the day', async ({ page }) => {
    await signedInWorker(page, 'motivation');
    const block = page.getByRole('region', { name: 'Daily Motivation' });
    const quote = block.locator('blockquote');
    await expect(quote).toBeVisible();
    const message = (await quote.textContent())?.trim() ?? '';
    expect(message.length).toBeGreaterThan(10);
    const stored = await page.evaluate(() => ({
      message: localStorage.getItem('motivation'), day: localStorage.getItem('motivationDate'),
    }));
    expect(stored).toEqual({ message, day: await browserDay(page) });

    // Fetched once per day: a reload uses the cached message and does not ask again.
    let asked = false;
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('"operationName":"DailyMotivation"')) asked = true;
    });
    await page.reload();
    await expect(quote).toHaveText(message);
    expect(asked).toBe(false);

    await block.getByRole('button', { name: 'Collapse daily motivation' }).click();
    await expect(quote).toBeHidden();
  });
});
