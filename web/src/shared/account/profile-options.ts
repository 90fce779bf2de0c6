import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { GOAL_CATEGORIES, type GoalCategory } from '../../ui/categories';

/** A user's focus area is one goal category key (SPEC §2, Registration wizard step 1). */
export const FOCUS_AREAS = GOAL_CATEGORIES;

export const FOCUS_AREA_HINTS: Record<GoalCategory, MessageDescriptor> = {
  Career: msg`Work, skills and the road ahead`,
  Development: msg`Learning and personal growth`,
  Family: msg`Time and care for the people at home`,
  Finance: msg`Saving, spending and security`,
  Fun: msg`Play, hobbies and adventure`,
  Health: msg`Body, mind, sleep and energy`,
  Relationship: msg`Partners, friends and connection`,
  Spiritual: msg`Meaning, reflection and calm`,
};

/** The personal challenges a user can name (SPEC §2, Registration wizard step 2): the values stored. */
export const CHALLENGES = [
  'No Clarity', 'No Strategy', 'Procrastinate', 'Inconsistent', 'Fear of Failure', 'Overwhelmed',
  'No Resources', 'Distracted', 'Negative', 'No Time', 'No Support', 'Unrealistic',
] as const;

export type Challenge = (typeof CHALLENGES)[number];

/** How each challenge reads on screen. */
export const CHALLENGE_LABELS: Record<Challenge, MessageDescriptor> = {
  'No Clarity': msg({ message: 'No Clarity', context: 'challenge' }),
  'No Strategy': msg({ message: 'No Strategy', context: 'challenge' }),
  Procrastinate: msg({ message: 'Procrastinate', context: 'challenge' }),
  Inconsistent: msg({ message: 'Inconsistent', context: 'challenge' }),
  'Fear of Failure': msg({ message: 'Fear of Failure', context: 'challenge' }),
  Overwhelmed: msg({ message: 'Overwhelmed', context: 'challenge' }),
  'No Resources': msg({ message: 'No Resources', context: 'challenge' }),
  Distracted: msg({ message: 'Distracted', context: 'challenge' }),
  Negative: msg({ message: 'Negative', context: 'challenge' }),
  'No Time': msg({ message: 'No Time', context: 'challenge' }),
  'No Support': msg({ message: 'No Support', context: 'challenge' }),
  Unrealistic: msg({ message: 'Unrealistic', context: 'challenge' }),
};

export function isChallenge(value: unknown): value is Challenge {
  return typeof value === 'string' && (CHALLENGES as readonly string[]).includes(value);
}
