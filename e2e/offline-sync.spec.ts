import { expect, request as apiRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { createActivatedAccount, signIn, signInByApi } from './helpers/accounts';
import { skipTutorial } from './helpers/goals';
import { reloadKeptForOffline } from './helpers/offline';
import { addCatalogueHabits, browserDay, createTaskAsUser, graphqlAsUser, setHabitDoneAsUser, workLists } from './helpers/work';

// The service worker is the subject here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 28, what happens when the outbox meets the server: two devices converge on the change
// made last, a change the server refuses is shown with its reason while the rest lands, another
// account on the same browser never sends nor sees the outbox, and Background Sync sends it
// with no tab open.

const status = (page: Page) => page.getByText(/^(Offline|Syncing) —/);

async function serverStates(page: Page, day: string): Promise<Record<string, string>> {
  const { dashboard } = await graphqlAsUser<{ dashboard: { habits: Array<{ habit: { id: string }; status: string }> } }>(
    page, 'query ($day: LocalDate!) { dashboard(day: $day) { habits { habit { id } status } } }', { day });
  return Object.fromEntries(dashboard.habits.map(({ habit, status: state }) => [habit.id, state]));
}

/**
 * The signed-in user on Work, with the service worker keeping the app (the page reloads through it)
 * and the day's `habits` drawn: going offline before the day arrived would leave nothing to tick.
 */
async function onWork(page: Page, habits: number): Promise<void> {
  await page.goto('/workspace');
  await reloadKeptForOffline(page);
  const lists = workLists(page);
  await expect(lists.habitsToDo.or(lists.habitsDone).getByRole('checkbox')).toHaveCount(habits);
}

/** The user's waiting changes kept in this browser, by user id. */
function outboxUsers(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    const open = indexedDB.open('cairn-offline');
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => resolve(all.result.map((entry: { userId: string }) => entry.userId));
    };
  }));
}

test('two devices of one user edit the same day, one offline: both converge on the change made last; a task deleted elsewhere is a notice', async ({ page, browser }) => {
  const account = await createActivatedAccount(page.request, 'offline-converge');
  await signInByApi(page, account);
  await skipTutorial(page);
  const [x, y] = await addCatalogueHabits(page, 2);
  const day = await browserDay(page);
  for (const habit of [x, y]) await setHabitDoneAsUser(page, habit.id, day);
  await createTaskAsUser(page, 'Return the keys');

  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  try {
    await onWork(page, 2);
    await signInByApi(other, account);
    await onWork(other, 2);
    const phone = workLists(page);
    const desk = workLists(other);
    await expect(phone.habitsDone.getByRole('checkbox', { checked: true })).toHaveCount(2);

    // The phone goes offline and unticks both.
    await page.context().setOffline(true);
    await phone.habitsDone.getByRole('checkbox', { name: y.text }).click();
    await phone.habitsDone.getByRole('checkbox', { name: x.text }).click();
    // ... and completes a task, which the laptop then deletes.
    await phone.tasksToDo.getByRole('checkbox', { name: 'Return the keys' }).click();
    await expect(phone.tasksDone.getByText('Return the keys')).toBeVisible();
    await expect(status(page)).toHaveText('Offline — 3 changes waiting to sync');
    await desk.tasksToDo.getByRole('button', { name: 'Delete task Return the keys' }).click();
    await expect(desk.tasksToDo.getByText('Return the keys')).toHaveCount(0);
    // Later, the laptop takes Y's back (untick, tick: done, made after the phone's) ...
    await desk.habitsDone.getByRole('checkbox', { name: y.text }).click();
    await desk.habitsToDo.getByRole('checkbox', { name: y.text }).click();
    await expect(desk.habitsDone.getByRole('checkbox', { name: y.text })).toBeChecked();
    // ... and the phone, still offline, ticks X again and then unticks it: its last word on X.
    await phone.habitsToDo.getByRole('checkbox', { name: x.text }).click();
    await phone.habitsDone.getByRole('checkbox', { name: x.text }).click();
    await expect(status(page)).toHaveText('Offline — 5 changes waiting to sync');
    await expect(phone.habitsToDo.getByRole('checkbox')).toHaveCount(2);

    await page.context().setOffline(false);
    await expect(page.getByText('Not synced: it was deleted on another device.')).toBeVisible();
    await expect(status(page)).toHaveCount(0);
    await expect(phone.tasksDone.getByText('Return the keys')).toHaveCount(0);
    // Y: the laptop's change was made last, so the phone's older untick did not apply; X: the phone's.
    expect(await serverStates(page, day)).toEqual({ [x.id]: 'TO_DO', [y.id]: 'DONE' });
    for (const lists of [phone, desk]) {
      await expect(lists.habitsDone.getByRole('checkbox', { name: y.text })).toBeChecked();
      await expect(lists.habitsToDo.getByRole('checkbox', { name: x.text })).not.toBeChecked();
    }
  } finally {
    await laptop.close();
  }
});

test('an offline add past the Free limit is refused on sync with the reason, and the other changes land', async ({ page, context }) => {
  const account = await createActivatedAccount(page.request, 'offline-limit');
  await signInByApi(page, account);
  await skipTutorial(page);
  const [habit] = await addCatalogueHabits(page, 1);
  for (let i = 1; i <= 9; i += 1) await createTaskAsUser(page, `Task ${i}`);
  await onWork(page, 1);
  const lists = workLists(page);
  await expect(lists.tasksToDo.getByRole('listitem')).toHaveCount(9);

  await context.setOffline(true);
  await page.getByLabel('New task').fill('Offline tenth');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await expect(status(page)).toHaveText('Offline — 2 changes waiting to sync');
  // Meanwhile another device takes the tenth place.
  const elsewhere = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL, storageState: await context.storageState() });
  const created = await elsewhere.post('/graphql', { data: { query: 'mutation { createTask(text: "Added elsewhere") { id } }' } });
  expect(created.ok()).toBe(true);
  await elsewhere.dispose();

  await context.setOffline(false);
  await expect(page.getByText('Not synced: The Free plan holds up to 10 open tasks. Remove one, or switch to the Unlimited plan for unlimited goals, habits and tasks.')).toBeVisible();
  await expect(status(page)).toHaveCount(0);
  // The screen shows the server's list: the refused task is gone, the other device's is there; the tick landed.
  await expect(lists.tasksToDo.getByText('Added elsewhere')).toBeVisible();
  await expect(lists.tasksToDo.getByText('Offline tenth')).toHaveCount(0);
  await expect(lists.habitsDone.getByRole('checkbox', { name: habit.text })).toBeChecked();
  expect(await serverStates(page, await browserDay(page))).toEqual({ [habit.id]: 'DONE' });
});

test('a session that ends offline keeps its outbox for its own user: another account on the browser never sends nor sees it', async ({ page, context }) => {
  const first = await createActivatedAccount(page.request, 'offline-first');
  await signInByApi(page, first);
  await skipTutorial(page);
  const [habit] = await addCatalogueHabits(page, 1);
  const { me: { id: firstId } } = await graphqlAsUser<{ me: { id: string } }>(page, '{ me { id } }');
  await onWork(page, 1);
  const lists = workLists(page);

  await context.setOffline(true);
  await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await expect(status(page)).toHaveText('Offline — 1 change waiting to sync');
  // The session ends while offline (expired, or cleared): no sign-out ran, so the change stays.
  await context.clearCookies();
  await context.setOffline(false);
  const second = await createActivatedAccount(page.request, 'offline-second');
  await signIn(page, second);
  await skipTutorial(page);
  await page.goto('/workspace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(status(page)).toHaveCount(0);
  expect(await outboxUsers(page)).toEqual([firstId]);
  // Signing the second account out (nothing of its own waits) leaves the first's change alone.
  await page.getByRole('link', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await outboxUsers(page)).toEqual([firstId]);
  await expect(page.getByText(/^Not synced/)).toHaveCount(0);

  // The first user back: their change goes, as theirs.
  await signIn(page, first);
  await expect.poll(() => outboxUsers(page)).toEqual([]);
  expect(await serverStates(page, await browserDay(page))).toEqual({ [habit.id]: 'DONE' });
});

/** Fires the service worker's Background Sync for `tag` (as the browser does when the connection returns), from a page outside the app. */
async function fireBackgroundSync(context: BrowserContext, origin: string, tag: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registration, tag, lastChance: false });
  await blank.close();
}

test('Background Sync sends the outbox with every Cairn tab closed', async ({ page, context, baseURL }) => {
  const account = await createActivatedAccount(page.request, 'offline-bgsync');
  await signInByApi(page, account);
  await skipTutorial(page);
  const [habit, other] = await addCatalogueHabits(page, 2);
  const day = await browserDay(page);
  await onWork(page, 2);
  const lists = workLists(page);

  await context.setOffline(true);
  await lists.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await lists.habitsToDo.getByRole('checkbox', { name: other.text }).click();
  await expect(status(page)).toHaveText('Offline — 2 changes waiting to sync');
  await page.close();

  await context.setOffline(false);
  const origin = new URL(baseURL!).origin;
  await fireBackgroundSync(context, origin, 'cairn-outbox');
  const server = await apiRequest.newContext({ baseURL, storageState: await context.storageState() });
  try {
    const states = async () => {
      const answer = await server.post('/graphql', { data: { query: 'query ($day: LocalDate!) { dashboard(day: $day) { habits { status } } }', variables: { day } } });
      return ((await answer.json()) as { data: { dashboard: { habits: Array<{ status: string }> } } }).data.dashboard.habits.map((h) => h.status);
    };
    await expect.poll(states).toEqual(['DONE', 'DONE']);
  } finally {
    await server.dispose();
  }
  // Sent, and so gone from the outbox (read from a page of the origin that does not run the app).
  // The worker clears each entry once the server's answer is in: the server may show the change
  // a moment before the entry goes (seen in CI).
  const reopened = await context.newPage();
  await reopened.goto('/offline.html');
  await expect.poll(() => outboxUsers(reopened)).toEqual([]);
});
