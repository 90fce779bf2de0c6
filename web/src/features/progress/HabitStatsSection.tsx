import { Link } from 'react-router-dom';
import { PercentBar } from '../../ui/PercentBar';
import type { Trends, TrendsSummary } from './progress-summary';
import { plural } from './trends-texts';

/** Each habit's streaks, done count and rate: a table, and one card per habit on phones. */
export function HabitStatsSection({ trends, summary }: { trends: Trends; summary: TrendsSummary }) {
  return (
    <section className="card progress-card progress-card--wide" aria-labelledby="progress-habits-title">
      <h2 id="progress-habits-title" className="progress-card__title">Streaks and rates</h2>
      <p className="progress-card__sub">Each habit over {summary.rangeText}</p>
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
                  <td><RateBar name={entry.habit.item.text} rate={entry.rate} /></td>
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
                  <div><dt>Rate</dt><dd><RateBar name={entry.habit.item.text} rate={entry.rate} /></dd></div>
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
  const value = Math.round(rate * 100);
  return (
    <div className="habit-stats__rate">
      <PercentBar block="habit-stats" label={`Rate of ${name}`} percent={value} />
      {value}%
    </div>
  );
}
