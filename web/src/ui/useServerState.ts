import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form field's state seeded from a value the server decides, seeded again whenever that value
 * changes: a screen first drawn from the kept (offline) cache, or changed in another tab, shows
 * the server's newer value once it arrives instead of keeping the first one it saw.
 */
export function useServerState<T>(server: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(server);
  const [seen, setSeen] = useState(server);
  if (!Object.is(seen, server)) {
    // React's "adjust state when a prop changes": set during render, before anything is drawn.
    setSeen(server);
    setValue(server);
  }
  return [value, setValue];
}
