
/**
 * The work day (SPEC §3, §9): the user's calendar day as YYYY-MM-DD. The server decides which
 * day it is for the user (their time zone and day start, issue 14); until it has said, or once
 * the browser's own day has moved on since, today is the browser's local day. The app never
 * asks for a day after today.
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

/** The server's today for the signed-in user, and the browser's local day when it was told. */
let serverToday: { day: WorkDay; browserDay: WorkDay } | null = null;

/**
 * Records the user's today as the server gave it (`me.today`); null or undefined forgets it
 * (signed out). A user whose zone is not the browser's then gets their own day.
 */
export function rememberServerToday(day: WorkDay | null | undefined, now: Date = new Date()): void {
  serverToday = day && ISO_DAY.test(day) ? { day, browserDay: workDayOf(now) } : null;
}

/**
 * Today: the server's day for the user when known, else the browser's local day. The server's
 * answer holds while the browser's day is the one it was given on (the app reloads daily).
 */
export function todayWorkDay(now: Date = new Date()): WorkDay {
  const browserDay = workDayOf(now);
  return serverToday?.browserDay === browserDay ? serverToday.day : browserDay;
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
