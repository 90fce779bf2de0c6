/**
 * The app reloads once per calendar day (SPEC §2), so a tab left open overnight picks up a new
 * build and a fresh day. The last-visited local date is kept in localStorage.
 */
export const LAST_VISITED_KEY = 'lastVisited';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The local calendar day of `date` as YYYY-MM-DD (not UTC: the user's own day). */
export function localDay(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Reload only when a well-formed stored day lies before today; a missing, malformed or later day just gets overwritten. */
export function isEarlierDay(stored: string | null, today: string): boolean {
  return stored !== null && ISO_DAY.test(stored) && stored < today;
}

export interface DayStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Records today as the last-visited day and says whether the page should reload.
 * Storage failures (privacy modes, quotas) never trigger a reload.
 */
export function checkNewDay(store: DayStore, now: Date = new Date()): boolean {
  const today = localDay(now);
  try {
    const stored = store.getItem(LAST_VISITED_KEY);
    if (stored === today) return false;
    store.setItem(LAST_VISITED_KEY, today);
    // Only reload if the write stuck, or a broken store could reload in a loop.
    return isEarlierDay(stored, today) && store.getItem(LAST_VISITED_KEY) === today;
  } catch {
    return false;
  }
}
