import { msg } from '@lingui/core/macro';

/** The texts of adding and removing goals and habits (SPEC §8). */
export const LINK_MESSAGES = {
  habitRemoved: msg`Habit removed successfully!`,
  habitRemoveFailed: msg`Error removing habit`,
} as const;
