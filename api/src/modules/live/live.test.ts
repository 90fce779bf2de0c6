import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import { itemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { latestToday } from '../../shared/dates';

let app: TestApp;
let second: SecondInstance;
beforeAll(async () => {
  app = await startTestApp();
  second = await startSecondInstance(app);
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

const today = () => latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000));
const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}/graphql`;
const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

/** A graphql-ws client as a browser tab (the session cookie and the app's Origin on the upgrade) or a token holder. */
function connect(base: string, auth: { cookie?: string; origin?: string; connectionParams?: Record<string, unknown>; acceptLanguage?: string }): { client: WsClient; closed: Promise<number> } {
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => { closedWith = resolve; });
  const headers = { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.acceptLanguage ? { 'accept-language': auth.acceptLanguage } : {}), origin: auth.origin ?? base };
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: wsUrl(base), webSocketImpl: BrowserLikeSocket, retryAttempts: 0, lazy: false,
    connectionParams: auth.connectionParams,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
    onNonLazyError: () => {},
  });
  clients.push(client);
  return { client, closed };
}

interface Received { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }

/** Subscribes and collects what arrives; `next(predicate)` waits for a matching event. */
function subscribe(client: WsClient, query: string, variables: Record<string, unknown> = {}) {
  const received: Received[] = [];
  let failure: unknown;
  const waiters: Array<() => void> = [];
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  client.subscribe({ query, variables }, {
    next: (value) => { received.push(value as Received); notify(); },
    error: (error) => { failure = error; notify(); },
    complete: notify,
  });
  return {
    received,
    get failure() { return failure; },
    async next(predicate: (event: Received) => boolean, timeoutMs = 3000): Promise<Received> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => { waiters.push(resolve); timer = setTimeout(resolve, left); });
        clearTimeout(timer);
      }
    },
  };
}

/** Waits until `instance` holds `n` subscriptions (the server has set them up). */
async function subscribed(instance: { services: TestApp['services'] }, n: number): Promise<void> {
  for (let tries = 0; instance.services.live.subscriptionCount < n; tries += 1) {
    if (tries > 200) throw new Error(`only ${instance.services.live.subscriptionCount} of ${n} subscriptions`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const DASHBOARD = `subscription($day: LocalDate!) { dashboardChanged(day: $day) { tasks { text } } }`;
type DashboardEvent = { dashboardChanged: { tasks: Array<{ text: string }> } };
const tasksOf = (event: Received) => (event.data as DashboardEvent | undefined)?.dashboardChanged.tasks.map((task) => task.text) ?? [];

describe('live updates over graphql-ws', () => {
  it('delivers a change made through instance A to the same user on instance B, and to no one else', async () => {
    const sam = await signedInUser(app);
    const kim = await signedInUser(app);
    const before = second.services.live.subscriptionCount;
    const samFeed = subscribe(connect(second.url, { cookie: sam.client.cookie }).client, DASHBOARD, { day: today() });
    const kimFeed = subscribe(connect(second.url, { cookie: kim.client.cookie }).client, DASHBOARD, { day: today() });
    await subscribed(second, before + 2);

    await sam.client.gql(`mutation { createTask(text: "Ticked on the phone") { id } }`);
    expect(tasksOf(await samFeed.next((event) => tasksOf(event).includes('Ticked on the phone')))).toEqual(['Ticked on the phone']);
    // Kim's own change arrives, and it is the only thing Kim ever heard.
    await kim.client.gql(`mutation { createTask(text: "Kim's task") { id } }`);
    await kimFeed.next((event) => tasksOf(event).includes("Kim's task"));
    expect(kimFeed.received.map(tasksOf)).toEqual([["Kim's task"]]);
    expect(samFeed.received.map(tasksOf)).toEqual([['Ticked on the phone']]);
  });

  it('authenticates by an access token in the connection parameters: goals and the profile', async () => {
    const sam = await signedInUser(app);
    const created = await sam.client.rest<{ secret: string }>('POST', '/api/tokens', { name: 'watcher', scopes: ['read'] });
    const { client } = connect(second.url, { origin: 'https://elsewhere.example', connectionParams: { authorization: `Bearer ${created.body.secret}` } });
    const before = second.services.live.subscriptionCount;
    const goals = subscribe(client, `subscription { goalsChanged { status item { id } } }`);
    const profile = subscribe(client, `subscription { meChanged { id username } }`);
    await subscribed(second, before + 2);

    const [itemId] = await itemIds(app, 'goal', 1);
    await sam.client.gql(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: itemId });
    const goalEvent = await goals.next((event) => Array.isArray(event.data?.goalsChanged));
    expect(goalEvent.data).toEqual({ goalsChanged: [{ status: 'NOT_STARTED', item: { id: itemId } }] });

    await sam.client.rest('PUT', `/api/auth/${sam.id}`, { username: 'Samira', focusAreas: ['Career'], challenges: ['No Time'] });
    expect((await profile.next((event) => Boolean(event.data?.meChanged))).data).toEqual({ meChanged: { id: sam.id, username: 'Samira' } });
  });

  it('refuses a connection without a valid session or token, and a cookie from another site', async () => {
    const sam = await signedInUser(app);
    expect(await connect(second.url, {}).closed).toBe(4403);
    expect(await connect(second.url, { connectionParams: { authorization: 'Bearer cairn_pat_unknown' } }).closed).toBe(4403);
    expect(await connect(second.url, { cookie: sam.client.cookie, origin: 'https://evil.example' }).closed).toBe(4403);
  });

  it('ends the feed of a token revoked while connected, and runs only subscriptions over the socket', async () => {
    const sam = await signedInUser(app);
    const created = await sam.client.rest<{ _id: string; secret: string }>('POST', '/api/tokens', { name: 'watcher', scopes: ['read'] });
    const { client } = connect(app.url, { connectionParams: { authorization: `Bearer ${created.body.secret}` } });
    const before = app.services.live.subscriptionCount;
    const feed = subscribe(client, DASHBOARD, { day: today() });
    await subscribed(app, before + 1);
    await sam.client.rest('DELETE', `/api/tokens/${created.body._id}`);
    await sam.client.gql(`mutation { createTask(text: "After revoking") { id } }`);
    const refused = await feed.next((event) => Boolean(event.errors?.length));
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.data ?? null).toBeNull();

    const sessionClient = connect(app.url, { cookie: sam.client.cookie }).client;
    const query = subscribe(sessionClient, `{ me { id } }`);
    await expect(query.next(() => false, 2000)).rejects.toThrow(/Only subscriptions/);

    // The refusals of a document, in the language the socket was opened in (issue 29).
    const german = connect(app.url, { cookie: sam.client.cookie, acceptLanguage: 'de' }).client;
    await expect(subscribe(german, `{ me { id } }`).next(() => false, 2000)).rejects.toThrow(/Über den WebSocket laufen nur Abonnements; sende Abfragen und Mutationen an POST \/graphql\./);
    await expect(subscribe(german, `subscription { nope }`).next(() => false, 2000)).rejects.toThrow(/Das Feld „nope“ gibt es im Typ „Subscription“ nicht\./);
  });

  it('keeps delivering after the listening connection to PostgreSQL is cut', async () => {
    const sam = await signedInUser(app);
    const before = second.services.live.subscriptionCount;
    const feed = subscribe(connect(second.url, { cookie: sam.client.cookie }).client, DASHBOARD, { day: today() });
    await subscribed(second, before + 1);
    const database = new URL(app.db.url).pathname.slice(1);
    const cut = await app.db.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`, [database]);
    expect(cut.length).toBeGreaterThanOrEqual(2); // both instances' listeners
    const until = async (condition: () => boolean, what: string) => {
      for (let tries = 0; !condition(); tries += 1) {
        if (tries > 300) throw new Error(what);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(() => !second.services.live.listening, 'the cut was not noticed');
    await until(() => second.services.live.listening && app.services.live.listening, 'the listener did not reconnect');
    // Events sent while it was down are lost: the reconnected listener asks every subscriber to re-read.
    await feed.next((event) => feed.received.indexOf(event) >= 0);
    await sam.client.gql(`mutation { createTask(text: "After the outage") { id } }`);
    await feed.next((event) => tasksOf(event).includes('After the outage'));
  });
});
