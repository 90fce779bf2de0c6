import {
  initialTutorialState, isGoalsModalDue, TUTORIAL_STEPS, tutorialFlagKey, tutorialStateAt, tutorialTransition,
  validStep, validSubStep, type TutorialEvent, type TutorialState, type TutorialStep,
} from './tutorial-machine';

const USER = { userId: 'user-1' };
const NO_USER = { userId: null };

const at = (step: TutorialStep, subStep: 'command' | 'explore' = 'command') => tutorialStateAt(step, subStep);
const send = (state: TutorialState, event: TutorialEvent) => tutorialTransition(state, event, USER);

const ALL_EVENTS: TutorialEvent[] = [
  { type: 'explore' }, { type: 'continue' }, { type: 'skip' }, { type: 'close' }, { type: 'complete' },
  { type: 'restart' }, { type: 'goTo', step: 'createGoal', subStep: 'explore' },
  { type: 'skipFromGoalsModal' }, { type: 'createGoalFromGoalsModal' },
];

describe('tutorial machine', () => {
  describe('initial state', () => {
    it('starts at welcome, command, not completed, without the flag', () => {
      expect(initialTutorialState(false)).toEqual({
        currentStep: 'welcome',
        currentSubStep: 'command',
        showExplorationBanner: false,
        showGoalsBanner: false,
        showHabitsBanner: false,
        showProfileBanner: false,
        completed: false,
      });
    });

    it('starts at complete, completed, with the flag', () => {
      expect(initialTutorialState(true)).toMatchObject({ currentStep: 'complete', currentSubStep: 'command', completed: true });
    });

    it('keys the flag by the user id', () => {
      expect(tutorialFlagKey('abc')).toBe('tutorialComplete_abc');
    });
  });

  describe("'Start Tutorial' / 'Explore': command to explore", () => {
    it.each(TUTORIAL_STEPS)('moves %s from command to explore, showing the exploration prompt', (step) => {
      const { state, effects } = send(at(step), { type: 'explore' });
      expect(state).toMatchObject({ currentStep: step, currentSubStep: 'explore', showExplorationBanner: true, completed: false });
      expect(effects).toEqual([]);
    });

    it.each(TUTORIAL_STEPS)('leaves %s alone when already exploring', (step) => {
      const before = at(step, 'explore');
      expect(send(before, { type: 'explore' })).toEqual({ state: before, effects: [] });
    });
  });

  describe("'Continue': explore to the next step's command", () => {
    it.each([
      ['welcome', 'navigation', []],
      ['navigation', 'goalCategories', [{ type: 'navigate', to: '/goals' }]],
      ['goalCategories', 'createGoal', [{ type: 'navigate', to: '/goals' }]],
      ['createGoal', 'updateProfile', [{ type: 'navigate', to: '/profile' }]],
      ['updateProfile', 'complete', []],
    ] as const)('goes from %s to %s, resetting the sub-step', (from, to, effects) => {
      const result = send(at(from, 'explore'), { type: 'continue' });
      expect(result.state).toMatchObject({ currentStep: to, currentSubStep: 'command', showExplorationBanner: false, completed: false });
      expect(result.effects).toEqual(effects);
    });

    it('finishes the tutorial at complete and stores the flag', () => {
      const result = send(at('complete', 'explore'), { type: 'continue' });
      expect(result.state).toEqual(initialTutorialState(true));
      expect(result.effects).toEqual([{ type: 'storeCompleted', completed: true }]);
    });

    it.each(TUTORIAL_STEPS)('does nothing at %s while the instruction is showing', (step) => {
      const before = at(step);
      expect(send(before, { type: 'continue' })).toEqual({ state: before, effects: [] });
    });

    it('walks all six steps from welcome to completed', () => {
      let state = initialTutorialState(false);
      const visited: string[] = [];
      const opened: string[] = [];
      while (!state.completed) {
        visited.push(state.currentStep);
        state = send(state, { type: 'explore' }).state;
        const result = send(state, { type: 'continue' });
        opened.push(...result.effects.flatMap((effect) => (effect.type === 'navigate' ? [effect.to] : [])));
        state = result.state;
      }
      expect(visited).toEqual([...TUTORIAL_STEPS]);
      expect(opened).toEqual(['/goals', '/goals', '/profile']);
    });
  });

  describe('Skip, Close and Complete', () => {
    it.each(['skip', 'close', 'complete'] as const)('%s marks it completed and stores the flag, from any step', (type) => {
      for (const step of TUTORIAL_STEPS) {
        for (const subStep of ['command', 'explore'] as const) {
          const result = send(at(step, subStep), { type });
          expect(result.state).toEqual(initialTutorialState(true));
          expect(result.effects).toEqual([{ type: 'storeCompleted', completed: true }]);
        }
      }
    });

    it.each(['skip', 'close', 'complete'] as const)('%s changes nothing once completed', (type) => {
      const done = initialTutorialState(true);
      expect(send(done, { type })).toEqual({ state: done, effects: [] });
    });
  });

  describe('Restart', () => {
    it('removes the flag, resets to welcome and goes to /', () => {
      const result = send(initialTutorialState(true), { type: 'restart' });
      expect(result.state).toEqual(initialTutorialState(false));
      expect(result.effects).toEqual([{ type: 'storeCompleted', completed: false }, { type: 'navigate', to: '/' }]);
    });

    it('resets a tour in progress too', () => {
      expect(send(at('updateProfile', 'explore'), { type: 'restart' }).state).toEqual(initialTutorialState(false));
    });
  });

  describe('the Goals page modal', () => {
    it('is due at createGoal while its instruction shows, and only then', () => {
      for (const step of TUTORIAL_STEPS) {
        expect(isGoalsModalDue(at(step))).toBe(step === 'createGoal');
        expect(isGoalsModalDue(at(step, 'explore'))).toBe(false);
      }
      expect(isGoalsModalDue(initialTutorialState(true))).toBe(false);
    });

    it("'Skip Tutorial' completes it and goes to / with tutorialComplete", () => {
      const result = send(at('createGoal'), { type: 'skipFromGoalsModal' });
      expect(result.state).toEqual(initialTutorialState(true));
      expect(result.effects).toEqual([
        { type: 'storeCompleted', completed: true },
        { type: 'navigate', to: '/', state: { tutorialComplete: true } },
      ]);
    });

    it("'Let's Create a Goal' moves createGoal to explore and stays on the page", () => {
      const result = send(at('createGoal'), { type: 'createGoalFromGoalsModal' });
      expect(result.state).toMatchObject({ currentStep: 'createGoal', currentSubStep: 'explore', showExplorationBanner: true });
      expect(result.effects).toEqual([]);
    });

    it("ignores 'Let's Create a Goal' when the modal is not due", () => {
      for (const state of [at('goalCategories'), at('createGoal', 'explore'), initialTutorialState(true)]) {
        expect(send(state, { type: 'createGoalFromGoalsModal' })).toEqual({ state, effects: [] });
      }
    });
  });

  describe('page flags', () => {
    it('flags the Goals steps, the Profile step, and never Habits', () => {
      const flags = (step: TutorialStep) => {
        const { showGoalsBanner, showHabitsBanner, showProfileBanner } = at(step);
        return { showGoalsBanner, showHabitsBanner, showProfileBanner };
      };
      expect(flags('welcome')).toEqual({ showGoalsBanner: false, showHabitsBanner: false, showProfileBanner: false });
      expect(flags('navigation')).toEqual({ showGoalsBanner: false, showHabitsBanner: false, showProfileBanner: false });
      expect(flags('goalCategories')).toEqual({ showGoalsBanner: true, showHabitsBanner: false, showProfileBanner: false });
      expect(flags('createGoal')).toEqual({ showGoalsBanner: true, showHabitsBanner: false, showProfileBanner: false });
      expect(flags('updateProfile')).toEqual({ showGoalsBanner: false, showHabitsBanner: false, showProfileBanner: true });
      expect(flags('complete')).toEqual({ showGoalsBanner: false, showHabitsBanner: false, showProfileBanner: false });
    });

    it('clears every flag once completed', () => {
      expect(initialTutorialState(true)).toMatchObject({
        showExplorationBanner: false, showGoalsBanner: false, showHabitsBanner: false, showProfileBanner: false,
      });
    });
  });

  describe('fallbacks', () => {
    it('falls back to welcome for an invalid step', () => {
      expect(validStep('dashboard')).toBe('welcome');
      expect(validStep(undefined)).toBe('welcome');
      expect(validStep(3)).toBe('welcome');
      expect(validStep('createGoal')).toBe('createGoal');
    });

    it('falls back to command for an invalid sub-step', () => {
      expect(validSubStep('wander')).toBe('command');
      expect(validSubStep(null)).toBe('command');
      expect(validSubStep('explore')).toBe('explore');
    });

    it('goTo moves to a valid step and sub-step', () => {
      expect(send(at('welcome'), { type: 'goTo', step: 'updateProfile', subStep: 'explore' }).state)
        .toEqual(at('updateProfile', 'explore'));
    });

    it('goTo an invalid step lands on welcome, keeping a valid sub-step', () => {
      expect(send(at('createGoal'), { type: 'goTo', step: 'habits', subStep: 'explore' }).state).toEqual(at('welcome', 'explore'));
    });

    it('goTo with an invalid or missing sub-step lands on command', () => {
      expect(send(at('welcome'), { type: 'goTo', step: 'navigation', subStep: 'peek' }).state).toEqual(at('navigation'));
      expect(send(at('welcome', 'explore'), { type: 'goTo', step: 'navigation' }).state).toEqual(at('navigation'));
    });

    it('goTo changes nothing once completed', () => {
      const done = initialTutorialState(true);
      expect(send(done, { type: 'goTo', step: 'welcome' })).toEqual({ state: done, effects: [] });
    });

    it.each(['explore', 'continue', 'createGoalFromGoalsModal'] as const)('%s changes nothing once completed', (type) => {
      const done = initialTutorialState(true);
      expect(send(done, { type })).toEqual({ state: done, effects: [] });
    });
  });

  describe('with no user', () => {
    it.each(ALL_EVENTS)('ignores $type', (event) => {
      for (const state of [initialTutorialState(false), at('complete', 'explore'), initialTutorialState(true)]) {
        expect(tutorialTransition(state, event, NO_USER)).toEqual({ state, effects: [] });
      }
    });
  });
});
