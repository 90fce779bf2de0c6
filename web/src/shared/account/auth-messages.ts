import { apiMessage, describeApiError } from '../../ui/api-error';

/** The account screens' texts; those in SPEC §8 are used word for word. */
export const AUTH_MESSAGES = {
  loginMissing: 'Missing Username or Password',
  loginIncorrect: 'Incorrect email or password',
  loginFailed: 'Login Failed',
  noServerResponse: 'No Server Response',
  googleLoginFailed: 'Google login failed. Please try again.',
  googleSignInFailed: 'Google Sign In failed. Please try again.',
  activationResent: 'A new activation link is on its way. Check your email.',
  activationResendFailed: 'Could not send the activation email. Please try again.',

  registerSuccess: 'Registration success - Check your email for activation link.',
  registerGoogleSuccess: 'Registration success - Your account is ready. Sign in with Google to start.',
  registerFailed: 'Could not register',
  registerUnknown: 'An unknown error occurred',
  googleRegisterFailed: 'Google registration failed',
  focusAreaRequired: 'Select an area you want to focus on',
  challengeRequired: 'Please select at least one challenge',

  resetEmailSent: 'Reset email sent. Check your email for reset link',
  resetUserNotFound: 'User not found',
  resetAlreadySent: 'Reset email already sent. Check your email for reset link',
  resetRequestFailed: 'Password reset request failed',

  passwordReset: 'Your password has been successfully reset',
  resetLinkInvalid: 'Reset link has expired or is invalid',
  resetFailed: 'Password reset failed. Please try again.',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',

  activated: 'Your account has been successfully activated',
  activationNotFound: 'User not found. The activation link may be invalid or expired.',
  activationFailedPrefix: 'Activation failed: ',
  activationUnknown: 'Unknown error',
  activationNoResponse: 'No server response. Please try again later.',
} as const;

/** DESIGN.md: passwords have at least 8 characters everywhere. */
export const MIN_PASSWORD_LENGTH = 8;

/** How a failed login is shown: two cases need more than a sentence. */
export type LoginFailure =
  | { kind: 'incorrect' }
  | { kind: 'not-activated'; message: string; email: string }
  | { kind: 'message'; text: string };

export function loginFailure(error: unknown, email: string): LoginFailure {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return { kind: 'message', text: AUTH_MESSAGES.noServerResponse };
  if (failure.kind === 'http') return { kind: 'message', text: AUTH_MESSAGES.loginFailed };
  switch (failure.code) {
    case 'UNAUTHENTICATED':
      return { kind: 'incorrect' };
    case 'FORBIDDEN':
      if (failure.reason === 'ACCOUNT_NOT_ACTIVATED') return { kind: 'not-activated', message: failure.message, email };
      return { kind: 'message', text: AUTH_MESSAGES.loginFailed };
    case 'BAD_USER_INPUT':
      return { kind: 'message', text: AUTH_MESSAGES.loginMissing };
    case 'RATE_LIMITED':
      // Says how long to wait, which 'Login Failed' would not.
      return { kind: 'message', text: failure.message || AUTH_MESSAGES.loginFailed };
    default:
      return { kind: 'message', text: AUTH_MESSAGES.loginFailed };
  }
}

export function googleLoginMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AUTH_MESSAGES.noServerResponse;
  // No account for this Google address, or too many attempts: the server says what to do.
  if (failure.kind === 'api' && (failure.code === 'NOT_FOUND' || failure.code === 'RATE_LIMITED') && failure.message) {
    return failure.message;
  }
  return AUTH_MESSAGES.googleLoginFailed;
}

export function resendActivationMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AUTH_MESSAGES.noServerResponse;
  return apiMessage(error, AUTH_MESSAGES.activationResendFailed);
}

export function registerMessage(error: unknown): string {
  const failure = describeApiError(error);
  return apiMessage(error, failure.kind === 'no-response' ? AUTH_MESSAGES.registerUnknown : AUTH_MESSAGES.registerFailed);
}

export function googleRegisterMessage(error: unknown): string {
  return apiMessage(error, AUTH_MESSAGES.googleRegisterFailed);
}

export function resetRequestMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AUTH_MESSAGES.noServerResponse;
  if (failure.kind === 'api') {
    if (failure.code === 'NOT_FOUND') return AUTH_MESSAGES.resetUserNotFound;
    if (failure.code === 'CONFLICT') return AUTH_MESSAGES.resetAlreadySent;
    if (failure.code === 'RATE_LIMITED' && failure.message) return failure.message;
  }
  return AUTH_MESSAGES.resetRequestFailed;
}

export function resetPasswordMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AUTH_MESSAGES.noServerResponse;
  if (failure.kind === 'api' && failure.code === 'NOT_FOUND') return AUTH_MESSAGES.resetLinkInvalid;
  // A password too easy to guess: the server says why.
  if (failure.kind === 'api' && failure.code === 'BAD_USER_INPUT' && failure.message) return failure.message;
  return AUTH_MESSAGES.resetFailed;
}

export function activationMessage(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'no-response') return AUTH_MESSAGES.activationNoResponse;
  if (failure.kind === 'api' && failure.code === 'NOT_FOUND') return AUTH_MESSAGES.activationNotFound;
  return `${AUTH_MESSAGES.activationFailedPrefix}${apiMessage(error, AUTH_MESSAGES.activationUnknown)}`;
}

/** The reset and profile forms' password rules; null when the pair is acceptable. */
export function passwordPairProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return AUTH_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
