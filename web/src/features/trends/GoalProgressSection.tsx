import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ProgressGoalsDocument } from '../../gql/graphql';
import { RetryNotice } from '../../ui/Notice';
import { shortDayText } from '../../shared/work-day';
import { PROGRESS_MESSAGES } from './trends-texts';
import { PercentBar } from '../../ui/PercentBar';

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
            const name = goal.item.headline || goal.item.text;
            const { progress } = goal;
            return (
              <li key={goal.id} className={`goal-progress__goal${progress.overdue ? ' goal-progress__goal--overdue' : ''}`}>
                <div className="goal-progress__head">
                  <h3 className="goal-progress__name">{name}</h3>
                  <span className="goal-progress__percent">{progress.percent}%</span>
                </div>
                <PercentBar block="goal-progress" label={`Progress of ${name}`} percent={progress.percent} />
                <p className="goal-progress__formula">{progress.formula}</p>
                <p className="goal-progress__facts">
                  {goal.targetDate ? `Target ${shortDayText(goal.targetDate)}` : 'No target date'}
                  {progress.overdue && <span className="goal-progress__flag">Past its target date</span>}
                  {progress.nextMilestone && <span> · Next: {progress.nextMilestone.text}</span>}
                  {goal.habits.length > 0 && <span> · Habits: {goal.habits.map((h) => h.item.headline || h.item.text).join(', ')}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
