import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HabitRow_DayHabitFragment } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { reorderWithinSlots } from './reorder';
import { useRemoveHabit } from '../../shared/links/useItemLinks';
import { useReorder, useToggleHabit } from './useWorkMutations';
import {
  BlockError, BlockLoading, CompletedList, neighbourOf, ToCompleteList, useWorkBlockFocus, WorkBlock, WorkItem,
} from './WorkBlockParts';
import { WORK_MESSAGES } from './work-messages';
import type { WorkDay } from '../../shared/work-day';
import { Icon } from '../../ui/Icon';

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
  const reorderHabits = useReorder('HABITS');
  const removeHabit = useRemoveHabit();
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<HabitRow_DayHabitFragment | null>(null);
  const focus = useWorkBlockFocus();

  let body;
  if (failed && !habits) {
    body = <BlockError message={WORK_MESSAGES.habitsFailed} onRetry={onRetry} />;
  } else if (!habits) {
    body = <BlockLoading label="Loading habits…" />;
  } else if (habits.length === 0) {
    body = (
      <div className="work-empty work-empty--block">
        <Icon name="seedling" className="work-empty__emoji" />
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
      const neighbour = neighbourOf(list, dayHabit);
      const nowDone = !dayHabit.done;
      if (neighbour) focus.focusCheckbox(checkboxId(neighbour), neighbour.done);
      else focus.focusCheckbox(checkboxId(dayHabit), nowDone);
      setAnnouncement(`${dayHabit.habit.item.text} moved to ${nowDone ? 'Completed' : 'To Complete'}`);
      toggleHabit(dayHabit, nowDone);
    };
    const row = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[]) => {
      const { text, category } = dayHabit.habit.item;
      return (
        <WorkItem
          checkboxId={checkboxId(dayHabit)}
          checked={dayHabit.done}
          text={text}
          onToggle={() => toggle(dayHabit, list)}
          tag={categoryLabel(category)}
          removeLabel={`Remove habit ${text}`}
          removeTitle="Remove habit"
          onRemove={() => setRemoving(dayHabit)}
        />
      );
    };
    body = (
      <>
        <ToCompleteList
          items={toDo}
          getId={(dayHabit) => dayHabit.id}
          getLabel={(dayHabit) => dayHabit.habit.item.text}
          dragType="work-habit"
          label="Habits to complete"
          emptyText={<>
            <Icon name="star" /> 
            {day === today ? 'Every habit is done for today. Well done!' : 'Every habit was done on this day.'}
          </>}
          onReorder={(ids) => {
            const byId = new Map(habits.map((dayHabit) => [dayHabit.id, dayHabit.habit.id]));
            reorderHabits(reorderWithinSlots(habits.map((dayHabit) => dayHabit.id), ids).map((id) => byId.get(id)!));
          }}
          renderItem={(dayHabit) => row(dayHabit, toDo)}
        />
        <CompletedList
          items={done}
          getId={(dayHabit) => dayHabit.id}
          label="Completed habits"
          emptyText="Nothing ticked off yet. Tick a habit when you have done it."
          renderItem={(dayHabit) => row(dayHabit, done)}
        />
      </>
    );
  }

  return (
    <WorkBlock
      kind="habits"
      icon={<Icon name="habits" />}
      title="Habits"
      headingRef={focus.headingRef}
      link={<Link to="/habits" className="work-block__link">Manage habits</Link>}
      announcement={announcement}
    >
      {body}
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
              const habit = removing!.habit;
              setRemoving(null);
              focus.focusHeading();
              void removeHabit(habit);
            }}
          >
            Remove
          </button>
        </div>
      </Dialog>
    </WorkBlock>
  );
}
