import { useLingui } from '@lingui/react/macro';
import { PercentBar } from '../../ui/PercentBar';
import { LAST_STEP, REGISTER_STEPS } from './register-wizard';

/** 'Step 2 of 4 · Challenges' over a bar that fills step by step. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useLingui();
  const stepName = t(REGISTER_STEPS[step - 1]);
  const last = LAST_STEP;
  const stepText = t`Step ${step} of ${last}`;
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__meta">
        <span className="wizard-progress__step">{stepText}</span>
        <span>{stepName}</span>
      </p>
      <PercentBar
        block="wizard-progress"
        role="progressbar"
        label={t`Registration progress`}
        percent={(step / LAST_STEP) * 100}
        range={{ now: step, min: 1, max: LAST_STEP, text: t`${stepText}: ${stepName}` }}
      />
    </div>
  );
}
