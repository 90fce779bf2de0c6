import type { Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { LinkHabitToGoalDocument, UnlinkHabitFromGoalDocument } from '../../gql/graphql';

/**
 * Links a habit to a goal, or unlinks it (issue 15). The answer is the goal, with its habits
 * and progress; the habit's own list of goals is brought in line here, so the Habits page, the
 * Goals page and the Work screen all follow. Rejects with the API's error.
 */
export function useHabitGoalLink(): (habitId: string, goalId: string, linked: boolean) => Promise<void> {
  const client = useApolloClient();
  return useCallback(async (habitId: string, goalId: string, linked: boolean) => {
    const variables = { habitId, goalId };
    const update = (cache: Parameters<NonNullable<Parameters<typeof client.mutate>[0]['update']>>[0]) => {
      cache.modify<{ goals: readonly Reference[] }>({
        id: cache.identify({ __typename: 'UserHabit', id: habitId }),
        fields: {
          goals: (existing, { readField, toReference }) => {
            const without = existing.filter((ref) => readField('id', ref) !== goalId);
            if (!linked) return without;
            const ref = toReference({ __typename: 'UserGoal', id: goalId });
            return ref ? [...without, ref] : without;
          },
        },
      });
    };
    if (linked) await client.mutate({ mutation: LinkHabitToGoalDocument, variables, update });
    else await client.mutate({ mutation: UnlinkHabitFromGoalDocument, variables, update });
  }, [client]);
}
