/** Life categories: stored by key, shown by label (DESIGN.md). Essential is for habits only. */
export const GOAL_CATEGORIES = [
  'Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual',
] as const;

export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export type Category = GoalCategory | 'Essential';

const LABELS: Partial<Record<Category, string>> = { Development: 'Self-Development' };

export function categoryLabel(category: Category): string {
  return LABELS[category] ?? category;
}

/** The category's illustration, served from web/public. */
export function categoryImage(category: Category): string {
  return `/images/categories/${category.toLowerCase()}.svg`;
}

export function isGoalCategory(value: unknown): value is GoalCategory {
  return typeof value === 'string' && (GOAL_CATEGORIES as readonly string[]).includes(value);
}
