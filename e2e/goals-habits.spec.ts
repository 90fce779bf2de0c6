import { expect, test } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { confirmAdd, fillGoalsUpTo, myList, popularItems, section, skipTutorial } from './helpers/goals';
import { operationAnswered } from './helpers/work';

// The Goals, Habits, Focus Goals and list screens against the real API, with the offline AI
// provider (no model key in the e2e server). This file registers 4 accounts.

test.describe('goals and habits', () => {
  test("a visitor browses goals and sees 'Login to add'", async ({ page }) => {
    await page.goto('/goals');
    await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
    const popular = page.getByRole('list', { name: 'Popular goals' });
    await expect(popular.getByRole('article')).toHaveCount(5);
    await expect(popular.getByRole('link', { name: 'Login to add' })).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Sign in to see AI Goal suggestions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login to create custom goals' })).toBeVisible();

    // Show More adds 5.
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(popular.getByRole('article')).toHaveCount(10);

    // The generic browse list: search, then 'Login to add', which leads to /login and back.
    await page.goto('/list?entity=goal');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse goals' })).toBeVisible();
    await page.getByLabel('Search goals').fill('promotion');
    const found = page.getByRole('list', { name: 'goals found' });
    await expect(found.getByRole('article').first()).toContainText(/promotion/i);
    await found.getByRole('link', { name: 'Login to add' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user adds a popular goal through the three modals, proceeds to habits, adds a habit, creates a custom goal, changes a status and hits the Free limit', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'goals');
    await signInByApi(page, account);
    await skipTutorial(page);
    const [goal] = await popularItems(page, 'GOAL', 1);

    await page.goto('/goals');
    await expect(page.getByText('0 of 5 goals on the Free plan')).toBeVisible();
    const popular = page.getByRole('list', { name: 'Popular goals' });
    await popular.getByRole('article', { name: goal.headline }).getByRole('button', { name: 'Add Goal' }).click();

    // Confirm, adding, added.
    await expect(page.getByRole('dialog', { name: 'Add this goal?' })).toContainText(goal.text);
    await confirmAdd(page, 'Goal');
    await expect(page.getByRole('dialog', { name: 'Adding goal' })).toBeVisible();
    const added = page.getByRole('dialog', { name: 'Goal added' });
    await expect(added).toBeVisible();
    await expect(page.getByText(`Goal "${goal.headline}" added successfully!`)).toBeVisible();
    await expect(popular.getByRole('article', { name: goal.headline }).getByRole('button', { name: 'Added' })).toBeDisabled();
    await expect(page.getByText('1 of 5 goals on the Free plan')).toBeVisible();

    // Proceed to habits: the goal's banner, habits suggested for it, no popular habits.
    await added.getByRole('button', { name: 'Proceed to habits' }).click();
    await expect(page).toHaveURL(/\/habits$/);
    await expect(section(page, 'Building habits for your goal')).toContainText(goal.text);
    await expect(page.getByRole('heading', { name: /^Popular/ })).toHaveCount(0);
    const suggested = section(page, 'Suggested for your goal');
    await expect(suggested.getByRole('article')).toHaveCount(5);

    // Add a suggested habit.
    const habitCard = suggested.getByRole('article').first();
    const habitName = await habitCard.getByRole('heading').innerText();
    await habitCard.getByRole('button', { name: 'Add' }).click();
    await confirmAdd(page, 'Habit');
    await expect(page.getByText(/^Habit ".+" added successfully!$/)).toBeVisible();
    await expect(myList(page, 'My habits').getByRole('article', { name: habitName })).toBeVisible();
    await expect(habitCard.getByRole('button', { name: 'Added' })).toBeDisabled();

    // A custom goal: with the category 'All', the form asks for one.
    await page.getByRole('link', { name: 'Goals', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
    const custom = section(page, 'Create your own goal');
    await custom.getByLabel('Your goal').fill('Read 12 books this year');
    await custom.getByRole('button', { name: 'Create Goal' }).click();
    await expect(custom.getByRole('alert')).toHaveText('Please select a valid category');
    await custom.getByLabel('Category').selectOption('Development');
    await custom.getByRole('button', { name: 'Create Goal' }).click();
    await expect(page.getByText('Goal "Read 12 books this year" added successfully!')).toBeVisible();
    const mine = myList(page, 'My goals');
    await expect(mine.getByRole('article', { name: 'Read 12 books this year' })).toContainText('Self-Development');
    await expect(custom.getByLabel('Your goal')).toHaveValue('');

    // A status change shows at once and is kept by the server.
    const status = mine.getByRole('group', { name: `Status of ${goal.headline}` });
    await expect(status.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    const saved = operationAnswered(page, 'SetGoalStatus');
    await status.getByRole('button', { name: 'In Progress' }).click();
    await expect(status.getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mine.getByRole('article', { name: goal.headline }).locator('.status-pill')).toHaveText('In Progress');
    // Answered before the reload (networkidle, reached once already, would not wait).
    await saved;
    await page.reload();
    await expect(myList(page, 'My goals').getByRole('group', { name: `Status of ${goal.headline}` })
      .getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'true');

    // The Free plan's 5 goals: the count says so, and the sixth is refused with the server's explanation.
    await fillGoalsUpTo(page, 5);
    await page.reload();
    await expect(page.getByText('5 of 5 goals on the Free plan')).toBeVisible();
    await expect(page.getByText("That is the Free plan's limit.", { exact: false })).toBeVisible();
    // At the limit the buttons say so, and explain with the plans before any confirmation.
    await expect(popular.getByRole('button', { name: 'Add Goal' })).toHaveCount(0);
    await popular.getByRole('button', { name: 'Goal limit reached' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add this goal?' })).toHaveCount(0);
    const refusal = page.getByRole('dialog', { name: 'Goal limit reached' });
    await expect(refusal).toContainText('The Free plan holds up to 5 goals.');
    await expect(refusal).toContainText('Unlimited plan');
    await refusal.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });

  test('a signed-in user sees five AI-suggested goals and adds one', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'aigoals');
    await signInByApi(page, account);
    await skipTutorial(page);
    await page.goto('/goals');

    // 'All' asks about the focus area the account registered with (Health).
    const suggested = section(page, 'Suggested for Health');
    await expect(suggested.getByRole('article')).toHaveCount(5);
    await expect(suggested.getByText(/^Showing 5 of \d+ suggestions$/)).toBeVisible();
    await suggested.getByRole('button', { name: 'Show More' }).click();
    await expect(suggested.getByRole('article')).toHaveCount(10);

    const first = suggested.getByRole('article').first();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('button', { name: 'Add' }).click();
    await confirmAdd(page, 'Goal');
    const added = page.getByRole('dialog', { name: 'Goal added' });
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: 'Cancel' }).click();
    await expect(first.getByRole('button', { name: 'Added' })).toBeDisabled();
    await expect(myList(page, 'My goals').getByRole('article', { name })).toBeVisible();
  });

  test('the Focus Goals page and the List/selection screen add goals and habits with their toasts', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'focus');
    await signInByApi(page, account);
    await skipTutorial(page);

    await page.goto('/focus');
    const card = section(page, 'Health');
    await expect(card.getByRole('button', { name: /^Add goal:/ })).toHaveCount(5);
    await card.getByRole('button', { name: /^Add goal:/ }).first().click();
    await expect(page.getByText(/^Goal ".+" added successfully!$/)).toBeVisible();
    await expect(card.getByRole('button', { name: /\(added\)$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Change Focus Area' }).click();
    await page.getByRole('dialog', { name: 'Change Focus Area' }).getByRole('button', { name: 'Health' }).click();
    await expect(page.getByText('Selected focus area: Health')).toBeVisible();

    await page.goto('/list?mode=choose&entity=habit');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Habits to achieve your goals' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).first().selectOption('Essential');
    const grid = page.getByRole('list', { name: 'habits to choose from' });
    await expect(grid.getByRole('article').first()).toContainText('Essential');
    await grid.getByRole('article').first().getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Habit added successfully!')).toBeVisible();
    await expect(grid.getByRole('article').first().getByRole('button', { name: 'Added' })).toBeDisabled();

    const create = section(page, 'Create Your Own Habit');
    await create.getByRole('button', { name: 'Create Habit' }).click();
    await expect(create.getByRole('alert')).toHaveText('Please enter a name and category for your custom Habit.');
    await create.getByLabel('Name').fill('Water the plants');
    await create.getByLabel('Category').selectOption('Essential');
    await create.getByRole('button', { name: 'Create Habit' }).click();
    await expect(page.getByText('Habit added successfully!').first()).toBeVisible();
    await expect(create.getByLabel('Name')).toHaveValue('');
    await expect(grid.getByRole('article', { name: 'Water the plants' }).getByRole('button', { name: 'Added' })).toBeDisabled();

    await page.goto('/script');
    await page.getByRole('button', { name: 'Run Script' }).click();
    await expect(page.getByRole('status')).toContainText('The catalogue is up to date');
  });
});
