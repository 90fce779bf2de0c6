import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TaskRow_TaskFragment } from '../../gql/graphql';
import { Notice } from '../../ui/Notice';
import { AddTaskForm } from './AddTaskForm';
import { reorderWithinSlots } from './reorder';
import { useDeleteTask, useReorder, useSetTaskComplete } from './useWorkMutations';
import {
  BlockError, BlockLoading, CompletedList, neighbourOf, ToCompleteList, useWorkBlockFocus, WorkBlock, WorkItem,
} from './WorkBlockParts';
import { WORK_MESSAGES } from './work-messages';
import type { WorkDay } from '../../shared/work-day';
import { Icon } from '../../ui/Icon';
import { headlineOf } from '../../shared/item-names';

interface TasksBlockProps {
  day: WorkDay;
  today: WorkDay;
  /** The open tasks and those completed on the day, in the user's order; undefined while loading. */
  tasks: TaskRow_TaskFragment[] | undefined;
  /** The plan's limit of open tasks; null: unlimited. */
  openTaskLimit: number | null | undefined;
  failed: boolean;
  onRetry: () => void;
  onShowToday: () => void;
}

const checkboxId = (task: TaskRow_TaskFragment) => `work-task-${task.id}`;

/**
 * SPEC §2 Tasks block. Open tasks are one running list shown on today (To Complete,
 * reorderable); each completed task shows on the day it was completed.
 */
export function TasksBlock({ day, today, tasks, openTaskLimit, failed, onRetry, onShowToday }: TasksBlockProps) {
  const [planLimit, setPlanLimit] = useState<{ message: string; at: number } | null>(null);
  const onPlanLimit = useCallback((message: string) => setPlanLimit({ message, at: Date.now() }), []);
  const setTaskComplete = useSetTaskComplete(day, today, onPlanLimit);
  const deleteTask = useDeleteTask(day);
  const reorderTasks = useReorder('TASKS');
  const [announcement, setAnnouncement] = useState('');
  const focus = useWorkBlockFocus();
  const isToday = day === today;
  const { t } = useLingui();

  const open = tasks?.filter((task) => !task.complete) ?? [];
  const done = tasks?.filter((task) => task.complete && task.completedDay === day) ?? [];

  const toggle = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => {
    const neighbour = neighbourOf(list, task);
    const complete = !task.complete;
    // A task reopened on an earlier day goes to today's list, out of this view.
    const followsTask = complete ? isToday : false;
    if (neighbour) focus.focusCheckbox(checkboxId(neighbour), neighbour.complete);
    else if (followsTask) focus.focusCheckbox(checkboxId(task), complete);
    else focus.focusHeading();
    const name = task.text;
    if (complete) setAnnouncement(t`${name} moved to Completed`);
    else setAnnouncement(isToday ? t`${name} moved to To Complete` : t`${name} moved to today's To Complete list`);
    setTaskComplete(task, complete);
  };

  const remove = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => {
    const neighbour = neighbourOf(list, task);
    if (neighbour) focus.focusCheckbox(checkboxId(neighbour), neighbour.complete);
    else focus.focusHeading();
    const name = task.text;
    setAnnouncement(t`${name} deleted`);
    deleteTask(task);
  };

  const row = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => {
    const name = task.text;
    return (
      <WorkItem
        checkboxId={checkboxId(task)}
        checked={task.complete}
        text={task.text}
        onToggle={() => toggle(task, list)}
        goals={task.goal ? [headlineOf(task.goal.item)] : undefined}
        removeLabel={t`Delete task ${name}`}
        removeTitle={t`Delete task`}
        onRemove={() => remove(task, list)}
      />
    );
  };

  let body;
  if (failed && !tasks) {
    body = <BlockError message={t(WORK_MESSAGES.tasksFailed)} onRetry={onRetry} />;
  } else if (!tasks) {
    body = <BlockLoading label={t`Loading tasks…`} />;
  } else {
    body = (
      <>
        {isToday && (
          <>
            <AddTaskForm today={today} openCount={open.length} openTaskLimit={openTaskLimit} onPlanLimit={onPlanLimit} />
            {planLimit && (
              <Notice key={planLimit.at} tone="error" className="work-plan-limit">
                <p>{planLimit.message}</p>
                <p><Link to="/plans"><Trans>See plans</Trans></Link></p>
              </Notice>
            )}
            <ToCompleteList
              items={open}
              getId={(task) => task.id}
              getLabel={(task) => task.text}
              dragType="work-task"
              label={t`Tasks to complete`}
              emptyText={done.length > 0 ? t`All caught up. Add another task when something comes up.` : t`Nothing to do yet. Add your first task above.`}
              onReorder={(ids) => reorderTasks(reorderWithinSlots(tasks.map((task) => task.id), ids))}
              renderItem={(task) => row(task, open)}
            />
          </>
        )}
        {!isToday && (
          <div className="work-note">
            <p><Trans>Open tasks live on today&apos;s list. Unticking a task here puts it back there.</Trans></p>
            <button type="button" className="btn btn--secondary" onClick={onShowToday}><Trans>Go to today</Trans></button>
          </div>
        )}
        <CompletedList
          items={done}
          getId={(task) => task.id}
          label={t`Completed tasks`}
          emptyText={isToday ? t`Nothing completed yet today.` : t`No tasks were completed on this day.`}
          renderItem={(task) => row(task, done)}
        />
      </>
    );
  }

  return (
    <WorkBlock kind="tasks" icon={<Icon name="check" />} title={t`Tasks`} headingRef={focus.headingRef} announcement={announcement}>
      {body}
    </WorkBlock>
  );
}
