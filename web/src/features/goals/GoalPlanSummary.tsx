import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { GoalCard_GoalFragment } from '../../gql/graphql';
import type { FromGoalState } from '../../shared/collection/AddItemFlow';
import { headlineOf } from '../../shared/item-names';
import { GoalProgressMeter, GoalTargetDate, NextMilestone } from '../../shared/goal-plan/GoalPlanParts';
import { PLAN_TEXTS } from '../../shared/goal-plan/plan-texts';
import { formatPercent } from '../../ui/i18n/format';

interface GoalPlanSummaryProps {
  goal: GoalCard_GoalFragment;
  name: string;
  onEditPlan: () => void;
  onMarkComplete: () => void;
}

/**
 * A goal card's plan: its progress bar and the formula behind it in one line, the target date
 * (flagged once passed), the next milestone and the habits that serve it. When every milestone
 * is done, an offer to mark the goal Complete.
 */
export function GoalPlanSummary({ goal, name, onEditPlan, onMarkComplete }: GoalPlanSummaryProps) {
  const { progress } = goal;
  const navigate = useNavigate();
  const { t } = useLingui();
  const { milestonesDone, milestonesTotal } = progress;
  // The Habits page for this goal: AI suggestions picked for its plan, and each habit added there serves it.
  const findHabits = () => {
    const state: FromGoalState = { fromGoal: true, goalText: goal.item.text, goalCategory: goal.item.category, goalId: goal.id };
    navigate('/habits', { state });
  };
  return (
    <div className="goal-plan">
      <div className="goal-plan__progress">
        <div className="goal-plan__progress-head">
          <span className="goal-plan__label"><Trans>Progress</Trans></span>
          <span className="goal-plan__percent">{formatPercent(progress.percent / 100)}</span>
        </div>
        <GoalProgressMeter block="goal-plan" name={name} progress={progress} />
      </div>
      <dl className="goal-plan__facts">
        <div className="goal-plan__fact">
          <dt><Trans>Target date</Trans></dt>
          <dd><GoalTargetDate block="goal-plan" targetDate={goal.targetDate} overdue={progress.overdue} /></dd>
        </div>
        <div className="goal-plan__fact">
          <dt><Trans>Next milestone</Trans></dt>
          <dd>
            <NextMilestone block="goal-plan" progress={progress} />
            {milestonesTotal > 0 && <span className="goal-plan__aside"> <Trans>({milestonesDone} of {milestonesTotal} done)</Trans></span>}
          </dd>
        </div>
        <div className="goal-plan__fact">
          <dt><Trans>Habits</Trans></dt>
          <dd>
            {goal.habits.length ? (
              <ul className="goal-plan__habits" aria-label={t`Habits that serve ${name}`}>
                {goal.habits.map((habit) => <li key={habit.id} className="goal-chip" translate="no">{headlineOf(habit.item)}</li>)}
              </ul>
            ) : PLAN_TEXTS.noHabits}
          </dd>
        </div>
      </dl>
      {progress.offerComplete && (
        <div className="goal-plan__offer" role="status">
          <span>{PLAN_TEXTS.allDone}</span>
          <button type="button" className="btn btn--primary btn--small" onClick={onMarkComplete}><Trans>Mark Complete</Trans></button>
        </div>
      )}
      <div className="goal-plan__actions">
        <button type="button" className="btn btn--secondary btn--small" aria-label={t`Edit plan of ${name}`} onClick={onEditPlan}>
          <Trans>Edit plan</Trans>
        </button>
        <button type="button" className="btn btn--secondary btn--small" aria-label={t`Find habits for ${name}`} onClick={findHabits}>
          <Trans>Find habits</Trans>
        </button>
      </div>
    </div>
  );
}
