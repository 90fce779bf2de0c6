import { plural, t } from '@lingui/core/macro';
import { dateTimeFormat } from '../ui/i18n/format';
import { dateOfWorkDay, daysBetween, todayWorkDay, type WorkDay } from './work-day';

// A work day as a person reads it, in the active locale (issue 29). Apart from work-day.ts's
// arithmetic, which the shell needs on every page, the landing page's included.

/** The day as a person reads it, e.g. 'Tuesday, March 4, 2025' (in the active locale). */
export function longDayText(day: WorkDay): string {
  return dateTimeFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(dateOfWorkDay(day));
}

/**
 * A short label for charts and tables: 'Mar 4' in the current year, 'Mar 4, 2027' in any other
 * (the year of `today`, the user's day by default).
 */
export function shortDayText(day: WorkDay, today: WorkDay = todayWorkDay()): string {
  const withYear = day.slice(0, 4) !== today.slice(0, 4);
  return dateTimeFormat(withYear ? DAY_WITH_YEAR : DAY).format(dateOfWorkDay(day));
}

/** 'Mar 2016': a month of a long range (the year always, as such a range spans years). */
export function monthText(month: WorkDay): string {
  return dateTimeFormat(MONTH).format(dateOfWorkDay(`${month.slice(0, 7)}-01`));
}

// The shapes of the short labels (dateTimeFormat keeps one formatter per locale and shape: a long range labels thousands of days).
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const DAY_WITH_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** 'Mar 4 – Mar 10' within the current year; both ends carry their year when either is in another. */
export function dayRangeText(from: WorkDay, to: WorkDay, today: WorkDay = todayWorkDay()): string {
  const thisYear = today.slice(0, 4);
  const sameYear = from.slice(0, 4) === thisYear && to.slice(0, 4) === thisYear;
  // An impossible "today" year forces the year onto both ends.
  const reference = sameYear ? today : '0000-01-01';
  const [start, end] = [shortDayText(from, reference), shortDayText(to, reference)];
  return t`${start} – ${end}`;
}

/** 'Today', 'Yesterday', 'N days ago', for a day on or before today. */
export function relativeDayText(day: WorkDay, today: WorkDay): string {
  const ago = daysBetween(day, today);
  if (ago === 0) return t`Today`;
  if (ago === 1) return t`Yesterday`;
  return plural(ago, { one: '# day ago', other: '# days ago' });
}
