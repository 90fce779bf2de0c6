import { useQuery } from '@apollo/client/react';
import {
  GoalSuggestionsDocument, HabitSuggestionsDocument, type Category, type SuggestionCard_SuggestionFragment,
} from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { SuggestionList } from './SuggestionList';

interface SuggestionBlockProps {
  /** The category asked about (the Goals page asks for the focus area when 'All' is chosen). */
  category: Category;
  isAdded: (suggestion: SuggestionCard_SuggestionFragment) => boolean;
  onAdd: (suggestion: SuggestionCard_SuggestionFragment) => void;
}

/** AI-suggested goals for a category (signed-in users only). */
export function GoalSuggestions({ category, isAdded, onAdd }: SuggestionBlockProps) {
  const { data, error, refetch } = useQuery(GoalSuggestionsDocument, { variables: { category } });
  return (
    <SuggestionList
      key={category}
      kind="GOAL"
      suggestions={data?.goalSuggestions}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
      isAdded={isAdded}
      onAdd={onAdd}
      topic={categoryLabel(category)}
    />
  );
}

/** AI-suggested habits for a category, for the goal the user came from when there is one. */
export function HabitSuggestions({ category, goalText, isAdded, onAdd }: SuggestionBlockProps & { goalText?: string }) {
  const { data, error, refetch } = useQuery(HabitSuggestionsDocument, { variables: { category, goalText } });
  return (
    <SuggestionList
      key={`${category}:${goalText ?? ''}`}
      kind="HABIT"
      suggestions={data?.habitSuggestions}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
      isAdded={isAdded}
      onAdd={onAdd}
      topic={goalText ? 'your goal' : categoryLabel(category)}
    />
  );
}
