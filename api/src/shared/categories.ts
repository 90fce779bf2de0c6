import { registerEnumType } from 'type-graphql';

/** Stored by key, shown by label (DESIGN.md). Goals use all but Essential. */
export enum Category {
  Career = 'Career',
  Development = 'Development',
  Family = 'Family',
  Finance = 'Finance',
  Fun = 'Fun',
  Health = 'Health',
  Relationship = 'Relationship',
  Spiritual = 'Spiritual',
  Essential = 'Essential',
}

export enum ItemKind {
  GOAL = 'goal',
  HABIT = 'habit',
}

export const CATEGORY_LABELS: Record<Category, string> = {
  Career: 'Career',
  Development: 'Self-Development',
  Family: 'Family',
  Finance: 'Finance',
  Fun: 'Fun',
  Health: 'Health',
  Relationship: 'Relationship',
  Spiritual: 'Spiritual',
  Essential: 'Essential',
};

export const GOAL_CATEGORIES: readonly Category[] = Object.values(Category).filter((c) => c !== Category.Essential);
export const HABIT_CATEGORIES: readonly Category[] = Object.values(Category);

export function categoriesOf(kind: ItemKind): readonly Category[] {
  return kind === ItemKind.GOAL ? GOAL_CATEGORIES : HABIT_CATEGORIES;
}

export function isCategory(value: string): value is Category {
  return (Object.values(Category) as string[]).includes(value);
}

/** The image the app serves for a category (web/public/images/categories). */
export function categoryImage(category: Category): string {
  return `/images/categories/${category.toLowerCase()}.svg`;
}

registerEnumType(Category, {
  name: 'Category',
  description: 'Life category of a goal or habit; Essential is for habits only.',
  valuesConfig: {
    Career: { description: 'Work and career.' },
    Development: { description: 'Self-development: learning and growing.' },
    Family: { description: 'Family life.' },
    Finance: { description: 'Money and finances.' },
    Fun: { description: 'Fun, hobbies and leisure.' },
    Health: { description: 'Health and fitness.' },
    Relationship: { description: 'Relationships and friendships.' },
    Spiritual: { description: 'Spiritual life and inner peace.' },
    Essential: { description: 'Everyday essentials; for habits only, never goals.' },
  },
});
registerEnumType(ItemKind, {
  name: 'ItemKind',
  description: 'Whether a catalogue item is a goal or a habit.',
  valuesConfig: {
    GOAL: { description: 'A goal: something to achieve, tracked by status.' },
    HABIT: { description: 'A habit: something to do on a schedule, tracked day by day.' },
  },
});
