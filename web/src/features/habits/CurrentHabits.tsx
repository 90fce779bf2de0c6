import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { HabitReminderTimesDocument, MyGoalsDocument, type HabitCard_HabitFragment } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { useHabitGoalLink } from '../../shared/links/useGoalLinks';
import { categoryLabel } from '../../ui/categories';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { PercentBar } from '../../ui/PercentBar';
import { useRemoveHabit } from '../../shared/links/useItemLinks';
import { shortDayText } from '../../shared/work-day';
import { ScheduleDialog } from './ScheduleDialog';
import { headlineOf } from '../../shared/item-names';

/** The user's habits of the chosen category, each with Remove (SPEC §8 toasts). */
export function CurrentHabitList({ habits, labelledBy }: { habits: readonly HabitCard_HabitFragment[]; labelledBy: string }) {
  const [removing, setRemoving] = useState<HabitCard_HabitFragment | null>(null);
  const [editing, setEditing] = useState<HabitCard_HabitFragment | null>(null);
  // One query for every card's reminder times (the Edit schedule dialog refetches it on each change).
  const reminders = useQuery(HabitReminderTimesDocument).data?.myReminders.habits;
  const timesOf = (habitId: string) => reminders?.find((entry) => entry.habitId === habitId)?.times ?? [];
  return (
    <>
      <ul className="current-list" aria-labelledby={labelledBy}>
        {habits.map((habit) => {
          const name = headlineOf(habit.item);
          return (
            <li key={habit.id}>
              <article className="current-card" aria-label={name}>
                <img className="current-card__image" src={habit.item.img} alt="" loading="lazy" />
                <div className="current-card__body">
                  <p className="item-card__tags">
                    <span className="category-tag">{categoryLabel(habit.item.category)}</span>
                    {habit.item.custom && <span className="category-tag category-tag--own">Your own</span>}
                  </p>
                  <h3 className="current-card__title">{name}</h3>
                  {habit.item.text !== name && <p className="current-card__text">{habit.item.text}</p>}
                </div>
                <HabitFacts habit={habit} reminderTimes={timesOf(habit.id)} />
                <HabitGoals habit={habit} name={name} />
                <div className="habit-card__controls">
                  <button type="button" className="btn btn--secondary habit-card__edit" aria-label={`Edit schedule of ${name}`} onClick={() => setEditing(habit)}>
                    Edit schedule
                  </button>
                </div>
                <button
                  type="button"
                  className="current-card__remove"
                  aria-label={`Remove ${name}`}
                  title="Remove"
                  onClick={() => setRemoving(habit)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </article>
            </li>
          );
        })}
      </ul>
      <RemoveHabitDialog habit={removing} onClose={() => setRemoving(null)} />
      <ScheduleDialog habit={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The goals the habit serves, each with Unlink, and a choice of the user's other goals to link (issue 15). */
function HabitGoals({ habit, name }: { habit: HabitCard_HabitFragment; name: string }) {
  const goals = useQuery(MyGoalsDocument);
  const setLink = useHabitGoalLink();
  const [busy, setBusy] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  const selectId = useId();
  const linked = new Set(habit.goals.map((goal) => goal.id));
  const others = (goals.data?.myGoals ?? []).filter((goal) => !linked.has(goal.id));
  const change = async (goalId: string, link: boolean) => {
    setBusy(true);
    clearProblem();
    try {
      await setLink(habit.id, goalId, link);
    } catch (error) {
      report('error', apiMessage(error, 'No Server Response'));
    }
    setBusy(false);
  };
  return (
    <div className="habit-goals">
      <span className="habit-goals__label">Serves</span>
      {habit.goals.length === 0 && <span className="habit-facts__aside">No goal yet</span>}
      <ul className="habit-goals__list" aria-label={`Goals ${name} serves`}>
        {habit.goals.map((goal) => {
          const goalName = headlineOf(goal.item);
          return (
            <li key={goal.id} className="goal-chip">
              {goalName}
              <button type="button" className="goal-chip__remove" aria-label={`Unlink ${name} from ${goalName}`} title="Unlink" disabled={busy} onClick={() => void change(goal.id, false)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <>
          <label className="visually-hidden" htmlFor={selectId}>Link {name} to a goal</label>
          <select
            id={selectId}
            className="select habit-goals__select"
            value=""
            disabled={busy}
            onChange={(event) => { if (event.target.value) void change(event.target.value, true); }}
          >
            <option value="">Link to a goal…</option>
            {others.map((goal) => <option key={goal.id} value={goal.id}>{headlineOf(goal.item)}</option>)}
          </select>
        </>
      )}
      {problem && <p key={problem.at} className="habit-goals__problem" role="alert">{problem.text}</p>}
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '8 glasses a day (at least)', or 'Yes or no'. */
function targetText(target: HabitCard_HabitFragment['target']): string {
  if (!target) return 'Yes or no';
  return `${target.direction === 'AT_LEAST' ? 'At least' : 'At most'} ${target.amount} ${target.unit} a day`;
}

/** Why a streak survived a missed day: the freezes the server says keep it going (oldest first). */
function streakFreezesText(days: readonly string[]): string {
  if (days.length === 1) return `a freeze on ${shortDayText(days[0])} kept it going`;
  if (days.length <= 3) return `freezes on ${days.map((day) => shortDayText(day)).join(', ')} kept it going`;
  return `${days.length} freezes kept it going, the last on ${shortDayText(days[days.length - 1])}`;
}

/** The habit's schedule, its reminder times, target, streaks, strength and the freezes spent on it. */
function HabitFacts({ habit, reminderTimes }: { habit: HabitCard_HabitFragment; reminderTimes: readonly string[] }) {
  const { stats } = habit;
  const freezes = stats.freezesSpent;
  return (
    <dl className="habit-facts">
      <div className="habit-facts__fact">
        <dt>Schedule</dt>
        <dd>{habit.schedule.summary}</dd>
      </div>
      {reminderTimes.length > 0 && (
        <div className="habit-facts__fact">
          <dt>{reminderTimes.length === 1 ? 'Reminder' : 'Reminders'}</dt>
          <dd>{reminderTimes.join(', ')}</dd>
        </div>
      )}
      <div className="habit-facts__fact">
        <dt>Target</dt>
        <dd>{targetText(habit.target)}</dd>
      </div>
      <div className="habit-facts__fact">
        <dt>Streak</dt>
        <dd>
          {plural(stats.currentStreak, 'day', 'days')} <span className="habit-facts__aside">(best {stats.bestStreak})</span>
          {stats.streakFreezes.length > 0 && (
            <span className="habit-facts__aside">
              {' '}· {streakFreezesText(stats.streakFreezes)}
            </span>
          )}
        </dd>
      </div>
      <div className="habit-facts__fact">
        <dt>Strength</dt>
        <dd>
          <PercentBar block="habit-facts" label={`Strength of ${habit.item.text}`} percent={Math.round(stats.score * 100)} />
          {Math.round(stats.score * 100)}%
        </dd>
      </div>
      {habit.skipBudget > 0 && (
        <div className="habit-facts__fact">
          <dt>Freezes</dt>
          <dd>
            {plural(habit.skipBudget, 'a month', 'a month')}
            {freezes.length > 0 && (
              <span className="habit-facts__aside">
                {' '}· {plural(freezes.length, 'spent', 'spent')}: {freezes.slice(0, 3).map((day) => shortDayText(day)).join(', ')}
              </span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

function RemoveHabitDialog({ habit, onClose }: { habit: HabitCard_HabitFragment | null; onClose: () => void }) {
  const removeHabit = useRemoveHabit();
  return (
    <ConfirmRemoveDialog
      open={habit !== null}
      title="Remove habit?"
      description={<p>“{habit?.item.text}” leaves your habits, and its check-in history goes with it.</p>}
      onRemove={async () => {
        if (habit) await removeHabit(habit);
      }}
      onClose={onClose}
    />
  );
}
