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
import { type MailedKind, NOTICE_TEXTS, securityText, SUBJECT_TEXTS, SUMMARY_TEXTS } from './security.messages';
import { MAIL_TEXTS } from '../auth/auth-mails';
import { translate } from '../../shared/i18n/messages';
import { formattingLocale, languageOf, PSEUDO_LOCALE } from '../../shared/i18n/languages';

/** How long the security record keeps a line (pruned on each write for the user). */
export const KEEP_DAYS = 180;
/** At most this many lines are shown in Profile (the export has them all). */
export const SHOWN_EVENTS = 50;

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

/** A line of the record as Profile (and the API) shows it, its summary in `locale`'s language. */
function activityLine(row: SecurityEventRecord, locale: string): SecurityActivityLine {
  return {
    id: row.id, kind: row.kind, summary: translate(SUMMARY_TEXTS, locale, row.kind), detail: row.detail, ip: row.ip,
    ...(row.userAgent ? describeUserAgent(row.userAgent, locale) : { browser: null, system: null }),
    createdAt: row.createdAt,
  };
}

type Recorded = AppEvents['securityEvent'];

const isMailed = (kind: SecurityEventKind): kind is MailedKind => kind in SUBJECT_TEXTS.en;

/**
 * When something happened, as the notice's reader writes it: in English exactly as before (UTC,
 * as toUTCString spells it); in another language by its locale, in the user's own time zone.
 */
function noticeTime(at: Date, user: User): string {
  const language = languageOf(user.locale);
  if (language === 'en' || language === PSEUDO_LOCALE) return at.toUTCString();
  return new Intl.DateTimeFormat(formattingLocale(user.locale), { dateStyle: 'full', timeStyle: 'long', timeZone: user.timeZone }).format(at);
}

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
    let mail = isMailed(kind);
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

  /** The notice of a mailed kind, in the user's language. */
  private async sendMail(db: Recorded['db'], event: Recorded): Promise<void> {
    if (!isMailed(event.kind)) return;
    const user = await db.getRepository(User).findOneBy({ id: event.userId });
    // An account whose address is not proved yet gets its activation mail only (a passkey sign-up).
    if (!user?.activatedAt) return;
    // In the change's own transaction: the link's token must not wait on the lock the change holds.
    const token = await this.auth.issueToken(user.id, 'not_me', db);
    const { browser, system } = describeUserAgent(event.userAgent, user.locale);
    const say = (key: keyof typeof NOTICE_TEXTS.en, values?: Record<string, string>) => translate(NOTICE_TEXTS, user.locale, key, values);
    const summary = translate(SUMMARY_TEXTS, user.locale, event.kind);
    const from = { when: noticeTime(new Date(), user), browser, system };
    const lines = [
      translate(MAIL_TEXTS, user.locale, 'greeting', { name: user.username }),
      event.detail ? say('whatDetail', { summary, detail: event.detail }) : say('what', { summary }),
      event.ip ? say('whenFromAddress', { ...from, ip: event.ip }) : say('whenFrom', from),
      say('ifNotYou'),
      say('expiry'),
    ];
    await this.mailer.send(linkMail(user.email, user.locale, translate(SUBJECT_TEXTS, user.locale, event.kind), lines, say('notMe'), `${this.config.appUrl}/not-me/${token}`));
  }

  /** The newest lines of the user's record, for Profile, as `locale` reads them. */
  async list(userId: string, locale: string, limit = SHOWN_EVENTS): Promise<SecurityActivityLine[]> {
    const rows = await this.db.getRepository(SecurityEventRecord).find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => activityLine(row, locale));
  }

  /**
   * A page of the user's whole record, newest first (by when each line was written, then id,
   * both descending): two statements, the keyset through security_events_user_created_idx.
   */
  async page(userId: string, locale: string, request: PageRequest): Promise<Connection<SecurityActivityLine>> {
    const { from, c } = sqlTable(this.db, SecurityEventRecord, 'e');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1`, params: [userId],
      key: [{ column: c.createdAt, type: 'timestamptz' }, { column: c.id, type: 'uuid' }], direction: 'DESC',
    }, request);
    const rows = window.ids.length ? await this.db.getRepository(SecurityEventRecord).findBy({ id: In(window.ids), userId }) : [];
    return connectionOf(window, rows.map((row) => activityLine(row, locale)), (line) => line.id);
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
