import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, submitLogin, signInByApi } from './helpers/accounts';

// Against the real API and its fake Stripe, whose checkout page pays at once and returns to
// /success?session_id=... This file registers 4 accounts.

function planCard(page: Page, name: 'Free' | 'Unlimited') {
  return page.getByRole('article', { name });
}

function storedPlan(page: Page) {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { plan?: string } | null)?.plan);
}

/** From /plans through the fake Checkout and back to 'Payment successful!'. */
async function upgradeThroughCheckout(page: Page): Promise<void> {
  await page.goto('/plans');
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await planCard(page, 'Unlimited').getByRole('button', { name: 'Switch to Unlimited!' }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();
  await expect.poll(() => storedPlan(page)).toBe('UNLIMITED');
}

test.describe('plans and payments', () => {
  test('Free walks through Checkout to /success, and Unlimited becomes the Current Plan', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'upgrade');
    await signInByApi(page, account);

    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(planCard(page, 'Free')).toContainText('$0/mo');
    await expect(planCard(page, 'Free').getByRole('listitem')).toHaveText(['5 goals', '5 habits', '10 tasks', 'One-week trends']);
    await expect(planCard(page, 'Unlimited')).toContainText('$2.99/mo');
    await expect(planCard(page, 'Unlimited').getByRole('listitem'))
      .toHaveText(['Unlimited goals', 'Unlimited habits', 'Unlimited tasks', 'All trends']);

    await upgradeThroughCheckout(page);

    await page.getByRole('link', { name: 'View Plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(planCard(page, 'Unlimited').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(planCard(page, 'Free').getByRole('link', { name: 'Switch to Free' })).toBeVisible();

    // The server keeps it: a reload asks it again.
    await page.reload();
    await expect(planCard(page, 'Unlimited').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test('Unlimited goes back to Free on /cancel, keeping its data', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'downgrade');
    await signInByApi(page, account);
    await upgradeThroughCheckout(page);

    await page.goto('/plans');
    await planCard(page, 'Free').getByRole('link', { name: 'Switch to Free' }).click();
    await expect(page).toHaveURL(/\/cancel$/);

    const card = page.getByRole('region', { name: 'Cancel' });
    await expect(card.getByRole('heading', { level: 1, name: 'Cancel' })).toBeVisible();
    await expect(card).toContainText('Every goal, habit and task, and all of their history, is kept.');
    await expect(card).toContainText('Free holds 5 goals, 5 habits and 10 open tasks.');
    await expect(card.getByRole('link', { name: 'Keep Unlimited' })).toHaveAttribute('href', '/plans');

    await card.getByRole('button', { name: 'Switch to Free' }).click();
    await expect(page.getByRole('status')).toHaveText('You are on the Free plan now. Everything you had is still here.');
    await expect.poll(() => storedPlan(page)).toBe('FREE');

    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(planCard(page, 'Unlimited').getByRole('button', { name: 'Switch to Unlimited!' })).toBeEnabled();

    // Nothing left to cancel.
    await page.goto('/cancel');
    await expect(page.getByText('there is no subscription to cancel')).toBeVisible();
  });

  test('a visitor sees the plans, and their buttons sign in and come back to /plans', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'planvisitor');
    await page.goto('/plans');
    await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(0);
    await planCard(page, 'Unlimited').getByRole('link', { name: 'Log In to Choose Unlimited' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/plans$/);
    await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test("a Checkout session that was not paid says 'Payment processing failed. Please try again.'", async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'unpaid');
    await signInByApi(page, account);
    await page.goto('/success?session_id=cs_test_not_a_real_session');

    await expect(page.getByRole('alert')).toHaveText('Payment processing failed. Please try again.');
    await expect(page.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/plans');
    await page.goto('/plans');
    await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });
});
