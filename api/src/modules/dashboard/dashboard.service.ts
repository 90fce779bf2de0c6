import { parseUserDay } from '../../shared/dates';
import type { HabitsService } from '../habits/habits.service';
import type { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import type { Dashboard } from './dashboard.types';

/**
 * The Work screen's day: three statements (habits, their entries and vacations around the day,
 * tasks), whatever the number of habits, days, vacations and tasks.
 */
export class DashboardService {
  constructor(private readonly habits: HabitsService, private readonly tasks: TasksService) {}

  async forDay(user: User, day: string): Promise<Dashboard> {
    const checkedDay = parseUserDay(user, day);
    const [habits, tasks] = await Promise.all([this.habits.listForDay(user), this.tasks.forDay(user, checkedDay)]);
    return {
      id: checkedDay,
      day: checkedDay,
      habits: await this.habits.onDay(user, habits, checkedDay),
      tasks,
    };
  }
}
