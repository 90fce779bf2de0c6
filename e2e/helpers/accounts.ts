import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail, mailCount } from './mail';

export const PASSWORD = 'trail-mix-42';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A fresh account's details; the address is unique per run and per test. */
export function newAccount(tag: string): Account {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  return { username: `${tag} ${unique.slice(-5)}`, email: `e2e-${tag}-${unique}@example.com`, password: PASSWORD };
}

/** Calls the API's GraphQL endpoint directly, for setting up what a test does not exercise. */
async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = await response.json() as { data?: unknown; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join('; ')}`);
  return body.data;
}

/** Registers through the API (one of the 10 registrations an address may make per hour). */
export async function registerAccount(request: APIRequestContext, account: Account, locale?: string): Promise<void> {
  await graphql(request, 'mutation ($input: RegisterInput!) { register(input: $input) }', {
    input: {
      focusAreas: ['Health'], challenges: ['No Time'],
      username: account.username, email: account.email, password: account.password, goalsLevel: 'free', locale,
    },
  });
}

/** Registers (in `locale`, English by default) and activates through the API, following the link in the activation email. */
export async function createActivatedAccount(request: APIRequestContext, tag: string, locale?: string): Promise<Account> {
  const account = newAccount(tag);
  const before = mailCount();
  await registerAccount(request, account, locale);
  const link = await linkFromMail(account.email, '/activate', before);
  await graphql(request, 'mutation ($token: String!) { activateAccount(token: $token) { id } }', {
    token: link.slice('/activate/'.length),
  });
  return account;
}

/** Fills the login form of the current page and presses Sign In. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the form on /login, as a user does, and lands on /home. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs in through the API, for tests whose subject is not signing in (`signIn` is the form's
 * way): the session cookie lands in the page's browser context and the page stays where it is,
 * so the test's own first page load is the only one.
 */
export async function signInByApi(page: Page, account: Account): Promise<void> {
  await graphql(page.request, 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { user { id } } }',
    { email: account.email, password: account.password });
}
