import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ItemKind } from '../../gql/graphql';

/**
 * The catalogue screens' texts (the List, Browse and Run Script pages), rendered with `t`. Each
 * kind has sentences of its own rather than a noun slotted into one: other languages inflect
 * around the noun (its gender, its case).
 */
export const CHOOSE_TITLES: Record<ItemKind, MessageDescriptor> = {
  GOAL: msg`Choose Goals to improve your life`,
  HABIT: msg`Choose Habits to achieve your goals`,
};

export const CHOOSE_MESSAGES = {
  nameAndCategory: (kind: ItemKind) => (kind === 'GOAL'
    ? msg`Please enter a name and category for your custom Goal.`
    : msg`Please enter a name and category for your custom Habit.`),
  createFailed: (kind: ItemKind, reason: string) => (kind === 'GOAL'
    ? msg`Could not create your goal: ${reason}`
    : msg`Could not create your habit: ${reason}`),
  noneInCategory: (kind: ItemKind, category: string) => (kind === 'GOAL'
    ? msg`No goals in ${category} yet: create your own above.`
    : msg`No habits in ${category} yet: create your own above.`),
  showing: (kind: ItemKind, shown: number, total: number) => (kind === 'GOAL'
    ? msg`Showing ${shown} of ${total} goals`
    : msg`Showing ${shown} of ${total} habits`),
} as const;

export const CATALOGUE_MESSAGES = {
  loadFailed: (kind: ItemKind, reason: string) => (kind === 'GOAL'
    ? msg`Could not load the goals: ${reason}`
    : msg`Could not load the habits: ${reason}`),
  loading: (kind: ItemKind) => (kind === 'GOAL' ? msg`Loading goals…` : msg`Loading habits…`),
} as const;

export const BROWSE_MESSAGES = {
  searchPlaceholder: {
    GOAL: msg`e.g. promotion, savings, marathon`,
    HABIT: msg`e.g. walk, journal, budget`,
  } satisfies Record<ItemKind, MessageDescriptor>,
  /** 'No goals match “run” in Health.'; `category` null: all categories. */
  noMatch: (kind: ItemKind, search: string, category: string | null) => {
    const goal = kind === 'GOAL';
    if (search && category) return goal ? msg`No goals match “${search}” in ${category}.` : msg`No habits match “${search}” in ${category}.`;
    if (search) return goal ? msg`No goals match “${search}”.` : msg`No habits match “${search}”.`;
    if (category) return goal ? msg`No goals match in ${category}.` : msg`No habits match in ${category}.`;
    return goal ? msg`No goals match.` : msg`No habits match.`;
  },
  /** '3 goals in Health'; `category` null: all categories. */
  found: (kind: ItemKind, total: number, category: string | null) => {
    const goal = kind === 'GOAL';
    if (category) {
      return goal
        ? msg`${plural(total, { one: `# goal in ${category}`, other: `# goals in ${category}` })}`
        : msg`${plural(total, { one: `# habit in ${category}`, other: `# habits in ${category}` })}`;
    }
    return goal ? msg`${plural(total, { one: '# goal', other: '# goals' })}` : msg`${plural(total, { one: '# habit', other: '# habits' })}`;
  },
} as const;

export const SCRIPT_MESSAGES = {
  loggedOut: msg`Please log in to run scripts.`,
  done: msg`The catalogue is up to date: every built-in goal, habit and locale has been reloaded.`,
  failed: (message: string) => msg`The script did not finish: ${message}`,
} as const;

export const LOCALE_MESSAGES = {
  added: (name: string) => msg`Locale "${name}" added successfully!`,
  addFailed: (message: string) => msg`Error adding locale: ${message}`,
} as const;
