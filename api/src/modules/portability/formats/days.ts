import { badInput } from '../../../shared/errors';
import { parsePlainDay } from '../../../shared/time/days';
import { portabilityText } from '../portability.messages';

/** Years PostgreSQL's date type reads (it has no year 0). */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** Whether a YYYY-MM-DD day is on the calendar and one PostgreSQL can store (no 2024-02-30, no year 0). */
export function isRealDay(day: string): boolean {
  try {
    return parsePlainDay(day) === day && day >= FIRST_DAY && day <= LAST_DAY;
  } catch {
    return false;
  }
}

/** A file's YYYY-MM-DD day, refused with the file's name and the value when the calendar has no such day. */
export function realDay(day: string, file: string): string {
  if (!isRealDay(day)) throw badInput(portabilityText('noSuchDate', { file, day: day.slice(0, 20) }));
  return day;
}

/** The UTC day of an instant in milliseconds, or null when it is not a day PostgreSQL can store. */
export function utcDay(ms: number): string | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  const day = new Date(ms).toISOString().slice(0, 10);
  return isRealDay(day) ? day : null;
}
