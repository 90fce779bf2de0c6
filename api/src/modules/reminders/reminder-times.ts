import { Temporal } from '../../shared/time/temporal';
import { addDays, type PlainDay } from '../../shared/time/days';
import { badInput } from '../../shared/errors';
import { remindersText } from './reminders.messages';

/** A reminder's time of day, HH:MM on a 24-hour clock, in the user's zone. */
export type LocalTime = string;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** At most this many reminder times per habit. */
export const MAX_TIMES_PER_HABIT = 5;

/** Refuses anything but a real time of day written HH:MM (00:00 to 23:59). */
export function parseLocalTime(value: unknown): LocalTime {
  if (typeof value === 'string' && TIME_PATTERN.test(value.trim())) return value.trim();
  throw badInput(remindersText('notATime', { value: String(value).slice(0, 20) }));
}

/** A habit's reminder times: each HH:MM, no two alike, at most MAX_TIMES_PER_HABIT; sorted. */
export function parseLocalTimes(values: unknown): LocalTime[] {
  if (!Array.isArray(values)) throw badInput(remindersText('timesList'));
  const times = [...new Set(values.map(parseLocalTime))].sort();
  if (times.length > MAX_TIMES_PER_HABIT) throw badInput(remindersText('tooManyTimes', { max: MAX_TIMES_PER_HABIT }));
  return times;
}

/**
 * The instant a reminder at `time` fires on `day` in `timeZone`. A time the clocks skip (02:30
 * on a spring-forward night) fires at the first valid minute after it, the instant the clocks
 * jump (03:00 new time): neither Temporal's 'later'/'compatible' (03:30, an hour late) nor
 * 'earlier' (01:30, before the time asked for) gives that, so the gap's end is taken. A time the
 * clocks repeat (01:30 on a fall-back night) fires at its first occurrence only ('compatible').
 */
export function occurrenceOn(day: PlainDay, time: LocalTime, timeZone: string): Date {
  const wall = Temporal.PlainDate.from(day).toPlainDateTime(Temporal.PlainTime.from(time));
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  if (Temporal.PlainDateTime.compare(zoned.toPlainDateTime(), wall) !== 0) {
    // In a gap: 'compatible' moved forward by the gap's length; the gap ends at the transition before it.
    const transition = zoned.getTimeZoneTransition('previous');
    if (transition) return new Date(transition.epochMilliseconds);
  }
  return new Date(zoned.epochMilliseconds);
}

/** The calendar day (not the user's habit day) of an instant in a zone. */
export function calendarDay(at: Date, timeZone: string): PlainDay {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The first occurrence on or after `fromDay` whose instant is not before `notBefore`. */
export function nextOccurrence(time: LocalTime, timeZone: string, notBefore: Date, fromDay?: PlainDay): { day: PlainDay; at: Date } {
  const start = calendarDay(notBefore, timeZone);
  let day = addDays(fromDay && fromDay > start ? fromDay : start, -1);
  for (let i = 0; i < 400; i += 1, day = addDays(day, 1)) {
    if (fromDay && day < fromDay) continue;
    const at = occurrenceOn(day, time, timeZone);
    if (at.getTime() >= notBefore.getTime()) return { day, at };
  }
  throw new Error(`no occurrence of ${time} in ${timeZone}`);
}
