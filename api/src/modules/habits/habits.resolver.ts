import { IsBoolean } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { IdArgs } from '../../shared/ids';
import { OrderArgs } from '../../shared/ordering';
import { CategoryArgs, ItemIdArgs } from '../catalogue/catalogue.types';
import { Item } from '../catalogue/item.entity';
import { DayHabit, dayHabit } from './habits.types';
import { UserHabit } from './user-habit.entity';

@ArgsType()
class SetHabitDoneArgs extends IdArgs {
  @Field(() => LocalDate)
  day: string;

  @Field()
  @IsBoolean()
  done: boolean;
}

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

  @Mutation(() => DayHabit, { description: 'Marks a habit done or not done on a day; doing it twice changes nothing.' })
  async setHabitDone(@Args() { id, day, done }: SetHabitDoneArgs, @Ctx() ctx: Context): Promise<DayHabit> {
    const habit = await ctx.services.habits.setDone(currentUser(ctx), id, day, done);
    return dayHabit(habit, day, done);
  }

  @Mutation(() => [UserHabit])
  reorderHabits(@Args() { ids }: OrderArgs, @Ctx() ctx: Context): Promise<UserHabit[]> {
    return ctx.services.habits.reorder(currentUser(ctx), ids);
  }
}
