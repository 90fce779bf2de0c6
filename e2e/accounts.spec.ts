import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, newAccount, registerAccount, signIn, submitLogin, signInByApi } from './helpers/accounts';
import { linkFromMail, mailCount } from './helpers/mail';
import { navbar, sidebarNav } from './helpers/shell';

// Against the real API and its mail. The server allows 10 registrations and 10 reset requests
// per hour from one address: this file makes 6 and 1.

function storedUser(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string; username: string } | null);
}

test.describe('accounts', () => {
  test('a visitor registers in four steps, activates from the email, signs in, edits the profile and logs out', async ({ page }) => {
    const account = newAccount('journey');
    await page.goto('/register');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Registration progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');

    // Step 1: nothing chosen blocks Next.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Select an area you want to focus on');
    await page.getByRole('radio', { name: /Self-Development/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: at least one challenge.
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one challenge');
    await page.getByRole('checkbox', { name: 'Procrastinate' }).check();
    await page.getByRole('checkbox', { name: 'No Time' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: Free, with Premium not yet available.
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Free/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Premium/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: the account itself.
    await expect(progress).toHaveAttribute('aria-valuenow', '4');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    const before = mailCount();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toHaveText('Registration success - Check your email for activation link.');

    // The activation link from the mail.
    await page.goto(await linkFromMail(account.email, '/activate', before));
    await expect(page.getByRole('heading', { level: 1, name: 'Account Activation' })).toBeVisible();
    await page.getByRole('button', { name: 'Activate Account' }).click();
    await expect(page.getByRole('status')).toHaveText('Your account has been successfully activated');
    await page.getByRole('link', { name: 'Go to Login' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await expect(navbar(page)).toContainText(`Hi, ${account.username}`);
    expect(await storedUser(page)).toMatchObject({ email: account.email, username: account.username });

    // The profile holds what the wizard chose; change name, focus area and challenge.
    await sidebarNav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${account.username}` })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByRole('radio', { name: 'Self-Development' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Procrastinate' })).toBeChecked();

    const renamed = `${account.username} R`;
    await page.getByLabel('Username').fill(renamed);
    await page.getByRole('radio', { name: 'Career' }).check();
    await page.getByRole('radio', { name: 'Fear of Failure' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully');
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${renamed}` })).toBeVisible();
    await expect(navbar(page)).toContainText(`Hi, ${renamed}`);
    await expect.poll(async () => (await storedUser(page))?.username).toBe(renamed);

    // Saved on the server: a reload shows the same choices.
    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(renamed);
    await expect(page.getByRole('radio', { name: 'Career' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Fear of Failure' })).toBeChecked();

    await navbar(page).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();

    // The session really ended: /profile now asks to sign in.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows 'Incorrect email or password' with a way to reset it", async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'wrongpw');
    await page.goto('/login');
    await submitLogin(page, account.email, 'not-the-password');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Incorrect email or password');
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/resetemail');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an account not yet activated can ask for a new activation email and then sign in', async ({ page, request }) => {
    const account = newAccount('inactive');
    await registerAccount(request, account);
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('not activated');
    const before = mailCount();
    await alert.getByRole('button', { name: 'Resend activation email' }).click();
    await expect(page.getByRole('status')).toHaveText('A new activation link is on its way. Check your email.');

    await page.goto(await linkFromMail(account.email, '/activate', before));
    await page.getByRole('button', { name: 'Activate Account' }).click();
    await expect(page.getByRole('status')).toHaveText('Your account has been successfully activated');
    await signIn(page, account);
  });

  test('a forgotten password is reset from the emailed link', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/resetemail$/);

    await page.getByLabel('Email').fill(account.email);
    const before = mailCount();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText('Reset email sent. Check your email for reset link');

    await page.goto(await linkFromMail(account.email, '/resetpassword', before));
    const newPassword = 'switchback-77';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('switchback-78');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been successfully reset');
    await page.getByRole('link', { name: 'Go to Login' }).click();

    // The old password is gone, the new one works.
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await submitLogin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  });

  test('deleting the profile ends on the landing page and the account is gone', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'delete');
    await signInByApi(page, account);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Profile' });
    await expect(dialog).toContainText('Are you sure you want to delete your profile? This action cannot be undone.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

    // Escape closes without deleting; then delete for real.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();

    await page.goto('/login');
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  });

  test('a visitor opening /profile signs in and comes back to /profile', async ({ page, request }) => {
    const account = await createActivatedAccount(request, 'return');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${account.username}` })).toBeVisible();
  });
});

test.describe('a screen whose code is still downloading', () => {
  test('shows no stale form under the new URL, and keeps what is typed once it shows', async ({ page }) => {
    let deliver = () => undefined as void;
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    let requested = () => undefined as void;
    const chunkRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route(/\/assets\/ResetEmailPage-[^/]+\.js$/, async (route) => {
      requested();
      await delivered;
      await route.continue();
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await chunkRequested;
    // The reset page is on its way: the login form is gone rather than left there to type into.
    await expect(page).toHaveURL(/\/resetemail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);

    deliver();
    await page.getByLabel('Email').fill('slow-phone@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('slow-phone@example.com');
  });
});
