// Live updates across instances: two app instances on one PostgreSQL; a mutation through A, the
// event on a graphql-ws client of B. Reports the delay (median, p99 over LIVE_EVENTS events),
// then how much memory B holds per idle subscribed client (LIVE_IDLE_CLIENTS, made by a child
// process so their own memory is not counted). `npm run bench:live`.
import 'reflect-metadata';
import { fork } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { loadConfig } from '../src/config';
import { createApp, type App } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { hashPassword } from '../src/modules/users/passwords';

const EVENTS = Number(process.env.LIVE_EVENTS ?? 1000);
const IDLE_CLIENTS = Number(process.env.LIVE_IDLE_CLIENTS ?? 2000);

/** The child: opens `n` idle subscriptions to `url` with `token`, reports how many are up once all have settled. */
async function idleClients(url: string, token: string, n: number): Promise<void> {
  let up = 0;
  let failed = 0;
  const settle = () => {
    if (up + failed === n) process.send!({ up, failed });
  };
  for (let i = 0; i < n; i += 1) {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, lazy: false, retryAttempts: 3, onNonLazyError: () => {} });
    let counted = false;
    client.subscribe({ query: 'subscription { meChanged { id } }' }, { next: () => {}, error: () => { if (!counted) { counted = true; failed += 1; settle(); } }, complete: () => {} });
    client.on('connected', () => {
      if (counted) return;
      counted = true;
      up += 1;
      settle();
    });
    if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  const silent = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-bench-'));
  await chmod(dataDir, 0o755);
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, silent);
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, TOKEN_RATE_LIMIT: '1000000' });
  const instance = async (): Promise<{ app: App; base: string; close(): Promise<void> }> => {
    const db = createDataSource(url);
    await db.initialize();
    await db.runMigrations();
    const app = await createApp(config, db, silent);
    await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
    return { app, base: `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`, async close() { await app.close(); await db.destroy(); } };
  };
  const a = await instance();
  const b = await instance();

  const email = `live-bench-${Date.now()}@example.com`;
  const db = createDataSource(url);
  await db.initialize();
  await db.query(`WITH u AS (INSERT INTO users (username, email, password_hash, activated_at) VALUES ('bench', $1, $2, now()) RETURNING id, email)
                  INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM u`, [email, await hashPassword('benchmark password')]);
  await db.destroy();
  const login = await fetch(`${a.base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const created = await fetch(`${a.base}/api/tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'bench', scopes: ['read', 'write'] }),
  });
  const { secret } = await created.json() as { secret: string };
  const wsUrl = `${b.base.replace('http', 'ws')}/graphql`;

  // 1. Delay from a mutation through A to the event on a client of B.
  const subscriber = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${secret}` }, lazy: false });
  let arrived: (at: number) => void = () => {};
  subscriber.subscribe({ query: 'subscription { meChanged { tutorialCompleted } }' }, {
    next: () => arrived(performance.now()), error: (error) => { throw error; }, complete: () => {},
  });
  while (b.app.services.live.subscriptionCount < 1) await new Promise((resolve) => setTimeout(resolve, 10));
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const event = new Promise<number>((resolve) => { arrived = resolve; });
    const sent = performance.now();
    const response = await fetch(`${a.base}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: `mutation { setTutorialCompleted(completed: ${i % 2 === 0}) { id } }` }),
    });
    await response.text();
    const answered = performance.now();
    const at = await event;
    fromSend.push(at - sent);
    fromAnswer.push(at - answered);
  }
  await subscriber.dispose();
  fromSend.sort((x, y) => x - y);
  fromAnswer.sort((x, y) => x - y);
  const ms = (value: number) => Math.round(value * 100) / 100;

  // 2. Memory of B per idle subscribed client (clients in a child process).
  global.gc?.();
  const before = process.memoryUsage();
  const child = fork(__filename, ['idle', wsUrl, secret, String(IDLE_CLIENTS)], { stdio: 'inherit' });
  const settled = await new Promise<{ up: number; failed: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { up: number; failed: number }));
    child.once('exit', (code) => reject(new Error(`clients exited ${code}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = b.app.services.live.subscriptionCount;
  global.gc?.();
  const after = process.memoryUsage();
  const perClientKb = (after.rss - before.rss) / held / 1024;
  child.kill();

  console.log(JSON.stringify({
    events: EVENTS,
    mutationSentToEventMs: { median: ms(percentile(fromSend, 0.5)), p99: ms(percentile(fromSend, 0.99)) },
    mutationAnsweredToEventMs: { median: ms(percentile(fromAnswer, 0.5)), p99: ms(percentile(fromAnswer, 0.99)) },
    idleClients: { asked: IDLE_CLIENTS, connected: settled.up, failed: settled.failed, subscriptionsHeldByB: held },
    rssGrowthMb: Math.round((after.rss - before.rss) / 1024 / 1024),
    heapGrowthMb: Math.round((after.heapUsed - before.heapUsed) / 1024 / 1024),
    kbPerIdleClient: Math.round(perClientKb * 10) / 10,
    idleClientsPer1GbEstimate: Math.floor((1024 * 1024) / perClientKb),
    note: 'both instances and the database share this machine; per-client memory is rss growth of the process holding instance B',
  }, null, 2));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await a.close();
  await b.close();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv[2] === 'idle') {
  void idleClients(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
