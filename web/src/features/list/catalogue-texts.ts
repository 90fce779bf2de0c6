import type { ItemKind } from '../../gql/graphql';

/** The catalogue screens' texts (the List, Browse and Run Script pages). */
export const CHOOSE_TITLES = {
  GOAL: 'Choose Goals to improve your life',
  HABIT: 'Choose Habits to achieve your goals',
} as const satisfies Record<ItemKind, string>;

export const CHOOSE_MESSAGES = {
  nameAndCategory: (noun: string) => `Please enter a name and category for your custom ${noun}.`,
  createFailed: (noun: string, reason: string) => `Could not create your ${noun.toLowerCase()}: ${reason}`,
  noneInCategory: (plural: string, category: string) => `No ${plural} in ${category} yet: create your own above.`,
  showing: (shown: number, total: number, plural: string) => `Showing ${shown} of ${total} ${plural}`,
} as const;

export const CATALOGUE_MESSAGES = {
  loadFailed: (plural: string, reason: string) => `Could not load the ${plural}: ${reason}`,
  loading: (plural: string) => `Loading ${plural}…`,
} as const;

export const BROWSE_MESSAGES = {
  searchPlaceholder: {
    GOAL: 'e.g. promotion, savings, marathon',
    HABIT: 'e.g. walk, journal, budget',
  } as const satisfies Record<ItemKind, string>,
  /** 'No goals match “run” in Health.' */
  noMatch: (plural: string, search: string, inCategory: string) =>
    `No ${plural} match${search ? ` “${search}”` : ''}${inCategory}.`,
  found: (total: number, plural: string, inCategory: string) =>
    `${total} ${total === 1 ? plural.slice(0, -1) : plural}${inCategory}`,
  inCategory: (category: string) => ` in ${category}`,
} as const;

export const SCRIPT_MESSAGES = {
  loggedOut: 'Please log in to run scripts.',
  done: 'The catalogue is up to date: every built-in goal, habit and locale has been reloaded.',
  failed: (message: string) => `The script did not finish: ${message}`,
} as const;

export const LOCALE_MESSAGES = {
  added: (name: string) => `Locale "${name}" added successfully!`,
  addFailed: (message: string) => `Error adding locale: ${message}`,
} as const;
