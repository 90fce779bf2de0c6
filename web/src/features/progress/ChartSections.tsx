import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../ui/i18n/format';
import { HabitCalendar } from './HabitCalendar';
import type { Trends, TrendsSummary } from './progress-summary';
import { SeriesTable } from './SeriesTable';
import { ConsistencyChart, WorkTrendChart } from './TrendCharts';

interface SectionProps {
  trends: Trends;
  summary: TrendsSummary;
}

/** Tasks completed each day (each month of a long range), as a chart and as a table for screen readers. */
export function WorkTrendSection({ summary }: SectionProps) {
  const { t } = useLingui();
  const { span } = summary;
  return (
    <section className="card progress-card" aria-labelledby="progress-work-title">
      <h2 id="progress-work-title" className="progress-card__title"><Trans>Work trend</Trans></h2>
      <p className="progress-card__sub">
        {summary.step === 'day' ? <Trans>Tasks completed each day · {span}</Trans> : <Trans>Tasks completed each month · {span}</Trans>}
      </p>
      <div className="progress-chart">
        <WorkTrendChart labels={summary.labels} values={summary.points.map((point) => point.work)} summary={summary.workSummary} />
        {summary.tasksDone === 0 && <p className="progress-chart__empty"><Trans>No tasks completed in this range yet.</Trans></p>}
      </div>
      <SeriesTable
        caption={summary.step === 'day' ? t`Tasks completed per day` : t`Tasks completed per month`}
        step={summary.step}
        labels={summary.labels}
        values={summary.points.map((point) => formatNumber(point.work))}
      />
    </section>
  );
}

/** The share of the held habits done each day (each month of a long range). */
export function ConsistencySection({ summary }: SectionProps) {
  const { t } = useLingui();
  const { span } = summary;
  return (
    <section className="card progress-card" aria-labelledby="progress-consistency-title">
      <h2 id="progress-consistency-title" className="progress-card__title"><Trans>Habit consistency</Trans></h2>
      <p className="progress-card__sub">
        {summary.step === 'day'
          ? <Trans>Share of your habits done each day · {span}</Trans>
          : <Trans>Share of your habits done each month · {span}</Trans>}
      </p>
      <div className="progress-chart">
        <ConsistencyChart labels={summary.labels} values={summary.consistency} summary={summary.consistencySummary} />
        {summary.habitsHeld === 0 && <p className="progress-chart__empty"><Trans>No habits held in this range yet.</Trans></p>}
      </div>
      <SeriesTable
        caption={summary.step === 'day' ? t`Habits done per day` : t`Habits done per month`}
        step={summary.step}
        labels={summary.labels}
        values={summary.points.map(({ habitsDone, habitsHeld }) => t`${habitsDone} of ${habitsHeld}`)}
      />
    </section>
  );
}

/** One habit's kept days over the range. */
export function HabitCalendarSection({ trends, summary }: SectionProps) {
  const { span } = summary;
  return (
    <section className="card progress-card" aria-labelledby="progress-calendar-title">
      <h2 id="progress-calendar-title" className="progress-card__title"><Trans>Habit calendar</Trans></h2>
      <p className="progress-card__sub"><Trans>The days you kept one habit · {span}</Trans></p>
      <HabitCalendar
        key={`${trends.from}:${trends.to}`}
        habits={trends.habits.map((entry) => ({ id: entry.habit.id, text: entry.habit.item.text }))}
        from={trends.from}
        to={trends.to}
      />
    </section>
  );
}
