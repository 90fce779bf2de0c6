import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations } from './helpers/axe';
import { myList, skipTutorial } from './helpers/goals';
import { addCatalogueHabits, graphqlAsUser, setHabitDoneAsUser } from './helpers/work';

// Issue 16: Profile › Your data. The export downloads, a Loop Habit Tracker CSV zip is
// previewed and imported through the drop zone's file input, against the real API.

/** A Loop Habit Tracker CSV export of one habit (HabitsCSVExporter's layout). */
function loopZip(): Uint8Array {
  return zipSync({
    'Habits.csv': strToU8('Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n'
      + '001,Étirements,YES_NO,Did you stretch?,,3,7,#388E3C,,,,false\n'),
    '001 tirements/Checkmarks.csv': strToU8('Date,Value,Notes\n2024-05-03,SKIP,\n2024-05-02,NO,\n2024-05-01,YES_MANUAL,Dos raide\n'),
    'Checkmarks.csv': strToU8('Date,Étirements,\n'),
  });
}

test.describe('your data', () => {
  test('downloads the export, previews a Loop import and imports it', async ({ page }) => {
    const account = await createActivatedAccount(page.request, 'your-data');
    await signInByApi(page, account);
    await skipTutorial(page);
    const [habit] = await addCatalogueHabits(page, 1);
    const { me } = await graphqlAsUser<{ me: { today: string } }>(page, 'query { me { today } }');
    await setHabitDoneAsUser(page, habit.id, me.today);

    // The Habits page's list is in the app's cache before the import (client-side navigation keeps it).
    await page.goto('/habits');
    await expect(myList(page, 'My habits').getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download Cairn JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cairn-export-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readFile((await download.path())!, 'utf8')) as { format: string; habits: Array<{ entries: Array<{ day: string; state: string }> }> };
    expect(document.format).toBe('cairn-export');
    expect(document.habits[0].entries).toEqual([{ day: me.today, state: 'done' }]);

    const [zip] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download Loop CSV (zip)' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^cairn-loop-csv-\d{4}-\d{2}-\d{2}\.zip$/);

    await expect(section.getByText('Files up to 50 MB.', { exact: false })).toBeVisible();
    await section.getByLabel('Choose a file').setInputFiles({ name: 'Loop Habits CSV 2024-05-04.zip', mimeType: 'application/zip', buffer: Buffer.from(loopZip()) });
    await expect(section.getByRole('heading', { name: 'Preview: Loop Habit Tracker CSV export' })).toBeVisible();
    await expect(section.getByText('Will import 1 habit, 2 days, 1 note')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'Import Étirements' })).toBeChecked();
    await expectNoAxeViolations(page, '/profile with an import preview');
    // The preview changed nothing yet.
    const before = await graphqlAsUser<{ myHabits: Array<{ id: string }> }>(page, 'query { myHabits { id } }');
    expect(before.myHabits).toHaveLength(1);

    await section.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Imported 1 habit, 2 days, 1 note' })).toBeVisible();
    const after = await graphqlAsUser<{ myHabits: Array<{ id: string; item: { text: string } }> }>(page, 'query { myHabits { id item { text } } }');
    expect(after.myHabits.map((row) => row.item.text)).toContain('Étirements');
    // Back on the Habits page without a reload, the imported habit is there: the import refreshed the cached list.
    await page.getByRole('link', { name: 'Habits', exact: true }).first().click();
    await expect(myList(page, 'My habits').getByRole('article', { name: 'Étirements' })).toBeVisible();
  });

  test('says why a file cannot be imported', async ({ page }) => {
    const account = await createActivatedAccount(page.request, 'your-data-refusal');
    await signInByApi(page, account);
    await skipTutorial(page);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByLabel('Choose a file').setInputFiles({ name: 'Loop Habits Backup.db', mimeType: 'application/octet-stream', buffer: Buffer.from('not a database') });
    await expect(section.getByRole('alert')).toHaveText('This .db file is not a SQLite database, so it is not a Loop Habit Tracker backup.');
  });
});
