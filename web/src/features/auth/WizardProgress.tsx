import { PercentBar } from '../../ui/PercentBar';
import { REGISTER_TEXTS } from './auth-texts';
import { LAST_STEP, REGISTER_STEPS } from './register-wizard';

/** 'Step 2 of 4 · Challenges' over a bar that fills step by step. */
export function WizardProgress({ step }: { step: number }) {
  const stepName = REGISTER_STEPS[step - 1];
  const stepText = REGISTER_TEXTS.stepOf(step, LAST_STEP);
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__meta">
        <span className="wizard-progress__step">{stepText}</span>
        <span>{stepName}</span>
      </p>
      <PercentBar
        block="wizard-progress"
        role="progressbar"
        label={REGISTER_TEXTS.progressLabel}
        percent={(step / LAST_STEP) * 100}
        range={{ now: step, min: 1, max: LAST_STEP, text: `${stepText}: ${stepName}` }}
      />
    </div>
  );
}
