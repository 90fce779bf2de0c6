import DataLoader from 'dataloader';
import type { Item } from '../modules/catalogue/item.entity';
import type { HabitStats } from '../modules/habits/habits.types';
import type { UserHabit } from '../modules/habits/user-habit.entity';
import type { User } from '../modules/users/user.entity';
import type { Services } from './services';

/** Batches nested lookups within one request; built fresh for every request. */
export function createLoaders(services: Services) {
  const habitStats = new Map<string, DataLoader<UserHabit, HabitStats, string>>();
  return {
    /** Streaks and score of the user's habits: every habit a request asks for, in one statement. */
    habitStats(user: User): DataLoader<UserHabit, HabitStats, string> {
      let loader = habitStats.get(user.id);
      if (!loader) {
        loader = new DataLoader(async (habits) => {
          const stats = await services.habits.stats(user, habits);
          return habits.map((habit) => stats.get(habit.id) ?? new Error('Habit not found'));
        }, { cacheKeyFn: (habit) => habit.id });
        habitStats.set(user.id, loader);
      }
      return loader;
    },
    /** The items a user has linked (as goals or habits), for the catalogue's "Added" flags. */
    linkedItemIds: new DataLoader<string, Set<string>>((userIds) =>
      Promise.all(userIds.map((userId) => services.catalogue.linkedItemIds(userId)))),
    itemById: new DataLoader<string, Item | null>(async (ids) => {
      const items = await services.catalogue.itemsByIds(ids);
      const byId = new Map(items.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
