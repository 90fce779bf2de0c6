import type { GoalStatus, ProgressTrendsQuery } from '../../gql/graphql';
import { dayRangeText, shiftWorkDay, shortDayText } from '../../shared/work-day';
import type { ChartColors } from './chart-colors';
import { CHART_SUMMARIES, GOAL_STATUS_LABELS, plural } from './trends-texts';

export type Trends = ProgressTrendsQuery['trends'];

export interface GoalStatusCount {
  status: GoalStatus;
  label: string;
  color: keyof ChartColors;
  count: number;
}

const GOAL_STATUS_COLORS: { status: GoalStatus; color: keyof ChartColors }[] = [
  { status: 'NOT_STARTED', color: 'borderStrong' },
  { status: 'PROGRESSING', color: 'accent' },
  { status: 'STUCK', color: 'danger' },
  { status: 'COMPLETE', color: 'navBg' },
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** What the Progress screen shows, worked out once from the trends answer. */
export function summarizeTrends(trends: Trends) {
  const days = trends.work.map((_, index) => shiftWorkDay(trends.from, index));
  const labels = days.map((day) => shortDayText(day));
  const tasksDone = sum(trends.work);
  const habitsDone = sum(trends.habitsDone);
  const habitsHeld = sum(trends.habitsHeld);
  const consistency = trends.habitsDone.map((done, index) => {
    const held = trends.habitsHeld[index];
    return held > 0 ? percent(done, held) : null;
  });
  const goalCounts: GoalStatusCount[] = GOAL_STATUS_COLORS.map((entry) => ({
    ...entry,
    label: GOAL_STATUS_LABELS[entry.status],
    count: trends.goalsByStatus.find((row) => row.status === entry.status)?.count ?? 0,
  }));
  const goalsTotal = sum(trends.goalsByStatus.map((entry) => entry.count));
  const bestStreak = Math.max(0, ...trends.habits.map((habit) => habit.currentStreak));
  const span = dayRangeText(trends.from, trends.to);
  const rangeText = plural(trends.days, 'day', 'days');
  const busiest = trends.work.reduce((best, value, index) => (value > trends.work[best] ? index : best), 0);

  return {
    days,
    labels,
    tasksDone,
    habitsDone,
    habitsHeld,
    consistency,
    goalCounts,
    goalsTotal,
    bestStreak,
    span,
    rangeText,
    isEmpty: tasksDone === 0 && habitsHeld === 0 && trends.habits.length === 0 && goalsTotal === 0,
    workSummary: CHART_SUMMARIES.work(span, tasksDone, rangeText, labels[busiest], trends.work[busiest]),
    consistencySummary: CHART_SUMMARIES.consistency(span, habitsDone, habitsHeld, percent(habitsDone, habitsHeld)),
  };
}

export type TrendsSummary = ReturnType<typeof summarizeTrends>;
