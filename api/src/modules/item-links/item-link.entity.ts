import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Item } from '../catalogue/item.entity';
import { User } from '../users/user.entity';

/**
 * What a user's goal and a user's habit have in common: the link between the user and a
 * catalogue item, in the user's order. Each has a table of its own (user_goals, user_habits)
 * and a GraphQL type of its own; this base is no table, and no query names it, so the schema
 * never shows it (type-graphql leaves unreferenced types out).
 */
@ObjectType('ItemLink', { simpleResolvers: true })
export abstract class ItemLink {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: "The id (a UUID) of the user's goal or habit, not of its catalogue item." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @ManyToOne(() => Item, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: Item;

  @Field(() => Int, { description: "Its place in the user's order, lowest first." })
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Field({ description: 'When the user added it.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
