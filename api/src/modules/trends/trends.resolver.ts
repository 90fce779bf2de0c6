import { Args, ArgsType, Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { IsOptional, IsUUID } from 'class-validator';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { Trends } from './trends.types';

@ArgsType()
class RangeArgs {
  @Field(() => LocalDate, { nullable: true, description: 'First day; omit for all history (as far as the plan allows).' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDate, { description: "The last day: the user's today." })
  to: string;
}

@ArgsType()
class CalendarArgs extends RangeArgs {
  @Field()
  @IsUUID('all', { message: 'Invalid id' })
  habitId: string;
}

@ObjectType()
class HabitCalendar {
  @Field(() => LocalDate) from: string;
  @Field(() => LocalDate) to: string;
  @Field(() => [LocalDate]) days: string[];
}

@Authorized()
@Resolver()
export class TrendsResolver {
  @Query(() => Trends, { description: "Progress over a range: the work trend, habit consistency, streaks and goals by status. Free plans see the last 7 days." })
  trends(@Args() { from, to }: RangeArgs, @Ctx() ctx: Context): Promise<Trends> {
    return ctx.services.trends.trends(currentUser(ctx), from, to);
  }

  @Query(() => HabitCalendar, { description: 'The days one habit was done, for its calendar.' })
  habitCalendar(@Args() { habitId, from, to }: CalendarArgs, @Ctx() ctx: Context): Promise<HabitCalendar> {
    return ctx.services.trends.habitCalendar(currentUser(ctx), habitId, from, to);
  }
}
