import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { createActivatedAccount, signIn, submitLogin, type Account, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations, openSettled } from './helpers/axe';
import { linkFromMail, mailCount } from './helpers/mail';

// Issue 30: two-step sign-in, the devices signed in and the "This wasn't me" link, in Chromium;
// axe on each new screen in both schemes (as a11y.spec.ts scans: without motion).
test.use({ reducedMotion: 'reduce' });

/** Signs out through /logout and waits until the app has let go of the session. */
async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
}

/** Password first; the login page then asks for the second step. */
async function passwordStep(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('two-step sign-in: set up in Profile, then asked at sign-in, passed with a recovery code that then fails', async ({ page, request }) => {
  test.setTimeout(120_000); // three sign-ins, the setup and its axe scans, on a shared machine

  const account = await createActivatedAccount(request, 'twostep');
  await signInByApi(page, account);
  await openSettled(page, '/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();

  // The secret shown as text is what an authenticator app would read from the QR code.
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('two-step-secret').textContent())!.trim();
  await expectNoAxeViolations(page, 'Profile, two-step set-up');
  await section.getByLabel('The 6-digit code the app shows').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn On' }).click();

  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.nth(2).textContent())!.trim();
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();
  await expectNoAxeViolations(page, 'Profile, recovery codes');
  await section.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);

  // Now the password alone does not sign in.
  await signOut(page);
  await passwordStep(page, account);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'Login, second step');
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The recovery code worked once.
  await signOut(page);
  await passwordStep(page, account);
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await expect(page).toHaveURL(/\/login$/);

  // A fresh code from the app still works.
  await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await openSettled(page, '/profile');
  await expect(section.getByText('Recovery codes left: 9')).toBeVisible();
});

test('devices signed in: two browsers listed, "Sign out everywhere else" ends the other at once', async ({ browser, request }) => {
  const account = await createActivatedAccount(request, 'devices');
  const here = await browser.newContext();
  const there = await browser.newContext();
  try {
    const [mine, other] = [await here.newPage(), await there.newPage()];
    await signIn(mine, account);
    await signIn(other, account);

    await openSettled(mine, '/profile');
    const devices = mine.getByRole('list', { name: 'Devices signed in' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText('This device');
    await expect(devices.nth(1).getByRole('button', { name: /^Sign out / })).toBeVisible();
    const activity = mine.getByRole('list', { name: 'Security activity' }).getByRole('listitem');
    await expect(activity.first()).toContainText('Signed in from a new device');
    await expectNoAxeViolations(mine, 'Profile, devices signed in and security activity');

    // At 390 px the sections fit the screen.
    await mine.setViewportSize({ width: 390, height: 900 });
    // Once the layout has settled (the sidebar folds with a transition), nothing is wider than the screen.
    await expect.poll(() => mine.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await mine.setViewportSize({ width: 1280, height: 900 });

    await mine.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(mine.getByText('Every other device is signed out.')).toBeVisible();
    await expect(devices).toHaveCount(1);

    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await here.close();
    await there.close();
  }
});

test('"This wasn\'t me": a sign-in from a new device is emailed; its link signs out every device and sends a reset link', async ({ page, request }) => {
  const account = await createActivatedAccount(request, 'notme');
  await signIn(page, account);
  // Another device (the API client's user agent) signs in: the email warns of it.
  const before = mailCount();
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const link = await linkFromMail(account.email, '/not-me', before);

  await openSettled(page, link);
  await expect(page.getByRole('heading', { name: "This wasn't me" })).toBeVisible();
  await expectNoAxeViolations(page, "This wasn't me");
  const beforeReset = mailCount();
  await page.getByRole('button', { name: 'Sign Out Everywhere and Reset My Password' }).click();
  await expect(page.getByText('Every device is signed out.')).toBeVisible();
  expect(await linkFromMail(account.email, '/resetpassword', beforeReset)).toMatch(/^\/resetpassword\//);
  expect((await request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
