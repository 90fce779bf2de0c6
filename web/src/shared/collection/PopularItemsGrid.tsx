import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CatalogueDocument, type ItemCard_ItemFragment, type ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { failureText } from './api-messages';
import { categoryArgument, filterLabel, KIND_PLURAL, type CategoryFilter } from './category-filter';
import { ItemCard } from './ItemCard';
import { useShowMoreCount } from './ShowMore';

interface PopularItemsGridProps {
  kind: ItemKind;
  /** Give the grid a `key` of the category too, so a new category starts again at 5. */
  category: CategoryFilter;
  headingId: string;
  renderAction: (item: ItemCard_ItemFragment, titleId: string) => ReactNode;
}

/** The popular goals or habits of a category: 5 at first, 'Show More' adds 5 (SPEC §2, §9). */
export function PopularItemsGrid({ kind, category, headingId, renderAction }: PopularItemsGridProps) {
  const { count, showMore } = useShowMoreCount();
  const plural = KIND_PLURAL[kind];
  const { data, previousData, loading, error, refetch } = useQuery(CatalogueDocument, {
    variables: { kind, category: categoryArgument(category), first: count },
  });
  const page = (data ?? previousData)?.catalogue;

  if (!page) {
    if (error) {
      return (
        <RetryNotice onRetry={refetch}><p>Could not load the popular {plural}: {failureText(error)}</p></RetryNotice>
      );
    }
    return <CardSkeletons label={`Loading popular ${plural}…`} count={3} />;
  }

  if (page.nodes.length === 0) {
    return (
      <p className="empty-state">
        No popular {plural} in {filterLabel(category)} yet. Try another category, or write your own above.
      </p>
    );
  }

  return (
    <>
      <ul className="item-grid" aria-labelledby={headingId}>
        {page.nodes.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} action={(titleId) => renderAction(item, titleId)} />
          </li>
        ))}
      </ul>
      <div className="list-footer">
        <p className="list-footer__count" role="status">
          Showing {page.nodes.length} of {page.totalCount} {plural}
        </p>
        {error && <p className="list-footer__error">Could not load more: {failureText(error)}</p>}
        {page.hasNextPage && (
          <BusyButton
            type="button"
            className="btn btn--secondary"
            busy={loading}
            label="Show More"
            busyLabel="Loading..."
            onClick={showMore}
          />
        )}
      </div>
    </>
  );
}
