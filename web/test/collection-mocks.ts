// Apollo mocks shared by the goal, habit, suggestion and list screen tests (never bundled: only tests import it).
import type { MockLink } from '@apollo/client/testing';
import {
  CatalogueDocument, GoalSuggestionsDocument, HabitSuggestionsDocument, MyGoalsDocument, MyHabitsDocument,
  PlanUsageDocument, type Category, type GoalStatus, type GoalPlan_GoalFragment, type HabitCard_HabitFragment, type HabitSettings_HabitFragment, type ItemKind,
} from '../src/gql/graphql';

type Mock = MockLink.MockedResponse;

export interface MockItem {
  __typename: 'Item';
  id: string;
  kind: ItemKind;
  text: string;
  headline: string;
  description: string;
  category: Category;
  img: string;
  custom: boolean;
  added: boolean;
}

/** The n-th catalogue item of a kind (1-based): 'Goal 3' / 'Habit 3'. */
export function item(kind: ItemKind, n: number, overrides: Partial<MockItem> = {}): MockItem {
  const noun = kind === 'GOAL' ? 'Goal' : 'Habit';
  const category = overrides.category ?? 'Health';
  return {
    __typename: 'Item',
    id: `${kind.toLowerCase()}-item-${n}`,
    kind,
    text: `${noun} ${n} in full words`,
    headline: `${noun} ${n}`,
    description: `Why ${noun.toLowerCase()} ${n} is worth it.`,
    category,
    img: `/images/categories/${category.toLowerCase()}.svg`,
    custom: false,
    added: false,
    ...overrides,
  };
}

export function items(kind: ItemKind, from: number, to: number): MockItem[] {
  return Array.from({ length: to - from + 1 }, (_, index) => item(kind, from + index));
}

/** One page of Catalogue for `first` items, out of `total`. */
export function catalogueMock(kind: ItemKind, first: number, nodes: MockItem[], total: number, category?: Category): Mock {
  return {
    request: { query: CatalogueDocument, variables: { kind, first, ...(category ? { category } : {}) } },
    result: {
      data: {
        catalogue: {
          __typename: 'ItemConnection',
          totalCount: total,
          hasNextPage: nodes.length < total,
          endCursor: nodes.length ? `cursor-${nodes.length}` : null,
          nodes,
        },
      },
    },
  };
}

/** A goal's plan and progress with nothing in it yet (issue 15); `overrides` fill it in. */
export interface GoalPlanOverrides {
  targetDate?: string | null;
  /** Mocked records, __typename included. */
  milestones?: object[];
  habits?: object[];
  progress?: Record<string, unknown>;
}

export function goalPlan(n: number, overrides: GoalPlanOverrides = {}) {
  const { progress, ...rest } = overrides;
  return {
    targetDate: null,
    milestones: [],
    habits: [],
    ...rest,
    progress: {
      __typename: 'GoalProgress' as const, id: `user-goal-${n}`, percent: 0,
      formula: 'Nothing to measure yet: add milestones, link habits or tasks to see progress.',
      milestonesDone: 0, milestonesTotal: 0, habitsDone: 0, habitsDue: 0, tasksDone: 0, tasksTotal: 0,
      windowDays: 7, clamped: true, overdue: false, offerComplete: false, nextMilestone: null,
      ...progress,
    },
  } as unknown as Omit<GoalPlan_GoalFragment, 'id'>;
}

export function userGoal(n: number, status: GoalStatus = 'NOT_STARTED', itemOverrides: Partial<MockItem> = {}, plan: Parameters<typeof goalPlan>[1] = {}) {
  return {
    __typename: 'UserGoal' as const, id: `user-goal-${n}`, status, position: n, item: item('GOAL', n, { added: true, ...itemOverrides }),
    ...goalPlan(n, plan),
  };
}

/** A habit's settings and stats as the Habits page shows them: every day, yes/no, no freezes. */
export function habitSettings(overrides: Partial<Omit<HabitSettings_HabitFragment, 'id'>> = {}) {
  return {
    schedule: { __typename: 'HabitSchedule' as const, kind: 'DAILY' as const, weekdays: [], times: null, days: null, summary: 'Every day' },
    target: null,
    skipBudget: 0,
    stats: { __typename: 'HabitStats' as const, currentStreak: 0, bestStreak: 0, score: 0, freezesSpent: [], streakFreezes: [] },
    ...overrides,
  } as Omit<HabitSettings_HabitFragment, 'id'>;
}

export function userHabit(n: number, itemOverrides: Partial<MockItem> = {}, settings: Partial<Omit<HabitSettings_HabitFragment, 'id'>> = {}) {
  return {
    __typename: 'UserHabit' as const, id: `user-habit-${n}`, position: n, item: item('HABIT', n, { added: true, ...itemOverrides }),
    goals: [] as HabitCard_HabitFragment['goals'],
    ...habitSettings(settings),
  };
}

export const myGoalsMock = (goals: ReturnType<typeof userGoal>[]): Mock => ({
  request: { query: MyGoalsDocument },
  result: { data: { myGoals: goals } },
});

export const myHabitsMock = (habits: ReturnType<typeof userHabit>[]): Mock => ({
  request: { query: MyHabitsDocument },
  result: { data: { myHabits: habits } },
});

export const planUsageMock = (limits: { goals: number | null; habits: number | null } = { goals: 5, habits: 5 }): Mock => ({
  request: { query: PlanUsageDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: '6f1c2a3e-0000-4000-8000-000000000001',
        plan: limits.goals === null ? 'UNLIMITED' : 'FREE',
        limits: { __typename: 'PlanLimitsType', ...limits },
      },
    },
  },
});

export function suggestion(kind: ItemKind, n: number, category: Category = 'Health') {
  const noun = kind === 'GOAL' ? 'goal' : 'habit';
  return {
    __typename: 'SuggestionType' as const,
    itemId: `suggested-${noun}-${n}`,
    text: `Suggested ${noun} ${n} in full words`,
    headline: `Suggested ${noun} ${n}`,
    description: `Why suggested ${noun} ${n} helps.`,
    category,
  };
}

export const goalSuggestionsMock = (category: Category, count: number): Mock => ({
  request: { query: GoalSuggestionsDocument, variables: { category } },
  result: { data: { goalSuggestions: Array.from({ length: count }, (_, index) => suggestion('GOAL', index + 1, category)) } },
});

export const habitSuggestionsMock = (category: Category, count: number, goalText?: string, goalId?: string): Mock => ({
  request: { query: HabitSuggestionsDocument, variables: { category, ...(goalText ? { goalText } : {}), ...(goalId ? { goalId } : {}) } },
  result: { data: { habitSuggestions: Array.from({ length: count }, (_, index) => suggestion('HABIT', index + 1, category)) } },
});
