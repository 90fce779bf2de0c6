/**
 * The onboarding tutorial as one pure state machine (SPEC §3 Tutorial state, §4 Tutorial).
 * Views send events; the machine answers the next state and the effects to carry out (open a
 * page, store the completion flag). It reads no storage and touches no router, so every
 * transition is a plain function call.
 */

export const TUTORIAL_STEPS = ['welcome', 'navigation', 'goalCategories', 'createGoal', 'updateProfile', 'complete'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];

/** command: the step's instruction; explore: the compact 'Continue Tutorial' prompt. */
export const TUTORIAL_SUB_STEPS = ['command', 'explore'] as const;
export type TutorialSubStep = (typeof TUTORIAL_SUB_STEPS)[number];

export interface TutorialState {
  currentStep: TutorialStep;
  currentSubStep: TutorialSubStep;
  /** The explore sub-step's compact prompt is showing. */
  showExplorationBanner: boolean;
  /** The step happens on the Goals page: the 'Creating Your First Goal' modal belongs to it. */
  showGoalsBanner: boolean;
  /** No step of the tour happens on the Habits page, so this stays false; kept for the spec's shape. */
  showHabitsBanner: boolean;
  /** The step happens on the Profile page. */
  showProfileBanner: boolean;
  completed: boolean;
}

/** The routes the tour opens. */
export type TutorialPath = '/' | '/goals' | '/profile';

export type TutorialEvent =
  /** 'Start Tutorial' (welcome) or 'Explore': command -> explore. */
  | { type: 'explore' }
  /** 'Continue' from explore: the next step's command; at complete, the end of the tour. */
  | { type: 'continue' }
  | { type: 'skip' }
  | { type: 'close' }
  /** 'Complete Tutorial'. */
  | { type: 'complete' }
  /** Profile's 'Restart Tutorial'. */
  | { type: 'restart' }
  /** Jump to a step (and sub-step); unknown names fall back to welcome and command. */
  | { type: 'goTo'; step: string; subStep?: string }
  /** The Goals modal's 'Skip Tutorial': ends the tour and goes to / with tutorialComplete. */
  | { type: 'skipFromGoalsModal' }
  /** The Goals modal's 'Let's Create a Goal' (or Escape): the modal gives way to the explore prompt. */
  | { type: 'createGoalFromGoalsModal' };

export type TutorialEffect =
  | { type: 'navigate'; to: TutorialPath; state?: { tutorialComplete: true } }
  /** Set (true) or remove (false) the per-user flag, in local storage and on the server. */
  | { type: 'storeCompleted'; completed: boolean };

export interface TutorialTransition {
  state: TutorialState;
  effects: TutorialEffect[];
}

export interface TutorialContext {
  /** The signed-in user's id; with no user every event changes nothing. */
  userId: string | null;
}

/** SPEC §3: completion is stored per user in local storage under a key built from the user's id. */
export function tutorialFlagKey(userId: string): string {
  return `tutorialComplete_${userId}`;
}

export function isTutorialStep(value: unknown): value is TutorialStep {
  return typeof value === 'string' && (TUTORIAL_STEPS as readonly string[]).includes(value);
}

export function isTutorialSubStep(value: unknown): value is TutorialSubStep {
  return typeof value === 'string' && (TUTORIAL_SUB_STEPS as readonly string[]).includes(value);
}

/** An invalid step falls back to welcome. */
export function validStep(value: unknown): TutorialStep {
  return isTutorialStep(value) ? value : 'welcome';
}

/** An invalid sub-step falls back to command. */
export function validSubStep(value: unknown): TutorialSubStep {
  return isTutorialSubStep(value) ? value : 'command';
}

/** The full state for a position in the tour; the page flags follow from it. */
export function tutorialStateAt(step: unknown, subStep: unknown, completed = false): TutorialState {
  const currentStep = completed ? 'complete' : validStep(step);
  const currentSubStep = completed ? 'command' : validSubStep(subStep);
  return {
    currentStep,
    currentSubStep,
    showExplorationBanner: !completed && currentSubStep === 'explore',
    showGoalsBanner: !completed && (currentStep === 'goalCategories' || currentStep === 'createGoal'),
    showHabitsBanner: false,
    showProfileBanner: !completed && currentStep === 'updateProfile',
    completed,
  };
}

/** The initial state: complete if the user has the completion flag, otherwise welcome. */
export function initialTutorialState(hasCompletedFlag: boolean): TutorialState {
  return tutorialStateAt('welcome', 'command', hasCompletedFlag);
}

/** The step after `step` and the page Continue opens on the way (SPEC §4). */
const NEXT: Record<Exclude<TutorialStep, 'complete'>, { step: TutorialStep; opens?: TutorialPath }> = {
  welcome: { step: 'navigation' },
  navigation: { step: 'goalCategories', opens: '/goals' },
  goalCategories: { step: 'createGoal', opens: '/goals' },
  createGoal: { step: 'updateProfile', opens: '/profile' },
  updateProfile: { step: 'complete' },
};

/** True when the Goals page shows 'Creating Your First Goal': the goal step's instruction. */
export function isGoalsModalDue(state: TutorialState): boolean {
  return state.showGoalsBanner && state.currentStep === 'createGoal' && state.currentSubStep === 'command';
}

const unchanged = (state: TutorialState): TutorialTransition => ({ state, effects: [] });

function finish(state: TutorialState, extra: TutorialEffect[] = []): TutorialTransition {
  if (state.completed) return unchanged(state);
  return { state: initialTutorialState(true), effects: [{ type: 'storeCompleted', completed: true }, ...extra] };
}

/** The one transition function: every view's event goes through here. */
export function tutorialTransition(state: TutorialState, event: TutorialEvent, context: TutorialContext): TutorialTransition {
  // With no signed-in user there is no tutorial: completing or resetting does nothing.
  if (!context.userId) return unchanged(state);

  switch (event.type) {
    case 'restart':
      return {
        state: initialTutorialState(false),
        effects: [{ type: 'storeCompleted', completed: false }, { type: 'navigate', to: '/' }],
      };
    case 'skip':
    case 'close':
    case 'complete':
      return finish(state);
    case 'skipFromGoalsModal':
      return finish(state, [{ type: 'navigate', to: '/', state: { tutorialComplete: true } }]);
  }

  // The remaining events move through the tour, which a completed tutorial no longer has.
  if (state.completed) return unchanged(state);

  switch (event.type) {
    case 'explore':
      if (state.currentSubStep !== 'command') return unchanged(state);
      return { state: tutorialStateAt(state.currentStep, 'explore'), effects: [] };
    case 'createGoalFromGoalsModal':
      if (!isGoalsModalDue(state)) return unchanged(state);
      return { state: tutorialStateAt(state.currentStep, 'explore'), effects: [] };
    case 'continue': {
      if (state.currentSubStep !== 'explore') return unchanged(state);
      if (state.currentStep === 'complete') return finish(state);
      const next = NEXT[state.currentStep];
      return {
        state: tutorialStateAt(next.step, 'command'),
        effects: next.opens ? [{ type: 'navigate', to: next.opens }] : [],
      };
    }
    case 'goTo':
      return { state: tutorialStateAt(event.step, event.subStep), effects: [] };
  }
}
