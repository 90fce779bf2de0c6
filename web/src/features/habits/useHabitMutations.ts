import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import {
  AddHabitDocument, MyHabitsDocument, RemoveHabitDocument, type HabitCard_HabitFragment,
} from '../../gql/graphql';
import { themedToast } from '../../ui/toast-options';

export const HABIT_MESSAGES = {
  removed: 'Habit removed successfully!',
  removeFailed: 'Error removing habit',
} as const;

/** Puts a habit the server just linked into the cached MyHabits list (once). */
export function addToMyHabits(cache: ApolloCache, habit: HabitCard_HabitFragment): void {
  cache.updateQuery({ query: MyHabitsDocument }, (data) => {
    if (!data || data.myHabits.some((existing) => existing.id === habit.id)) return data;
    return { myHabits: [...data.myHabits, habit] };
  });
}

/** Adds a catalogue habit; the answer's item has added = true, so 'Added' flags follow. */
export function useAddHabit(): (itemId: string) => Promise<HabitCard_HabitFragment> {
  const [addHabit] = useMutation(AddHabitDocument, {
    update: (cache, { data }) => {
      if (data) addToMyHabits(cache, data.addHabit);
    },
  });
  return useCallback(async (itemId: string) => {
    const { data } = await addHabit({ variables: { itemId } });
    if (!data) throw new Error('addHabit answered without data');
    return data.addHabit;
  }, [addHabit]);
}

/** Removes a habit (and its history) with the spec's toasts; resolves true when it is gone. */
export function useRemoveHabit(): (habit: HabitCard_HabitFragment) => Promise<boolean> {
  const [removeHabit] = useMutation(RemoveHabitDocument);
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(async (habit: HabitCard_HabitFragment) => {
    try {
      await removeHabit({
        variables: { id: habit.id },
        update: (cache) => {
          cache.updateQuery({ query: MyHabitsDocument }, (data) =>
            data && { myHabits: data.myHabits.filter((existing) => existing.id !== habit.id) });
          cache.modify({ id: cache.identify({ __typename: 'Item', id: habit.item.id }), fields: { added: () => false } });
          cache.evict({ id: cache.identify({ __typename: 'UserHabit', id: habit.id }) });
          cache.gc();
        },
      });
    } catch (error) {
      console.error('Could not remove the habit', error);
      enqueueSnackbar(HABIT_MESSAGES.removeFailed, themedToast('error'));
      return false;
    }
    enqueueSnackbar(HABIT_MESSAGES.removed, themedToast('success'));
    return true;
  }, [removeHabit, enqueueSnackbar]);
}
