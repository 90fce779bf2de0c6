import { parseDay } from '../../shared/dates';
import type { HabitsService } from '../habits/habits.service';
import type { TasksService } from '../tasks/tasks.service';
import type { User } from '../users/user.entity';
import { dayHabit } from '../habits/habits.types';
import type { Dashboard } from './dashboard.types';

/** The Work screen's day: three statements, whatever the number of habits, days and tasks. */
export class DashboardService {
  constructor(private readonly habits: HabitsService, private readonly tasks: TasksService) {}

  async forDay(user: User, day: string): Promise<Dashboard> {
    const checkedDay = parseDay(day);
    const [habits, done, tasks] = await Promise.all([
      this.habits.list(user),
      this.habits.doneOn(user, checkedDay),
      this.tasks.forDay(user, checkedDay),
    ]);
    return {
      id: checkedDay,
      day: checkedDay,
      habits: habits.map((habit) => dayHabit(habit, checkedDay, done.has(habit.id))),
      tasks,
    };
  }
}
