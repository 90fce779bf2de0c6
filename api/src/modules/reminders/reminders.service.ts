import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, badInput } from '../../shared/errors';
import type { LiveUpdates } from '../../shared/live-updates';
import type { EventBus } from '../../shared/events';
import type { HabitsService } from '../habits/habits.service';
import { addDays, assertUserDay, userDay } from '../../shared/time/days';
import type { DayHabit } from '../habits/habits.types';
import type { User } from '../users/user.entity';
import type { Clock } from '../../shared/time/clock';
import { isAllowedPushEndpoint, NOT_A_PUSH_SERVICE } from './push';
import type { ReminderScheduler } from './reminder-scheduler';
import { parseLocalTime, parseLocalTimes, type LocalTime } from './reminder-times';
import { verifyUnsubscribeToken } from './unsubscribe';

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
export async function replanReminders(db: Pick<EntityManager, 'query'>, userId: string): Promise<void> {
  await db.query(`UPDATE reminders SET next_at = NULL, next_day = NULL WHERE user_id = $1`, [userId]);
}

/** What reminders react to: a user's new clock (users emits it, awaiting this, after it saved the clock). */
export function reactToEvents(events: EventBus): void {
  events.on('clockChanged', ({ db, userId }) => replanReminders(db, userId));
}

/** What an import sets (import.service.ts): times per habit it created; channels and summary when its file has them. */
export interface ImportedReminders {
  habits: HabitReminderTimes[];
  channels?: ReminderChannels;
  /** Absent: the file says nothing of the summary (the user's stays); null: no summary. */
  summaryTime?: LocalTime | null;
}

function checkedChannels(push: unknown, email: unknown): ReminderChannels {
  if (typeof push !== 'boolean' || typeof email !== 'boolean') throw badInput('push and email must each be true or false');
  return { push, email };
}

/** A habit's reminder times become `times` (checked): the others go, the new ones come (unplanned: next_at NULL). */
async function writeHabitTimes(db: Pick<EntityManager, 'query'>, userId: string, habitId: string, times: LocalTime[]): Promise<void> {
  await db.query(`DELETE FROM reminders WHERE user_habit_id = $1 AND to_char(local_time, 'HH24:MI') <> ALL($2::text[])`, [habitId, times]);
  await db.query(
    `INSERT INTO reminders (user_id, user_habit_id, local_time) SELECT $1, $2, t::time FROM unnest($3::text[]) t
     ON CONFLICT (user_habit_id, local_time) WHERE user_habit_id IS NOT NULL DO NOTHING`, [userId, habitId, times]);
}

/** The daily summary at `time` (checked), or none. */
async function writeSummaryTime(db: Pick<EntityManager, 'query'>, userId: string, time: LocalTime | null): Promise<void> {
  if (time === null) {
    await db.query(`DELETE FROM reminders WHERE user_id = $1 AND user_habit_id IS NULL`, [userId]);
    return;
  }
  await db.query(
    `INSERT INTO reminders (user_id, local_time) VALUES ($1, $2::time)
     ON CONFLICT (user_id) WHERE user_habit_id IS NULL
     DO UPDATE SET local_time = EXCLUDED.local_time, next_at = NULL, next_day = NULL WHERE reminders.local_time <> EXCLUDED.local_time`, [userId, time]);
}

async function writeChannels(db: Pick<EntityManager, 'query'>, userId: string, { push, email }: ReminderChannels): Promise<void> {
  await db.query(
    `INSERT INTO reminder_channels (user_id, push, email) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET push = EXCLUDED.push, email = EXCLUDED.email, updated_at = now()`, [userId, push, email]);
}

function base64url(value: unknown, bytes: number, name: string): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+={0,2}$/.test(value) || Buffer.from(value, 'base64url').length !== bytes) {
    throw badInput(`The push subscription's ${name} key is not valid.`);
  }
  return value.replace(/=+$/, '');
}

/** Reminder times, the daily summary, channels and push subscriptions; Done and Snooze from a notification. */
export class RemindersService {
  /** Set when the app runs the reminder queue (createApp). */
  scheduler?: ReminderScheduler;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly habits: HabitsService,
    private readonly live: LiveUpdates,
    private readonly clock: Clock,
    private readonly vapidPublicKey: () => string,
  ) {}

  /** The user's reminder settings; `db` is the reader (the export's snapshot transaction, or the pool). */
  async settings(user: Pick<User, 'id'>, db: Pick<EntityManager, 'query'> = this.db): Promise<ReminderSettings> {
    const [row]: Array<{ push: boolean | null; email: boolean | null; summary: string | null; habits: HabitReminderTimes[]; subscriptions: number }> = await db.query(
      `SELECT c.push, c.email,
              (SELECT to_char(local_time, 'HH24:MI') FROM reminders WHERE user_id = $1 AND user_habit_id IS NULL) AS summary,
              (SELECT coalesce(json_agg(json_build_object('habitId', t.user_habit_id, 'times', t.times)), '[]') FROM (
                 SELECT user_habit_id, array_agg(to_char(local_time, 'HH24:MI') ORDER BY local_time) AS times
                   FROM reminders WHERE user_id = $1 AND user_habit_id IS NOT NULL GROUP BY user_habit_id) t) AS habits,
              (SELECT count(*)::int FROM push_subscriptions WHERE user_id = $1) AS subscriptions
         FROM (SELECT 1) one LEFT JOIN reminder_channels c ON c.user_id = $1`, [user.id]);
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
    await this.db.transaction((manager) => writeHabitTimes(manager, user.id, habit.id, checked));
    await this.changed(user.id);
    return { habitId: habit.id, times: checked };
  }

  /** The daily summary's time, or null to turn it off. */
  async setSummaryTime(user: User, time: unknown): Promise<ReminderSettings> {
    await writeSummaryTime(this.db, user.id, time === null || time === undefined ? null : parseLocalTime(time));
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
    for (const { habitId, times } of settings.habits) await writeHabitTimes(manager, userId, habitId, parseLocalTimes(times));
    if (settings.channels) await writeChannels(manager, userId, checkedChannels(settings.channels.push, settings.channels.email));
    if (settings.summaryTime !== undefined) await writeSummaryTime(manager, userId, settings.summaryTime === null ? null : parseLocalTime(settings.summaryTime));
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
    if (!url || !secure || endpoint.length > 2000) throw badInput('The push subscription endpoint must be an https:// URL.');
    // The server POSTs to it: never to its own host or network (SSRF), unless tests' loopback push service needs it.
    if (!isAllowedPushEndpoint(this.config, url)) throw badInput(NOT_A_PUSH_SERVICE);
    const p256dh = base64url(input.p256dh, 65, 'p256dh');
    const auth = base64url(input.auth, 16, 'auth');
    await this.db.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [user.id, endpoint, p256dh, auth]);
    await this.live.publish(user.id, 'profile');
    return this.settings(user);
  }

  async removePushSubscription(user: User, endpoint: unknown): Promise<ReminderSettings> {
    if (typeof endpoint !== 'string') throw badInput('endpoint must be the subscription\'s URL');
    await this.db.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [user.id, endpoint]);
    await this.live.publish(user.id, 'profile');
    return this.settings(user);
  }

  /** "Done" on a notification: the same service as setHabitDone. */
  markDone(user: User, habitId: string, day: unknown): Promise<DayHabit> {
    return this.habits.setDone(user, habitId, day, true);
  }

  /** "Snooze 1 h": the reminder comes again an hour from now (same day), once. */
  async snooze(user: User, reminderId: string, value: unknown): Promise<{ id: string; dueAt: Date }> {
    // Reminder days are calendar days in the user's zone (no day-start hour): today's, or yesterday's snoozed after midnight.
    const now = this.clock.now();
    const day = assertUserDay(value, now, user.timeZone);
    if (day < addDays(userDay(now, user.timeZone), -1)) throw badInput("Only today's and yesterday's reminders can be snoozed.");
    const [mine] = await this.db.query(`SELECT 1 FROM reminders WHERE id = $1 AND user_id = $2`, [reminderId, user.id]);
    if (!mine) throw new AppError('NOT_FOUND', 'Reminder not found');
    const scheduler = this.scheduler;
    if (!scheduler?.running) throw new AppError('SERVICE_UNAVAILABLE', 'Reminders are not running right now. Try again in a minute.');
    const dueAt = new Date(now.getTime() + SNOOZE_MS);
    return this.db.transaction(async (manager) => {
      const [reminder] = await manager.query(`SELECT id FROM reminders WHERE id = $1 AND user_id = $2 FOR UPDATE`, [reminderId, user.id]);
      if (!reminder) throw new AppError('NOT_FOUND', 'Reminder not found');
      const [{ snoozes }] = await manager.query(`SELECT count(*)::int AS snoozes FROM reminder_deliveries WHERE reminder_id = $1 AND local_day = $2 AND occurrence > 0`, [reminderId, day]);
      if (snoozes >= MAX_SNOOZES) throw badInput(`A reminder can be snoozed at most ${MAX_SNOOZES} times a day.`);
      const [delivery] = await manager.query(
        `INSERT INTO reminder_deliveries (reminder_id, local_day, occurrence, due_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [reminderId, day, snoozes + 1, dueAt]);
      await scheduler.enqueue(manager.queryRunner!, [{ id: delivery.id, key: `${reminderId}:${day}:${snoozes + 1}`, dueAt }]);
      return { id: delivery.id as string, dueAt };
    });
  }

  /** The one-click unsubscribe link: turns reminder emails off, nothing else. False: the token is not valid. */
  async unsubscribeEmail(token: unknown): Promise<boolean> {
    const userId = verifyUnsubscribeToken(this.config.sessionSecret, token);
    if (!userId) return false;
    await this.db.query(`UPDATE reminder_channels SET email = false, updated_at = now() WHERE user_id = $1`, [userId]);
    await this.live.publish(userId, 'profile');
    return true;
  }
}
