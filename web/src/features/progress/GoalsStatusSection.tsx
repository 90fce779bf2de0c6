import { Link } from 'react-router-dom';
import type { TrendsSummary } from './progress-summary';
import { GoalsDoughnut } from './TrendCharts';
import { CHART_SUMMARIES, plural } from './trends-texts';

/** How many goals stand in each status: a doughnut and its legend. */
export function GoalsStatusSection({ summary }: { summary: TrendsSummary }) {
  const { goalCounts, goalsTotal } = summary;
  return (
    <section className="card progress-card" aria-labelledby="progress-goals-title">
      <h2 id="progress-goals-title" className="progress-card__title">Goals by status</h2>
      <p className="progress-card__sub">{plural(goalsTotal, 'goal', 'goals')} in all</p>
      {goalsTotal === 0 ? (
        <div className="progress-empty">
          <p>No goals yet.</p>
          <Link to="/goals">Set your first goal</Link>
        </div>
      ) : (
        <div className="goals-status">
          <div className="goals-status__chart">
            <GoalsDoughnut counts={goalCounts} summary={CHART_SUMMARIES.goals(goalCounts)} />
            <span className="goals-status__total" aria-hidden="true">
              <strong>{goalsTotal}</strong> goals
            </span>
          </div>
          <ul className="goals-status__legend" aria-label="Goals by status">
            {goalCounts.map((entry) => (
              <li key={entry.status} className="goals-status__row">
                <span className={`goals-status__swatch goals-status__swatch--${entry.color}`} aria-hidden="true" />
                <span className="goals-status__label">{entry.label}</span>
                <span className="goals-status__count">{entry.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
