import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { RegisterDocument, ValidateGoogleTokenDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { categoryLabel, type GoalCategory } from '../../ui/categories';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { Notice } from '../../ui/Notice';
import { EmailField, NewPasswordField, UsernameField } from '../../shared/account/AccountFields';
import { AuthCard, AuthDoneCard } from './AuthCard';
import { AUTH_MESSAGES, googleRegisterMessage, MIN_PASSWORD_LENGTH, registerMessage } from '../../shared/account/auth-messages';
import { GoogleButton } from './GoogleButton';
import { ChallengeChoices, FocusAreaChoices } from '../../shared/account/ProfileChoices';
import { useGoogleClientId } from './useGoogleClientId';
import { useMe } from '../../shared/session/useMe';

const STEPS = ['Focus area', 'Challenges', 'Plan', 'Account'] as const;
const LAST_STEP = STEPS.length;

/** A Google sign-up validated by the server: the address is Google's, no password needed. */
interface GoogleSignUp {
  token: string;
  email: string;
}

/** /register: the 4-step registration wizard (SPEC §2, §4 Registration wizard, §8 Register). */
export function RegisterPage() {
  const { me } = useMe();
  const googleClientId = useGoogleClientId();
  const [register] = useMutation(RegisterDocument);
  const [validateGoogleToken] = useMutation(ValidateGoogleTokenDocument);

  const [step, setStep] = useState(1);
  const [focusArea, setFocusArea] = useState<GoalCategory | null>(null);
  const [challenges, setChallenges] = useState<string[]>([]);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [google, setGoogle] = useState<GoogleSignUp | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'checking-google' | 'submitting' | 'registered'>('editing');

  // A new step moves focus to its heading, but only after a Back or Next, never on arrival.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusStepHeading = useRef(false);
  useEffect(() => {
    if (!focusStepHeading.current) return;
    focusStepHeading.current = false;
    stepHeading.current?.focus();
  }, [step]);

  if (me && status === 'editing') return <Navigate to="/home" replace />;

  const goTo = (next: number) => {
    setError(null);
    focusStepHeading.current = true;
    setStep(next);
  };

  const stepProblem = (): string | null => {
    if (step === 1 && !focusArea) return AUTH_MESSAGES.focusAreaRequired;
    if (step === 2 && challenges.length === 0) return AUTH_MESSAGES.challengeRequired;
    return null;
  };

  const submit = async () => {
    if (!username.trim()) return setError('Username is required');
    if (!google && password.length < MIN_PASSWORD_LENGTH) return setError(AUTH_MESSAGES.passwordTooShort);
    setError(null);
    setStatus('submitting');
    try {
      await register({
        variables: {
          input: {
            focusAreas: focusArea ? [focusArea] : [],
            challenges,
            username: username.trim(),
            email: email.trim(),
            password: google ? undefined : password,
            googleToken: google?.token,
            goalsLevel: 'free',
          },
        },
      });
      setStatus('registered');
    } catch (failure) {
      setError(registerMessage(failure));
      setStatus('editing');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    if (step < LAST_STEP) {
      const problem = stepProblem();
      if (problem) setError(problem);
      else goTo(step + 1);
      return;
    }
    void submit();
  };

  const onGoogleCredential = async (token: string) => {
    setError(null);
    setStatus('checking-google');
    try {
      const { data } = await validateGoogleToken({ variables: { token } });
      if (!data) throw new Error('validateGoogleToken answered without data');
      const profile = data.validateGoogleToken;
      setGoogle({ token, email: profile.email });
      setEmail(profile.email);
      setUsername((current) => current || profile.name);
      setStatus('editing');
      if (step !== LAST_STEP) goTo(LAST_STEP);
    } catch (failure) {
      setError(googleRegisterMessage(failure));
      setStatus('editing');
    }
  };

  if (status === 'registered') {
    return (
      <AuthDoneCard
        documentTitle="Register"
        title={google ? 'You are all set' : 'Check your email'}
        message={google ? AUTH_MESSAGES.registerGoogleSuccess : AUTH_MESSAGES.registerSuccess}
        footer={<p>Already activated? <Link to="/login">Log in</Link></p>}
      >
        {!google && (
          <p className="auth-card__text">
            We sent the link to <strong>{email.trim()}</strong>. It works once and expires in 48 hours.
          </p>
        )}
      </AuthDoneCard>
    );
  }

  const busy = status !== 'editing';
  const stepName = STEPS[step - 1];
  return (
    <AuthCard
      documentTitle="Register"
      title="Create your account"
      lead="Four quick steps, and your first goal is waiting."
      width="wide"
      footer={<p>Already have an account? <Link to="/login">Log in</Link></p>}
    >
      <div className="wizard-progress">
        <p className="wizard-progress__meta">
          <span className="wizard-progress__step">{`Step ${step} of ${LAST_STEP}`}</span>
          <span>{stepName}</span>
        </p>
        <div
          className="wizard-progress__track"
          role="progressbar"
          aria-label="Registration progress"
          aria-valuemin={1}
          aria-valuemax={LAST_STEP}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${LAST_STEP}: ${stepName}`}
        >
          <span className="wizard-progress__fill" style={{ width: `${(step / LAST_STEP) * 100}%` }} />
        </div>
      </div>

      <form className="wizard" onSubmit={onSubmit}>
        {step === 1 && (
          <FocusAreaChoices
            legend={<StepHeading headingRef={stepHeading}>Which area of life do you want to focus on?</StepHeading>}
            value={focusArea}
            onChange={(area) => {
              setFocusArea(area);
              setError(null);
            }}
          />
        )}
        {step === 2 && (
          <ChallengeChoices
            legend={<StepHeading headingRef={stepHeading} hint="Pick all that apply. Your daily motivation will speak to them.">What gets in your way?</StepHeading>}
            mode="multiple"
            selected={challenges}
            onChange={(next) => {
              setChallenges(next);
              setError(null);
            }}
          />
        )}
        {step === 3 && <PlanStep headingRef={stepHeading} />}
        {step === 4 && (
          <div className="wizard__account-layout">
            <div className="wizard__account">
              <StepHeading headingRef={stepHeading}>Your account</StepHeading>
              {googleClientId && !google && (
                <div className="auth-alternative auth-alternative--top">
                  <GoogleButton
                    clientId={googleClientId}
                    text="signup_with"
                    onCredential={onGoogleCredential}
                    onFailure={() => setError(AUTH_MESSAGES.googleRegisterFailed)}
                  />
                  <p className="auth-divider"><span>or use your email</span></p>
                </div>
              )}
              {google && (
                <div className="wizard__google-note">
                  <p>Signing up with Google as <strong>{google.email}</strong>. No password needed.</p>
                  <button type="button" className="link-button" onClick={() => setGoogle(null)}>
                    Use an email and password instead
                  </button>
                </div>
              )}
              <div className="form-stack">
                <UsernameField id="register-username" value={username} onChange={setUsername} />
                <EmailField id="register-email" readOnly={google !== null} value={email} onChange={setEmail} />
                {!google && (
                  <NewPasswordField
                    id="register-password"
                    label="Password"
                    hint={<>At least {MIN_PASSWORD_LENGTH} characters.</>}
                    required
                    value={password}
                    onChange={setPassword}
                  />
                )}
              </div>
            </div>
            <ChoicesSummary focusArea={focusArea} challenges={challenges} />
          </div>
        )}

        {error && <Notice key={error} tone="error"><p>{error}</p></Notice>}

        <div className="wizard__nav">
          {step > 1 && (
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => goTo(step - 1)}>
              Back
            </button>
          )}
          {step < LAST_STEP ? (
            <button type="submit" className="btn btn--primary wizard__next" disabled={busy}>Next</button>
          ) : (
            <BusyButton
              type="submit"
              className="btn btn--primary wizard__next"
              busy={status === 'submitting'}
              disabled={busy}
              label="Register"
              busyLabel="Registering..."
            />
          )}
        </div>
      </form>
    </AuthCard>
  );
}

function StepHeading({ headingRef, hint, children }: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <span className="wizard__heading">
      <h2 ref={headingRef} tabIndex={-1}>{children}</h2>
      {hint && <span className="wizard__hint">{hint}</span>}
    </span>
  );
}

/** Step 4's reminder of what steps 1 to 3 chose. */
function ChoicesSummary({ focusArea, challenges }: { focusArea: GoalCategory | null; challenges: string[] }) {
  return (
    <aside className="wizard__summary" aria-labelledby="wizard-summary-title">
      <h3 id="wizard-summary-title" className="wizard__summary-title">Your choices</h3>
      <dl className="wizard__summary-list">
        <div>
          <dt>Focus area</dt>
          <dd>{focusArea ? categoryLabel(focusArea) : '-'}</dd>
        </div>
        <div>
          <dt>Challenges</dt>
          <dd>{challenges.join(', ') || '-'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>Free</dd>
        </div>
      </dl>
    </aside>
  );
}

const FREE_FEATURES = ['5 goals', '5 habits', '10 tasks', 'One week of trends'];
const PREMIUM_FEATURES = ['Unlimited goals', 'Unlimited habits and tasks', 'All trends'];

/** Step 3: Free is the only plan open for now; Premium is shown, marked Coming Soon. */
function PlanStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <fieldset className="choice-fieldset">
      <legend><StepHeading headingRef={headingRef} hint="You can change plans later.">Choose your plan</StepHeading></legend>
      <ul className="choice-grid choice-grid--wide">
        <li>
          <ChoiceCard
            type="radio"
            name="plan"
            value="free"
            label="Free"
            hint={<PlanDetails price="$0" features={FREE_FEATURES} />}
            checked
            onChange={() => undefined}
          />
        </li>
        <li>
          <ChoiceCard
            type="radio"
            name="plan"
            value="premium"
            label="Premium"
            badge="Coming Soon"
            hint={<PlanDetails price="$2.99" features={PREMIUM_FEATURES} />}
            checked={false}
            disabled
            onChange={() => undefined}
          />
        </li>
      </ul>
    </fieldset>
  );
}

function PlanDetails({ price, features }: { price: string; features: string[] }) {
  return (
    <span className="plan-details">
      <span className="plan-details__price">{price}<span className="plan-details__period">/mo</span></span>
      {features.map((feature) => <span key={feature} className="plan-details__feature">{feature}</span>)}
    </span>
  );
}
