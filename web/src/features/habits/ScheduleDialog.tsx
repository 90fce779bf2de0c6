import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { HabitLimitsDocument, type HabitCard_HabitFragment } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import {
  formOf, inputOf, problemsOf, WEEKDAYS, weekdayName, type FormProblems, type PeriodChoice, type ScheduleForm,
} from './schedule-form';
import { useUpdateHabitSettings } from './useUpdateHabitSettings';
import { ReminderTimesEditor } from './ReminderTimesEditor';

interface ScheduleDialogProps {
  /** The habit being edited; null keeps the dialog closed. */
  habit: HabitCard_HabitFragment | null;
  onClose: () => void;
}

/** 'Edit schedule': how often, yes/no or an amount, and the skip budget of one habit. */
export function ScheduleDialog({ habit, onClose }: ScheduleDialogProps) {
  const { t } = useLingui();
  const name = habit && (habit.item.headline || habit.item.text);
  return (
    <Dialog open={habit !== null} title={t`Edit schedule`} onClose={onClose}
      description={habit && (
        <p>
          <Trans>
            How often “{name}” is due, and what counts as done. Changes apply from today: earlier days keep their verdict.
          </Trans>
        </p>
      )}>
      {/* A fresh form for each habit opened. */}
      {habit && <ScheduleFormBody key={habit.id} habit={habit} onClose={onClose} />}
      {habit && <ReminderTimesEditor key={`reminders-${habit.id}`} habitId={habit.id} />}
    </Dialog>
  );
}

function ScheduleFormBody({ habit, onClose }: { habit: HabitCard_HabitFragment; onClose: () => void }) {
  const ids = useId();
  const [form, setForm] = useState<ScheduleForm>(() => formOf(habit));
  const [checked, setChecked] = useState(false);
  const [refusal, report, clearRefusal] = useOutcome();
  const [save, saving] = useUpdateHabitSettings();
  // The server's limits; until they come, the form checks its shape and the server the rest.
  const limits = useQuery(HabitLimitsDocument).data?.habitLimits;
  const maxSkipBudget = limits?.maxSkipBudget;
  const problems: FormProblems = checked ? problemsOf(form, limits) : {};
  const set = (patch: Partial<ScheduleForm>) => setForm((current) => ({ ...current, ...patch }));
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    clearRefusal();
    const found = problemsOf(form, limits);
    const first = Object.keys(found)[0];
    if (first) {
      // The first field with a problem takes focus; its message is read with it.
      window.requestAnimationFrame(() => document.getElementById(`${ids}-${first}`)?.focus());
      return;
    }
    const outcome = await save(habit.id, habit.item.headline || habit.item.text, inputOf(form));
    if (outcome) report('error', outcome);
    else onClose();
  };

  const fieldProps = (name: keyof FormProblems) => ({
    id: `${ids}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${ids}-${name}-problem` : undefined,
  });
  const problem = (name: keyof FormProblems) => problems[name] && (
    <p id={`${ids}-${name}-problem`} className="field__problem">{problems[name]}</p>
  );

  return (
    <form className="schedule-form" onSubmit={onSubmit} noValidate>
      <fieldset className="schedule-form__group">
        <legend className="schedule-form__legend"><Trans>How often</Trans></legend>
        <Radio name={`${ids}-kind`} checked={form.kind === 'DAILY'} onChange={() => set({ kind: 'DAILY' })}><Trans>Every day</Trans></Radio>
        <Radio name={`${ids}-kind`} checked={form.kind === 'WEEKDAYS'} onChange={() => set({ kind: 'WEEKDAYS' })}><Trans>On chosen days of the week</Trans></Radio>
        {/* Each option's details right under it, not under the last option. */}
        {form.kind === 'WEEKDAYS' && (
          <div className="schedule-form__detail">
            <div
              id={`${ids}-weekdays`}
              role="group"
              aria-label={t`Days of the week`}
              aria-describedby={problems.weekdays ? `${ids}-weekdays-problem` : undefined}
              className="weekday-toggles"
              tabIndex={-1}
            >
              {WEEKDAYS.map((day) => {
                const on = form.weekdays.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    className="weekday-toggle"
                    aria-pressed={on}
                    onClick={() => set({ weekdays: on ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day] })}
                  >
                    <span aria-hidden="true">{weekdayName(day, 'short')}</span>
                    <span className="visually-hidden">{weekdayName(day, 'long')}</span>
                  </button>
                );
              })}
            </div>
            {problem('weekdays')}
          </div>
        )}

        <Radio name={`${ids}-kind`} checked={form.kind === 'PER_PERIOD'} onChange={() => set({ kind: 'PER_PERIOD' })}><Trans>A number of times in a period</Trans></Radio>
        {form.kind === 'PER_PERIOD' && (
          <div className="schedule-form__detail schedule-form__row">
            <div className="field schedule-form__narrow">
              <label className="field__label" htmlFor={`${ids}-times`}><Trans>Times</Trans></label>
              <input className="input" inputMode="numeric" value={form.times} onChange={(e) => set({ times: e.target.value })} {...fieldProps('times')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-period`}><Trans>Per</Trans></label>
              <select id={`${ids}-period`} className="input" value={form.period}
                onChange={(e) => set({ period: e.target.value as PeriodChoice })}>
                <option value="WEEK">{t`week`}</option>
                <option value="MONTH">{t`month`}</option>
                <option value="DAYS">{t`every few days`}</option>
              </select>
            </div>
            {form.period === 'DAYS' && (
              <div className="field schedule-form__narrow">
                <label className="field__label" htmlFor={`${ids}-days`}><Trans>Days</Trans></label>
                <input className="input" inputMode="numeric" value={form.days} onChange={(e) => set({ days: e.target.value })} {...fieldProps('days')} />
              </div>
            )}
            <div className="schedule-form__problems">{problem('times')}{problem('days')}</div>
          </div>
        )}
      </fieldset>

      <fieldset className="schedule-form__group">
        <legend className="schedule-form__legend"><Trans>What counts as done</Trans></legend>
        <Radio name={`${ids}-measure`} checked={!form.measured} onChange={() => set({ measured: false })}><Trans>Yes or no: I did it</Trans></Radio>
        <Radio name={`${ids}-measure`} checked={form.measured} onChange={() => set({ measured: true })}><Trans>An amount each day</Trans></Radio>
        {form.measured && (
          <div className="schedule-form__detail schedule-form__row">
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-direction`}><Trans>Target</Trans></label>
              <select id={`${ids}-direction`} className="input" value={form.direction}
                onChange={(e) => set({ direction: e.target.value as ScheduleForm['direction'] })}>
                <option value="AT_LEAST">{t`At least`}</option>
                <option value="AT_MOST">{t`At most`}</option>
              </select>
            </div>
            <div className="field schedule-form__narrow">
              <label className="field__label" htmlFor={`${ids}-amount`}><Trans>Amount</Trans></label>
              <input className="input" inputMode="decimal" value={form.amount} onChange={(e) => set({ amount: e.target.value })} {...fieldProps('amount')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-unit`}><Trans>Unit</Trans></label>
              <input className="input" placeholder={t`glasses, minutes, pages`} value={form.unit} onChange={(e) => set({ unit: e.target.value })} {...fieldProps('unit')} />
            </div>
            <div className="schedule-form__problems">{problem('amount')}{problem('unit')}</div>
          </div>
        )}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${ids}-skipBudget`}><Trans>Freezes per month</Trans></label>
        <input className="input schedule-form__narrow-input" inputMode="numeric" value={form.skipBudget}
          onChange={(e) => set({ skipBudget: e.target.value })} {...fieldProps('skipBudget')}
          aria-describedby={problems.skipBudget ? `${ids}-skipBudget-problem` : `${ids}-skipBudget-hint`} />
        <p id={`${ids}-skipBudget-hint`} className="field__hint">
          {maxSkipBudget === undefined
            ? <Trans>A freeze forgives a missed day before it would break your streak.</Trans>
            : <Trans>A freeze forgives a missed day before it would break your streak (0 to {maxSkipBudget} a month).</Trans>}
        </p>
        {problem('skipBudget')}
      </div>

      {refusal && <Notice key={refusal.at} tone="error"><p>{refusal.text}</p></Notice>}
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" disabled={saving} onClick={onClose}><Trans>Cancel</Trans></button>
        <BusyButton type="submit" className="btn btn--primary" busy={saving} label={t`Save schedule`} busyLabel={t`Saving...`} />
      </div>
    </form>
  );
}

function Radio({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="schedule-form__radio">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}
