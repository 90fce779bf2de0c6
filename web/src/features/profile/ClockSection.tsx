import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo, type FormEvent } from 'react';
import { SetClockDocument } from '../../gql/graphql';
import type { CurrentUser } from '../../shared/session/useMe';
import { browserTimeZone, currentZoneName, timeZoneChoices } from '../../shared/time-zones';
import { longDayText } from '../../shared/work-day-text';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { useServerState } from '../../ui/useServerState';
import { i18n } from '../../ui/i18n/i18n';

export const CLOCK_MESSAGES = {
  saved: (today: string) => {
    const day = longDayText(today);
    return i18n._(msg`Your clock is saved. Today is ${day}.`);
  },
  failed: msg`Could not save your clock. Please try again.`,
} as const;

export const DAY_START_HOURS = [0, 1, 2, 3, 4, 5] as const;

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 'A day starts at 03:00: 01:30 still counts for the day before.' */
export function dayStartText(hour: number): string {
  if (hour === 0) return i18n._(msg`A day starts at midnight (00:00), as on the calendar.`);
  const start = hh(hour);
  // A night owl's hour: 01:30 (00:30 when the day starts at 01:00).
  const late = hour >= 2 ? '01:30' : '00:30';
  return i18n._(msg`A day starts at ${start}: ${late} still counts for the day before.`);
}

/**
 * The zone list: some 420 options, drawn again only when the zone or the list changes, not with
 * every change elsewhere in the section (a new select's props make React walk all its options).
 */
const ZoneSelect = memo(function ZoneSelect({ id, value, zones, onChange }: {
  id: string; value: string; zones: readonly string[]; onChange: (zone: string) => void;
}) {
  return (
    <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`}>
      {zones.map((zone) => <option key={zone} value={zone} translate="no">{zone.replaceAll('_', ' ')}</option>)}
    </select>
  );
});

/** Profile: the time zone and day start that decide which day it is for the user (setClock). */
export function ClockSection({ user }: { user: CurrentUser }) {
  const ids = useId();
  const { t } = useLingui();
  const [timeZone, setTimeZone] = useServerState(currentZoneName(user.timeZone));
  const [dayStartHour, setDayStartHour] = useServerState(user.dayStartHour);
  const [outcome, report, clearOutcome] = useOutcome();
  const [setClock, { loading }] = useMutation(SetClockDocument);
  const browserZone = browserTimeZone();
  const browserZoneName = browserZone?.replaceAll('_', ' ');
  const zones = useMemo(() => timeZoneChoices(user.timeZone, browserZone), [user.timeZone, browserZone]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    clearOutcome();
    try {
      const { data } = await setClock({ variables: { timeZone, dayStartHour } });
      report('success', CLOCK_MESSAGES.saved(data?.setClock.today ?? user.today));
    } catch (error) {
      report('error', apiMessage(error, t(CLOCK_MESSAGES.failed)));
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title"><Trans>Your day</Trans></h2>
      <p className="profile-section__text">
        <Trans>Your habits follow your own clock: where you are, and when your day begins.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <div className="profile-section__grid">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-zone`}><Trans>Time zone</Trans></label>
            <ZoneSelect id={`${ids}-zone`} value={timeZone} zones={zones} onChange={setTimeZone} />
            <p id={`${ids}-zone-hint`} className="field__hint">
              {browserZone && <>{t`This browser is in ${browserZoneName}.`} </>}
              <Trans>Changing the zone never moves the days you have already recorded.</Trans>
            </p>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-start`}><Trans>Day starts at</Trans></label>
            <select id={`${ids}-start`} className="input" value={dayStartHour} onChange={(e) => setDayStartHour(Number(e.target.value))}
              aria-describedby={`${ids}-start-hint`}>
              {DAY_START_HOURS.map((hour) => <option key={hour} value={hour}>{hour === 0 ? t`00:00 (midnight)` : hh(hour)}</option>)}
            </select>
            <p id={`${ids}-start-hint`} className="field__hint">{dayStartText(dayStartHour)}</p>
          </div>
        </div>
        <div className="profile-section__actions">
          {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
          <BusyButton type="submit" className="btn btn--primary" busy={loading} label={t`Save your day`} busyLabel={t`Saving...`} />
        </div>
      </form>
    </section>
  );
}
