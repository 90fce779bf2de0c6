import { LocalDateResolver } from 'graphql-scalars';
import { assertUserDay, userDay } from './time/days';

/** Whose clock a day follows: an IANA zone and the hour (0 to 5) the day starts. */
export interface UserClock {
  timeZone: string;
  dayStartHour: number;
}

/** The user's today, from their zone and day start (habits/rules/days.ts). */
export function userToday(user: UserClock, now = new Date()): string {
  return userDay(now, user.timeZone, user.dayStartHour);
}

/**
 * A day the browser sends for this user: a real YYYY-MM-DD date that is not after the user's
 * own today (their zone and day start). Every day argument of the API goes through here.
 */
export function parseUserDay(user: UserClock, value: unknown, now = new Date()): string {
  return assertUserDay(value, now, user.timeZone, user.dayStartHour);
}

/** GraphQL's LocalDate scalar: a calendar day as YYYY-MM-DD. */
export const LocalDate = LocalDateResolver;

const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000; // UTC+14, where every new day begins

/** Today's date where it is latest (UTC+14): no user anywhere can be past it. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in UTC, for calls that name no day of the user's. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export { addDays } from './time/days';
