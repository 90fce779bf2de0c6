import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { ProgressPlanDocument, ProgressTrendsDocument, type GoalStatus, type ProgressTrendsQuery } from '../../gql/graphql';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { shiftWorkDay, shortDayText, todayWorkDay } from '../../shared/work-day';
import type { ChartColors } from './chart-colors';
import { HabitCalendar } from './HabitCalendar';
import { DEFAULT_RANGE, isRangeLocked, rangeByKey, rangeStart, type ProgressRange } from './progress-ranges';
import { RangePicker } from './RangePicker';
import { ConsistencyChart, GoalsDoughnut, WorkTrendChart } from './TrendCharts';
import './progress.css';
import { Icon } from '../../ui/Icon';

type Trends = ProgressTrendsQuery['trends'];

export const PROGRESS_MESSAGES = {
  failed: 'Error fetching your progress',
} as const;

const GOAL_STATUSES: { status: GoalStatus; label: string; color: keyof ChartColors }[] = [
  { status: 'NOT_STARTED', label: 'Not Started', color: 'borderStrong' },
  { status: 'PROGRESSING', label: 'Progressing', color: 'accent' },
  { status: 'STUCK', label: 'Stuck', color: 'danger' },
  { status: 'COMPLETE', label: 'Complete', color: 'navBg' },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /progress: trends over a chosen range (SPEC §1 progress tracking; the Free plan sees 7 days). */
export function ProgressPage() {
  const today = todayWorkDay();
  const [params, setParams] = useSearchParams();
  const plan = useQuery(ProgressPlanDocument);
  const windowDays = plan.data?.me?.limits.trendDays ?? null;
  const asked = rangeByKey(params.get('range')) ?? DEFAULT_RANGE;
  // A locked range in the address (a link from an Unlimited time) falls back to the default.
  const range = plan.data && isRangeLocked(asked, windowDays) ? DEFAULT_RANGE : asked;
  const trends = useQuery(ProgressTrendsDocument, {
    variables: { from: rangeStart(range, today) ?? null, to: today },
    skip: !plan.data,
  });

  const choose = (next: ProgressRange) => {
    setParams(next.key === DEFAULT_RANGE.key ? {} : { range: next.key }, { replace: true });
  };

  let content;
  const failure = plan.error ?? trends.error;
  if (failure && !(trends.data && plan.data)) {
    content = (
      <RetryNotice onRetry={() => (plan.error ? plan.refetch() : trends.refetch())}>
        <p>{PROGRESS_MESSAGES.failed}</p>
      </RetryNotice>
    );
  } else if (!trends.data) {
    content = <ProgressLoading />;
  } else {
    content = <ProgressContent trends={trends.data.trends} />;
  }

  return (
    <div className="page page--wide">
      <title>Progress · Cairn</title>
      <div className="page-header">
        <div>
          <p className="page__eyebrow">Your progress</p>
          <h1 className="progress__title">Progress</h1>
          <p className="page__lead">How your days add up: the tasks you finish, the habits you keep, and where your goals stand.</p>
        </div>
        <Link to="/" className="btn btn--secondary progress__back">
          <Icon name="work" /> Back to Work
        </Link>
      </div>
      {plan.data ? (
        <RangePicker value={range} windowDays={windowDays} onChange={choose} />
      ) : (
        !failure && <SkeletonLines lines={1} variant="rows" label="Loading the range choices…" className="progress__range-loading" />
      )}
      <div className="progress__body" aria-busy={trends.loading || undefined}>{content}</div>
    </div>
  );
}

function ProgressLoading() {
  return (
    <div className="progress-grid">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="card progress-card" aria-hidden={index > 0 || undefined}>
          <SkeletonLines lines={index === 0 ? 1 : 5} variant={index === 0 ? 'rows' : 'text'} label="Loading your progress…" />
        </div>
      ))}
    </div>
  );
}

function ProgressContent({ trends }: { trends: Trends }) {
  const labels = trends.work.map((_, index) => shortDayText(shiftWorkDay(trends.from, index)));
  const days = trends.work.map((_, index) => shiftWorkDay(trends.from, index));
  const tasksDone = sum(trends.work);
  const habitsDone = sum(trends.habitsDone);
  const habitsHeld = sum(trends.habitsHeld);
  const consistency = trends.habitsDone.map((done, index) => {
    const held = trends.habitsHeld[index];
    return held > 0 ? percent(done, held) : null;
  });
  const goalsTotal = sum(trends.goalsByStatus.map((entry) => entry.count));
  const bestStreak = Math.max(0, ...trends.habits.map((habit) => habit.currentStreak));
  const span = `${shortDayText(trends.from)} – ${shortDayText(trends.to)}`;
  const rangeText = plural(trends.days, 'day', 'days');

  if (tasksDone === 0 && habitsHeld === 0 && trends.habits.length === 0 && goalsTotal === 0) {
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

  const busiest = trends.work.reduce((best, value, index) => (value > trends.work[best] ? index : best), 0);
  const workSummary = tasksDone === 0
    ? `Work trend, ${span}: no tasks completed.`
    : `Work trend, ${span}: ${plural(tasksDone, 'task', 'tasks')} completed over ${rangeText}; the busiest day was ${labels[busiest]} with ${trends.work[busiest]}.`;
  const consistencySummary = habitsHeld === 0
    ? `Habit consistency, ${span}: no habits held.`
    : `Habit consistency, ${span}: ${habitsDone} of ${habitsHeld} habit-days done (${percent(habitsDone, habitsHeld)}%).`;
  const goalCounts = GOAL_STATUSES.map((entry) => ({
    ...entry,
    count: trends.goalsByStatus.find((row) => row.status === entry.status)?.count ?? 0,
  }));

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
        <Stat label="Best current streak" value={plural(bestStreak, 'day', 'days')} note="in a row" />
      </dl>

      <div className="progress-grid">
        <section className="card progress-card" aria-labelledby="progress-work-title">
          <h2 id="progress-work-title" className="progress-card__title">Work trend</h2>
          <p className="progress-card__sub">Tasks completed each day · {span}</p>
          <div className="progress-chart">
            <WorkTrendChart labels={labels} values={trends.work} summary={workSummary} />
            {tasksDone === 0 && <p className="progress-chart__empty">No tasks completed in this range yet.</p>}
          </div>
          <SeriesTable caption="Tasks completed per day" days={days} values={trends.work.map(String)} />
        </section>

        <section className="card progress-card" aria-labelledby="progress-consistency-title">
          <h2 id="progress-consistency-title" className="progress-card__title">Habit consistency</h2>
          <p className="progress-card__sub">Share of your habits done each day · {span}</p>
          <div className="progress-chart">
            <ConsistencyChart labels={labels} values={consistency} summary={consistencySummary} />
            {habitsHeld === 0 && <p className="progress-chart__empty">No habits held in this range yet.</p>}
          </div>
          <SeriesTable
            caption="Habits done per day"
            days={days}
            values={trends.habitsDone.map((done, index) => `${done} of ${trends.habitsHeld[index]}`)}
          />
        </section>

        <section className="card progress-card" aria-labelledby="progress-calendar-title">
          <h2 id="progress-calendar-title" className="progress-card__title">Habit calendar</h2>
          <p className="progress-card__sub">The days you kept one habit · {span}</p>
          <HabitCalendar
            key={`${trends.from}:${trends.to}`}
            habits={trends.habits.map((entry) => ({ id: entry.habit.id, text: entry.habit.item.text }))}
            from={trends.from}
            to={trends.to}
          />
        </section>

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
                <GoalsDoughnut
                  counts={goalCounts}
                  summary={`Goals by status: ${goalCounts.map((entry) => `${entry.label} ${entry.count}`).join(', ')}.`}
                />
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

        <section className="card progress-card progress-card--wide" aria-labelledby="progress-habits-title">
          <h2 id="progress-habits-title" className="progress-card__title">Streaks and rates</h2>
          <p className="progress-card__sub">Each habit over {rangeText}</p>
          {trends.habits.length === 0 ? (
            <div className="progress-empty">
              <p>No habits yet.</p>
              <Link to="/habits">Choose habits</Link>
            </div>
          ) : (
            <>
              <table className="habit-stats">
                <caption className="visually-hidden">Streak and rate per habit</caption>
                <thead>
                  <tr>
                    <th scope="col">Habit</th>
                    <th scope="col">Current streak</th>
                    <th scope="col">Longest streak</th>
                    <th scope="col">Done</th>
                    <th scope="col">Rate</th>
                  </tr>
                </thead>
                <tbody>
                  {trends.habits.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row">{entry.habit.item.text}</th>
                      <td>{plural(entry.currentStreak, 'day', 'days')}</td>
                      <td>{plural(entry.longestStreak, 'day', 'days')}</td>
                      <td>{entry.done} of {entry.possible}</td>
                      <td><RateBar rate={entry.rate} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {/* Phones: the same numbers as one card per habit (the table is hidden there). */}
              <ul className="habit-stats-cards">
                {trends.habits.map((entry) => (
                  <li key={entry.id} className="habit-stats-card">
                    <p className="habit-stats-card__name">{entry.habit.item.text}</p>
                    <dl className="habit-stats-card__numbers">
                      <div><dt>Current streak</dt><dd>{plural(entry.currentStreak, 'day', 'days')}</dd></div>
                      <div><dt>Longest streak</dt><dd>{plural(entry.longestStreak, 'day', 'days')}</dd></div>
                      <div><dt>Done</dt><dd>{entry.done} of {entry.possible}</dd></div>
                      <div><dt>Rate</dt><dd><RateBar rate={entry.rate} /></dd></div>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}

function RateBar({ rate }: { rate: number }) {
  const value = Math.round(rate * 100);
  return (
    <span className="habit-stats__rate">
      <span className="habit-stats__bar" aria-hidden="true">
        <span className="habit-stats__fill" style={{ width: `${value}%` }} />
      </span>
      {value}%
    </span>
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

/** The numbers behind a chart, for screen readers. */
function SeriesTable({ caption, days, values }: { caption: string; days: string[]; values: string[] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">Day</th><th scope="col">Value</th></tr>
      </thead>
      <tbody>
        {days.map((day, index) => (
          <tr key={day}><th scope="row">{shortDayText(day)}</th><td>{values[index]}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
