import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** The value once it has stayed the same for delayMs: a search asks the server when typing pauses. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
