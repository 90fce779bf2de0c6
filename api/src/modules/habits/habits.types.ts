import { Field, ID, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { UserHabit } from './user-habit.entity';

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

export function dayHabit(habit: UserHabit, day: string, done: boolean): DayHabit {
  return { id: `${habit.id}:${day}`, day, habit, done };
}
