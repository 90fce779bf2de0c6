import { GOAL_CATEGORIES, type GoalCategory } from '../../ui/categories';

/** A user's focus area is one goal category key (SPEC §2, Registration wizard step 1). */
export const FOCUS_AREAS = GOAL_CATEGORIES;

export const FOCUS_AREA_HINTS: Record<GoalCategory, string> = {
  Career: 'Work, skills and the road ahead',
  Development: 'Learning and personal growth',
  Family: 'Time and care for the people at home',
  Finance: 'Saving, spending and security',
  Fun: 'Play, hobbies and adventure',
  Health: 'Body, mind, sleep and energy',
  Relationship: 'Partners, friends and connection',
  Spiritual: 'Meaning, reflection and calm',
};

/** The personal challenges a user can name (SPEC §2, Registration wizard step 2). */
export const CHALLENGES = [
  'No Clarity', 'No Strategy', 'Procrastinate', 'Inconsistent', 'Fear of Failure', 'Overwhelmed',
  'No Resources', 'Distracted', 'Negative', 'No Time', 'No Support', 'Unrealistic',
] as const;

export type Challenge = (typeof CHALLENGES)[number];

export function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'string' && (CHALLENGES as readonly string[]).includes(value);
}
