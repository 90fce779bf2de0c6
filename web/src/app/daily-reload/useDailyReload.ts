import { useEffect } from 'react';
import { checkNewDay, type DayStore } from './daily-reload';

const CHECK_EVERY_MS = 60_000;

function browserStorage(): DayStore | null {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage itself throws when site data is blocked.
    return null;
  }
}

/** Reloads the page when the calendar day has changed since the last visit; true if it did. */
export function reloadIfNewDay(): boolean {
  const store = browserStorage();
  if (!store || !checkNewDay(store)) return false;
  window.location.reload();
  return true;
}

/** Keeps checking while the tab stays open: on becoming visible again and once a minute. */
export function useDailyReload(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reloadIfNewDay();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(reloadIfNewDay, CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, []);
}
