import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { UserGoal } from '../goals/user-goal.entity';
import { currentUser, type Context } from '../../shared/context';
import { LocalDate } from '../../shared/dates';
import { IdArgs } from '../../shared/ids';
import { OrderArgs } from '../../shared/ordering';
import { Task } from './task.entity';
import { connectionType, PageArgs, pageRequest, type Connection } from '../../shared/pagination';
import { says } from '../../shared/validate';
import { validationText } from '../../shared/validation.messages';

const TaskConnection = connectionType(Task, 'Task', 'oldest first (by when each task was made, then id), not in the user\'s order');

@ArgsType()
class CreateTaskArgs {
  /** Checked by the service's taskText(), the one rule for GraphQL and REST. */
  @Field({ description: 'What is to be done, 1 to 500 characters (trimmed).' })
  text: string;

  @Field(() => ID, { nullable: true, description: "One of the user's goals the task moves; absent: none. A removed goal is refused." })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  goalId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A UUID the client made for the new task (an offline client\'s task, to refer to it before it syncs). Sent again, it answers the task made the first time and changes nothing; taken by another user: CONFLICT.' })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  id?: string | null;
}

@ArgsType()
class SetTaskGoalArgs extends IdArgs {
  @Field(() => ID, { nullable: true, description: "One of the user's goals; null: the task moves no goal." })
  @IsOptional()
  @IsUUID('all', says(validationText('invalidId')))
  goalId?: string | null;
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

@Authorized('tasks')
@Resolver(() => Task)
export class TasksResolver {
  @Query(() => TaskConnection, {
    description: "A page of the user's tasks, open and completed (not deleted), oldest first: by when each was made, then id. "
      + "Not in the user's order (positions change when tasks are dragged), so that pages fetched while tasks are added, moved or deleted "
      + 'never repeat or skip a task that was there throughout; sort by position on the client for the user\'s order.',
  })
  tasksConnection(@Args() { first, after }: PageArgs, @Ctx() ctx: Context): Promise<Connection<Task>> {
    return ctx.services.tasks.page(currentUser(ctx), pageRequest(first, after));
  }

  @Mutation(() => Task, { description: 'Adds an open task at the end of the user\'s list (the Free plan holds 10 open tasks).' })
  createTask(@Args() { text, goalId, id }: CreateTaskArgs, @Ctx() ctx: Context): Promise<Task> {
    return ctx.services.tasks.create(currentUser(ctx), text, goalId, id);
  }

  @Mutation(() => Task, { description: "Links the task to one of the user's goals, or to none (null)." })
  setTaskGoal(@Args() { id, goalId }: SetTaskGoalArgs, @Ctx() ctx: Context): Promise<Task> {
    return ctx.services.tasks.setGoal(currentUser(ctx), id, goalId ?? null);
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

/**
 * A task's fields, answered only under the signed-in queries, mutations and subscriptions that
 * answer tasks: no check of their own per task of a list (see UserHabitFieldsResolver).
 */
@Resolver(() => Task)
export class TaskFieldsResolver {
  @FieldResolver(() => UserGoal, { nullable: true, description: 'The goal this task moves, or null.' })
  goal(@Root() task: Task, @Ctx() ctx: Context): UserGoal | null | Promise<UserGoal | null> {
    if (task.goal !== undefined) return task.goal;
    return task.userGoalId ? ctx.loaders.goalById(currentUser(ctx)).load(task.userGoalId) : null;
  }
}
