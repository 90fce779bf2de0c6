import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { expectNoAxeViolations } from './helpers/axe';
import { skipTutorial } from './helpers/goals';
import { browserDay } from './helpers/work';

// Issue 27: Progress at "A year" and "All" with a ten-year imported history stays within the
// viewport (a year's calendar scrolls inside its card, opening on the newest weeks; beyond a year
// it counts by month), renders no node per day of a long range, and its date ranges carry the year.

/** A Loop Habit Tracker CSV export of one habit kept every third day from ten years ago to `today`. */
function tenYearZip(today: string): Uint8Array {
  const rows: string[] = [];
  const end = new Date(`${today}T12:00:00Z`);
  const start = new Date(end);
  start.setUTCFullYear(end.getUTCFullYear() - 10);
  for (let day = new Date(end); day >= start; day.setUTCDate(day.getUTCDate() - 3)) {
    rows.push(`${day.toISOString().slice(0, 10)},YES_MANUAL,`);
  }
  return zipSync({
    'Habits.csv': strToU8('Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n'
      + '001,Long walk,YES_NO,Did you walk?,,1,1,#388E3C,,,,false\n'),
    '001 Long walk/Checkmarks.csv': strToU8(`Date,Value,Notes\n${rows.join('\n')}\n`),
    'Checkmarks.csv': strToU8('Date,Long walk,\n'),
  });
}

async function pageWidths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
}

test.describe('progress at long ranges', () => {
  test('"A year" and "All" over ten years fit the page at 1280 and 390 px and open on the newest weeks', async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createActivatedAccount(page.request, 'long-ranges');
    await signInByApi(page, account);
    await skipTutorial(page);

    // Unlimited, through the fake Checkout: every range is open.
    await page.goto('/plans');
    await page.getByRole('article', { name: 'Unlimited' }).getByRole('button', { name: 'Switch to Unlimited!' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible();

    const today = await browserDay(page);
    await page.goto('/profile');
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByLabel('Choose a file').setInputFiles({ name: 'Loop Habits CSV.zip', mimeType: 'application/zip', buffer: Buffer.from(tenYearZip(today)) });
    await data.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(data.getByRole('status').filter({ hasText: /Imported 1 habit/ })).toBeVisible();

    const thisYear = today.slice(0, 4);
    const earliestYear = String(Number(thisYear) - 10);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/progress');
      for (const range of ['A year', 'All']) {
        const started = Date.now();
        const radio = page.getByRole('radio', { name: range });
        await radio.click();
        await expect(radio).toBeChecked();
        const calendarCard = page.getByRole('region', { name: 'Habit calendar' });
        // Counts are written as English writes numbers: 3,650 days.
        const summary = /Long walk: done on [\d,]+ of [\d,]+ days/;
        // A year: a cell per day; beyond a year, a month to a cell (a table of years by months).
        const calendar = range === 'A year' ? calendarCard.getByRole('img', { name: summary }) : calendarCard.getByRole('table', { name: summary });
        await expect(calendar).toBeVisible();
        test.info().annotations.push({ type: 'render', description: `${range} at ${width} px: ${Date.now() - started} ms` });
        if (range === 'All') {
          // The range carries its years; the calendar has a row per year, the newest last.
          await expect(calendarCard.getByText(new RegExp(`${earliestYear} – .*${thisYear}`)).first()).toBeVisible();
          await expect(calendar.getByRole('row')).toHaveCount(12);
          await expect(calendar.getByRole('rowheader', { name: thisYear })).toBeVisible();
          // Thousands of days, yet a page of ordinary size: no node per day in the charts' tables or the calendar.
          expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2500);
        }

        const widths = await pageWidths(page);
        expect(widths.page, `the page at ${width} px, range ${range}`).toBeLessThanOrEqual(widths.viewport);
        if (range === 'A year') {
          // The year's days scroll inside their card, whose right edge they keep, opening on the newest weeks.
          const scroller = calendarCard.getByRole('group', { name: /^Calendar, / });
          const box = await scroller.evaluate((element) => {
            const card = element.closest('section')!.getBoundingClientRect();
            const own = element.getBoundingClientRect();
            return {
              right: own.right, cardRight: card.right, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth,
              atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
            };
          });
          expect(box.right, `the calendar at ${width} px`).toBeLessThanOrEqual(box.cardRight);
          expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
          expect(box.atEnd, 'the newest weeks are in view').toBe(true);
        } else {
          // The months fit their card: nothing to scroll.
          const box = await calendar.evaluate((element) => ({
            right: element.getBoundingClientRect().right,
            cardRight: element.closest('section')!.getBoundingClientRect().right,
          }));
          expect(box.right, `the month table at ${width} px`).toBeLessThanOrEqual(box.cardRight);
        }
        const caption = calendarCard.getByText(/Done on [\d,]+ of [\d,]+ days/);
        const captionBox = await caption.boundingBox();
        const cardBox = await calendarCard.boundingBox();
        expect(captionBox!.x + captionBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
      }
    }
    await expectNoAxeViolations(page, '/progress at All over ten years, 390 px');
  });
});
