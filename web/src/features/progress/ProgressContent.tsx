import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatNumber, formatPercent } from '../../ui/i18n/format';
import { Icon } from '../../ui/Icon';
import { ConsistencySection, HabitCalendarSection, WorkTrendSection } from './ChartSections';
import { GoalsStatusSection } from './GoalsStatusSection';
import { HabitStatsSection } from './HabitStatsSection';
import { percent, summarizeTrends, type Trends } from './progress-summary';
import { dayCount } from './trends-texts';

/** The loaded trends: the summary numbers, then a card per chart; an invitation when there is nothing yet. */
export function ProgressContent({ trends }: { trends: Trends }) {
  const { t } = useLingui();
  const summary = summarizeTrends(trends);

  if (summary.isEmpty) {
    return (
      <div className="card progress-empty-state">
        <Icon name="stones" className="progress-empty-state__emoji" />
        <h2><Trans>Nothing to chart yet</Trans></h2>
        <p><Trans>Your progress appears here as you tick off habits and complete tasks on the Work screen.</Trans></p>
        <div className="form-actions">
          <Link to="/" className="btn btn--primary"><Trans>Go to Work</Trans></Link>
          <Link to="/habits" className="btn btn--secondary"><Trans>Choose Habits</Trans></Link>
        </div>
      </div>
    );
  }

  const { tasksDone, habitsDone, habitsHeld, rangeText } = summary;
  const { windowDays } = trends;
  return (
    <>
      {trends.clamped && windowDays !== null && (
        <p className="progress__clamped">
          <Trans>
            Showing the last <Plural value={windowDays} one="# day" other="# days" />, the Free plan&apos;s window. <Link to="/plans">See plans</Link>
          </Trans>
        </p>
      )}
      <h2 className="visually-hidden"><Trans>Summary</Trans></h2>
      <dl className="progress-stats">
        <Stat label={t`Tasks completed`} value={formatNumber(tasksDone)} note={rangeText} />
        <Stat label={t`Habit check-ins`} value={formatNumber(habitsDone)} note={t`of ${habitsHeld} possible`} />
        <Stat label={t`Consistency`} value={formatPercent(percent(habitsDone, habitsHeld) / 100)} note={t`of habit-days done`} />
        <Stat label={t`Best current streak`} value={dayCount(summary.bestStreak)} note={t`in a row`} />
      </dl>

      <div className="progress-grid">
        <WorkTrendSection trends={trends} summary={summary} />
        <ConsistencySection trends={trends} summary={summary} />
        <HabitCalendarSection trends={trends} summary={summary} />
        <GoalsStatusSection summary={summary} />
        <HabitStatsSection trends={trends} summary={summary} />
      </div>
    </>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="card progress-stat">
      <dt className="progress-stat__label">{label}</dt>
      <dd className="progress-stat__value">{value}</dd>
      <dd className="progress-stat__note">{note}</dd>
    </div>
  );
}
