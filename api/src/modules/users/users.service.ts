import { In, type DataSource, type EntityManager } from 'typeorm';
import { RawRows } from '../../db/raw-rows';
import { AppError, badInput } from '../../shared/errors';
import { supportedLocale } from '../../shared/i18n/languages';
import { usersText } from './users.messages';
import { assertStrongPassword, hashPassword } from './passwords';
import { assertDayStartHour, assertTimeZone, assertWeekStart } from '../../shared/time/days';
import type { SessionsService } from '../sessions/sessions.service';
import { SessionRecord } from '../sessions/session.entity';
import { sqlTable } from '../../db/sql-names';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import { Plan, User } from './user.entity';
import { deleteUserLookups } from './user-lookups';
import { CHALLENGES, FOCUS_AREAS } from '../../shared/profile-options';
import type { UpdateProfileInput } from './users.types';
import { prepared, queryPrepared } from '../../db/prepared';

/** The canonical tag of a locale Cairn speaks (issue 29), or a refusal naming the languages it does. */
export function assertLocale(locale: unknown): string {
  const canonical = supportedLocale(locale);
  if (!canonical) throw badInput(usersText('unsupportedLocale', { locale: String(locale).slice(0, 40) }));
  return canonical;
}

/** The one ownership rule for user records: only the user themself. */
export function assertSelf(actor: User, userId: string): void {
  if (actor.id !== userId) throw new AppError('FORBIDDEN', usersText('ownAccountOnly'));
}

/**
 * Holds the user's row for the rest of the transaction, so that two changes that check a plan
 * limit at once (two adds, say) take turns instead of both slipping under it.
 */
export async function lockUser(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(User).createQueryBuilder('u').select('1').where('u.id = :userId', { userId })
    .setLock('pessimistic_write').getRawOne();
}

/** The settings a Cairn export carries, as an import reads them. */
export interface ImportedSettings { timeZone: string; dayStartHour: number; focusAreas: string[]; challenges: string[] }

export class UsersService {
  private userRows?: RawRows<User>;
  private userStatement?: string;
  private sessionStatement?: string;

  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly live: LiveUpdates,
    private readonly events: EventBus,
  ) {}

  private rows(): RawRows<User> {
    this.userRows ??= new RawRows(this.db, User, 'u');
    return this.userRows;
  }

  /**
   * A user by id: one statement with its columns named, mapped once, no query building or
   * entity hydration (issue 19's profile: TypeORM's share of a dashboard request). A test keeps
   * it equal to the repository's entity.
   */
  async findById(id: string): Promise<User | null> {
    if (!this.userStatement) {
      const u = sqlTable(this.db, User, 'u');
      this.userStatement = prepared(`SELECT ${this.rows().select(u.alias)} FROM ${u.from} WHERE ${u.c.id} = $1`, { arrays: true });
    }
    const [row] = await queryPrepared<unknown[]>(this.db, this.userStatement, [id]);
    return row ? this.rows().mapAt(row, 0) : null;
  }

  /**
   * The session store's lookup (http/session.ts): a live session's data and its signed-in user
   * in one statement, the first of every signed-in request; null when there is no such session.
   */
  async withSession(sid: string): Promise<{ sess: Record<string, unknown>; user: User | null } | null> {
    if (!this.sessionStatement) {
      const s = sqlTable(this.db, SessionRecord, 's');
      const u = sqlTable(this.db, User, 'u');
      this.sessionStatement = prepared(`
        SELECT ${s.c.sess}, ${this.rows().select(u.alias)}
          FROM ${s.from} LEFT JOIN ${u.from} ON ${u.c.id} = ${s.c.userId}
         WHERE ${s.c.sid} = $1 AND ${s.c.expire} >= now()`, { arrays: true });
    }
    const [row] = await queryPrepared<[Record<string, unknown>, ...unknown[]]>(this.db, this.sessionStatement, [sid]);
    return row ? { sess: row[0], user: this.rows().mapAt(row, 1) } : null;
  }

  find(actor: User, userId: string): User {
    assertSelf(actor, userId);
    return actor;
  }

  /**
   * Username, focus area and challenge, and a new password when one is given (which ends the
   * user's other sessions unless `signOutOthers` is false). The plan is never taken from here.
   */
  async updateProfile(actor: User, userId: string, input: UpdateProfileInput, currentSessionId?: string, from: { ip?: string; userAgent?: string } = {}): Promise<User> {
    assertSelf(actor, userId);
    if (input.password) assertStrongPassword(input.password, [actor.email, actor.username, input.username]);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await this.db.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: actor.id }, {
        username: input.username.trim(),
        focusAreas: input.focusAreas,
        challenges: input.challenges,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash && input.signOutOthers !== false) await this.sessions.endAll(actor.id, { keepSessionId: currentSessionId, manager });
      await this.live.publish(actor.id, 'profile', manager);
    });
    if (passwordHash) await this.events.emit('securityEvent', { db: this.db, userId: actor.id, kind: 'password_changed', ip: from.ip, userAgent: from.userAgent });
    return (await this.findById(actor.id))!;
  }

  /**
   * The user's time zone and day start. Past days keep the local day they were recorded on:
   * nothing stored moves, only which day is "today" from now on.
   */
  async setClock(actor: User, timeZone: unknown, dayStartHour: unknown): Promise<User> {
    const zone = assertTimeZone(timeZone);
    const hour = assertDayStartHour(dayStartHour);
    await this.db.getRepository(User).update({ id: actor.id }, { timeZone: zone, dayStartHour: hour });
    await this.events.emit('clockChanged', { db: this.db, userId: actor.id }); // reminders plan again
    await this.live.publish(actor.id, 'profile');
    return (await this.findById(actor.id))!;
  }

  /** The user's locale (issue 29): the language of the app and of what Cairn sends them, on every device. */
  async setLocale(actor: User, locale: unknown): Promise<User> {
    const canonical = assertLocale(locale);
    await this.db.getRepository(User).update({ id: actor.id }, { locale: canonical });
    await this.live.publish(actor.id, 'profile');
    return (await this.findById(actor.id))!;
  }

  /**
   * The first day of the user's weeks (1 Monday … 7 Sunday), or null to follow their locale. A
   * week's period (3 times a week) runs from it, so every verdict read from now on follows it;
   * nothing stored depends on it (habit_runs are runs of done days, whatever the week).
   */
  async setWeekStart(actor: User, userId: string, weekStart: unknown): Promise<User> {
    assertSelf(actor, userId);
    await this.db.getRepository(User).update({ id: actor.id }, { weekStart: assertWeekStart(weekStart) });
    // The profile says which day, and the dashboard's "2 of 3 this week" may count other days now.
    await this.live.publish(actor.id, 'profile');
    await this.live.publish(actor.id, 'dashboard');
    return (await this.findById(actor.id))!;
  }

  /** Marks the tutorial completed (or not, for Restart Tutorial). */
  async setTutorialCompleted(actor: User, completed: boolean): Promise<User> {
    await this.db.getRepository(User).update({ id: actor.id }, { tutorialCompletedAt: completed ? new Date() : null });
    await this.live.publish(actor.id, 'profile');
    return (await this.findById(actor.id))!;
  }

  /**
   * Deletes the account: every row of the user goes by cascade, and every session; the lookups by
   * a value unique across users are deleted by their modules (accountDeleting), as under Citus
   * they have no cascade.
   */
  async deleteAccount(actor: User, userId: string): Promise<void> {
    assertSelf(actor, userId);
    await this.db.transaction(async (manager) => {
      await this.sessions.endAll(actor.id, { manager });
      const account = await manager.getRepository(User).findOne({ where: { id: actor.id }, lock: { mode: 'pessimistic_write' } });
      if (!account) return;
      await this.events.emit('accountDeleting', { db: manager, userId: actor.id });
      await deleteUserLookups(manager, account);
      await manager.getRepository(User).delete({ id: actor.id });
    });
  }

  /** The user's plan as it stands in the caller's transaction (an import checks its limits against it, the user's row held). */
  async planOf(manager: EntityManager, userId: string): Promise<Plan> {
    const fresh = await manager.getRepository(User).findOne({ select: { id: true, plan: true }, where: { id: userId } });
    return fresh!.plan;
  }

  /**
   * An import's settings (a Cairn export's), written in the import's transaction: the clock (as
   * setClock; reminders plan again in the same transaction), focus areas and challenges.
   */
  async importSettings(manager: EntityManager, userId: string, settings: ImportedSettings): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, {
      timeZone: assertTimeZone(settings.timeZone), dayStartHour: assertDayStartHour(settings.dayStartHour),
      focusAreas: settings.focusAreas.filter((area) => FOCUS_AREAS.includes(area)),
      challenges: settings.challenges.filter((challenge) => (CHALLENGES as readonly string[]).includes(challenge)),
    });
    await this.events.emit('clockChanged', { db: manager, userId }); // the time zone may have changed, as with setClock
  }

  /** The users among `ids`, in one statement (the reminder batch's). */
  findByIds(ids: readonly string[]): Promise<User[]> {
    return this.db.getRepository(User).findBy({ id: In([...ids]) });
  }
}
