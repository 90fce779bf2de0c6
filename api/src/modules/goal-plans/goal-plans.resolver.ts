import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { UserGoal } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';

/**
 * The fields of a goal that come from its plan and name habits: here, above both goals and
 * habits (goals.resolver.ts answers the goal's other fields). Like those, answered only under the
 * signed-in queries, mutations and subscriptions that answer goals.
 */
@Resolver(() => UserGoal)
export class GoalPlanFieldsResolver {
  @FieldResolver(() => [UserHabit], { description: 'The habits that serve this goal, in the user\'s habit order.' })
  async habits(@Root() goal: UserGoal, @Ctx() ctx: Context): Promise<UserHabit[]> {
    return (await ctx.loaders.goalPlans(currentUser(ctx)).load(goal)).habits;
  }
}
