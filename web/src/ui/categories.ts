import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n/i18n';
/** Life categories: stored by key, shown by label (DESIGN.md). Essential is for habits only. */
export const GOAL_CATEGORIES = [
  'Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual',
] as const;

export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export type Category = GoalCategory | 'Essential';

const LABELS: Record<Category, MessageDescriptor> = {
  Career: msg({ message: 'Career', context: 'life category' }),
  Development: msg({ message: 'Self-Development', context: 'life category' }),
  Family: msg({ message: 'Family', context: 'life category' }),
  Finance: msg({ message: 'Finance', context: 'life category' }),
  Fun: msg({ message: 'Fun', context: 'life category' }),
  Health: msg({ message: 'Health', context: 'life category' }),
  Relationship: msg({ message: 'Relationship', context: 'life category' }),
  Spiritual: msg({ message: 'Spiritual', context: 'life category' }),
  Essential: msg({ message: 'Essential', context: 'life category' }),
};

/** The category's name in the active locale. */
export function categoryLabel(category: Category): string {
  return i18n._(LABELS[category]);
}

/** The category's illustration, served from web/public. */
export function categoryImage(category: Category): string {
  return `/images/categories/${category.toLowerCase()}.svg`;
}

export function isGoalCategory(value: unknown): value is GoalCategory {
  return typeof value === 'string' && (GOAL_CATEGORIES as readonly string[]).includes(value);
}
