import { Field, ID, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { UserHabit } from '../habits/user-habit.entity';
import { Task } from '../tasks/task.entity';

/** A habit as it stands on one day. */
@ObjectType()
export class DayHabit {
  @Field(() => ID, { description: 'The habit id and the day: one cache entry per habit per day.' })
  id: string;

  @Field(() => LocalDate)
  day: string;

  @Field(() => UserHabit)
  habit: UserHabit;

  @Field()
  done: boolean;
}

/** The Work screen for one day. */
@ObjectType()
export class Dashboard {
  @Field(() => ID, { description: 'The day: one cache entry per day.' })
  id: string;

  @Field(() => LocalDate)
  day: string;

  @Field(() => [DayHabit], { description: "The user's habits in their order, each done or still to do that day." })
  habits: DayHabit[];

  @Field(() => [Task], { description: 'Open tasks (the running to-do list) and the tasks completed that day, in the user\'s order.' })
  tasks: Task[];
}

export function dayHabit(habit: UserHabit, day: string, done: boolean): DayHabit {
  return { id: `${habit.id}:${day}`, day, habit, done };
}
