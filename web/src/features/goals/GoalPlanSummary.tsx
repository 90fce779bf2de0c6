import { useNavigate } from 'react-router-dom';
import type { GoalCard_GoalFragment } from '../../gql/graphql';
import type { FromGoalState } from '../../shared/collection/AddItemFlow';
import { headlineOf } from '../../shared/item-names';
import { GoalProgressMeter, GoalTargetDate, NextMilestone } from '../../shared/goal-plan/GoalPlanParts';
import { PLAN_TEXTS } from '../../shared/goal-plan/plan-texts';

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
  // The Habits page for this goal: AI suggestions picked for its plan, and each habit added there serves it.
  const findHabits = () => {
    const state: FromGoalState = { fromGoal: true, goalText: goal.item.text, goalCategory: goal.item.category, goalId: goal.id };
    navigate('/habits', { state });
  };
  return (
    <div className="goal-plan">
      <div className="goal-plan__progress">
        <div className="goal-plan__progress-head">
          <span className="goal-plan__label">Progress</span>
          <span className="goal-plan__percent">{progress.percent}%</span>
        </div>
        <GoalProgressMeter block="goal-plan" name={name} progress={progress} />
      </div>
      <dl className="goal-plan__facts">
        <div className="goal-plan__fact">
          <dt>Target date</dt>
          <dd><GoalTargetDate block="goal-plan" targetDate={goal.targetDate} overdue={progress.overdue} /></dd>
        </div>
        <div className="goal-plan__fact">
          <dt>Next milestone</dt>
          <dd>
            <NextMilestone block="goal-plan" progress={progress} />
            {progress.milestonesTotal > 0 && <span className="goal-plan__aside"> ({progress.milestonesDone} of {progress.milestonesTotal} done)</span>}
          </dd>
        </div>
        <div className="goal-plan__fact">
          <dt>Habits</dt>
          <dd>
            {goal.habits.length ? (
              <ul className="goal-plan__habits" aria-label={`Habits that serve ${name}`}>
                {goal.habits.map((habit) => <li key={habit.id} className="goal-chip">{headlineOf(habit.item)}</li>)}
              </ul>
            ) : PLAN_TEXTS.noHabits}
          </dd>
        </div>
      </dl>
      {progress.offerComplete && (
        <div className="goal-plan__offer" role="status">
          <span>{PLAN_TEXTS.allDone}</span>
          <button type="button" className="btn btn--primary btn--small" onClick={onMarkComplete}>Mark Complete</button>
        </div>
      )}
      <div className="goal-plan__actions">
        <button type="button" className="btn btn--secondary btn--small" aria-label={`Edit plan of ${name}`} onClick={onEditPlan}>
          Edit plan
        </button>
        <button type="button" className="btn btn--secondary btn--small" aria-label={`Find habits for ${name}`} onClick={findHabits}>
          Find habits
        </button>
      </div>
    </div>
  );
}
