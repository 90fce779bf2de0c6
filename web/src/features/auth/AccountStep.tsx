import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Dispatch, RefObject } from 'react';
import { EmailField, NewPasswordField, UsernameField } from '../../shared/account/AccountFields';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '../../shared/account/auth-messages';
import { browserHasWebAuthn } from '../../shared/account/passkeys';
import { PasswordStrengthMeter } from '../../shared/account/PasswordStrengthMeter';
import { ChoicesSummary } from './ChoicesSummary';
import { GoogleButton } from './GoogleButton';
import type { WizardAction, WizardState } from './register-wizard';
import { StepHeading } from './StepHeading';

interface AccountStepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Set when this server offers Google sign-up. */
  googleClientId: string | null;
  onGoogleCredential: (token: string) => void;
}

/** Step 4: username, email and password, or Google; beside them what steps 1 to 3 chose. */
export function AccountStep({ state, dispatch, headingRef, googleClientId, onGoogleCredential }: AccountStepProps) {
  const { t } = useLingui();
  const { google, passkey } = state;
  const googleEmail = google?.email;
  const passkeysPossible = browserHasWebAuthn();
  return (
    <div className="wizard__account-layout">
      <div className="wizard__account">
        <StepHeading headingRef={headingRef}><Trans>Your account</Trans></StepHeading>
        {googleClientId && !google && (
          <div className="auth-alternative auth-alternative--top">
            <GoogleButton
              clientId={googleClientId}
              text="signup_with"
              onCredential={onGoogleCredential}
              onFailure={() => dispatch({ type: 'googleFailed', error: AUTH_MESSAGES.googleRegisterFailed })}
            />
            <p className="auth-divider"><span><Trans>or use your email</Trans></span></p>
          </div>
        )}
        {google && (
          <div className="wizard__google-note">
            <p><Trans>Signing up with Google as <strong translate="no">{googleEmail}</strong>. No password needed.</Trans></p>
            <button type="button" className="link-button" onClick={() => dispatch({ type: 'dropGoogle' })}>
              <Trans>Use an email and password instead</Trans>
            </button>
          </div>
        )}
        <div className="form-stack">
          <UsernameField
            id="register-username"
            value={state.username}
            onChange={(value) => dispatch({ type: 'editField', field: 'username', value })}
          />
          <EmailField
            id="register-email"
            readOnly={google !== null}
            value={state.email}
            onChange={(value) => dispatch({ type: 'editField', field: 'email', value })}
          />
          {!google && !passkey && (
            <>
              <NewPasswordField
                id="register-password"
                label={t`Password`}
                hint={<Plural value={MIN_PASSWORD_LENGTH} one="At least # character." other="At least # characters." />}
                required
                value={state.password}
                onChange={(value) => dispatch({ type: 'editField', field: 'password', value })}
              />
              <PasswordStrengthMeter id="register-password-strength" password={state.password} related={[state.email, state.username]} />
            </>
          )}
          {!google && passkey && (
            <p className="wizard__passkey-note" id="register-passkey-note">
              <Trans>
                No password needed: when you press Register, your browser asks to create a passkey for Cairn
                on this device (your fingerprint, face or screen lock). You still activate the account from
                the email we send.
              </Trans>
            </p>
          )}
          {!google && passkeysPossible && (
            <button
              type="button"
              className="link-button wizard__passkey-toggle"
              onClick={() => dispatch({ type: 'usePasskey', passkey: !passkey })}
            >
              {passkey ? <Trans>Use a password instead</Trans> : <Trans>Use a passkey instead</Trans>}
            </button>
          )}
        </div>
      </div>
      <ChoicesSummary focusArea={state.focusArea} challenges={state.challenges} />
    </div>
  );
}
