import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ProgressGoalsDocument } from '../../gql/graphql';
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
  const { data, error, refetch } = useQuery(ProgressGoalsDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    return (
      <RetryNotice onRetry={() => void refetch().catch(() => undefined)}>
        <p>{PROGRESS_MESSAGES.goalsFailed}</p>
      </RetryNotice>
    );
  }
  if (!data) return null;
  const goals = data.myGoals;
  return (
    <section className="card progress-card goal-progress" aria-labelledby="progress-goal-plans-title">
      <h2 id="progress-goal-plans-title" className="progress-card__title">Goals, one by one</h2>
      <p className="progress-card__sub">Milestones done, the linked habits kept on their due days, and the linked tasks done.</p>
      {goals.length === 0 ? (
        <div className="progress-empty">
          <p>No goals yet.</p>
          <Link to="/goals">Set your first goal</Link>
        </div>
      ) : (
        <ul className="goal-progress__list">
          {goals.map((goal) => {
            const name = headlineOf(goal.item);
            const { progress } = goal;
            return (
              <li key={goal.id} className={`goal-progress__goal${progress.overdue ? ' goal-progress__goal--overdue' : ''}`}>
                <div className="goal-progress__head">
                  <h3 className="goal-progress__name">{name}</h3>
                  <span className="goal-progress__percent">{progress.percent}%</span>
                </div>
                <GoalProgressMeter block="goal-progress" name={name} progress={progress} />
                <p className="goal-progress__facts">
                  <GoalTargetDate block="goal-progress" targetDate={goal.targetDate} overdue={progress.overdue} prefix="Target " />
                  {progress.nextMilestone && <span> · Next: <NextMilestone block="goal-progress" progress={progress} /></span>}
                  {goal.habits.length > 0 && <span> · Habits: {goal.habits.map((habit) => headlineOf(habit.item)).join(', ')}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
