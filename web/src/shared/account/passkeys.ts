import { msg } from '@lingui/core/macro';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { i18n } from '../../ui/i18n/i18n';

/**
 * The browser side of passkeys: @simplewebauthn/browser, loaded on first use (a dynamic import)
 * so pages that never touch a passkey do not carry it.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** True where this browser can make and use passkeys at all. */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Runs the browser's registration with the server's options (JSON text): the answer as JSON text. */
export async function createPasskey(optionsJson: string): Promise<string> {
  const { startRegistration } = await loadWebAuthn();
  return JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) }));
}

/** Runs the browser's sign-in (or confirmation) with the server's options: the answer as JSON text. */
export async function answerWithPasskey(optionsJson: string, autofill = false): Promise<string> {
  const { startAuthentication } = await loadWebAuthn();
  return JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson), useBrowserAutofill: autofill }));
}

/** The passkey texts, in the active locale. */
export const PASSKEY_TEXTS = {
  get cancelled() { return i18n._(msg`No passkey was used. Try again when you are ready.`); },
  get alreadyAdded() { return i18n._(msg`This device already has a passkey for your account.`); },
  get unsupported() { return i18n._(msg`This browser cannot use passkeys. Sign in with your password instead.`); },
  get failed() { return i18n._(msg`Something went wrong with the passkey. Please try again.`); },
} as const;

/** True when the user closed the browser's passkey prompt, or another ceremony replaced it. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** A passkey failure in plain words: the browser's (cancelled, already there) or the server's message. */
export function passkeyMessage(error: unknown, fallback: string = PASSKEY_TEXTS.failed): string {
  if (passkeyCancelled(error)) return PASSKEY_TEXTS.cancelled;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || (error as { name?: string } | null)?.name === 'InvalidStateError') return PASSKEY_TEXTS.alreadyAdded;
  if (describeApiError(error).kind === 'api') return apiMessage(error, fallback);
  return fallback;
}
