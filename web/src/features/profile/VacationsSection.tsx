import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  AddVacationDocument, ProfileVacationsDocument, RemoveVacationDocument, type VacationRow_VacationFragment,
} from '../../gql/graphql';
import { longDayText } from '../../shared/work-day-text';
import { refusalMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { useOutcome } from '../../ui/useOutcome';
import { i18n } from '../../ui/i18n/i18n';

export const VACATION_MESSAGES = {
  loadFailed: msg`Could not load your vacations.`,
  startRequired: msg`Choose the first day of the vacation.`,
  endRequired: msg`Choose the last day of the vacation.`,
  endBeforeStart: msg`A vacation can't end before it starts.`,
  addFailed: msg`Could not add the vacation. Please try again.`,
  removeFailed: msg`Could not remove the vacation. Please try again.`,
} as const;

/** The server's words for a refusal, else the screen's own. */

function rangeText({ start, end }: Pick<VacationRow_VacationFragment, 'start' | 'end'>): string {
  if (start === end) return longDayText(start);
  const first = longDayText(start);
  const last = longDayText(end);
  return i18n._(msg`${first} to ${last}`);
}

/** Profile: the user's vacations (no habit is due; streaks pass through intact), to add and remove. */
export function VacationsSection() {
  const ids = useId();
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(ProfileVacationsDocument);
  const [removeVacation] = useMutation(RemoveVacationDocument);
  const [removeProblem, reportRemove, clearRemoveProblem] = useOutcome();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = async (vacation: VacationRow_VacationFragment) => {
    clearRemoveProblem();
    // The row goes away: focus goes to the section's heading.
    headingRef.current?.focus();
    try {
      await removeVacation({
        variables: { id: vacation.id },
        optimisticResponse: { removeVacation: vacation.id },
        update: (cache) => {
          cache.modify<{ vacations: Reference[] }>({
            fields: { vacations: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== vacation.id) },
          });
          cache.evict({ id: cache.identify({ __typename: 'Vacation', id: vacation.id }) });
        },
      });
    } catch (failure) {
      reportRemove('error', refusalMessage(failure, t(VACATION_MESSAGES.removeFailed)));
      void refetch().catch(() => undefined);
    }
  };

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{t(VACATION_MESSAGES.loadFailed)}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines variant="rows" lines={2} label={t`Loading vacations…`} />;
  } else if (data.vacations.length === 0) {
    list = <p className="vacations__empty"><Trans>No vacations planned. Add one and no habit will be due on those days.</Trans></p>;
  } else {
    list = (
      <ul className="vacations__list" aria-label={t`Your vacations`}>
        {data.vacations.map((vacation) => {
          const range = rangeText(vacation);
          return (
            <li key={vacation.id} className="vacations__row">
              <span className="vacations__range">{range}</span>
              <button type="button" className="btn btn--danger-outline vacations__remove"
                aria-label={t`Remove vacation ${range}`} onClick={() => void remove(vacation)}>
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="card profile-section vacations" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="profile-section__title"><Trans>Vacations</Trans></h2>
      <p className="profile-section__text">
        <Trans>On a vacation no habit is due, and your streaks pass through it intact. Add one ahead or afterwards.</Trans>
      </p>
      {list}
      {removeProblem && <Notice key={removeProblem.at} tone="error"><p>{removeProblem.text}</p></Notice>}
      <AddVacationForm />
    </section>
  );
}

/** Two dates, first and last day included; problems show beside the fields. */
export function AddVacationForm() {
  const ids = useId();
  const { t } = useLingui();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, report, clearProblem] = useOutcome();
  // Which field the problem is about; null: the whole form (the server's refusal).
  const [problemField, setProblemField] = useState<'start' | 'end' | null>(null);
  const [addVacation, { loading }] = useMutation(AddVacationDocument);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const local = !start ? { field: 'start' as const, text: t(VACATION_MESSAGES.startRequired) }
      : !end ? { field: 'end' as const, text: t(VACATION_MESSAGES.endRequired) }
        : end < start ? { field: 'end' as const, text: t(VACATION_MESSAGES.endBeforeStart) } : null;
    if (local) {
      setProblemField(local.field);
      report('error', local.text);
      return;
    }
    clearProblem();
    try {
      await addVacation({
        variables: { start, end },
        update: (cache, { data }) => {
          if (!data) return;
          cache.updateQuery({ query: ProfileVacationsDocument }, (current) => current && {
            vacations: [...current.vacations, data.addVacation].sort((a, b) => a.start.localeCompare(b.start)),
          });
        },
      });
      setStart('');
      setEnd('');
    } catch (error) {
      setProblemField(null);
      report('error', refusalMessage(error, t(VACATION_MESSAGES.addFailed)));
    }
  };

  const describedBy = (field: 'start' | 'end') => (problem && (problemField === field || problemField === null) ? `${ids}-problem` : undefined);
  return (
    <form className="vacations__form" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="vacations__form-title"><Trans>Add a vacation</Trans></h3>
      <div className="vacations__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-start`}><Trans>First day</Trans></label>
          <input id={`${ids}-start`} className="input" type="date" value={start} onChange={(e) => setStart(e.target.value)}
            aria-invalid={problem && problemField === 'start' ? true : undefined} aria-describedby={describedBy('start')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-end`}><Trans>Last day</Trans></label>
          <input id={`${ids}-end`} className="input" type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)}
            aria-invalid={problem && problemField === 'end' ? true : undefined} aria-describedby={describedBy('end')} />
        </div>
        <BusyButton type="submit" className="btn btn--primary vacations__add" busy={loading} label={t`Add vacation`} busyLabel={t`Adding...`} />
      </div>
      {problem && (
        <p key={problem.at} id={`${ids}-problem`} className="vacations__problem" role="alert">{problem.text}</p>
      )}
    </form>
  );
}
