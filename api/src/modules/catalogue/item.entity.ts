import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Category, ItemKind } from '../../shared/categories';
import { User } from '../users/user.entity';

/** A catalogue entry: a goal or a habit, built in (createdBy null) or a user's own. */
@ObjectType('Item', { simpleResolvers: true, description: 'A catalogue entry: a goal or a habit, built in or created by the signed-in user.' })
@Entity('items')
@Check('items_kind_check', `kind IN ('goal', 'habit')`)
@Check('items_text_check', `length(btrim(text)) > 0`)
@Check('items_category_check', `category IN ('Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual', 'Essential')`)
@Check('items_check', `kind = 'habit' OR category <> 'Essential'`)
@Index('items_builtin_kind_text_key', ['kind', 'text'], { unique: true, where: 'created_by IS NULL' })
@Index('items_builtin_browse_idx', ['kind', 'category', 'text', 'id'], { where: 'created_by IS NULL' })
@Index('items_custom_browse_idx', ['createdBy', 'kind', 'category'], { where: 'created_by IS NOT NULL' })
// A trigram GIN index on text, headline and description: an expression TypeORM cannot declare.
@Index('items_search_trgm_idx', { synchronize: false })
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
