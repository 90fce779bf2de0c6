// Starts the built app for the browser suite: a fresh embedded PostgreSQL in a temporary
// folder (or E2E_DATABASE_URL), on E2E_PORT. Playwright stops it when the suite ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-e2e-'));
chmodSync(dataDir, 0o755);
const env = { ...process.env, PORT: process.env.E2E_PORT ?? '4173', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

const server = spawn(process.execPath, ['api/dist/src/server.js'], { env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
