import { IsNull, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import type { Config } from '../../config';
import { AppError, badInput, notFound } from '../../shared/errors';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import type { HabitsService } from '../habits/habits.service';
import { addDays, assertUserDay, userDay } from '../../shared/time/days';
import type { DayHabit } from '../habits/habits.types';
import { User } from '../users/user.entity';
import type { Clock } from '../../shared/time/clock';
import { isAllowedPushEndpoint } from './push';
import type { ReminderScheduler } from './reminder-scheduler';
import { parseLocalTime, parseLocalTimes, type LocalTime } from './reminder-times';
import { verifyUnsubscribeToken } from './unsubscribe';
import { PushSubscription, PushSubscriptionEndpoint } from './push-subscription.entity';
import { deleteEndpointLookupsOf, deletePushSubscriptions } from './push-subscriptions';
import { ReminderChannels as ReminderChannelsRow } from './reminder-channels.entity';
import { ReminderDelivery } from './reminder-delivery.entity';
import { Reminder } from './reminder.entity';
import { remindersText } from './reminders.messages';

export interface ReminderChannels {
  push: boolean;
  email: boolean;
}

export interface HabitReminderTimes {
  habitId: string;
  times: LocalTime[];
}

export interface ReminderSettings {
  channels: ReminderChannels;
  summaryTime: LocalTime | null;
  habits: HabitReminderTimes[];
  pushSubscriptions: number;
  vapidPublicKey: string;
}

export interface PushSubscriptionInput {
  endpoint: unknown;
  p256dh: unknown;
  auth: unknown;
}

const SNOOZE_MS = 60 * 60 * 1000;
/** Snoozes of one reminder on one day, at most. */
const MAX_SNOOZES = 6;

/** After the user's time zone changes: the planner works every reminder's next time out again, in the new zone. */
export async function replanReminders(db: Pick<EntityManager, 'getRepository'>, userId: string): Promise<void> {
  await db.getRepository(Reminder).update({ userId }, { nextAt: null, nextDay: null });
}

/** What reminders react to: a user's new clock (users emits it, awaiting this, after it saved the clock). */
export function reactToEvents(events: EventBus): void {
  events.on('clockChanged', ({ db, userId }) => replanReminders(db, userId));
  events.on('accountDeleting', ({ db, userId }) => deleteEndpointLookupsOf(db, userId));
}

/** What an import sets (import.service.ts): times per habit it created; channels and summary when its file has them. */
export interface ImportedReminders {
  habits: HabitReminderTimes[];
  channels?: ReminderChannels;
  /** Absent: the file says nothing of the summary (the user's stays); null: no summary. */
  summaryTime?: LocalTime | null;
}

function checkedChannels(push: unknown, email: unknown): ReminderChannels {
  if (typeof push !== 'boolean' || typeof email !== 'boolean') throw badInput(remindersText('channelsBoolean'));
  return { push, email };
}

/** A habit's reminder times become `times` (checked): the others go, the new ones come (unplanned: next_at NULL). */
async function writeHabitTimes(db: Pick<EntityManager, 'query'>, sql: Statements, userId: string, habitId: string, times: LocalTime[]): Promise<void> {
  await db.query(sql.dropOtherHabitTimes, [habitId, times, userId]);
  await db.query(sql.addHabitTimes, [userId, habitId, times]);
}

/** The daily summary at `time` (checked), or none. */
async function writeSummaryTime(db: Pick<EntityManager, 'query' | 'getRepository'>, sql: Statements, userId: string, time: LocalTime | null): Promise<void> {
  if (time === null) await db.getRepository(Reminder).delete({ userId, userHabitId: IsNull() });
  else await db.query(sql.setSummaryTime, [userId, time]);
}

/** ON CONFLICT (user_id) DO UPDATE SET push, email and updated_at (TypeORM sets an update date column to its default, now()). */
async function writeChannels(db: Pick<EntityManager, 'getRepository'>, userId: string, { push, email }: ReminderChannels): Promise<void> {
  await db.getRepository(ReminderChannelsRow).upsert({ userId, push, email }, ['userId']);
}

function base64url(value: unknown, bytes: number, name: string): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw badInput(remindersText('pushKey', { name }));
  }
  return value.replace(/=+$/, '');
}

type Statements = ReturnType<typeof statements>;

/** The statements that stay SQL (a report with json_agg, bulk and conditional upserts), their names read off the entities. */
function statements(db: DataSource) {
  const r = sqlTable(db, Reminder);
  const c = sqlTable(db, ReminderChannelsRow, 'c');
  const s = sqlTable(db, PushSubscription);
  const { col } = r;
  return {
    settings: `SELECT ${c.c.push}, ${c.c.email},
              (SELECT to_char(${col.localTime}, 'HH24:MI') FROM ${r.table} WHERE ${col.userId} = $1 AND ${col.userHabitId} IS NULL) AS summary,
              (SELECT coalesce(json_agg(json_build_object('habitId', t.${col.userHabitId}, 'times', t.times)), '[]') FROM (
                 SELECT ${col.userHabitId}, array_agg(to_char(${col.localTime}, 'HH24:MI') ORDER BY ${col.localTime}) AS times
                   FROM ${r.table} WHERE ${col.userId} = $1 AND ${col.userHabitId} IS NOT NULL GROUP BY ${col.userHabitId}) t) AS habits,
              (SELECT count(*)::int FROM ${s.table} WHERE ${s.col.userId} = $1) AS subscriptions
         FROM (SELECT 1) one LEFT JOIN ${c.from} ON ${c.c.userId} = $1`,
    dropOtherHabitTimes: `DELETE FROM ${r.table} WHERE ${col.userId} = $3 AND ${col.userHabitId} = $1 AND to_char(${col.localTime}, 'HH24:MI') <> ALL($2::text[])`,
    addHabitTimes: `INSERT INTO ${r.table} (${col.userId}, ${col.userHabitId}, ${col.localTime}) SELECT $1, $2, t::time FROM unnest($3::text[]) t
         ON CONFLICT (${col.userId}, ${col.userHabitId}, ${col.localTime}) WHERE ${col.userHabitId} IS NOT NULL DO NOTHING`,
    setSummaryTime: `INSERT INTO ${r.table} (${col.userId}, ${col.localTime}) VALUES ($1, $2::time)
         ON CONFLICT (${col.userId}) WHERE ${col.userHabitId} IS NULL
         DO UPDATE SET ${col.localTime} = EXCLUDED.${col.localTime}, ${col.nextAt} = NULL, ${col.nextDay} = NULL WHERE ${r.c.localTime} <> EXCLUDED.${col.localTime}`,
  };
}

/** Reminder times, the daily summary, channels and push subscriptions; Done and Snooze from a notification. */
export class RemindersService {
  /** Set when the app runs the reminder queue (createApp). */
  scheduler?: ReminderScheduler;
  private built?: Statements;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly habits: HabitsService,
    private readonly live: LiveUpdates,
    private readonly clock: Clock,
    private readonly vapidPublicKey: () => string,
  ) {}

  /** The statements, built once. */
  private get sql(): Statements {
    return (this.built ??= statements(this.db));
  }

  /** The user's reminder settings; `db` is the reader (the export's snapshot transaction, or the pool). */
  async settings(user: Pick<User, 'id'>, db: Pick<EntityManager, 'query'> = this.db): Promise<ReminderSettings> {
    const [row]: Array<{ push: boolean | null; email: boolean | null; summary: string | null; habits: HabitReminderTimes[]; subscriptions: number }> = await db.query(
      this.sql.settings, [user.id]);
    return {
      channels: { push: row.push ?? false, email: row.email ?? false },
      summaryTime: row.summary,
      habits: row.habits,
      pushSubscriptions: row.subscriptions,
      vapidPublicKey: this.vapidPublicKey(),
    };
  }

  /** Replaces a habit's reminder times (an empty list: no reminders). Times are HH:MM in the user's zone. */
  async setHabitTimes(user: User, habitId: string, times: unknown): Promise<HabitReminderTimes> {
    const checked = parseLocalTimes(times);
    const habit = await this.habits.owned(user, habitId);
    await this.db.transaction((manager) => writeHabitTimes(manager, this.sql, user.id, habit.id, checked));
    await this.changed(user.id);
    return { habitId: habit.id, times: checked };
  }

  /** The daily summary's time, or null to turn it off. */
  async setSummaryTime(user: User, time: unknown): Promise<ReminderSettings> {
    await writeSummaryTime(this.db, this.sql, user.id, time === null || time === undefined ? null : parseLocalTime(time));
    await this.changed(user.id);
    return this.settings(user);
  }

  async setChannels(user: User, push: unknown, email: unknown): Promise<ReminderSettings> {
    await writeChannels(this.db, user.id, checkedChannels(push, email));
    await this.live.publish(user.id, 'profile');
    return this.settings(user);
  }

  /**
   * An import's reminder settings, written with the same statements as the calls above in the
   * import's transaction (`manager`): the times of habits it created, and, when the file carries
   * them, the channels and the daily summary. Checked as those calls check; once the import has
   * committed, `changed` plans the new reminders as after a change by hand.
   */
  async importSettings(manager: EntityManager, userId: string, settings: ImportedReminders): Promise<void> {
    for (const { habitId, times } of settings.habits) await writeHabitTimes(manager, this.sql, userId, habitId, parseLocalTimes(times));
    if (settings.channels) await writeChannels(manager, userId, checkedChannels(settings.channels.push, settings.channels.email));
    if (settings.summaryTime !== undefined) await writeSummaryTime(manager, this.sql, userId, settings.summaryTime === null ? null : parseLocalTime(settings.summaryTime));
  }

  /** After reminder times or settings changed (by hand or by an import): the profile refreshes and the planner plans them. */
  async changed(userId: string): Promise<void> {
    await this.live.publish(userId, 'profile');
    if (this.scheduler?.running) void this.scheduler.planSoon();
  }

  /** A browser's push subscription; the same endpoint again (or from another account) moves to this user. */
  async addPushSubscription(user: User, input: PushSubscriptionInput): Promise<ReminderSettings> {
    const endpoint = typeof input.endpoint === 'string' ? input.endpoint.trim() : '';
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    const secure = url?.protocol === 'https:' || (!this.config.isProduction && url?.protocol === 'http:');
    if (!url || !secure || endpoint.length > 2000) throw badInput(remindersText('pushHttps'));
    // The server POSTs to it: never to its own host or network (SSRF), unless tests' loopback push service needs it.
    if (!isAllowedPushEndpoint(this.config, url)) throw badInput(remindersText('notPushService'));
    const p256dh = base64url(input.p256dh, 65, 'p256dh');
    const auth = base64url(input.auth, 16, 'auth');
    await this.db.transaction(async (manager) => {
      // The same endpoint from two requests at once: they take turns.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`push-endpoint:${endpoint}`]);
      const held = await manager.getRepository(PushSubscriptionEndpoint).findOneBy({ endpoint });
      const subscriptions = manager.getRepository(PushSubscription);
      if (held?.userId === user.id) {
        await subscriptions.update({ userId: user.id, id: held.pushSubscriptionId }, { p256dh, auth });
        return;
      }
      // Another account's endpoint (the browser changed hands) moves to this user; its lookup goes with it.
      if (held) await deletePushSubscriptions(manager, held.userId, { ids: [held.pushSubscriptionId] });
      const { identifiers: [row] } = await subscriptions.insert({ userId: user.id, endpoint, p256dh, auth });
      await manager.getRepository(PushSubscriptionEndpoint).insert({ endpoint, userId: user.id, pushSubscriptionId: row.id as string });
    });
    await this.live.publish(user.id, 'profile');
    return this.settings(user);
  }

  async removePushSubscription(user: User, endpoint: unknown): Promise<ReminderSettings> {
    if (typeof endpoint !== 'string') throw badInput(remindersText('endpointUrl'));
    await deletePushSubscriptions(this.db, user.id, { endpoint });
    await this.live.publish(user.id, 'profile');
    return this.settings(user);
  }

  /** "Done" on a notification: the same service as setHabitDone. */
  markDone(user: User, habitId: string, day: unknown): Promise<DayHabit> {
    return this.habits.setDone(user, habitId, day, true, this.clock.now());
  }

  /** "Snooze 1 h": the reminder comes again an hour from now (same day), once. */
  async snooze(user: User, reminderId: string, value: unknown): Promise<{ id: string; dueAt: Date }> {
    // Reminder days are calendar days in the user's zone (no day-start hour): today's, or yesterday's snoozed after midnight.
    const now = this.clock.now();
    const day = assertUserDay(value, now, user.timeZone);
    if (day < addDays(userDay(now, user.timeZone), -1)) throw badInput(remindersText('snoozeRecent'));
    const mine = await this.db.getRepository(Reminder).existsBy({ userId: user.id, id: reminderId });
    if (!mine) throw notFound('Reminder');
    const scheduler = this.scheduler;
    if (!scheduler?.running) throw new AppError('SERVICE_UNAVAILABLE', remindersText('notRunning'));
    const dueAt = new Date(now.getTime() + SNOOZE_MS);
    return this.db.transaction(async (manager) => {
      const reminder = await manager.getRepository(Reminder).createQueryBuilder('r').select('r.id')
        .where('r.id = :id AND r.userId = :userId', { id: reminderId, userId: user.id }).setLock('pessimistic_write').getOne();
      if (!reminder) throw notFound('Reminder');
      const deliveries = manager.getRepository(ReminderDelivery);
      const snoozes = await deliveries.countBy({ userId: user.id, reminderId, localDay: day, occurrence: MoreThan(0) });
      if (snoozes >= MAX_SNOOZES) throw badInput(remindersText('tooManySnoozes', { max: MAX_SNOOZES }));
      const { identifiers: [delivery] } = await deliveries.insert({ userId: user.id, reminderId, localDay: day, occurrence: snoozes + 1, dueAt });
      await scheduler.enqueue(manager.queryRunner!, [{ id: delivery.id as string, userId: user.id, key: `${reminderId}:${day}:${snoozes + 1}`, dueAt }]);
      return { id: delivery.id as string, dueAt };
    });
  }

  /** The locale of the user an unsubscribe link belongs to, for its pages; null when the token is not valid. */
  async unsubscribeLocale(token: unknown): Promise<string | null> {
    const userId = verifyUnsubscribeToken(this.config.sessionSecret, token);
    if (!userId) return null;
    const user = await this.db.getRepository(User).findOne({ select: { locale: true }, where: { id: userId } });
    return user?.locale ?? null;
  }

  /** The one-click unsubscribe link: turns reminder emails off, nothing else. False: the token is not valid. */
  async unsubscribeEmail(token: unknown): Promise<boolean> {
    const userId = verifyUnsubscribeToken(this.config.sessionSecret, token);
    if (!userId) return false;
    await this.db.getRepository(ReminderChannelsRow).update({ userId }, { email: false }); // and updated_at, as an update date column
    await this.live.publish(userId, 'profile');
    return true;
  }
}
