import { Column, Entity } from 'typeorm';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ItemLink } from '../item-links/item-link.entity';

export enum GoalStatus {
  NOT_STARTED = 'NOT_STARTED',
  PROGRESSING = 'PROGRESSING',
  STUCK = 'STUCK',
  COMPLETE = 'COMPLETE',
}
registerEnumType(GoalStatus, { name: 'GoalStatus' });

/** A goal the user has taken on: the link between a user and a catalogue item, with its status. */
@ObjectType('UserGoal')
@Entity('user_goals')
export class UserGoal extends ItemLink {
  @Field(() => GoalStatus)
  @Column({ type: 'text', default: GoalStatus.NOT_STARTED })
  status: GoalStatus;
}
