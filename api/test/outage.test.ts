/**
 * A database outage under write load, on a PostgreSQL of this test's own (the other test files
 * share theirs; like server.test.ts it uses the built API, which npm test builds first): while it is down every answer is a JSON 503 with Retry-After, never an HTML
 * 500 or a driver message; when it is back the app recovers by itself, /readyz within a second,
 * and every write it acknowledged is there.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { signedInCookie } from './session';
import type { TestApp } from './app';
import { until } from './until';
import { startCluster, type Cluster } from './clusters';

jest.setTimeout(120_000);

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once nothing listens on `port` any more (a stopping cluster may linger a moment). */
async function untilClosed(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (!open) return;
    await sleep(50);
  }
}

describe('a database outage under load', () => {
  let dataDir: string;
  let postgres: Cluster;
  let port: number;
  let dataSource: DataSource;
  let app: App;
  let url: string;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-outage-'));
    await chmod(dataDir, 0o755);
    postgres = await startCluster(dataDir);
    port = Number(new URL(postgres.url).port);
    dataSource = createDataSource(postgres.url, { poolSize: 4 });
    await dataSource.initialize();
    await dataSource.runMigrations();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgres.url });
    app = await createApp(config, dataSource, silent);
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;
    const [user] = await dataSource.query(
      `INSERT INTO users (username, email, focus_areas, challenges, plan, activated_at)
       VALUES ('Ola', 'ola@example.com', '{Health}', '{"No Time"}', 'unlimited', now()) RETURNING id`);
    userId = user.id;
    cookie = await signedInCookie({ db: { dataSource }, config } as unknown as TestApp, userId);
  });

  afterAll(async () => {
    await app?.close();
    if (dataSource?.isInitialized) await dataSource.destroy();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const createTask = (text: string) => fetch(`${url}/api/task/create`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ user: userId, text }),
  });
  const dashboard = () => fetch(`${url}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { id } myGoals { id } }' }),
  });

  it('answers 503 JSON with Retry-After while the database is down, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const outageAnswers: Array<{ status: number; type: string; body: string; retryAfter: string | null }> = [];
    let phase: 'up' | 'down' | 'back' = 'up';
    let writes = 0;

    // Writers and readers run through the whole outage, as users would.
    let running = true;
    const load = Array.from({ length: 4 }, async (_, worker) => {
      while (running) {
        const text = `task ${worker}-${writes++}`;
        const seenIn = phase;
        for (const response of await Promise.all([createTask(text), dashboard()])) {
          const body = await response.text();
          if (response.status === 201) acknowledged.push(JSON.parse(body)._id);
          else if (seenIn === 'down' && phase === 'down') {
            outageAnswers.push({ status: response.status, type: response.headers.get('content-type') ?? '', body, retryAfter: response.headers.get('retry-after') });
          }
        }
        await sleep(20);
      }
    });

    await until(() => acknowledged.length >= 8, 30_000, 'writes acknowledged before the outage');
    await postgres.stop();
    await untilClosed(port);
    phase = 'down';
    await until(() => outageAnswers.length >= 8, 30_000, 'answers during the outage');
    const stoppedReady = await fetch(`${url}/readyz`);
    expect(stoppedReady.status).toBe(503);

    // From here the database may answer again (it does before startCluster returns): nothing
    // answered from now on counts as an answer during the outage.
    phase = 'back';
    postgres = await startCluster(dataDir, port);
    const backAt = Date.now();
    let readyAfterMs = -1;
    while (Date.now() - backAt < 10_000) {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        readyAfterMs = Date.now() - backAt;
        break;
      }
      await sleep(50);
    }
    const recovered = acknowledged.length;
    await until(() => acknowledged.length >= recovered + 8, 30_000, 'writes acknowledged after the outage');
    running = false;
    await Promise.all(load);

    expect(readyAfterMs).toBeGreaterThanOrEqual(0);
    expect(readyAfterMs).toBeLessThan(1000);
    expect(outageAnswers.length).toBeGreaterThan(0);
    for (const answer of outageAnswers) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: answer.body });
      expect(answer.type).toMatch(/application\/json/);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body).not.toMatch(/\n\s+at |ECONNREFUSED|terminat|postgres|<html|<pre>/i);
      const json = JSON.parse(answer.body);
      expect(json.code ?? json.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }

    // Recovered: both façades answer, and every acknowledged task is stored.
    expect((await createTask('after the outage')).status).toBe(201);
    expect((await dashboard()).status).toBe(200);
    const stored = await dataSource.query(`SELECT id FROM tasks WHERE id = ANY($1)`, [acknowledged]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(stored).toHaveLength(acknowledged.length);
  });
});
