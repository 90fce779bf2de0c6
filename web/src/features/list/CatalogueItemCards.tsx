import type { CatalogueQuery } from '../../gql/graphql';
import { ItemCard } from '../../shared/collection/ItemCard';
import { QuickAddAction, type QuickAdd } from '../../shared/collection/useQuickAdd';

interface CatalogueItemCardsProps {
  items: CatalogueQuery['catalogue']['nodes'];
  signedIn: boolean;
  quickAdd: QuickAdd;
  /** What an item the user holds says instead of Add. */
  addedLabel: string;
}

/** The list items of a catalogue grid: each item's card with Add, its added label, or Login to add. */
export function CatalogueItemCards({ items, signedIn, quickAdd, addedLabel }: CatalogueItemCardsProps) {
  return items.map((item) => (
    <li key={item.id}>
      <ItemCard
        item={item}
        headingLevel="h2"
        action={(titleId) => (
          <QuickAddAction item={item} titleId={titleId} signedIn={signedIn} quickAdd={quickAdd} addedLabel={addedLabel} />
        )}
      />
    </li>
  ));
}
