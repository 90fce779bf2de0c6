// `npm run bench:reminders`: one app instance, 1,000 reminders due in the same minute, each to its
// own subscription at a fake Web Push service on loopback that decrypts every message (http_ece).
// Reports delivery lag (due time -> push received: median, p99, max) and the instance's
// throughput while the minute's reminders go out.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { openBenchDatabase } from './harness';
import { startFakePushService } from '../test/fake-push-service';
import { nextMinute, seedReminders } from '../test/reminder-load';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 1000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const push = await startFakePushService();
  // The fake push service is on loopback, which PUSH_ALLOW_PRIVATE_ENDPOINTS lets subscriptions use.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, PORT: '0', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' });
  const app = await createApp(config, database.db, pino({ level: 'silent' }), { reminderOptions: { planEveryMs: 5_000 } }, { reminders: true });
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  try {
    const due = nextMinute(25_000);
    await seedReminders(database.db, push, COUNT, due.time);
    process.stdout.write(`${COUNT} reminders due at ${due.at.toISOString()} (port ${(app.httpServer.address() as AddressInfo).port})\n`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.at.getTime() - Date.now() - 50)));
    const cpuBefore = process.cpuUsage();
    await push.waitFor(COUNT, due.at.getTime() - Date.now() + 120_000);
    const cpu = process.cpuUsage(cpuBefore);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last commits land
    const received = push.received.map((m) => m.receivedAt).sort((a, b) => a - b);
    const lags = received.map((at) => at - due.at.getTime());
    const seconds = (received.at(-1)! - received[0]) / 1000;
    const [{ sent, doubles }] = await database.db.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, (count(*) - count(DISTINCT (reminder_id, local_day, occurrence)))::int AS doubles FROM reminder_deliveries`);
    console.log(JSON.stringify({
      reminders: COUNT,
      pushesReceived: push.received.length,
      deliveriesSent: sent,
      doubles,
      lagMs: { median: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) },
      throughputPerSecond: Math.round(COUNT / Math.max(seconds, 0.001)),
      firstToLastSeconds: Number(seconds.toFixed(2)),
      // This process only (app and fake push service; PostgreSQL is not counted).
      appCpuMsPerDelivery: Number(((cpu.user + cpu.system) / 1000 / COUNT).toFixed(2)),
      loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
    }, null, 2));
  } finally {
    await app.close();
    await push.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
