import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from '../shared/context';
import { validateArgument } from '../shared/validate';
import { CatalogueResolver } from '../modules/catalogue/catalogue.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { GoalsResolver, UserGoalFieldsResolver } from '../modules/goals/goals.resolver';
import { GoalPlanFieldsResolver } from '../modules/goal-plans/goal-plans.resolver';
import { HabitsResolver, UserHabitFieldsResolver } from '../modules/habits/habits.resolver';
import { TaskFieldsResolver, TasksResolver } from '../modules/tasks/tasks.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { SuggestionsResolver } from '../modules/suggestions/suggestions.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { TrendsResolver } from '../modules/trends/trends.resolver';
import { AccessTokensResolver } from '../modules/access-tokens/access-tokens.resolver';
import { ApiScopesResolver, OAuthResolver } from '../modules/oauth/oauth.resolver';
import { LiveResolver } from '../modules/live/live.resolver';
import { RemindersResolver } from '../modules/reminders/reminders.resolver';
import { PasskeysResolver } from '../modules/passkeys/passkeys.resolver';
import { ImportJobFieldsResolver, PortabilityResolver } from '../modules/portability/portability.resolver';
import { TwoStepResolver } from '../modules/auth/two-step.resolver';
import { SessionsResolver } from '../modules/sessions/sessions.resolver';
import { SecurityResolver } from '../modules/security/security.resolver';
import { WebhookDeliveryFieldsResolver, WebhooksResolver } from '../modules/webhooks/webhooks.resolver';

export const RESOLVERS = [
  AccessTokensResolver, OAuthResolver, ApiScopesResolver, AuthResolver, BillingResolver, CatalogueResolver, DashboardResolver, GoalsResolver, UserGoalFieldsResolver, GoalPlanFieldsResolver, HabitsResolver, UserHabitFieldsResolver, SuggestionsResolver, TasksResolver, TaskFieldsResolver, TrendsResolver, UsersResolver, LiveResolver, RemindersResolver, PortabilityResolver, ImportJobFieldsResolver, PasskeysResolver,
  TwoStepResolver, SessionsResolver, SecurityResolver, WebhooksResolver, WebhookDeliveryFieldsResolver,
] as const;

/**
 * TypeGraphQL asks for a PubSub when a schema has subscriptions; Cairn's subscriptions bring
 * their own `subscribe` (LiveUpdates, fed by LISTEN/NOTIFY), so nothing publishes through this.
 */
const unusedPubSub = {
  publish(): void {
    throw new Error('Publish through LiveUpdates');
  },
  subscribe(): AsyncIterable<unknown> {
    throw new Error('Subscribe through LiveUpdates');
  },
};

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    validateFn: validateArgument,
    pubSub: unusedPubSub,
  });
}
