import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { skipTutorial } from './helpers/goals';
import { addCatalogueHabits, graphqlAsUser, operationAnswered, setHabitDoneAsUser, workLists } from './helpers/work';

// Issue 14, the web half: a measured habit, a 3-times-a-week habit, a skip and a vacation,
// through the Work screen, the Habits page and Profile against the real API.

async function signedInWithHabit(page: Page, tag: string) {
  const account = await createActivatedAccount(page.request, tag);
  await signInByApi(page, account);
  await skipTutorial(page);
  const [habit] = await addCatalogueHabits(page, 1);
  return habit;
}

/** The user's today as the server decides it (their zone and day start). */
async function serverToday(page: Page): Promise<string> {
  const { me } = await graphqlAsUser<{ me: { today: string } }>(page, 'query { me { today } }');
  return me.today;
}

/** The day `days` after `day` (YYYY-MM-DD, calendar arithmetic in UTC, no clock involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday .. 7 = Sunday. */
function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

async function updateSettings(page: Page, id: string, input: Record<string, unknown>) {
  await graphqlAsUser(page, 'mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }', { id, input });
}

/** The habit's card on the Habits page (named by its headline; its text is shown too). */
function habitCard(page: Page, text: string) {
  return page.getByRole('list', { name: 'My habits' }).getByRole('article').filter({ hasText: text });
}

async function openWork(page: Page) {
  await page.goto('/workspace');
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
}

test.describe('habit schedules, amounts, skips and vacations', () => {
  test('a measured habit: the stepper and the field enter the amount; meeting the target moves it to Completed', async ({ page }) => {
    const habit = await signedInWithHabit(page, 'measured');
    await updateSettings(page, habit.id, { target: { unit: 'glasses', amount: '3', direction: 'AT_LEAST' } });
    await openWork(page);
    const { habitsToDo, habitsDone } = workLists(page);
    const row = habitsToDo.getByRole('listitem').filter({ hasText: habit.text });
    const field = row.getByLabel('glasses (at least 3)');
    await expect(field).toHaveValue('');

    // Two presses of + (one by click, one by keyboard): 2 of 3, still to do.
    let saved = operationAnswered(page, 'WorkSetHabitValue');
    await row.getByRole('button', { name: `Increase ${habit.text}` }).click();
    await saved;
    await expect(field).toHaveValue('1');
    saved = operationAnswered(page, 'WorkSetHabitValue');
    await row.getByRole('button', { name: `Increase ${habit.text}` }).focus();
    await page.keyboard.press('Enter');
    await saved;
    await expect(field).toHaveValue('2');
    await expect(habitsToDo.getByRole('listitem').filter({ hasText: habit.text })).toHaveCount(1);

    // The field: type 3 and press Enter; the target is met, the habit moves to Completed.
    saved = operationAnswered(page, 'WorkSetHabitValue');
    await field.fill('3');
    await field.press('Enter');
    const done = habitsDone.getByRole('listitem').filter({ hasText: habit.text });
    await expect(done).toBeVisible();
    await saved;
    await expect(done.getByLabel('glasses (at least 3)')).toHaveValue('3');
    await expect(done.getByRole('checkbox', { name: habit.text })).toBeChecked();

    // The server kept it.
    await page.reload();
    await expect(workLists(page).habitsDone.getByRole('listitem').filter({ hasText: habit.text }).getByLabel('glasses (at least 3)')).toHaveValue('3');
  });

  test('a 3-times-a-week habit set in the Edit schedule dialog is done for the week after 3 done days', async ({ page }) => {
    const habit = await signedInWithHabit(page, 'weekly');
    await page.goto('/habits');
    const card = habitCard(page, habit.text);
    await expect(card).toContainText('Every day');
    const edit = card.getByRole('button', { name: /^Edit schedule of / });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit schedule' });
    await dialog.getByRole('radio', { name: 'A number of times in a period' }).check();
    await dialog.getByLabel('Times', { exact: true }).fill('3');
    await dialog.getByLabel('Per', { exact: true }).selectOption({ label: 'week' });
    const saved = operationAnswered(page, 'UpdateHabitSettings');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await saved;
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(card).toContainText('3 times a week');

    // The latest Thursday on or before today: Monday to Wednesday of its week are done.
    const today = await serverToday(page);
    const weekday = isoWeekday(today);
    const thursday = addDays(today, weekday >= 4 ? 4 - weekday : -weekday - 3);
    await setHabitDoneAsUser(page, habit.id, addDays(thursday, -3));
    await setHabitDoneAsUser(page, habit.id, addDays(thursday, -2));

    await openWork(page);
    const back = page.getByRole('button', { name: 'Back 1 day' });
    // Wednesday: the third time, ticked on the screen.
    for (let i = 0; i < (weekday >= 4 ? weekday - 3 : weekday + 4); i++) await back.click();
    const { habitsToDo, habitsDone } = workLists(page);
    const wednesday = habitsToDo.getByRole('listitem').filter({ hasText: habit.text });
    await expect(wednesday).toContainText('2 of 3 this week');
    const ticked = operationAnswered(page, 'WorkSetHabitDone');
    await wednesday.getByRole('checkbox', { name: habit.text }).click();
    await ticked;
    await expect(habitsDone.getByRole('listitem').filter({ hasText: habit.text })).toContainText('3 of 3 this week');

    // Thursday: nothing left to do this week, shown as done for the period, not nagging.
    await page.getByRole('button', { name: 'Forward 1 day' }).click();
    const thursdayRow = habitsDone.getByRole('listitem').filter({ hasText: habit.text });
    await expect(thursdayRow).toContainText('Done for the period');
    await expect(thursdayRow).toContainText('3 of 3 this week');
    await expect(page.getByText('Every habit', { exact: false })).toBeVisible();
  });

  test('a skip: the habit shows as skipped today and its streak stays intact', async ({ page }) => {
    const habit = await signedInWithHabit(page, 'skip');
    const today = await serverToday(page);
    await setHabitDoneAsUser(page, habit.id, addDays(today, -2));
    await setHabitDoneAsUser(page, habit.id, addDays(today, -1));
    await page.goto('/habits');
    const card = habitCard(page, habit.text);
    await expect(card).toContainText('2 days');

    await openWork(page);
    const { habitsToDo, habitsDone } = workLists(page);
    const skipped = operationAnswered(page, 'WorkSetHabitSkipped');
    await habitsToDo.getByRole('button', { name: `Skip ${habit.text} today` }).click();
    await skipped;
    const row = habitsDone.getByRole('listitem').filter({ hasText: habit.text });
    await expect(row).toContainText('Skipped');
    await expect(row.getByRole('checkbox', { name: habit.text })).not.toBeChecked();
    await expect(page.getByText(`Skipped “${habit.text}”: your streak stays as it is.`)).toBeVisible();

    await page.reload();
    await expect(workLists(page).habitsDone.getByRole('listitem').filter({ hasText: habit.text })).toContainText('Skipped');
    await page.goto('/habits');
    await expect(habitCard(page, habit.text)).toContainText('2 days');
  });

  test('a vacation covering today, added in Profile, puts the habit under Not due today', async ({ page }) => {
    const habit = await signedInWithHabit(page, 'vacation');
    const today = await serverToday(page);
    await page.goto('/profile');
    const vacations = page.getByRole('region', { name: 'Vacations' });
    await expect(vacations).toContainText('No vacations planned.');

    // A range that ends before it starts is refused where it was typed.
    await vacations.getByLabel('First day').fill(addDays(today, 2));
    await vacations.getByLabel('Last day').fill(today);
    await vacations.getByRole('button', { name: 'Add vacation' }).click();
    await expect(vacations.getByRole('alert')).toHaveText("A vacation can't end before it starts.");

    await vacations.getByLabel('First day').fill(today);
    await vacations.getByLabel('Last day').fill(addDays(today, 2));
    const added = operationAnswered(page, 'AddVacation');
    await vacations.getByRole('button', { name: 'Add vacation' }).click();
    await added;
    await expect(vacations.getByRole('list', { name: 'Your vacations' }).getByRole('listitem')).toHaveCount(1);

    await openWork(page);
    const { habitsToDo } = workLists(page);
    await expect(habitsToDo).toHaveCount(0);
    const notDue = page.locator('details.work-not-due');
    await notDue.getByText('Not due today').click();
    const row = page.getByRole('list', { name: 'Habits not due' }).getByRole('listitem').filter({ hasText: habit.text });
    await expect(row).toContainText('On vacation');
  });
});
