import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ItemKind } from '../../shared/categories';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { UserGoal } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';
import type { Suggestion } from './ai-provider';
import { FocusAreaSuggestion, Motivation, SuggestionArgs, SuggestionInput, SuggestionType } from './suggestions.types';
import type { Category } from '../../shared/categories';

@ArgsType()
class DayArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD, not after their today." })
  day: string;
}

const asType = (s: Suggestion): SuggestionType => ({ ...s, category: s.category as Category });

@Authorized()
@Resolver()
export class SuggestionsResolver {
  @Query(() => Motivation, { description: "Today's motivational message, speaking to the user's focus, challenge and last 7 days." })
  async motivation(@Args() { day }: DayArgs, @Ctx() ctx: Context): Promise<Motivation> {
    return { day, message: await ctx.services.suggestions.motivation(currentUser(ctx), day) };
  }

  @Query(() => [SuggestionType], { description: 'Up to 15 suggested goals in a category, leaving out the user\'s own; goalText is ignored.' })
  async goalSuggestions(@Args() { category }: SuggestionArgs, @Ctx() ctx: Context): Promise<SuggestionType[]> {
    return (await ctx.services.suggestions.goalSuggestions(currentUser(ctx), category, ctx.locale)).map(asType);
  }

  @Query(() => [SuggestionType], { description: 'Up to 15 suggested habits in a category, leaving out the user\'s own; with goalId, for that goal\'s plan and progress.' })
  async habitSuggestions(@Args() { category, goalText, goalId }: SuggestionArgs, @Ctx() ctx: Context): Promise<SuggestionType[]> {
    return (await ctx.services.suggestions.habitSuggestions(currentUser(ctx), category, ctx.locale, goalText, goalId)).map(asType);
  }

  @Query(() => [FocusAreaSuggestion], { description: "Suggested goals for each of the user's focus areas (every goal category when none is set)." })
  async focusAreaSuggestions(@Ctx() ctx: Context): Promise<FocusAreaSuggestion[]> {
    return (await ctx.services.suggestions.focusAreaSuggestions(currentUser(ctx), ctx.locale))
      .map(({ focusArea, goals }) => ({ focusArea, relatedGoals: goals.map(asType) }));
  }

  @Mutation(() => UserGoal, { description: "Adds a suggested goal to the user's goals, creating it as their own item when it is not in the catalogue." })
  async addSuggestedGoal(@Arg('input', () => SuggestionInput, { description: 'The suggestion, as the suggestions query gave it.' }) input: SuggestionInput, @Ctx() ctx: Context): Promise<UserGoal> {
    const user = currentUser(ctx);
    const id = await ctx.services.suggestions.add(user, ItemKind.GOAL, { ...input, itemId: input.itemId ?? null });
    return ctx.services.goals.owned(user, id);
  }

  @Mutation(() => UserHabit, { description: "Adds a suggested habit to the user's habits, creating it as their own item when it is not in the catalogue." })
  async addSuggestedHabit(
    @Arg('input', () => SuggestionInput, { description: 'The suggestion, as the suggestions query gave it.' }) input: SuggestionInput,
    @Arg('goalId', () => ID, { nullable: true, description: "One of the user's goals the habit will serve from the start; absent: none." }) goalId: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<UserHabit> {
    const user = currentUser(ctx);
    const id = await ctx.services.suggestions.add(user, ItemKind.HABIT, { ...input, itemId: input.itemId ?? null }, goalId);
    return ctx.services.habits.owned(user, id);
  }
}
