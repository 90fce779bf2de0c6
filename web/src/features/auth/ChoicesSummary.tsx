import { Trans, useLingui } from '@lingui/react/macro';
import { categoryLabel, type GoalCategory } from '../../ui/categories';
import { listText } from '../../ui/i18n/format';
import { PLAN_NAMES } from '../../shared/plans/plan-offers';

/** Step 4's reminder of what steps 1 to 3 chose. */
export function ChoicesSummary({ focusArea, challenges }: { focusArea: GoalCategory | null; challenges: string[] }) {
  const { t } = useLingui();
  return (
    <aside className="wizard__summary" aria-labelledby="wizard-summary-title">
      <h3 id="wizard-summary-title" className="wizard__summary-title"><Trans>Your choices</Trans></h3>
      <dl className="wizard__summary-list">
        <div>
          <dt><Trans>Focus area</Trans></dt>
          <dd>{focusArea ? categoryLabel(focusArea) : '-'}</dd>
        </div>
        <div>
          <dt><Trans>Challenges</Trans></dt>
          <dd>{challenges.length > 0 ? listText(challenges, 'unit') : '-'}</dd>
        </div>
        <div>
          <dt><Trans>Plan</Trans></dt>
          <dd>{t(PLAN_NAMES.FREE)}</dd>
        </div>
      </dl>
    </aside>
  );
}
