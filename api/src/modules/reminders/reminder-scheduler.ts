import PgBoss from 'pg-boss';
import { type DataSource, type QueryRunner } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import type { Config } from '../../config';
import type { Logger } from '../../shared/logger';
import { translate } from '../../shared/i18n/messages';
import { idsByUser } from '../../shared/ids';
import { forgetOldRows } from '../../db/purge-per-user';
import type { JobQueue } from '../../shared/jobs';
import { addDays, userDay } from '../../shared/time/days';
import { onVacationSql, type HabitsService } from '../habits/habits.service';
import { openTaskCountSql } from '../tasks/tasks.service';
import type { Mailer } from '../auth/mailer';
import { linkMail } from '../auth/mailer';
import { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { UserHabit } from '../habits/user-habit.entity';
import type { DayAgenda } from '../habits/rules/streaks';
import type { Clock } from '../../shared/time/clock';
import { deliveryTopic, PushSender, type PushTarget } from './push';
import { nextOccurrence, occurrenceOn } from './reminder-times';
import { unsubscribeToken } from './unsubscribe';
import { REMINDER_TEXTS } from './reminder-texts';
import { PushSubscription } from './push-subscription.entity';
import { deletePushSubscriptions } from './push-subscriptions';
import { ReminderChannels } from './reminder-channels.entity';
import { ReminderDelivery } from './reminder-delivery.entity';
import { Reminder } from './reminder.entity';

export const DELIVER_QUEUE = 'reminder-deliver';

/** How far ahead the planner queues a reminder: its job waits in pg-boss until its time. */
const LOOKAHEAD_MS = 2 * 60 * 1000;
/** Reminders planned in one transaction. */
const PLAN_BATCH = 1000;
/** Deliveries a worker sends at once (each holds its row's lock while it sends). */
export const DELIVERY_CONCURRENCY = 8;
/** Deliveries a worker fetches at once. */
const DELIVERY_BATCH = 48;
/** How long before its due time a delivery row can be written (a snooze, an hour ahead), plus slack: the sweep looks back this far beyond the grace window. */
const SWEEP_LEAD_MS = 2 * 60 * 60 * 1000;
/** How long a delivery row is kept before the planner deletes it. */
export const DELIVERY_RETENTION_DAYS = 35;

export interface SchedulerOptions {
  /** How often each instance runs the planner. */
  planEveryMs?: number;
  /** pg-boss's polling of the delivery queue. */
  pollingIntervalSeconds?: number;
  /** How long a delivery job may stay active before pg-boss gives it to another instance (a dead one's jobs wait this long). */
  expireInSeconds?: number;
  /** Retries of a failing delivery job; after them the planner's sweep queues it again while within the grace window. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

interface DueRow {
  id: string;
  user_id: string;
  time: string;
  next_at: Date | null;
  next_day: string | null;
  time_zone: string;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** A delivery's key: reminder_deliveries is keyed by user (issue 26). */
export interface DeliveryKey { id: string; userId: string }
/** A delivery job's data; `userId` is absent only from a job an earlier release queued. */
interface DeliveryJob { deliveryId: string; userId?: string }

interface DeliveryRow {
  id: string;
  reminder_id: string;
  local_day: string;
  time: string;
  occurrence: number;
  due_at: Date;
  user_id: string;
  user_habit_id: string | null;
  push: boolean | null;
  email: boolean | null;
}

/** What a delivery says, or why it says nothing. */
type Message = { skip: string } | { subject: string; line: string; push: object };
type Outcome = { status: 'sent' | 'skipped' | 'dropped'; detail: string; gone?: string[] };
type Planned = { skip: Outcome } | Plan;
interface Plan { user: User; message: Exclude<Message, { skip: string }>; subscriptions: Array<PushTarget & { id: string }>; email: boolean }

/** pg-boss runs its statements in our transaction through this (send/insert's `db` option). */
function executor(runner: QueryRunner): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records as unknown[] }) };
}

const MISSED = 'missed: past the grace window';

/**
 * The planner's and the worker's statements that stay SQL (SKIP LOCKED batches, writes from
 * unnest, a join with pg-boss's own job table), their names read off the entities.
 */
function statements(db: DataSource) {
  const r = sqlTable(db, Reminder, 'r');
  const u = sqlTable(db, User, 'u');
  const d = sqlTable(db, ReminderDelivery, 'd');
  const c = sqlTable(db, ReminderChannels, 'c');
  const s = sqlTable(db, PushSubscription);
  const { col } = d;
  return {
    // Under Citus a write or row lock that spans users runs on every node (issue 26): the passes find work across users with a
    // plain read, then lock and write each user's rows in statements of their own.
    due: `SELECT ${r.c.id} AS id, ${r.c.userId} AS user_id FROM ${r.from}
          WHERE ${r.c.nextAt} IS NULL OR ${r.c.nextAt} <= $1
          ORDER BY ${r.c.nextAt} NULLS FIRST LIMIT ${PLAN_BATCH}`,
    // One user's due reminders, locked and read again: another instance's (locked, or already moved) are left out.
    lockDue: `SELECT ${r.c.id} AS id, ${r.c.userId} AS user_id, to_char(${r.c.localTime}, 'HH24:MI') AS time, ${r.c.nextAt} AS next_at, to_char(${r.c.nextDay}, 'YYYY-MM-DD') AS next_day, ${u.c.timeZone} AS time_zone
           FROM ${r.from} JOIN ${u.from} ON ${u.c.id} = ${r.c.userId}
          WHERE ${r.c.userId} = $1 AND ${r.c.id} = ANY($2::uuid[]) AND ${u.c.id} = $1 AND (${r.c.nextAt} IS NULL OR ${r.c.nextAt} <= $3)
          FOR UPDATE OF ${r.alias} SKIP LOCKED`,
    insertDeliveries: `INSERT INTO ${d.table} (${col.userId}, ${col.reminderId}, ${col.localDay}, ${col.dueAt}, ${col.status}, ${col.detail})
           SELECT $1::uuid, x.reminder, x.day, x.due, x.status, CASE WHEN x.status = 'dropped' THEN '${MISSED}' END
             FROM unnest($2::uuid[], $3::date[], $4::timestamptz[], $5::text[]) AS x(reminder, day, due, status)
           ON CONFLICT (${col.userId}, ${col.reminderId}, ${col.localDay}, ${col.occurrence}) DO NOTHING
           RETURNING ${col.id} AS id, ${col.userId} AS user_id, ${col.reminderId} AS reminder_id, to_char(${col.localDay}, 'YYYY-MM-DD') AS local_day, ${col.dueAt} AS due_at, ${col.status} AS status`,
    moveReminders: `UPDATE ${r.from} SET ${r.col.nextAt} = m.at, ${r.col.nextDay} = m.day
             FROM unnest($2::uuid[], $3::timestamptz[], $4::date[]) AS m(id, at, day) WHERE ${r.c.userId} = $1 AND ${r.c.id} = m.id`,
    lost: `SELECT ${d.c.id} AS id, ${d.c.userId} AS user_id
           FROM ${d.from} LEFT JOIN pgboss.job j ON j.name = $1 AND j.id = ${d.c.id}
          WHERE ${d.c.status} = 'pending' AND ${d.c.createdAt} > now() - make_interval(secs => $2)
            AND (j.id IS NULL OR j.state IN ('completed', 'cancelled', 'failed'))
          ORDER BY ${d.c.dueAt} LIMIT ${PLAN_BATCH}`,
    // One user's lost deliveries, locked and checked again: one another instance's sweep queued meanwhile is left out.
    // The user's candidates locked by their keys alone (a status test beside them would let the
    // planner add the pending index, every user's entries), then judged again.
    lockLost: `WITH keyed AS MATERIALIZED (
           SELECT ${d.c.id} AS delivery, ${d.c.userId} AS owner, ${d.c.reminderId} AS reminder, ${d.c.localDay} AS on_day,
                  ${d.c.occurrence} AS n, ${d.c.dueAt} AS due, ${d.c.status} AS state
             FROM ${d.from} WHERE ${d.c.userId} = $1 AND ${d.c.id} = ANY($2::uuid[]) FOR UPDATE OF ${d.alias} SKIP LOCKED)
         SELECT k.delivery AS id, k.owner AS user_id, k.reminder || ':' || to_char(k.on_day, 'YYYY-MM-DD') || ':' || k.n AS key, k.due AS due_at, j.id AS job
           FROM keyed k LEFT JOIN pgboss.job j ON j.name = $3 AND j.id = k.delivery
          WHERE k.state = 'pending' AND (j.id IS NULL OR j.state IN ('completed', 'cancelled', 'failed'))`,
    drop: `UPDATE ${d.table} SET ${col.status} = 'dropped', ${col.detail} = '${MISSED}', ${col.doneAt} = now()
            WHERE ${col.userId} = $1 AND ${col.id} = ANY($2::uuid[])`,
    lock: `SELECT ${col.id} FROM ${d.table} WHERE ${col.userId} = $2 AND ${col.id} = $1 AND ${col.status} = 'pending' FOR UPDATE SKIP LOCKED`,
    busy: `SELECT 1 FROM ${d.table} WHERE ${col.userId} = $2 AND ${col.id} = $1 AND ${col.status} = 'pending'`,
    settle: `UPDATE ${d.table} SET ${col.status} = $3, ${col.detail} = $4, ${col.doneAt} = now() WHERE ${col.userId} = $2 AND ${col.id} = $1`,
    // A job queued before jobs named their user (this release's first minutes): its user, read once.
    owners: `SELECT ${col.id} AS id, ${col.userId} AS user_id FROM ${d.table} WHERE ${col.id} = ANY($1::uuid[])`,
    subscriptions: `SELECT ${s.col.id} AS id, ${s.col.userId} AS user_id, ${s.col.endpoint} AS endpoint, ${s.col.p256dh} AS p256dh, ${s.col.auth} AS auth
         FROM ${s.table} WHERE ${s.col.userId} = ANY($1::uuid[])`,
    pending: `SELECT ${d.c.id} AS id, ${d.c.reminderId} AS reminder_id, to_char(${d.c.localDay}, 'YYYY-MM-DD') AS local_day, to_char(${r.c.localTime}, 'HH24:MI') AS time,
              ${d.c.occurrence} AS occurrence, ${d.c.dueAt} AS due_at, ${r.c.userId} AS user_id, ${r.c.userHabitId} AS user_habit_id, ${c.c.push} AS push, ${c.c.email} AS email
         FROM ${d.from} JOIN ${r.from} ON ${r.c.userId} = ${d.c.userId} AND ${r.c.id} = ${d.c.reminderId} LEFT JOIN ${c.from} ON ${c.c.userId} = ${r.c.userId}
         JOIN unnest($1::uuid[], $2::uuid[]) AS k(id, owner) ON ${d.c.userId} = k.owner AND ${d.c.id} = k.id
        WHERE ${d.c.status} = 'pending'`,
  };
}

/**
 * The notification's tag: one per reminder and day, so the browser shows any second copy of a
 * delivery (or a snooze of it) in place of the first rather than beside it.
 */
export function reminderTag(reminderId: string, day: string): string {
  return `reminder-${reminderId}-${day}`;
}

/** A delivery's outcome from what went out: pushes accepted, and whether the email did. */
function outcomeOf(pushes: number, email: boolean, gone: string[] = []): Outcome {
  const channels = [pushes ? `push x${pushes}` : '', email ? 'email' : ''].filter(Boolean);
  return channels.length ? { status: 'sent', detail: channels.join(', '), gone } : { status: 'skipped', detail: 'no working subscription', gone };
}

/** The outcome when every channel of a plan works, written before sending (see deliver). */
function expectedOutcome(plan: Plan): Outcome {
  return outcomeOf(plan.subscriptions.length, plan.email);
}

/** "3 habits and 2 tasks left today" in `locale`'s language, or null when nothing is left. */
export function summaryText(locale: string, habits: number, tasks: number): string | null {
  if (!habits && !tasks) return null;
  return translate(REMINDER_TEXTS, locale, habits && tasks ? 'summaryBoth' : habits ? 'summaryHabits' : 'summaryTasks', { habits, tasks });
}

/**
 * Plans and delivers reminders through pg-boss on the app's PostgreSQL.
 *
 * Exactly once: the planner (every instance runs it) finds due reminders, locks each user's with SKIP LOCKED and, in
 * one transaction, inserts one reminder_deliveries row per (reminder, local day, occurrence)
 * (unique), queues one job per new row (deterministic singletonKey, inserted through the same
 * transaction) and moves the reminder to its next occurrence. A delivery job locks its row, sends,
 * and marks it sent in one transaction: an instance that dies mid-send leaves the row pending and
 * pg-boss hands the job to another instance. A reminder whose time passed while every instance
 * was down is sent when one comes back within the grace window, and dropped after it.
 *
 * The one thing no transaction covers is the push service: an instance can die after the push
 * service accepted a message and before the row is committed. Nothing here can tell whether it
 * got there, and not sending could lose it, so it is sent again. That window is kept to the
 * COMMIT's round trip (deliver writes the outcome before sending), a death anywhere else doubles
 * nothing, and a copy from that window is made harmless where it lands: every push of a delivery
 * carries the same RFC 8030 Topic (a copy replaces the first while the push service still holds
 * it), and the notification's tag is one per reminder and day (a browser that already has the
 * first shows the copy in its place).
 */
/** A push notification's buttons, and what it says when one of them fails, in the user's language (web/public/sw.js). */
function pushLabels(locale: string) {
  return {
    done: translate(REMINDER_TEXTS, locale, 'pushDone'),
    snooze: translate(REMINDER_TEXTS, locale, 'pushSnooze'),
    signIn: translate(REMINDER_TEXTS, locale, 'pushSignIn'),
    unreachable: translate(REMINDER_TEXTS, locale, 'pushUnreachable'),
  };
}

export class ReminderScheduler {
  readonly boss: PgBoss;
  readonly push: PushSender;
  private planTimer?: NodeJS.Timeout;
  private planning?: Promise<void>;
  /** A pass asked for while one runs: it starts when that one ends, so it sees what changed meanwhile. */
  private planningAgain?: Promise<void>;
  private started = false;
  private readonly graceMs: number;
  private readonly jobOptions: { expireInSeconds: number; retryLimit: number; retryDelay: number };
  private built?: ReturnType<typeof statements>;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly habits: HabitsService,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly options: SchedulerOptions = {},
  ) {
    this.push = new PushSender(config, logger);
    this.graceMs = config.reminders.graceMinutes * 60_000;
    this.boss = jobs.boss;
    this.jobOptions = { expireInSeconds: options.expireInSeconds ?? 30, retryLimit: options.retryLimit ?? 20, retryDelay: options.retryDelaySeconds ?? 5 };
  }

  get running(): boolean {
    return this.started;
  }

  /** The statements, built once. */
  private get sql(): ReturnType<typeof statements> {
    return (this.built ??= statements(this.db));
  }

  async start(): Promise<void> {
    await this.jobs.start();
    await this.boss.createQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, ...this.jobOptions, retentionMinutes: 60 * 24 });
    const workerId = await this.boss.work<DeliveryJob>(DELIVER_QUEUE, { batchSize: DELIVERY_BATCH, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 0.5 },
      async (jobs) => {
        await this.work(jobs);
        // A full batch means more are waiting (a busy minute): fetch again at once rather than after the polling interval.
        if (jobs.length === DELIVERY_BATCH) this.boss.notifyWorker(workerId);
      });
    this.started = true;
    const every = this.options.planEveryMs ?? 15_000;
    this.planTimer = setInterval(() => void this.planSoon(), every);
    this.planTimer.unref();
    await this.planSoon();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.planTimer);
    await this.planning;
    await this.planningAgain;
    await this.boss.offWork(DELIVER_QUEUE);
  }

  /**
   * Runs the planner now (once at a time per instance); errors are logged, the next run retries.
   * Asked while a pass runs (which may have read the reminders before the caller's change), it
   * runs one more pass after it.
   */
  planSoon(): Promise<void> {
    if (this.planning) {
      this.planningAgain ??= this.planning.then(() => {
        this.planningAgain = undefined;
        return this.planSoon();
      });
      return this.planningAgain;
    }
    this.planning = this.planOnce()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'reminder planning failed'))
      .finally(() => { this.planning = undefined; });
    return this.planning;
  }

  /** The real-time instant a job should start for a due time on the (maybe injected) clock. */
  private startAfter(dueAt: Date): Date {
    return new Date(Date.now() + Math.max(0, dueAt.getTime() - this.clock.now().getTime()));
  }

  /** One planning pass: every due reminder, then the sweep of deliveries whose job is gone. */
  async planOnce(): Promise<void> {
    for (let more = true; more;) more = await this.planBatch();
    for (let more = true; more;) more = await this.sweepBatch();
    await this.forgetOldDeliveries();
  }

  /** A delivery row is kept DELIVERY_RETENTION_DAYS (what was sent, and when), then deleted, a bounded batch a pass, each user's rows by a statement. */
  private async forgetOldDeliveries(): Promise<void> {
    await forgetOldRows(this.db, ReminderDelivery, DELIVERY_RETENTION_DAYS, PLAN_BATCH);
  }

  /**
   * One batch of due reminders: found across users by a plain read, then per user (in one
   * transaction) locked with SKIP LOCKED, their deliveries inserted and the reminders moved on.
   * Answers whether more may be due (a full batch of which this instance locked some).
   */
  private async planBatch(): Promise<boolean> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + LOOKAHEAD_MS);
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const candidates: Array<{ id: string; user_id: string }> = await runner.query(this.sql.due, [until]);
      const jobs: Array<DeliveryKey & { key: string; dueAt: Date }> = [];
      let locked = 0;
      for (const [userId, ids] of idsByUser(candidates)) {
        const due: DueRow[] = await runner.query(this.sql.lockDue, [userId, ids, until]);
        locked += due.length;
        const deliveries: Array<{ reminder: string; day: string; due: Date; status: string }> = [];
        const moves: Array<{ id: string; at: Date; day: string }> = [];
        for (const row of due) {
          if (!row.next_at || !row.next_day) {
            const next = nextOccurrence(row.time, row.time_zone, now);
            moves.push({ id: row.id, at: next.at, day: next.day });
            continue;
          }
          const late = now.getTime() - row.next_at.getTime() > this.graceMs;
          deliveries.push({ reminder: row.id, day: row.next_day, due: row.next_at, status: late ? 'dropped' : 'pending' });
          const next = nextOccurrence(row.time, row.time_zone, late ? now : new Date(row.next_at.getTime() + 1), addDays(row.next_day, 1));
          moves.push({ id: row.id, at: next.at, day: next.day });
        }
        if (deliveries.length) {
          const created: Array<{ id: string; user_id: string; reminder_id: string; local_day: string; due_at: Date; status: string }> = await runner.query(this.sql.insertDeliveries,
            [userId, deliveries.map((d) => d.reminder), deliveries.map((d) => d.day), deliveries.map((d) => d.due), deliveries.map((d) => d.status)]);
          for (const d of created) if (d.status === 'pending') jobs.push({ id: d.id, userId: d.user_id, key: `${d.reminder_id}:${d.local_day}:0`, dueAt: d.due_at });
        }
        if (moves.length) await runner.query(this.sql.moveReminders, [userId, moves.map((m) => m.id), moves.map((m) => m.at), moves.map((m) => m.day)]);
      }
      if (jobs.length) await this.enqueue(runner, jobs);
      await runner.commitTransaction();
      // A full batch all locked by other instances: they plan it, and this pass stops rather than read it again.
      return candidates.length === PLAN_BATCH && locked > 0;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Pending deliveries whose job is gone (failed for good, or archived): queued again within the grace window, dropped after it. */
  private async sweepBatch(): Promise<boolean> {
    const now = this.clock.now();
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const candidates: Array<{ id: string; user_id: string }> = await runner.query(this.sql.lost, [DELIVER_QUEUE, (this.graceMs + SWEEP_LEAD_MS) / 1000]);
      const again: Array<{ id: string; user_id: string; key: string; due_at: Date; job: string | null }> = [];
      let dropped = 0;
      for (const [userId, ids] of idsByUser(candidates)) {
        const lost: typeof again = await runner.query(this.sql.lockLost, [userId, ids, DELIVER_QUEUE]);
        const late = lost.filter((row) => now.getTime() - row.due_at.getTime() > this.graceMs);
        if (late.length) await runner.query(this.sql.drop, [userId, late.map((row) => row.id)]);
        dropped += late.length;
        again.push(...lost.filter((row) => !late.includes(row)));
      }
      const dead = again.filter((row) => row.job).map((row) => row.id);
      if (dead.length) await this.boss.deleteJob(DELIVER_QUEUE, dead, { db: executor(runner) });
      if (again.length) await this.enqueue(runner, again.map((row) => ({ id: row.id, userId: row.user_id, key: row.key, dueAt: row.due_at })));
      await runner.commitTransaction();
      if (again.length || dropped) this.logger.warn({ requeued: again.length, dropped }, 'reminder deliveries whose job was gone');
      return candidates.length === PLAN_BATCH && again.length + dropped > 0;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Queues delivery jobs through `runner`'s transaction: they exist exactly when their rows do (a job's id is its delivery's, for the sweep). */
  async enqueue(runner: QueryRunner, jobs: Array<DeliveryKey & { key: string; dueAt: Date }>): Promise<void> {
    await this.boss.insert(jobs.map((job) => ({
      id: job.id,
      name: DELIVER_QUEUE,
      data: { deliveryId: job.id, userId: job.userId },
      singletonKey: job.key,
      startAfter: this.startAfter(job.dueAt),
      ...this.jobOptions,
    })), { db: executor(runner) });
  }

  private async work(jobs: Array<PgBoss.Job<DeliveryJob>>): Promise<void> {
    const failed: string[] = [];
    let next = 0;
    let plans: Map<string, Planned>;
    let keys: DeliveryKey[];
    try {
      keys = await this.keysOf(jobs.map((job) => job.data));
      plans = await this.planDeliveries(keys);
    } catch (error) {
      this.logger.warn({ err: error }, 'reading reminder deliveries failed; they will be retried');
      await this.boss.fail(DELIVER_QUEUE, jobs.map((job) => job.id));
      return;
    }
    const lane = async () => {
      while (next < jobs.length) {
        const index = next++;
        const job = jobs[index];
        try {
          await this.deliver(keys[index], plans.get(job.data.deliveryId));
        } catch (error) {
          this.logger.warn({ err: error, deliveryId: job.data.deliveryId }, 'reminder delivery failed; it will be retried');
          failed.push(job.id);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, jobs.length) }, lane));
    if (failed.length) await this.boss.fail(DELIVER_QUEUE, failed);
  }

  /**
   * Sends one delivery if it is still pending: the habit due that day and not done, the user not
   * on vacation, within the grace window. What to send is read first; then the row is locked
   * (SKIP LOCKED), sent and marked in one transaction, which holds one connection and reads
   * nothing else meanwhile, so any pool size keeps moving.
   */
  async deliver(key: DeliveryKey, planned?: Planned): Promise<void> {
    const deliveryId = key.id;
    const plan = planned ?? (await this.planDeliveries([key])).get(deliveryId);
    if (!plan) return; // no longer pending
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const [locked] = await runner.query(this.sql.lock, [deliveryId, key.userId]);
      if (!locked) {
        const [busy] = await runner.query(this.sql.busy, [deliveryId, key.userId]);
        await runner.commitTransaction();
        // Locked by another instance's copy of this job (it expired there): let pg-boss retry it.
        if (busy) throw new Error('delivery is being sent elsewhere');
        return;
      }
      const settle = (outcome: Outcome) => runner.query(this.sql.settle, [deliveryId, key.userId, outcome.status, outcome.detail]);
      const expected = 'skip' in plan ? plan.skip : expectedOutcome(plan);
      // Written before sending, so after the push service's 201 only COMMIT is left: the one window (accepted, not committed) in which a dying instance's push is sent again.
      await settle(expected);
      const outcome = 'skip' in plan ? plan.skip : await this.send(deliveryId, plan);
      if (outcome.status !== expected.status || outcome.detail !== expected.detail) await settle(outcome);
      // Dead subscriptions (404/410) go with the outcome, so no one sees it without their removal.
      if (outcome.gone?.length && 'user' in plan) await deletePushSubscriptions(runner.manager, plan.user.id, { ids: outcome.gone });
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** The jobs' deliveries by their keys; a job that does not name its user (queued by an earlier release) has it read. */
  private async keysOf(jobs: readonly DeliveryJob[]): Promise<DeliveryKey[]> {
    const unnamed = jobs.filter((job) => !job.userId).map((job) => job.deliveryId);
    const owners: Array<{ id: string; user_id: string }> = unnamed.length ? await this.db.query(this.sql.owners, [unnamed]) : [];
    const ownerOf = new Map(owners.map((row) => [row.id, row.user_id]));
    // A delivery whose row is gone has no owner: the nil id matches no row, and its job ends.
    return jobs.map((job) => ({ id: job.deliveryId, userId: job.userId ?? ownerOf.get(job.deliveryId) ?? NIL_UUID }));
  }

  /**
   * What each pending delivery of a batch will send and to whom, or why it sends nothing: read
   * in a few statements for the whole batch, however many users and summaries it holds, before
   * any row is locked. A delivery no longer pending is left out.
   */
  private async planDeliveries(keys: readonly DeliveryKey[]): Promise<Map<string, Planned>> {
    const plans = new Map<string, Planned>();
    const rows: DeliveryRow[] = await this.db.query(this.sql.pending, [keys.map((key) => key.id), keys.map((key) => key.userId)]);
    const now = this.clock.now();
    const live: DeliveryRow[] = [];
    for (const row of rows) {
      if (now.getTime() - row.due_at.getTime() > this.graceMs) plans.set(row.id, { skip: { status: 'dropped', detail: MISSED } });
      else if (!row.push && !row.email) plans.set(row.id, { skip: { status: 'skipped', detail: 'no channel enabled' } });
      else live.push(row);
    }
    if (!live.length) return plans;
    const userIds = [...new Set(live.map((row) => row.user_id))];
    const remindedHabits = live.flatMap((row) => (row.user_habit_id ? [{ userId: row.user_id, id: row.user_habit_id }] : []));
    // A summary counts every habit of its user: those users' habits come in the same statement as the reminded ones.
    const summaryUserIds = [...new Set(live.filter((row) => !row.user_habit_id).map((row) => row.user_id))];
    const [users, habits, subscriptions] = await Promise.all([
      this.users.findByIds(userIds),
      this.habits.withItems(remindedHabits, summaryUserIds),
      this.db.query(this.sql.subscriptions, [userIds]) as Promise<Array<PushTarget & { id: string; user_id: string }>>,
    ]);
    const userById = new Map(users.map((user) => [user.id, user]));
    const habitById = new Map(habits.map((habit) => [habit.id, habit]));
    // A reminder names its habit as its user reads it.
    await this.habits.localizeItems(remindedHabits.flatMap(({ id }) => habitById.get(id) ?? []), (userId) => userById.get(userId)?.locale);
    // The user's day at the reminder's own time on its local day: a snooze past midnight still belongs to the day it was snoozed on.
    const dayOf = (row: DeliveryRow) => { const user = userById.get(row.user_id)!; return userDay(occurrenceOn(row.local_day, row.time, user.timeZone), user.timeZone, user.dayStartHour); };
    const known = live.filter((row) => userById.has(row.user_id));
    const [statuses, summaries] = await Promise.all([
      this.habitStatuses(known, userById, habits, habitById, dayOf),
      this.summaryFacts(known.filter((row) => !row.user_habit_id), dayOf),
    ]);
    for (const row of live) {
      const user = userById.get(row.user_id);
      if (!user) { plans.set(row.id, { skip: { status: 'skipped', detail: 'no user' } }); continue; }
      const day = dayOf(row);
      let message: Message;
      if (row.user_habit_id) {
        const habit = habitById.get(row.user_habit_id);
        const status = statuses.get(row.id)?.[0];
        message = !habit ? { skip: 'habit removed' } : status !== 'to_do' ? { skip: `habit ${status} on ${day}` } : this.habitMessage(user, habit, row, day);
      } else {
        const facts = summaries.get(row.id)!;
        const habitsLeft = statuses.get(row.id)!.filter((status) => status === 'to_do').length;
        message = facts.onVacation ? { skip: 'on vacation' } : this.summaryMessage(user, row, day, habitsLeft, facts.tasks);
      }
      if ('skip' in message) { plans.set(row.id, { skip: { status: 'skipped', detail: message.skip } }); continue; }
      plans.set(row.id, { user, message, subscriptions: row.push ? subscriptions.filter((s) => s.user_id === user.id) : [], email: Boolean(row.email) });
    }
    return plans;
  }

  /**
   * The day statuses each delivery depends on, by the rules (HabitsService.agendas, as the
   * dashboard judges them): a habit reminder's habit, or every habit of a summary's user, on the
   * delivery's day. One statement for the whole batch, "3 times a week" habits included.
   */
  private async habitStatuses(rows: DeliveryRow[], users: Map<string, User>, habits: UserHabit[], habitById: Map<string, UserHabit>,
    dayOf: (row: DeliveryRow) => string): Promise<Map<string, DayAgenda[]>> {
    const asks: Array<{ row: string; user: User; habit: UserHabit; day: string }> = [];
    const statuses = new Map<string, DayAgenda[]>();
    for (const row of rows) {
      const user = users.get(row.user_id)!;
      const judged = row.user_habit_id ? [habitById.get(row.user_habit_id)].filter((habit) => habit !== undefined) : habits.filter((habit) => habit.userId === row.user_id);
      for (const habit of judged) asks.push({ row: row.id, user, habit, day: dayOf(row) });
      statuses.set(row.id, []);
    }
    const agendas = await this.habits.agendas(asks);
    asks.forEach((ask, i) => statuses.get(ask.row)!.push(agendas[i]));
    return statuses;
  }

  /**
   * Each summary delivery's user: on vacation that day, and how many tasks are open, as habits and
   * tasks define them (their SQL). One statement for the whole batch.
   */
  private async summaryFacts(rows: DeliveryRow[], dayOf: (row: DeliveryRow) => string): Promise<Map<string, { onVacation: boolean; tasks: number }>> {
    if (!rows.length) return new Map();
    const facts: Array<{ id: string; on_vacation: boolean; tasks: number }> = await this.db.query(
      `SELECT x.id, ${onVacationSql(this.db, 'x.user_id', 'x.day')} AS on_vacation,
              ${openTaskCountSql(this.db, 'x.user_id')} AS tasks
         FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS x(id, user_id, day)`,
      [rows.map((row) => row.id), rows.map((row) => row.user_id), rows.map(dayOf)]);
    return new Map(facts.map((fact) => [fact.id, { onVacation: fact.on_vacation, tasks: fact.tasks }]));
  }

  /**
   * Sends a delivery on its channels. A push carries the delivery's Topic, so the re-send that
   * follows an instance's death between the push service's 201 and our commit (a window no
   * transaction can close: the push service is not in it) replaces the first copy while the push
   * service still holds it; one the browser already has is collapsed by the notification's tag.
   */
  private async send(deliveryId: string, { user, message, subscriptions, email }: Plan): Promise<Outcome> {
    const topic = deliveryTopic(deliveryId);
    // Both channels at once: each one's accepted-but-not-committed window ends with the slower of the two, not after both.
    const [outcomes, mailed] = await Promise.allSettled([
      Promise.all(subscriptions.map(async (target) => ({ target, outcome: await this.push.send(target, message.push, Math.round(this.graceMs / 1000), topic) }))),
      email ? this.sendEmail(user, message) : undefined,
    ]);
    if (outcomes.status === 'rejected') throw outcomes.reason;
    if (mailed.status === 'rejected') throw mailed.reason;
    const gone = outcomes.value.filter((o) => o.outcome === 'gone').map((o) => o.target.id);
    const sent = outcomes.value.filter((o) => o.outcome === 'sent').length;
    if (!sent && outcomes.value.some((o) => o.outcome === 'failed') && !email) throw new Error('every push service failed');
    return outcomeOf(sent, email, gone);
  }

  private async sendEmail(user: User, message: Plan['message']): Promise<void> {
    const token = unsubscribeToken(this.config.sessionSecret, user.id);
    const unsubscribe = `${this.config.appUrl}/unsubscribe/${token}`;
    const text = (key: 'openCairn' | 'stopEmailsText' | 'stopEmails') => translate(REMINDER_TEXTS, user.locale, key, { link: unsubscribe });
    const mail = linkMail(user.email, user.locale, message.subject, [message.line], text('openCairn'), `${this.config.appUrl}/`);
    await this.mailer.send({
      ...mail,
      text: `${mail.text}\n${text('stopEmailsText')}\n`,
      html: `${mail.html}<p style="font-size:13px;color:#5b6660"><a href="${unsubscribe}">${text('stopEmails')}</a></p>`,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  private habitMessage(user: User, habit: UserHabit, row: DeliveryRow, day: string): Message {
    const text = habit.item!.text;
    return {
      subject: translate(REMINDER_TEXTS, user.locale, 'habitSubject', { habit: text }),
      line: translate(REMINDER_TEXTS, user.locale, 'habitLine', { habit: text }),
      push: {
        kind: 'habit', title: text, body: translate(REMINDER_TEXTS, user.locale, 'habitPush'), tag: reminderTag(row.reminder_id, day),
        data: { habitId: habit.id, reminderId: row.reminder_id, day, url: '/' }, labels: pushLabels(user.locale),
      },
    };
  }

  private summaryMessage(user: User, row: DeliveryRow, day: string, habitsLeft: number, tasks: number): Message {
    const text = summaryText(user.locale, habitsLeft, tasks);
    if (!text) return { skip: 'nothing left today' };
    return {
      subject: translate(REMINDER_TEXTS, user.locale, 'summarySubject', { summary: text }),
      line: translate(REMINDER_TEXTS, user.locale, 'summaryLine', { summary: text }),
      push: { kind: 'summary', title: 'Cairn', body: text, tag: reminderTag(row.reminder_id, day), data: { reminderId: row.reminder_id, day, url: '/' }, labels: pushLabels(user.locale) },
    };
  }
}
