import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { GoalStatus } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';

@ObjectType({ simpleResolvers: true, description: "One habit's consistency and streaks over the trends range." })
export class HabitTrend {
  @Field(() => ID, { description: 'The habit id and the range: one cache entry per habit per range.' }) id: string;
  @Field(() => UserHabit, { description: 'The habit.' }) habit: UserHabit;
  @Field(() => Int, { description: "The habit's current streak on the user's today, by the habit rules (due days only; skips, vacations and freezes honoured)." }) currentStreak: number;
  @Field(() => Int, { description: 'The best streak of all history, by the habit rules.' }) bestStreak: number;
  @Field(() => Float, { description: 'Habit strength, 0 to 1 (Loop-style).' }) score: number;
  @Field(() => Int, { description: 'The longest run of done days in the range.' }) longestStreak: number;
  @Field(() => Int, { description: 'Due occasions done in the range.' }) done: number;
  @Field(() => Int, { description: 'Due occasions in the range (today once done; skips and vacations left out).' }) possible: number;
  @Field(() => Float, { description: 'done / possible, 0 to 1.' }) rate: number;
}

@ObjectType({ simpleResolvers: true, description: 'How many of the user\'s goals stand at one status.' })
export class GoalStatusCount {
  @Field(() => GoalStatus, { description: 'The status.' }) status: GoalStatus;
  @Field(() => Int, { description: 'How many of the user\'s goals have it now (0 when none).' }) count: number;
}

@ObjectType({ simpleResolvers: true, description: "The user's progress over a range of days." })
export class Trends {
  @Field(() => LocalDate, { description: 'First day of the range, included, after any cut to the plan\'s window.' }) from: string;
  @Field(() => LocalDate, { description: 'Last day of the range, included.' }) to: string;
  @Field({ description: "True when the range asked for was cut to the plan's window." }) clamped: boolean;
  @Field(() => Int, { nullable: true, description: "The plan's window in days; null: all history." }) windowDays: number | null;
  @Field(() => Int, { description: 'Days in the range; the lists below have one entry per day, from `from`.' }) days: number;
  @Field(() => [Int], { description: 'The work trend: tasks completed each day (deleted ones included).' }) work: number[];
  @Field(() => [Int], { description: 'Habits done each day.' }) habitsDone: number[];
  @Field(() => [Int], { description: 'Habits held each day (consistency is habitsDone / habitsHeld).' }) habitsHeld: number[];
  @Field(() => [HabitTrend], { description: "Each of the user's habits over the range, in the user's order." }) habits: HabitTrend[];
  @Field(() => [GoalStatusCount], { description: "The user's goals counted by status today, one entry per status." }) goalsByStatus: GoalStatusCount[];
}
