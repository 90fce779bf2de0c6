import { addDays, parseUserDay, userToday } from '../../shared/dates';
import { badInput } from '../../shared/errors';
import { PLAN_LIMITS } from '../../shared/plans';
import type { GoalsService } from '../goals/goals.service';
import { GoalStatus } from '../goals/user-goal.entity';
import type { HabitsService } from '../habits/habits.service';
import type { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import type { Trends } from './trends.types';
import { trendsText } from './trends.messages';

const MAX_DAYS = 20 * 366;

/**
 * Progress over a range of days, from the goals', habits' and tasks' own counts (each counted
 * in SQL; each habit's streaks, score and adherence by the habit rules, see HabitHistory.figures). A Free user's range is cut to the plan's last 7 days; Unlimited sees all history.
 */
export class TrendsService {
  constructor(private readonly goals: GoalsService, private readonly habits: HabitsService, private readonly tasks: TasksService) {}

  /** The range to answer: `to` defaults to the given today, `from` to the start of the user's history. */
  private async range(user: User, from: string | null | undefined, to: string): Promise<{ from: string; to: string; clamped: boolean }> {
    const end = parseUserDay(user, to);
    let start = from ? parseUserDay(user, from) : undefined;
    if (!start) {
      const firsts = await Promise.all([this.habits.history.firstDay(user), this.tasks.firstCompletedDay(user)]);
      const first = firsts.filter((day): day is string => day !== null).sort()[0];
      start = first && first < end ? first : end;
    }
    if (start > end) throw badInput(trendsText('rangeOrder'));
    const windowDays = PLAN_LIMITS[user.plan].trendDays;
    const earliest = Number.isFinite(windowDays) ? addDays(end, -(windowDays - 1)) : addDays(end, -MAX_DAYS);
    return start < earliest ? { from: earliest, to: end, clamped: Number.isFinite(windowDays) } : { from: start, to: end, clamped: false };
  }

  async trends(user: User, fromDay: string | null | undefined, toDay: string): Promise<Trends> {
    const { from, to, clamped } = await this.range(user, fromDay, toDay);
    const windowDays = PLAN_LIMITS[user.plan].trendDays;
    const [work, { done, held }, goalCounts, [habits, figures]] = await Promise.all([
      this.tasks.completedPerDay(user, from, to),
      this.habits.history.perDay(user, from, to),
      this.goals.countByStatus(user),
      this.habits.list(user).then(async (list) => [list, await this.habits.history.figures(user, list, userToday(user), from, to)] as const),
    ]);
    return {
      from, to, clamped,
      windowDays: Number.isFinite(windowDays) ? windowDays : null,
      days: work.length, work, habitsDone: done, habitsHeld: held,
      habits: habits.map((habit) => {
        const figure = figures.get(habit.id)!;
        // The habit rules' adherence: due occasions done over due occasions in the range.
        const { done: doneDays, due } = figure.adherence;
        return {
          id: `${habit.id}:${from}:${to}`, habit,
          currentStreak: figure.currentStreak, bestStreak: figure.bestStreak, score: figure.score,
          longestStreak: figure.longestInWindow, done: doneDays, possible: due,
          rate: due ? Math.round((doneDays / due) * 1000) / 1000 : 0,
        };
      }),
      goalsByStatus: Object.values(GoalStatus).map((status) => ({ status, count: goalCounts.get(status) ?? 0 })),
    };
  }

  /** The days a habit was done in a range, for its calendar heat map (same plan window). */
  async habitCalendar(user: User, habitId: string, fromDay: string | null | undefined, toDay: string): Promise<{ from: string; to: string; days: string[]; vacationDays: string[] }> {
    const habit = await this.habits.owned(user, habitId);
    const { from, to } = await this.range(user, fromDay, toDay);
    const [days, vacationDays] = await Promise.all([this.habits.history.doneDays(user, habit.id, from, to), this.habits.history.vacationDays(user, from, to)]);
    return { from, to, days, vacationDays };
  }
}
