import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TaskRow_TaskFragment } from '../../gql/graphql';
import { Notice } from '../../ui/Notice';
import { AddTaskForm } from './AddTaskForm';
import { TrashIcon } from './HabitsBlock';
import { ReorderableList } from './ReorderableList';
import { reorderWithinSlots } from './reorder';
import { useDeleteTask, useReorderTasks, useSetTaskComplete } from './use-work-mutations';
import { BlockError, BlockLoading, ListHeading } from './WorkBlockParts';
import { WORK_MESSAGES } from './work-messages';
import type { WorkDay } from './work-day';

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
  const reorderTasks = useReorderTasks();
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<{ id: string; checked: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isToday = day === today;

  useLayoutEffect(() => {
    const pending = focusNext.current;
    if (!pending) return;
    const checkbox = document.getElementById(pending.id);
    if (!(checkbox instanceof HTMLInputElement) || checkbox.checked !== pending.checked) return;
    focusNext.current = null;
    checkbox.focus();
  });

  const open = tasks?.filter((task) => !task.complete) ?? [];
  const done = tasks?.filter((task) => task.complete && task.completedDay === day) ?? [];

  const toggle = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => {
    const index = list.indexOf(task);
    const neighbour = list[index + 1] ?? list[index - 1];
    const complete = !task.complete;
    // A task reopened on an earlier day goes to today's list, out of this view.
    const followsTask = complete ? isToday : false;
    if (neighbour) focusNext.current = { id: checkboxId(neighbour), checked: neighbour.complete };
    else if (followsTask) focusNext.current = { id: checkboxId(task), checked: complete };
    else window.requestAnimationFrame(() => headingRef.current?.focus());
    setAnnouncement(complete
      ? `${task.text} moved to Completed`
      : `${task.text} moved to ${isToday ? 'To Complete' : "today's To Complete list"}`);
    setTaskComplete(task, complete);
  };

  const remove = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => {
    const index = list.indexOf(task);
    const neighbour = list[index + 1] ?? list[index - 1];
    if (neighbour) focusNext.current = { id: checkboxId(neighbour), checked: neighbour.complete };
    else window.requestAnimationFrame(() => headingRef.current?.focus());
    setAnnouncement(`${task.text} deleted`);
    deleteTask(task);
  };

  const row = (task: TaskRow_TaskFragment, list: TaskRow_TaskFragment[]) => (
    <TaskRow task={task} onToggle={() => toggle(task, list)} onDelete={() => remove(task, list)} />
  );

  let body;
  if (failed && !tasks) {
    body = <BlockError message={WORK_MESSAGES.tasksFailed} onRetry={onRetry} />;
  } else if (!tasks) {
    body = <BlockLoading label="Loading tasks…" />;
  } else {
    body = (
      <>
        {isToday && (
          <>
            <AddTaskForm today={today} openCount={open.length} openTaskLimit={openTaskLimit} onPlanLimit={onPlanLimit} />
            {planLimit && (
              <Notice key={planLimit.at} tone="error" className="work-plan-limit">
                <p>{planLimit.message}</p>
                <p><Link to="/plans">See plans</Link></p>
              </Notice>
            )}
            <ListHeading title="To Complete" count={open.length} />
            {open.length === 0 ? (
              <p className="work-empty">
                {done.length > 0 ? 'All caught up. Add another task when something comes up.' : 'Nothing to do yet. Add your first task above.'}
              </p>
            ) : (
              <ReorderableList
                items={open}
                getId={(task) => task.id}
                getLabel={(task) => task.text}
                dragType="work-task"
                label="Tasks to complete"
                className="work-list"
                onReorder={(ids) => reorderTasks(reorderWithinSlots(tasks.map((task) => task.id), ids))}
                renderItem={(task) => row(task, open)}
              />
            )}
          </>
        )}
        {!isToday && (
          <div className="work-note">
            <p>Open tasks live on today&apos;s list. Unticking a task here puts it back there.</p>
            <button type="button" className="btn btn--secondary" onClick={onShowToday}>Go to today</button>
          </div>
        )}
        <ListHeading title="Completed" count={done.length} />
        {done.length === 0 ? (
          <p className="work-empty">{isToday ? 'Nothing completed yet today.' : 'No tasks were completed on this day.'}</p>
        ) : (
          <ul className="work-list work-list--done" aria-label="Completed tasks">
            {done.map((task) => (
              <li key={task.id} className="work-row work-row--done">{row(task, done)}</li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="card work-block work-block--tasks" aria-labelledby="work-tasks-title">
      <div className="work-block__header">
        <h2 id="work-tasks-title" ref={headingRef} tabIndex={-1} className="work-block__title">
          <span aria-hidden="true">✅</span> Tasks
        </h2>
      </div>
      {body}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}

function TaskRow({ task, onToggle, onDelete }: { task: TaskRow_TaskFragment; onToggle: () => void; onDelete: () => void }) {
  return (
    <div className="work-item">
      <label className="work-item__check">
        <input id={checkboxId(task)} type="checkbox" checked={task.complete} onChange={onToggle} />
        <span className="work-item__text">{task.text}</span>
      </label>
      <button type="button" className="work-icon-button work-icon-button--danger" aria-label={`Delete task ${task.text}`} title="Delete task" onClick={onDelete}>
        <TrashIcon />
      </button>
    </div>
  );
}
