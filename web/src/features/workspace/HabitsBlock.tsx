import { Trans, useLingui } from '@lingui/react/macro';
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
import { type WorkDay } from '../../shared/work-day';
import { shortDayText } from '../../shared/work-day-text';
import { isDoneToday, listOf, periodProgressText } from './habit-day';
import { HabitValueStepper } from './HabitValueStepper';
import { useSetHabitValue, useSkipHabit } from './useHabitDay';
import { Icon } from '../../ui/Icon';
import { formatNumber } from '../../ui/i18n/format';
import { headlineOf } from '../../shared/item-names';

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
  const setHabitValue = useSetHabitValue();
  const skipHabit = useSkipHabit();
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<HabitRow_DayHabitFragment | null>(null);
  const focus = useWorkBlockFocus();
  const { t } = useLingui();
  const isToday = day === today;
  const removingName = removing?.habit.item.text;

  let body;
  if (failed && !habits) {
    body = <BlockError message={t(WORK_MESSAGES.habitsFailed)} onRetry={onRetry} />;
  } else if (!habits) {
    body = <BlockLoading label={t`Loading habits…`} />;
  } else if (habits.length === 0) {
    body = (
      <div className="work-empty work-empty--block">
        <Icon name="seedling" className="work-empty__emoji" />
        <p className="work-empty__title"><Trans>No habits yet</Trans></p>
        <p className="work-empty__text"><Trans>Pick a few small daily habits that carry your goals, then tick them off here each day.</Trans></p>
        <Link to="/habits" className="btn btn--primary"><Trans>Choose Habits</Trans></Link>
      </div>
    );
  } else {
    const toDo = habits.filter((habit) => listOf(habit) === 'toDo');
    const done = habits.filter((habit) => listOf(habit) === 'completed');
    const notDue = habits.filter((habit) => listOf(habit) === 'notDue');
    const date = shortDayText(day);
    const toggle = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[]) => {
      // Focus stays in the list the habit left (its neighbour), or follows the habit.
      const neighbour = neighbourOf(list, dayHabit);
      const nowDone = !isDoneToday(dayHabit);
      if (neighbour) focus.focusCheckbox(checkboxId(neighbour), isDoneToday(neighbour));
      else focus.focusCheckbox(checkboxId(dayHabit), nowDone);
      // Announced once saved: nothing is said to have moved when it did not.
      const name = dayHabit.habit.item.text;
      void toggleHabit(dayHabit, nowDone).then((outcome) => {
        if (outcome.saved) setAnnouncement(nowDone ? t`${name} moved to Completed` : t`${name} moved to To Complete`);
        else if (outcome.message) {
          const { message } = outcome;
          setAnnouncement(t`${name}: ${message}`);
        }
      });
    };
    const enterValue = (dayHabit: HabitRow_DayHabitFragment, value: string | null) => {
      setHabitValue(dayHabit, value);
      const name = dayHabit.habit.item.text;
      const unit = dayHabit.habit.target?.unit ?? '';
      const amount = value === null ? null : formatNumber(Number(value), 3);
      setAnnouncement((amount === null ? t`${name}: no ${unit}` : t`${name}: ${amount} ${unit}`).trim());
    };
    const skip = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[], skipped: boolean) => {
      const neighbour = neighbourOf(list, dayHabit);
      if (neighbour) focus.focusCheckbox(checkboxId(neighbour), isDoneToday(neighbour));
      else focus.focusHeading();
      const name = dayHabit.habit.item.text;
      // Taken back, the skip leaves the day to do again: the habit goes back under To Complete.
      if (!skipped) setAnnouncement(t`${name} no longer skipped, moved to To Complete`);
      else setAnnouncement(isToday ? t`${name} skipped today` : t`${name} skipped on ${date}`);
      skipHabit(dayHabit, skipped);
    };
    const row = (dayHabit: HabitRow_DayHabitFragment, list: HabitRow_DayHabitFragment[]) => {
      const { text, category } = dayHabit.habit.item;
      const { target } = dayHabit.habit;
      const progress = periodProgressText(dayHabit);
      const skipped = dayHabit.status === 'SKIPPED';
      const details = (
        <>
          {(progress || skipped || dayHabit.status === 'PERIOD_DONE' || dayHabit.status === 'EXTRA' || dayHabit.keptByFreeze) && (
            <p className="habit-status">
              {skipped && <span className="habit-status__badge habit-status__badge--skipped"><Trans>Skipped</Trans></span>}
              {/* The server's verdict (the rules): a missed day the skip budget covered. */}
              {dayHabit.keptByFreeze && <span className="habit-status__badge"><Trans>Streak kept by a freeze</Trans></span>}
              {dayHabit.status === 'EXTRA' && <span className="habit-status__badge"><Trans>Extra: not due this day, counted in your totals</Trans></span>}
              {dayHabit.status === 'PERIOD_DONE' && <span className="habit-status__badge"><Trans>Done for the period</Trans></span>}
              {progress && <span className="habit-status__progress">{progress}</span>}
            </p>
          )}
          {target && !skipped && (
            <HabitValueStepper
              id={`work-habit-value-${dayHabit.id}`}
              habitName={text}
              target={target}
              value={dayHabit.value ?? null}
              onChange={(value) => enterValue(dayHabit, value)}
            />
          )}
        </>
      );
      const actions = dayHabit.status === 'TO_DO' ? (
        <button type="button" className="btn btn--secondary btn--small work-skip" aria-label={isToday ? t`Skip ${text} today` : t`Skip ${text} on ${date}`} onClick={() => skip(dayHabit, list, true)}>
          <Trans>Skip</Trans>
        </button>
      ) : skipped ? (
        <button type="button" className="btn btn--secondary btn--small work-skip" aria-label={t`Undo skip of ${text}`} onClick={() => skip(dayHabit, list, false)}>
          <Trans>Undo skip</Trans>
        </button>
      ) : undefined;
      return (
        <WorkItem
          checkboxId={checkboxId(dayHabit)}
          checked={isDoneToday(dayHabit)}
          text={text}
          onToggle={() => toggle(dayHabit, list)}
          tag={categoryLabel(category)}
          goals={dayHabit.habit.goals.map((goal) => headlineOf(goal.item))}
          removeLabel={t`Remove habit ${text}`}
          removeTitle={t`Remove habit`}
          onRemove={() => setRemoving(dayHabit)}
          details={details}
          actions={actions}
        />
      );
    };
    // The server puts every habit on vacation on a vacation day: the day itself is one.
    const onVacation = habits.every((habit) => habit.status === 'VACATION');
    body = onVacation ? (
      <>
        <div className="work-empty work-empty--block" role="status">
          <Icon name="seedling" className="work-empty__emoji" />
          <p className="work-empty__title"><Trans>On vacation</Trans></p>
          <p className="work-empty__text">
            {isToday
              ? <Trans>Nothing is due today: you are on vacation, and your streaks wait for you.</Trans>
              : <Trans>Nothing was due on this day: you are on vacation, and your streaks wait for you.</Trans>}
          </p>
        </div>
        <NotDueGroup habits={notDue} title={isToday ? t`Not due today` : t`Not due this day`} />
      </>
    ) : (
      <>
        <ToCompleteList
          items={toDo}
          getId={(dayHabit) => dayHabit.id}
          getLabel={(dayHabit) => dayHabit.habit.item.text}
          dragType="work-habit"
          label={t`Habits to complete`}
          emptyText={<>
            <Icon name="star" /> 
            {isToday ? t`Every habit is done for today. Well done!` : t`Every habit was done on this day.`}
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
          label={t`Completed habits`}
          emptyText={t`Nothing ticked off yet. Tick a habit when you have done it.`}
          renderItem={(dayHabit) => row(dayHabit, done)}
        />
        {notDue.length > 0 && <NotDueGroup habits={notDue} title={isToday ? t`Not due today` : t`Not due this day`} />}
      </>
    );
  }

  return (
    <WorkBlock
      kind="habits"
      icon={<Icon name="habits" />}
      title={t`Habits`}
      headingRef={focus.headingRef}
      link={<Link to="/habits" className="work-block__link"><Trans>Manage habits</Trans></Link>}
      announcement={announcement}
    >
      {body}
      <Dialog
        open={removing !== null}
        title={t`Remove habit`}
        tone="danger"
        description={removingName !== undefined && <p><Trans>Remove “{removingName}” and all its history? This cannot be undone.</Trans></p>}
        onClose={() => setRemoving(null)}
      >
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setRemoving(null)}><Trans>Cancel</Trans></button>
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
            <Trans>Remove</Trans>
          </button>
        </div>
      </Dialog>
    </WorkBlock>
  );
}

/** Habits with nothing to do on the day (not scheduled, or a vacation), folded away. */
function NotDueGroup({ habits, title }: { habits: HabitRow_DayHabitFragment[]; title: string }) {
  const { t } = useLingui();
  return (
    <details className="work-not-due">
      <summary className="work-not-due__summary">
        {title}
        {' '}
        <span className="work-list-title__count">
          <span className="visually-hidden">(</span>{habits.length}<span className="visually-hidden">)</span>
        </span>
      </summary>
      <ul className="work-list work-list--not-due" aria-label={t`Habits not due`}>
        {habits.map((dayHabit) => {
          const { summary } = dayHabit.habit.schedule;
          return (
            <li key={dayHabit.id} className="work-row work-row--not-due">
              <span className="work-not-due__name" translate="no">{dayHabit.habit.item.text}</span>
              <span className="work-not-due__reason">
                {dayHabit.status === 'VACATION' ? <Trans>On vacation</Trans> : <Trans>Due: {summary}</Trans>}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
