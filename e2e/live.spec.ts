import { expect, test } from '@playwright/test';
import { createActivatedAccount, signIn } from './helpers/accounts';
import { chunkOf, scriptsContaining } from './helpers/bundle';
import { addCatalogueHabits, expectRows, operationAnswered, workLists } from './helpers/work';

// Live updates (issue 18): two tabs of one user; a change in one appears in the other, without a
// reload, through the graphql-ws subscription.

/**
 * The subscription code, found in the build rather than by chunk names: the module that opens
 * the WebSocket (live-link.ts, loaded on demand) and the script holding graphql-ws (the only code
 * that names its protocol, graphql-transport-ws).
 */
const subscriptionCode = () => [...new Set([chunkOf('src/app/providers/live-link.ts'), ...scriptsContaining('graphql-transport-ws')])];
const scriptPath = (url: string) => new URL(url).pathname;

test('a habit ticked and a task added in one tab appear in the other, once each', async ({ page, context }) => {
  const account = await createActivatedAccount(page.request, 'live');
  // The first tab fetches every script it runs (nothing is cached yet in this context).
  const scripts = new Set<string>();
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.add(scriptPath(request.url())); });
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  const [habit] = await addCatalogueHabits(page, 1);
  await page.reload();

  const laptop = await context.newPage();
  const sockets: string[] = [];
  laptop.on('websocket', (socket) => sockets.push(socket.url()));
  await laptop.goto('/workspace');
  const phone = workLists(page);
  const open = workLists(laptop);
  await expectRows(open.habitsToDo, [habit.text]);
  await expect.poll(() => sockets.some((url) => url.endsWith('/graphql'))).toBe(true);
  // A screen that subscribes loads the subscription code (the landing page's test below proves it does not).
  await expect.poll(() => subscriptionCode().filter((file) => !scripts.has(file))).toEqual([]);

  const ticked = operationAnswered(page, 'WorkSetHabitDone');
  await phone.habitsToDo.getByRole('checkbox', { name: habit.text }).click();
  await ticked;
  await expectRows(open.habitsDone, [habit.text]);
  await expect(open.habitsToDo).toHaveCount(0);

  const added = operationAnswered(laptop, 'WorkCreateTask');
  await laptop.getByLabel('New task').fill('Call the bank');
  await laptop.getByRole('button', { name: 'Add Task' }).click();
  await added;
  await expectRows(phone.tasksToDo, ['Call the bank']);
  // The tab that added it shows it once: its own answer and the event do not duplicate it.
  await expectRows(open.tasksToDo, ['Call the bank']);
});

test('the landing page opens no WebSocket and loads no subscription code', async ({ page }) => {
  const sockets: string[] = [];
  const scripts: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(request.url()); });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  const code = subscriptionCode();
  expect(code.length).toBeGreaterThanOrEqual(2);
  expect(scripts.map(scriptPath).filter((file) => code.includes(file))).toEqual([]);
});

test('the REST reference at /api/docs renders the OpenAPI document under the app\'s CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => { if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`); });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Cairn REST API/ })).toBeVisible();
  await expect(page.getByText('/tokens/{id}', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
