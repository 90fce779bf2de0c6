import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../ui/i18n/format';
import type { TrendsSummary } from './progress-summary';
import { GoalsDoughnut } from './TrendCharts';
import { CHART_SUMMARIES } from './trends-texts';

/** How many goals stand in each status: a doughnut and its legend. */
export function GoalsStatusSection({ summary }: { summary: TrendsSummary }) {
  const { t } = useLingui();
  const { goalCounts, goalsTotal } = summary;
  return (
    <section className="card progress-card" aria-labelledby="progress-goals-title">
      <h2 id="progress-goals-title" className="progress-card__title"><Trans>Goals by status</Trans></h2>
      <p className="progress-card__sub"><Plural value={goalsTotal} one="# goal in all" other="# goals in all" /></p>
      {goalsTotal === 0 ? (
        <div className="progress-empty">
          <p><Trans>No goals yet.</Trans></p>
          <Link to="/goals"><Trans>Set your first goal</Trans></Link>
        </div>
      ) : (
        <div className="goals-status">
          <div className="goals-status__chart">
            <GoalsDoughnut counts={goalCounts} summary={CHART_SUMMARIES.goals(goalCounts)} />
            <span className="goals-status__total" aria-hidden="true">
              <Trans><strong>{goalsTotal}</strong> <Plural value={goalsTotal} one="goal" other="goals" /></Trans>
            </span>
          </div>
          <ul className="goals-status__legend" aria-label={t`Goals by status`}>
            {goalCounts.map((entry) => (
              <li key={entry.status} className="goals-status__row">
                <span className={`goals-status__swatch goals-status__swatch--${entry.color}`} aria-hidden="true" />
                <span className="goals-status__label">{entry.label}</span>
                <span className="goals-status__count">{formatNumber(entry.count)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
