import type { DataSource } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import { parseDay } from '../../shared/dates';
import { orderedIds, writeOrder } from '../../shared/ordering';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ItemLinksService } from '../item-links/item-links.service';
import type { LiveUpdates } from '../../shared/live-updates';
import type { User } from '../users/user.entity';
import { HabitHistory } from './habit-history';
import { UserHabit } from './user-habit.entity';

export class HabitsService extends ItemLinksService<UserHabit> {
  /** Counts over the habits' past, for trends and the motivation message. */
  readonly history: HabitHistory;

  constructor(db: DataSource, catalogue: CatalogueService, live: LiveUpdates) {
    super(db, UserHabit, ItemKind.HABIT, catalogue, live);
    this.history = new HabitHistory(db);
  }

  /**
   * Marks the habit done on `day` (adds the day if absent) or not done (removes it). Doing it
   * twice changes nothing, so a client's recheck-and-resend can never make duplicates.
   */
  async setDone(user: User, id: string, day: string, done: boolean): Promise<UserHabit> {
    const habit = await this.owned(user, id);
    const checkedDay = parseDay(day);
    await this.db.query(done
      ? `INSERT INTO habit_completions (user_habit_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING`
      : `DELETE FROM habit_completions WHERE user_habit_id = $1 AND day = $2`, [habit.id, checkedDay]);
    await this.live.publish(user.id, 'dashboard');
    return habit;
  }

  /** The ids of the user's habits done on `day`: one statement. */
  async doneOn(user: User, day: string): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await this.db.query(
      `SELECT h.id FROM user_habits h JOIN habit_completions c ON c.user_habit_id = h.id WHERE h.user_id = $1 AND c.day = $2`,
      [user.id, day]);
    return new Set(rows.map((row) => row.id));
  }

  /** The new order of the user's habits, written in one transaction. */
  async reorder(user: User, ids: readonly string[]): Promise<UserHabit[]> {
    const order = orderedIds(ids, 'habits');
    await writeOrder(this.db, UserHabit, user.id, order, 'Habit');
    await this.live.publish(user.id, 'dashboard');
    return (await this.list(user)).filter((habit) => order.includes(habit.id));
  }

  /** Every completed day of each habit, oldest first, in one query. */
  async completionDays(habitIds: readonly string[]): Promise<Map<string, string[]>> {
    const rows: Array<{ user_habit_id: string; day: string }> = habitIds.length
      ? await this.db.query(
        `SELECT user_habit_id, to_char(day, 'YYYY-MM-DD') AS day FROM habit_completions WHERE user_habit_id = ANY($1) ORDER BY day`,
        [habitIds])
      : [];
    const days = new Map<string, string[]>(habitIds.map((id) => [id, []]));
    for (const row of rows) days.get(row.user_habit_id)!.push(row.day);
    return days;
  }
}
