import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { shownLimits } from '../../shared/plans';
import { assertRecentlyVerified, assertTokenMayRead, currentUser, SESSION_ONLY, type Context } from '../../shared/context';
import { LocalDate, userToday } from '../../shared/dates';
import { sessionRequired } from '../../shared/errors';
import { firstDayOfWeek, weekStartOfLocale } from '../../shared/time/days';
import { User } from './user.entity';
import { UpdateProfileInput } from './users.types';

@ObjectType({ simpleResolvers: true, description: "The user's plan limits; null means unlimited." })
class PlanLimitsType {
  @Field(() => Int, { nullable: true, description: 'Most goals the user may hold; null: unlimited.' }) goals: number | null;
  @Field(() => Int, { nullable: true, description: 'Most habits the user may hold; null: unlimited.' }) habits: number | null;
  @Field(() => Int, { nullable: true, description: 'Most open (not completed) tasks the user may hold; null: unlimited.' }) openTasks: number | null;
  @Field(() => Int, { nullable: true, description: 'How many days back the user may see trends; null: all history.' }) trendDays: number | null;
}

@Resolver(() => User)
export class UsersResolver {
  @FieldResolver(() => PlanLimitsType, { description: "What the user's plan allows them to hold and see." })
  limits(@Root() user: User): PlanLimitsType {
    return shownLimits(user.plan);
  }

  @FieldResolver(() => LocalDate, { description: "The user's today, from their time zone and day start." })
  today(@Root() user: User): string {
    return userToday(user);
  }

  @FieldResolver(() => Int, { description: "The first day of the user's weeks, 1 (Monday) to 7 (Sunday): their choice, else their locale's region's (ISO's Monday for a bare language such as en). A week's period (3 times a week) and the calendar's rows start on it." })
  firstDayOfWeek(@Root() user: User): number {
    return firstDayOfWeek(user);
  }

  @FieldResolver(() => Int, { description: "The first day of the week of the user's locale, 1 (Monday) to 7 (Sunday): firstDayOfWeek when they have not chosen one (weekStart null)." })
  localeFirstDayOfWeek(@Root() user: User): number {
    return weekStartOfLocale(user.locale);
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor (a token needs profile:read).' })
  me(@Ctx() ctx: Context): User | null {
    assertTokenMayRead(ctx, 'profile');
    return ctx.user;
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in user's name, focus area, challenge and password (a new password needs a session, not a token, checked within 10 minutes (else REAUTH_REQUIRED), and ends the user's other sessions)." })
  updateProfile(@Arg('input', () => UpdateProfileInput, { description: 'The whole profile form.' }) input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    const user = currentUser(ctx);
    if (input.password && ctx.accessToken) throw sessionRequired();
    if (input.password) assertRecentlyVerified(ctx, Date.now());
    return ctx.services.users.updateProfile(user, user.id, input, ctx.sessionId, ctx);
  }

  @Authorized()
  @Mutation(() => User, { description: 'Records that the tutorial was completed (true) or restarted (false).' })
  setTutorialCompleted(@Arg('completed', { description: 'true: the tutorial is done; false: show it again.' }) completed: boolean, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.setTutorialCompleted(currentUser(ctx), completed);
  }

  @Authorized()
  @Mutation(() => User, { description: "The user's time zone (IANA, e.g. Europe/Berlin) and day start (0 to 5). Past days never move." })
  setClock(@Arg('timeZone', { description: 'An IANA time zone, e.g. Europe/Berlin.' }) timeZone: string, @Arg('dayStartHour', () => Int, { description: "The hour (0 to 5) at which the user's day begins." }) dayStartHour: number, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.setClock(currentUser(ctx), timeZone, dayStartHour);
  }

  @Authorized()
  @Mutation(() => User, { description: "The user's locale (a BCP 47 tag such as de-DE): the language the app and Cairn's emails speak to them." })
  setLocale(@Arg('locale', { description: 'A locale Cairn speaks: en, de, es or ar, with or without a region (de-AT).' }) locale: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.setLocale(currentUser(ctx), locale);
  }

  @Authorized()
  @Mutation(() => User, { description: "The first day of the user's weeks, 1 (Monday) to 7 (Sunday), or null to follow their locale. Weekly periods count from it from now on; another value is BAD_USER_INPUT and changes nothing." })
  setWeekStart(@Arg('weekStart', () => Int, { nullable: true, description: '1 (Monday) to 7 (Sunday); null: follow the locale.' }) weekStart: number | null, @Ctx() ctx: Context): Promise<User> {
    const user = currentUser(ctx);
    return ctx.services.users.setWeekStart(user, user.id, weekStart);
  }

  @Authorized(SESSION_ONLY)
  @Mutation(() => Boolean, { description: 'Deletes the account and everything in it, and signs out.' })
  async deleteAccount(@Ctx() ctx: Context): Promise<boolean> {
    const user = currentUser(ctx);
    await ctx.services.users.deleteAccount(user, user.id);
    await ctx.session.signOut();
    return true;
  }
}
