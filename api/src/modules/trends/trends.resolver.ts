import { Args, ArgsType, Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { IsOptional, IsUUID } from 'class-validator';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { Trends } from './trends.types';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

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
  @Field({ description: "The id of one of the user's habits (a UserHabit id)." })
  @IsUUID('all', says(validationText('invalidId')))
  habitId: string;
}

@ObjectType({ simpleResolvers: true, description: 'The days one habit was done in a range.' })
class HabitCalendar {
  @Field(() => LocalDate, { description: 'First day of the range, included, after any cut to the plan\'s window.' }) from: string;
  @Field(() => LocalDate, { description: 'Last day of the range, included.' }) to: string;
  @Field(() => [LocalDate], { description: 'The days in the range the habit was done, oldest first.' }) days: string[];
  @Field(() => [LocalDate], { description: "The days in the range the user was on vacation (nothing due), oldest first." }) vacationDays: string[];
}

@Authorized('habits', 'goals', 'tasks')
@Resolver()
export class TrendsResolver {
  @Query(() => Trends, { description: "Progress over a range: the work trend, habit consistency, streaks and goals by status. Free plans see the last 7 days." })
  trends(@Args() { from, to }: RangeArgs, @Ctx() ctx: Context): Promise<Trends> {
    const user = currentUser(ctx);
    return ctx.services.reads.run(user.id, (reads) => reads.trends.trends(user, from, to));
  }

  @Query(() => HabitCalendar, { description: 'The days one habit was done, for its calendar.' })
  habitCalendar(@Args() { habitId, from, to }: CalendarArgs, @Ctx() ctx: Context): Promise<HabitCalendar> {
    const user = currentUser(ctx);
    return ctx.services.reads.run(user.id, (reads) => reads.trends.habitCalendar(user, habitId, from, to));
  }
}
