import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CatalogueDocument, type ItemCard_ItemFragment, type ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { failureText } from './api-messages';
import { categoryArgument, filterLabel, type CategoryFilter } from './category-filter';
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
  const { t } = useLingui();
  const { count, showMore } = useShowMoreCount();
  const goal = kind === 'GOAL';
  const { data, previousData, loading, error, refetch } = useQuery(CatalogueDocument, {
    variables: { kind, category: categoryArgument(category), first: count },
  });
  const page = (data ?? previousData)?.catalogue;

  const reason = error && failureText(error);

  if (!page) {
    if (reason) {
      return (
        <RetryNotice onRetry={refetch}>
          <p>{goal ? <Trans>Could not load the popular goals: {reason}</Trans> : <Trans>Could not load the popular habits: {reason}</Trans>}</p>
        </RetryNotice>
      );
    }
    return <CardSkeletons label={goal ? t`Loading popular goals…` : t`Loading popular habits…`} count={3} />;
  }

  if (page.nodes.length === 0) {
    const categoryName = filterLabel(category);
    return (
      <p className="empty-state">
        {goal
          ? <Trans>No popular goals in {categoryName} yet. Try another category, or write your own above.</Trans>
          : <Trans>No popular habits in {categoryName} yet. Try another category, or write your own above.</Trans>}
      </p>
    );
  }

  const shown = page.nodes.length;
  const total = page.totalCount;

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
          {goal ? <Trans>Showing {shown} of {total} goals</Trans> : <Trans>Showing {shown} of {total} habits</Trans>}
        </p>
        {reason && <p className="list-footer__error"><Trans>Could not load more: {reason}</Trans></p>}
        {page.hasNextPage && (
          <BusyButton
            type="button"
            className="btn btn--secondary"
            busy={loading}
            label={t`Show More`}
            busyLabel={t`Loading...`}
            onClick={showMore}
          />
        )}
      </div>
    </>
  );
}
