import { progressFormula } from './progress';
import { IsEnum } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { CategoryArgs, ItemIdArgs } from '../catalogue/catalogue.types';
import { Item } from '../catalogue/item.entity';
import { GoalMilestone } from './goal-milestone.entity';
import {
  AddMilestonesArgs, GoalIdArgs, GoalProgress, HabitGoalArgs, MilestoneSuggestionType, ReorderMilestonesArgs, TargetDateArgs, UpdateMilestoneArgs,
} from './goals.types';
import { GoalStatus, UserGoal } from './user-goal.entity';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';

const UserGoalConnection = connectionType(UserGoal, 'UserGoal', 'oldest first (by when each was added, then id), not in the user\'s order');

@ArgsType()
class GoalStatusArgs extends IdArgs {
  @Field(() => GoalStatus, { description: 'The new status.' })
  @IsEnum(GoalStatus)
  status: GoalStatus;
}

/** The target date a milestone call moves: absent (undefined) leaves it, null clears it. */
function movedTarget(args: { targetDate?: string | null }): string | null | undefined {
  return 'targetDate' in args && args.targetDate !== undefined ? args.targetDate : undefined;
}

@Authorized('goals')
@Resolver(() => UserGoal)
export class GoalsResolver {
  @Query(() => UserGoalConnection, {
    description: "A page of the user's goals in a category, or all, oldest first: by when each was added, then id. "
      + "Not in the user's order (positions change when goals are dragged), so that pages fetched while goals are added, moved or removed "
      + 'never repeat or skip one that was there throughout; sort by position on the client for the user\'s order. Its fields come as in myGoals.',
  })
  goalsConnection(@Args() { category }: CategoryArgs, @Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<UserGoal>> {
    return ctx.services.goals.page(currentUser(ctx), category, pageRequest(first, after));
  }

  @Query(() => [UserGoal], { description: "The user's goals in a category, or all; their milestones, linked habits and progress come in a constant number of statements." })
  myGoals(@Args() { category }: CategoryArgs, @Ctx() ctx: Context): Promise<UserGoal[]> {
    return ctx.services.goals.list(currentUser(ctx), category);
  }

  @Mutation(() => UserGoal, { description: "Adds a catalogue goal to the user's goals, Not Started, at the end of their order (the Free plan holds 5)." })
  addGoal(@Args() { itemId }: ItemIdArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    return ctx.services.goals.add(currentUser(ctx), itemId);
  }

  @Mutation(() => UserGoal, { description: "Sets the status of one of the user's goals." })
  setGoalStatus(@Args() { id, status }: GoalStatusArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    return ctx.services.goals.setStatus(currentUser(ctx), id, status);
  }

  @Mutation(() => ID, { description: 'Removes the goal; answers its id. Its habits and tasks stay (only their links to it go).' })
  removeGoal(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.goals.remove(currentUser(ctx), id);
  }

  @Mutation(() => UserGoal, { description: 'Sets or clears the day the user means to reach the goal by.' })
  async setGoalTargetDate(@Args() { id, targetDate }: TargetDateArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.setTargetDate(user, id, targetDate ?? null));
  }

  @Mutation(() => UserGoal, { description: "Appends milestones to the goal's plan (at most 50 per goal; blank ones are refused, and then none is added). Milestones do not count against the plan's limits." })
  async addGoalMilestones(@Args() args: AddMilestonesArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.addMilestones(user, args.goalId, args.milestones, movedTarget(args)));
  }

  @Mutation(() => UserGoal, { description: "Changes a milestone's text, date or done; answers its goal." })
  async updateGoalMilestone(@Args() args: UpdateMilestoneArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    const changes = {
      ...(args.text !== undefined && args.text !== null ? { text: args.text } : {}),
      ...('dueOn' in args && args.dueOn !== undefined ? { dueOn: args.dueOn } : {}),
      ...(args.done !== undefined && args.done !== null ? { done: args.done } : {}),
    };
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.updateMilestone(user, args.id, changes, movedTarget(args)));
  }

  @Mutation(() => UserGoal, { description: 'Removes a milestone; answers its goal.' })
  async removeGoalMilestone(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.removeMilestone(user, id));
  }

  @Mutation(() => UserGoal, { description: "Puts the goal's milestones in a new order (every one, each once)." })
  async reorderGoalMilestones(@Args() { goalId, ids }: ReorderMilestonesArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.reorderMilestones(user, goalId, ids));
  }

  @Mutation(() => UserGoal, { description: "Links one of the user's habits to one of their goals (a habit may serve several goals); answers the goal." })
  async linkHabitToGoal(@Args() { habitId, goalId }: HabitGoalArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.linkHabit(user, habitId, goalId));
  }

  @Mutation(() => UserGoal, { description: 'Unlinks a habit from a goal (both stay); answers the goal.' })
  async unlinkHabitFromGoal(@Args() { habitId, goalId }: HabitGoalArgs, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    return ctx.services.goals.owned(user, await ctx.services.goalPlans.unlinkHabit(user, habitId, goalId));
  }

  @Query(() => [MilestoneSuggestionType], { description: "Milestones suggested for one of the user's goals, from its plan and progress (the AI, or the offline provider)." })
  milestoneSuggestions(@Args() { goalId }: GoalIdArgs, @Ctx() ctx: Context): Promise<MilestoneSuggestionType[]> {
    return ctx.services.suggestions.milestoneSuggestions(currentUser(ctx), goalId);
  }
}

/**
 * A goal's fields (its habits: goal-plans.resolver.ts), answered only under the signed-in queries, mutations and subscriptions that
 * answer goals: no check of their own per goal of a list (see UserHabitFieldsResolver). Those
 * that read the user's plan go through currentUser, which refuses a request without one.
 */
@Resolver(() => UserGoal)
export class UserGoalFieldsResolver {
  @FieldResolver(() => Item, { description: 'The catalogue item the goal is: its name, headline, description and category.' })
  item(@Root() goal: UserGoal, @Ctx() ctx: Context): Item | Promise<Item> {
    return goal.item ?? ctx.loaders.itemOf.load(goal).then((item) => item!);
  }

  @FieldResolver(() => [GoalMilestone], { description: "The goal's milestones, in plan order." })
  async milestones(@Root() goal: UserGoal, @Ctx() ctx: Context): Promise<GoalMilestone[]> {
    return (await ctx.loaders.goalPlans(currentUser(ctx)).load(goal)).milestones;
  }

  @FieldResolver(() => GoalProgress, { description: 'Progress rolled up from milestones, linked habits (last 30 days, or the plan\'s window) and linked tasks, with its formula.' })
  async progress(@Root() goal: UserGoal, @Ctx() ctx: Context): Promise<GoalProgress> {
    const plan = await ctx.loaders.goalPlans(currentUser(ctx)).load(goal);
    return { id: goal.id, ...plan, formula: progressFormula(plan, ctx.locale) };
  }
}
