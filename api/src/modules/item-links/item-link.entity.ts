import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CatalogueItem, OwnItem, type Item } from '../catalogue/item.entity';
import { User } from '../users/user.entity';

/**
 * What a user's goal and a user's habit have in common: the link between the user and a
 * catalogue item, in the user's order. Each has a table of its own (user_goals, user_habits)
 * and a GraphQL type of its own; this base is no table, and no query names it, so the schema
 * never shows it (type-graphql leaves unreferenced types out).
 *
 * The item is a built-in one (`catalogueItemId`) or the user's own (`itemId`, a key that carries
 * the user): exactly one of the two is set, and `item` answers whichever it is.
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

  /** A built-in item; null when the link is to one of the user's own. */
  @Column({ name: 'catalogue_item_id', type: 'uuid', nullable: true })
  catalogueItemId: string | null;

  @ManyToOne(() => CatalogueItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'catalogue_item_id' })
  catalogueItem?: CatalogueItem | null;

  /** One of the user's own items; null when the link is to a built-in one. */
  @Column({ name: 'item_id', type: 'uuid', nullable: true })
  itemId: string | null;

  @ManyToOne(() => OwnItem, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'item_id', referencedColumnName: 'id' }])
  ownItem?: OwnItem | null;

  @Field(() => Int, { description: "Its place in the user's order, lowest first." })
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Field({ description: 'When the user added it.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The linked item, built in or own, when it was read with the link. */
  get item(): Item | undefined {
    return this.catalogueItem ?? this.ownItem ?? undefined;
  }

  /** Set by a raw read (issue 19's RawRows): the other relation is null, as when TypeORM joins both. */
  set item(item: Item | undefined) {
    this.catalogueItem = item instanceof OwnItem ? null : item as CatalogueItem | undefined;
    this.ownItem = item instanceof OwnItem ? item : null;
  }

  /** The id of the linked item, whichever table holds it. */
  get linkedItemId(): string {
    return (this.catalogueItemId ?? this.itemId)!;
  }
}
