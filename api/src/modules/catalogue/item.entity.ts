import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Category, ItemKind } from '../../shared/categories';
import { User } from '../users/user.entity';

/** A catalogue entry: a goal or a habit, built in (createdBy null) or a user's own. */
@ObjectType('Item', { simpleResolvers: true, description: 'A catalogue entry: a goal or a habit, built in or created by the signed-in user.' })
@Entity('items')
export class Item {
  @Field(() => ID, { description: "The item's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ItemKind, { description: 'Goal or habit.' })
  @Column({ type: 'text' })
  kind: ItemKind;

  @Field({ description: 'The name of the goal or habit.' })
  @Column({ type: 'text' })
  text: string;

  @Field({ description: 'A short tagline; may be empty.' })
  @Column({ type: 'text', default: '' })
  headline: string;

  @Field({ description: 'A longer description; may be empty.' })
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => Category, { description: 'Its life category.' })
  @Column({ type: 'text' })
  category: Category;

  @Field({ description: "The path of its category's picture on this server, e.g. /images/categories/health.svg." })
  @Column({ type: 'text', default: '' })
  img: string;

  /** Custom items are visible to their creator only. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field({ description: 'True for an item a user created; false for the built-in catalogue.' })
  get custom(): boolean {
    return this.createdBy !== null;
  }
}
