import type { ClassType } from 'type-graphql';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { badInput } from './errors';
import { sharedText } from './errors.messages';
import { isUuid } from './ids';

/** One page of the catalogue (its own shape, older than the connections below). */
export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Opaque keyset cursors: the sort key of the last row, base64url-encoded JSON. */
export function encodeCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.every((part) => typeof part === 'string')) return key;
  } catch {
    // fall through to the refusal below
  }
  throw badInput(sharedText('invalidCursor'));
}

// Issue 31: cursor pagination of the lists that grow with use (tasks, goals, habits, their
// history, vacations, access tokens, import jobs, the security record). One rule for GraphQL's
// connections (`first`/`after`) and REST's pages (`?limit=&cursor=`): a keyset over a total
// order whose key never changes, so that pages fetched while rows come and go never repeat or
// skip a row that was there throughout.

/** A page's size when none is asked for (GraphQL's `first`), and the largest one may ask. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_CURSOR_LENGTH = 1000;

/** Where a page starts and how long it is: checked by `pageRequest`. */
export interface PageRequest { first: number; after: string | null }

/**
 * Checks a page's size and cursor, under the names the caller knows them by (GraphQL's
 * `first`/`after`, REST's `limit`/`cursor`): a size from 1 to MAX_PAGE_SIZE, a cursor a
 * non-empty string (its contents are checked against the list's key when it is read).
 */
export function pageRequest(first: unknown, after: unknown, names = { first: 'first', after: 'after' }): PageRequest {
  const size = first === undefined || first === null ? DEFAULT_PAGE_SIZE : first;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badInput(sharedText('pageSize', { field: names.first, max: MAX_PAGE_SIZE }));
  }
  if (after === undefined || after === null) return { first: size, after: null };
  if (typeof after !== 'string' || after === '' || after.length > MAX_CURSOR_LENGTH) throw badInput(sharedText('invalidField', { field: names.after }));
  return { first: size, after };
}

/**
 * REST's `?limit=&cursor=`: null (the whole list, as the call answered before pages) when no
 * `limit` is given; a `cursor` needs a `limit`.
 */
export function restPageRequest(query: Record<string, unknown>): PageRequest | null {
  const { limit, cursor } = query;
  if (limit === undefined) {
    if (cursor !== undefined) throw badInput(sharedText('cursorWithLimit'));
    return null;
  }
  if (typeof limit !== 'string' || !/^\d{1,4}$/.test(limit)) throw badInput(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  if (cursor !== undefined && typeof cursor !== 'string') throw badInput(sharedText('invalidCursor'));
  return pageRequest(Number(limit), cursor, { first: 'limit', after: 'cursor' });
}

/** What setNextLink reads of an express request (shared/ knows no express). */
export interface PagedRequest { baseUrl: string; path: string; query: unknown }

/**
 * A REST page with more after it says where the next one is, in an RFC 8288 `Link` header:
 * `<path?…&limit=N&cursor=…>; rel="next"`, the same path and query with the next cursor (a
 * reference relative to the request's own URL). The last page has no `Link`.
 */
export function setNextLink(req: PagedRequest, res: { setHeader(name: string, value: string): unknown }, page: PageRequest, info: PageInfo): void {
  if (!info.hasNextPage || info.endCursor === null) return;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((req.query ?? {}) as Record<string, unknown>)) {
    if (name !== 'limit' && name !== 'cursor' && typeof value === 'string') params.set(name, value);
  }
  params.set('limit', String(page.first));
  params.set('cursor', info.endCursor);
  res.setHeader('Link', `<${req.baseUrl}${req.path}?${params.toString()}>; rel="next"`);
}

/** The SQL type of a key column: how its value is written into a cursor and read back. */
export type KeyType = 'timestamptz' | 'date' | 'uuid';

/** A column of a keyset, as the statement names it (`t.created_at`, through sqlTable). */
export interface KeyColumn { column: string; type: KeyType }

/**
 * A list read in pages: its rows (FROM … WHERE …, the parameters $1… of `where`), and its key,
 * whose last column is the rows' unique id (so the order is total), all in one direction.
 * The key's columns never change on a row: a row that stays is neither repeated nor skipped.
 * An index on (the WHERE's equality columns, …key) serves the page.
 */
export interface KeysetList {
  from: string;
  where: string;
  params: unknown[];
  key: KeyColumn[];
  direction: 'ASC' | 'DESC';
}

/** The rows of one page, by id in the list's order, with each one's cursor. */
export interface KeysetWindow {
  ids: string[];
  cursors: Map<string, string>;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Runs a statement, answering its rows (DataSource.query, EntityManager.query). */
export type SqlRunner = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** Whether `value` is a key part of `type` as keyText writes it (anything else is not our cursor). */
function isKeyPart(type: KeyType, value: string): boolean {
  switch (type) {
    case 'uuid': return isUuid(value);
    case 'date': {
      const day = DAY.exec(value);
      return !!day && isCalendarDay(day[1], day[2], day[3]);
    }
    case 'timestamptz': {
      const time = TIMESTAMP.exec(value);
      return !!time && isCalendarDay(time[1], time[2], time[3]) && Number(time[4]) < 24 && Number(time[5]) < 60 && Number(time[6]) < 60;
    }
  }
}

/** A key column as text that reads back exactly: a timestamp to the microsecond, in UTC. */
function keyText({ column, type }: KeyColumn): string {
  switch (type) {
    case 'timestamptz': return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'date': return `to_char(${column}, 'YYYY-MM-DD')`;
    default: return `${column}::text`;
  }
}

/** The key of the row a cursor names, checked against the list's key columns. */
function cursorKey(list: KeysetList, cursor: string): string[] {
  const key = decodeCursor(cursor);
  if (key.length !== list.key.length || !key.every((part, i) => isKeyPart(list.key[i].type, part))) throw badInput(sharedText('invalidCursor'));
  return key;
}

/**
 * One page of `list`: a single statement, `WHERE … AND (k1, …, id) > (cursor's key) ORDER BY
 * k1, …, id LIMIT first + 1` (`<` and DESC for a descending list), answering the page's ids
 * in order and their cursors. The caller loads its rows by these ids (one more statement).
 */
export async function keysetWindow(run: SqlRunner, list: KeysetList, page: PageRequest): Promise<KeysetWindow> {
  const params = [...list.params];
  const conditions = [list.where];
  if (page.after !== null) {
    const key = cursorKey(list, page.after);
    const placeholders = key.map((part, i) => {
      params.push(part);
      return `$${params.length}::${list.key[i].type}`;
    });
    const columns = list.key.map((part) => part.column);
    conditions.push(`(${columns.join(', ')}) ${list.direction === 'ASC' ? '>' : '<'} (${placeholders.join(', ')})`);
  }
  params.push(page.first + 1);
  const selected = list.key.map((part, i) => `${keyText(part)} AS k${i}`).join(', ');
  const order = list.key.map((part) => `${part.column} ${list.direction}`).join(', ');
  const rows = await run(
    `SELECT ${selected} FROM ${list.from} WHERE ${conditions.map((condition) => `(${condition})`).join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`,
    params);
  const keys = rows.slice(0, page.first).map((row) => list.key.map((_part, i) => String(row[`k${i}`])));
  const cursors = new Map(keys.map((key) => [key.at(-1)!, encodeCursor(key)]));
  const last = keys.at(-1);
  return {
    ids: keys.map((key) => key.at(-1)!),
    cursors,
    hasNextPage: rows.length > page.first,
    endCursor: last ? encodeCursor(last) : null,
  };
}

/** An edge of a connection: a node and the cursor after it. */
export interface Edge<T> { cursor: string; node: T }

/** A page as GraphQL's connections answer it (Relay's shape, with `nodes` beside `edges`). */
export interface Connection<T> {
  edges: Array<Edge<T>>;
  nodes: T[];
  pageInfo: PageInfo;
}

/**
 * The page's rows in the window's order: `nodes` are the rows loaded by the window's ids, in
 * any order; one gone in between (deleted after the window was read) is left out, and the
 * next page still starts after the window's last row.
 */
export function connectionOf<T>(window: KeysetWindow, nodes: readonly T[], idOf: (node: T) => string): Connection<T> {
  const byId = new Map(nodes.map((node) => [idOf(node), node]));
  const edges = window.ids.filter((id) => byId.has(id)).map((id) => ({ cursor: window.cursors.get(id)!, node: byId.get(id)! }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage: window.hasNextPage, endCursor: window.endCursor },
  };
}

@ObjectType({ simpleResolvers: true, description: 'Where a page of a connection ends, and whether another follows.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when another page follows: ask for it with after: endCursor.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'An opaque cursor after the last row of this page; null for an empty page.' })
  endCursor: string | null;
}

/** A connection's page arguments: `first` rows after the cursor `after`. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, defaultValue: DEFAULT_PAGE_SIZE, description: `How many rows, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when omitted. Anything else is refused (BAD_USER_INPUT).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "The endCursor (or an edge's cursor) of the previous page; omit for the first page. A cursor that is not one of this list's is refused (BAD_USER_INPUT)." })
  after?: string | null;
}

/**
 * A Relay connection type for `node`: `<Name>Connection { edges { cursor node } nodes pageInfo }`
 * and its `<Name>Edge`. `order` says, in the connection's description, what the pages are sorted by.
 */
export function connectionType<T extends object>(node: ClassType<T>, name: string, order: string): ClassType<Connection<T>> {
  @ObjectType(`${name}Edge`, { simpleResolvers: true, description: `A ${name} of a page, with the cursor after it.` })
  class EdgeType {
    @Field(() => String, { description: 'An opaque cursor after this row: pass it as after for the rows that follow it.' })
    cursor: string;

    @Field(() => node, { description: `The ${name}.` })
    node: T;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true, description: `A page of ${name} rows, ${order}.` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The rows of this page, each with its cursor.' })
    edges: Array<Edge<T>>;

    @Field(() => [node], { description: 'The rows of this page, as in edges, without their cursors.' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether another page follows, and the cursor to ask for it.' })
    pageInfo: PageInfo;
  }
  return ConnectionType;
}
