import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  CompleteSecondStepDocument, LoginDocument, LoginWithGoogleDocument, PasskeySignInOptionsDocument, ResendActivationDocument, SignInWithPasskeyDocument,
} from '../../gql/graphql';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { answerWithPasskey, browserHasWebAuthn, loadWebAuthn, passkeyMessage } from '../../shared/account/passkeys';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import { CheckoutFailedError, PAYMENT_FAILED_MESSAGE } from '../../shared/session/checkout';
import { EmailField } from '../../shared/account/AccountFields';
import { AuthCard } from './AuthCard';
import {
  AUTH_MESSAGES, googleLoginMessage, loginFailure, resendActivationMessage, type LoginFailure,
} from '../../shared/account/auth-messages';
import { GoogleButton } from './GoogleButton';
import { destinationAfterLogin, useCompleteSignIn } from '../../shared/session/session';
import { forgetUser } from '../../shared/session/stored-user';
import { useGoogleClientId } from './useGoogleClientId';
import { useMe } from '../../shared/session/useMe';

/** The API answered a right password (or Google sign-in) with "now the second step" (issue 30). */
const asksSecondStep = (error: unknown) => {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.reason === 'SECOND_STEP_REQUIRED';
};

/** /login (SPEC §2 Login, §8 Login). */
export function LoginPage() {
  const { t } = useLingui();
  /** paymentRequired, and the checkout could not start (SPEC §8 Login). */
  const paymentFailure: LoginFailure = { kind: 'message', text: t(PAYMENT_FAILED_MESSAGE) };
  const { me } = useMe();
  const location = useLocation();
  const googleClientId = useGoogleClientId();
  const completeSignIn = useCompleteSignIn();
  const [login] = useMutation(LoginDocument);
  const [loginWithGoogle] = useMutation(LoginWithGoogleDocument);
  const [passkeySignInOptions] = useMutation(PasskeySignInOptionsDocument);
  const [signInWithPasskey] = useMutation(SignInWithPasskeyDocument);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'google' | 'passkey' | null>(null);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [secondStep, setSecondStep] = useState(false);
  const passkeys = browserHasWebAuthn();

  /** Asks the server for options and the browser for a passkey: its answer. */
  const passkeyAnswer = async (autofill: boolean): Promise<string> => {
    const { data } = await passkeySignInOptions();
    if (!data) throw new Error('passkeySignInOptions answered without data');
    return answerWithPasskey(data.passkeySignInOptions, autofill);
  };

  /** Signs in with the passkey's answer. */
  const finishPasskeySignIn = async (response: string) => {
    forgetUser();
    setFailure(null);
    setBusy('passkey');
    const signedIn = await signInWithPasskey({ variables: { response } });
    if (!signedIn.data) throw new Error('signInWithPasskey answered without data');
    await completeSignIn(signedIn.data.signInWithPasskey);
  };

  const passkeyFailed = (error: unknown) => {
    setBusy(null);
    if (error instanceof CheckoutFailedError) return setFailure(paymentFailure);
    const reason = loginFailure(error, '');
    // Not activated yet: the notice offers a new link, for the address typed (if any).
    if (reason.kind === 'not-activated') return setFailure({ ...reason, email: email.trim() });
    setFailure({ kind: 'message', text: passkeyMessage(error) });
  };

  // Conditional UI: where the browser offers passkeys in the email field's autofill, it waits
  // for one from the moment the page opens; a button press or leaving the page cancels it. Until
  // the user picks a passkey nothing is shown: only the sign-in with the one picked can fail aloud.
  useEffect(() => {
    if (!passkeys || me) return;
    let active = true;
    void (async () => {
      let response: string;
      try {
        const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
        if (!active || !(await browserSupportsWebAuthnAutofill())) return;
        response = await passkeyAnswer(true);
      } catch {
        return;
      }
      if (!active) return;
      try {
        await finishPasskeySignIn(response);
      } catch (error) {
        passkeyFailed(error);
      }
    })();
    return () => {
      active = false;
      void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony()).catch(() => undefined);
    };
    // Once per visit to the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPasskey = async () => {
    if (busy) return;
    setFailure(null);
    setBusy('passkey');
    try {
      await finishPasskeySignIn(await passkeyAnswer(false));
    } catch (error) {
      passkeyFailed(error);
    }
  };

  // Already signed in (and not in the middle of signing in here): nothing to do on this page.
  if (me && !busy) return <Navigate to={destinationAfterLogin(location.state)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // SPEC §4: starting a login clears the stored user; a successful one stores it again.
    forgetUser();
    setFailure(null);
    setBusy('password');
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('login answered without data');
      await completeSignIn(data.login);
    } catch (error) {
      if (asksSecondStep(error)) setSecondStep(true);
      else setFailure(error instanceof CheckoutFailedError ? paymentFailure : loginFailure(error, email.trim()));
      setBusy(null);
    }
  };

  const onGoogleCredential = async (token: string) => {
    if (busy) return;
    forgetUser();
    setFailure(null);
    setBusy('google');
    try {
      const { data } = await loginWithGoogle({ variables: { token } });
      if (!data) throw new Error('loginWithGoogle answered without data');
      await completeSignIn(data.loginWithGoogle);
    } catch (error) {
      if (asksSecondStep(error)) setSecondStep(true);
      else setFailure(error instanceof CheckoutFailedError ? paymentFailure : { kind: 'message', text: googleLoginMessage(error) });
      setBusy(null);
    }
  };

  if (secondStep) {
    return (
      <SecondStepCard
        onBack={(expired) => {
          setSecondStep(false);
          setPassword('');
          setFailure(expired ? { kind: 'message', text: expired } : null);
        }}
      />
    );
  }

  return (
    <AuthCard
      documentTitle={t`Log In`}
      title={<Trans>Welcome back</Trans>}
      lead={<Trans>Sign in to pick up your goals, habits and tasks where you left them.</Trans>}
      footer={<p><Trans>New to Cairn? <Link to="/register">Create an account</Link></Trans></p>}
    >
      <form className="form-stack" onSubmit={onSubmit}>
        <EmailField id="login-email" value={email} onChange={setEmail} autoComplete={passkeys ? 'username webauthn' : 'username'} />
        <TextField
          id="login-password"
          label={t`Password`}
          labelAside={<Link to="/resetemail"><Trans>Forgot Password?</Trans></Link>}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />

        {failure && <LoginFailureNotice key={JSON.stringify(failure)} failure={failure} />}

        <BusyButton
          type="submit"
          className="btn btn--primary btn--large btn--block"
          busy={busy === 'password'}
          disabled={busy !== null}
          label={t`Sign In`}
          busyLabel={t`Signing in...`}
        />
      </form>

      {passkeys && (
        <div className="auth-alternative auth-passkey">
          <p className="auth-divider"><span><Trans>or</Trans></span></p>
          <BusyButton
            type="button"
            className="btn btn--secondary btn--large btn--block"
            busy={busy === 'passkey'}
            disabled={busy !== null}
            label={t`Sign in with a passkey`}
            busyLabel={t`Waiting for your passkey...`}
            onClick={() => void onPasskey()}
          />
        </div>
      )}

      {googleClientId && (
        <div className="auth-alternative">
          <p className="auth-divider"><span><Trans>or</Trans></span></p>
          <GoogleButton
            clientId={googleClientId}
            text="signin_with"
            onCredential={onGoogleCredential}
            onFailure={() => setFailure({ kind: 'message', text: AUTH_MESSAGES.googleSignInFailed })}
          />
          {busy === 'google' && <p className="auth-alternative__status" role="status"><Trans>Signing in...</Trans></p>}
        </div>
      )}
    </AuthCard>
  );
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code (each works once). */
function SecondStepCard({ onBack }: { onBack: (expiredMessage?: string) => void }) {
  const { t } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const [completeSecondStep] = useMutation(CompleteSecondStepDocument);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  // The password form is gone: the code field takes the focus.
  useEffect(() => document.getElementById('login-second-step')?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    clearProblem();
    setBusy(true);
    try {
      const { data } = await completeSecondStep({ variables: { code: code.trim() } });
      if (!data) throw new Error('completeSecondStep answered without data');
      await completeSignIn(data.completeSecondStep);
    } catch (error) {
      setBusy(false);
      const failure = describeApiError(error);
      if (failure.kind === 'api' && failure.reason === 'SECOND_STEP_EXPIRED') return onBack(failure.message);
      setCode('');
      report('error', error instanceof CheckoutFailedError ? t(PAYMENT_FAILED_MESSAGE) : apiMessage(error, t`Could not check the code. Please try again.`));
    }
  };

  return (
    <AuthCard
      documentTitle={t`Log In`}
      title={<Trans>Two-step sign-in</Trans>}
      lead={<Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>}
      footer={
        <p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onBack()}>
            <Trans>Sign in as someone else</Trans>
          </button>
        </p>
      }
    >
      <form className="form-stack" onSubmit={onSubmit}>
        <TextField
          id="login-second-step"
          label={t`Code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {problem && <Notice key={problem.at} tone="error"><p>{problem.text}</p></Notice>}
        <BusyButton type="submit" className="btn btn--primary btn--large btn--block" busy={busy} label={t`Verify`} busyLabel={t`Checking...`} />
      </form>
    </AuthCard>
  );
}

function LoginFailureNotice({ failure }: { failure: LoginFailure }) {
  switch (failure.kind) {
    case 'incorrect':
      return (
        <Notice tone="error">
          <p>{AUTH_MESSAGES.loginIncorrect}</p>
          <p><Trans>Forgot it? <Link to="/resetemail">Reset your password</Link></Trans></p>
        </Notice>
      );
    case 'not-activated':
      return <NotActivatedNotice message={failure.message} email={failure.email} />;
    case 'message':
      return <Notice tone="error"><p>{failure.text}</p></Notice>;
  }
}

/** The account exists but was never activated: offer a fresh activation link. */
function NotActivatedNotice({ message, email }: { message: string; email: string }) {
  const { t } = useLingui();
  const [resend, { loading }] = useMutation(ResendActivationDocument);
  const [outcome, report, clearOutcome] = useOutcome();

  const onResend = async () => {
    clearOutcome();
    try {
      await resend({ variables: { email } });
      report('success', AUTH_MESSAGES.activationResent);
    } catch (error) {
      report('error', resendActivationMessage(error));
    }
  };

  if (outcome?.tone === 'success') return <Notice key="sent" tone="success"><p>{outcome.text}</p></Notice>;
  return (
    <Notice tone="error">
      <p>{message}</p>
      {outcome && <p key={outcome.at} className="notice__detail">{outcome.text}</p>}
      <div className="notice__actions">
        <BusyButton
          type="button"
          className="btn btn--secondary"
          busy={loading}
          label={t`Resend activation email`}
          busyLabel={t`Sending...`}
          onClick={onResend}
        />
      </div>
    </Notice>
  );
}
