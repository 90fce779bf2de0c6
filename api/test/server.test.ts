import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded';

// The built server, started the way `npm start` starts it (npm test builds first).
const SERVER = path.join(__dirname, '..', 'dist', 'src', 'server.js');

function run(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const { DATABASE_URL: _unset, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [SERVER], { env: { ...parentEnv, NODE_ENV: 'development', LOG_LEVEL: 'info', ...env } });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/readyz`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

function postgresRunningIn(dir: string): boolean {
  try {
    return execFileSync('ps', ['-eo', 'args']).toString().split('\n').some((line) => line.includes('postgres') && line.includes(dir));
  } catch {
    return false;
  }
}

describe('the server process', () => {
  beforeAll(() => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w api\` first`);
  });

  it('without DATABASE_URL starts an embedded PostgreSQL, serves, and stops it all on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cairn-server-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = run({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitForReady(url, 60_000);
      expect(postgresRunningIn(dataDir)).toBe(true);
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ catalogue(kind: HABIT, category: Essential, first: 3) { totalCount nodes { text } } }' }),
      });
      const body = (await response.json()) as { data: { catalogue: { totalCount: number; nodes: unknown[] } } };
      expect(body.data.catalogue.totalCount).toBeGreaterThanOrEqual(10);
      expect(body.data.catalogue.nodes).toHaveLength(3);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
      expect(postgresRunningIn(dataDir)).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start with a wrong variable, naming it', async () => {
    const server = run({ PORT: 'forty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "forty")');
  });
});
