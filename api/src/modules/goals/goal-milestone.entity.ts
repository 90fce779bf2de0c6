import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { UserGoal } from './user-goal.entity';

/** One step of a goal's plan: text, an optional date, done or not; in the goal's order. */
@ObjectType('GoalMilestone', { simpleResolvers: true, description: "One milestone of a goal's plan: a smaller step on the way, in the goal's order." })
@Entity('goal_milestones')
@Index('goal_milestones_goal_idx', ['userId', 'userGoalId', 'position'])
export class GoalMilestone {
  /** Its user: first in every key, so the rows can be distributed by user. */
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: "The milestone's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_goal_id', type: 'uuid' })
  userGoalId: string;

  @ManyToOne(() => UserGoal, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'user_goal_id', referencedColumnName: 'id' }])
  goal?: UserGoal;

  @Field(() => Int, { description: "Its place in the goal's plan, lowest first." })
  @Column({ type: 'integer' })
  position: number;

  @Field({ description: 'What the milestone is, 1 to 500 characters.' })
  @Column({ type: 'text' })
  text: string;

  @Field(() => LocalDate, { nullable: true, description: 'The day it is planned for, YYYY-MM-DD; null when undated.' })
  @Column({ name: 'due_on', type: 'date', nullable: true })
  dueOn: string | null;

  @Field({ description: 'True once the user has reached it.' })
  @Column({ type: 'boolean', default: false })
  done: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
