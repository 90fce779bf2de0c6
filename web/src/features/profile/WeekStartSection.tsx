import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { SetWeekStartDocument } from '../../gql/graphql';
import type { CurrentUser } from '../../shared/session/useMe';
import { weekdayName, weekdaysFrom } from '../../ui/i18n/format';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { useServerState } from '../../ui/useServerState';

/** The select's value for "follow my language" (the API's null). */
const FOLLOW = 'locale';

/** Profile: the first day of the user's weeks (setWeekStart), their language's unless they pick one. */
export function WeekStartSection({ user }: { user: CurrentUser }) {
  const ids = useId();
  const { t } = useLingui();
  const [choice, setChoice] = useServerState(user.weekStart === null || user.weekStart === undefined ? FOLLOW : String(user.weekStart));
  const [outcome, report, clearOutcome] = useOutcome();
  const [setWeekStart, { loading }] = useMutation(SetWeekStartDocument);
  const localeDay = user.localeFirstDayOfWeek;
  const localeDayName = weekdayName(localeDay);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    clearOutcome();
    try {
      const { data } = await setWeekStart({ variables: { weekStart: choice === FOLLOW ? null : Number(choice) } });
      const day = weekdayName(data?.setWeekStart.firstDayOfWeek ?? localeDay);
      report('success', t`Saved. Your weeks start on ${day}.`);
    } catch (error) {
      report('error', apiMessage(error, t`Could not save the first day of your week. Please try again.`));
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title"><Trans>Your week</Trans></h2>
      <p className="profile-section__text">
        <Trans>Habits done a number of times a week count their week from this day, and the calendar starts its rows on it.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-day`}><Trans>First day of the week</Trans></label>
          <select id={`${ids}-day`} className="input" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value={FOLLOW}>{t`Follow my language (${localeDayName})`}</option>
            {weekdaysFrom(1).map((day) => <option key={day} value={String(day)}>{weekdayName(day)}</option>)}
          </select>
        </div>
        <div className="profile-section__actions">
          {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
          <BusyButton type="submit" className="btn btn--primary" busy={loading} label={t`Save your week`} busyLabel={t`Saving...`} />
        </div>
      </form>
    </section>
  );
}
