import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { GoalStatus } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';

@ObjectType()
export class HabitTrend {
  @Field(() => ID) id: string;
  @Field(() => UserHabit) habit: UserHabit;
  @Field(() => Int, { description: "The habit's current streak on the user's today, by the habit rules (due days only; skips, vacations and freezes honoured)." }) currentStreak: number;
  @Field(() => Int, { description: 'The best streak of all history, by the habit rules.' }) bestStreak: number;
  @Field(() => Float, { description: 'Habit strength, 0 to 1 (Loop-style).' }) score: number;
  @Field(() => Int, { description: 'The longest run of done days in the range.' }) longestStreak: number;
  @Field(() => Int, { description: 'Due occasions done in the range.' }) done: number;
  @Field(() => Int, { description: 'Due occasions in the range (today once done; skips and vacations left out).' }) possible: number;
  @Field(() => Float, { description: 'done / possible, 0 to 1.' }) rate: number;
}

@ObjectType()
export class GoalStatusCount {
  @Field(() => GoalStatus) status: GoalStatus;
  @Field(() => Int) count: number;
}

@ObjectType()
export class Trends {
  @Field(() => LocalDate) from: string;
  @Field(() => LocalDate) to: string;
  @Field({ description: "True when the range asked for was cut to the plan's window." }) clamped: boolean;
  @Field(() => Int, { nullable: true, description: "The plan's window in days; null: all history." }) windowDays: number | null;
  @Field(() => Int, { description: 'Days in the range; the lists below have one entry per day, from `from`.' }) days: number;
  @Field(() => [Int], { description: 'The work trend: tasks completed each day (deleted ones included).' }) work: number[];
  @Field(() => [Int], { description: 'Habits done each day.' }) habitsDone: number[];
  @Field(() => [Int], { description: 'Habits held each day (consistency is habitsDone / habitsHeld).' }) habitsHeld: number[];
  @Field(() => [HabitTrend]) habits: HabitTrend[];
  @Field(() => [GoalStatusCount]) goalsByStatus: GoalStatusCount[];
}
