import { useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { HabitReminderTimesDocument, MyGoalsDocument, type HabitCard_HabitFragment } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { useOutcome } from '../../ui/useOutcome';
import { useHabitGoalLink } from '../../shared/links/useGoalLinks';
import { categoryLabel } from '../../ui/categories';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { PercentBar } from '../../ui/PercentBar';
import { useRemoveHabit } from '../../shared/links/useItemLinks';
import { shortDayText } from '../../shared/work-day-text';
import { ScheduleDialog } from './ScheduleDialog';
import { headlineOf } from '../../shared/item-names';
import { formatNumber, formatPercent, listText } from '../../ui/i18n/format';

/** The user's habits of the chosen category, each with Remove (SPEC §8 toasts). */
export function CurrentHabitList({ habits, labelledBy }: { habits: readonly HabitCard_HabitFragment[]; labelledBy: string }) {
  const [removing, setRemoving] = useState<HabitCard_HabitFragment | null>(null);
  const [editing, setEditing] = useState<HabitCard_HabitFragment | null>(null);
  // One query for every card's reminder times (the Edit schedule dialog refetches it on each change).
  const reminders = useQuery(HabitReminderTimesDocument).data?.myReminders.habits;
  const timesOf = (habitId: string) => reminders?.find((entry) => entry.habitId === habitId)?.times ?? [];
  const { t } = useLingui();
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
                    {habit.item.custom && <span className="category-tag category-tag--own"><Trans>Your own</Trans></span>}
                  </p>
                  <h3 className="current-card__title" translate="no">{name}</h3>
                  {habit.item.text !== name && <p className="current-card__text" translate="no">{habit.item.text}</p>}
                </div>
                <HabitFacts habit={habit} reminderTimes={timesOf(habit.id)} />
                <HabitGoals habit={habit} name={name} />
                <div className="habit-card__controls">
                  <button type="button" className="btn btn--secondary habit-card__edit" aria-label={t`Edit schedule of ${name}`} onClick={() => setEditing(habit)}>
                    <Trans>Edit schedule</Trans>
                  </button>
                </div>
                <button
                  type="button"
                  className="current-card__remove"
                  aria-label={t`Remove ${name}`}
                  title={t`Remove`}
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
  const { t } = useLingui();
  const linked = new Set(habit.goals.map((goal) => goal.id));
  const others = (goals.data?.myGoals ?? []).filter((goal) => !linked.has(goal.id));
  const change = async (goalId: string, link: boolean) => {
    setBusy(true);
    clearProblem();
    try {
      await setLink(habit.id, goalId, link);
    } catch (error) {
      report('error', apiMessage(error, t`No Server Response`));
    }
    setBusy(false);
  };
  return (
    <div className="habit-goals">
      <span className="habit-goals__label"><Trans>Serves</Trans></span>
      {habit.goals.length === 0 && <span className="habit-facts__aside"><Trans>No goal yet</Trans></span>}
      <ul className="habit-goals__list" aria-label={t`Goals ${name} serves`}>
        {habit.goals.map((goal) => {
          const goalName = headlineOf(goal.item);
          return (
            <li key={goal.id} className="goal-chip">
              <span translate="no">{goalName}</span>
              <button type="button" className="goal-chip__remove" aria-label={t`Unlink ${name} from ${goalName}`} title={t`Unlink`} disabled={busy} onClick={() => void change(goal.id, false)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <>
          <label className="visually-hidden" htmlFor={selectId}><Trans>Link {name} to a goal</Trans></label>
          <select
            id={selectId}
            className="select habit-goals__select"
            value=""
            disabled={busy}
            onChange={(event) => { if (event.target.value) void change(event.target.value, true); }}
          >
            <option value=""><Trans>Link to a goal…</Trans></option>
            {others.map((goal) => <option key={goal.id} value={goal.id}>{headlineOf(goal.item)}</option>)}
          </select>
        </>
      )}
      {problem && <p key={problem.at} className="habit-goals__problem" role="alert">{problem.text}</p>}
    </div>
  );
}

/** 'At least 8 glasses a day', or 'Yes or no' (the unit is the user's own word). */
function targetText(i18n: I18n, target: HabitCard_HabitFragment['target']): string {
  if (!target) return i18n._(msg`Yes or no`);
  const { unit } = target;
  const amount = formatNumber(Number(target.amount), 3);
  return target.direction === 'AT_LEAST' ? i18n._(msg`At least ${amount} ${unit} a day`) : i18n._(msg`At most ${amount} ${unit} a day`);
}

/** Days as a short list: 'Mon 3 Nov, Tue 4 Nov'. */
const dayList = (days: readonly string[]) => listText(days.map((day) => shortDayText(day)), 'unit');

/** Why a streak survived a missed day: the freezes the server says keep it going (oldest first). */
function streakFreezesText(i18n: I18n, days: readonly string[]): string {
  const count = days.length;
  if (count <= 3) {
    const list = dayList(days);
    return i18n._(msg`${plural(count, { one: `a freeze on ${list} kept it going`, other: `freezes on ${list} kept it going` })}`);
  }
  const last = shortDayText(days[count - 1]);
  return i18n._(msg`${count} freezes kept it going, the last on ${last}`);
}

/** The habit's schedule, its reminder times, target, streaks, strength and the freezes spent on it. */
function HabitFacts({ habit, reminderTimes }: { habit: HabitCard_HabitFragment; reminderTimes: readonly string[] }) {
  const { stats } = habit;
  const freezes = stats.freezesSpent;
  const { t, i18n } = useLingui();
  const name = habit.item.text;
  const streak = stats.currentStreak;
  const best = stats.bestStreak;
  const { skipBudget } = habit;
  const reminderCount = reminderTimes.length;
  const spent = freezes.length;
  const spentDays = dayList(freezes.slice(0, 3));
  return (
    <dl className="habit-facts">
      <div className="habit-facts__fact">
        <dt><Trans>Schedule</Trans></dt>
        <dd>{habit.schedule.summary}</dd>
      </div>
      {reminderTimes.length > 0 && (
        <div className="habit-facts__fact">
          <dt>{t`${plural(reminderCount, { one: 'Reminder', other: 'Reminders' })}`}</dt>
          <dd>{listText(reminderTimes, 'unit')}</dd>
        </div>
      )}
      <div className="habit-facts__fact">
        <dt><Trans>Target</Trans></dt>
        <dd>{targetText(i18n, habit.target)}</dd>
      </div>
      <div className="habit-facts__fact">
        <dt><Trans>Streak</Trans></dt>
        <dd>
          <Plural value={streak} one="# day" other="# days" />
          {' '}
          <span className="habit-facts__aside"><Trans>(best {best})</Trans></span>
          {stats.streakFreezes.length > 0 && (
            <span className="habit-facts__aside">
              {' '}· {streakFreezesText(i18n, stats.streakFreezes)}
            </span>
          )}
        </dd>
      </div>
      <div className="habit-facts__fact">
        <dt><Trans>Strength</Trans></dt>
        <dd>
          <PercentBar block="habit-facts" label={t`Strength of ${name}`} percent={Math.round(stats.score * 100)} />
          {formatPercent(stats.score)}
        </dd>
      </div>
      {habit.skipBudget > 0 && (
        <div className="habit-facts__fact">
          <dt><Trans>Freezes</Trans></dt>
          <dd>
            <Plural value={skipBudget} one="# a month" other="# a month" />
            {freezes.length > 0 && (
              <span className="habit-facts__aside">
                {' '}· <Trans>{spent} spent: {spentDays}</Trans>
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
  const { t } = useLingui();
  const name = habit?.item.text;
  return (
    <ConfirmRemoveDialog
      open={habit !== null}
      title={t`Remove habit?`}
      description={<p><Trans>“{name}” leaves your habits, and its check-in history goes with it.</Trans></p>}
      onRemove={async () => {
        if (habit) await removeHabit(habit);
      }}
      onClose={onClose}
    />
  );
}
