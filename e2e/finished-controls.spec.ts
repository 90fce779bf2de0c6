import { expect, test, type Locator, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { openSettled, transitionsEnded } from './helpers/axe';
import { fillGoalsUpTo, skipTutorial } from './helpers/goals';
import { addCatalogueHabits } from './helpers/work';

// Issue 27, "controls that look unfinished" and the time zones, checked in the browser: the zone
// list keeps UTC and offers today's names after another zone is saved; every checkbox and time box
// is drawn in the theme (light and dark); the import box has one file chooser that names the file.
test.use({ reducedMotion: 'reduce', timezoneId: 'UTC' });

/** A Loop Habit Tracker CSV export of one habit, for an import preview. */
function loopZip(): Uint8Array {
  return zipSync({
    'Habits.csv': strToU8('Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n'
      + '001,Stretch,YES_NO,Did you stretch?,,1,1,#388E3C,,,,false\n'),
    '001 Stretch/Checkmarks.csv': strToU8('Date,Value,Notes\n2024-05-02,YES_MANUAL,\n2024-05-01,YES_MANUAL,\n'),
    'Checkmarks.csv': strToU8('Date,Stretch,\n'),
  });
}

/** The theme's --primary as the browser resolves it (rgb()), in the scheme now drawn. */
function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** Every visible checkbox inside `scope` is in the theme's colour and at least 20 px square. */
async function expectThemedCheckboxes(page: Page, scope: Locator, where: string): Promise<void> {
  await expect(scope.locator('input[type="checkbox"]:visible').first(), `a checkbox on ${where}`).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    await transitionsEnded(page);
    // Read again until the page has settled in the scheme: the palette reaches the controls
    // through the theme's own re-render, a moment after <html> says which scheme is on.
    await expect(async () => {
      const primary = await primaryColour(page);
      const boxes = await scope.locator('input[type="checkbox"]:visible').evaluateAll((inputs) => inputs.map((input) => {
        const box = input.getBoundingClientRect();
        const name = (input as HTMLInputElement).labels?.[0]?.textContent?.trim() || input.getAttribute('aria-label');
        return { name, accent: getComputedStyle(input).accentColor, width: Math.round(box.width), height: Math.round(box.height) };
      }));
      expect(boxes.length, `checkboxes on ${where}`).toBeGreaterThan(0);
      for (const box of boxes) {
        expect({ ...box, accent: box.accent === primary }, `${box.name} on ${where} (${scheme})`)
          .toEqual({ ...box, accent: true, width: Math.max(box.width, 20), height: Math.max(box.height, 20) });
      }
    }).toPass({ timeout: 10_000 });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('finished controls (issue 27)', () => {
  test("the zone list keeps UTC and offers today's names after another zone is saved", async ({ page }) => {
    const account = await createActivatedAccount(page.request, 'zones');
    await signInByApi(page, account);
    await skipTutorial(page);
    await openSettled(page, '/profile');
    const day = page.getByRole('region', { name: 'Your day' });
    await day.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await day.getByRole('button', { name: 'Save your day' }).click();
    await expect(day.getByRole('status')).toContainText('Your clock is saved.');

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    const zone = page.getByRole('region', { name: 'Your day' }).getByLabel('Time zone');
    await expect(zone).toHaveValue('America/Los_Angeles');
    const zones = await zone.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv']));
    for (const retired of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev']) expect(zones).not.toContain(retired);
    await expect(zone).toHaveAccessibleDescription(/This browser is in UTC\./);
  });

  test('every checkbox and time box is drawn in the theme, and the import box has one chooser that names the file', async ({ page }) => {
    test.setTimeout(120_000);
    const account = await createActivatedAccount(page.request, 'controls');
    await signInByApi(page, account);
    await skipTutorial(page);
    await addCatalogueHabits(page, 2);
    await fillGoalsUpTo(page, 1);

    await openSettled(page, '/profile');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expectThemedCheckboxes(page, reminders, 'Profile › Reminders');
    // The summary's time box looks like the other boxes of the page, and is named plainly.
    const time = reminders.getByLabel('Daily summary at', { exact: true });
    const username = page.getByLabel('Username');
    const look = (box: Locator) => box.evaluate((input) => {
      const style = getComputedStyle(input);
      return { border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, radius: style.borderTopLeftRadius, font: style.fontSize };
    });
    // Measured at rest: a border colour mid-transition (hover, focus) is not the box's look.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    expect(await look(time)).toEqual(await look(username));
    await expect(page.getByText('(empty: no summary)')).toHaveCount(0);

    const data = page.getByRole('region', { name: 'Your data' });
    // One chooser: the native input is out of sight, its label is the one control.
    await expect(data.getByText('Choose a file', { exact: true })).toHaveCount(1);
    await expect(data.locator('input[type="file"]')).toHaveCount(1);
    expect(await data.locator('input[type="file"]').evaluate((input) => input.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(data.getByText('No file chosen yet.')).toBeVisible();
    await data.getByLabel('Choose a file').setInputFiles({ name: 'Loop Habits CSV.zip', mimeType: 'application/zip', buffer: Buffer.from(loopZip()) });
    await expect(data.getByRole('heading', { name: 'Preview: Loop Habit Tracker CSV export' })).toBeVisible();
    await expect(data.getByText('Chosen: Loop Habits CSV.zip')).toBeVisible();
    await expect(data.getByText('No file chosen', { exact: false })).toHaveCount(0);
    await expectThemedCheckboxes(page, data, 'the import preview');

    await openSettled(page, '/profile/tokens');
    await expectThemedCheckboxes(page, page.getByRole('main'), 'Access tokens');

    await openSettled(page, '/goals');
    await page.getByRole('button', { name: /^Edit plan of / }).first().click();
    const plan = page.getByRole('dialog');
    await expect(plan).toBeVisible();
    await expectThemedCheckboxes(page, plan, 'the goal plan dialog');
  });
});
