import type { Category, SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import type { CategoryFilter } from './category-filter';

/** What the user's goals and habits share: the catalogue item they hold. */
export interface OwnedItem {
  item: { id: string; text: string; category: Category };
}

export function ownedInCategory<T extends OwnedItem>(owned: readonly T[], category: CategoryFilter): T[] {
  return owned.filter((entry) => category === 'All' || entry.item.category === category);
}

/** A suggestion is already the user's when it names one of their items, or has the same text. */
export function ownsSuggestion(owned: readonly OwnedItem[], suggestion: SuggestionCard_SuggestionFragment): boolean {
  return owned.some((entry) => (suggestion.itemId ? entry.item.id === suggestion.itemId : false)
    || entry.item.text.trim().toLowerCase() === suggestion.text.trim().toLowerCase());
}
