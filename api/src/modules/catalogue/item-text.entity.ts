import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CatalogueItem } from './item.entity';

/** A built-in item's text, headline and description in a translated language (issue 29); English stays on the item. */
@Entity('catalogue_item_texts')
@Check('catalogue_item_texts_language_check', `language IN ('de', 'es', 'ar')`)
@Check('catalogue_item_texts_text_check', `length(btrim(text)) > 0`)
export class CatalogueItemText {
  @PrimaryColumn({ name: 'catalogue_item_id', type: 'uuid'})
  catalogueItemId: string;

  @PrimaryColumn({ type: 'text'})
  language: string;

  @ManyToOne(() => CatalogueItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'catalogue_item_id' })
  item?: CatalogueItem;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', default: '' })
  headline: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
