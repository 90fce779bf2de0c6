import type { DataSource } from 'typeorm';
import { ItemKind } from '../../shared/categories';
import { ItemLinksService } from '../catalogue/item-links';
import { UserHabit } from './user-habit.entity';

export class HabitsService extends ItemLinksService<UserHabit> {
  constructor(db: DataSource) {
    super(db, UserHabit, ItemKind.HABIT);
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
