// Starts the built app for the browser suite: a fresh embedded PostgreSQL in a temporary
// folder (or E2E_DATABASE_URL), on E2E_PORT, with its email going over SMTP to a loopback
// server started here, which files each message in E2E_MAIL_DIR for the tests to read.
// Playwright stops it all when the suite ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? '4173';
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), 'cairn-e2e-mail');
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  APP_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
};
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

const server = spawn(process.execPath, ['api/dist/src/server.js'], { env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
