/**
 * SPEC §3/§4/§9: the motivational message is cached in local storage with the day it was
 * fetched, and reused while that day is today. The user's id is kept beside it, so another
 * account signing in on the same browser fetches its own.
 */
export const MOTIVATION_KEY = 'motivation';
export const MOTIVATION_DATE_KEY = 'motivationDate';
export const MOTIVATION_USER_KEY = 'motivationUser';
/** What the message was written about (how many habits the user had), so adding some asks again. */
export const MOTIVATION_BASIS_KEY = 'motivationBasis';

/**
 * Today's cached message for this user, or null (none, another day, another user, no storage,
 * or written about other habits than `basis` says the user has now).
 */
export function readCachedMotivation(userId: string, today: string, basis?: string): string | null {
  try {
    const storage = window.localStorage;
    if (storage.getItem(MOTIVATION_DATE_KEY) !== today) return null;
    if (storage.getItem(MOTIVATION_USER_KEY) !== userId) return null;
    const storedBasis = storage.getItem(MOTIVATION_BASIS_KEY);
    if (basis !== undefined && storedBasis !== null && storedBasis !== basis) return null;
    const message = storage.getItem(MOTIVATION_KEY);
    return message && message.trim() ? message : null;
  } catch {
    return null;
  }
}

export function storeMotivation(userId: string, day: string, message: string, basis?: string): void {
  try {
    const storage = window.localStorage;
    storage.setItem(MOTIVATION_KEY, message);
    storage.setItem(MOTIVATION_DATE_KEY, day);
    storage.setItem(MOTIVATION_USER_KEY, userId);
    if (basis === undefined) storage.removeItem(MOTIVATION_BASIS_KEY);
    else storage.setItem(MOTIVATION_BASIS_KEY, basis);
  } catch {
    // Not cached: the next visit today asks the server again (it caches per day too).
  }
}
