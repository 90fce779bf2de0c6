import { categoryLabel, type GoalCategory } from '../../ui/categories';
import { REGISTER_TEXTS } from './auth-texts';

/** Step 4's reminder of what steps 1 to 3 chose. */
export function ChoicesSummary({ focusArea, challenges }: { focusArea: GoalCategory | null; challenges: string[] }) {
  return (
    <aside className="wizard__summary" aria-labelledby="wizard-summary-title">
      <h3 id="wizard-summary-title" className="wizard__summary-title">{REGISTER_TEXTS.summaryTitle}</h3>
      <dl className="wizard__summary-list">
        <div>
          <dt>{REGISTER_TEXTS.summaryFocusArea}</dt>
          <dd>{focusArea ? categoryLabel(focusArea) : '-'}</dd>
        </div>
        <div>
          <dt>{REGISTER_TEXTS.summaryChallenges}</dt>
          <dd>{challenges.join(', ') || '-'}</dd>
        </div>
        <div>
          <dt>{REGISTER_TEXTS.summaryPlan}</dt>
          <dd>{REGISTER_TEXTS.freePlan}</dd>
        </div>
      </dl>
    </aside>
  );
}
