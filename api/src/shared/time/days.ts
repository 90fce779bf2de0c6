import { type Instant, type PlainDate, Temporal } from './temporal';
import { badInput } from '../errors';
import { sharedText } from '../errors.messages';

/**
 * A user's local calendar day, YYYY-MM-DD. Days are plain dates: they carry no zone and no
 * time, so arithmetic on them can never gain or lose an hour (DST) or a day (travel).
 */
export type PlainDay = string;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const DAY_START_HOURS = { min: 0, max: 5 } as const;

/**
 * The days Cairn records, named once: from 1900-01-01 (no habit is older; every day the rules
 * step to around it, a period or a window before it, stays a day PostgreSQL stores) to the
 * user's today for what was done, and to 2999-12-31 for what is planned (vacations, goal dates).
 */
export const DAY_RANGE = { earliest: '1900-01-01', latestPlanned: '2999-12-31' } as const;

/** Refuses a real day outside the range (`latest`: the user's today, or the planned limit). */
export function assertDayInRange(day: PlainDay, latest: PlainDay = DAY_RANGE.latestPlanned): PlainDay {
  if (day < DAY_RANGE.earliest) throw badInput(sharedText('dayTooEarly', { earliest: DAY_RANGE.earliest, day }));
  if (day > latest) {
    throw badInput(latest === DAY_RANGE.latestPlanned ? sharedText('dayTooLate', { latest, day }) : sharedText('dayNotYet'));
  }
  return day;
}

/** A planned day (a vacation's, a goal's): a real day within the range. */
export function parsePlannedDay(value: unknown): PlainDay {
  return assertDayInRange(parsePlainDay(value));
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function plain(day: PlainDay): PlainDate {
  return Temporal.PlainDate.from(day);
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * Days since 1970-01-01 of a YYYY-MM-DD day, and back: UTC Date arithmetic, the same proleptic
 * Gregorian calendar as Temporal's ISO dates, for the days every request and every streak
 * works with (Temporal's polyfill makes objects at each step). Years 0000 to 9999 only.
 */
function epochDay(day: PlainDay): number {
  const date = new Date(0);
  date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(days: number): PlainDay | null {
  const text = new Date(days * MS_PER_DAY).toISOString();
  return text.length === 24 ? text.slice(0, 10) : null; // ±YYYYYY: outside 0000 to 9999
}

/** Refuses anything but a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function parsePlainDay(value: unknown): PlainDay {
  if (typeof value === 'string' && DAY_PATTERN.test(value) && fromEpochDay(epochDay(value)) === value) return value;
  throw badInput(sharedText('dayFormat'));
}

/** The day `days` after `day` (negative for before). */
export function addDays(day: PlainDay, days: number): PlainDay {
  return fromEpochDay(epochDay(day) + days) ?? plain(day).add({ days }).toString();
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: PlainDay, to: PlainDay): number {
  return epochDay(to) - epochDay(from);
}

/** 1970-01-01 was a Thursday (4). */
export function isoWeekday(day: PlainDay): IsoWeekday {
  return ((((epochDay(day) + 3) % 7) + 7) % 7 + 1) as IsoWeekday;
}

/** The first day of the week holding `day`, for weeks starting on `firstDay` (ISO's Monday by default). */
export function weekStart(day: PlainDay, firstDay: IsoWeekday = 1): PlainDay {
  return addDays(day, -((isoWeekday(day) - firstDay + 7) % 7));
}

/** Intl.Locale's week data (CLDR): `getWeekInfo()` in newer engines, the `weekInfo` getter in Node 20. */
type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the week where a locale's region lives (CLDR): en-US and pt-BR Sunday, de-DE
 * Monday, ar-EG Saturday. A bare language ("en", "ar") names no country, so its week is ISO's,
 * from Monday (Intl would guess one: "en" means the US to it). So is an unknown tag's.
 */
export function weekStartOfLocale(tag: string): IsoWeekday {
  try {
    const locale = new Intl.Locale(tag) as WithWeekInfo;
    if (!locale.region) return 1;
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? firstDay as IsoWeekday : 1;
  } catch {
    return 1;
  }
}

/** The first day of a user's weeks: the one they chose, else their locale's. */
export function firstDayOfWeek(user: { weekStart: number | null; locale: string }): IsoWeekday {
  return (user.weekStart as IsoWeekday | null) ?? weekStartOfLocale(user.locale);
}

/** A chosen first day of the week: an ISO weekday (1 Monday … 7 Sunday), or null to follow the locale. */
export function assertWeekStart(value: unknown): IsoWeekday | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 7) {
    throw badInput('The week starts on a day from 1 (Monday) to 7 (Sunday).');
  }
  return value as IsoWeekday;
}

export function monthStart(day: PlainDay): PlainDay {
  return plain(day).with({ day: 1 }).toString();
}

export function monthEnd(day: PlainDay): PlainDay {
  const date = plain(day);
  return date.with({ day: date.daysInMonth }).toString();
}

/** YYYY-MM: the calendar month a day belongs to (the skip budget's window). */
export function monthKey(day: PlainDay): string {
  return day.slice(0, 7);
}

/** Every day from `from` to `to`, both included. */
export function* eachDay(from: PlainDay, to: PlainDay): Generator<PlainDay> {
  for (let date = plain(from), end = plain(to); Temporal.PlainDate.compare(date, end) <= 0; date = date.add({ days: 1 })) {
    yield date.toString();
  }
}

/**
 * The canonical IANA name of a time zone (`europe/berlin` -> `Europe/Berlin`). Refuses unknown
 * names and bare offsets such as +02:00: an offset is not a place and would miss DST changes.
 */
export function assertTimeZone(name: unknown): string {
  const message = sharedText('unknownTimeZone', { name: String(name).slice(0, 60) });
  if (typeof name !== 'string' || !/^[A-Za-z]/.test(name.trim())) throw badInput(message);
  try {
    return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name.trim()).timeZoneId;
  } catch {
    throw badInput(message);
  }
}

/** The hour (0 to 5) at which a user's day begins; a night owl's 01:30 still counts for the day before. */
export function assertDayStartHour(hour: unknown): number {
  if (typeof hour !== 'number' || !Number.isInteger(hour) || hour < DAY_START_HOURS.min || hour > DAY_START_HOURS.max) {
    throw badInput(sharedText('dayStartHour'));
  }
  return hour;
}

function toInstant(at: Date | Instant): Instant {
  return at instanceof Date ? Temporal.Instant.fromEpochMilliseconds(at.getTime()) : at;
}

/** Per zone, a formatter of an instant's wall-clock date and hour (made once: they are costly). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * The user's day at an instant: the wall-clock date in their zone, moved back one day while the
 * wall clock is before their day-start hour. Wall-clock arithmetic, so a 23- or 25-hour day is
 * still exactly one day. Read with Intl's formatter, where Temporal's own zone rules come from
 * (every request asks it for the user's today: the polyfill's objects cost more than the rest
 * of the date checks); a year outside 1000 to 9999 goes the Temporal way.
 */
export function userDay(at: Date | Instant, timeZone: string, dayStartHour = 0): PlainDay {
  const instant = toInstant(at);
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  for (const part of wallClock(timeZone).formatToParts(instant.epochMilliseconds)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
  }
  if (!/^\d{4}$/.test(year)) {
    return instant.toZonedDateTimeISO(timeZone).toPlainDateTime().subtract({ hours: dayStartHour }).toPlainDate().toString();
  }
  const date = `${year}-${month}-${day}`;
  return hour < dayStartHour ? addDays(date, -1) : date;
}

/**
 * The instant a user's day begins (its day-start hour, wall clock, in their zone). When DST
 * skips that hour the day begins at the first instant after the gap.
 */
export function userDayStart(day: PlainDay, timeZone: string, dayStartHour = 0): Date {
  const start = plain(day).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from({ hour: dayStartHour }) });
  return new Date(start.epochMilliseconds);
}

/** The instants [start, end) of a user's day, e.g. to count what happened in it in SQL. */
export function userDayBounds(day: PlainDay, timeZone: string, dayStartHour = 0): { start: Date; end: Date } {
  return { start: userDayStart(day, timeZone, dayStartHour), end: userDayStart(addDays(day, 1), timeZone, dayStartHour) };
}

/**
 * A day the browser sends for this user: a real date in the range, not after the user's own
 * today. Past days are fine (they can be filled in afterwards).
 */
export function assertUserDay(value: unknown, now: Date | Instant, timeZone: string, dayStartHour = 0): PlainDay {
  return assertDayInRange(parsePlainDay(value), userDay(now, timeZone, dayStartHour));
}
