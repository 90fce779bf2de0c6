import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { ConsistencySection, HabitCalendarSection, WorkTrendSection } from './ChartSections';
import { GoalsStatusSection } from './GoalsStatusSection';
import { HabitStatsSection } from './HabitStatsSection';
import { percent, summarizeTrends, type Trends } from './progress-summary';
import { plural } from './trends-texts';

/** The loaded trends: the summary numbers, then a card per chart; an invitation when there is nothing yet. */
export function ProgressContent({ trends }: { trends: Trends }) {
  const summary = summarizeTrends(trends);

  if (summary.isEmpty) {
    return (
      <div className="card progress-empty-state">
        <Icon name="stones" className="progress-empty-state__emoji" />
        <h2>Nothing to chart yet</h2>
        <p>Your progress appears here as you tick off habits and complete tasks on the Work screen.</p>
        <div className="form-actions">
          <Link to="/" className="btn btn--primary">Go to Work</Link>
          <Link to="/habits" className="btn btn--secondary">Choose Habits</Link>
        </div>
      </div>
    );
  }

  const { tasksDone, habitsDone, habitsHeld, rangeText } = summary;
  return (
    <>
      {trends.clamped && (
        <p className="progress__clamped">
          Showing the last {trends.windowDays} days, the Free plan&apos;s window. <Link to="/plans">See plans</Link>
        </p>
      )}
      <h2 className="visually-hidden">Summary</h2>
      <dl className="progress-stats">
        <Stat label="Tasks completed" value={String(tasksDone)} note={rangeText} />
        <Stat label="Habit check-ins" value={String(habitsDone)} note={`of ${habitsHeld} possible`} />
        <Stat label="Consistency" value={`${percent(habitsDone, habitsHeld)}%`} note="of habit-days done" />
        <Stat label="Best current streak" value={plural(summary.bestStreak, 'day', 'days')} note="in a row" />
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
