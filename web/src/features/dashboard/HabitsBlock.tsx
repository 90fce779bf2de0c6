import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HabitRow_DayHabitFragment } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { ReorderableList } from './ReorderableList';
import { reorderWithinSlots } from './reorder';
import { useRemoveHabit, useReorderHabits, useToggleHabit } from './use-work-mutations';
import { BlockError, BlockLoading, ListHeading } from './WorkBlockParts';
import { WORK_MESSAGES } from './work-messages';
import type { WorkDay } from './work-day';

interface HabitsBlockProps {
  day: WorkDay;
  today: WorkDay;
  /** The day's habits in the user's order; undefined while loading. */
  habits: HabitRow_DayHabitFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

const checkboxId = (dayHabit: HabitRow_DayHabitFragment) => `work-habit-${dayHabit.id}`;

/** SPEC §2: the day's habits, To Complete (reorderable) and Completed; a tick moves one across. */
export function HabitsBlock({ day, today, habits, failed, onRetry }: HabitsBlockProps) {
  const toggleHabit = useToggleHabit();
  const reorderHabits = useReorderHabits();
  const removeHabit = useRemoveHabit(day);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<HabitRow_DayHabitFragment | null>(null);
  const focusNext = useRef<{ id: string; checked: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const pending = focusNext.current;
    if (!pending) return;
    const checkbox = document.getElementById(pending.id);
    // Wait for the render where the checkbox stands in the list it belongs to.
    if (!(checkbox instanceof HTMLInputElement) || checkbox.checked !== pending.checked) return;
    focusNext.current = null;
    checkbox.focus();
  });

  let body;
  if (failed && !habits) {
    body = <BlockError message={WORK_MESSAGES.habitsFailed} onRetry={onRetry} />;
  } else if (!habits) {
    body = <BlockLoading label="Loading habits…" />;
  } else if (habits.length === 0) {
    body = (
      <div className="work-empty work-empty--block">
        <span className="work-empty__emoji" aria-hidden="true">🌱</span>
        <p className="work-empty__title">No habits yet</p>
        <p className="work-empty__text">Pick a few small daily habits that carry your goals, then tick them off here each day.</p>
        <Link to="/habits" className="btn btn--primary">Choose Habits</Link>
      </div>
    );
  } else {
    const toDo = habits.filter((habit) => !habit.done);
    const done = habits.filter((habit) => habit.done);
    const toggle = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[]) => {
      // Focus stays in the list the habit left (its neighbour), or follows the habit.
      const index = list.indexOf(dayHabit);
      const neighbour = list[index + 1] ?? list[index - 1];
      const nowDone = !dayHabit.done;
      focusNext.current = neighbour
        ? { id: checkboxId(neighbour), checked: neighbour.done }
        : { id: checkboxId(dayHabit), checked: nowDone };
      setAnnouncement(`${dayHabit.habit.item.text} moved to ${nowDone ? 'Completed' : 'To Complete'}`);
      toggleHabit(dayHabit, nowDone);
    };
    const row = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[]) => (
      <HabitRow dayHabit={dayHabit} onToggle={() => toggle(dayHabit, list)} onRemove={() => setRemoving(dayHabit)} />
    );
    body = (
      <>
        <ListHeading title="To Complete" count={toDo.length} />
        {toDo.length === 0 ? (
          <p className="work-empty">
            <span aria-hidden="true">🎉 </span>
            {day === today ? 'Every habit is done for today. Well done!' : 'Every habit was done on this day.'}
          </p>
        ) : (
          <ReorderableList
            items={toDo}
            getId={(dayHabit) => dayHabit.id}
            getLabel={(dayHabit) => dayHabit.habit.item.text}
            dragType="work-habit"
            label="Habits to complete"
            className="work-list"
            onReorder={(ids) => {
              const byId = new Map(habits.map((dayHabit) => [dayHabit.id, dayHabit.habit.id]));
              reorderHabits(reorderWithinSlots(habits.map((dayHabit) => dayHabit.id), ids).map((id) => byId.get(id)!));
            }}
            renderItem={(dayHabit) => row(dayHabit, toDo)}
          />
        )}
        <ListHeading title="Completed" count={done.length} />
        {done.length === 0 ? (
          <p className="work-empty">Nothing ticked off yet. Tick a habit when you have done it.</p>
        ) : (
          <ul className="work-list work-list--done" aria-label="Completed habits">
            {done.map((dayHabit) => (
              <li key={dayHabit.id} className="work-row work-row--done">{row(dayHabit, done)}</li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="card work-block work-block--habits" aria-labelledby="work-habits-title">
      <div className="work-block__header">
        <h2 id="work-habits-title" ref={headingRef} tabIndex={-1} className="work-block__title">
          <span aria-hidden="true">🔁</span> Habits
        </h2>
        <Link to="/habits" className="work-block__link">Manage habits</Link>
      </div>
      {body}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      <Dialog
        open={removing !== null}
        title="Remove habit"
        tone="danger"
        description={removing && <p>Remove “{removing.habit.item.text}” and all its history? This cannot be undone.</p>}
        onClose={() => setRemoving(null)}
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setRemoving(null)}>Cancel</button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={() => {
              const habitId = removing!.habit.id;
              setRemoving(null);
              // The row is gone at once: focus goes to the block's heading.
              window.requestAnimationFrame(() => headingRef.current?.focus());
              void removeHabit(habitId);
            }}
          >
            Remove
          </button>
        </div>
      </Dialog>
    </section>
  );
}

function HabitRow({ dayHabit, onToggle, onRemove }: {
  dayHabit: HabitRow_DayHabitFragment;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const { text, category } = dayHabit.habit.item;
  return (
    <div className="work-item">
      <label className="work-item__check">
        <input id={checkboxId(dayHabit)} type="checkbox" checked={dayHabit.done} onChange={onToggle} />
        <span className="work-item__text">{text}</span>
      </label>
      <span className="work-item__tag">{categoryLabel(category)}</span>
      <button type="button" className="work-icon-button work-icon-button--danger" aria-label={`Remove habit ${text}`} title="Remove habit" onClick={onRemove}>
        <TrashIcon />
      </button>
    </div>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
      <path d="M9 7V4h6v3" />
    </svg>
  );
}
