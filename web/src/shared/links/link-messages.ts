/** The texts of adding and removing goals and habits (SPEC §8). */
export const LINK_MESSAGES = {
  habitRemoved: 'Habit removed successfully!',
  habitRemoveFailed: 'Error removing habit',
} as const;
