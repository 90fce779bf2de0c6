import { Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { IdArgs } from '../../shared/ids';
import { CategoryArgs, ItemIdArgs } from '../catalogue/catalogue.types';
import { Item } from '../catalogue/item.entity';
import { UserHabit } from './user-habit.entity';

@Authorized()
@Resolver(() => UserHabit)
export class HabitsResolver {
  @Query(() => [UserHabit], { description: "The user's habits in a category, or all." })
  myHabits(@Args() { category }: CategoryArgs, @Ctx() ctx: Context): Promise<UserHabit[]> {
    return ctx.services.habits.list(currentUser(ctx), category);
  }

  @FieldResolver(() => Item)
  async item(@Root() habit: UserHabit, @Ctx() ctx: Context): Promise<Item> {
    return habit.item ?? (await ctx.loaders.itemById.load(habit.itemId))!;
  }

  @Mutation(() => UserHabit)
  addHabit(@Args() { itemId }: ItemIdArgs, @Ctx() ctx: Context): Promise<UserHabit> {
    return ctx.services.habits.add(currentUser(ctx), itemId);
  }

  @Mutation(() => ID, { description: 'Removes the habit and its history; answers its id.' })
  removeHabit(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.habits.remove(currentUser(ctx), id);
  }
}
