import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { skipTutorial } from './helpers/goals';
import { appKeptForOffline, reloadKeptForOffline } from './helpers/offline';
import { addCatalogueHabits, browserDay, graphqlAsUser, workLists } from './helpers/work';

// The service worker is the subject here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 28: the day opens offline from the last data seen, every change made offline waits in
// the outbox (and survives a reload), and syncs once when the connection returns.

/** What the Work day kept in IndexedDB must hold: its number of habits, and a task by its text. */
interface KeptDay {
  habits: number;
  task?: string;
}

/** Resolves once the service worker keeps the app (its page too) and the user's kept cache holds the day as `kept` says. */
async function readyForOffline(page: Page, kept: KeptDay): Promise<void> {
  await reloadKeptForOffline(page);
  await dayKept(page, kept);
}

/**
 * Resolves once the cache kept in IndexedDB holds a Work day with `kept.habits` habits (and the
 * task named `kept.task` in its list): the state this page shows, not merely an earlier copy
 * that happens to mention the same words (an earlier page's save can still be landing).
 */
async function dayKept(page: Page, kept: KeptDay): Promise<void> {
  // Polled from here: waitForFunction takes a promise for a truthy answer and would not wait.
  await expect.poll(() => page.evaluate(({ habits, task }) => new Promise<boolean>((resolve) => {
    type Entity = { habits?: unknown[]; tasks?: Array<{ __ref: string }>; text?: string };
    const open = indexedDB.open('cairn-offline');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('cache')) return resolve(false);
      const all = db.transaction('cache').objectStore('cache').getAll();
      all.onsuccess = () => resolve(all.result.some((entry: { data: string }) => {
        const data = JSON.parse(entry.data) as Record<string, Entity>;
        return Object.entries(data).some(([id, day]) => id.startsWith('Dashboard:') && day.habits?.length === habits
          && (!task || (day.tasks ?? []).some((ref) => data[ref.__ref]?.text === task)));
      }));
      all.onerror = () => resolve(false);
    };
    open.onerror = () => resolve(false);
  }), kept), { timeout: 30_000 }).toBe(true);
}

interface ServerDay {
  dashboard: { habits: Array<{ habit: { id: string }; status: string; value: string | null }>; tasks: Array<{ text: string; complete: boolean; position: number }> };
}

test('offline, Work opens from the last data seen, every change waits (through a reload), and syncs once online', async ({ page, context }) => {
  const account = await createActivatedAccount(page.request, 'offline-day');
  await signInByApi(page, account);
  await skipTutorial(page);
  const habits = await addCatalogueHabits(page, 5);
  // The fifth is measured: three glasses a day.
  await graphqlAsUser(page, 'mutation ($id: ID!, $input: HabitSettingsInput!) { updateHabitSettings(id: $id, input: $input) { id } }',
    { id: habits[4].id, input: { target: { unit: 'glasses', amount: '3', direction: 'AT_LEAST' } } });
  await page.goto('/workspace');
  const lists = workLists(page);
  await expect(lists.habitsToDo.getByRole('checkbox')).toHaveCount(5);
  await readyForOffline(page, { habits: 5 });
  await expect(lists.habitsToDo.getByRole('checkbox')).toHaveCount(5);

  await context.setOffline(true);
  await page.reload();
  const status = page.getByText(/^Offline —/);
  await expect(status).toHaveText('Offline — changes will sync');
  await expect(lists.habitsToDo.getByRole('checkbox')).toHaveCount(5);

  // Three ticks, an amount (2 of 3 glasses: still to do) and a skip.
  for (const habit of habits.slice(0, 3)) {
    await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
    await expect(lists.habitsDone.getByRole('checkbox', { name: habit.text })).toBeChecked();
  }
  const amount = lists.habitsToDo.getByRole('listitem').filter({ hasText: habits[4].text }).getByLabel('glasses (at least 3)');
  await amount.fill('2');
  await amount.press('Enter');
  await expect(status).toHaveText('Offline — 4 changes waiting to sync');
  await lists.habitsToDo.getByRole('button', { name: `Skip ${habits[3].text} today` }).click();
  await expect(status).toHaveText('Offline — 5 changes waiting to sync');
  // Two tasks added, the second moved above the first, the first completed.
  for (const text of ['Pack the tent', 'Buy matches']) {
    await page.getByLabel('New task').fill(text);
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect(lists.tasksToDo.getByText(text)).toBeVisible();
  }
  await lists.tasksToDo.getByRole('button', { name: 'Move Buy matches up' }).click();
  await expect(lists.tasksToDo.getByRole('listitem')).toHaveText([/Buy matches/, /Pack the tent/]);
  await lists.tasksToDo.getByRole('checkbox', { name: 'Pack the tent' }).click();
  await expect(lists.tasksDone.getByText('Pack the tent')).toBeVisible();
  await expect(status).toHaveText('Offline — 9 changes waiting to sync');
  await expect(page.getByText('Error retrieving habits')).toHaveCount(0);
  await dayKept(page, { habits: 5, task: 'Buy matches' });

  // Closed and opened again, still offline: the changes are still shown, and still waiting.
  await page.reload();
  await expect(status).toHaveText('Offline — 9 changes waiting to sync');
  // Completed holds the three ticked and the skipped one; the measured one waits at 2 of 3.
  await expect(lists.habitsDone.getByRole('checkbox')).toHaveCount(4);
  await expect(lists.habitsDone.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(amount).toHaveValue('2');
  await expect(lists.tasksToDo.getByText('Buy matches')).toBeVisible();
  await expect(lists.tasksDone.getByText('Pack the tent')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
  const day = await browserDay(page);
  const server = await graphqlAsUser<ServerDay>(page, 'query ($day: LocalDate!) { dashboard(day: $day) { habits { habit { id } status value } tasks { text complete position } } }', { day });
  const states = Object.fromEntries(server.dashboard.habits.map(({ habit, status, value }) => [habit.id, { status, value }]));
  expect(states).toEqual({
    [habits[0].id]: { status: 'DONE', value: null },
    [habits[1].id]: { status: 'DONE', value: null },
    [habits[2].id]: { status: 'DONE', value: null },
    [habits[3].id]: { status: 'SKIPPED', value: null },
    [habits[4].id]: { status: 'TO_DO', value: '2' },
  });
  const [buy, pack] = ['Buy matches', 'Pack the tent'].map((text) => server.dashboard.tasks.find((task) => task.text === text));
  expect(server.dashboard.tasks).toHaveLength(2);
  expect([buy?.complete, pack?.complete]).toEqual([false, true]);
  expect(buy!.position).toBeLessThan(pack!.position);
});

test('signing out with changes not synced asks first, and leaves nothing of the user in the browser', async ({ page, context }) => {
  const first = await createActivatedAccount(page.request, 'offline-owner');
  await signInByApi(page, first);
  await skipTutorial(page);
  const [habit] = await addCatalogueHabits(page, 1);
  await page.goto('/workspace');
  const lists = workLists(page);
  await expect(lists.habitsToDo.getByRole('checkbox', { name: habit.text })).toBeVisible();
  // The sign-out screen's code must open offline: the first page load keeps every screen's.
  await appKeptForOffline(page);

  await context.setOffline(true);
  await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await expect(page.getByText(/^Offline —/)).toHaveText('Offline — 1 change waiting to sync');
  await page.getByRole('link', { name: /log ?out/i }).click();
  const warning = page.getByRole('alertdialog', { name: 'Sign out with changes not synced?' });
  await expect(warning).toContainText('1 change you made has not synced yet. If you sign out now, it will be lost.');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(lists.habitsDone.getByRole('checkbox', { name: habit.text })).toBeChecked();

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
  await page.getByRole('link', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('cairn-offline');
    open.onsuccess = () => {
      const count = open.result.transaction(['cache', 'outbox']).objectStore('cache').count();
      count.onsuccess = () => resolve(count.result);
    };
  }));
  expect(stored).toBe(0);
});
