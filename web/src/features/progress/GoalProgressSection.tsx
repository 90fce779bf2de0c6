import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProgressGoalsDocument } from '../../gql/graphql';
import { formatPercent, listText } from '../../ui/i18n/format';
import { RetryNotice } from '../../ui/Notice';
import { headlineOf } from '../../shared/item-names';
import { GoalProgressMeter, GoalTargetDate, NextMilestone } from '../../shared/goal-plan/GoalPlanParts';
import { PROGRESS_MESSAGES } from './trends-texts';

/**
 * The per-goal panel (issue 15): each goal's progress rolled up from its milestones, the
 * adherence of the habits linked to it (last 30 days, or the plan's window) and its tasks, with
 * the formula shown, the target date and the next milestone.
 */
export function GoalProgressSection() {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(ProgressGoalsDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <RetryNotice onRetry={() => void refetch().catch(() => undefined)}>
        <p>{t(PROGRESS_MESSAGES.goalsFailed)}</p>
      </RetryNotice>
    );
  }
  if (!data) return null;
  const goals = data.myGoals;
  return (
    <section className="card progress-card goal-progress" aria-labelledby="progress-goal-plans-title">
      <h2 id="progress-goal-plans-title" className="progress-card__title"><Trans>Goals, one by one</Trans></h2>
      <p className="progress-card__sub"><Trans>Milestones done, the linked habits kept on their due days, and the linked tasks done.</Trans></p>
      {goals.length === 0 ? (
        <div className="progress-empty">
          <p><Trans>No goals yet.</Trans></p>
          <Link to="/goals"><Trans>Set your first goal</Trans></Link>
        </div>
      ) : (
        <ul className="goal-progress__list">
          {goals.map((goal) => {
            const name = headlineOf(goal.item);
            const { progress } = goal;
            const habits = listText(goal.habits.map((habit) => headlineOf(habit.item)), 'unit');
            return (
              <li key={goal.id} className={`goal-progress__goal${progress.overdue ? ' goal-progress__goal--overdue' : ''}`}>
                <div className="goal-progress__head">
                  <h3 className="goal-progress__name" translate="no">{name}</h3>
                  <span className="goal-progress__percent">{formatPercent(progress.percent / 100)}</span>
                </div>
                <GoalProgressMeter block="goal-progress" name={name} progress={progress} />
                <p className="goal-progress__facts">
                  <GoalTargetDate block="goal-progress" targetDate={goal.targetDate} overdue={progress.overdue} labelled />
                  {progress.nextMilestone && <span> · <Trans>Next: <NextMilestone block="goal-progress" progress={progress} /></Trans></span>}
                  {goal.habits.length > 0 && <span> · <Trans>Habits: <span translate="no">{habits}</span></Trans></span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
