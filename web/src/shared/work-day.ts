/**
 * The work day (SPEC §3, §9): the user's local calendar day as YYYY-MM-DD. Today starts at
 * local midnight; the app never asks for a day after today.
 */
export type WorkDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of `date` (not UTC: the user's own day). */
export function workDayOf(date: Date): WorkDay {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function todayWorkDay(now: Date = new Date()): WorkDay {
  return workDayOf(now);
}

/** Local noon of the day, so that adding days never trips over a daylight-saving change. */
export function dateOfWorkDay(day: WorkDay): Date {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`not a work day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** The day `days` after `day` (negative for before). */
export function shiftWorkDay(day: WorkDay, days: number): WorkDay {
  const date = dateOfWorkDay(day);
  date.setDate(date.getDate() + days);
  return workDayOf(date);
}

/** SPEC §4: a date is future when later than today's local date. YYYY-MM-DD compares as text. */
export function isAfterDay(day: WorkDay, other: WorkDay): boolean {
  return day > other;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: WorkDay, to: WorkDay): number {
  return Math.round((dateOfWorkDay(to).getTime() - dateOfWorkDay(from).getTime()) / 86_400_000);
}

/** The day as a person reads it, e.g. 'Tuesday, March 4, 2025' (in the browser's language). */
export function longDayText(day: WorkDay): string {
  return dateOfWorkDay(day).toLocaleDateString(undefined, {
    weekday: 'long', year: 'numeric', month: 'long', day: 'numeric',
  });
}

/** A short label for charts and tables, e.g. 'Mar 4'. */
export function shortDayText(day: WorkDay): string {
  return dateOfWorkDay(day).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** 'Today', 'Yesterday', 'N days ago', for a day on or before today. */
export function relativeDayText(day: WorkDay, today: WorkDay): string {
  const ago = daysBetween(day, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return `${ago} days ago`;
}
