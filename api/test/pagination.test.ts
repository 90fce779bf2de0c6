import fc from 'fast-check';
import { startTestApp, type TestApp } from './app';
import { Client } from './client';
import { graphqlPage, HABITS_PAGE, restPage, seedGoalsAndHabits, type Fetched } from './pages';
import { signedInUser } from './users';
import { addedHabits } from './items';
import { addDays, latestToday } from '../src/shared/dates';
import { MAX_PAGE_SIZE } from '../src/shared/pagination';

// Issue 31, cursor pagination: the lists that grow with use answer pages (GraphQL connections,
// REST ?limit=&cursor= with a Link header). Through the real API, against PostgreSQL.
let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

/** A change made between two pages: add a row, delete one, or (where the list has an order of its own) move one. */
type Change = { kind: 'insert' | 'delete' | 'move'; pick: number };
const changes = (kinds: Array<Change['kind']>) => fc.array(fc.record({ kind: fc.constantFrom(...kinds), pick: fc.nat() }), { maxLength: 4 });

interface PagedList {
  /** Makes the list's first rows (some in one statement, so that they tie on created_at); answers their ids. */
  seed(n: number): Promise<string[]>;
  insert(): Promise<string>;
  remove(id: string): Promise<void>;
  move?(ids: string[], pick: number): Promise<void>;
  page(transport: 'graphql' | 'rest', first: number, after: string | null): Promise<Fetched>;
}

/**
 * The property: pages fetched with random inserts, deletes (and moves) between them, through
 * GraphQL and REST in any mix (a cursor from one serves the other), hold every row that was
 * there throughout exactly once, and never any row twice. `noise` adds rows of another user.
 */
async function pagesHoldEveryRowOnce(list: () => Promise<PagedList>, kinds: Array<Change['kind']>, noise: () => Promise<void>, numRuns: number): Promise<void> {
  await fc.assert(fc.asyncProperty(
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 1, max: 7 }),
    fc.array(fc.record({ transport: fc.constantFrom('graphql' as const, 'rest' as const), between: changes(kinds) }), { minLength: 1, maxLength: 30 }),
    async (n, first, steps) => {
      const rows = await list();
      const live = await rows.seed(n);
      const throughout = new Set(live);
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; ; i += 1) {
        // The changes stop after the steps drawn, so that the pages come to an end.
        const step = steps[i] ?? { transport: steps[i % steps.length].transport, between: [] };
        const page = await rows.page(step.transport, first, after);
        seen.push(...page.ids);
        if (page.next === null) break;
        after = page.next;
        for (const change of step.between) {
          if (change.kind === 'insert') live.push(await rows.insert());
          else if (live.length && change.kind === 'delete') {
            const [gone] = live.splice(change.pick % live.length, 1);
            throughout.delete(gone);
            await rows.remove(gone);
          } else if (live.length && change.kind === 'move') await rows.move!(live, change.pick);
        }
        await noise();
        expect(i).toBeLessThan(500);
      }
      expect(new Set(seen).size).toBe(seen.length);
      const kept = new Set(seen);
      expect([...throughout].filter((id) => !kept.has(id))).toEqual([]);
    }), { numRuns });
}

/** Another user, busy at the same time: their rows must never show on our pages. */
async function otherUser(): Promise<{ client: Client; id: string; ids: Set<string> }> {
  const { client, id } = await signedInUser(app, { plan: 'unlimited' });
  return { client, id, ids: new Set() };
}

describe('pages never repeat or skip a row that stays (property)', () => {
  it('an ascending key (tasks: created_at, id), with tasks added, deleted and dragged between pages', async () => {
    const other = await otherUser();
    const mine = new Set<string>();
    await pagesHoldEveryRowOnce(async () => {
      const { client, id } = await signedInUser(app, { plan: 'unlimited' });
      const create = async (text: string) => {
        const { data } = await client.gql<{ createTask: { id: string } }>(`mutation($text: String!) { createTask(text: $text) { id } }`, { text });
        mine.add(data!.createTask.id);
        return data!.createTask.id;
      };
      return {
        async seed(n) {
          // Half made in one statement: they share created_at, and only the id orders them.
          const rows: Array<{ id: string }> = await app.db.dataSource.query(
            `INSERT INTO tasks (user_id, text, position) SELECT $1, 'Seeded ' || i, i FROM generate_series(1, $2) i RETURNING id`, [id, Math.ceil(n / 2)]);
          const ids = rows.map((row) => row.id);
          for (let i = ids.length; i < n; i += 1) ids.push(await create(`Task ${i}`));
          ids.forEach((task) => mine.add(task));
          return ids;
        },
        insert: () => create('Added between pages'),
        async remove(task) {
          expect((await client.gql(`mutation($id: ID!) { deleteTask(id: $id) }`, { id: task })).errors).toBeUndefined();
        },
        async move(ids, pick) {
          // A drag: the task at `pick` goes to the top of the user's order (its position changes, its key does not).
          const order = [ids[pick % ids.length], ...ids.filter((_, i) => i !== pick % ids.length)];
          expect((await client.gql(`mutation($ids: [ID!]!) { reorderTasks(ids: $ids) { id } }`, { ids: order })).errors).toBeUndefined();
        },
        async page(transport, first, after) {
          const page = transport === 'graphql' ? await graphqlPage(client, 'tasksConnection', first, after) : await restPage(client, `/api/user/populatetasks/${id}`, first, after);
          expect(page.ids.filter((task) => !mine.has(task))).toEqual([]);
          return page;
        },
      };
    }, ['insert', 'delete', 'move'], async () => {
      const { data } = await other.client.gql<{ createTask: { id: string } }>(`mutation { createTask(text: "Someone else's") { id } }`);
      other.ids.add(data!.createTask.id);
    }, 12);
    expect([...other.ids].filter((task) => mine.has(task))).toEqual([]);
  }, 180_000);

  it('a descending key (access tokens: created_at, id, newest first), with tokens made and revoked between pages', async () => {
    const other = await otherUser();
    const mine = new Set<string>();
    await pagesHoldEveryRowOnce(async () => {
      const { client, id } = await signedInUser(app);
      const create = async () => {
        const made = await client.rest<{ _id: string }>('POST', '/api/tokens', { name: 'Made between pages', scopes: ['read'] });
        expect(made.status).toBe(201);
        mine.add(made.body._id);
        return made.body._id;
      };
      return {
        async seed(n) {
          const rows: Array<{ id: string }> = await app.db.dataSource.query(
            `INSERT INTO access_tokens (user_id, name, scopes) SELECT $1, 'Seeded ' || i, '{read}' FROM generate_series(1, $2) i RETURNING id`,
            [id, Math.ceil(n / 2)]);
          const ids = rows.map((row) => row.id);
          for (let i = ids.length; i < n; i += 1) ids.push(await create());
          ids.forEach((token) => mine.add(token));
          return ids;
        },
        insert: create,
        async remove(token) {
          expect((await client.rest('DELETE', `/api/tokens/${token}`)).status).toBe(200);
        },
        async page(transport, first, after) {
          const page = transport === 'graphql' ? await graphqlPage(client, 'accessTokensConnection', first, after) : await restPage(client, '/api/tokens', first, after);
          expect(page.ids.filter((token) => !mine.has(token))).toEqual([]);
          return page;
        },
      };
    }, ['insert', 'delete'], async () => {
      const made = await other.client.rest<{ _id: string }>('POST', '/api/tokens', { name: 'Theirs', scopes: ['read'] });
      if (made.status === 201) other.ids.add(made.body._id);
    }, 8);
    expect([...other.ids].filter((token) => mine.has(token))).toEqual([]);
  }, 180_000);
});

describe('pages never repeat or skip a row that stays (property), a date key', () => {
  it('vacations (start_day, id, in the list\'s own order), with vacations added anywhere in the order and removed between pages', async () => {
    await pagesHoldEveryRowOnce(async () => {
      const { client, id } = await signedInUser(app);
      // One-day vacations on distinct days: seeded on even days, added on odd ones, scattered (before, among or after the seeded).
      let added = 0;
      const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10);
      return {
        async seed(n) {
          const rows: Array<{ id: string }> = await app.db.dataSource.query(
            `INSERT INTO vacations (user_id, start_day, end_day) SELECT $1, DATE '2030-01-01' + 2 * i, DATE '2030-01-01' + 2 * i FROM generate_series(0, $2 - 1) i RETURNING id`, [id, n]);
          return rows.map((row) => row.id);
        },
        async insert() {
          added += 1;
          const start = day(2 * ((added * 7919) % 1000) + 1);
          const made = await client.rest<{ _id: string }>('POST', '/api/vacations', { start, end: start });
          expect(made.status).toBe(201);
          return made.body._id;
        },
        async remove(vacation) {
          expect((await client.rest('DELETE', `/api/vacations/${vacation}`)).status).toBe(200);
        },
        async page(transport, first, after) {
          const page = transport === 'graphql' ? await graphqlPage(client, 'vacationsConnection', first, after) : await restPage(client, '/api/vacations', first, after);
          const starts: Array<{ start_day: string }> = await app.db.dataSource.query(
            `SELECT to_char(start_day, 'YYYY-MM-DD') AS start_day FROM vacations WHERE id = ANY($1) AND user_id = $2 ORDER BY array_position($1, id)`, [page.ids, id]);
          // Every row is the user's, in order of first day.
          expect(starts.map((row) => row.start_day)).toEqual(starts.map((row) => row.start_day).sort());
          return page;
        },
      };
    }, ['insert', 'delete'], async () => undefined, 8);
  }, 180_000);
});

describe('pages never repeat or skip a row that stays (property), a descending date key alone', () => {
  it("a habit's history (its days, newest first), with days ticked anywhere in the history and cleared between pages", async () => {
    await pagesHoldEveryRowOnce(async () => {
      const { client, id: userId } = await signedInUser(app);
      const [habit] = await addedHabits(app, client, 1);
      // Days of the last year: seeded on even offsets from yesterday back, ticked on odd ones, scattered.
      const today = latestToday(new Date(Date.now() - 14 * 60 * 60 * 1000));
      let ticked = 0;
      const setDone = async (day: string, done: boolean) => {
        const { errors } = await client.gql(`mutation($id: ID!, $day: LocalDate!, $done: Boolean!) { setHabitDone(id: $id, day: $day, done: $done) { id } }`, { id: habit, day, done });
        expect(errors).toBeUndefined();
      };
      return {
        async seed(n) {
          const rows: Array<{ day: string }> = await app.db.dataSource.query(
            `INSERT INTO habit_completions (user_id, user_habit_id, day, state) SELECT $4::uuid, $1, $2::date - 2 * i - 2, 'done' FROM generate_series(0, $3 - 1) i RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
            [habit, today, n, userId]);
          return rows.map((row) => row.day);
        },
        async insert() {
          ticked += 1;
          const day = addDays(today, -(2 * ((ticked * 37) % 150) + 1));
          await setDone(day, true);
          return day;
        },
        remove: (day) => setDone(day, false),
        async page(_transport, first, after) {
          const { data, errors } = await client.gql<{ habitHistoryConnection: { edges: Array<{ cursor: string; node: { day: string; state: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(
            `query($id: ID!, $first: Int, $after: String) { habitHistoryConnection(habitId: $id, first: $first, after: $after) { edges { cursor node { day state } } pageInfo { hasNextPage endCursor } } }`,
            { id: habit, first, after });
          expect(errors).toBeUndefined();
          const days = data!.habitHistoryConnection.edges.map((edge) => edge.node.day);
          expect(days).toEqual([...days].sort().reverse());
          return { ids: days, next: data!.habitHistoryConnection.pageInfo.hasNextPage ? data!.habitHistoryConnection.pageInfo.endCursor : null };
        },
      };
    }, ['insert', 'delete'], async () => undefined, 8);
  }, 180_000);

  it("another user's habit is NOT_FOUND, a bad id BAD_USER_INPUT", async () => {
    const me = await signedInUser(app);
    const them = await signedInUser(app);
    const [theirs] = await addedHabits(app, them.client, 1);
    const ask = (id: string) => me.client.gql(`query($id: ID!) { habitHistoryConnection(habitId: $id, first: 5) { edges { cursor } } }`, { id });
    expect((await ask(theirs)).errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect((await ask('not-an-id')).errors?.map((error) => [error.message, error.extensions?.code])).toEqual([['Invalid id', 'BAD_USER_INPUT']]);
  });
});

describe('each paged list', () => {
  it('goals, habits and the REST history page oldest first through GraphQL and REST, with their fields, and a category narrows the pages', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const { goals, habits } = await seedGoalsAndHabits(app, id, 7);
    // Dragged: the user's order is the reverse of the order they were added in.
    const reversed = [...habits].reverse();
    expect((await client.gql(`mutation($ids: [ID!]!) { reorderHabits(ids: $ids) { id } }`, { ids: reversed })).errors).toBeUndefined();

    const seen: string[] = [];
    let after: string | null = null;
    do {
      type HabitsPage = { habitsConnection: { nodes: Array<{ id: string; goals: Array<{ id: string }> }>; pageInfo: { hasNextPage: boolean; endCursor: string } } };
      const answer: { data?: HabitsPage | null; errors?: unknown } = await client.gql<HabitsPage>(HABITS_PAGE, { first: 3, after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.habitsConnection;
      seen.push(...page.nodes.map((habit) => habit.id));
      for (const habit of page.nodes) expect(habit.goals.map((goal) => goal.id)).toEqual([goals[habits.indexOf(habit.id)]]);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    // One INSERT made them all at once: they tie on created_at, and the id orders them.
    expect(seen).toEqual([...habits].sort());

    const goalPages = await graphqlPage(client, 'goalsConnection', 50, null);
    expect(goalPages).toEqual({ ids: [...goals].sort(), next: null });
    const [category] = (await app.db.dataSource.query(`SELECT i.category FROM user_goals g JOIN catalogue_items i ON i.id = g.catalogue_item_id WHERE g.id = $1`, [goals[0]])) as Array<{ category: string }>;
    const inCategory: Array<{ id: string }> = await app.db.dataSource.query(
      `SELECT g.id FROM user_goals g JOIN catalogue_items i ON i.id = g.catalogue_item_id WHERE g.user_id = $1 AND i.category = $2 ORDER BY g.created_at, g.id`, [id, category.category]);
    const narrowed = await graphqlPage(client, 'goalsConnection', 50, null, `, category: ${category.category}`);
    expect(narrowed.ids).toEqual(inCategory.map((row) => row.id));

    // REST: the goals' and the habits' history pages, each habit with its done days from `from` on.
    for (const path of [`/api/user/getusergoals/${id}`, `/api/user/populategoals/${id}`]) {
      const first = await restPage(client, path, 4, null);
      const rest = await restPage(client, path, 4, first.next);
      expect([...first.ids, ...rest.ids]).toEqual([...goals].sort());
      expect(rest.next).toBeNull();
    }
    for (const path of [`/api/user/getuserhabits/${id}`, `/api/user/populatehabits/${id}`]) {
      const page = await client.rest<Array<{ _id: string; completionHistory: Array<{ date: string }> }>>('GET', `${path}?from=2026-01-03&limit=5`);
      expect(page.body.map((habit) => habit._id)).toEqual([...habits].sort().slice(0, 5));
      expect(page.body[0].completionHistory.map((day) => day.date.slice(0, 10))).toEqual(['2026-01-03', '2026-01-04', '2026-01-05']);
      // The Link keeps `from`.
      const link = /^<([^>]+)>; rel="next"$/.exec(page.headers.get('link')!)![1];
      expect(new URL(link, 'http://x').searchParams.get('from')).toBe('2026-01-03');
      const next = await client.rest<Array<{ _id: string; completionHistory: unknown[] }>>('GET', link);
      expect(next.body.map((habit) => habit._id)).toEqual([...habits].sort().slice(5));
      expect(next.body[0].completionHistory).toHaveLength(3);
      expect(next.headers.get('link')).toBeNull();
    }
  });

  it('the security record and import jobs page newest first (REST and GraphQL)', async () => {
    const { client, id } = await signedInUser(app);
    await app.db.dataSource.query(
      `INSERT INTO security_events (user_id, kind, created_at) SELECT $1, 'password_changed', now() - i * interval '1 minute' FROM generate_series(1, 60) i`, [id]);
    // The sign-in's own line, then these, newest first.
    const events: Array<{ id: string }> = await app.db.dataSource.query(`SELECT id FROM security_events WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [id]);
    expect(events).toHaveLength(61);
    const record = (await client.rest<unknown[]>('GET', '/api/user/security-activity')).body;
    // Without limit: the latest 50, as before.
    expect(record).toHaveLength(50);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await restPage(client, '/api/user/security-activity', 25, cursor);
      paged.push(...page.ids);
      cursor = page.next;
    } while (cursor);
    expect(paged).toEqual(events.map((event) => event.id));
    const viaGraphql = await graphqlPage(client, 'securityActivityConnection', 100, null);
    expect(viaGraphql).toEqual({ ids: events.map((event) => event.id), next: null });

    const jobs: Array<{ id: string }> = await app.db.dataSource.query(
      `INSERT INTO import_jobs (user_id, upload_id, status, error_code, message, created_at)
       SELECT $1, gen_random_uuid(), 'failed', 'BAD_USER_INPUT', 'Not a file Cairn reads', now() - i * interval '1 hour' FROM generate_series(1, 5) i RETURNING id`, [id]);
    expect((await client.rest<Array<{ id: string }>>('GET', '/api/import/jobs')).body.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
    const first = await restPage(client, '/api/import/jobs', 3, null);
    const second = await graphqlPage(client, 'importJobsConnection', 3, first.next);
    expect([...first.ids, ...second.ids]).toEqual(jobs.map((job) => job.id));
    expect(second.next).toBeNull();
  });

  it('without limit, every list answers as it did: the whole list, in the user\'s order, with no Link', async () => {
    const { client, id } = await signedInUser(app, { plan: 'unlimited' });
    const made: string[] = [];
    for (const text of ['First', 'Second', 'Third']) made.push((await client.gql<{ createTask: { id: string } }>(`mutation($text: String!) { createTask(text: $text) { id } }`, { text })).data!.createTask.id);
    const order = [made[2], made[0], made[1]];
    await client.gql(`mutation($ids: [ID!]!) { reorderTasks(ids: $ids) { id } }`, { ids: order });
    const whole = await client.rest<Array<{ _id: string; text: string }>>('GET', `/api/user/populatetasks/${id}`);
    expect(whole.body.map((task) => task._id)).toEqual(order);
    expect(whole.headers.get('link')).toBeNull();
    // Paged, the same tasks oldest first; a page that holds them all has no Link.
    const paged = await client.rest<Array<{ _id: string; text: string }>>('GET', `/api/user/populatetasks/${id}?limit=3`);
    expect(paged.body.map((task) => task._id)).toEqual(made);
    expect(paged.body).toEqual(expect.arrayContaining(whole.body));
    expect(paged.headers.get('link')).toBeNull();
    const first = await client.rest('GET', `/api/user/populatetasks/${id}?limit=2`);
    expect(first.headers.get('link')).toMatch(new RegExp(`^</api/user/populatetasks/${id}\\?limit=2&cursor=[\\w-]+>; rel="next"$`));

    const { goals, habits } = await seedGoalsAndHabits(app, id, 3);
    const wholeGoals = await client.rest<Array<{ _id: string }>>('GET', `/api/user/getusergoals/${id}`);
    expect(wholeGoals.body.map((goal) => goal._id)).toEqual(goals);
    expect(wholeGoals.headers.get('link')).toBeNull();
    const wholeHabits = await client.rest<Array<{ _id: string }>>('GET', `/api/user/populatehabits/${id}`);
    expect(wholeHabits.body.map((habit) => habit._id)).toEqual(habits);
    expect(wholeHabits.headers.get('link')).toBeNull();
    const tokens = await client.rest<unknown[]>('GET', '/api/tokens');
    expect(tokens.body).toEqual([]);
    expect(tokens.headers.get('link')).toBeNull();
  });

  it('refuses a bad first, limit or cursor with 400 and a message, and changes nothing', async () => {
    const { client, id } = await signedInUser(app);
    await client.gql(`mutation { createTask(text: "Stays as it is") { id } }`);
    const before = await app.db.dataSource.query(`SELECT id, text, position, created_at FROM tasks WHERE user_id = $1`, [id]);
    const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const tasks = `/api/user/populatetasks/${id}`;
    for (const [query, message] of [
      ['limit=0', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      [`limit=${MAX_PAGE_SIZE + 1}`, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ['limit=abc', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ['limit=2.5', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ['limit=-1', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ['limit=1&limit=2', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
      ['cursor=abc', 'cursor goes with limit: ask ?limit=N&cursor=…'],
      ['limit=5&cursor=not-a-cursor', 'Invalid cursor'],
      ['limit=5&cursor=', 'Invalid cursor'],
      [`limit=5&cursor=${cursorOf(['2026-13-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])}`, 'Invalid cursor'],
      [`limit=5&cursor=${cursorOf(['2026-11-27T00:00:00.000000Z', 'not-a-uuid'])}`, 'Invalid cursor'],
      [`limit=5&cursor=${cursorOf(['2026-11-27T00:00:00.000000Z'])}`, 'Invalid cursor'],
      [`limit=5&cursor=${cursorOf([1, 2])}`, 'Invalid cursor'],
    ]) {
      for (const path of [tasks, '/api/tokens', `/api/user/getusergoals/${id}`, `/api/user/populatehabits/${id}`, '/api/import/jobs', '/api/user/security-activity', '/api/vacations']) {
        const answer = await client.rest<{ message: string; code: string }>('GET', `${path}?${query}`);
        expect({ path, query, status: answer.status, body: answer.body }).toEqual({ path, query, status: 400, body: { message, code: 'BAD_USER_INPUT' } });
      }
    }
    for (const field of ['tasksConnection', 'goalsConnection', 'habitsConnection', 'accessTokensConnection', 'importJobsConnection', 'securityActivityConnection', 'vacationsConnection']) {
      for (const [variables, message] of [
        [{ first: 0 }, `first must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
        [{ first: MAX_PAGE_SIZE + 1 }, `first must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
        [{ first: 5, after: 'garbage' }, 'Invalid cursor'],
        [{ first: 5, after: '' }, 'Invalid after'],
        [{ first: 5, after: cursorOf(['2026-11-27T25:00:00.000000Z', '00000000-0000-4000-8000-000000000000']) }, 'Invalid cursor'],
        [{ first: 5, after: cursorOf(['2026-02-30', '00000000-0000-4000-8000-000000000000']) }, 'Invalid cursor'],
        [{ first: 5, after: cursorOf(['2026-11-27T10:00:00.000000Z', '00000000-0000-4000-8000-000000000000', 'more']) }, 'Invalid cursor'],
      ] as const) {
        const answer = await client.gql(`query($first: Int, $after: String) { ${field}(first: $first, after: $after) { pageInfo { hasNextPage } } }`, variables);
        expect({ field, variables, errors: answer.errors?.map((error) => [error.message, error.extensions?.code]) })
          .toEqual({ field, variables, errors: [[message, 'BAD_USER_INPUT']] });
      }
    }
    expect(await app.db.dataSource.query(`SELECT id, text, position, created_at FROM tasks WHERE user_id = $1`, [id])).toEqual(before);
  });

  it('a visitor gets no page: UNAUTHENTICATED, 401', async () => {
    const visitor = new Client(app.url);
    for (const field of ['tasksConnection', 'goalsConnection', 'habitsConnection', 'vacationsConnection', 'accessTokensConnection', 'importJobsConnection', 'securityActivityConnection']) {
      const answer = await visitor.gql(`{ ${field}(first: 5) { pageInfo { hasNextPage } } }`);
      expect({ field, codes: answer.errors?.map((error) => error.extensions?.code) }).toEqual({ field, codes: ['UNAUTHENTICATED'] });
    }
    expect((await visitor.gql(`{ habitHistoryConnection(habitId: "00000000-0000-4000-8000-000000000000", first: 5) { pageInfo { hasNextPage } } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const path of ['/api/tokens', '/api/import/jobs', '/api/vacations', '/api/user/security-activity']) {
      expect({ path, status: (await visitor.rest('GET', `${path}?limit=5`)).status }).toEqual({ path, status: 401 });
    }
  });

  it("another user's cursor pages only the user's own rows; token pages are for a signed-in session only", async () => {
    const me = await signedInUser(app, { plan: 'unlimited' });
    const them = await signedInUser(app, { plan: 'unlimited' });
    const mine: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await them.client.gql(`mutation { createTask(text: "Theirs") { id } }`);
      mine.push((await me.client.gql<{ createTask: { id: string } }>(`mutation { createTask(text: "Mine") { id } }`)).data!.createTask.id);
    }
    const theirFirst = await graphqlPage(them.client, 'tasksConnection', 1, null);
    // Their cursor only says where in the order to start: the page holds my tasks made after it.
    const page = await graphqlPage(me.client, 'tasksConnection', 10, theirFirst.next);
    expect(page.ids).toEqual(mine);
    const viaRest = await restPage(me.client, `/api/user/populatetasks/${me.id}`, 10, theirFirst.next);
    expect(viaRest.ids).toEqual(mine);
    // Another user's path is refused as before, page or not.
    expect((await me.client.rest('GET', `/api/user/populatetasks/${them.id}?limit=2`)).status).toBe(403);

    const made = await me.client.rest<{ secret: string }>('POST', '/api/tokens', { name: 'script', scopes: ['read'] });
    const withToken = await fetch(`${app.url}/graphql`, {
      method: 'POST', headers: { authorization: `Bearer ${made.body.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ accessTokensConnection(first: 5) { nodes { id } } }' }),
    });
    expect(withToken.status).toBe(403);
    const restWithToken = await fetch(`${app.url}/api/tokens?limit=5`, { headers: { authorization: `Bearer ${made.body.secret}` } });
    expect(restWithToken.status).toBe(403);
    // A read token pages the other lists.
    const tasksWithToken = await fetch(`${app.url}/api/user/populatetasks/${me.id}?limit=2`, { headers: { authorization: `Bearer ${made.body.secret}` } });
    expect(tasksWithToken.status).toBe(200);
    expect(tasksWithToken.headers.get('link')).toMatch(/rel="next"$/);
  });
});
