import { IsEnum } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { CategoryArgs, ItemIdArgs } from '../catalogue/catalogue.types';
import { Item } from '../catalogue/item.entity';
import { GoalStatus, UserGoal } from './user-goal.entity';

@ArgsType()
class GoalStatusArgs extends IdArgs {
  @Field(() => GoalStatus, { description: 'The new status.' })
  @IsEnum(GoalStatus)
  status: GoalStatus;
}

@Authorized()
@Resolver(() => UserGoal)
export class GoalsResolver {
  @Query(() => [UserGoal], { description: "The user's goals in a category, or all." })
  myGoals(@Args() { category }: CategoryArgs, @Ctx() ctx: Context): Promise<UserGoal[]> {
    return ctx.services.goals.list(currentUser(ctx), category);
  }

  @FieldResolver(() => Item, { description: 'The catalogue item the goal is: its name, headline, description and category.' })
  async item(@Root() goal: UserGoal, @Ctx() ctx: Context): Promise<Item> {
    return goal.item ?? (await ctx.loaders.itemById.load(goal.itemId))!;
  }

  @Mutation(() => UserGoal, { description: "Adds a catalogue goal to the user's goals, Not Started, at the end of their order (the Free plan holds 5)." })
  addGoal(@Args() { itemId }: ItemIdArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    return ctx.services.goals.add(currentUser(ctx), itemId);
  }

  @Mutation(() => UserGoal, { description: "Sets the status of one of the user's goals." })
  setGoalStatus(@Args() { id, status }: GoalStatusArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    return ctx.services.goals.setStatus(currentUser(ctx), id, status);
  }

  @Mutation(() => ID, { description: 'Removes the goal; answers its id.' })
  removeGoal(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.goals.remove(currentUser(ctx), id);
  }
}
