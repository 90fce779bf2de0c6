import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddGoalDocument, MyGoalsDocument, RemoveGoalDocument, SetGoalStatusDocument,
  type GoalCard_GoalFragment, type GoalStatus,
} from '../../gql/graphql';

/** Puts a goal the server just linked into the cached MyGoals list (once), so every screen shows it. */
export function addToMyGoals(cache: ApolloCache, goal: GoalCard_GoalFragment): void {
  cache.updateQuery({ query: MyGoalsDocument }, (data) => {
    if (!data || data.myGoals.some((existing) => existing.id === goal.id)) return data;
    return { myGoals: [...data.myGoals, goal] };
  });
}

/** Adds a catalogue goal; the answer carries the item with added = true, so 'Added' flags follow. */
export function useAddGoal(): (itemId: string) => Promise<GoalCard_GoalFragment> {
  const [addGoal] = useMutation(AddGoalDocument, {
    update: (cache, { data }) => {
      if (data) addToMyGoals(cache, data.addGoal);
    },
  });
  return useCallback(async (itemId: string) => {
    const { data } = await addGoal({ variables: { itemId } });
    if (!data) throw new Error('addGoal answered without data');
    return data.addGoal;
  }, [addGoal]);
}

/**
 * Sets a goal's status: shown at once (optimistic), then sent. A failure is only logged
 * (SPEC §8); the cache then shows what the server holds.
 */
export function useSetGoalStatus(): (goalId: string, status: GoalStatus) => void {
  const [setGoalStatus] = useMutation(SetGoalStatusDocument);
  return useCallback((goalId: string, status: GoalStatus) => {
    const optimistic = { __typename: 'UserGoal' as const, id: goalId, status };
    setGoalStatus({ variables: { id: goalId, status }, optimisticResponse: { setGoalStatus: optimistic } })
      .catch((error: unknown) => console.error('Could not change the goal status', error));
  }, [setGoalStatus]);
}

/** Removes a goal: out of MyGoals, and its catalogue item no longer 'Added'. */
export function useRemoveGoal(): (goal: GoalCard_GoalFragment) => Promise<void> {
  const [removeGoal] = useMutation(RemoveGoalDocument);
  return useCallback(async (goal: GoalCard_GoalFragment) => {
    await removeGoal({
      variables: { id: goal.id },
      update: (cache) => {
        cache.updateQuery({ query: MyGoalsDocument }, (data) =>
          data && { myGoals: data.myGoals.filter((existing) => existing.id !== goal.id) });
        cache.modify({ id: cache.identify({ __typename: 'Item', id: goal.item.id }), fields: { added: () => false } });
        cache.evict({ id: cache.identify({ __typename: 'UserGoal', id: goal.id }) });
        cache.gc();
      },
    });
  }, [removeGoal]);
}
