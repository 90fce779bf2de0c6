import { GOAL_CATEGORIES } from './categories';

/** A focus area is a goal category key (Development is shown as Self-Development). */
export const FOCUS_AREAS: readonly string[] = GOAL_CATEGORIES;

/** The personal challenges of the registration wizard, SPEC.md §2. */
export const CHALLENGES = [
  'No Clarity', 'No Strategy', 'Procrastinate', 'Inconsistent', 'Fear of Failure', 'Overwhelmed',
  'No Resources', 'Distracted', 'Negative', 'No Time', 'No Support', 'Unrealistic',
] as const;
