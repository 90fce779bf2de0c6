import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddSuggestedGoalDocument, AddSuggestedHabitDocument, CatalogueDocument,
  type GoalCard_GoalFragment, type HabitCard_HabitFragment, type SuggestionInput,
} from '../../gql/graphql';
import { addToMyGoals } from '../goals/useGoalMutations';
import { addToMyHabits } from '../habits/useHabitMutations';

/**
 * The suggestion exactly as it was suggested (itemId set: the catalogue item), without the
 * cache's __typename, which an input type does not accept.
 */
export function suggestionInput(suggestion: SuggestionInput): SuggestionInput {
  const { itemId, text, headline, description, category } = suggestion;
  return { itemId: itemId ?? null, text, headline, description, category };
}

/**
 * Adds a suggested goal. Without an itemId the server makes a custom item of it (nothing is left
 * behind when the plan refuses), so the custom goal form uses it too; the catalogue then
 * lists the new item.
 */
export function useAddSuggestedGoal(): (suggestion: SuggestionInput) => Promise<GoalCard_GoalFragment> {
  const [addSuggestedGoal] = useMutation(AddSuggestedGoalDocument, {
    update: (cache, { data }) => {
      if (data) addToMyGoals(cache, data.addSuggestedGoal);
    },
  });
  return useCallback(async (suggestion: SuggestionInput) => {
    const input = suggestionInput(suggestion);
    const { data } = await addSuggestedGoal({
      variables: { input },
      refetchQueries: input.itemId ? [] : [CatalogueDocument],
    });
    if (!data) throw new Error('addSuggestedGoal answered without data');
    return data.addSuggestedGoal;
  }, [addSuggestedGoal]);
}

export function useAddSuggestedHabit(): (suggestion: SuggestionInput) => Promise<HabitCard_HabitFragment> {
  const [addSuggestedHabit] = useMutation(AddSuggestedHabitDocument, {
    update: (cache, { data }) => {
      if (data) addToMyHabits(cache, data.addSuggestedHabit);
    },
  });
  return useCallback(async (suggestion: SuggestionInput) => {
    const input = suggestionInput(suggestion);
    const { data } = await addSuggestedHabit({
      variables: { input },
      refetchQueries: input.itemId ? [] : [CatalogueDocument],
    });
    if (!data) throw new Error('addSuggestedHabit answered without data');
    return data.addSuggestedHabit;
  }, [addSuggestedHabit]);
}
