import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The Work screen's texts (SPEC §8 Dashboard and lists), rendered in the active locale. */
export const WORK_MESSAGES = {
  tasksFailed: msg`Error retrieving tasks`,
  habitsFailed: msg`Error retrieving habits`,
  offline: msg`You are offline — not saved. Try again once you are back online.`,
  unreachable: msg`Not saved: Cairn could not reach the server. Please try again.`,
} as const;

/**
 * What to tell the user when a change failed: offline and an unreachable server are said as
 * such (nothing was saved); a refusal or a server error keeps the screen's own words.
 */
export function changeFailedText(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return WORK_MESSAGES.offline;
  // fetch rejects with a TypeError when no answer came back at all.
  if (error instanceof TypeError) return WORK_MESSAGES.unreachable;
  return fallback;
}
