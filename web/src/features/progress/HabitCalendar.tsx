import { useQuery } from '@apollo/client/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ProgressHabitCalendarDocument } from '../../gql/graphql';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { dateOfWorkDay, dayRangeText, daysBetween, longDayText, shiftWorkDay, shortDayText, type WorkDay } from '../../shared/work-day';

export interface CalendarHabit {
  id: string;
  text: string;
}

interface HabitCalendarProps {
  habits: CalendarHabit[];
  from: WorkDay;
  to: WorkDay;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Up to this many days the calendar reads like a month page; longer ranges lie on their side. */
const MONTH_LAYOUT_MAX_DAYS = 98;

/** A calendar heat map of the days one chosen habit was done. */
export function HabitCalendar({ habits, from, to }: HabitCalendarProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState(habits[0]?.id ?? '');
  const habit = habits.find((candidate) => candidate.id === chosen) ?? habits[0];
  const { data, error, loading, refetch } = useQuery(ProgressHabitCalendarDocument, {
    variables: { habitId: habit?.id ?? '', from, to },
    skip: !habit,
  });

  if (!habit) {
    return <p className="progress-empty">Add a habit to see the days you kept it on a calendar.</p>;
  }

  let grid;
  const calendar = data?.habitCalendar;
  if (calendar) {
    grid = <CalendarGrid habitText={habit.text} from={calendar.from} to={calendar.to} doneDays={calendar.days} vacationDays={calendar.vacationDays} />;
  } else if (error && !loading) {
    grid = (
      <RetryNotice onRetry={refetch}><p>Could not load this habit&apos;s calendar.</p></RetryNotice>
    );
  } else {
    grid = <SkeletonLines variant="rows" lines={2} label="Loading the calendar…" />;
  }

  return (
    <div className="habit-calendar">
      <div className="field habit-calendar__picker">
        <label className="field__label" htmlFor={selectId}>Habit</label>
        <select id={selectId} className="input habit-calendar__select" value={habit.id} onChange={(event) => setChosen(event.target.value)}>
          {habits.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.text}</option>)}
        </select>
      </div>
      {grid}
    </div>
  );
}

function CalendarGrid({ habitText, from, to, doneDays, vacationDays }: { habitText: string; from: WorkDay; to: WorkDay; doneDays: string[]; vacationDays: string[] }) {
  // The server's vacation days ask nothing: shown as vacation, left out of the days counted.
  const away = new Set(vacationDays);
  const done = new Set(doneDays.filter((day) => !away.has(day)));
  const length = daysBetween(from, to) + 1;
  const days = Array.from({ length }, (_, index) => shiftWorkDay(from, index));
  const count = length - days.filter((day) => away.has(day)).length;
  // Monday first: blanks before the first day put every day under its weekday.
  const lead = (dateOfWorkDay(from).getDay() + 6) % 7;
  const layout = length <= MONTH_LAYOUT_MAX_DAYS ? 'month' : 'year';
  const awayCount = length - count;
  const vacationText = awayCount ? ` (${awayCount} ${awayCount === 1 ? 'day' : 'days'} on vacation)` : '';
  const summary = `${habitText}: done on ${done.size} of ${count} ${count === 1 ? 'day' : 'days'}${vacationText}, ${longDayText(from)} to ${longDayText(to)}.`;
  const scroller = useRef<HTMLDivElement>(null);
  // A long range scrolls inside its card and opens on the newest weeks.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [from, to, layout]);
  return (
    <figure className="habit-calendar__figure">
      <div
        ref={layout === 'year' ? scroller : undefined}
        className={`heatmap heatmap--${layout}`}
        {...(layout === 'year' ? { tabIndex: 0, role: 'group', 'aria-label': `Calendar, ${dayRangeText(from, to)}, newest weeks at the right` } : {})}
      >
        {layout === 'month' && (
          <div className="heatmap__weekdays" aria-hidden="true">
            {WEEKDAYS.map((weekday) => <span key={weekday} className="heatmap__weekday">{weekday}</span>)}
          </div>
        )}
        <div className="heatmap__cells" role="img" aria-label={summary}>
          {Array.from({ length: lead }, (_, index) => <span key={`lead-${index}`} className="heatmap__cell heatmap__cell--blank" />)}
          {days.map((day) => {
            const isDone = done.has(day);
            const isAway = away.has(day);
            return (
              <span
                key={day}
                className={`heatmap__cell${isDone ? ' heatmap__cell--done' : ''}${isAway ? ' heatmap__cell--vacation' : ''}${day === to ? ' heatmap__cell--last' : ''}`}
                title={`${shortDayText(day)}: ${isAway ? 'on vacation' : isDone ? 'done' : 'not done'}`}
              >
                {layout === 'month' && <span className="heatmap__date">{dateOfWorkDay(day).getDate()}</span>}
              </span>
            );
          })}
        </div>
      </div>
      <figcaption className="habit-calendar__caption">
        <span className="heatmap__legend" aria-hidden="true">
          <span className="heatmap__cell heatmap__cell--legend" /> Not done
          <span className="heatmap__cell heatmap__cell--legend heatmap__cell--done" /> Done
          {awayCount > 0 && <><span className="heatmap__cell heatmap__cell--legend heatmap__cell--vacation" /> Vacation</>}
        </span>
        <span>Done on <strong>{done.size}</strong> of {count} {count === 1 ? 'day' : 'days'}{vacationText}</span>
      </figcaption>
    </figure>
  );
}
