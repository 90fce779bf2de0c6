import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { Category, ItemKind } from '../../shared/categories';
import { User } from '../users/user.entity';

const CATEGORY_CHECK = `category IN ('Career', 'Development', 'Family', 'Finance', 'Fun', 'Health', 'Relationship', 'Spiritual', 'Essential')`;

/**
 * A catalogue entry as clients see it: a goal or a habit, built in (CatalogueItem, the
 * catalogue_items reference table) or a user's own (OwnItem, their rows of items). No table
 * itself: each entity below carries these columns and its own key.
 */
@ObjectType('Item', { simpleResolvers: true, description: 'A catalogue entry: a goal or a habit, built in or created by the signed-in user.' })
export abstract class Item {
  // Each entity declares the column: an own item's key starts with its user.
  @Field(() => ID, { description: "The item's id, a UUID." })
  abstract id: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field({ description: 'True for an item a user created; false for the built-in catalogue.' })
  get custom(): boolean {
    return false;
  }

  /** The user who created it (the REST shape's `user`); null for the built-in catalogue. */
  get creatorId(): string | null {
    return null;
  }
}

/** The built-in catalogue: the same rows for everyone (a reference table), refreshed by the seed. */
@Entity('catalogue_items')
@Check('catalogue_items_kind_check', `kind IN ('goal', 'habit')`)
@Check('catalogue_items_text_check', `length(btrim(text)) > 0`)
@Check('catalogue_items_category_check', CATEGORY_CHECK)
@Check('catalogue_items_check', `kind = 'habit' OR category <> 'Essential'`)
@Unique('catalogue_items_kind_text_key', ['kind', 'text'])
@Index('catalogue_items_browse_idx', ['kind', 'category', 'text', 'id'])
// A trigram GIN index on text, headline and description: an expression TypeORM cannot declare.
@Index('catalogue_items_search_trgm_idx', { synchronize: false })
export class CatalogueItem extends Item {
  @PrimaryGeneratedColumn('uuid')
  override id: string;
}

/** A goal or habit a user made: visible to them alone, keyed by them like every user table. */
@Entity('items')
@Check('items_kind_check', `kind IN ('goal', 'habit')`)
@Check('items_text_check', `length(btrim(text)) > 0`)
@Check('items_category_check', CATEGORY_CHECK)
@Check('items_check', `kind = 'habit' OR category <> 'Essential'`)
// A user's own items are few: browsing and searching them reads this, then filters.
@Index('items_user_browse_idx', ['userId', 'kind', 'category'])
export class OwnItem extends Item {
  // Declared before id: the primary key, and every foreign key to it, is (user_id, id).
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryGeneratedColumn('uuid')
  override id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  override get custom(): boolean {
    return true;
  }

  override get creatorId(): string | null {
    return this.userId;
  }
}
