/**
 * A goal's plan (issue 15): SPEC §3's advice — specific and measurable, a deadline, smaller
 * milestones — and the words every screen showing a plan uses (the Goals cards, the plan
 * dialog, the Progress view's per-goal panel).
 */
export const PLAN_TEXTS = {
  advice: 'A good goal is specific and measurable, has a deadline, and is broken into smaller milestones.',
  customGoalHint: 'Make it specific and measurable, e.g. "Run a 10K by June". After adding it, set a target date and milestones on its card.',
  noTargetDate: 'No target date yet',
  overdue: 'Past its target date',
  noMilestones: 'No milestones yet: break the goal into a few smaller steps.',
  allMilestonesDone: 'All milestones done',
  noHabits: 'No habits serve this goal yet.',
  allDone: 'Every milestone is done. Mark this goal Complete?',
  maxMilestones: 50,
  saveFailed: (message: string) => `Could not save the plan: ${message}`,
  suggestFailed: 'Could not suggest milestones right now. Please try again.',
  habitsLoadFailed: 'Could not load your habits.',
} as const;
