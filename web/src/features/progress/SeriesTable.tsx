import { shortDayText } from '../../shared/work-day';

/** The numbers behind a chart, for screen readers. */
export function SeriesTable({ caption, days, values }: { caption: string; days: string[]; values: string[] }) {
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
