import { createHmac, randomBytes } from 'node:crypto';
import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { sqlTable } from '../../db/sql-names';
import { forgetOldRows } from '../../db/purge-per-user';
import { badInput, notFound } from '../../shared/errors';
import type { EventBus, EventDb } from '../../shared/events';
import { idsByUser, isUuid } from '../../shared/ids';
import type { JobQueue } from '../../shared/jobs';
import type { Logger } from '../../shared/logger';
import { isPrivateIp, isPublicEndpoint } from '../../shared/public-address';
import type { Clock } from '../../shared/time/clock';
import { linkMail, type Mailer } from '../auth/mailer';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { lockUser } from '../users/users.service';
import { WebhookDelivery, WebhookDeliveryState, type WebhookAttempt } from './webhook-delivery.entity';
import { EVENT_AREAS, WEBHOOK_EVENT_TYPES, WebhookEndpoint, WebhookEventType } from './webhook-endpoint.entity';
import { OAuthRecord } from '../oauth/oauth-record.entity';
import { scopeFor, scopesAllow, type Scope } from '../../shared/scopes';
import { scopeRefused } from '../../shared/errors';
import { deliveryErrorText, DISABLED_MAIL_TEXTS, webhooksText } from './webhooks.messages';
import { MAIL_TEXTS } from '../auth/auth-mails';
import { type Message, translate } from '../../shared/i18n/messages';

/** Who manages an endpoint: the user, and the app when a request comes with an app's token (it sees only its own). */
export interface WebhookOwner {
  user: User;
  /** The token's scopes (personal or an app's): it may subscribe only to what it can read. */
  scopes?: readonly Scope[];
  appId?: string;
}

export const WEBHOOK_QUEUE = 'webhook-deliver';
/** Endpoints a user may have. */
export const MAX_ENDPOINTS_PER_USER = 10;
const MAX_URL_LENGTH = 2000;
/** A delivery is retried for this long after its event; then it has failed for good. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose attempts have all failed for this long (not one 2xx) is disabled, and its owner emailed. */
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The delivery log shows at most this many deliveries per request. */
export const MAX_SHOWN_DELIVERIES = 100;
/** Deliveries are kept this long, then deleted by the sweep (a bounded batch a pass). */
const RETENTION_DAYS = 30;
const SWEEP_BATCH = 500;
/** The signature's secret prefix, so secret scanners can find a leaked one. */
const SECRET_PREFIX = 'whsec_';

export interface WebhookOptions {
  /** How long an endpoint has to answer (10 s). */
  timeoutMs?: number;
  /** The first retry's delay; each next one doubles it, up to 6 hours (30 s). */
  retryDelayMs?: number;
  pollingIntervalSeconds?: number;
  /** How often each worker looks for deliveries whose job was lost (60 s). */
  sweepEveryMs?: number;
}

export interface WebhookEndpointChanges {
  url?: unknown;
  events?: unknown;
  /** Updates only. */
  enabled?: unknown;
}

/** What a delivery's POST carries: its body is exactly this JSON. */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

type Claimed = { user_id: string; id: string; endpoint_id: string; event_type: WebhookEventType; payload: Record<string, unknown>; attempts: number; created_at: Date; url: string; secret: string };
/** Why a delivery stopped when its endpoint was disabled (stopAll's $3, and $5 as key and values). */
const ENDPOINT_DISABLED = deliveryErrorText('endpointDisabled');

/** An attempt's answer: its status, or why there was none (a text of DELIVERY_ERROR_TEXTS, or a network error's code as it is). */
type Outcome = { status: number | null; error: Message | string | null };

/** `Cairn-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's secret>` (as Stripe signs). */
export function signature(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/** The delay before retry number `attempt` (1 after the first attempt): doubling from `base`, at most 6 hours. */
export function retryDelay(attempt: number, base: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

/** pg-boss runs its statements in the change's transaction through this (insert's `db` option). */
function executor(db: EventDb | DataSource): PgBoss.Db {
  const runner = (db as EntityManager).queryRunner;
  return {
    executeSql: async (text, values) => (runner
      ? { rows: (await runner.query(text, values, true)).records as unknown[] }
      : { rows: (await (db as DataSource).query(text, values)) as unknown[] }),
  };
}

/** dns.lookup that refuses a name resolving to a private address: the check holds for the address actually connected to. */
function publicLookup(hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void): void {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error);
    if (!addresses.length || addresses.some((address) => isPrivateIp(address.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'PRIVATE_ADDRESS' }));
    }
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
}

function statements(db: DataSource) {
  const e = sqlTable(db, WebhookEndpoint, 'e');
  const d = sqlTable(db, WebhookDelivery, 'd');
  // An app's endpoint gets an event only while the user's grant to the app holds the event's read scope.
  const g = sqlTable(db, OAuthRecord, 'g');
  const { col } = d;
  const unsettled = `${d.c.state} IN ('${WebhookDeliveryState.PENDING}', '${WebhookDeliveryState.SENDING}')`;
  return {
    // One row per enabled endpoint of the user that asked for the event, in the change's transaction.
    record: `INSERT INTO ${d.table} (${col.userId}, ${col.endpointId}, ${col.eventType}, ${col.payload}, ${col.createdAt}, ${col.nextAttemptAt})
             SELECT ${e.c.userId}, ${e.c.id}, $2, $3::jsonb, $4, now() FROM ${e.from}
              WHERE ${e.c.userId} = $1 AND ${e.c.enabled} AND $2 = ANY(${e.c.events})
                AND (${e.c.appId} IS NULL OR EXISTS (
                  SELECT 1 FROM ${g.from} WHERE ${g.c.type} = 'Grant' AND ${g.c.accountId} = ${e.c.userId} AND ${g.c.clientId} = ${e.c.appId}
                     AND (${g.c.expiresAt} IS NULL OR ${g.c.expiresAt} > now()) AND $5 = ANY(string_to_array(${g.c.payload}->'openid'->>'scope', ' '))))
             RETURNING ${col.userId} AS user_id, ${col.id} AS id`,
    // A test event to one endpoint of the user's (enabled or not: it is asked for).
    ping: `INSERT INTO ${d.table} (${col.userId}, ${col.endpointId}, ${col.eventType}, ${col.payload}, ${col.createdAt}, ${col.nextAttemptAt})
           VALUES ($1, $2, '${WebhookEventType.PING}', $3::jsonb, $4, now()) RETURNING ${col.userId} AS user_id, ${col.id} AS id`,
    // The claim: only a pending delivery (or one whose sender's claim lapsed) of an enabled endpoint; a second worker finds nothing.
    claim: `UPDATE ${d.table} d SET ${col.state} = '${WebhookDeliveryState.SENDING}', ${col.attempts} = ${d.c.attempts} + 1,
                   ${col.leaseUntil} = now() + make_interval(secs => $3), ${col.nextAttemptAt} = now() + make_interval(secs => $3)
              FROM ${e.from}
             WHERE ${d.c.userId} = $1 AND ${d.c.id} = $2 AND ${e.c.userId} = ${d.c.userId} AND ${e.c.id} = ${d.c.endpointId} AND ${e.c.enabled}
               AND (${d.c.state} = '${WebhookDeliveryState.PENDING}' OR (${d.c.state} = '${WebhookDeliveryState.SENDING}' AND ${d.c.leaseUntil} < now()))
             RETURNING ${d.c.userId} AS user_id, ${d.c.id} AS id, ${d.c.endpointId} AS endpoint_id, ${d.c.eventType} AS event_type, ${d.c.payload} AS payload,
                       ${d.c.attempts} AS attempts, ${d.c.createdAt} AS created_at, ${e.c.url} AS url, ${e.c.secret} AS secret`,
    // The attempt's outcome, only by the claim that made it (same attempt number, still sending).
    settle: `UPDATE ${d.table} SET ${col.state} = $4, ${col.responseStatus} = $5, ${col.lastError} = $6, ${col.lastErrorText} = $10::jsonb,
                    ${col.attemptLog} = ${col.attemptLog} || $7::jsonb, ${col.leaseUntil} = NULL,
                    ${col.nextAttemptAt} = CASE WHEN $4 = '${WebhookDeliveryState.PENDING}' THEN now() + make_interval(secs => $8) END,
                    ${col.finishedAt} = CASE WHEN $4 = '${WebhookDeliveryState.PENDING}' THEN NULL ELSE $9::timestamptz END
              WHERE ${col.userId} = $1 AND ${col.id} = $2 AND ${col.attempts} = $3 AND ${col.state} = '${WebhookDeliveryState.SENDING}'
             RETURNING ${col.id}`,
    answered: `UPDATE ${e.table} SET ${e.col.failingSince} = NULL WHERE ${e.col.userId} = $1 AND ${e.col.id} = $2 AND ${e.col.failingSince} IS NOT NULL`,
    // Notes the failure (the row stays locked for the rest of the transaction); answers since when the endpoint has failed.
    failed: `UPDATE ${e.table} SET ${e.col.failingSince} = coalesce(${e.col.failingSince}, $3) WHERE ${e.col.userId} = $1 AND ${e.col.id} = $2
             RETURNING ${e.col.enabled} AS enabled, ${e.col.failingSince} AS failing_since`,
    // Disables it, once: only while enabled.
    disable: `UPDATE ${e.table} SET ${e.col.enabled} = false, ${e.col.disabledAt} = $3, ${e.col.disabledCause} = 'failing', ${e.col.disabledLastAnswer} = $4, ${e.col.disabledReason} = NULL
               WHERE ${e.col.userId} = $1 AND ${e.col.id} = $2 AND ${e.col.enabled} RETURNING ${e.col.url} AS url`,
    // A disabled endpoint's unsettled deliveries stop.
    stopAll: `UPDATE ${d.table} SET ${col.state} = '${WebhookDeliveryState.FAILED}', ${col.lastError} = coalesce(${col.lastError}, $3),
                     ${col.lastErrorText} = CASE WHEN ${col.lastError} IS NULL THEN $5::jsonb ELSE ${col.lastErrorText} END, ${col.leaseUntil} = NULL,
                     ${col.nextAttemptAt} = NULL, ${col.finishedAt} = $4
               WHERE ${col.userId} = $1 AND ${col.endpointId} = $2 AND ${col.state} IN ('${WebhookDeliveryState.PENDING}', '${WebhookDeliveryState.SENDING}')`,
    // Deliveries whose job was lost (queued while no worker ran, or its instance died), found across users by a plain read, a
    // batch at a time; each user's are then locked and queued again by a statement of their own (under Citus a write that
    // spans users runs on every node).
    lost: `SELECT ${d.c.userId} AS user_id, ${d.c.id} AS id FROM ${d.from}
            WHERE ${unsettled} AND ${d.c.nextAttemptAt} < now() - make_interval(secs => $1)
            ORDER BY ${d.c.nextAttemptAt} LIMIT ${SWEEP_BATCH}`,
    requeue: `UPDATE ${d.table} d SET ${col.nextAttemptAt} = now() + interval '1 minute'
                WHERE ${d.c.userId} = $1 AND ${d.c.id} IN (
                  SELECT ${d.c.id} FROM ${d.from}
                   WHERE ${d.c.userId} = $1 AND ${d.c.id} = ANY($2::uuid[]) AND ${unsettled} AND ${d.c.nextAttemptAt} < now() - make_interval(secs => $3)
                   FOR UPDATE SKIP LOCKED)
               RETURNING ${d.c.userId} AS user_id, ${d.c.id} AS id`,
  };
}

/**
 * Webhooks (issue 31): users' endpoints, and one signed delivery per event per endpoint.
 *
 * Recorded with the change: the listener inserts the deliveries (and queues their pg-boss jobs)
 * in the change's own transaction, so an event exists exactly when its change committed.
 * Exactly once: a worker claims the row (pending → sending, with a lease) before it POSTs and
 * settles it after, so duplicate jobs on two instances send it once and a delivered one never
 * again. The one window no transaction closes is an instance dying after the endpoint answered
 * and before the settle: the lease lapses and it is sent again with the same delivery id, which
 * the receiver can use to drop the copy.
 * Retries: a failed attempt queues the next with a doubling delay (30 s, 1 min, … at most 6 h),
 * the last one when the event is 24 hours old. An endpoint that has failed every attempt for 24 hours is
 * disabled, its unsettled deliveries stop, and its owner gets an email; re-enabling it starts
 * afresh.
 */
export class WebhooksService {
  private built?: ReturnType<typeof statements>;
  private ready = false;
  private working = false;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueue,
    private readonly options: WebhookOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryDelayMs = options.retryDelayMs ?? 30_000;
  }

  private get sql(): ReturnType<typeof statements> {
    return (this.built ??= statements(this.db));
  }

  /** The events it records deliveries for (shared/events.ts), each in its change's transaction. */
  listen(events: EventBus): void {
    events.on('habitDayChanged', ({ db, userId, habitId, day, change }) => this.record(db, userId, WebhookEventType.HABIT_DAY_CHANGED, { habitId, day, change }));
    events.on('taskChanged', ({ db, userId, taskId, change }) => this.record(db, userId, WebhookEventType.TASK_CHANGED, { taskId, change }));
    events.on('goalChanged', ({ db, userId, goalId, change, status }) => this.record(db, userId, WebhookEventType.GOAL_CHANGED, { goalId, change, ...(status ? { status } : {}) }));
    events.on('importFinished', ({ db, userId, jobId, status }) => this.record(db, userId, WebhookEventType.IMPORT_FINISHED, { jobId, status }));
  }

  /** The deliveries of one event to each of the user's endpoints that want it; their jobs go in the same transaction when this instance has the queue. */
  async record(db: EventDb, userId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    const readScope = scopeFor(EVENT_AREAS[type as keyof typeof EVENT_AREAS], false);
    const created: Array<{ user_id: string; id: string }> = await db.query(this.sql.record, [userId, type, JSON.stringify(data), this.clock.now(), readScope]);
    if (created.length && this.ready) await this.enqueue(db, created, 0);
  }

  private async enqueue(db: EventDb | DataSource, deliveries: Array<{ user_id: string; id: string }>, delayMs: number): Promise<void> {
    const startAfter = new Date(Date.now() + delayMs);
    await this.jobs.boss.insert(deliveries.map((delivery) => ({
      name: WEBHOOK_QUEUE, data: { userId: delivery.user_id, deliveryId: delivery.id }, startAfter,
    })), { db: executor(db) });
  }

  // ---- the worker ---------------------------------------------------------------------------

  async start(work = true): Promise<void> {
    await this.jobs.start();
    // A job's retries are for an instance that died mid-attempt (its claim lapses first); a failed attempt queues its own next job.
    await this.jobs.boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, expireInSeconds: this.leaseSeconds + 30, retryLimit: 5, retryDelay: 5, retentionMinutes: 60 * 24 });
    this.ready = true;
    if (!work) return;
    await this.jobs.boss.work<{ userId: string; deliveryId: string }>(WEBHOOK_QUEUE, { batchSize: 8, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1 },
      async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => this.deliver(job.data.userId, job.data.deliveryId)));
        const failed = jobs.filter((_, i) => results[i].status === 'rejected');
        for (const [i, result] of results.entries()) if (result.status === 'rejected') this.logger.warn({ err: result.reason, deliveryId: jobs[i].data.deliveryId }, 'webhook delivery failed; its job is retried');
        if (failed.length) await this.jobs.boss.fail(WEBHOOK_QUEUE, failed.map((job) => job.id));
      });
    this.working = true;
    this.sweepTimer = setInterval(() => void this.sweepSoon(), this.options.sweepEveryMs ?? 60_000);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    this.ready = false;
    clearInterval(this.sweepTimer);
    await this.sweeping;
    if (!this.working) return;
    this.working = false;
    await this.jobs.boss.offWork(WEBHOOK_QUEUE);
  }

  /** How long a claim holds: the request's timeout and some. */
  private get leaseSeconds(): number {
    return Math.ceil(this.timeoutMs / 1000) + 20;
  }

  /**
   * One attempt of a delivery, if this worker wins its claim: POSTs it, then records the answer
   * and either settles it or queues the next attempt. Not pending (delivered, failed, another
   * worker's): nothing happens.
   */
  async deliver(userId: string, deliveryId: string): Promise<void> {
    const [claimed]: [Claimed[], number] = await this.db.query(this.sql.claim, [userId, deliveryId, this.leaseSeconds]);
    const [row] = claimed;
    if (!row) return;
    const startedAt = this.clock.now();
    const outcome = await this.post(row);
    // The error as English (logs, English readers, rows of before) and as key and values, said in the reader's language when read.
    const error = typeof outcome.error === 'string' || outcome.error === null ? outcome.error : outcome.error.english;
    const errorText = typeof outcome.error === 'object' ? outcome.error?.stored ?? null : null;
    const attempt: WebhookAttempt = { at: startedAt.toISOString(), status: outcome.status, error, ...(errorText ? { errorText } : {}) };
    const now = this.clock.now();
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    // The last retry falls at the end of the window, so a lone event that never gets through has failed for the whole 24 hours.
    const left = row.created_at.getTime() + RETRY_WINDOW_MS - now.getTime();
    const delay = Math.max(0, Math.min(retryDelay(row.attempts, this.retryDelayMs), left));
    const again = !ok && left > 0;
    const state = ok ? WebhookDeliveryState.DELIVERED : again ? WebhookDeliveryState.PENDING : WebhookDeliveryState.FAILED;
    let disabled: string | null = null;
    await this.db.transaction(async (manager) => {
      const settled = await manager.query(this.sql.settle,
        [row.user_id, row.id, row.attempts, state, outcome.status, error, JSON.stringify([attempt]), delay / 1000, now, errorText && JSON.stringify(errorText)]);
      if (!(settled as [unknown[], number])[0].length) return; // its claim lapsed and another worker took it
      if (ok) {
        await manager.query(this.sql.answered, [row.user_id, row.endpoint_id]);
        return;
      }
      if (again) await this.enqueue(manager, [row], delay);
      const [[endpoint]]: [Array<{ enabled: boolean; failing_since: Date }>, number] = await manager.query(this.sql.failed, [row.user_id, row.endpoint_id, now]);
      if (!endpoint?.enabled || now.getTime() - endpoint.failing_since.getTime() < DISABLE_AFTER_MS) return;
      // Its reason is said when read, in the reader's language (disabledReasonIn).
      const lastAnswer = String(outcome.status ?? error);
      const [[gone]]: [Array<{ url: string }>, number] = await manager.query(this.sql.disable, [row.user_id, row.endpoint_id, now, lastAnswer]);
      if (!gone) return;
      await manager.query(this.sql.stopAll, [row.user_id, row.endpoint_id, ENDPOINT_DISABLED.english, now, JSON.stringify(ENDPOINT_DISABLED.stored)]);
      disabled = gone.url;
    });
    if (disabled) await this.mailDisabled(row.user_id, disabled);
  }

  private async mailDisabled(userId: string, url: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const say = (key: keyof typeof DISABLED_MAIL_TEXTS.en) => translate(DISABLED_MAIL_TEXTS, user.locale, key, { url });
    const lines = [translate(MAIL_TEXTS, user.locale, 'greeting', { name: user.username }), say('disabled'), say('enableAgain')];
    await this.mailer.send(linkMail(user.email, user.locale, say('subject'), lines, say('openProfile'), `${this.config.appUrl}/profile`))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'the webhook disabled email failed'));
  }

  /** The POST itself: the body, its signature, the timeout; an address not allowed is refused before connecting. */
  private post(row: Claimed): Promise<Outcome> {
    const body = JSON.stringify({ id: row.id, type: row.event_type, createdAt: row.created_at.toISOString(), data: row.payload } satisfies WebhookBody);
    let url: URL;
    try {
      url = new URL(row.url);
    } catch {
      return Promise.resolve({ status: null, error: deliveryErrorText('notAUrl') });
    }
    const allowPrivate = this.config.webhooks.allowPrivateEndpoints;
    if (!allowPrivate && (url.protocol !== 'https:' || !isPublicEndpoint(url))) return Promise.resolve({ status: null, error: deliveryErrorText('addressNotAllowed') });
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Cairn-Webhooks/1',
      'cairn-delivery': row.id,
      'cairn-event': row.event_type,
      'cairn-signature': signature(row.secret, body, Math.floor(this.clock.now().getTime() / 1000)),
    };
    return new Promise((resolve) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST', headers, signal: AbortSignal.timeout(this.timeoutMs), ...(allowPrivate ? {} : { lookup: publicLookup as never }),
      }, (response) => {
        // The answer's body is not read, only its status counts; one still streaming when the timeout aborts it is let go quietly.
        response.on('error', () => undefined);
        response.resume();
        resolve({ status: response.statusCode ?? null, error: null });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        const reason = error.name === 'AbortError' || error.name === 'TimeoutError' ? deliveryErrorText('noAnswer', { seconds: this.timeoutMs / 1000 })
          : error.code === 'PRIVATE_ADDRESS' ? deliveryErrorText('addressNotAllowed') : (error.code ?? error.message);
        resolve({ status: null, error: reason });
      });
      request.end(body);
    });
  }

  /** Runs the sweep now (once at a time per instance); errors are logged, the next run retries. */
  sweepSoon(): Promise<void> {
    this.sweeping ??= this.sweep()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'webhook sweep failed'))
      .finally(() => { this.sweeping = undefined; });
    return this.sweeping;
  }

  /** Deliveries overdue by more than a minute lost their job: queued again. Old ones are deleted. Each write names one user. */
  private async sweep(): Promise<void> {
    for (;;) {
      const { found, queued } = await this.db.transaction(async (manager) => {
        const candidates: Array<{ user_id: string; id: string }> = await manager.query(this.sql.lost, [60]);
        const requeued: Array<{ user_id: string; id: string }> = [];
        for (const [userId, ids] of idsByUser(candidates)) {
          const [rows]: [Array<{ user_id: string; id: string }>, number] = await manager.query(this.sql.requeue, [userId, ids, 60]);
          requeued.push(...rows);
        }
        if (requeued.length) await this.enqueue(manager, requeued, 0);
        return { found: candidates.length, queued: requeued.length };
      });
      // A short batch is the last; a full one all taken by another instance's sweep is left to it.
      if (found < SWEEP_BATCH || !queued) break;
    }
    await forgetOldRows(this.db, WebhookDelivery, RETENTION_DAYS, SWEEP_BATCH);
  }

  // ---- endpoints, for their owner -------------------------------------------------------------

  list({ user, appId }: WebhookOwner): Promise<WebhookEndpoint[]> {
    return this.db.getRepository(WebhookEndpoint).find({ where: { userId: user.id, ...(appId ? { appId } : {}) }, order: { createdAt: 'DESC' } });
  }

  /** One of the owner's endpoints (an app's own only); another's answers exactly like a missing one. */
  async owned({ user, appId }: WebhookOwner, id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await this.db.getRepository(WebhookEndpoint).findOneBy({ userId: user.id, id, ...(appId ? { appId } : {}) }) : null;
    if (!endpoint) throw notFound('Webhook endpoint');
    return endpoint;
  }

  /** Registers an endpoint; the answer's `secret` is the only time it is shown. */
  async create(owner: WebhookOwner, input: WebhookEndpointChanges): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const { user } = owner;
    const url = this.checkedUrl(input.url);
    const events = mayRead(owner, checkedEvents(input.events));
    const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    const id = await this.db.transaction(async (manager) => {
      // One at a time per user, so two creations at once cannot pass the cap together.
      await lockUser(manager, user.id);
      const count = await manager.getRepository(WebhookEndpoint).countBy({ userId: user.id });
      if (count >= MAX_ENDPOINTS_PER_USER) throw badInput(webhooksText('tooManyEndpoints', { max: MAX_ENDPOINTS_PER_USER }));
      const { identifiers: [row] } = await manager.getRepository(WebhookEndpoint).insert({ userId: user.id, url, events, secret, appId: owner.appId ?? null });
      return row.id as string;
    });
    return { endpoint: await this.owned(owner, id), secret };
  }

  /**
   * Changes the URL, the events or the state (each optional; its secret stays), all checked
   * before anything is written, in one transaction. Enabling starts afresh (its failures
   * forgotten); disabling stops its unsettled deliveries.
   */
  async update(owner: WebhookOwner, id: string, changes: WebhookEndpointChanges): Promise<WebhookEndpoint> {
    const { user } = owner;
    const endpoint = await this.owned(owner, id);
    const values: Partial<WebhookEndpoint> = {};
    if (changes.url !== undefined && changes.url !== null) values.url = this.checkedUrl(changes.url);
    if (changes.events !== undefined && changes.events !== null) values.events = mayRead(owner, checkedEvents(changes.events));
    if (changes.enabled !== undefined && changes.enabled !== null && typeof changes.enabled !== 'boolean') throw badInput(webhooksText('enabledBoolean'));
    const enabled = changes.enabled as boolean | null | undefined;
    if (!Object.keys(values).length && typeof enabled !== 'boolean') throw badInput(webhooksText('nothingToChange'));
    const now = this.clock.now();
    if (enabled === true) Object.assign(values, { enabled: true, disabledAt: null, disabledReason: null, disabledCause: null, disabledLastAnswer: null, failingSince: null });
    const stop = enabled === false && endpoint.enabled;
    if (stop) Object.assign(values, { enabled: false, disabledAt: now, disabledReason: null, disabledCause: 'turned_off', disabledLastAnswer: null });
    await this.db.transaction(async (manager) => {
      if (Object.keys(values).length) await manager.update(WebhookEndpoint, { userId: user.id, id: endpoint.id }, values);
      if (stop) await manager.query(this.sql.stopAll, [user.id, endpoint.id, ENDPOINT_DISABLED.english, now, JSON.stringify(ENDPOINT_DISABLED.stored)]);
    });
    return this.owned(owner, id);
  }

  setEnabled(owner: WebhookOwner, id: string, enabled: boolean): Promise<WebhookEndpoint> {
    return this.update(owner, id, { enabled });
  }

  /**
   * Sends the endpoint a test event (ping), signed and retried like any other; answers its
   * delivery. A disabled endpoint is refused: enable it first.
   */
  async sendTest(owner: WebhookOwner, id: string): Promise<WebhookDelivery> {
    const { user } = owner;
    const endpoint = await this.owned(owner, id);
    if (!endpoint.enabled) throw badInput(webhooksText('disabled'));
    const [delivery] = await this.db.transaction(async (manager) => {
      const created: Array<{ user_id: string; id: string }> = await manager.query(this.sql.ping,
        [user.id, endpoint.id, JSON.stringify({ message: 'A test event from Cairn.' }), this.clock.now()]);
      if (this.ready) await this.enqueue(manager, created, 0);
      return created;
    });
    return this.db.getRepository(WebhookDelivery).findOneByOrFail({ userId: user.id, id: delivery.id });
  }

  /** Deletes the endpoint and its delivery log. */
  async remove(owner: WebhookOwner, id: string): Promise<string> {
    const { user } = owner;
    const endpoint = await this.owned(owner, id);
    await this.db.getRepository(WebhookEndpoint).delete({ userId: user.id, id: endpoint.id });
    return endpoint.id;
  }

  /** The endpoint's newest deliveries first, at most `limit` (1 to MAX_SHOWN_DELIVERIES, 20 by default). */
  async deliveries(owner: WebhookOwner, endpointId: string, limit: unknown = 20): Promise<WebhookDelivery[]> {
    const { user } = owner;
    const count = limit === undefined || limit === null ? 20 : Number(limit);
    if (!Number.isInteger(count) || count < 1 || count > MAX_SHOWN_DELIVERIES) throw badInput(webhooksText('deliveryLimit', { max: MAX_SHOWN_DELIVERIES }));
    const endpoint = await this.owned(owner, endpointId);
    return this.db.getRepository(WebhookDelivery).find({
      where: { userId: user.id, endpointId: endpoint.id }, order: { createdAt: 'DESC', id: 'DESC' }, take: count,
    });
  }

  /** An endpoint's URL: https, a public host (both waived by WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, for tests), no credentials. */
  private checkedUrl(value: unknown): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw badInput(webhooksText('enterUrl'));
    if (text.length > MAX_URL_LENGTH) throw badInput(webhooksText('urlTooLong', { max: MAX_URL_LENGTH }));
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw badInput(webhooksText('fullUrl'));
    }
    const allowPrivate = this.config.webhooks.allowPrivateEndpoints;
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw badInput(webhooksText('https'));
    if (url.username || url.password) throw badInput(webhooksText('noCredentials'));
    if (!allowPrivate && !isPublicEndpoint(url)) throw badInput(webhooksText('publicAddress'));
    return url.toString();
  }
}

function checkedEvents(value: unknown): WebhookEventType[] {
  const known = WEBHOOK_EVENT_TYPES as readonly string[];
  if (!Array.isArray(value) || !value.length || value.some((event) => typeof event !== 'string' || !known.includes(event))) {
    throw badInput(webhooksText('events', { events: WEBHOOK_EVENT_TYPES.join(', ') }));
  }
  return WEBHOOK_EVENT_TYPES.filter((event) => value.includes(event));
}

/** A token subscribes only to events it may read (a session, to all). */
function mayRead(owner: WebhookOwner, events: WebhookEventType[]): WebhookEventType[] {
  const refused = owner.scopes && events.map((type) => EVENT_AREAS[type as keyof typeof EVENT_AREAS]).find((area) => !scopesAllow(owner.scopes!, area, false));
  if (refused) throw scopeRefused(refused, false);
  return events;
}
