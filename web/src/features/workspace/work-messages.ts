/** The Work screen's texts (SPEC §8 Dashboard and lists). */
export const WORK_MESSAGES = {
  tasksFailed: 'Error retrieving tasks',
  habitsFailed: 'Error retrieving habits',
  offline: 'You are offline — not saved. Try again once you are back online.',
  unreachable: 'Not saved: Cairn could not reach the server. Please try again.',
} as const;

/**
 * What to tell the user when a change failed: offline and an unreachable server are said as
 * such (nothing was saved); a refusal or a server error keeps the screen's own words.
 */
export function changeFailedText(error: unknown, fallback: string): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return WORK_MESSAGES.offline;
  // fetch rejects with a TypeError when no answer came back at all.
  if (error instanceof TypeError) return WORK_MESSAGES.unreachable;
  return fallback;
}
