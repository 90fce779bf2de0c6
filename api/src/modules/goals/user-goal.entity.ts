import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Item } from '../catalogue/item.entity';
import { User } from '../users/user.entity';

export enum GoalStatus {
  NOT_STARTED = 'NOT_STARTED',
  PROGRESSING = 'PROGRESSING',
  STUCK = 'STUCK',
  COMPLETE = 'COMPLETE',
}
registerEnumType(GoalStatus, { name: 'GoalStatus' });

/** A goal the user has taken on: the link between a user and a catalogue item. */
@ObjectType('UserGoal')
@Entity('user_goals')
export class UserGoal {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @ManyToOne(() => Item, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Item;

  @Field(() => GoalStatus)
  @Column({ type: 'text', default: GoalStatus.NOT_STARTED })
  status: GoalStatus;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
