import { useQuery } from '@apollo/client/react';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ProgressHabitCalendarDocument } from '../../gql/graphql';
import { useMe } from '../../shared/session/useMe';
import { dateTimeFormat, formatNumber, weekdayName, weekdaysFrom } from '../../ui/i18n/format';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { dateOfWorkDay, daysBetween, shiftWorkDay, type WorkDay } from '../../shared/work-day';
import { dayRangeText, longDayText, monthText, shortDayText } from '../../shared/work-day-text';
import { DAILY_MAX_DAYS } from './progress-summary';

export interface CalendarHabit {
  id: string;
  text: string;
}

interface HabitCalendarProps {
  habits: CalendarHabit[];
  from: WorkDay;
  to: WorkDay;
}

/** The twelve months' names in the active locale, in three widths. */
function monthNames() {
  return Array.from({ length: 12 }, (_, index) => {
    const first = new Date(2000, index, 1, 12);
    const name = (month: 'narrow' | 'short' | 'long') => dateTimeFormat({ month }).format(first);
    return { narrow: name('narrow'), short: name('short'), long: name('long') };
  });
}
/** Up to this many days the calendar reads like a month page; longer ranges lie on their side. */
const MONTH_LAYOUT_MAX_DAYS = 98;

/** A calendar heat map of the days one chosen habit was done. */
export function HabitCalendar({ habits, from, to }: HabitCalendarProps) {
  const selectId = useId();
  const { t } = useLingui();
  const [chosen, setChosen] = useState(habits[0]?.id ?? '');
  const habit = habits.find((candidate) => candidate.id === chosen) ?? habits[0];
  const { data, error, loading, refetch } = useQuery(ProgressHabitCalendarDocument, {
    variables: { habitId: habit?.id ?? '', from, to },
    skip: !habit,
  });

  if (!habit) {
    return <p className="progress-empty"><Trans>Add a habit to see the days you kept it on a calendar.</Trans></p>;
  }

  let grid;
  const calendar = data?.habitCalendar;
  if (calendar) {
    const props = { habitText: habit.text, from: calendar.from, to: calendar.to, doneDays: calendar.days, vacationDays: calendar.vacationDays };
    grid = daysBetween(calendar.from, calendar.to) + 1 > DAILY_MAX_DAYS ? <MonthGrid {...props} /> : <CalendarGrid {...props} />;
  } else if (error && !loading) {
    grid = (
      <RetryNotice onRetry={refetch}><p><Trans>Could not load this habit&apos;s calendar.</Trans></p></RetryNotice>
    );
  } else {
    grid = <SkeletonLines variant="rows" lines={2} label={t`Loading the calendar…`} />;
  }

  return (
    <div className="habit-calendar">
      <div className="field habit-calendar__picker">
        <label className="field__label" htmlFor={selectId}><Trans>Habit</Trans></label>
        <select id={selectId} className="input habit-calendar__select" value={habit.id} onChange={(event) => setChosen(event.target.value)}>
          {habits.map((candidate) => <option key={candidate.id} value={candidate.id}>{candidate.text}</option>)}
        </select>
      </div>
      {grid}
    </div>
  );
}

interface GridProps {
  habitText: string;
  from: WorkDay;
  to: WorkDay;
  doneDays: string[];
  vacationDays: string[];
}

/** The range's days, those done and those the server put on vacation (they ask nothing: left out of the days counted). */
function rangeOf({ habitText, from, to, doneDays, vacationDays }: GridProps) {
  const away = new Set(vacationDays);
  const done = new Set(doneDays.filter((day) => !away.has(day)));
  const length = daysBetween(from, to) + 1;
  const days = Array.from({ length }, (_, index) => shiftWorkDay(from, index));
  const count = length - days.filter((day) => away.has(day)).length;
  const awayCount = length - count;
  // Counts as the locale writes them, as ICU's # writes the plurals' (1,200 in English).
  const [doneCount, start, end] = [formatNumber(done.size, 0), longDayText(from), longDayText(to)];
  const summary = awayCount
    ? t`${habitText}: done on ${doneCount} of ${plural(count, { one: '# day', other: '# days' })} (${plural(awayCount, { one: '# day', other: '# days' })} on vacation), ${start} to ${end}.`
    : t`${habitText}: done on ${doneCount} of ${plural(count, { one: '# day', other: '# days' })}, ${start} to ${end}.`;
  return { away, done, length, days, count, awayCount, summary };
}

/** "Done on 5 of 7 days (2 days on vacation)": the caption's count, month and day grids alike. */
function DoneCount({ done: doneCount, count, awayCount }: { done: number; count: number; awayCount: number }) {
  const done = formatNumber(doneCount, 0);
  return awayCount > 0
    ? <span><Trans>Done on <strong>{done}</strong> of <Plural value={count} one="# day" other="# days" /> (<Plural value={awayCount} one="# day" other="# days" /> on vacation)</Trans></span>
    : <span><Trans>Done on <strong>{done}</strong> of <Plural value={count} one="# day" other="# days" /></Trans></span>;
}

function CalendarCaption({ done, count, awayCount }: { done: number; count: number; awayCount: number }) {
  return (
    <figcaption className="habit-calendar__caption">
      <span className="heatmap__legend" aria-hidden="true">
        <span className="heatmap__cell heatmap__cell--legend" /> <Trans>Not done</Trans>
        <span className="heatmap__cell heatmap__cell--legend heatmap__cell--done" /> <Trans>Done</Trans>
        {awayCount > 0 && <><span className="heatmap__cell heatmap__cell--legend heatmap__cell--vacation" /> <Trans>Vacation</Trans></>}
      </span>
      <DoneCount done={done} count={count} awayCount={awayCount} />
    </figcaption>
  );
}

/**
 * A range longer than a year, a month to a cell: a table of years by months, each cell the
 * days done of the month's days counted, shaded by their share (ten years: 132 cells, not 3,653).
 */
function MonthGrid(props: GridProps) {
  const { t } = useLingui();
  const { away, done, days, count, awayCount, summary } = rangeOf(props);
  const monthsOfYear = monthNames();
  const months = new Map<string, { done: number; counted: number }>();
  for (const day of days) {
    const key = day.slice(0, 7);
    const month = months.get(key) ?? { done: 0, counted: 0 };
    if (!away.has(day)) month.counted += 1;
    if (done.has(day)) month.done += 1;
    months.set(key, month);
  }
  const firstYear = Number(props.from.slice(0, 4));
  const years = Array.from({ length: Number(props.to.slice(0, 4)) - firstYear + 1 }, (_, index) => String(firstYear + index));
  return (
    <figure className="habit-calendar__figure">
      <table className="month-grid">
        <caption className="visually-hidden">{summary} <Trans>Days done in each month.</Trans></caption>
        <thead>
          <tr>
            <th scope="col" className="month-grid__year"><span className="visually-hidden"><Trans>Year</Trans></span></th>
            {monthsOfYear.map((month) => (
              <th key={month.long} scope="col"><span aria-hidden="true"><span className="month-grid__short">{month.short}</span><span className="month-grid__narrow">{month.narrow}</span></span><span className="visually-hidden">{month.long}</span></th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year}>
              <th scope="row" className="month-grid__year">{dateTimeFormat({ year: 'numeric' }).format(new Date(Number(year), 0, 1, 12))}</th>
              {monthsOfYear.map((month, index) => {
                const key = `${year}-${String(index + 1).padStart(2, '0')}`;
                const entry = months.get(key);
                if (!entry) return <td key={key} className="month-grid__cell month-grid__cell--outside"><span className="visually-hidden"><Trans>not in the range</Trans></span></td>;
                // Five shades: none, then each quarter of the month's counted days.
                const shade = entry.counted === 0 || entry.done === 0 ? 0 : Math.ceil((entry.done / entry.counted) * 4);
                return (
                  <td key={key} className={`month-grid__cell month-grid__cell--shade-${shade}`} title={monthTitle(monthText(key), entry.done, entry.counted)}>
                    {formatNumber(entry.done, 0)}
                    <span className="visually-hidden"> {t`of ${plural(entry.counted, { one: '# day', other: '# days' })}`}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="habit-calendar__caption">
        <span className="month-grid__legend" aria-hidden="true">
          <Trans>Fewer</Trans>
          {[0, 1, 2, 3, 4].map((shade) => <span key={shade} className={`month-grid__swatch month-grid__cell--shade-${shade}`} />)}
          <Trans>More days done</Trans>
        </span>
        <DoneCount done={done.size} count={count} awayCount={awayCount} />
      </figcaption>
    </figure>
  );
}

/** A month's cell title: "Mar 2026: done on 12 of 31 days". */
function monthTitle(month: string, done: number, counted: number): string {
  const doneText = formatNumber(done, 0);
  return t`${month}: done on ${doneText} of ${plural(counted, { one: '# day', other: '# days' })}`;
}

/** A day's cell title: "Mar 4: done". */
function dayTitle(day: WorkDay, isAway: boolean, isDone: boolean): string {
  const text = shortDayText(day);
  if (isAway) return t`${text}: on vacation`;
  return isDone ? t`${text}: done` : t`${text}: not done`;
}

function CalendarGrid(props: GridProps) {
  const { from, to } = props;
  const { t } = useLingui();
  const { away, done, length, days, count, awayCount, summary } = rangeOf(props);
  // Weeks start on the user's first day of the week (their choice, else their locale's): blanks
  // before the first day put every day under its weekday. getDay counts from Sunday (0), ISO from Monday (1).
  const firstDay = useMe().me?.firstDayOfWeek ?? 1;
  const lead = (dateOfWorkDay(from).getDay() - (firstDay % 7) + 7) % 7;
  const layout = length <= MONTH_LAYOUT_MAX_DAYS ? 'month' : 'year';
  const scroller = useRef<HTMLDivElement>(null);
  // A long range scrolls inside its card and opens on the newest weeks, at the end of the line:
  // the right left to right, the left right to left, where scrollLeft counts down from 0 (CSSOM View).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const end = element.scrollWidth - element.clientWidth;
    element.scrollLeft = getComputedStyle(element).direction === 'rtl' ? -end : end;
  }, [from, to, layout]);
  return (
    <figure className="habit-calendar__figure">
      <div
        ref={layout === 'year' ? scroller : undefined}
        className={`heatmap heatmap--${layout}`}
        {...(layout === 'year' ? { tabIndex: 0, role: 'group', 'aria-label': t`Calendar, ${dayRangeText(from, to)}, newest weeks at the right` } : {})}
      >
        {layout === 'month' && (
          <div className="heatmap__weekdays" aria-hidden="true">
            {weekdaysFrom(firstDay).map((weekday) => <span key={weekday} className="heatmap__weekday">{weekdayName(weekday, 'short')}</span>)}
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
                title={dayTitle(day, isAway, isDone)}
              >
                {layout === 'month' && <span className="heatmap__date">{dateTimeFormat({ day: 'numeric' }).format(dateOfWorkDay(day))}</span>}
              </span>
            );
          })}
        </div>
      </div>
      <CalendarCaption done={done.size} count={count} awayCount={awayCount} />
    </figure>
  );
}
