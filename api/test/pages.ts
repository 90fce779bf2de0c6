// Reading the paged lists in tests (issue 31): a page through GraphQL or REST, the statements a
// request sends and the plan of its keyset statement, and a user with many goals and habits.
import type { Statement, TestApp } from './app';
import type { Client } from './client';
import { itemIds } from './items';

/** A page as either API answers it: the ids in order, and the cursor of the next page (null: the last). */
export interface Fetched { ids: string[]; next: string | null }

interface Connection { edges: Array<{ cursor: string; node: { id: string } }>; nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } }

export async function graphqlPage(client: Client, field: string, first: number, after: string | null, args = ''): Promise<Fetched> {
  const { data, errors } = await client.gql<Record<string, Connection>>(
    `query($first: Int, $after: String) { ${field}(first: $first, after: $after${args}) { edges { cursor node { id } } nodes { id } pageInfo { hasNextPage endCursor } } }`,
    { first, after });
  expect(errors).toBeUndefined();
  const page = data![field];
  expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id));
  expect(page.edges.length).toBeLessThanOrEqual(first);
  if (page.edges.length) expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
  return { ids: page.nodes.map((node) => node.id), next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
}

/** The next page's URL from a Link header, checked to be RFC 8288's `<url>; rel="next"` with the same limit. */
export function nextFromLink(link: string | null, path: string, limit: number): string | null {
  if (link === null) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  expect(match).not.toBeNull();
  const url = new URL(match![1], 'http://x');
  expect(url.pathname).toBe(path);
  expect(url.searchParams.get('limit')).toBe(String(limit));
  return url.searchParams.get('cursor');
}

export async function restPage(client: Client, path: string, limit: number, cursor: string | null, extra = ''): Promise<Fetched> {
  const answer = await client.rest<Array<{ _id?: string; id?: string }>>('GET', `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}${extra}`);
  expect(answer.status).toBe(200);
  expect(answer.body.length).toBeLessThanOrEqual(limit);
  const next = nextFromLink(answer.headers.get('link'), path, limit);
  return { ids: answer.body.map((row) => (row._id ?? row.id)!), next };
}

export { statementsOf, type Statement } from './app';

/** The plan of the page's keyset statement (the one with LIMIT and the cursor's row comparison), sequential scans off. */
export async function keysetPlan(app: TestApp, statements: Statement[]): Promise<string> {
  const keyset = statements.filter((statement) => / AS k0\b.*\) [<>] \(\$\d+::\w+(, \$\d+::\w+)*\).*LIMIT \$\d+$/s.test(statement.query));
  expect(keyset).toHaveLength(1);
  return app.db.dataSource.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_seqscan = off');
    const rows: Array<{ 'QUERY PLAN': string }> = await manager.query(`EXPLAIN (COSTS OFF) ${keyset[0].query}`, keyset[0].parameters);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Adds `n` goals (and as many habits, each serving a goal, with a few done days) straight in the database. */
export async function seedGoalsAndHabits(app: TestApp, userId: string, n: number): Promise<{ goals: string[]; habits: string[] }> {
  const goalItems = await itemIds(app, 'goal', n);
  const habitItems = await itemIds(app, 'habit', n);
  expect(goalItems).toHaveLength(n);
  expect(habitItems).toHaveLength(n);
  const goals: Array<{ id: string }> = await app.db.dataSource.query(
    `INSERT INTO user_goals (user_id, catalogue_item_id, position) SELECT $1, item, n FROM unnest($2::uuid[]) WITH ORDINALITY AS x(item, n) RETURNING id`, [userId, goalItems]);
  const habits: Array<{ id: string }> = await app.db.dataSource.query(
    `INSERT INTO user_habits (user_id, catalogue_item_id, position) SELECT $1, item, n FROM unnest($2::uuid[]) WITH ORDINALITY AS x(item, n) RETURNING id`, [userId, habitItems]);
  await app.db.dataSource.query(
    `INSERT INTO habit_goals (user_id, user_habit_id, user_goal_id) SELECT $3, h, g FROM unnest($1::uuid[], $2::uuid[]) AS x(h, g)`, [habits.map((h) => h.id), goals.map((g) => g.id), userId]);
  await app.db.dataSource.query(
    `INSERT INTO habit_completions (user_id, user_habit_id, day, state) SELECT $2, h, DATE '2026-01-01' + d, 'done' FROM unnest($1::uuid[]) AS x(h), generate_series(0, 4) d`, [habits.map((h) => h.id), userId]);
  return { goals: goals.map((g) => g.id), habits: habits.map((h) => h.id) };
}

export const GOALS_PAGE = `query($first: Int, $after: String) { goalsConnection(first: $first, after: $after) {
  edges { cursor node { id position status item { text } milestones { id } progress { percent } } } pageInfo { hasNextPage endCursor } } }`;
export const HABITS_PAGE = `query($first: Int, $after: String) { habitsConnection(first: $first, after: $after) {
  nodes { id position item { text } schedule { kind } stats { currentStreak } goals { id item { text } } } pageInfo { hasNextPage endCursor } } }`;
export const TASKS_PAGE = `query($first: Int, $after: String) { tasksConnection(first: $first, after: $after) {
  nodes { id text position goal { id item { text } } } pageInfo { hasNextPage endCursor } } }`;
