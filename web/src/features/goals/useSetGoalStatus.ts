import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SetGoalStatusDocument, type GoalStatus } from '../../gql/graphql';

/** What the optimistic answer needs of the goal: its id and its progress flags, which the status changes. */
export interface StatusTarget {
  id: string;
  progress: { id: string; overdue: boolean; offerComplete: boolean; milestonesDone: number; milestonesTotal: number };
  targetDate?: string | null;
}

/**
 * Sets a goal's status: shown at once (optimistic), then sent. A failure is only logged
 * (SPEC §8); the cache then shows what the server holds.
 */
export function useSetGoalStatus(): (goal: StatusTarget, status: GoalStatus) => void {
  const [setGoalStatus] = useMutation(SetGoalStatusDocument);
  return useCallback((goal: StatusTarget, status: GoalStatus) => {
    const complete = status === 'COMPLETE';
    const { progress } = goal;
    const optimistic = {
      __typename: 'UserGoal' as const,
      id: goal.id,
      status,
      progress: {
        __typename: 'GoalProgress' as const,
        id: progress.id,
        // A complete goal is neither overdue nor offered completion; otherwise the server's answer decides.
        overdue: complete ? false : progress.overdue,
        offerComplete: complete ? false : progress.milestonesTotal > 0 && progress.milestonesDone === progress.milestonesTotal,
      },
    };
    setGoalStatus({ variables: { id: goal.id, status }, optimisticResponse: { setGoalStatus: optimistic } })
      .catch((error: unknown) => console.error('Could not change the goal status', error));
  }, [setGoalStatus]);
}
