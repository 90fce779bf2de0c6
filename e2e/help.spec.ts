import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openSettled } from './helpers/axe';

// Issue 27: Help (/instructions) fits the page at 1280 and 390 px and explains today's product.

const FEATURE_SECTIONS = [
  'Schedules and amounts', 'Skips, freezes and strength', 'Vacations', 'Time zone and day start',
  'Reminders', 'Signing in safely', 'Import and export', 'Access tokens and the API', 'Build on Cairn',
];

test.describe('help', () => {
  for (const width of [1280, 390]) {
    test(`has no sideways scroll at ${width} px and a section for every feature`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSettled(page, '/instructions');
      await expect(page.getByRole('heading', { level: 1, name: 'How Cairn works' })).toBeVisible();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.page, `Help's width at ${width} px`).toBeLessThanOrEqual(widths.viewport);
      for (const title of FEATURE_SECTIONS) {
        const section = page.getByRole('region', { name: title });
        await expect(section).toBeVisible();
        const box = (await section.boundingBox())!;
        expect(box.x + box.width, `${title} at ${width} px`).toBeLessThanOrEqual(widths.viewport);
      }
      // Weekly habits are not on Work every day.
      await expect(page.getByText('appears on Work each day')).toHaveCount(0);
      await expectNoAxeViolations(page, `/instructions at ${width} px`);
    });
  }
});
