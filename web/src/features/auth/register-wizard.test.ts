import { INITIAL_WIZARD, LAST_STEP, registerInput, stepProblem, wizardReducer, type WizardAction, type WizardState } from './register-wizard';

const run = (actions: WizardAction[], from: WizardState = INITIAL_WIZARD) => actions.reduce(wizardReducer, from);

/** Steps 1 and 2 chosen, standing on the plan step. */
const atPlan = run([
  { type: 'chooseFocusArea', focusArea: 'Health' },
  { type: 'next' },
  { type: 'chooseChallenges', challenges: ['No Time'] },
  { type: 'next' },
]);
const atAccount = run([{ type: 'next' }], atPlan);

describe('the registration wizard', () => {
  it('starts editing at step 1 with nothing chosen', () => {
    expect(INITIAL_WIZARD).toMatchObject({ step: 1, focusArea: null, challenges: [], status: 'editing', error: null });
    expect(LAST_STEP).toBe(4);
  });

  it('stays on step 1 with the spec message until a focus area is chosen; a choice clears it', () => {
    const refused = run([{ type: 'next' }]);
    expect(refused).toMatchObject({ step: 1, error: 'Select an area you want to focus on' });
    const chosen = run([{ type: 'chooseFocusArea', focusArea: 'Career' }], refused);
    expect(chosen.error).toBeNull();
    expect(run([{ type: 'next' }], chosen).step).toBe(2);
  });

  it('stays on step 2 until a challenge is chosen, and Back clears the error and keeps the choices', () => {
    const atTwo = run([{ type: 'chooseFocusArea', focusArea: 'Career' }, { type: 'next' }]);
    const refused = run([{ type: 'next' }], atTwo);
    expect(refused).toMatchObject({ step: 2, error: 'Please select at least one challenge' });
    const back = run([{ type: 'back' }], refused);
    expect(back).toMatchObject({ step: 1, error: null, focusArea: 'Career' });
  });

  it('goes from the plan step to the account step with no check, and Back never leaves step 1', () => {
    expect(atPlan.step).toBe(3);
    expect(atAccount.step).toBe(4);
    expect(run([{ type: 'back' }]).step).toBe(1);
  });

  it('asks for a username, then a password of at least 8 characters, before submitting', () => {
    expect(run([{ type: 'next' }], atAccount)).toMatchObject({ status: 'editing', error: 'Username is required' });
    const short = run([
      { type: 'editField', field: 'username', value: '  grace ' },
      { type: 'editField', field: 'password', value: 'short' },
      { type: 'next' },
    ], atAccount);
    expect(short).toMatchObject({ status: 'editing', error: 'Password must be at least 8 characters' });
    const ready = run([{ type: 'editField', field: 'password', value: 'compilers1' }], short);
    expect(stepProblem(ready)).toBeNull();
    expect(run([{ type: 'next' }], ready)).toMatchObject({ status: 'submitting', error: null });
  });

  it('ignores Next and Back while a request is out', () => {
    const checking = run([{ type: 'googleChecking' }], atPlan);
    expect(run([{ type: 'next' }, { type: 'back' }], checking)).toBe(checking);
  });

  it('takes a validated Google sign-up to the account step, keeping a typed name, and needs no password', () => {
    const typed = run([{ type: 'editField', field: 'username', value: 'ada' }, { type: 'googleChecking' }], atPlan);
    const google = run([{ type: 'googleValidated', token: 'tok', email: 'ada@example.com', name: 'Ada L' }], typed);
    expect(google).toMatchObject({ step: 4, status: 'editing', username: 'ada', email: 'ada@example.com', google: { token: 'tok' } });
    expect(run([{ type: 'next' }], google).status).toBe('submitting');
    expect(run([{ type: 'dropGoogle' }], google).google).toBeNull();
  });

  it('signs up with a passkey instead of a password: no password asked or sent, and back to a password on request', () => {
    const typed = run([{ type: 'editField', field: 'username', value: ' Kim ' }, { type: 'editField', field: 'email', value: 'kim@example.com' }], atAccount);
    expect(stepProblem(typed)).not.toBeNull();
    const passkey = run([{ type: 'usePasskey', passkey: true }], typed);
    expect(stepProblem(passkey)).toBeNull();
    expect(run([{ type: 'next' }], passkey).status).toBe('submitting');
    expect(registerInput({ ...passkey, password: 'typed before' }, 'UTC')).toMatchObject({ username: 'Kim', email: 'kim@example.com', password: undefined, googleToken: undefined });
    expect(stepProblem(run([{ type: 'usePasskey', passkey: false }], passkey))).not.toBeNull();
  });

  it('shows a failure and returns to editing', () => {
    const failed = run([{ type: 'next' }, { type: 'registerFailed', error: 'Could not register' }], {
      ...atAccount, username: 'grace', password: 'compilers1',
    });
    expect(failed).toMatchObject({ status: 'editing', error: 'Could not register' });
    expect(run([{ type: 'googleChecking' }, { type: 'googleFailed', error: 'Google registration failed' }], atAccount))
      .toMatchObject({ status: 'editing', error: 'Google registration failed' });
  });

  it('sends the trimmed account with every choice, the language the wizard speaks, and the Google token instead of a password', () => {
    const state = { ...atAccount, username: ' grace ', email: ' grace@example.com ', password: 'compilers1' };
    expect(registerInput(state, 'Europe/Paris')).toEqual({
      focusAreas: ['Health'], challenges: ['No Time'], username: 'grace', email: 'grace@example.com',
      password: 'compilers1', googleToken: undefined, goalsLevel: 'free', timeZone: 'Europe/Paris', locale: 'en',
    });
    const google = registerInput({ ...state, google: { token: 'tok', email: 'grace@example.com' } });
    expect(google).toMatchObject({ password: undefined, googleToken: 'tok' });
  });

  it("sends the browser's detected time zone by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(registerInput(atAccount).timeZone).toBe(zone);
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => { throw new RangeError('no Intl'); });
    try {
      expect(registerInput(atAccount).timeZone).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});
