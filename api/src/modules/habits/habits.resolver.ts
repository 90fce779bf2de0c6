import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { IdArgs } from '../../shared/ids';
import { OrderArgs } from '../../shared/ordering';
import { CategoryArgs, ItemIdArgs } from '../catalogue/catalogue.types';
import { Item } from '../catalogue/item.entity';
import { scheduleView, targetView } from './habit-settings';
import { DayHabit, HabitEntry, HabitLimits, HabitSchedule, HabitSettingsInput, HabitStats, HabitTarget } from './habits.types';
import { HABIT_LIMITS } from './rules/limits';
import { UserHabit } from './user-habit.entity';
import { UserGoal } from '../goals/user-goal.entity';
import { Vacation } from './vacation.entity';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

const UserHabitConnection = connectionType(UserHabit, 'UserHabit', 'oldest first (by when each was added, then id), not in the user\'s order');
const VacationConnection = connectionType(Vacation, 'Vacation', 'in order (by first day, then id), as vacations answers them');
const HabitEntryConnection = connectionType(HabitEntry, 'HabitEntry', 'newest day first');

@ArgsType()
class HabitHistoryArgs {
  @Field(() => ID, { description: "One of the user's habits; another user's is NOT_FOUND." })
  @IsUUID('all', says(validationText('invalidId')))
  habitId: string;
}

@ArgsType()
class AddHabitArgs extends ItemIdArgs {
  @Field(() => ID, { nullable: true, description: "One of the user's goals the habit will serve from the start (\"Proceed to habits\"); absent: none." })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  goalId?: string | null;
}

@ArgsType()
class SetHabitDoneArgs extends IdArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD, not after their today." })
  day: string;

  @Field({ description: 'true: done; false: not done.' })
  @IsBoolean()
  done: boolean;
}

@ArgsType()
class SetHabitValueArgs extends IdArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD, not after their today." })
  day: string;

  @Field(() => String, { nullable: true, description: 'A decimal amount ("2.5"); null clears the day\'s entry.' })
  value?: string | null;
}

@ArgsType()
class SetHabitSkippedArgs extends IdArgs {
  @Field(() => LocalDate, { description: "The user's local day, YYYY-MM-DD, not after their today." })
  day: string;

  @Field({ description: 'true: skip the day; false: take the skip back.' })
  @IsBoolean()
  skipped: boolean;
}

@ArgsType()
class HabitSettingsArgs extends IdArgs {
  @Field(() => HabitSettingsInput, { description: 'The settings to change.' })
  input: HabitSettingsInput;
}

@ArgsType()
class VacationArgs {
  @Field(() => LocalDate, { description: 'First day, included, YYYY-MM-DD.' }) start: string;
  @Field(() => LocalDate, { description: 'Last day, included, YYYY-MM-DD; not before start.' }) end: string;
}

@Authorized('habits')
@Resolver(() => UserHabit)
export class HabitsResolver {
  @Query(() => UserHabitConnection, {
    description: "A page of the user's habits in a category, or all, oldest first: by when each was added, then id. "
      + "Not in the user's order (positions change when habits are dragged), so that pages fetched while habits are added, moved or removed "
      + 'never repeat or skip one that was there throughout; sort by position on the client for the user\'s order. Its fields come as in myHabits.',
  })
  habitsConnection(@Args() { category }: CategoryArgs, @Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<UserHabit>> {
    return ctx.services.habits.page(currentUser(ctx), category, pageRequest(first, after));
  }

  @Query(() => [UserHabit], { description: "The user's habits in a category, or all." })
  myHabits(@Args() { category }: CategoryArgs, @Ctx() ctx: Context): Promise<UserHabit[]> {
    return ctx.services.habits.list(currentUser(ctx), category);
  }

  @Mutation(() => UserHabit, { description: "Adds a catalogue habit to the user's habits, due daily, at the end of their order (the Free plan holds 5); with goalId it serves that goal." })
  addHabit(@Args() { itemId, goalId }: AddHabitArgs, @Ctx() ctx: Context): Promise<UserHabit> {
    return ctx.services.habits.add(currentUser(ctx), itemId, goalId);
  }

  @Mutation(() => ID, { description: 'Removes the habit and its history; answers its id.' })
  removeHabit(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.habits.remove(currentUser(ctx), id);
  }

  @Mutation(() => DayHabit, { description: 'Marks a habit done or not done on a day; doing it twice changes nothing.' })
  setHabitDone(@Args() { id, day, done }: SetHabitDoneArgs, @Ctx() ctx: Context): Promise<DayHabit> {
    return ctx.services.habits.setDone(currentUser(ctx), id, day, done, ctx.madeAt);
  }

  @Mutation(() => DayHabit, { description: "A measured habit's amount on a day; null clears the day's entry." })
  setHabitValue(@Args() { id, day, value }: SetHabitValueArgs, @Ctx() ctx: Context): Promise<DayHabit> {
    return ctx.services.habits.setValue(currentUser(ctx), id, day, value ?? null, ctx.madeAt);
  }

  @Mutation(() => DayHabit, { description: 'Marks a due day skipped (it neither breaks nor extends the streak), or takes the skip back.' })
  setHabitSkipped(@Args() { id, day, skipped }: SetHabitSkippedArgs, @Ctx() ctx: Context): Promise<DayHabit> {
    return ctx.services.habits.setSkipped(currentUser(ctx), id, day, skipped, ctx.madeAt);
  }

  @Mutation(() => UserHabit, { description: 'Schedule, measured target and skip budget of a habit.' })
  updateHabitSettings(@Args() { id, input }: HabitSettingsArgs, @Ctx() ctx: Context): Promise<UserHabit> {
    return ctx.services.habits.updateSettings(currentUser(ctx), id, input);
  }

  @Mutation(() => [UserHabit], { description: "Puts the user's habits in a new order; answers them in that order." })
  reorderHabits(@Args() { ids }: OrderArgs, @Ctx() ctx: Context): Promise<UserHabit[]> {
    return ctx.services.habits.reorder(currentUser(ctx), ids);
  }

  @Query(() => HabitLimits, { description: "The limits of a habit's settings (longest period, skip budget, decimal places), from the rules." })
  habitLimits(): HabitLimits {
    return { ...HABIT_LIMITS };
  }

  @Query(() => [Vacation], { description: "The user's vacations, in order: date ranges in which no habit is due." })
  vacations(@Ctx() ctx: Context): Promise<Vacation[]> {
    return ctx.services.habits.vacations(currentUser(ctx));
  }

  @Query(() => HabitEntryConnection, {
    description: "A page of one habit's history: each day the user recorded something for it (done, short of the target, skipped), newest first. "
      + 'Its whole history (REST populatehabits lists the done days alone); the day is the key, so pages fetched while days are ticked or cleared never repeat or skip a day that stays.',
  })
  habitHistoryConnection(@Args() { habitId }: HabitHistoryArgs, @Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<HabitEntry>> {
    const user = currentUser(ctx);
    return ctx.services.reads.run(user.id, (reads) => reads.habits.historyEntries(user, habitId, pageRequest(first, after)));
  }

  @Query(() => VacationConnection, { description: "A page of the user's vacations, in order as vacations answers them: by first day (no two share one), then id." })
  vacationsConnection(@Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<Vacation>> {
    return ctx.services.habits.vacationsPage(currentUser(ctx), pageRequest(first, after));
  }

  @Mutation(() => Vacation, { description: 'A vacation, any range, set ahead or afterwards; never overlapping another.' })
  addVacation(@Args() { start, end }: VacationArgs, @Ctx() ctx: Context): Promise<Vacation> {
    return ctx.services.habits.addVacation(currentUser(ctx), start, end);
  }

  @Mutation(() => ID, { description: 'Removes a vacation; answers its id.' })
  removeVacation(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.habits.removeVacation(currentUser(ctx), id);
  }
}

/**
 * A habit's fields. Every habit is answered by a signed-in query, mutation or subscription
 * (above, and the dashboard's): its fields check nothing again, as a class-level check would
 * for each habit of a list (issue 19: fifty awaited checks a dashboard). Those that read the
 * user's data still go through currentUser, which refuses a request without one.
 */
@Resolver(() => UserHabit)
export class UserHabitFieldsResolver {
  @FieldResolver(() => Item, { description: 'The catalogue item the habit is: its name, headline, description and category.' })
  item(@Root() habit: UserHabit, @Ctx() ctx: Context): Item | Promise<Item> {
    // Read with the habit (no promise to wait for, as on the dashboard), else batched.
    return habit.item ?? ctx.loaders.itemOf.load(habit).then((item) => item!);
  }

  @FieldResolver(() => HabitSchedule, { description: 'When the habit is due.' })
  schedule(@Root() habit: UserHabit, @Ctx() ctx: Context): HabitSchedule {
    return scheduleView(habit, ctx.locale);
  }

  @FieldResolver(() => HabitTarget, { nullable: true, description: 'A measured habit\'s daily target; null for yes/no.' })
  target(@Root() habit: UserHabit): HabitTarget | null {
    return targetView(habit);
  }

  @FieldResolver(() => HabitStats, { description: 'Streaks and strength on the user\'s today; every habit of a request in one statement.' })
  stats(@Root() habit: UserHabit, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<HabitStats> {
    // A mutation's answer (its write is noted only after it) and a subscription's (woken by another's write) read the primary.
    return ctx.loaders.habitStats(currentUser(ctx), info.operation.operation === 'query').load(habit);
  }

  @FieldResolver(() => [UserGoal], { description: "The user's goals this habit serves, in the user's goal order." })
  goals(@Root() habit: UserHabit, @Ctx() ctx: Context): UserGoal[] | Promise<UserGoal[]> {
    return habit.goals ?? ctx.loaders.habitGoals(currentUser(ctx)).load(habit.id);
  }
}
