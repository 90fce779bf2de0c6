import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../shared/context';
import { validateArgument } from '../shared/validate';
import { CatalogueResolver } from '../modules/catalogue/catalogue.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { GoalsResolver } from '../modules/goals/goals.resolver';
import { HabitsResolver } from '../modules/habits/habits.resolver';
import { TasksResolver } from '../modules/tasks/tasks.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { SuggestionsResolver } from '../modules/suggestions/suggestions.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { TrendsResolver } from '../modules/trends/trends.resolver';

export const RESOLVERS = [
  AuthResolver, BillingResolver, CatalogueResolver, DashboardResolver, GoalsResolver, HabitsResolver, SuggestionsResolver, TasksResolver, TrendsResolver, UsersResolver,
] as const;

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    validateFn: validateArgument,
  });
}
