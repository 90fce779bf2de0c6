import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/dates';
import { ItemLink } from '../item-links/item-link.entity';

export enum GoalStatus {
  NOT_STARTED = 'NOT_STARTED',
  PROGRESSING = 'PROGRESSING',
  STUCK = 'STUCK',
  COMPLETE = 'COMPLETE',
}
registerEnumType(GoalStatus, {
  name: 'GoalStatus',
  description: 'How far the user has come with a goal; they set it themselves.',
  valuesConfig: {
    NOT_STARTED: { description: 'Not started yet; a newly added goal starts here.' },
    PROGRESSING: { description: 'Under way and moving.' },
    STUCK: { description: 'Under way but stuck.' },
    COMPLETE: { description: 'Achieved.' },
  },
});

/** A goal the user has taken on: the link between a user and a catalogue item, with its status. */
@ObjectType('UserGoal', { simpleResolvers: true, description: 'A goal the user has taken on: a catalogue item, its place in their order and its status.' })
@Entity('user_goals')
@Check('user_goals_status_check', `status IN ('NOT_STARTED', 'PROGRESSING', 'STUCK', 'COMPLETE')`)
@Check('user_goals_item_check', `num_nonnulls(catalogue_item_id, item_id) = 1`)
@Unique('user_goals_user_catalogue_item_key', ['userId', 'catalogueItemId'])
@Unique('user_goals_user_item_key', ['userId', 'itemId'])
@Index('user_goals_user_created_idx', ['userId', 'createdAt', 'id'])
// The catalogue's cascade; the foreign key to the user's own items is served by user_goals_user_item_key.
@Index('user_goals_catalogue_item_idx', ['catalogueItemId'])
export class UserGoal extends ItemLink {
  @Field(() => GoalStatus, { description: 'Where the user says they stand with the goal.' })
  @Column({ type: 'text', default: GoalStatus.NOT_STARTED })
  status: GoalStatus;

  @Field(() => LocalDate, { nullable: true, description: 'The day the user means to reach the goal by, YYYY-MM-DD; null when not set.' })
  @Column({ name: 'target_date', type: 'date', nullable: true })
  targetDate: string | null;
}
