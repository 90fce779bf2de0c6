import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import type { HabitRow_DayHabitFragment } from '../../gql/graphql';
import { stepAmount, targetLabel, toThousandths } from './habit-day';
import { decimalDisplay, decimalInput } from '../../ui/i18n/format';

type Target = NonNullable<HabitRow_DayHabitFragment['habit']['target']>;

export const STEPPER_MESSAGES = {
  notANumber: msg`Enter the amount as a number, such as 2 or 2.5.`,
} as const;

interface HabitValueStepperProps {
  /** Unique in the page: the field's id. */
  id: string;
  habitName: string;
  target: Target;
  /** The day's amount; null when nothing was entered. */
  value: string | null;
  /** A new amount (null clears the day's entry). */
  onChange: (value: string | null) => void;
}

/**
 * A measured habit's amount for the day: − and + buttons and a number field labelled with the
 * unit and target ('glasses (at least 8)'). The field takes a typed amount on Enter or on
 * leaving it, ArrowUp and ArrowDown step by one, Escape puts back what was saved.
 */
export function HabitValueStepper({ id, habitName, target, value, onChange }: HabitValueStepperProps) {
  // What is being typed; null while the field shows the saved amount.
  const [draft, setDraft] = useState<string | null>(null);
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : decimalDisplay(value));
  const errorId = `${id}-error`;

  const send = (next: string | null) => {
    setDraft(null);
    setProblem(null);
    if (next !== value) onChange(next);
  };

  const commit = () => {
    if (draft === null) return;
    const text = decimalInput(draft.trim());
    if (text === '') {
      send(null);
      return;
    }
    const thousandths = toThousandths(text);
    if (thousandths === null) {
      setProblem(t(STEPPER_MESSAGES.notANumber));
      return;
    }
    send(text.replace(/^0+(?=\d)/, '').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
  };

  // The buttons step from what the field shows when it holds a valid amount.
  const typed = draft === null ? null : decimalInput(draft.trim());
  const base = typed !== null && toThousandths(typed) !== null ? typed : value;
  const step = (direction: 1 | -1) => send(stepAmount(base, direction));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Escape' && draft !== null) {
      // The field's own undo: the dialog-less Escape does not leave the page.
      event.preventDefault();
      setDraft(null);
      setProblem(null);
    }
  };

  const atZero = base === null || toThousandths(base) === 0;
  return (
    <div className="habit-stepper">
      <div className="habit-stepper__controls">
        <button
          type="button"
          className="habit-stepper__button"
          aria-label={t`Decrease ${habitName}`}
          title={t`One less`}
          disabled={atZero}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="input habit-stepper__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          placeholder="0"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="habit-stepper__button"
          aria-label={t`Increase ${habitName}`}
          title={t`One more`}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <label className="habit-stepper__label" htmlFor={id}>
          <span className="visually-hidden" translate="no">{habitName}: </span>
          {targetLabel(target)}
        </label>
      </div>
      {problem && <p id={errorId} className="habit-stepper__problem" role="alert">{problem}</p>}
    </div>
  );
}
