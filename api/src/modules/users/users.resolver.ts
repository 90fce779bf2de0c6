import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { shownLimits } from '../../shared/plans';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate, userToday } from '../../shared/dates';
import { User } from './user.entity';
import { UpdateProfileInput } from './users.types';

@ObjectType({ description: "The user's plan limits; null means unlimited." })
class PlanLimitsType {
  @Field(() => Int, { nullable: true }) goals: number | null;
  @Field(() => Int, { nullable: true }) habits: number | null;
  @Field(() => Int, { nullable: true }) openTasks: number | null;
  @Field(() => Int, { nullable: true }) trendDays: number | null;
}

@Resolver(() => User)
export class UsersResolver {
  @FieldResolver(() => PlanLimitsType)
  limits(@Root() user: User): PlanLimitsType {
    return shownLimits(user.plan);
  }

  @FieldResolver(() => LocalDate, { description: "The user's today, from their time zone and day start." })
  today(@Root() user: User): string {
    return userToday(user);
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: Context): User | null {
    return ctx.user;
  }

  @Authorized()
  @Mutation(() => User)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    const user = currentUser(ctx);
    return ctx.services.users.updateProfile(user, user.id, input, ctx.sessionId);
  }

  @Authorized()
  @Mutation(() => User, { description: 'Records that the tutorial was completed (true) or restarted (false).' })
  setTutorialCompleted(@Arg('completed') completed: boolean, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.setTutorialCompleted(currentUser(ctx), completed);
  }

  @Authorized()
  @Mutation(() => User, { description: "The user's time zone (IANA, e.g. Europe/Berlin) and day start (0 to 5). Past days never move." })
  setClock(@Arg('timeZone') timeZone: string, @Arg('dayStartHour', () => Int) dayStartHour: number, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.setClock(currentUser(ctx), timeZone, dayStartHour);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the account and everything in it, and signs out.' })
  async deleteAccount(@Ctx() ctx: Context): Promise<boolean> {
    const user = currentUser(ctx);
    await ctx.services.users.deleteAccount(user, user.id);
    await ctx.session.signOut();
    return true;
  }
}
