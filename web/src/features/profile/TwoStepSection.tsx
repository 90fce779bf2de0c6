import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import {
  BeginTwoStepSetupDocument, DisableTwoStepDocument, EnableTwoStepDocument, RegenerateRecoveryCodesDocument, TwoStepStatusDocument,
  type BeginTwoStepSetupMutation,
} from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import { ReauthCancelled, useConfirmIdentity } from './ConfirmIdentityDialog';
import './security.css';

export const TWO_STEP_TEXTS = {
  title: 'Two-step sign-in',
  lead: 'After your password, Cairn asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
  loadFailed: 'Could not load your two-step sign-in.',
  failed: 'Something went wrong. Please try again.',
  on: 'Two-step sign-in is on.',
  codesSaved: 'Save these recovery codes somewhere safe. Each works once, in place of a code from the app. They will not be shown again.',
  turnedOff: 'Two-step sign-in is off.',
} as const;

type Setup = BeginTwoStepSetupMutation['beginTwoStepSetup'];

/** Profile: turn two-step sign-in on (QR code, then a typed code), get new recovery codes, turn it off. */
export function TwoStepSection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(TwoStepStatusDocument);
  const [begin, { loading: beginning }] = useMutation(BeginTwoStepSetupDocument);
  const [enable, { loading: enabling }] = useMutation(EnableTwoStepDocument);
  const [regenerate, { loading: regenerating }] = useMutation(RegenerateRecoveryCodesDocument);
  const [disable, { loading: disabling }] = useMutation(DisableTwoStepDocument);
  const { withConfirmation, dialog } = useConfirmIdentity();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [outcome, report, clearOutcome] = useOutcome();

  const fail = (failure: unknown) => {
    if (!(failure instanceof ReauthCancelled)) report('error', apiMessage(failure, TWO_STEP_TEXTS.failed));
  };

  const onBegin = async () => {
    clearOutcome();
    setCodes(null);
    try {
      const result = await begin();
      setSetup(result.data?.beginTwoStepSetup ?? null);
      setCode('');
    } catch (failure) {
      fail(failure);
    }
  };

  const onEnable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabling) return;
    clearOutcome();
    try {
      const result = await enable({ variables: { code: code.trim(), signOutOthers } });
      setCodes(result.data?.enableTwoStep ?? []);
      setSetup(null);
      report('success', TWO_STEP_TEXTS.on);
      await refetch();
    } catch (failure) {
      fail(failure);
    }
  };

  const onRegenerate = async () => {
    clearOutcome();
    try {
      const result = await withConfirmation(() => regenerate());
      setCodes(result.data?.regenerateRecoveryCodes ?? []);
      await refetch();
    } catch (failure) {
      fail(failure);
    }
  };

  const onDisable = async () => {
    clearOutcome();
    setCodes(null);
    try {
      await withConfirmation(() => disable());
      report('success', TWO_STEP_TEXTS.turnedOff);
      await refetch();
    } catch (failure) {
      fail(failure);
    }
  };

  let body;
  if (error && !data) {
    body = <RetryNotice onRetry={() => refetch()}><p>{TWO_STEP_TEXTS.loadFailed}</p></RetryNotice>;
  } else if (!data) {
    body = <SkeletonLines variant="rows" lines={2} label="Loading two-step sign-in…" />;
  } else if (setup) {
    body = (
      <form onSubmit={onEnable} noValidate aria-label="Set up two-step sign-in">
        <ol className="form-stack">
          <li>
            <p>Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</p>
            <img className="security__qr" src={setup.qrCodeDataUrl} alt="QR code for your authenticator app" width={200} height={200} />
            <p>Can&apos;t scan it? Type this key into the app instead: <code className="security__secret" data-testid="two-step-secret">{setup.secret}</code></p>
          </li>
          <li>
            <TextField
              id={`${ids}-code`}
              label="The 6-digit code the app shows"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={8}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <label className="security__check">
              <input type="checkbox" className="checkbox" checked={signOutOthers} onChange={(event) => setSignOutOthers(event.target.checked)} />
              Also sign out my other devices
            </label>
          </li>
        </ol>
        <div className="profile-section__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setSetup(null)} disabled={enabling}>Cancel</button>
          <BusyButton type="submit" className="btn btn--primary" busy={enabling} label="Turn On" busyLabel="Checking..." />
        </div>
      </form>
    );
  } else if (data.twoStepStatus.enabled) {
    body = (
      <>
        <p className="profile-section__text">
          Two-step sign-in is on. Recovery codes left: <strong>{data.twoStepStatus.recoveryCodesLeft}</strong>.
        </p>
        <div className="profile-section__actions">
          <BusyButton type="button" className="btn btn--secondary" busy={regenerating} label="New Recovery Codes" busyLabel="Making codes..." onClick={onRegenerate} />
          <BusyButton type="button" className="btn btn--danger-outline" busy={disabling} label="Turn Off" busyLabel="Turning off..." onClick={onDisable} />
        </div>
      </>
    );
  } else {
    body = (
      <div className="profile-section__actions">
        <BusyButton type="button" className="btn btn--primary" busy={beginning} label="Set Up Two-Step Sign-In" busyLabel="Starting..." onClick={onBegin} />
      </div>
    );
  }

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{TWO_STEP_TEXTS.title}</h2>
      <p className="profile-section__text">{TWO_STEP_TEXTS.lead}</p>
      {codes && (
        <div>
          <p id={`${ids}-codes`}><strong>{TWO_STEP_TEXTS.codesSaved}</strong></p>
          <ul className="security__codes" aria-labelledby={`${ids}-codes`} data-testid="recovery-codes">
            {codes.map((recovery) => <li key={recovery}>{recovery}</li>)}
          </ul>
          <button type="button" className="btn btn--secondary" onClick={() => setCodes(null)}>I Have Saved Them</button>
        </div>
      )}
      {body}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
      {dialog}
    </section>
  );
}
