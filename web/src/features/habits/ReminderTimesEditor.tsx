import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { HabitReminderTimesDocument, SetHabitReminderTimesDocument } from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { Notice, RetryNotice } from '../../ui/Notice';

export const REMINDER_TIMES_MESSAGES = {
  saved: msg`Reminder times saved.`,
  failed: msg`Could not save the reminder times. Please try again.`,
  loadFailed: msg`Could not load the reminder times.`,
  noChannel: msg`Turn on notifications or email under Reminders in your Profile to receive them.`,
  max: 5,
} as const;

/** A habit's reminder times, in the Edit schedule dialog: up to 5 times of day, each HH:MM. */
export function ReminderTimesEditor({ habitId }: { habitId: string }) {
  const ids = useId();
  const { data, error, refetch } = useQuery(HabitReminderTimesDocument);
  const [save, { loading }] = useMutation(SetHabitReminderTimesDocument, { refetchQueries: [HabitReminderTimesDocument], awaitRefetchQueries: true });
  const saved = data?.myReminders.habits.find((habit) => habit.habitId === habitId)?.times ?? [];
  const [draft, setDraft] = useState<string[] | null>(null);
  const [outcome, report] = useOutcome();
  const times = draft ?? saved;
  const channels = data?.myReminders.channels;
  const { t } = useLingui();

  // Each change is saved at once (a time when its field is left), so closing the dialog loses nothing.
  const commit = async (next: string[]) => {
    setDraft(next);
    if (next.some((time) => !/^\d{2}:\d{2}$/.test(time))) return;
    try {
      await save({ variables: { id: habitId, times: next } });
      setDraft(null);
      report('success', t(REMINDER_TIMES_MESSAGES.saved));
    } catch (error) {
      report('error', refusalMessage(error, t(REMINDER_TIMES_MESSAGES.failed)));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void commit(times);
  };

  return (
    <form className="reminder-times" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="reminder-times__title"><Trans>Reminders</Trans></h3>
      <p className="reminder-times__hint"><Trans>Sent at these times on days the habit is due and not yet done. Each change is saved at once.</Trans></p>
      {!data && error && <RetryNotice onRetry={() => void refetch().catch(() => undefined)}><p>{t(REMINDER_TIMES_MESSAGES.loadFailed)}</p></RetryNotice>}
      {!data ? !error && <p role="status"><Trans>Loading reminder times…</Trans></p> : (
        <ul className="reminder-times__list">
          {times.map((time, index) => {
            // An empty field is named by its place in the list.
            const position = index + 1;
            const which = time || String(position);
            return (
              <li key={index}>
                <label htmlFor={`${ids}-${index}`} className="visually-hidden"><Trans>Reminder time {position}</Trans></label>
                <input id={`${ids}-${index}`} type="time" value={time} required disabled={loading}
                  onChange={(event) => setDraft(times.map((other, i) => (i === index ? event.target.value : other)))}
                  onBlur={() => { if (draft) void commit(times); }} />
                <button type="button" className="btn btn--secondary" aria-label={t`Remove reminder time ${which}`} disabled={loading}
                  onClick={() => void commit(times.filter((_, i) => i !== index))}><Trans>Remove</Trans></button>
              </li>
            );
          })}
        </ul>
      )}
      {data && times.length < REMINDER_TIMES_MESSAGES.max && (
        <button type="button" className="btn btn--secondary" disabled={loading} onClick={() => void commit([...times, '09:00'])}><Trans>Add a reminder time</Trans></button>
      )}
      {channels && !channels.push && !channels.email && times.length > 0 && <p className="reminder-times__hint">{t(REMINDER_TIMES_MESSAGES.noChannel)}</p>}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
    </form>
  );
}
