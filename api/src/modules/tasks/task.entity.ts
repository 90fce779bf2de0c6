import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { User } from '../users/user.entity';
import type { UserGoal } from '../goals/user-goal.entity';

@ObjectType('Task', { simpleResolvers: true, description: "A task on the user's running to-do list." })
@Entity('tasks')
@Check('tasks_text_check', `length(btrim(text)) BETWEEN 1 AND 500`)
@Check('tasks_check', `complete = (completed_day IS NOT NULL)`)
@Check('tasks_only_completed_deleted', `deleted_at IS NULL OR complete`)
@Index('tasks_open_idx', ['userId', 'position'], { where: 'NOT complete AND deleted_at IS NULL' })
@Index('tasks_completed_day_idx', ['userId', 'completedDay'], { where: 'complete' })
@Index('tasks_user_goal_idx', ['userId', 'userGoalId'])
// Every task, deleted ones too: the export's keyset and the import's reads; the list in order.
@Index('tasks_user_position_idx', ['userId', 'position', 'createdAt', 'id'])
@Index('tasks_user_created_idx', ['userId', 'createdAt', 'id'], { where: 'deleted_at IS NULL' })
export class Task {
  @Field(() => ID, { description: "The task's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field({ description: 'What is to be done, 1 to 500 characters.' })
  @Column({ type: 'text' })
  text: string;

  @Field({ description: 'True once the task is done.' })
  @Column({ type: 'boolean', default: false })
  complete: boolean;

  /** The user's local day the task was completed on; null while open. */
  @Field(() => LocalDate, { nullable: true, description: "The user's local day the task was completed on; null while open." })
  @Column({ name: 'completed_day', type: 'date', nullable: true })
  completedDay: string | null;

  @Field(() => Int, { description: "Its place in the user's order, lowest first." })
  @Column({ type: 'integer', default: 0 })
  position: number;

  /** Set when a completed task is deleted: gone from the lists, still counted in the work trend. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  /** The user's goal this task moves, if any; removing the goal leaves the task (SET NULL). */
  @Column({ name: 'user_goal_id', type: 'uuid', nullable: true })
  userGoalId: string | null;

  // ON DELETE SET NULL (user_goal_id) in the migration: the task keeps its user.
  @ManyToOne('UserGoal', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_goal_id', referencedColumnName: 'id' }])
  goal?: UserGoal | null;

  @Field({ description: 'When the task was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
