import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisterInput } from '../../gql/graphql';
import { currentLocale } from '../../ui/i18n/i18n';
import type { GoalCategory } from '../../ui/categories';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '../../shared/account/auth-messages';
import { i18n } from '../../ui/i18n/i18n';
import { browserTimeZone } from '../../shared/time-zones';

/** The wizard's steps, in order; a step's number is its index + 1. */
export const REGISTER_STEPS: readonly MessageDescriptor[] = [msg`Focus area`, msg`Challenges`, msg`Plan`, msg`Account`];
export const LAST_STEP = REGISTER_STEPS.length;

/** A Google sign-up validated by the server: the address is Google's, no password needed. */
export interface GoogleSignUp {
  token: string;
  email: string;
}

export type WizardStatus = 'editing' | 'checking-google' | 'submitting' | 'registered';

export interface WizardState {
  step: number;
  focusArea: GoalCategory | null;
  challenges: string[];
  username: string;
  email: string;
  password: string;
  google: GoogleSignUp | null;
  /** Signing up with a passkey made on the account step instead of a password. */
  passkey: boolean;
  error: string | null;
  status: WizardStatus;
}

export type AccountField = 'username' | 'email' | 'password';

export type WizardAction =
  | { type: 'chooseFocusArea'; focusArea: GoalCategory }
  | { type: 'chooseChallenges'; challenges: string[] }
  | { type: 'editField'; field: AccountField; value: string }
  /** Next on steps 1 to 3, Register on the last: checks the step, then moves on or starts submitting. */
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'registered' }
  | { type: 'registerFailed'; error: string }
  | { type: 'googleChecking' }
  | { type: 'googleValidated'; token: string; email: string; name: string }
  | { type: 'googleFailed'; error: string }
  | { type: 'dropGoogle' }
  | { type: 'usePasskey'; passkey: boolean };

export const INITIAL_WIZARD: WizardState = {
  step: 1,
  focusArea: null,
  challenges: [],
  username: '',
  email: '',
  password: '',
  google: null,
  passkey: false,
  error: null,
  status: 'editing',
};

/** Why the current step cannot go on, or null when it can (SPEC §8 Register). */
export function stepProblem(state: WizardState): string | null {
  switch (state.step) {
    case 1:
      return state.focusArea ? null : AUTH_MESSAGES.focusAreaRequired;
    case 2:
      return state.challenges.length > 0 ? null : AUTH_MESSAGES.challengeRequired;
    case LAST_STEP:
      if (!state.username.trim()) return i18n._(msg`Username is required`);
      if (!state.google && !state.passkey && state.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
      return null;
    default:
      return null;
  }
}

const moveTo = (state: WizardState, step: number): WizardState => ({ ...state, step, error: null });

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'chooseFocusArea':
      return { ...state, focusArea: action.focusArea, error: null };
    case 'chooseChallenges':
      return { ...state, challenges: action.challenges, error: null };
    case 'editField':
      return { ...state, [action.field]: action.value };
    case 'next': {
      if (state.status !== 'editing') return state;
      const problem = stepProblem(state);
      if (problem) return { ...state, error: problem };
      if (state.step < LAST_STEP) return moveTo(state, state.step + 1);
      return { ...state, error: null, status: 'submitting' };
    }
    case 'back':
      return state.step > 1 && state.status === 'editing' ? moveTo(state, state.step - 1) : state;
    case 'registered':
      return { ...state, status: 'registered' };
    case 'registerFailed':
      return { ...state, error: action.error, status: 'editing' };
    case 'googleChecking':
      return { ...state, error: null, status: 'checking-google' };
    case 'googleValidated':
      // The address is Google's; a name already typed is kept. The account step comes next.
      return {
        ...state,
        google: { token: action.token, email: action.email },
        email: action.email,
        username: state.username || action.name,
        status: 'editing',
        step: LAST_STEP,
        error: null,
      };
    case 'googleFailed':
      return { ...state, error: action.error, status: 'editing' };
    case 'dropGoogle':
      return { ...state, google: null };
    case 'usePasskey':
      return { ...state, passkey: action.passkey, google: action.passkey ? null : state.google, error: null };
  }
}

/** The browser's IANA time zone ('Europe/Paris'), or undefined where it cannot say (the server then uses UTC). */
export function detectedTimeZone(): string | undefined {
  return browserTimeZone();
}

/** What the server is sent on Register; the days of the new account follow the browser's time zone. */
export function registerInput(state: WizardState, timeZone: string | undefined = detectedTimeZone()): RegisterInput {
  return {
    focusAreas: state.focusArea ? [state.focusArea] : [],
    challenges: state.challenges,
    username: state.username.trim(),
    email: state.email.trim(),
    password: state.google || state.passkey ? undefined : state.password,
    googleToken: state.passkey ? undefined : state.google?.token,
    goalsLevel: 'free',
    timeZone,
    // The language the wizard speaks now: the account's from the start (issue 29).
    locale: currentLocale(),
  };
}
