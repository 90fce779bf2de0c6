import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { GoalStatus } from '../goals/user-goal.entity';
import { UserHabit } from '../habits/user-habit.entity';

@ObjectType()
export class HabitTrend {
  @Field(() => ID) id: string;
  @Field(() => UserHabit) habit: UserHabit;
  @Field(() => Int, { description: 'Days in a row up to the last day (or the day before, if that day is not done yet).' }) currentStreak: number;
  @Field(() => Int) longestStreak: number;
  @Field(() => Int, { description: 'Days done in the range.' }) done: number;
  @Field(() => Int, { description: 'Days in the range the habit was held.' }) possible: number;
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
