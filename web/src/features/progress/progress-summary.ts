import type { GoalStatus, ProgressTrendsQuery } from '../../gql/graphql';
import { shiftWorkDay, type WorkDay } from '../../shared/work-day';
import { dayRangeText, monthText, shortDayText } from '../../shared/work-day-text';
import type { ChartColors } from './chart-colors';
import { statusName } from '../../shared/goal-status/goal-status';
import { CHART_SUMMARIES, dayCount } from './trends-texts';

export type Trends = ProgressTrendsQuery['trends'];

export interface GoalStatusCount {
  status: GoalStatus;
  label: string;
  color: keyof ChartColors;
  count: number;
}

// Complete is drawn in the text colour: near-black in the light palettes, near-white in the dark
// ones, so its slice and swatch stand out on either surface (the nav's background vanished in the dark).
const GOAL_STATUS_COLORS: { status: GoalStatus; color: keyof ChartColors }[] = [
  { status: 'NOT_STARTED', color: 'borderStrong' },
  { status: 'PROGRESSING', color: 'accent' },
  { status: 'STUCK', color: 'danger' },
  { status: 'COMPLETE', color: 'text' },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Up to this many days the charts and tables count by day; a longer range counts by month (ten years: 121 points, not 3,653). */
export const DAILY_MAX_DAYS = 366;

/** The step the charts and tables count in. */
export type SeriesStep = 'day' | 'month';

/** One point of the charts and tables: a day, or a month of a long range. */
export interface SeriesPoint {
  key: WorkDay;
  label: string;
  work: number;
  habitsDone: number;
  habitsHeld: number;
  /** Percent of the habit-days held that were done; null where no habit was held. */
  consistency: number | null;
}

/** The days of the range from `from`, one per entry of the series. */
function rangeDays(from: WorkDay, length: number): WorkDay[] {
  return Array.from({ length }, (_, index) => shiftWorkDay(from, index));
}

/** The range's days as points: each day, or each month's days added up. */
function seriesPoints(trends: Trends, days: WorkDay[], step: SeriesStep): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  days.forEach((day, index) => {
    const key = step === 'day' ? day : day.slice(0, 7);
    let point = points[points.length - 1];
    if (point?.key !== key) {
      point = { key, label: step === 'day' ? shortDayText(day) : monthText(day), work: 0, habitsDone: 0, habitsHeld: 0, consistency: null };
      points.push(point);
    }
    point.work += trends.work[index];
    point.habitsDone += trends.habitsDone[index];
    point.habitsHeld += trends.habitsHeld[index];
  });
  for (const point of points) point.consistency = point.habitsHeld > 0 ? percent(point.habitsDone, point.habitsHeld) : null;
  return points;
}

/** What the Progress screen shows, worked out once from the trends answer. */
export function summarizeTrends(trends: Trends) {
  const days = rangeDays(trends.from, trends.work.length);
  const step: SeriesStep = days.length > DAILY_MAX_DAYS ? 'month' : 'day';
  const points = seriesPoints(trends, days, step);
  const labels = points.map((point) => point.label);
  const tasksDone = sum(trends.work);
  const habitsDone = sum(trends.habitsDone);
  const habitsHeld = sum(trends.habitsHeld);
  const goalCounts: GoalStatusCount[] = GOAL_STATUS_COLORS.map((entry) => ({
    ...entry,
    label: statusName(entry.status),
    count: trends.goalsByStatus.find((row) => row.status === entry.status)?.count ?? 0,
  }));
  const goalsTotal = sum(trends.goalsByStatus.map((entry) => entry.count));
  const bestStreak = Math.max(0, ...trends.habits.map((habit) => habit.currentStreak));
  const span = dayRangeText(trends.from, trends.to);
  const rangeText = dayCount(trends.days);
  const busiest = points.reduce((best, point) => (point.work > best.work ? point : best), points[0] ?? { label: '', work: 0 });

  return {
    days,
    step,
    points,
    labels,
    tasksDone,
    habitsDone,
    habitsHeld,
    consistency: points.map((point) => point.consistency),
    goalCounts,
    goalsTotal,
    bestStreak,
    span,
    rangeText,
    isEmpty: tasksDone === 0 && habitsHeld === 0 && trends.habits.length === 0 && goalsTotal === 0,
    workSummary: CHART_SUMMARIES.work(span, tasksDone, rangeText, step, busiest.label, busiest.work),
    consistencySummary: CHART_SUMMARIES.consistency(span, habitsDone, habitsHeld, percent(habitsDone, habitsHeld)),
  };
}

export type TrendsSummary = ReturnType<typeof summarizeTrends>;
