import DataLoader from 'dataloader';
import type { Item } from '../modules/catalogue/item.entity';
import type { ItemTexts } from '../modules/catalogue/catalogue.service';
import type { ItemLink } from '../modules/item-links/item-link.entity';
import type { HabitStats } from '../modules/habits/habits.types';
import type { UserHabit } from '../modules/habits/user-habit.entity';
import type { User } from '../modules/users/user.entity';
import type { GoalPlan } from '../modules/goal-plans/goal-plans.service';
import type { UserGoal } from '../modules/goals/user-goal.entity';
import type { Services } from '../shared/context';

/** A DataLoader cache keyed by object identity and held weakly (a WeakMap that can be cleared). */
class ObjectCache<K extends object, V> {
  private entries = new WeakMap<K, V>();
  get(key: K): V | undefined {
    return this.entries.get(key);
  }
  set(key: K, value: V): void {
    this.entries.set(key, value);
  }
  delete(key: K): void {
    this.entries.delete(key);
  }
  clear(): void {
    this.entries = new WeakMap();
  }
}

/** Batches nested lookups within one request; built fresh for every request, which is answered in `locale`. */
export function createLoaders(services: Services, locale: string) {
  const habitStats = new Map<string, DataLoader<UserHabit, HabitStats, string>>();
  const goalPlans = new Map<string, DataLoader<UserGoal, GoalPlan, UserGoal>>();
  const goalsById = new Map<string, DataLoader<string, UserGoal | null>>();
  const habitGoals = new Map<string, DataLoader<string, UserGoal[]>>();
  return {
    /** Milestones, linked habits and progress of the user's goals: every goal a request asks for, in a constant number of statements. */
    goalPlans(user: User): DataLoader<UserGoal, GoalPlan, UserGoal> {
      let loader = goalPlans.get(user.id);
      if (!loader) {
        loader = new DataLoader(async (goals) => {
          const plans = await services.goalPlans.plans(user, goals);
          return goals.map((goal) => plans.get(goal.id) ?? new Error('Goal not found'));
        }, {
          // Memoised per goal *object*: the milestones, habits and progress of one goal in an
          // answer share one plan (plans() sees each goal once), while a subscription, which keeps
          // its context across events, re-reads its goals on every event and so never sees a
          // stale plan. Held weakly: the plans go with the answer they were read for.
          cacheKeyFn: (goal) => goal,
          cacheMap: new ObjectCache<UserGoal, Promise<GoalPlan>>(),
        });
        goalPlans.set(user.id, loader);
      }
      return loader;
    },
    /** The user's goals by id (with their items), for the goal a task moves: one statement per request. */
    goalById(user: User): DataLoader<string, UserGoal | null> {
      let loader = goalsById.get(user.id);
      if (!loader) {
        loader = new DataLoader(async (ids) => {
          const goals = await services.goalPlans.goalsByIds(user, ids);
          return ids.map((id) => goals.find((goal) => goal.id === id) ?? null);
        });
        goalsById.set(user.id, loader);
      }
      return loader;
    },
    /** The goals each habit serves, for a habit read without them: one statement per request. */
    habitGoals(user: User): DataLoader<string, UserGoal[]> {
      let loader = habitGoals.get(user.id);
      if (!loader) {
        loader = new DataLoader(async (habitIds) => {
          const byHabit = await services.goalPlans.goalsOfHabits(user, habitIds);
          return habitIds.map((id) => byHabit.get(id) ?? []);
        });
        habitGoals.set(user.id, loader);
      }
      return loader;
    },
    /**
     * Streaks and score of the user's habits: every habit a request asks for, in one statement;
     * `mayUseReplica`: on the read replica when the router allows it (a query's), else on the primary.
     */
    habitStats(user: User, mayUseReplica = false): DataLoader<UserHabit, HabitStats, string> {
      const key = `${user.id}:${mayUseReplica}`;
      let loader = habitStats.get(key);
      if (!loader) {
        loader = new DataLoader(async (habits) => {
          const stats = mayUseReplica ? await services.reads.run(user.id, (reads) => reads.habits.stats(user, habits)) : await services.habits.stats(user, habits);
          return habits.map((habit) => stats.get(habit.id) ?? new Error('Habit not found'));
        }, { cacheKeyFn: (habit) => habit.id });
        habitStats.set(key, loader);
      }
      return loader;
    },
    /** The items a user has linked (as goals or habits), for the catalogue's "Added" flags. */
    linkedItemIds: new DataLoader<string, Set<string>>((userIds) =>
      Promise.all(userIds.map((userId) => services.goals.linkedItemIds(userId)))),
    /** The item of a goal or habit read without it (built in or its user's own): a statement per table, per request. */
    itemOf: new DataLoader<ItemLink, Item | null, string>((links) => services.catalogue.itemsOf(links), {
      cacheKeyFn: (link) => (link.catalogueItemId ? `catalogue:${link.catalogueItemId}` : `own:${link.userId}:${link.itemId}`),
    }),
    /**
     * Built-in items' texts in the request's language, by item id (null: English), whichever
     * statement read the item: one statement per request. The catalogue's page primes it.
     */
    catalogueTexts: new DataLoader<string, ItemTexts | null>((ids) => services.catalogue.translations(ids, locale)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
