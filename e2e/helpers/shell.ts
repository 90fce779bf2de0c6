import type { ConsoleMessage, Locator, Page } from '@playwright/test';

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

/** Console errors and uncaught exceptions while `visit` runs. */
export async function consoleErrors(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  };
  const onError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return errors;
}
