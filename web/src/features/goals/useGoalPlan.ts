import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddGoalMilestonesDocument, RemoveGoalMilestoneDocument, ReorderGoalMilestonesDocument, SetGoalTargetDateDocument,
  UpdateGoalMilestoneDocument, type MilestoneInput,
} from '../../gql/graphql';

export interface MilestoneChanges {
  text?: string;
  dueOn?: string | null;
  done?: boolean;
}

/**
 * A goal's plan: its target date and milestones. Each change answers the goal with its plan and
 * progress, so the card follows from the cache; each rejects with the API's error.
 */
export function useGoalPlan(goalId: string) {
  const [setTargetDate] = useMutation(SetGoalTargetDateDocument);
  const [addMilestones] = useMutation(AddGoalMilestonesDocument);
  const [updateMilestone] = useMutation(UpdateGoalMilestoneDocument);
  const [removeMilestone] = useMutation(RemoveGoalMilestoneDocument);
  const [reorderMilestones] = useMutation(ReorderGoalMilestonesDocument);
  return {
    setTargetDate: useCallback(async (targetDate: string | null) => {
      await setTargetDate({ variables: { id: goalId, targetDate } });
    }, [setTargetDate, goalId]),
    /** With `targetDate`, the same call moves the goal's target (the server checks the milestones against it). */
    addMilestones: useCallback(async (milestones: MilestoneInput[], targetDate?: string) => {
      await addMilestones({ variables: { goalId, milestones, ...(targetDate ? { targetDate } : {}) } });
    }, [addMilestones, goalId]),
    updateMilestone: useCallback(async (id: string, changes: MilestoneChanges) => {
      await updateMilestone({ variables: { id, ...changes } });
    }, [updateMilestone]),
    removeMilestone: useCallback(async (id: string) => {
      await removeMilestone({ variables: { id } });
    }, [removeMilestone]),
    reorderMilestones: useCallback(async (ids: string[]) => {
      await reorderMilestones({ variables: { goalId, ids } });
    }, [reorderMilestones, goalId]),
  };
}
