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

/** The copy kept at the last sign-in: offline, the app opens for that user from what it kept (issue 28). */
export function storedUser(): CurrentUser | null {
  try {
    const stored = window.localStorage.getItem(USER_STORAGE_KEY);
    const user = stored ? (JSON.parse(stored) as CurrentUser) : null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}
