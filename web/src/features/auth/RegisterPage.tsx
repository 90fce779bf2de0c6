import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PasskeySignUpOptionsDocument, RegisterDocument, RegisterWithPasskeyDocument, ValidateGoogleTokenDocument } from '../../gql/graphql';
import { createPasskey, passkeyMessage } from '../../shared/account/passkeys';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { AUTH_MESSAGES, googleRegisterMessage, registerMessage } from '../../shared/account/auth-messages';
import { ChallengeChoices, FocusAreaChoices } from '../../shared/account/ProfileChoices';
import { useMe } from '../../shared/session/useMe';
import { AccountStep } from './AccountStep';
import { AuthCard, AuthDoneCard } from './AuthCard';
import { PlanStep } from './PlanStep';
import { RegisterLanguageField } from './RegisterLanguageField';
import { INITIAL_WIZARD, LAST_STEP, registerInput, stepProblem, wizardReducer } from './register-wizard';
import { StepHeading } from './StepHeading';
import { useGoogleClientId } from './useGoogleClientId';
import { WizardProgress } from './WizardProgress';

/** /register: the 4-step registration wizard (SPEC §2, §4 Registration wizard, §8 Register). */
export function RegisterPage() {
  const { t } = useLingui();
  const { me } = useMe();
  const googleClientId = useGoogleClientId();
  const [register] = useMutation(RegisterDocument);
  const [validateGoogleToken] = useMutation(ValidateGoogleTokenDocument);
  const [passkeySignUpOptions] = useMutation(PasskeySignUpOptionsDocument);
  const [registerWithPasskey] = useMutation(RegisterWithPasskeyDocument);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const { step, status, google, error } = state;

  // A new step moves focus to its heading, but only after a Back, Next or Google, never on arrival.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  if (me && status === 'editing') return <Navigate to="/home" replace />;

  const submitWithPasskey = async () => {
    try {
      const { data } = await passkeySignUpOptions({ variables: { input: registerInput(state) } });
      if (!data) throw new Error('passkeySignUpOptions answered without data');
      const response = await createPasskey(data.passkeySignUpOptions);
      await registerWithPasskey({ variables: { response } });
      dispatch({ type: 'registered' });
    } catch (failure) {
      dispatch({ type: 'registerFailed', error: passkeyMessage(failure, t`The passkey could not be created. Please try again, or use a password instead.`) });
    }
  };

  const submit = async () => {
    if (state.passkey) return submitWithPasskey();
    try {
      await register({ variables: { input: registerInput(state) } });
      dispatch({ type: 'registered' });
    } catch (failure) {
      dispatch({ type: 'registerFailed', error: registerMessage(failure) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    dispatch({ type: 'next' });
    if (step === LAST_STEP && !stepProblem(state)) void submit();
  };

  const onGoogleCredential = async (token: string) => {
    dispatch({ type: 'googleChecking' });
    try {
      const { data } = await validateGoogleToken({ variables: { token } });
      if (!data) throw new Error('validateGoogleToken answered without data');
      const profile = data.validateGoogleToken;
      dispatch({ type: 'googleValidated', token, email: profile.email, name: profile.name });
    } catch (failure) {
      dispatch({ type: 'googleFailed', error: googleRegisterMessage(failure) });
    }
  };

  const documentTitle = t`Register`;
  if (status === 'registered') {
    const email = state.email.trim();
    return (
      <AuthDoneCard
        documentTitle={documentTitle}
        title={google ? <Trans>You are all set</Trans> : <Trans>Check your email</Trans>}
        message={google ? AUTH_MESSAGES.registerGoogleSuccess : AUTH_MESSAGES.registerSuccess}
        footer={<p><Trans>Already activated? <Link to="/login">Log in</Link></Trans></p>}
      >
        {!google && (
          <p className="auth-card__text">
            <Trans>We sent the link to <strong translate="no">{email}</strong>. It works once and expires in 48 hours.</Trans>
          </p>
        )}
      </AuthDoneCard>
    );
  }

  const busy = status !== 'editing';
  return (
    <AuthCard
      documentTitle={documentTitle}
      title={<Trans>Create your account</Trans>}
      lead={<Trans>Four quick steps, and your first goal is waiting.</Trans>}
      width="wide"
      footer={<p><Trans>Already have an account? <Link to="/login">Log in</Link></Trans></p>}
    >
      <RegisterLanguageField />
      <WizardProgress step={step} />

      <form className="wizard" onSubmit={onSubmit}>
        {step === 1 && (
          <FocusAreaChoices
            legend={<StepHeading headingRef={stepHeading}><Trans>Which area of life do you want to focus on?</Trans></StepHeading>}
            value={state.focusArea}
            onChange={(focusArea) => dispatch({ type: 'chooseFocusArea', focusArea })}
          />
        )}
        {step === 2 && (
          <ChallengeChoices
            legend={
              <StepHeading headingRef={stepHeading} hint={<Trans>Pick all that apply. Your daily motivation will speak to them.</Trans>}>
                <Trans>What gets in your way?</Trans>
              </StepHeading>
            }
            mode="multiple"
            selected={state.challenges}
            onChange={(challenges) => dispatch({ type: 'chooseChallenges', challenges })}
          />
        )}
        {step === 3 && <PlanStep headingRef={stepHeading} />}
        {step === LAST_STEP && (
          <AccountStep
            state={state}
            dispatch={dispatch}
            headingRef={stepHeading}
            googleClientId={googleClientId}
            onGoogleCredential={(token) => void onGoogleCredential(token)}
          />
        )}

        {error && <Notice key={error} tone="error"><p>{error}</p></Notice>}

        <div className="wizard__nav">
          {step > 1 && (
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => dispatch({ type: 'back' })}>
              <Trans>Back</Trans>
            </button>
          )}
          {step < LAST_STEP ? (
            <button type="submit" className="btn btn--primary wizard__next" disabled={busy}><Trans>Next</Trans></button>
          ) : (
            <BusyButton
              type="submit"
              className="btn btn--primary wizard__next"
              busy={status === 'submitting'}
              disabled={busy}
              label={t`Register`}
              busyLabel={state.passkey ? t`Creating passkey...` : t`Registering...`}
            />
          )}
        </div>
      </form>
    </AuthCard>
  );
}
