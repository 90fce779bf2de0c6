import { parseUserDay } from '../../shared/dates';
import type { HabitsService } from '../habits/habits.service';
import type { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import type { Dashboard } from './dashboard.types';

/**
 * The Work screen's day: two statements run together (the habits with their entries and the
 * vacations around the day; the tasks), whatever the number of habits, days, vacations and
 * tasks; with the session's own, three a request.
 */
export class DashboardService {
  constructor(private readonly habits: HabitsService, private readonly tasks: TasksService) {}

  async forDay(user: User, day: string): Promise<Dashboard> {
    const checkedDay = parseUserDay(user, day);
    const [habits, tasks] = await Promise.all([this.habits.onDashboard(user, checkedDay), this.tasks.forDay(user, checkedDay)]);
    return { id: checkedDay, day: checkedDay, habits, tasks };
  }
}
