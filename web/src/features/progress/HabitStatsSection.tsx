import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatPercent } from '../../ui/i18n/format';
import { PercentBar } from '../../ui/PercentBar';
import type { Trends, TrendsSummary } from './progress-summary';
import { dayCount } from './trends-texts';

/** Each habit's streaks, done count and rate: a table, and one card per habit on phones. */
export function HabitStatsSection({ trends, summary }: { trends: Trends; summary: TrendsSummary }) {
  const { t } = useLingui();
  const { rangeText } = summary;
  const doneOf = (done: number, possible: number) => t`${done} of ${possible}`;
  return (
    <section className="card progress-card progress-card--wide" aria-labelledby="progress-habits-title">
      <h2 id="progress-habits-title" className="progress-card__title"><Trans>Streaks and rates</Trans></h2>
      <p className="progress-card__sub"><Trans>Each habit over {rangeText}</Trans></p>
      {trends.habits.length === 0 ? (
        <div className="progress-empty">
          <p><Trans>No habits yet.</Trans></p>
          <Link to="/habits"><Trans>Choose habits</Trans></Link>
        </div>
      ) : (
        <>
          <table className="habit-stats">
            <caption className="visually-hidden"><Trans>Streak and rate per habit</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Habit</Trans></th>
                <th scope="col"><Trans>Current streak</Trans></th>
                <th scope="col"><Trans>Longest streak</Trans></th>
                <th scope="col"><Trans context="habit days">Done</Trans></th>
                <th scope="col"><Trans>Rate</Trans></th>
              </tr>
            </thead>
            <tbody>
              {trends.habits.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" translate="no">{entry.habit.item.text}</th>
                  <td>{dayCount(entry.currentStreak)}</td>
                  <td>{dayCount(entry.longestStreak)}</td>
                  <td>{doneOf(entry.done, entry.possible)}</td>
                  <td><RateBar name={entry.habit.item.text} rate={entry.rate} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Phones: the same numbers as one card per habit (the table is hidden there). */}
          <ul className="habit-stats-cards">
            {trends.habits.map((entry) => (
              <li key={entry.id} className="habit-stats-card">
                <p className="habit-stats-card__name" translate="no">{entry.habit.item.text}</p>
                <dl className="habit-stats-card__numbers">
                  <div><dt><Trans>Current streak</Trans></dt><dd>{dayCount(entry.currentStreak)}</dd></div>
                  <div><dt><Trans>Longest streak</Trans></dt><dd>{dayCount(entry.longestStreak)}</dd></div>
                  <div><dt><Trans context="habit days">Done</Trans></dt><dd>{doneOf(entry.done, entry.possible)}</dd></div>
                  <div><dt><Trans>Rate</Trans></dt><dd><RateBar name={entry.habit.item.text} rate={entry.rate} /></dd></div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RateBar({ name, rate }: { name: string; rate: number }) {
  const { t } = useLingui();
  const value = Math.round(rate * 100);
  return (
    <div className="habit-stats__rate">
      <PercentBar block="habit-stats" label={t`Rate of ${name}`} percent={value} />
      {formatPercent(rate)}
    </div>
  );
}
