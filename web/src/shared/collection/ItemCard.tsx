import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Category } from '../../gql/graphql';
import { categoryImage, categoryLabel } from '../../ui/categories';

/** What a card shows of a catalogue item or a suggestion. */
export interface CardItem {
  text: string;
  headline: string;
  description?: string;
  category: Category;
  img?: string;
  custom?: boolean;
}

interface ItemCardProps {
  item: CardItem;
  /** The card's action; given the title's id so a button can be described by it. */
  action: (titleId: string) => ReactNode;
  /** 'grid' has the picture on top (max 175 px high); 'row' is compact, for suggestions. */
  layout?: 'grid' | 'row';
  /** A tag beside the category, e.g. 'AI pick'. */
  badge?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** False where the list's heading already names the category (suggestions). */
  showCategory?: boolean;
}

/** A goal or habit of the catalogue (or a suggestion) with one action: Add, Added, or Login to add. */
export function ItemCard({ item, action, layout = 'grid', badge, headingLevel: Heading = 'h3', showCategory = true }: ItemCardProps) {
  const tags = showCategory || item.custom || badge;
  const titleId = useId();
  return (
    <article className={`item-card item-card--${layout}`} aria-labelledby={titleId}>
      {layout === 'grid' && (
        <img className="item-card__image" src={item.img || categoryImage(item.category)} alt="" loading="lazy" />
      )}
      <div className="item-card__body">
        {tags && (
          <p className="item-card__tags">
            {showCategory && <span className="category-tag">{categoryLabel(item.category)}</span>}
            {item.custom && <span className="category-tag category-tag--own"><Trans>Your own</Trans></span>}
            {badge && <span className="category-tag category-tag--ai">{badge}</span>}
          </p>
        )}
        <Heading id={titleId} className="item-card__title" translate={item.custom ? 'no' : undefined}>{item.headline || item.text}</Heading>
        {item.headline && item.headline !== item.text && <p className="item-card__text" translate={item.custom ? 'no' : undefined}>{item.text}</p>}
        {item.description && <p className="item-card__description" translate={item.custom ? 'no' : undefined}>{item.description}</p>}
      </div>
      <div className="item-card__action">{action(titleId)}</div>
    </article>
  );
}
