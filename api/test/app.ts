import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Logger as QueryLogger } from 'typeorm';
import { loadConfig, type Config } from '../src/config';
import { createApp, type App, type AppOptions } from '../src/app';
import type { ServiceOverrides } from '../src/composition';
import { createTestDatabase, type TestDatabase } from './db';
import { createDataSource } from '../src/db/data-source';

/** Counts the SQL statements the app sends (every query goes through TypeORM's logger). */
export class QueryCounter implements QueryLogger {
  count = 0;
  private listener: ((query: string) => void) | null = null;
  logQuery(query: string): void {
    this.count += 1;
    this.listener?.(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}

  /** The statements `work` sends; `listen` sees each one's SQL. */
  async during(work: () => Promise<unknown>, listen?: (query: string) => void): Promise<number> {
    const before = this.count;
    this.listener = listen ?? null;
    try {
      await work();
    } finally {
      this.listener = null;
    }
    return this.count - before;
  }
}

export interface TestApp extends App {
  queries: QueryCounter;
  url: string;
  config: Config;
  db: TestDatabase;
  /** Closes the app and drops its database. */
  stop(): Promise<void>;
}

/** The real app on a loopback port, over a database of its own. */
export async function startTestApp(env: Record<string, string> = {}, overrides: ServiceOverrides = {}, options: AppOptions = {}): Promise<TestApp> {
  const queries = new QueryCounter();
  const db = await createTestDatabase({ queryLogger: queries });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, ...env });
  const app = await createApp(config, db.dataSource, pino({ level: 'silent' }), overrides, options);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return {
    ...app,
    url: `http://127.0.0.1:${port}`,
    queries,
    config,
    db,
    async stop() {
      await app.close();
      await db.drop();
    },
  };
}

/** A GraphQL POST as a browser's Apollo Client sends it. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** GET a REST call and read its JSON answer. */
export async function getJson<T = unknown>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

export interface SecondInstance extends App {
  url: string;
  stop(): Promise<void>;
}

/** Another instance of the app on `first`'s database, as a second server behind a load balancer. */
export async function startSecondInstance(first: TestApp, overrides: ServiceOverrides = {}, options: AppOptions = {}): Promise<SecondInstance> {
  const dataSource = createDataSource(first.db.url, { poolSize: 5 });
  await dataSource.initialize();
  const app = await createApp(first.config, dataSource, pino({ level: 'silent' }), overrides, options);
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = app.httpServer.address() as AddressInfo;
  return {
    ...app,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await dataSource.destroy();
    },
  };
}

export interface Statement { query: string; parameters: unknown[] }

/** The statements `work` sends, with their parameters (the test app's query logger). */
export async function statementsOf(app: TestApp, work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = app.queries.logQuery.bind(app.queries);
  app.queries.logQuery = (query?: unknown, parameters?: unknown) => {
    statements.push({ query: String(query), parameters: (parameters ?? []) as unknown[] });
    original(String(query));
  };
  try {
    await work();
  } finally {
    app.queries.logQuery = original;
  }
  return statements;
}
