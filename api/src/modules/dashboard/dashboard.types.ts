import { Field, ID, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { DayHabit } from '../habits/habits.types';
import { Task } from '../tasks/task.entity';

/** The Work screen for one day. */
@ObjectType({ simpleResolvers: true, description: "The Work screen for one of the user's days: their habits and tasks." })
export class Dashboard {
  @Field(() => ID, { description: 'The day: one cache entry per day.' })
  id: string;

  @Field(() => LocalDate, { description: "The user's local day shown, YYYY-MM-DD." })
  day: string;

  @Field(() => [DayHabit], { description: "The user's habits in their order, each done or still to do that day." })
  habits: DayHabit[];

  @Field(() => [Task], { description: 'Open tasks (the running to-do list) and the tasks completed that day, in the user\'s order.' })
  tasks: Task[];
}
