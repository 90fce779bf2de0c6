import type { DataSource } from 'typeorm';
import { AppError, isDatabaseOutage } from '../shared/errors';
import type { Logger } from '../shared/logger';
import { ReplicaWriteMark } from './replica-write-mark.entity';
import { sqlTable } from './sql-names';
import { affectedRows, purgePerUser, userIdsOf } from './purge-per-user';

/** Which server answers a read. */
export type ReadSide = 'primary' | 'replica';

export interface ReplicaOptions {
  /** REPLICA_MAX_LAG: a replica further behind than this many seconds is skipped. */
  maxLagSeconds: number;
  /** How long a skipped replica is left alone before it is asked again (5 s). */
  recheckMs?: number;
  /** How long the replica's replay position is trusted before it is read again (1 s). */
  statusTtlMs?: number;
  /** A replica that does not answer its status within this is taken as down (1 s). */
  probeTimeoutMs?: number;
}

/** What the replica said of itself: where its replay stands, or why it is not to be read. */
type ReplicaStatus =
  | { usable: true; replayed: bigint; checkedAt: number }
  | { usable: false; reason: string; checkedAt: number };

/** Marks older than this are dropped hourly: by then the replica has replayed them or is skipped as lagging. */
const MARK_RETENTION = '1 hour';

/**
 * Chooses, per user, the server a heavy read goes to (issue 26). With no replica configured
 * every read goes to the primary and nothing is asked. With one:
 * - after a user's write commits, `noteWrite` stores the primary's WAL insert position in
 *   replica_write_marks (one upsert, unlogged: no WAL), in PostgreSQL so every instance sees it;
 * - `sideFor` reads that mark (one primary-key lookup on the primary) and sends the read to the
 *   replica only when the replica has replayed past it (`pg_last_wal_replay_lsn()`, asked of the
 *   replica at most once a second, or again when a mark is ahead of the last answer);
 * - a replica that cannot be reached, is not a standby, has no WAL receiver, has received WAL
 *   it has not replayed for longer than REPLICA_MAX_LAG, or has not replayed a user's write after
 *   REPLICA_MAX_LAG, is skipped for `recheckMs`: one log line when it is skipped, one when it is
 *   back, and every heavy read meanwhile goes to the primary with no extra statement.
 * Only the replica's replay position is kept in the process: it only ever grows, so an old one
 * can only send a read to the primary, never show a user stale data of their own.
 */
export class ReadRouter {
  private status?: ReplicaStatus;
  private probing?: Promise<ReplicaStatus>;
  private opening?: Promise<void>;
  private skippedUntil = 0;
  private skipReason?: string;
  private readonly recheckMs: number;
  private readonly statusTtlMs: number;
  private readonly probeTimeoutMs: number;
  private statements?: { mark: string; readMark: string; usersOfOldMarks: string; purge: string };

  constructor(
    private readonly primary: DataSource,
    private readonly replica: DataSource | undefined,
    private readonly logger: Logger,
    private readonly options: ReplicaOptions,
  ) {
    this.recheckMs = options.recheckMs ?? 5000;
    this.statusTtlMs = options.statusTtlMs ?? 1000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  }

  /** True when DATABASE_REPLICA_URL is set. */
  get configured(): boolean {
    return this.replica !== undefined;
  }

  private get sql() {
    if (!this.statements) {
      const { table, col } = sqlTable(this.primary, ReplicaWriteMark);
      this.statements = {
        mark: `INSERT INTO ${table} (${col.userId}, ${col.lsn}, ${col.writtenAt}) VALUES ($1, (pg_current_wal_insert_lsn() - '0/0')::bigint, now())
               ON CONFLICT (${col.userId}) DO UPDATE SET ${col.lsn} = EXCLUDED.${col.lsn}, ${col.writtenAt} = EXCLUDED.${col.writtenAt}`,
        readMark: `SELECT ${col.lsn}::text AS lsn, extract(epoch FROM now() - ${col.writtenAt})::float8 AS age FROM ${table} WHERE ${col.userId} = $1`,
        // No index on written_at: every write updates it, and an index would take those updates off HOT.
        usersOfOldMarks: `SELECT ${col.userId} AS user_id FROM ${table} WHERE ${col.writtenAt} < now() - interval '${MARK_RETENTION}' LIMIT $1`,
        purge: `DELETE FROM ${table} WHERE ${col.userId} = $1 AND ${col.writtenAt} < now() - interval '${MARK_RETENTION}'`,
      };
    }
    return this.statements;
  }

  /**
   * A write of `userId`'s committed: their heavy reads go to the primary until the replica has
   * replayed it. Call it after the commit and before the answer goes out. Never fails the write.
   */
  async noteWrite(userId: string): Promise<void> {
    if (!this.replica) return;
    try {
      await this.primary.query(this.sql.mark, [userId]);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'read replica: could not note a write; the replica may briefly show this user older data');
    }
  }

  /** Where `userId`'s heavy read goes now. */
  async sideFor(userId: string): Promise<ReadSide> {
    if (!this.replica || Date.now() < this.skippedUntil) return 'primary';
    const [mark] = await this.primary.query(this.sql.readMark, [userId]) as Array<{ lsn: string; age: number }>;
    const needed = mark ? BigInt(mark.lsn) : undefined;
    const status = await this.replicaStatus(needed);
    if (!status.usable) {
      this.skip(status.reason);
      return 'primary';
    }
    if (needed === undefined || status.replayed >= needed) {
      this.back();
      return 'replica';
    }
    if (mark.age > this.options.maxLagSeconds) this.skip(`it has not replayed a write made ${Math.round(mark.age)} s ago (REPLICA_MAX_LAG ${this.options.maxLagSeconds} s)`);
    return 'primary';
  }

  /** A read on the replica failed (not a refusal of the user's): a lost replica is skipped, and the read is answered by the primary. */
  replicaFailed(error: unknown): void {
    if (isDatabaseOutage(error)) {
      this.status = undefined;
      this.skip(`it cannot be reached (${error instanceof Error ? error.message : String(error)})`);
    } else {
      this.logger.warn({ err: error }, 'read replica: a read failed there; the primary answers it');
    }
  }

  /** Drops marks no decision needs any more (hourly housekeeping). */
  async purgeMarks(): Promise<void> {
    if (!this.replica) return;
    await purgePerUser({
      usersOfExpiredRows: async (limit) => userIdsOf(await this.primary.query(this.sql.usersOfOldMarks, [limit])),
      purgeUser: async (userId) => affectedRows(await this.primary.query(this.sql.purge, [userId])),
    });
  }

  /** The replica's replay position: the last answer while it is fresh and far enough, else asked again (one probe at a time). */
  private async replicaStatus(needed: bigint | undefined): Promise<ReplicaStatus> {
    const known = this.status;
    const fresh = known && Date.now() - known.checkedAt < this.statusTtlMs;
    if (known && fresh && (!known.usable || needed === undefined || known.replayed >= needed)) return known;
    this.probing ??= this.probe().then((status) => {
      // A later probe never moves the replay position back (an old answer arriving late).
      if (status.usable && this.status?.usable && this.status.replayed > status.replayed) status = { ...status, replayed: this.status.replayed };
      this.status = status;
      return status;
    }).finally(() => { this.probing = undefined; });
    return this.probing;
  }

  private async probe(): Promise<ReplicaStatus> {
    const replica = this.replica!;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.probeTimeoutMs} ms`)), this.probeTimeoutMs);
    });
    try {
      const ask = async () => {
        if (!replica.isInitialized) await (this.opening ??= replica.initialize().then(() => undefined).finally(() => { this.opening = undefined; }));
        // Lag is WAL received and not yet replayed, as old as the last replayed commit; a standby
        // whose WAL receiver is gone receives nothing, so it cannot say how far behind it is.
        const [row] = await replica.query(`
          SELECT pg_is_in_recovery() AS standby,
                 (pg_last_wal_replay_lsn() - '0/0')::bigint::text AS replayed,
                 EXISTS (SELECT 1 FROM pg_stat_wal_receiver) AS receiving,
                 CASE WHEN pg_last_wal_receive_lsn() > pg_last_wal_replay_lsn()
                      THEN extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 ELSE 0 END AS lag`) as Array<{
          standby: boolean; replayed: string | null; receiving: boolean; lag: number | null;
        }>;
        return row;
      };
      const row = await Promise.race([ask(), timeout]);
      const checkedAt = Date.now();
      if (!row.standby || row.replayed === null) return { usable: false, reason: 'it is not a standby in recovery', checkedAt };
      if (!row.receiving) return { usable: false, reason: 'it is not streaming from the primary (no WAL receiver)', checkedAt };
      if ((row.lag ?? 0) > this.options.maxLagSeconds) {
        return { usable: false, reason: `it lags ${Math.round(row.lag!)} s behind (REPLICA_MAX_LAG ${this.options.maxLagSeconds} s)`, checkedAt };
      }
      return { usable: true, replayed: BigInt(row.replayed), checkedAt };
    } catch (error) {
      return { usable: false, reason: `it cannot be reached (${error instanceof Error ? error.message : String(error)})`, checkedAt: Date.now() };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One log line when the replica is first skipped (not one per read); it is asked again after `recheckMs`. */
  private skip(reason: string): void {
    this.skippedUntil = Date.now() + this.recheckMs;
    if (this.skipReason !== undefined) return;
    this.skipReason = reason;
    this.logger.warn({ reason, retryInMs: this.recheckMs }, `read replica skipped: ${reason}; heavy reads go to the primary`);
  }

  private back(): void {
    if (this.skipReason === undefined) return;
    this.skipReason = undefined;
    this.logger.info('read replica in use again');
  }
}

/**
 * The heavy reads' services, built once over the primary and once over the replica
 * (composition.ts), and the router that picks between them. A heavy read opts in by running
 * through `run` (or `stream`, for an answer streamed from a cursor).
 */
export class ReplicaReads<S> {
  constructor(readonly router: ReadRouter, private readonly sides: { primary: S; replica?: S }) {}

  /** See ReadRouter.noteWrite. */
  noteWrite(userId: string): Promise<void> {
    return this.router.noteWrite(userId);
  }

  /**
   * Runs `work` on the side chosen for `userId`. A failure on the replica other than a refusal
   * (AppError) runs it again on the primary, unless `retryable` says it is too late (an answer
   * already begun).
   */
  async run<T>(userId: string, work: (services: S, side: ReadSide) => Promise<T>, options: { retryable?: () => boolean } = {}): Promise<T> {
    const side = this.sides.replica ? await this.router.sideFor(userId) : 'primary';
    if (side === 'primary') return work(this.sides.primary, 'primary');
    try {
      return await work(this.sides.replica!, 'replica');
    } catch (error) {
      if (error instanceof AppError || (options.retryable && !options.retryable())) throw error;
      this.router.replicaFailed(error);
      return work(this.sides.primary, 'primary');
    }
  }

  /** `run` for an answer read from a cursor: a replica failing before the first element hands the read to the primary. */
  async *stream<T>(userId: string, open: (services: S) => AsyncGenerator<T>): AsyncGenerator<T> {
    const side = this.sides.replica ? await this.router.sideFor(userId) : 'primary';
    let elements = open(side === 'replica' ? this.sides.replica! : this.sides.primary);
    let first: IteratorResult<T>;
    try {
      first = await elements.next();
    } catch (error) {
      if (side === 'primary' || error instanceof AppError) throw error;
      this.router.replicaFailed(error);
      elements = open(this.sides.primary);
      first = await elements.next();
    }
    try {
      if (first.done) return;
      yield first.value;
      yield* elements;
    } finally {
      await elements.return(undefined);
    }
  }
}
