import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CollapsibleCard } from '../../ui/CollapsibleCard';
import { isAfterDay, shiftWorkDay, type WorkDay } from '../../shared/work-day';
import { longDayText, relativeDayText } from '../../shared/work-day-text';
import { Icon } from '../../ui/Icon';
import { formatNumber } from '../../ui/i18n/format';
import { DATE_STEP_MESSAGES } from '../../shared/date-steps';

interface DateSelectionProps {
  day: WorkDay;
  today: WorkDay;
  onChange: (day: WorkDay) => void;
}

/**
 * SPEC §2 Date Selection: the work day as text, back 7 / back 1 / forward 1 / forward 7 and
 * Today. A forward move that would land after today is disabled; back moves are unrestricted.
 */
export function DateSelection({ day, today, onChange }: DateSelectionProps) {
  const step = (days: number) => shiftWorkDay(day, days);
  const futureAfter = (days: number) => isAfterDay(step(days), today);
  const dayText = longDayText(day);
  const { t } = useLingui();
  return (
    <CollapsibleCard
      className="date-selection"
      title={t`Date Selection`}
      icon={<Icon name="calendar" />}
      collapseLabel={t`Collapse date selection`}
      expandLabel={t`Expand date selection`}
      collapsedSummary={dayText}
    >
      <div className="date-selection__body">
        <p className="date-selection__day" aria-live="polite">
          <time dateTime={day}>{dayText}</time>
          <span className={`date-selection__badge${day === today ? ' date-selection__badge--today' : ''}`}>
            {relativeDayText(day, today)}
          </span>
        </p>
        <div className="date-selection__nav" role="group" aria-label={t`Change the day`}>
          <StepButton count={7} icon="back-double" onClick={() => onChange(step(-7))} />
          <StepButton count={1} icon="back" onClick={() => onChange(step(-1))} />
          <button
            type="button"
            className="btn btn--primary date-selection__today"
            disabled={day === today}
            onClick={() => onChange(today)}
          >
            <Trans>Today</Trans>
          </button>
          <StepButton count={1} icon="forward" disabled={futureAfter(1)} onClick={() => onChange(step(1))} />
          <StepButton count={7} icon="forward-double" disabled={futureAfter(7)} onClick={() => onChange(step(7))} />
        </div>
      </div>
    </CollapsibleCard>
  );
}

const ICON_PATHS: Record<string, ReactNode> = {
  back: <path d="M15 5l-7 7 7 7" />,
  'back-double': <><path d="M12 5l-7 7 7 7" /><path d="M19 5l-7 7 7 7" /></>,
  forward: <path d="M9 5l7 7-7 7" />,
  'forward-double': <><path d="M5 5l7 7-7 7" /><path d="M12 5l7 7-7 7" /></>,
};

function StepButton({ count, icon, disabled = false, onClick }: {
  count: number;
  icon: 'back' | 'back-double' | 'forward' | 'forward-double';
  disabled?: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  const forward = icon.startsWith('forward');
  const label = t(DATE_STEP_MESSAGES.name(forward ? 'forward' : 'back', count));
  const svg = (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      {ICON_PATHS[icon]}
    </svg>
  );
  return (
    <button
      type="button"
      className={`btn btn--secondary date-selection__step date-selection__step--${icon}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {!forward && svg}
      {/* "7 days", or on a phone the number alone: the name ("Back 7 days") holds either. */}
      <span className="date-selection__amount">{t(DATE_STEP_MESSAGES.shown(count))}</span>
      <span className="date-selection__count">{formatNumber(count, 0)}</span>
      {forward && svg}
    </button>
  );
}
