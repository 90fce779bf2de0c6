import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../shared/ids';

/** The one thing this token can do; an HMAC for another purpose never matches it. */
const PURPOSE = 'cairn:unsubscribe-reminder-email:v1';

function mac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/** `<user id>.<HMAC>`: stops reminder emails for that user, with no sign-in, and nothing else. */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The user id a token was made for, or null when it was not made by this server for this purpose. */
export function verifyUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [userId, signature, ...rest] = token.split('.');
  if (rest.length || !isUuid(userId) || !signature) return null;
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
