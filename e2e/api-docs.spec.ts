import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

// Issue 27: the REST reference at /api/docs groups its calls by resource and passes axe,
// read as it loads, with a call opened for Try it out, and with the Authorize dialog open.
test.use({ reducedMotion: 'reduce' });

const RESOURCES = ['Account', 'Catalogue', 'Goals', 'Habits', 'Tasks', 'Reminders', 'Suggestions', 'Billing', 'Tokens', 'Data'];

test('/api/docs: the calls grouped by resource, and no axe violation', async ({ page }) => {
  test.setTimeout(90_000); // the whole OpenAPI document rendered and scanned (light and dark)

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Cairn REST API/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Authentication' })).toBeVisible();
  for (const name of RESOURCES) await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^default/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/api/docs', { lightOnly: true });

  const tasks = page.locator('.opblock-tag-section', { has: page.getByRole('heading', { level: 3, name: /^Tasks/ }) });
  await tasks.getByRole('button', { name: /^POST \/task\/create/ }).click();
  await tasks.getByRole('button', { name: 'Try it out' }).click();
  await expect(tasks.getByRole('textbox', { name: 'Request body' })).toBeVisible();
  await expectNoAxeViolations(page, '/api/docs with Try it out open on POST /task/create', { lightOnly: true });
});

test('/api/docs: the Authorize dialog is a named dialog with no axe violation', async ({ page }) => {
  await page.goto('/api/docs');
  await page.getByRole('button', { name: /^Authorize/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Available authorizations' });
  await expect(dialog).toBeVisible();
  // Each scheme's apply button is named by the word it shows.
  await expect(dialog.getByRole('button', { name: 'Authorize', exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page, '/api/docs with the Authorize dialog open', { lightOnly: true });
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});
