import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { GoalMilestone } from './goal-milestone.entity';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

@ObjectType({ simpleResolvers: true, description: "A goal's progress rolled up from what the user did: milestones done, linked habits' adherence, linked tasks done." })
export class GoalProgress {
  @Field(() => ID, { description: 'The goal id: one cache entry per goal.' }) id: string;
  @Field(() => Int, { description: 'Progress in whole percent, 0 to 100: the average of the parts that have anything to count (0 when none has).' }) percent: number;
  @Field(() => Float, { nullable: true, description: 'Progress as a share, 0 to 1; null when there is nothing to count yet.' }) share: number | null;
  @Field({ description: 'The formula with its figures, in one line for people, e.g. "Progress 62% = average of milestones 3/5 (60%), ...".' }) formula: string;
  @Field(() => Int, { description: 'Milestones done.' }) milestonesDone: number;
  @Field(() => Int, { description: 'Milestones in the plan.' }) milestonesTotal: number;
  @Field(() => Int, { description: "Linked habits' due occasions done in the window (habit rules: due days only; skips and vacations left out)." }) habitsDone: number;
  @Field(() => Int, { description: "Linked habits' due occasions in the window." }) habitsDue: number;
  @Field(() => Int, { description: 'Linked tasks done (a deleted completed task still counts).' }) tasksDone: number;
  @Field(() => Int, { description: 'Linked tasks, open and done.' }) tasksTotal: number;
  @Field(() => Int, { description: "Days the habits are judged over: 30, or the plan's trend window when shorter (Free: 7)." }) windowDays: number;
  @Field(() => LocalDate, { description: 'First day of the window, included.' }) windowFrom: string;
  @Field(() => LocalDate, { description: "Last day of the window: the user's today." }) windowTo: string;
  @Field({ description: "True when the plan's trend window cut the 30 days." }) clamped: boolean;
  @Field({ description: 'Past its target date and not Complete.' }) overdue: boolean;
  @Field({ description: 'Every milestone is done but the goal is not Complete yet: offer to mark it Complete.' }) offerComplete: boolean;
  @Field(() => GoalMilestone, { nullable: true, description: 'The first milestone not done yet, in plan order.' }) nextMilestone: GoalMilestone | null;
}

@InputType({ description: 'A milestone to add to a goal.' })
export class MilestoneInput {
  @Field({ description: 'What the milestone is, 1 to 500 characters (trimmed).' }) text: string;
  @Field(() => LocalDate, { nullable: true, description: 'The day it is planned for; null or absent when undated.' }) dueOn?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Already reached; false when absent.' }) done?: boolean | null;
}

@ArgsType()
export class GoalIdArgs {
  @Field(() => ID, { description: "The id of one of the user's goals (a UserGoal id)." })
  @IsUUID('all', says(validationText('invalidId')))
  goalId: string;
}

@ArgsType()
export class AddMilestonesArgs extends GoalIdArgs {
  @Field(() => [MilestoneInput], { description: 'The milestones to append, in order; a goal holds at most 50.' })
  milestones: MilestoneInput[];

  @Field(() => LocalDate, { nullable: true, description: "Moves the goal's target date in the same change (null clears it); absent: unchanged. A milestone dated after the target date is refused." })
  targetDate?: string | null;
}

@ArgsType()
export class UpdateMilestoneArgs {
  @Field(() => ID, { description: 'The milestone to change.' })
  @IsUUID('all', says(validationText('invalidId')))
  id: string;

  @Field(() => String, { nullable: true, description: 'New text, 1 to 500 characters; absent: unchanged.' })
  @IsOptional()
  text?: string | null;

  @Field(() => LocalDate, { nullable: true, description: 'New date; null clears it; absent: unchanged.' })
  dueOn?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Done or not; absent: unchanged.' })
  @IsOptional()
  @IsBoolean()
  done?: boolean | null;

  @Field(() => LocalDate, { nullable: true, description: "Moves the goal's target date in the same change (null clears it); absent: unchanged. A milestone dated after the target date is refused." })
  targetDate?: string | null;
}

@ArgsType()
export class TargetDateArgs {
  @Field(() => ID, { description: "The id of one of the user's goals." })
  @IsUUID('all', says(validationText('invalidId')))
  id: string;

  @Field(() => LocalDate, { nullable: true, description: 'The day the user means to reach the goal by; null clears it.' })
  targetDate?: string | null;
}

@ArgsType()
export class HabitGoalArgs extends GoalIdArgs {
  @Field(() => ID, { description: "The id of one of the user's habits (a UserHabit id)." })
  @IsUUID('all', says(validationText('invalidId')))
  habitId: string;
}

@ArgsType()
export class ReorderMilestonesArgs extends GoalIdArgs {
  @Field(() => [ID], { description: "Every milestone of the goal, in its new order." })
  @IsUUID('all', says(validationText('invalidId'), { each: true }))
  ids: string[];
}

@ObjectType({ simpleResolvers: true, description: 'A milestone suggested for a goal.' })
export class MilestoneSuggestionType {
  @Field({ description: 'What the milestone is.' }) text: string;
  @Field(() => LocalDate, { nullable: true, description: 'A suggested day, between today and the target date; null when undated.' }) dueOn: string | null;
}
