import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { createActivatedAccount, signInByApi } from './helpers/accounts';
import { addCatalogueHabits, browserDay, graphqlAsUser } from './helpers/work';

// Issue 31: a browser app on another origin reads the user's day with a token (its request is
// preflighted: Authorization is not a simple header); the same page sending the user's cookie
// instead is refused by the browser, since Cairn never allows credentials across origins.

let site: Server;
let siteOrigin: string;
test.beforeAll(async () => {
  site = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html lang="en"><title>Coach</title><h1>A coaching app</h1></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('a page on another origin reads the dashboard with a token; with the cookie it is refused', async ({ page, baseURL }) => {
  const account = await createActivatedAccount(page.request, 'cors');
  await signInByApi(page, account);
  const [habit] = await addCatalogueHabits(page, 1);
  const { createAccessToken } = await graphqlAsUser<{ createAccessToken: { secret: string } }>(page,
    'mutation { createAccessToken(input: { name: "Coach", scopes: ["read"] }) { secret } }');
  await page.goto(siteOrigin);
  const day = await browserDay(page);

  const read = await page.evaluate(async ({ api, secret, today }) => {
    const answer = await fetch(`${api}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($day: LocalDate!) { dashboard(day: $day) { habits { habit { id } status } } }', variables: { day: today } }),
    });
    return { status: answer.status, remaining: answer.headers.get('RateLimit-Remaining'), body: await answer.json() as unknown };
  }, { api: baseURL!, secret: createAccessToken.secret, today: day });
  expect(read.status).toBe(200);
  expect(read.remaining).toMatch(/^\d+$/);
  expect(read.body).toEqual({ data: { dashboard: { habits: [{ habit: { id: habit.id }, status: 'TO_DO' }] } }, extensions: expect.anything() });

  // The same call with the user's cookie instead of a token: the browser sends the cookie (same
  // host, another port) but does not let this origin read the answer.
  const withCookie = await page.evaluate(async (api) => {
    try {
      await fetch(`${api}/graphql`, {
        method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }),
      });
      return 'read';
    } catch (error) {
      return (error as Error).name;
    }
  }, baseURL!);
  expect(withCookie).toBe('TypeError');
});
