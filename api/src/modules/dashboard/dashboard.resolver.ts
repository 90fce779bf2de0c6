import { Args, ArgsType, Authorized, Ctx, Field, Query, Resolver } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { Dashboard } from './dashboard.types';

@ArgsType()
class DayArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD." })
  day: string;
}

@Authorized('habits', 'tasks')
@Resolver()
export class DashboardResolver {
  @Query(() => Dashboard, { description: 'The Work screen for a day: habits done and to do, open tasks and tasks completed that day.' })
  dashboard(@Args() { day }: DayArgs, @Ctx() ctx: Context): Promise<Dashboard> {
    return ctx.services.dashboard.forDay(currentUser(ctx), day);
  }
}
