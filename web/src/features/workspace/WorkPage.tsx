import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WorkDashboardDocument, type HabitRow_DayHabitFragment, type TaskRow_TaskFragment } from '../../gql/graphql';
import { useMe } from '../../shared/session/useMe';
import { MotivationBlock } from './MotivationBlock';
import { DateSelection } from './DateSelection';
import { HabitsBlock } from './HabitsBlock';
import { TasksBlock } from './TasksBlock';
import { dateOfWorkDay, isAfterDay, todayWorkDay, workDayOf, type WorkDay } from '../../shared/work-day';
import { useLiveDashboard } from './useLiveDashboard';
import './work.css';
import { Icon } from '../../ui/Icon';

/** By the user's order; the server's order breaks ties. */
function byPosition<T>(items: readonly T[], position: (item: T) => number): T[] {
  return items.map((item, index) => ({ item, index }))
    .sort((a, b) => position(a.item) - position(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** A day named in the address: a real calendar day, not after today; anything else is ignored. */
function linkedDay(value: string | null, today: WorkDay): WorkDay | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || workDayOf(dateOfWorkDay(value)) !== value) return null;
  return isAfterDay(value, today) ? null : value;
}

/** Home for a signed-in user (/, /home, /workspace): SPEC §2 Dashboard. */
export function WorkPage() {
  const { me } = useMe();
  if (!me) return null;
  return <WorkScreen key={me.id} userId={me.id} profileIncomplete={me.focusAreas.length === 0 || me.challenges.length === 0} />;
}

function WorkScreen({ userId, profileIncomplete }: { userId: string; profileIncomplete: boolean }) {
  // Today is the browser's local day; the app reloads itself when the calendar day changes.
  const today = todayWorkDay();
  // A reminder's notification opens the Work screen at its day (`?day=YYYY-MM-DD`).
  const [searchParams] = useSearchParams();
  const [day, setDay] = useState<WorkDay>(() => linkedDay(searchParams.get('day'), today) ?? today);
  const { data, error, refetch } = useQuery(WorkDashboardDocument, {
    variables: { day },
    fetchPolicy: 'cache-and-network',
  });
  useLiveDashboard(day);
  const dashboard = data?.dashboard.day === day ? data.dashboard : undefined;
  const habits: HabitRow_DayHabitFragment[] | undefined = dashboard
    && byPosition(dashboard.habits, (dayHabit) => dayHabit.habit.position);
  const tasks: TaskRow_TaskFragment[] | undefined = dashboard && byPosition(dashboard.tasks, (task) => task.position);
  const retry = () => void refetch().catch(() => undefined);
  const { t } = useLingui();

  return (
    <div className="page page--wide">
      <title>{t`Work · Cairn`}</title>
      <div className="page-header">
        <div>
          <p className="page__eyebrow"><Trans>Your day</Trans></p>
          <h1 className="work__title"><Trans>Work</Trans></h1>
        </div>
        <Link to="/progress" className="btn btn--secondary work__progress-link">
          <Icon name="progress" /> <Trans>See your progress</Trans>
        </Link>
      </div>

      {profileIncomplete && (
        <aside className="card work-prompt" aria-labelledby="work-prompt-title">
          <Icon name="profile" className="work-prompt__emoji" />
          <div className="work-prompt__text">
            <h2 id="work-prompt-title" className="work-prompt__title"><Trans>Make your motivation personal</Trans></h2>
            <p><Trans>Choose a focus area and your biggest challenge, and your daily message will speak to them.</Trans></p>
          </div>
          <Link to="/profile" className="btn btn--primary"><Trans>Update Profile</Trans></Link>
        </aside>
      )}

      <div className="work__stack">
        <MotivationBlock userId={userId} today={today} habitCount={day === today ? habits?.length : undefined} />
        <DateSelection day={day} today={today} onChange={setDay} />
      </div>

      <div className="work__columns">
        <HabitsBlock day={day} today={today} habits={habits} failed={Boolean(error) && !dashboard} onRetry={retry} />
        <TasksBlock
          day={day}
          today={today}
          tasks={tasks}
          openTaskLimit={data?.me?.limits.openTasks}
          failed={Boolean(error) && !dashboard}
          onRetry={retry}
          onShowToday={() => setDay(today)}
        />
      </div>
    </div>
  );
}
