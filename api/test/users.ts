import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/modules/users/passwords';
import { Client } from './client';
import type { TestApp } from './app';

export const PASSWORD = 'correct horse';

/** An activated account made straight in the database (buildUser), signed in over REST. */
export async function signedInUser(app: TestApp, fields: { username?: string; plan?: string } = {}): Promise<{ client: Client; id: string; email: string }> {
  const email = `${randomUUID()}@example.com`;
  const [{ id }] = await app.db.dataSource.query(
    `WITH u AS (INSERT INTO users (username, email, password_hash, focus_areas, challenges, plan, activated_at)
                VALUES ($1, $2, $3, '{Career}', '{"No Time"}', $4, now()) RETURNING id, email)
     INSERT INTO user_emails (email_lower, user_id) SELECT lower(email), id FROM u RETURNING user_id AS id`,
    [fields.username ?? 'Sam', email, await hashPassword(PASSWORD), fields.plan ?? 'free'],
  );
  const client = new Client(app.url);
  const login = await client.rest('POST', '/api/auth/login', { email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, id, email };
}
