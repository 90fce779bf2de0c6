import { createHash } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { In, type DataSource } from 'typeorm';
import type { Config } from '../../config';
import { AppError } from '../../shared/errors';
import type { AppEvents, EventBus, SecurityEventKind } from '../../shared/events';
import { describeUserAgent, type SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import type { AuthService } from '../auth/auth.service';
import { linkMail, type Mailer } from '../auth/mailer';
import { sqlTable } from '../../db/sql-names';
import { SecurityEventRecord } from './security-event.entity';
import { connectionOf, keysetWindow, type Connection, type PageRequest } from '../../shared/pagination';
import { securityText } from './security.messages';

/** How long the security record keeps a line (pruned on each write for the user). */
export const KEEP_DAYS = 180;
/** At most this many lines are shown in Profile (the export has them all). */
export const SHOWN_EVENTS = 50;

/** What Profile's "Security activity" and the emails say of each kind. */
export const SUMMARIES: Record<SecurityEventKind, string> = {
  sign_in_new_device: 'Signed in from a new device',
  second_step_failed: 'A wrong two-step sign-in code was entered',
  password_changed: 'Password changed',
  email_changed: 'Email address changed',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  token_created: 'Access token created',
  token_revoked: 'Access token revoked',
  two_step_enabled: 'Two-step sign-in turned on',
  two_step_disabled: 'Two-step sign-in turned off',
};

/** The kinds that send an email with a "This wasn't me" link: a new device and every change of a credential. */
const MAIL_SUBJECTS: Partial<Record<SecurityEventKind, string>> = {
  sign_in_new_device: 'New sign-in to your Cairn account',
  password_changed: 'Your Cairn password was changed',
  email_changed: 'The email address of your Cairn account was changed',
  passkey_added: 'A passkey was added to your Cairn account',
  passkey_removed: 'A passkey was removed from your Cairn account',
  token_created: 'An access token was created for your Cairn account',
  token_revoked: 'An access token of your Cairn account was revoked',
  two_step_enabled: 'Two-step sign-in was turned on for your Cairn account',
  two_step_disabled: 'Two-step sign-in was turned off for your Cairn account',
};

/**
 * A device, for "sign-in from a new device": the browser's user agent and its network (an IPv4
 * /24, an IPv6 /48), hashed. No cookie is needed, so a device is recognised on every instance
 * and in a private window alike; a new browser version or another network counts as new.
 */
export function deviceKey(ip: string | undefined, userAgent: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:/, '');
  const network = isIPv4(address) ? address.split('.').slice(0, 3).join('.') : address.split(':').slice(0, 3).join(':');
  return createHash('sha256').update(`${network}\n${userAgent ?? ''}`).digest('base64url');
}

export interface SecurityActivityLine {
  id: string;
  kind: SecurityEventKind;
  summary: string;
  detail: string | null;
  ip: string | null;
  browser: string | null;
  system: string | null;
  createdAt: Date;
}

/** A line of the record as Profile (and the API) shows it. */
function activityLine(row: SecurityEventRecord): SecurityActivityLine {
  return {
    id: row.id, kind: row.kind, summary: SUMMARIES[row.kind], detail: row.detail, ip: row.ip,
    ...(row.userAgent ? describeUserAgent(row.userAgent) : { browser: null, system: null }),
    createdAt: row.createdAt,
  };
}

type Recorded = AppEvents['securityEvent'];

/** The security record (issue 30): what happened to a user's sign-in and credentials, and its emails. */
export class SecurityService {
  private pruneSql?: string;
  private knownSql?: string;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  /** Listens to `securityEvent` (shared/events.ts): every module tells the record through it. */
  listen(events: EventBus): void {
    events.on('securityEvent', (event) => this.record(event));
  }

  /**
   * Writes one line (pruning the user's lines past KEEP_DAYS) and sends its email. A sign-in is
   * recorded only from a device the record has not seen; the account's first device is recorded
   * without an email (there is nothing to warn about).
   */
  async record(event: Recorded): Promise<void> {
    const { db, userId, kind } = event;
    const { table, col } = sqlTable(this.db, SecurityEventRecord);
    this.pruneSql ??= `DELETE FROM ${table} WHERE ${col.userId} = $1 AND ${col.createdAt} < now() - make_interval(days => $2)`;
    this.knownSql ??= `SELECT bool_or(${col.device} = $2) AS known, count(*)::int AS devices FROM ${table} WHERE ${col.userId} = $1 AND ${col.device} IS NOT NULL`;
    await db.query(this.pruneSql, [userId, KEEP_DAYS]);
    let device: string | null = null;
    let mail = kind in MAIL_SUBJECTS;
    if (kind === 'sign_in_new_device') {
      device = deviceKey(event.ip, event.userAgent);
      const [{ known, devices }]: Array<{ known: boolean | null; devices: number }> = await db.query(this.knownSql, [userId, device]);
      if (known) return;
      mail = devices > 0;
    }
    await db.getRepository(SecurityEventRecord).insert({
      userId, kind, detail: event.detail?.slice(0, 200) ?? null, ip: event.ip ?? null, userAgent: event.userAgent?.slice(0, 500) ?? null, device,
    });
    if (mail) await this.sendMail(db, event);
  }

  private async sendMail(db: Recorded['db'], event: Recorded): Promise<void> {
    const user = await db.getRepository(User).findOneBy({ id: event.userId });
    // An account whose address is not proved yet gets its activation mail only (a passkey sign-up).
    if (!user?.activatedAt) return;
    // In the change's own transaction: the link's token must not wait on the lock the change holds.
    const token = await this.auth.issueToken(user.id, 'not_me', db);
    const { browser, system } = describeUserAgent(event.userAgent);
    const lines = [
      `Hi ${user.username},`,
      `${SUMMARIES[event.kind]}${event.detail ? `: ${event.detail}` : ''}.`,
      `When: ${new Date().toUTCString()}. From: ${browser} on ${system}${event.ip ? `, address ${event.ip}` : ''}.`,
      "If this was you, there is nothing to do. If it wasn't, follow the link below: every session of your account ends at once and we email you a link to choose a new password.",
      'The link works once and expires in 7 days.',
    ];
    await this.mailer.send(linkMail(user.email, user.locale, MAIL_SUBJECTS[event.kind]!, lines, "This wasn't me", `${this.config.appUrl}/not-me/${token}`));
  }

  /** The newest lines of the user's record, for Profile. */
  async list(userId: string, limit = SHOWN_EVENTS): Promise<SecurityActivityLine[]> {
    const rows = await this.db.getRepository(SecurityEventRecord).find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(activityLine);
  }

  /**
   * A page of the user's whole record, newest first (by when each line was written, then id,
   * both descending): two statements, the keyset through security_events_user_created_idx.
   */
  async page(userId: string, request: PageRequest): Promise<Connection<SecurityActivityLine>> {
    const { from, c } = sqlTable(this.db, SecurityEventRecord, 'e');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1`, params: [userId],
      key: [{ column: c.createdAt, type: 'timestamptz' }, { column: c.id, type: 'uuid' }], direction: 'DESC',
    }, request);
    const rows = window.ids.length ? await this.db.getRepository(SecurityEventRecord).findBy({ id: In(window.ids), userId }) : [];
    return connectionOf(window, rows.map(activityLine), (line) => line.id);
  }

  /** Every line of the user's record, oldest first, for the account's JSON export. */
  async exportFor(manager: Recorded['db'], userId: string): Promise<Array<{ kind: SecurityEventKind; detail: string | null; ip: string | null; userAgent: string | null; at: string }>> {
    const rows = await manager.getRepository(SecurityEventRecord).find({ where: { userId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ kind: row.kind, detail: row.detail, ip: row.ip, userAgent: row.userAgent, at: row.createdAt.toISOString() }));
  }

  /**
   * The "This wasn't me" link: ends every session of the account at once and emails a password
   * reset link. Works once.
   */
  async notMe(token: string): Promise<void> {
    const userId = await this.auth.consumeToken(token, 'not_me');
    if (!userId) throw new AppError('NOT_FOUND', securityText('notMeInvalid'));
    await this.sessions.endAll(userId);
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (user) await this.auth.sendPasswordReset(user);
  }
}
