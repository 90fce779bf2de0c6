import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  title: msg`Two-step sign-in`,
  lead: msg`After your password, Cairn asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.`,
  loadFailed: msg`Could not load your two-step sign-in.`,
  failed: msg`Something went wrong. Please try again.`,
  on: msg`Two-step sign-in is on.`,
  codesSaved: msg`Save these recovery codes somewhere safe. Each works once, in place of a code from the app. They will not be shown again.`,
  turnedOff: msg`Two-step sign-in is off.`,
} as const;

type Setup = BeginTwoStepSetupMutation['beginTwoStepSetup'];

/** Profile: turn two-step sign-in on (QR code, then a typed code), get new recovery codes, turn it off. */
export function TwoStepSection() {
  const ids = useId();
  const { t } = useLingui();
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
    if (!(failure instanceof ReauthCancelled)) report('error', apiMessage(failure, t(TWO_STEP_TEXTS.failed)));
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
      report('success', t(TWO_STEP_TEXTS.on));
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
      report('success', t(TWO_STEP_TEXTS.turnedOff));
      await refetch();
    } catch (failure) {
      fail(failure);
    }
  };

  let body;
  if (error && !data) {
    body = <RetryNotice onRetry={() => refetch()}><p>{t(TWO_STEP_TEXTS.loadFailed)}</p></RetryNotice>;
  } else if (!data) {
    body = <SkeletonLines variant="rows" lines={2} label={t`Loading two-step sign-in…`} />;
  } else if (setup) {
    body = (
      <form onSubmit={onEnable} noValidate aria-label={t`Set up two-step sign-in`}>
        <ol className="form-stack">
          <li>
            <p><Trans>Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</Trans></p>
            <img className="security__qr" src={setup.qrCodeDataUrl} alt={t`QR code for your authenticator app`} width={200} height={200} />
            <p>
              <Trans>
                Can&apos;t scan it? Type this key into the app instead: <code className="security__secret" data-testid="two-step-secret" translate="no">{setup.secret}</code>
              </Trans>
            </p>
          </li>
          <li>
            <TextField
              id={`${ids}-code`}
              label={t`The 6-digit code the app shows`}
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
              <Trans>Also sign out my other devices</Trans>
            </label>
          </li>
        </ol>
        <div className="profile-section__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setSetup(null)} disabled={enabling}><Trans>Cancel</Trans></button>
          <BusyButton type="submit" className="btn btn--primary" busy={enabling} label={t`Turn On`} busyLabel={t`Checking...`} />
        </div>
      </form>
    );
  } else if (data.twoStepStatus.enabled) {
    body = (
      <>
        <p className="profile-section__text">
          <Trans>Two-step sign-in is on. Recovery codes left: <strong>{data.twoStepStatus.recoveryCodesLeft}</strong>.</Trans>
        </p>
        <div className="profile-section__actions">
          <BusyButton type="button" className="btn btn--secondary" busy={regenerating} label={t`New Recovery Codes`} busyLabel={t`Making codes...`} onClick={onRegenerate} />
          <BusyButton type="button" className="btn btn--danger-outline" busy={disabling} label={t`Turn Off`} busyLabel={t`Turning off...`} onClick={onDisable} />
        </div>
      </>
    );
  } else {
    body = (
      <div className="profile-section__actions">
        <BusyButton type="button" className="btn btn--primary" busy={beginning} label={t`Set Up Two-Step Sign-In`} busyLabel={t`Starting...`} onClick={onBegin} />
      </div>
    );
  }

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{t(TWO_STEP_TEXTS.title)}</h2>
      <p className="profile-section__text">{t(TWO_STEP_TEXTS.lead)}</p>
      {codes && (
        <div>
          <p id={`${ids}-codes`}><strong>{t(TWO_STEP_TEXTS.codesSaved)}</strong></p>
          <ul className="security__codes" aria-labelledby={`${ids}-codes`} data-testid="recovery-codes">
            {codes.map((recovery) => <li key={recovery} translate="no">{recovery}</li>)}
          </ul>
          <button type="button" className="btn btn--secondary" onClick={() => setCodes(null)}><Trans>I Have Saved Them</Trans></button>
        </div>
      )}
      {body}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
      {dialog}
    </section>
  );
}
