import { msg } from '@lingui/core/macro';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { i18n } from '../../ui/i18n/i18n';

/** The account screens' texts, in the active locale; those in SPEC §8 are used word for word. */
export const AUTH_MESSAGES = {
  get loginMissing() { return i18n._(msg`Missing Username or Password`); },
  get loginIncorrect() { return i18n._(msg`Incorrect email or password`); },
  get loginFailed() { return i18n._(msg`Login Failed`); },
  get noServerResponse() { return i18n._(msg`No Server Response`); },
  get googleLoginFailed() { return i18n._(msg`Google login failed. Please try again.`); },
  get googleSignInFailed() { return i18n._(msg`Google Sign In failed. Please try again.`); },
  get activationResent() { return i18n._(msg`A new activation link is on its way. Check your email.`); },
  get activationResendFailed() { return i18n._(msg`Could not send the activation email. Please try again.`); },

  get registerSuccess() { return i18n._(msg`Registration success - Check your email for activation link.`); },
  get registerGoogleSuccess() { return i18n._(msg`Registration success - Your account is ready. Sign in with Google to start.`); },
  get registerFailed() { return i18n._(msg`Could not register`); },
  get registerUnknown() { return i18n._(msg`An unknown error occurred`); },
  get googleRegisterFailed() { return i18n._(msg`Google registration failed`); },
  get focusAreaRequired() { return i18n._(msg`Select an area you want to focus on`); },
  get challengeRequired() { return i18n._(msg`Please select at least one challenge`); },

  get resetEmailSent() { return i18n._(msg`Reset email sent. Check your email for reset link`); },
  get resetUserNotFound() { return i18n._(msg`User not found`); },
  get resetAlreadySent() { return i18n._(msg`Reset email already sent. Check your email for reset link`); },
  get resetRequestFailed() { return i18n._(msg`Password reset request failed`); },

  get passwordReset() { return i18n._(msg`Your password has been successfully reset`); },
  get resetLinkInvalid() { return i18n._(msg`Reset link has expired or is invalid`); },
  get resetFailed() { return i18n._(msg`Password reset failed. Please try again.`); },
  get passwordsDiffer() { return i18n._(msg`Passwords do not match`); },
  get passwordTooShort() { return i18n._(msg`Password must be at least 8 characters`); },

  get activated() { return i18n._(msg`Your account has been successfully activated`); },
  get activationNotFound() { return i18n._(msg`User not found. The activation link may be invalid or expired.`); },
  get activationUnknown() { return i18n._(msg`Unknown error`); },
  get activationNoResponse() { return i18n._(msg`No server response. Please try again later.`); },
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
  const reason = apiMessage(error, AUTH_MESSAGES.activationUnknown);
  return i18n._(msg`Activation failed: ${reason}`);
}

/** The reset and profile forms' password rules; null when the pair is acceptable. */
export function passwordPairProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return AUTH_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
