import type { Locator, Page } from '@playwright/test';

/** The sidebar's collapse/expand button, whichever state it is in. */
export function sidebarToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
}

export function sidebarNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Sections' });
}

export function navbar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The theme-* classes on <body>. */
export async function bodyThemeClasses(page: Page): Promise<string[]> {
  const className = await page.locator('body').getAttribute('class');
  return (className ?? '').split(/\s+/).filter((name) => name.startsWith('theme-'));
}

/** Today's local date as the app stores it (YYYY-MM-DD), computed in the browser. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}
