import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { newAccount } from './helpers/accounts';
import { expectNoAxeViolations } from './helpers/axe';
import { linkFromMail, mailCount } from './helpers/mail';
import { navbar } from './helpers/shell';

// WebAuthn refuses IP addresses, so this file works on localhost (the server takes passkeys from
// there: PASSKEY_ORIGINS in e2e/serve.mjs), with Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain) standing in for a phone or a laptop's fingerprint reader.
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${port}` });

async function virtualAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function credentialCount(cdp: CDPSession, authenticatorId: string): Promise<number> {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
}

async function signOut(page: Page) {
  await navbar(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$|\/$/);
}

async function signInWithPasskey(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A browser without passkey autofill (conditional UI): the Login page's button is the way in. */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false), configurable: true });
  });
}

test.describe('passkeys', () => {
  test('registers with a passkey, signs out and in with it, adds a second one, removes one, and signs in from the autofill', async ({ page, context }) => {
    test.setTimeout(120_000); // two passkeys, four sign-ins and three axe scans (light and dark) on a shared machine

    await withoutAutofill(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const first = await virtualAuthenticator(cdp);
    const account = newAccount('passkey');

    // The wizard's account step: a passkey instead of a password.
    await page.goto('/register');
    await page.getByRole('radio', { name: /Self-Development/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'No Time' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByText('No password needed')).toBeVisible();
    await expectNoAxeViolations(page, 'the account step with a passkey instead of a password');
    const before = mailCount();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(await credentialCount(cdp, first)).toBe(1);

    // Activated from the email, as any account whose address is not proved yet.
    await page.goto(await linkFromMail(account.email, '/activate', before));
    await page.getByRole('button', { name: 'Activate Account' }).click();
    await expect(page.getByRole('status')).toHaveText('Your account has been successfully activated');

    await signInWithPasskey(page);
    await signOut(page);
    await signInWithPasskey(page);

    // Profile: the passkey made at sign-up, then a second one from another authenticator.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Passkeys' });
    const rows = section.getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Passkey');
    await expect(rows.first()).toContainText(/Last used/);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first });
    const second = await virtualAuthenticator(cdp);
    await section.getByLabel('Name for the new passkey').fill('Work laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByText('Passkey added. You can sign in with it now.')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Work laptop');
    await expect(rows.nth(1)).toContainText('Never used');
    expect(await credentialCount(cdp, second)).toBe(1);
    await expectNoAxeViolations(page, 'Profile with passkeys');

    // Remove the first, after confirming.
    await section.getByRole('button', { name: 'Remove Passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Passkey?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the remove passkey dialog');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Work laptop');

    // The second passkey signs in.
    await signOut(page);
    await signInWithPasskey(page);
    await signOut(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    await expectNoAxeViolations(page, 'the login page with its passkey button');

    // Where the browser offers passkeys in the email field's autofill, picking one signs in (the
    // virtual authenticator answers the waiting request at once, as picking it would).
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: second })).credentials;
    const autofillPage = await context.newPage();
    const autofillCdp = await context.newCDPSession(autofillPage);
    await autofillCdp.send('WebAuthn.enable', { enableUI: false });
    const third = await virtualAuthenticator(autofillCdp);
    await autofillCdp.send('WebAuthn.addCredential', { authenticatorId: third, credential });
    // The sign-in can end before the login form could be looked at: the page arriving at /home
    // signed in is the proof (the waiting request starts only where the browser offers autofill).
    await autofillPage.goto('/login');
    await expect(autofillPage).toHaveURL(/\/home$/);
    await expect(autofillPage.getByRole('link', { name: 'Logout' })).toBeVisible();
  });

  test('the password meter on registration and reset, and the server refusing a weak password with its reason', async ({ page }) => {
    const account = newAccount('meter');
    await page.goto('/register');
    await page.getByRole('radio', { name: /Self-Development/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'No Time' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password123');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    await expect(page.getByText('Strength: Very weak.')).toBeVisible();
    await expect(page.getByText(/Too easy to guess\. This is a commonly used password\./)).toBeVisible();
    // The server has the last word, with the estimator's reason.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password is too easy to guess. This is a commonly used password. Add more words that are less common.');
    await password.fill(account.password);
    await expect(meter).toHaveAttribute('aria-valuenow', '4');
    await expect(page.getByText('Strength: Very strong.')).toBeVisible();
    await expectNoAxeViolations(page, 'the registration step with the password meter');

    await page.goto('/resetpassword/not-a-real-hash');
    await page.getByLabel('New password', { exact: true }).fill('qwertyuiop');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '0');
  });
});
