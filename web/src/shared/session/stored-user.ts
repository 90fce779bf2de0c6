import type { CurrentUser } from './useMe';

/** SPEC §3: the current user is kept in local storage under this key. */
export const USER_STORAGE_KEY = 'user';

/** A copy for the browser's convenience only: the session cookie decides who is signed in. */
export function storeUser(user: CurrentUser): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage can be unavailable (privacy modes); the session still works.
  }
}

export function forgetUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
