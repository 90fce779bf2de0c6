import { registerEnumType } from 'type-graphql';
import { AppError } from './errors';
import { plansText } from './plans.messages';

export enum Plan {
  FREE = 'free',
  UNLIMITED = 'unlimited',
}
registerEnumType(Plan, {
  name: 'Plan',
  description: "A user's subscription plan, which sets how many goals, habits and open tasks they may hold.",
  valuesConfig: {
    FREE: { description: 'Free: up to 5 goals, 5 habits and 10 open tasks, and the last 7 days of trends.' },
    UNLIMITED: { description: 'Unlimited, a paid Stripe subscription: no limits and all history of trends.' },
  },
});

export interface PlanLimits {
  goals: number;
  habits: number;
  openTasks: number;
  /** How many days of trends the plan shows. */
  trendDays: number;
}

/** SPEC.md §9: Free holds 5 goals, 5 habits, 10 open tasks and a week of trends; Unlimited has no limit. */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  [Plan.FREE]: { goals: 5, habits: 5, openTasks: 10, trendDays: 7 },
  [Plan.UNLIMITED]: { goals: Infinity, habits: Infinity, openTasks: Infinity, trendDays: Infinity },
};

/** A plan's limits as the API shows them: null where there is no limit. */
export function shownLimits(plan: Plan): { [K in keyof PlanLimits]: number | null } {
  const limits = PLAN_LIMITS[plan];
  const shown = (n: number) => (Number.isFinite(n) ? n : null);
  return { goals: shown(limits.goals), habits: shown(limits.habits), openTasks: shown(limits.openTasks), trendDays: shown(limits.trendDays) };
}

/** Refuses one more of `what` when the user's plan is already at its limit. */
export function assertWithinPlan(user: { plan: Plan }, what: 'goals' | 'habits' | 'openTasks', current: number): void {
  const limit = PLAN_LIMITS[user.plan][what];
  if (current >= limit) {
    throw new AppError('PLAN_LIMIT', plansText('overPlan', { what, limit }), { reason: `LIMIT_${what.toUpperCase()}` });
  }
}
