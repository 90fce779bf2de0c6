import { msg } from '@lingui/core/macro';
import type { Category, ItemKind } from '../../gql/graphql';
import { categoryLabel, GOAL_CATEGORIES, isGoalCategory } from '../../ui/categories';
import { i18n } from '../../ui/i18n/i18n';

/** A screen's category choice: one category, or 'All' (no filter). */
export type CategoryFilter = 'All' | Category;

/** Goals: All and the eight life categories; habits add Essential (SPEC §3). */
export const GOAL_FILTERS: readonly CategoryFilter[] = ['All', ...GOAL_CATEGORIES];
export const HABIT_FILTERS: readonly CategoryFilter[] = [...GOAL_FILTERS, 'Essential'];

/** The categories an item of this kind can be created in. */
export function categoriesFor(kind: ItemKind): readonly Category[] {
  return kind === 'GOAL' ? GOAL_CATEGORIES : [...GOAL_CATEGORIES, 'Essential'];
}

export function filtersFor(kind: ItemKind): readonly CategoryFilter[] {
  return kind === 'GOAL' ? GOAL_FILTERS : HABIT_FILTERS;
}

export function filterLabel(filter: CategoryFilter): string {
  return filter === 'All' ? i18n._(msg({ message: 'All', context: 'category filter' })) : categoryLabel(filter);
}

/** The API's category argument: omitted for All. */
export function categoryArgument(filter: CategoryFilter): Category | undefined {
  return filter === 'All' ? undefined : filter;
}

export function isCategoryFilter(kind: ItemKind, value: unknown): value is CategoryFilter {
  return typeof value === 'string' && (filtersFor(kind) as readonly string[]).includes(value);
}

/** The user's focus area when it is a goal category, else Career: what 'All' asks the AI about. */
export function focusCategory(focusAreas: readonly string[] | undefined): Category {
  const area = focusAreas?.find(isGoalCategory);
  return area ?? 'Career';
}
