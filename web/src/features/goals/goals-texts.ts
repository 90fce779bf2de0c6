/** The goal screens' texts (Goals, Focus Goals). */
export const GOALS_MESSAGES = {
  loadFailed: (message: string) => `Error fetching user goals: ${message}`,
} as const;

export const FOCUS_MESSAGES = {
  selected: (area: string) => `Selected focus area: ${area}`,
} as const;

// A goal's plan's texts (PLAN_TEXTS) are shared with the Progress view: see shared/goal-plan/plan-texts.ts.
