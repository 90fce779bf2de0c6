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
  return (
    <section className="card progress-card" aria-labelledby="progress-work-title">
      <h2 id="progress-work-title" className="progress-card__title">Work trend</h2>
      <p className="progress-card__sub">Tasks completed each {summary.step} · {summary.span}</p>
      <div className="progress-chart">
        <WorkTrendChart labels={summary.labels} values={summary.points.map((point) => point.work)} summary={summary.workSummary} />
        {summary.tasksDone === 0 && <p className="progress-chart__empty">No tasks completed in this range yet.</p>}
      </div>
      <SeriesTable caption={`Tasks completed per ${summary.step}`} step={summary.step} labels={summary.labels} values={summary.points.map((point) => String(point.work))} />
    </section>
  );
}

/** The share of the held habits done each day (each month of a long range). */
export function ConsistencySection({ summary }: SectionProps) {
  return (
    <section className="card progress-card" aria-labelledby="progress-consistency-title">
      <h2 id="progress-consistency-title" className="progress-card__title">Habit consistency</h2>
      <p className="progress-card__sub">Share of your habits done each {summary.step} · {summary.span}</p>
      <div className="progress-chart">
        <ConsistencyChart labels={summary.labels} values={summary.consistency} summary={summary.consistencySummary} />
        {summary.habitsHeld === 0 && <p className="progress-chart__empty">No habits held in this range yet.</p>}
      </div>
      <SeriesTable
        caption={`Habits done per ${summary.step}`}
        step={summary.step}
        labels={summary.labels}
        values={summary.points.map((point) => `${point.habitsDone} of ${point.habitsHeld}`)}
      />
    </section>
  );
}

/** One habit's kept days over the range. */
export function HabitCalendarSection({ trends, summary }: SectionProps) {
  return (
    <section className="card progress-card" aria-labelledby="progress-calendar-title">
      <h2 id="progress-calendar-title" className="progress-card__title">Habit calendar</h2>
      <p className="progress-card__sub">The days you kept one habit · {summary.span}</p>
      <HabitCalendar
        key={`${trends.from}:${trends.to}`}
        habits={trends.habits.map((entry) => ({ id: entry.habit.id, text: entry.habit.item.text }))}
        from={trends.from}
        to={trends.to}
      />
    </section>
  );
}
