import type { DataSource } from 'typeorm';
import type { FakePushService } from './fake-push-service';

/**
 * `count` users in UTC, each with one habit, one reminder at `time` (HH:MM), push on, and one
 * subscription at the fake push service: built in a few statements. Answers the endpoints.
 */
export async function seedReminders(db: DataSource, push: FakePushService, count: number, time: string): Promise<string[]> {
  const subscriptions = Array.from({ length: count }, () => push.subscribe());
  const [{ id: itemId }] = await db.query(`SELECT id FROM catalogue_items WHERE kind = 'habit' ORDER BY text LIMIT 1`);
  await db.query(
    `WITH s AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS s(endpoint, p256dh, auth, n)),
          u AS (INSERT INTO users (username, email, password_hash, focus_areas, challenges, plan, activated_at, time_zone)
                SELECT 'Load', 'load-' || gen_random_uuid() || '@example.com', NULL, '{Career}', '{}', 'free', now(), 'UTC' FROM s ORDER BY n
                RETURNING id),
          un AS (SELECT id, row_number() OVER () AS n FROM u),
          h AS (INSERT INTO user_habits (user_id, catalogue_item_id, position) SELECT id, $4, 0 FROM un RETURNING id, user_id),
          r AS (INSERT INTO reminders (user_id, user_habit_id, local_time) SELECT user_id, id, $5::time FROM h),
          c AS (INSERT INTO reminder_channels (user_id, push, email) SELECT id, true, false FROM un)
     INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) SELECT un.id, s.endpoint, s.p256dh, s.auth FROM un JOIN s USING (n)`,
    [subscriptions.map((s) => s.endpoint), subscriptions.map((s) => s.p256dh), subscriptions.map((s) => s.auth), itemId, time]);
  return subscriptions.map((s) => s.endpoint);
}

/** The next whole UTC minute at least `leadMs` away, as HH:MM and its instant. */
export function nextMinute(leadMs: number): { time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  return { time: at.toISOString().slice(11, 16), at };
}
