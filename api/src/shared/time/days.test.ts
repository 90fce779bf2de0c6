import fc from 'fast-check';
import { Temporal } from './temporal';
import { AppError } from '../errors';
import { addDays, assertDayStartHour, assertTimeZone, assertUserDay, assertWeekStart, daysBetween, eachDay, firstDayOfWeek, isoWeekday, parsePlainDay, userDay, userDayBounds, weekStart, weekStartOfLocale } from './days';

const HOUR = 60 * 60 * 1000;

function badInputMessage(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('plain days', () => {
  it('parses real dates only', () => {
    expect(parsePlainDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 20260101, null]) {
      expect(badInputMessage(() => parsePlainDay(bad))).toBe('The day must be a date written as YYYY-MM-DD');
    }
  });

  it('counts days across month, year and DST boundaries without losing one', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09'); // US spring-forward is 2026-03-08
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect([...eachDay('2026-10-24', '2026-10-27')]).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
  });
});

describe('the first day of the week', () => {
  it('a week holding a day starts on the first day asked for, that day itself included', () => {
    expect(weekStart('2026-03-08', 7)).toBe('2026-03-08'); // a Sunday, in a week from Sunday
    expect(weekStart('2026-03-07', 7)).toBe('2026-03-01');
    expect(weekStart('2026-03-06', 6)).toBe('2026-02-28'); // Friday, in a week from Saturday
    expect(weekStart('2026-03-02', 1)).toBe('2026-03-02');
  });

  it("follows the locale's region (CLDR); a bare language, like an unknown tag, keeps ISO's Monday", () => {
    expect(weekStartOfLocale('en-US')).toBe(7);
    expect(weekStartOfLocale('de-DE')).toBe(1);
    expect(weekStartOfLocale('ar-EG')).toBe(6);
    expect(weekStartOfLocale('es-MX')).toBe(7);
    expect(weekStartOfLocale('en-GB')).toBe(1);
    for (const bare of ['en', 'de', 'es', 'ar']) expect(weekStartOfLocale(bare)).toBe(1);
    expect(weekStartOfLocale('not a tag')).toBe(1);
  });

  it("is the user's choice when they made one, else their locale's", () => {
    expect(firstDayOfWeek({ weekStart: null, locale: 'en-US' })).toBe(7);
    expect(firstDayOfWeek({ weekStart: null, locale: 'en' })).toBe(1);
    expect(firstDayOfWeek({ weekStart: 3, locale: 'en-US' })).toBe(3);
  });

  it('a choice is a weekday from 1 to 7, or null to follow the locale', () => {
    expect(assertWeekStart(null)).toBeNull();
    expect(assertWeekStart(7)).toBe(7);
    for (const bad of [0, 8, 1.5, '1']) expect(() => assertWeekStart(bad)).toThrow('The week starts on a day from 1 (Monday) to 7 (Sunday).');
  });
});

describe('day arithmetic without Temporal objects', () => {
  const someDay = fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('adds days as Temporal does, across months, leap years and centuries', () => {
    fc.assert(fc.property(someDay, fc.integer({ min: -100_000, max: 100_000 }), (day, days) => {
      expect(addDays(day, days)).toBe(Temporal.PlainDate.from(day).add({ days }).toString());
    }), { numRuns: 3000 });
  });

  it('counts the days between two days and names the weekday as Temporal does', () => {
    fc.assert(fc.property(someDay, someDay, (from, to) => {
      expect(daysBetween(from, to)).toBe(Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days);
      expect(isoWeekday(from)).toBe(Temporal.PlainDate.from(from).dayOfWeek);
    }), { numRuns: 3000 });
  });

  it('accepts exactly the days Temporal accepts', () => {
    const written = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(written, (text) => {
      let real = true;
      try { Temporal.PlainDate.from(text, { overflow: 'reject' }); } catch { real = false; }
      if (real) expect(parsePlainDay(text)).toBe(text);
      else expect(() => parsePlainDay(text)).toThrow(AppError);
    }), { numRuns: 3000 });
    expect(parsePlainDay('2024-02-29')).toBe('2024-02-29');
    expect(() => parsePlainDay('2026-02-29')).toThrow(AppError);
  });
});

describe('the user clock', () => {
  it('names the local day of an instant, and a night owl\'s 01:30 belongs to the day before with a 03:00 day start', () => {
    const at = new Date('2026-06-10T23:30:00Z'); // 01:30 on 11 June in Berlin (UTC+2)
    expect(userDay(at, 'Europe/Berlin')).toBe('2026-06-11');
    expect(userDay(at, 'Europe/Berlin', 3)).toBe('2026-06-10');
    expect(userDay(new Date('2026-06-11T01:00:00Z'), 'Europe/Berlin', 3)).toBe('2026-06-11'); // 03:00 sharp starts the day
    expect(userDay(at, 'America/Los_Angeles')).toBe('2026-06-10');
    expect(userDay(at, 'Asia/Tokyo')).toBe('2026-06-11');
  });

  it('reads the same day as Temporal for any instant, zone and day start', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    fc.assert(fc.property(
      fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
      fc.constantFrom(...zones), fc.integer({ min: 0, max: 5 }),
      (at, zone, dayStart) => {
        const temporal = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDateTime()
          .subtract({ hours: dayStart }).toPlainDate().toString();
        expect(userDay(at, zone, dayStart)).toBe(temporal);
      }), { numRuns: 2000 });
  });

  it.each([
    ['America/New_York', '2026-03-08', 23], ['America/New_York', '2026-11-01', 25],
    ['Europe/Berlin', '2026-03-29', 23], ['Europe/Berlin', '2026-10-25', 25],
  ])('in %s, %s lasts %i hours and is still exactly one day', (zone, day, hours) => {
    const { start, end } = userDayBounds(day, zone);
    expect(end.getTime() - start.getTime()).toBe(hours * HOUR);
    expect(userDay(start, zone)).toBe(day);
    expect(userDay(new Date(end.getTime() - 1), zone)).toBe(day);
    expect(userDay(end, zone)).toBe(addDays(day, 1));
  });

  it.each([
    ['America/New_York', '2026-03-05'], ['America/New_York', '2026-10-29'],
    ['Europe/Berlin', '2026-03-26'], ['Europe/Berlin', '2026-10-22'],
  ])('a DST week in %s from %s: one local day per calendar day, none added or dropped, at any day start', (zone, first) => {
    for (const dayStart of [0, 3]) {
      const days = new Set<string>();
      const { start } = userDayBounds(first, zone, dayStart);
      // Every 15 minutes across seven local days.
      const end = userDayBounds(addDays(first, 6), zone, dayStart).end;
      for (let t = start.getTime(); t < end.getTime(); t += 15 * 60 * 1000) days.add(userDay(new Date(t), zone, dayStart));
      expect([...days]).toEqual([...eachDay(first, addDays(first, 6))]);
    }
  });

  it('day start at 03:00 on the night the clocks spring forward over 02:00–03:00 starts the day at the first real instant', () => {
    const { start, end } = userDayBounds('2026-03-08', 'America/New_York', 3);
    expect(start.toISOString()).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
    expect(end.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    const berlin = userDayBounds('2026-03-29', 'Europe/Berlin', 2); // 02:00 does not exist that night
    expect(berlin.start.toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
  });

  it('accepts IANA names only, canonically spelt', () => {
    expect(assertTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(assertTimeZone('america/new_york')).toBe('America/New_York');
    expect(assertTimeZone('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus_Mons', '+02:00', '', 42, null]) {
      expect(badInputMessage(() => assertTimeZone(bad))).toMatch(/^We don't recognise the time zone/);
    }
  });

  it('accepts a day start from 0 to 5 only', () => {
    expect(assertDayStartHour(5)).toBe(5);
    for (const bad of [9, -1, 2.5, '3']) {
      expect(badInputMessage(() => assertDayStartHour(bad))).toBe('Your day can start at any hour from midnight to 5 a.m. (0 to 5).');
    }
  });

  it('refuses a day after the user\'s own today, even when it is already that day elsewhere', () => {
    const now = new Date('2026-06-10T20:00:00Z'); // 13:00 in Los Angeles, 05:00 on 11 June in Tokyo
    expect(assertUserDay('2026-06-11', now, 'Asia/Tokyo')).toBe('2026-06-11');
    expect(assertUserDay('2026-06-10', now, 'America/Los_Angeles')).toBe('2026-06-10');
    expect(badInputMessage(() => assertUserDay('2026-06-11', now, 'America/Los_Angeles'))).toBe('That day has not come yet where you are');
    const beforeDawn = new Date('2026-06-10T19:30:00Z'); // 04:30 on 11 June in Tokyo: still 10 June with a 05:00 day start
    expect(badInputMessage(() => assertUserDay('2026-06-11', beforeDawn, 'Asia/Tokyo', 5))).toBe('That day has not come yet where you are');
  });
});
