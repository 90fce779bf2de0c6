import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import {
  AddGoalDocument, AddHabitDocument, AddSuggestedGoalDocument, AddSuggestedHabitDocument, CatalogueDocument,
  MyGoalsDocument, MyHabitsDocument, RemoveGoalDocument, RemoveHabitDocument, WorkDashboardDocument,
  type GoalCard_GoalFragment, type HabitCard_HabitFragment, type ItemKind, type SuggestionInput,
} from '../../gql/graphql';
import { themedToast } from '../../ui/toast-options';
import { LINK_MESSAGES } from './link-messages';

/** A goal link for GOAL, a habit link for HABIT. */
export type LinkOf<K extends ItemKind> = K extends 'GOAL' ? GoalCard_GoalFragment : HabitCard_HabitFragment;

/** What a link is made from: a catalogue item, or a suggestion (a custom item when it has no itemId). */
export type LinkSource = ({ itemId: string } | { suggestion: SuggestionInput }) & {
  /** A habit added for one of the user's goals serves it from the start ("Proceed to habits"). */
  goalId?: string;
};

/** What removing needs to know of a link: itself and its catalogue item. */
export interface LinkRef {
  id: string;
  item: { id: string };
}

const LINK_TYPENAME = { GOAL: 'UserGoal', HABIT: 'UserHabit' } as const satisfies Record<ItemKind, string>;

/**
 * The suggestion exactly as it was suggested (itemId set: the catalogue item), without the
 * cache's __typename, which an input type does not accept.
 */
export function suggestionInput(suggestion: SuggestionInput): SuggestionInput {
  const { itemId, text, headline, description, category } = suggestion;
  return { itemId: itemId ?? null, text, headline, description, category };
}

/** Puts a link the server just made into the cached MyGoals / MyHabits list (once), so every screen shows it. */
export function addToMyLinks(cache: ApolloCache, kind: ItemKind, link: GoalCard_GoalFragment | HabitCard_HabitFragment): void {
  if (kind === 'GOAL') {
    cache.updateQuery({ query: MyGoalsDocument }, (data) => {
      if (!data || data.myGoals.some((existing) => existing.id === link.id)) return data;
      return { myGoals: [...data.myGoals, link as GoalCard_GoalFragment] };
    });
  } else {
    cache.updateQuery({ query: MyHabitsDocument }, (data) => {
      if (!data || data.myHabits.some((existing) => existing.id === link.id)) return data;
      return { myHabits: [...data.myHabits, link as HabitCard_HabitFragment] };
    });
  }
}

/** Takes a removed link out of every cached list: MyGoals / MyHabits, each cached day of the Work screen, the item's 'Added' flag. */
function forgetLink(cache: ApolloCache, kind: ItemKind, link: LinkRef): void {
  if (kind === 'GOAL') {
    cache.updateQuery({ query: MyGoalsDocument }, (data) =>
      data && { myGoals: data.myGoals.filter((existing) => existing.id !== link.id) });
  } else {
    cache.updateQuery({ query: MyHabitsDocument }, (data) =>
      data && { myHabits: data.myHabits.filter((existing) => existing.id !== link.id) });
    for (const id of Object.keys(cache.extract(true) as Record<string, unknown>)) {
      if (!id.startsWith('Dashboard:')) continue;
      cache.modify<{ habits: Reference[] }>({
        id,
        fields: {
          habits: (existing, { readField }) => existing.filter((ref) =>
            readField('id', readField<Reference>('habit', ref)) !== link.id),
        },
      });
    }
  }
  cache.modify({ id: cache.identify({ __typename: 'Item', id: link.item.id }), fields: { added: () => false } });
  cache.evict({ id: cache.identify({ __typename: LINK_TYPENAME[kind], id: link.id }) });
  cache.gc();
}

/**
 * Adds a goal or habit. The answer's item has added = true, so 'Added' flags follow; a
 * suggestion without an itemId becomes a custom item, so the catalogue is read again.
 */
export function useAddLink<K extends ItemKind>(kind: K): (source: LinkSource) => Promise<LinkOf<K>> {
  const client = useApolloClient();
  return useCallback(async (source: LinkSource) => {
    const update = (cache: ApolloCache, link: GoalCard_GoalFragment | HabitCard_HabitFragment | undefined) => {
      if (link) addToMyLinks(cache, kind, link);
    };
    let link: GoalCard_GoalFragment | HabitCard_HabitFragment | undefined;
    if ('itemId' in source) {
      const variables = { itemId: source.itemId };
      link = kind === 'GOAL'
        ? (await client.mutate({ mutation: AddGoalDocument, variables, update: (cache, { data }) => update(cache, data?.addGoal) })).data?.addGoal
        : (await client.mutate({
          mutation: AddHabitDocument, variables: { ...variables, ...(source.goalId ? { goalId: source.goalId } : {}) }, refetchQueries: source.goalId ? [MyGoalsDocument] : [],
          update: (cache, { data }) => update(cache, data?.addHabit),
        })).data?.addHabit;
    } else {
      const input = suggestionInput(source.suggestion);
      const refetchQueries = [...(input.itemId ? [] : [CatalogueDocument]), ...(kind === 'HABIT' && source.goalId ? [MyGoalsDocument] : [])];
      link = kind === 'GOAL'
        ? (await client.mutate({ mutation: AddSuggestedGoalDocument, variables: { input }, refetchQueries, update: (cache, { data }) => update(cache, data?.addSuggestedGoal) })).data?.addSuggestedGoal
        : (await client.mutate({
          mutation: AddSuggestedHabitDocument, variables: { input, ...(source.goalId ? { goalId: source.goalId } : {}) }, refetchQueries,
          update: (cache, { data }) => update(cache, data?.addSuggestedHabit),
        })).data?.addSuggestedHabit;
    }
    if (!link) throw new Error(`adding a ${kind.toLowerCase()} answered without data`);
    return link as LinkOf<K>;
  }, [client, kind]);
}

/** Removes a goal or habit (a habit's history goes with it) at once, everywhere it is listed; rejects with the API's error. */
export function useRemoveLink(kind: ItemKind): (link: LinkRef) => Promise<void> {
  const client = useApolloClient();
  return useCallback(async (link: LinkRef) => {
    const update = (cache: ApolloCache) => forgetLink(cache, kind, link);
    const variables = { id: link.id };
    if (kind === 'GOAL') await client.mutate({ mutation: RemoveGoalDocument, variables, update });
    else await client.mutate({ mutation: RemoveHabitDocument, variables, optimisticResponse: { removeHabit: link.id }, update });
  }, [client, kind]);
}

/**
 * Removes a habit with the spec's toasts either way (SPEC §8); resolves true when it is gone.
 * A failure reloads the Work screen's lists, which the optimistic removal had changed.
 */
export function useRemoveHabit(): (habit: LinkRef) => Promise<boolean> {
  const client = useApolloClient();
  const removeLink = useRemoveLink('HABIT');
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useLingui();
  return useCallback(async (habit: LinkRef) => {
    try {
      await removeLink(habit);
    } catch (error) {
      console.error('Could not remove the habit', error);
      enqueueSnackbar(t(LINK_MESSAGES.habitRemoveFailed), themedToast('error'));
      client.refetchQueries({ include: [WorkDashboardDocument] }).catch(() => undefined);
      return false;
    }
    enqueueSnackbar(t(LINK_MESSAGES.habitRemoved), themedToast('success'));
    return true;
  }, [client, removeLink, enqueueSnackbar, t]);
}
