import { Trans } from '@lingui/react/macro';
import type { SeriesStep } from './progress-summary';

/** The numbers behind a chart, for screen readers: a row per day, or per month of a long range. */
export function SeriesTable({ caption, step, labels, values }: { caption: string; step: SeriesStep; labels: string[]; values: string[] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{step === 'day' ? <Trans>Day</Trans> : <Trans>Month</Trans>}</th><th scope="col"><Trans>Value</Trans></th></tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}><th scope="row">{label}</th><td>{values[index]}</td></tr>
        ))}
      </tbody>
    </table>
  );
}
