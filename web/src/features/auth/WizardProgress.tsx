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
      <div
        className="wizard-progress__track"
        role="progressbar"
        aria-label={REGISTER_TEXTS.progressLabel}
        aria-valuemin={1}
        aria-valuemax={LAST_STEP}
        aria-valuenow={step}
        aria-valuetext={`${stepText}: ${stepName}`}
      >
        <span className="wizard-progress__fill" style={{ width: `${(step / LAST_STEP) * 100}%` }} />
      </div>
    </div>
  );
}
