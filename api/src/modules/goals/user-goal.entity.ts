import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { registerEnumType } from 'type-graphql';
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
@Entity('user_goals')
export class UserGoal {
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

  @Column({ type: 'text', default: GoalStatus.NOT_STARTED })
  status: GoalStatus;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
