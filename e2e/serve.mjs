// Starts the built app for the browser suite: a fresh embedded PostgreSQL in a temporary
// folder, thrown away at the end and so run without flushing to disk (or E2E_DATABASE_URL), on E2E_PORT, with its email going over SMTP to a loopback
// server started here, which files each message in E2E_MAIL_DIR for the tests to read, and its
// payments going to a fake Stripe API (api/test/fake-stripe.cjs).
// Playwright stops it all when the suite ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';

const require = createRequire(import.meta.url);
const { startFakeStripe } = require('../api/test/fake-stripe.cjs');
const { startEmbeddedPostgres } = require('../api/dist/src/db/embedded.js');
const pino = require('pino');

const port = process.env.E2E_PORT ?? '4173';
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `cairn-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      const name = `${String(received).padStart(4, '0')}-${to.replace(/[^a-z0-9@.,_-]/g, '_')}.eml`;
      writeFileSync(path.join(mailDir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

// Payments go to a fake Stripe API whose checkout page pays at once and returns to /success.
const stripe = await startFakeStripe();

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  APP_URL: `http://127.0.0.1:${port}`,
  // WebAuthn refuses IP addresses: passkeys are used from localhost (e2e/passkeys.spec.ts).
  PASSKEY_ORIGINS: `http://localhost:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_PRICE_ID: 'price_e2e_unlimited',
  STRIPE_API_URL: stripe.url,
  // Every test signs up from 127.0.0.1: lift the per-address limits for the suite.
  RATE_LIMIT_SCALE: '50',
  // e2e/webhooks.spec.ts's receiver listens on loopback (production refuses such endpoints).
  WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'yes',
  // e2e/languages.spec.ts's push service (api/test/fake-push-service.ts) listens on loopback too.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes',
};
// A web build of its own (vite build --outDir ...), so parallel work does not share web/dist.
if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
const postgres = process.env.E2E_DATABASE_URL ? undefined
  : await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { durable: false });
env.DATABASE_URL = process.env.E2E_DATABASE_URL ?? postgres.url;

const server = spawn(process.execPath, ['api/dist/src/server.js'], { env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  smtp.close();
  stripe.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
