import { msg } from '@lingui/core/macro';
import { i18n } from '../../ui/i18n/i18n';

/**
 * A goal's plan (issue 15): SPEC §3's advice — specific and measurable, a deadline, smaller
 * milestones — and the words every screen showing a plan uses (the Goals cards, the plan
 * dialog, the Progress view's per-goal panel). Each text is read in the active locale.
 */
export const PLAN_TEXTS = {
  get advice() { return i18n._(msg`A good goal is specific and measurable, has a deadline, and is broken into smaller milestones.`); },
  get customGoalHint() { return i18n._(msg`Make it specific and measurable, e.g. "Run a 10K by June". After adding it, set a target date and milestones on its card.`); },
  get noTargetDate() { return i18n._(msg`No target date yet`); },
  get overdue() { return i18n._(msg`Past its target date`); },
  get noMilestones() { return i18n._(msg`No milestones yet: break the goal into a few smaller steps.`); },
  get allMilestonesDone() { return i18n._(msg`All milestones done`); },
  get noHabits() { return i18n._(msg`No habits serve this goal yet.`); },
  get allDone() { return i18n._(msg`Every milestone is done. Mark this goal Complete?`); },
  maxMilestones: 50,
  saveFailed: (message: string) => i18n._(msg`Could not save the plan: ${message}`),
  get suggestFailed() { return i18n._(msg`Could not suggest milestones right now. Please try again.`); },
  get habitsLoadFailed() { return i18n._(msg`Could not load your habits.`); },
} as const;
