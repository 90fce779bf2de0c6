import { useLingui } from '@lingui/react/macro';
import './spinner.css';

/** A centred loading indicator that screen readers announce once. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
