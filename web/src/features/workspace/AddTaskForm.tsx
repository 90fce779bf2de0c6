import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { WorkGoalChoicesDocument } from '../../gql/graphql';
import { Link } from 'react-router-dom';
import { apiMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { BusyButton } from '../../ui/BusyButton';
import { PercentBar } from '../../ui/PercentBar';
import { planLimitMessage } from '../../shared/collection/api-messages';
import { useCreateTask } from './useWorkMutations';
import type { WorkDay } from '../../shared/work-day';
import { headlineOf } from '../../shared/item-names';

const MAX_TASK_LENGTH = 500;
const EMPTY_TASK = msg`Please enter a task`;

interface AddTaskFormProps {
  today: WorkDay;
  openCount: number;
  /** The plan's limit of open tasks; null: unlimited; undefined: not known yet. */
  openTaskLimit: number | null | undefined;
  onPlanLimit: (message: string) => void;
}

/** SPEC §5: the text is trimmed and required; the field clears after adding. */
export function AddTaskForm({ today, openCount, openTaskLimit, onPlanLimit }: AddTaskFormProps) {
  const createTask = useCreateTask(today);
  const [text, setText] = useState('');
  // Which goal the new task moves (issue 15); the user's goals are read apart from the day.
  const [chosenGoalId, setGoalId] = useState('');
  const goals = useQuery(WorkGoalChoicesDocument);
  const openGoals = (goals.data?.myGoals ?? []).filter((goal) => goal.status !== 'COMPLETE');
  // A goal completed or removed since it was chosen is no longer offered, nor sent.
  const goalId = openGoals.some((goal) => goal.id === chosenGoalId) ? chosenGoalId : '';
  const [busy, setBusy] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) {
      report('error', t(EMPTY_TASK));
      input.current?.focus();
      return;
    }
    clearProblem();
    setBusy(true);
    try {
      await createTask(trimmed, goalId || undefined);
      setText('');
    } catch (error) {
      console.error('createTask failed', error);
      const limit = planLimitMessage(error);
      if (limit) onPlanLimit(limit);
      else report('error', apiMessage(error, t`No Server Response`));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const limited = typeof openTaskLimit === 'number';
  const full = limited && openCount >= openTaskLimit;
  return (
    <form className="add-task" onSubmit={onSubmit} noValidate>
      <label className="visually-hidden" htmlFor="work-new-task"><Trans>New task</Trans></label>
      <div className="add-task__row">
        <input
          ref={input}
          id="work-new-task"
          className="input add-task__input"
          name="task"
          placeholder={t`Add a task for today…`}
          autoComplete="off"
          required
          maxLength={MAX_TASK_LENGTH}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? 'work-new-task-problem' : null, limited ? 'work-task-usage' : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) clearProblem();
          }}
        />
        <BusyButton type="submit" className="btn btn--primary add-task__button" busy={busy} label={t`Add Task`} busyLabel={t`Adding...`} />
      </div>
      {openGoals.length > 0 && (
        <div className="add-task__goal">
          <label htmlFor="work-new-task-goal" className="add-task__goal-label"><Trans>For goal</Trans></label>
          <select id="work-new-task-goal" className="input add-task__goal-select" value={goalId} onChange={(event) => setGoalId(event.target.value)}>
            <option value=""><Trans>No goal</Trans></option>
            {openGoals.map((goal) => <option key={goal.id} value={goal.id}>{headlineOf(goal.item)}</option>)}
          </select>
        </div>
      )}
      {problem && <p id="work-new-task-problem" className="add-task__problem" role="alert">{problem.text}</p>}
      {limited && (
        <div id="work-task-usage" className={`plan-usage${full ? ' plan-usage--full' : ''}`}>
          <span className="plan-usage__text">
            {full ? (
              <Trans>
                {openCount} of {openTaskLimit} open tasks on the Free plan. Complete or delete one to add more,
                or <Link to="/plans">see plans</Link>.
              </Trans>
            ) : <Trans>{openCount} of {openTaskLimit} open tasks on the Free plan</Trans>}
          </span>
          <PercentBar
            block="plan-usage"
            label={t`Open tasks used`}
            percent={(openCount / openTaskLimit) * 100}
            range={{ now: Math.min(openCount, openTaskLimit), min: 0, max: openTaskLimit, text: t`${openCount} of ${openTaskLimit}` }}
          />
        </div>
      )}
    </form>
  );
}
