import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { isRangeLocked, PROGRESS_RANGES, type ProgressRange } from './progress-ranges';
import { Icon } from '../../ui/Icon';

interface RangePickerProps {
  value: ProgressRange;
  /** The plan's window in days; null: all history. */
  windowDays: number | null;
  onChange: (range: ProgressRange) => void;
}

/** The range choices; those beyond the plan's window are shown locked, with the way to unlock them. */
export function RangePicker({ value, windowDays, onChange }: RangePickerProps) {
  const { t } = useLingui();
  const anyLocked = PROGRESS_RANGES.some((range) => isRangeLocked(range, windowDays));
  return (
    <fieldset className="range-picker" aria-describedby={anyLocked ? 'range-picker-lock' : undefined}>
      <legend className="range-picker__legend"><Trans>Range</Trans></legend>
      <div className="range-picker__options">
        {PROGRESS_RANGES.map((range) => {
          const locked = isRangeLocked(range, windowDays);
          return (
            <label key={range.key} className={`range-option${locked ? ' range-option--locked' : ''}`}>
              <input
                type="radio"
                name="progress-range"
                value={range.key}
                checked={value.key === range.key}
                disabled={locked}
                onChange={() => onChange(range)}
              />
              <span className="range-option__label">{t(range.label)}</span>
              {locked && (
                <span className="range-option__lock">
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false"
                    fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                    <rect x="5" y="11" width="14" height="10" rx="2" />
                    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
                  </svg>
                  <span className="visually-hidden"><Trans>(locked on your plan)</Trans></span>
                </span>
              )}
            </label>
          );
        })}
      </div>
      {anyLocked && windowDays !== null && (
        <p id="range-picker-lock" className="range-picker__lock-note">
          <Icon name="lock" /> 
          <Trans>
            The Free plan shows the last <Plural value={windowDays} one="# day" other="# days" /> of trends. Longer ranges come with the Unlimited plan.{' '}
            <Link to="/plans">See plans</Link>
          </Trans>
        </p>
      )}
    </fieldset>
  );
}
