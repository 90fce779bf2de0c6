import { useLazyQuery, useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MilestoneSuggestionsDocument, MyHabitsDocument, type GoalCard_GoalFragment, type MilestoneInput } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { RetryNotice } from '../../ui/Notice';
import { useOutcome } from '../../ui/useOutcome';
import { useHabitGoalLink } from '../../shared/links/useGoalLinks';
import { shortDayText } from '../../shared/work-day-text';
import { PLAN_TEXTS } from '../../shared/goal-plan/plan-texts';
import { useGoalPlan } from './useGoalPlan';
import { headlineOf } from '../../shared/item-names';

const MAX_MILESTONE_LENGTH = 500;

const failureMessage = (i18n: I18n, error: unknown) => PLAN_TEXTS.saveFailed(apiMessage(error, i18n._(msg`No Server Response`)));

/** Edits a goal's plan: target date, ordered milestones (add, tick, edit, move, remove, suggest) and the habits that serve it. */
export function GoalPlanDialog({ goal, onClose }: { goal: GoalCard_GoalFragment | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = goal && headlineOf(goal.item);
  return (
    <Dialog
      open={goal !== null}
      title={name === null ? t`Plan` : t`Plan: ${name}`}
      onClose={onClose}
      description={<p className="goal-plan-dialog__advice">{PLAN_TEXTS.advice}</p>}
    >
      {goal && <PlanEditor key={goal.id} goal={goal} />}
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}><Trans>Done</Trans></button>
      </div>
    </Dialog>
  );
}

function PlanEditor({ goal }: { goal: GoalCard_GoalFragment }) {
  const plan = useGoalPlan(goal.id);
  const [problem, report, clearProblem] = useOutcome();
  const ids = useId();
  const { i18n } = useLingui();
  const count = goal.milestones.length;
  const max = PLAN_TEXTS.maxMilestones;
  // A removed milestone's row goes away with its focused button: focus moves to the list's heading.
  const milestonesHeading = useRef<HTMLHeadingElement>(null);
  // The target date as typed: a day not saved yet moves the target in the same call that adds
  // milestones, so a milestone up to the new target is kept (the server decides, case 10).
  const [target, setTarget] = useState(goal.targetDate ?? '');
  const movedTarget = target && target !== goal.targetDate ? target : undefined;
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    clearProblem();
    try {
      await work();
      return true;
    } catch (error) {
      report('error', failureMessage(i18n, error));
      return false;
    }
  };

  return (
    <div className="goal-plan-dialog">
      {problem && <p key={problem.at} className="goal-plan-dialog__problem" role="alert">{problem.text}</p>}
      <TargetDate goal={goal} value={target} setValue={setTarget} onSave={(day) => run(() => plan.setTargetDate(day))} />
      <section aria-labelledby={`${ids}-milestones`} className="goal-plan-dialog__section">
        <h3 id={`${ids}-milestones`} ref={milestonesHeading} tabIndex={-1} className="goal-plan-dialog__heading">
          <Trans>Milestones <span className="goal-plan__aside">({count} of {max})</span></Trans>
        </h3>
        {goal.milestones.length === 0 ? <p className="goal-plan__aside">{PLAN_TEXTS.noMilestones}</p> : (
          <ol className="milestone-list">
            {goal.milestones.map((milestone, index) => (
              <MilestoneRow
                key={milestone.id}
                milestone={milestone}
                first={index === 0}
                last={index === goal.milestones.length - 1}
                onChange={(changes) => run(() => plan.updateMilestone(milestone.id, changes))}
                onRemove={() => void run(() => plan.removeMilestone(milestone.id)).then((removed) => { if (removed) milestonesHeading.current?.focus(); })}
                onMove={(by) => {
                  const order = goal.milestones.map((m) => m.id);
                  order.splice(index, 1);
                  order.splice(index + by, 0, milestone.id);
                  void run(() => plan.reorderMilestones(order));
                }}
              />
            ))}
          </ol>
        )}
        <AddMilestoneForm onAdd={(milestones) => run(() => plan.addMilestones(milestones, movedTarget))} />
        <MilestoneSuggestions goalId={goal.id} onAdd={(milestones) => run(() => plan.addMilestones(milestones, movedTarget))} />
      </section>
      <LinkedHabits goal={goal} onError={(error) => report('error', failureMessage(i18n, error))} />
    </div>
  );
}

/**
 * The target date saves when the field is left and on "Save date". Clicking the button leaves
 * the field first, so both would fire for one edit: a day already being saved (or saved) is not
 * sent again, and one edit sends one request.
 */
interface TargetDateProps {
  goal: GoalCard_GoalFragment;
  value: string;
  setValue: (day: string) => void;
  onSave: (day: string | null) => Promise<boolean>;
}

function TargetDate({ goal, value, setValue, onSave }: TargetDateProps) {
  const id = useId();
  const [saving, setSaving] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);
  const save = async () => {
    if (!value || value === goal.targetDate || inFlight.current === value) return;
    inFlight.current = value;
    setSaving(value);
    try {
      await onSave(value);
    } finally {
      inFlight.current = null;
      setSaving(null);
    }
  };
  return (
    <div className="goal-plan-dialog__section goal-plan-dialog__target">
      <label className="field__label" htmlFor={id}><Trans>Target date</Trans></label>
      <div className="goal-plan-dialog__row">
        <input
          id={id}
          type="date"
          className="input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => void save()}
        />
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={!value || value === goal.targetDate || saving === value}
          onClick={() => void save()}
        >
          <Trans>Save date</Trans>
        </button>
        {goal.targetDate && (
          <button type="button" className="btn btn--secondary btn--small" onClick={async () => { if (await onSave(null)) setValue(''); }}>
            <Trans>Clear</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

type Milestone = GoalCard_GoalFragment['milestones'][number];

interface MilestoneRowProps {
  milestone: Milestone;
  first: boolean;
  last: boolean;
  onChange: (changes: { text?: string; dueOn?: string | null; done?: boolean }) => Promise<boolean>;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

function MilestoneRow({ milestone, first, last, onChange, onRemove, onMove }: MilestoneRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(milestone.text);
  // The tick shows at once; the server's answer (or a refusal) then decides.
  const [pendingDone, setPendingDone] = useState<boolean | null>(null);
  const done = pendingDone ?? milestone.done;
  const checkbox = useId();
  // Focus follows the row: into the field when editing starts, back to Edit when it ends.
  const editButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const name = milestone.text;
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing) {
    return (
      <li className="milestone-row milestone-row--editing">
        <form
          className="goal-plan-dialog__row"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onChange({ text })) setEditing(false);
          }}
        >
          <label className="visually-hidden" htmlFor={`${checkbox}-text`}><Trans>Milestone text</Trans></label>
          <input id={`${checkbox}-text`} className="input" value={text} maxLength={MAX_MILESTONE_LENGTH} autoFocus onChange={(e) => setText(e.target.value)}
            onKeyDown={(event) => { if (event.key === 'Escape') { event.stopPropagation(); setText(milestone.text); setEditing(false); } }} />
          <button type="submit" className="btn btn--primary btn--small"><Trans>Save</Trans></button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => { setText(milestone.text); setEditing(false); }}><Trans>Cancel</Trans></button>
        </form>
      </li>
    );
  }
  return (
    <li className={`milestone-row${done ? ' milestone-row--done' : ''}`}>
      <label className="milestone-row__check" htmlFor={checkbox}>
        <input
          id={checkbox}
          type="checkbox"
          checked={done}
          onChange={async () => {
            setPendingDone(!done);
            await onChange({ done: !done });
            setPendingDone(null);
          }}
        />
        <span className="milestone-row__text" translate="no">{milestone.text}</span>
      </label>
      {milestone.dueOn && <time className="goal-plan__aside" dateTime={milestone.dueOn}>{shortDayText(milestone.dueOn)}</time>}
      <span className="milestone-row__actions">
        <button type="button" className="btn btn--secondary btn--small" aria-label={t`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>↑</button>
        <button type="button" className="btn btn--secondary btn--small" aria-label={t`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>↓</button>
        <button ref={editButton} type="button" className="btn btn--secondary btn--small" aria-label={t`Edit ${name}`} onClick={() => setEditing(true)}><Trans>Edit</Trans></button>
        <button type="button" className="btn btn--secondary btn--small" aria-label={t`Remove ${name}`} onClick={onRemove}><Trans>Remove</Trans></button>
      </span>
    </li>
  );
}

function AddMilestoneForm({ onAdd }: { onAdd: (milestones: MilestoneInput[]) => Promise<boolean> }) {
  const ids = useId();
  const [text, setText] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      report('error', t`Please enter the milestone: it cannot be blank.`);
      input.current?.focus();
      return;
    }
    clearProblem();
    setBusy(true);
    if (await onAdd([{ text: text.trim(), dueOn: dueOn || null }])) {
      setText('');
      setDueOn('');
    }
    setBusy(false);
    input.current?.focus();
  };
  return (
    <form className="milestone-add" onSubmit={submit} noValidate>
      <div className="goal-plan-dialog__row">
        <label className="visually-hidden" htmlFor={`${ids}-text`}><Trans>New milestone</Trans></label>
        <input
          ref={input}
          id={`${ids}-text`}
          className="input milestone-add__text"
          placeholder={t`A smaller, measurable step…`}
          maxLength={MAX_MILESTONE_LENGTH}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="visually-hidden" htmlFor={`${ids}-date`}><Trans>Milestone date (optional)</Trans></label>
        <input id={`${ids}-date`} type="date" className="input milestone-add__date" value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
        <BusyButton type="submit" className="btn btn--primary btn--small" busy={busy} label={t`Add milestone`} busyLabel={t`Adding...`} />
      </div>
      {problem && <p key={problem.at} id={`${ids}-problem`} className="goal-plan-dialog__problem" role="alert">{problem.text}</p>}
    </form>
  );
}

function MilestoneSuggestions({ goalId, onAdd }: { goalId: string; onAdd: (milestones: MilestoneInput[]) => Promise<boolean> }) {
  const [suggest, { data, loading, error }] = useLazyQuery(MilestoneSuggestionsDocument, { fetchPolicy: 'network-only' });
  const [added, setAdded] = useState<Set<string>>(new Set());
  const suggestions = (data?.milestoneSuggestions ?? []).filter((s) => !added.has(s.text));
  const { t } = useLingui();
  const add = async (list: typeof suggestions) => {
    if (await onAdd(list.map(({ text, dueOn }) => ({ text, dueOn })))) setAdded(new Set([...added, ...list.map((s) => s.text)]));
  };
  return (
    <div className="milestone-suggest">
      <BusyButton
        type="button"
        className="btn btn--secondary btn--small"
        busy={loading}
        label={t`✦ Suggest milestones`}
        busyLabel={t`Suggesting...`}
        onClick={() => { setAdded(new Set()); void suggest({ variables: { goalId } }).catch(() => undefined); }}
      />
      {error && <p className="goal-plan-dialog__problem" role="alert">{PLAN_TEXTS.suggestFailed}</p>}
      {suggestions.length > 0 && (
        <>
          <ul className="milestone-suggest__list" aria-label={t`Suggested milestones`}>
            {suggestions.map((s) => {
              const suggested = s.text;
              return (
                <li key={s.text} className="milestone-suggest__item">
                  <span><span translate="no">{s.text}</span>{s.dueOn && <span className="goal-plan__aside"> · {shortDayText(s.dueOn)}</span>}</span>
                  <button type="button" className="btn btn--secondary btn--small" aria-label={t`Add suggested milestone ${suggested}`} onClick={() => void add([s])}>
                    <Trans>Add</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn--primary btn--small" onClick={() => void add(suggestions)}><Trans>Add all</Trans></button>
        </>
      )}
    </div>
  );
}

function LinkedHabits({ goal, onError }: { goal: GoalCard_GoalFragment; onError: (error: unknown) => void }) {
  const habits = useQuery(MyHabitsDocument);
  const setLink = useHabitGoalLink();
  // The tick shows at once while the link is saved; the server's answer (or a refusal) then decides.
  const [pending, setPending] = useState<{ habitId: string; linked: boolean } | null>(null);
  const ids = useId();
  const linked = new Set(goal.habits.map((habit) => habit.id));
  const isLinked = (habitId: string) => (pending?.habitId === habitId ? pending.linked : linked.has(habitId));
  const toggle = async (habitId: string) => {
    setPending({ habitId, linked: !linked.has(habitId) });
    try {
      await setLink(habitId, goal.id, !linked.has(habitId));
    } catch (error) {
      onError(error);
    }
    setPending(null);
  };
  return (
    <fieldset className="goal-plan-dialog__section goal-plan-dialog__habits">
      <legend id={`${ids}-habits`} className="goal-plan-dialog__heading"><Trans>Habits that serve this goal</Trans></legend>
      {habits.loading && <p className="goal-plan__aside"><Trans>Loading your habits…</Trans></p>}
      {habits.error && !habits.data && (
        <RetryNotice onRetry={() => void habits.refetch().catch(() => undefined)}><p>{PLAN_TEXTS.habitsLoadFailed}</p></RetryNotice>
      )}
      {habits.data && habits.data.myHabits.length === 0 && <p className="goal-plan__aside"><Trans>You have no habits yet: add some on the Habits page.</Trans></p>}
      <ul className="goal-plan-dialog__checks">
        {habits.data?.myHabits.map((habit) => (
          <li key={habit.id}>
            <label className="goal-plan-dialog__check">
              <input type="checkbox" className="checkbox" checked={isLinked(habit.id)} disabled={pending !== null} onChange={() => void toggle(habit.id)} />
              <span translate="no">{headlineOf(habit.item)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
