import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { addedHabits, itemIds } from '../../../test/items';
import { signedInUser } from '../../../test/users';
import { addDays, userToday } from '../../shared/dates';

// Issue 15: an open Goals page (goalsChanged) follows every change that moves a goal's progress,
// not only changes to the goals themselves: a linked task done or deleted, a linked habit ticked,
// given an amount or skipped.

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const clients: WsClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});

const today = () => userToday({ timeZone: 'UTC', dayStartHour: 0 });

/** A graphql-ws client as a browser tab: the session cookie and the app's Origin on the upgrade. */
function connect(cookie: string): WsClient {
  const headers = { cookie, origin: app.url };
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: BrowserLikeSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => {},
  });
  clients.push(client);
  return client;
}

interface GoalEvent { goalsChanged: Array<{ id: string; progress: { tasksDone: number; tasksTotal: number; habitsDone: number; habitsDue: number; percent: number } }> }

/** Subscribes to goalsChanged; `next(predicate)` waits for a matching event (after those already taken). */
function goalsFeed(client: WsClient) {
  const received: GoalEvent[] = [];
  const waiters: Array<() => void> = [];
  let failure: unknown;
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  client.subscribe({ query: `subscription { goalsChanged { id progress { tasksDone tasksTotal habitsDone habitsDue percent } } }` }, {
    next: (value) => {
      if (value.errors?.length) failure = value.errors;
      else received.push(value.data as unknown as GoalEvent);
      notify();
    },
    error: (error) => { failure = error; notify(); },
    complete: notify,
  });
  let taken = 0;
  return {
    received,
    async next(predicate: (event: GoalEvent) => boolean, timeoutMs = 3000): Promise<GoalEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((event, i) => i >= taken && predicate(event));
        if (index >= 0) {
          taken = index + 1;
          return received[index];
        }
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

async function subscribed(n: number): Promise<void> {
  for (let tries = 0; app.services.live.subscriptionCount < n; tries += 1) {
    if (tries > 200) throw new Error(`only ${app.services.live.subscriptionCount} of ${n} subscriptions`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('goalsChanged follows the progress of the goals', () => {
  it('sends the goals again, with their progress moved, when a linked task is completed or deleted and a linked habit ticked, given an amount or skipped', async () => {
    const { client } = await signedInUser(app, { plan: 'unlimited' });
    const day = today();
    /** A GraphQL call that must succeed. */
    const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const { data, errors } = await client.gql<T>(query, variables);
      if (errors) throw new Error(JSON.stringify(errors));
      return data!;
    };
    const complete = (id: string) => ok(`mutation($id: ID!, $day: LocalDate) { setTaskComplete(id: $id, complete: true, day: $day) { id } }`, { id, day });
    const [itemId] = await itemIds(app, 'goal', 1);
    const goalId = (await ok<{ addGoal: { id: string } }>(`mutation($id: ID!) { addGoal(itemId: $id) { id } }`, { id: itemId })).addGoal.id;
    const task = async (text: string) =>
      (await ok<{ createTask: { id: string } }>(`mutation($text: String!, $goalId: ID) { createTask(text: $text, goalId: $goalId) { id } }`, { text, goalId })).createTask.id;
    const first = await task('Buy running shoes');
    const second = await task('Find a training plan');
    const [habitId] = await addedHabits(app, client, 1);
    await ok(`mutation($h: ID!, $g: ID!) { linkHabitToGoal(habitId: $h, goalId: $g) { id } }`, { h: habitId, g: goalId });
    await app.db.dataSource.query(`UPDATE user_habits SET created_at = now() - interval '1 day' WHERE id = $1`, [habitId]);

    const before = app.services.live.subscriptionCount;
    const feed = goalsFeed(connect(client.cookie));
    await subscribed(before + 1);
    const progress = (event: GoalEvent) => event.goalsChanged.find((goal) => goal.id === goalId)?.progress;

    await complete(first);
    expect(progress(await feed.next((event) => progress(event)?.tasksDone === 1))).toMatchObject({ tasksDone: 1, tasksTotal: 2 });

    // Each event re-reads the progress: nothing is remembered from the previous one.
    await complete(second);
    expect(progress(await feed.next((event) => progress(event)?.tasksDone === 2))).toMatchObject({ tasksDone: 2, tasksTotal: 2 });

    const open = await task('Maybe a watch');
    expect(progress(await feed.next((event) => progress(event)?.tasksTotal === 3))).toMatchObject({ tasksDone: 2, tasksTotal: 3 });
    await ok(`mutation($id: ID!) { deleteTask(id: $id) }`, { id: open });
    expect(progress(await feed.next((event) => progress(event)?.tasksTotal === 2))).toMatchObject({ tasksDone: 2, tasksTotal: 2 });

    // The habit, held since yesterday, missed yesterday: 0 of 1 due days; today counts once done.
    const setDone = (done: boolean) => ok(`mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { id } }`, { id: habitId, day, done });
    const setValue = (value: string | null) => ok(`mutation($id: ID!, $day: LocalDate!, $value: String) { setHabitValue(id: $id, day: $day, value: $value) { id } }`, { id: habitId, day, value });
    const habits = (done: number, due: number) => (event: GoalEvent) => progress(event)?.habitsDone === done && progress(event)?.habitsDue === due;
    await setDone(true);
    await feed.next(habits(1, 2));
    await setDone(false);
    await feed.next(habits(0, 1));
    await setValue('1');
    await feed.next(habits(1, 2));
    await setValue(null);
    await feed.next(habits(0, 1));
    await ok(`mutation($id: ID!, $day: LocalDate!) { setHabitSkipped(id: $id, day: $day, skipped: true) { id } }`, { id: habitId, day: addDays(day, -1) });
    await feed.next(habits(0, 0));
  }, 30_000);
});
