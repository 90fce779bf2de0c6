import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { HabitReminderTimesDocument, SetHabitReminderTimesDocument } from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { Notice, RetryNotice } from '../../ui/Notice';

export const REMINDER_TIMES_MESSAGES = {
  saved: 'Reminder times saved.',
  failed: 'Could not save the reminder times. Please try again.',
  loadFailed: 'Could not load the reminder times.',
  noChannel: 'Turn on notifications or email under Reminders in your Profile to receive them.',
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

  // Each change is saved at once (a time when its field is left), so closing the dialog loses nothing.
  const commit = async (next: string[]) => {
    setDraft(next);
    if (next.some((time) => !/^\d{2}:\d{2}$/.test(time))) return;
    try {
      await save({ variables: { id: habitId, times: next } });
      setDraft(null);
      report('success', REMINDER_TIMES_MESSAGES.saved);
    } catch (error) {
      report('error', refusalMessage(error, REMINDER_TIMES_MESSAGES.failed));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void commit(times);
  };

  return (
    <form className="reminder-times" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="reminder-times__title">Reminders</h3>
      <p className="reminder-times__hint">Sent at these times on days the habit is due and not yet done. Each change is saved at once.</p>
      {!data && error && <RetryNotice onRetry={() => void refetch().catch(() => undefined)}><p>{REMINDER_TIMES_MESSAGES.loadFailed}</p></RetryNotice>}
      {!data ? !error && <p role="status">Loading reminder times…</p> : (
        <ul className="reminder-times__list">
          {times.map((time, index) => (
            <li key={index}>
              <label htmlFor={`${ids}-${index}`} className="visually-hidden">Reminder time {index + 1}</label>
              <input id={`${ids}-${index}`} type="time" value={time} required disabled={loading}
                onChange={(event) => setDraft(times.map((t, i) => (i === index ? event.target.value : t)))}
                onBlur={() => { if (draft) void commit(times); }} />
              <button type="button" className="btn btn--secondary" aria-label={`Remove reminder time ${time || index + 1}`} disabled={loading}
                onClick={() => void commit(times.filter((_, i) => i !== index))}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      {data && times.length < REMINDER_TIMES_MESSAGES.max && (
        <button type="button" className="btn btn--secondary" disabled={loading} onClick={() => void commit([...times, '09:00'])}>Add a reminder time</button>
      )}
      {channels && !channels.push && !channels.email && times.length > 0 && <p className="reminder-times__hint">{REMINDER_TIMES_MESSAGES.noChannel}</p>}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
    </form>
  );
}
