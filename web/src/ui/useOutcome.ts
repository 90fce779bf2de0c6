import { useCallback, useState } from 'react';

/** What the last action came to, shown in a Notice; `at` changes each time, so the same text is announced again. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
  at: number;
}

/** The last outcome, a way to report a new one, and to clear it. */
export function useOutcome(): [Outcome | null, (tone: Outcome['tone'], text: string) => void, () => void] {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = useCallback((tone: Outcome['tone'], text: string) => setOutcome((previous) => ({ tone, text, at: (previous?.at ?? 0) + 1 })), []);
  const clear = useCallback(() => setOutcome(null), []);
  return [outcome, report, clear];
}
