import type { GoalStatus } from './user-goal.entity';

/** SPEC.md §4's status names, as the REST façade and the AI prompts show them. */
export const STATUS_LABEL: Record<GoalStatus, string> = {
  NOT_STARTED: 'Not Started', PROGRESSING: 'Progressing', STUCK: 'Stuck', COMPLETE: 'Complete',
};
