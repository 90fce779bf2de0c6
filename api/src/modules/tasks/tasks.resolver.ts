import { IsBoolean, IsOptional } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, Resolver } from 'type-graphql';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { IdArgs } from '../../shared/ids';
import { OrderArgs } from '../../shared/ordering';
import { Task } from './task.entity';

@ArgsType()
class CreateTaskArgs {
  /** Checked by the service's taskText(), the one rule for GraphQL and REST. */
  @Field({ description: 'What is to be done, 1 to 500 characters (trimmed).' })
  text: string;
}

@ArgsType()
class SetTaskCompleteArgs extends IdArgs {
  @Field({ description: 'true: mark done; false: reopen (within the plan\'s open-task limit).' })
  @IsBoolean()
  complete: boolean;

  @Field(() => LocalDate, { nullable: true, description: 'The work day it was completed on; needed when completing.' })
  @IsOptional()
  day?: string | null;
}

@Authorized()
@Resolver(() => Task)
export class TasksResolver {
  @Mutation(() => Task, { description: 'Adds an open task at the end of the user\'s list (the Free plan holds 10 open tasks).' })
  createTask(@Args() { text }: CreateTaskArgs, @Ctx() ctx: Context): Promise<Task> {
    return ctx.services.tasks.create(currentUser(ctx), text);
  }

  @Mutation(() => Task, { description: 'Completing sets the work day it was done on; undoing clears it.' })
  setTaskComplete(@Args() { id, complete, day }: SetTaskCompleteArgs, @Ctx() ctx: Context): Promise<Task> {
    return ctx.services.tasks.setComplete(currentUser(ctx), id, complete, day);
  }

  @Mutation(() => ID, { description: 'Deletes the task; answers its id.' })
  deleteTask(@Args() { id }: IdArgs, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.tasks.remove(currentUser(ctx), id);
  }

  @Mutation(() => [Task], { description: "Puts the user's tasks in a new order; answers them in that order." })
  reorderTasks(@Args() { ids }: OrderArgs, @Ctx() ctx: Context): Promise<Task[]> {
    return ctx.services.tasks.reorder(currentUser(ctx), ids);
  }
}
