import { msg } from '@lingui/core/macro';
import { i18n } from '../../ui/i18n/i18n';

/** The goal screens' texts (Goals, Focus Goals), in the active locale when called. */
export const GOALS_MESSAGES = {
  loadFailed: (message: string) => i18n._(msg`Error fetching user goals: ${message}`),
} as const;

export const FOCUS_MESSAGES = {
  selected: (area: string) => i18n._(msg`Selected focus area: ${area}`),
} as const;

// A goal's plan's texts (PLAN_TEXTS) are shared with the Progress view: see shared/goal-plan/plan-texts.ts.
