import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetGoalStatusDocument, type GoalStatus } from '../../gql/graphql';

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
