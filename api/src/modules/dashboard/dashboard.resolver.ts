import { IsBoolean } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { IdArgs } from '../../shared/ids';
import { UserHabit } from '../habits/user-habit.entity';
import { OrderArgs } from '../tasks/tasks.resolver';
import { Dashboard, DayHabit, dayHabit } from './dashboard.types';

@ArgsType()
class DayArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD." })
  day: string;
}

@ArgsType()
class SetHabitDoneArgs extends IdArgs {
  @Field(() => LocalDate)
  day: string;

  @Field()
  @IsBoolean()
  done: boolean;
}

@Authorized()
@Resolver()
export class DashboardResolver {
  @Query(() => Dashboard, { description: 'The Work screen for a day: habits done and to do, open tasks and tasks completed that day.' })
  dashboard(@Args() { day }: DayArgs, @Ctx() ctx: Context): Promise<Dashboard> {
    return ctx.services.dashboard.forDay(currentUser(ctx), day);
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
