import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { CatalogueDocument, type ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { categoryArgument, filterLabel, KIND_PLURAL, type CategoryFilter } from '../../shared/collection/category-filter';
import { CategoryFilterSelect } from '../../shared/collection/CategoryFilterSelect';
import { ItemCard } from '../../shared/collection/ItemCard';
import { QuickAddAction, useQuickAdd } from '../../shared/collection/useQuickAdd';

/** Cards per page of the browse list; 'Load more' fetches the next as many again. */
export const BROWSE_PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The generic browse list for goals or habits: search, category filter, Add / Already Added / Login to add. */
export function BrowseCatalogue({ kind }: { kind: ItemKind }) {
  const { me, loading: meLoading } = useMe();
  const ids = useId();
  const plural = KIND_PLURAL[kind];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [count, setCount] = useState(BROWSE_PAGE_SIZE);
  const settledSearch = useDebouncedValue(search.trim());
  const quickAdd = useQuickAdd(kind);

  const { data, previousData, loading, error, refetch } = useQuery(CatalogueDocument, {
    variables: { kind, category: categoryArgument(category), search: settledSearch || undefined, first: count },
  });
  const page = (data ?? previousData)?.catalogue;
  const searching = search.trim() !== settledSearch || (loading && !data);

  return (
    <>
      <form className="browse-filters" role="search" aria-label={`Filter ${plural}`} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={`${ids}-search`}
          fieldClassName="browse-filters__search"
          label={`Search ${plural}`}
          type="search"
          placeholder={kind === 'GOAL' ? 'e.g. promotion, savings, marathon' : 'e.g. walk, journal, budget'}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setCount(BROWSE_PAGE_SIZE);
          }}
        />
        <CategoryFilterSelect
          kind={kind}
          fieldClassName="browse-filters__category"
          value={category}
          onChange={(next) => {
            setCategory(next);
            setCount(BROWSE_PAGE_SIZE);
          }}
        />
      </form>

      {!page || meLoading ? (
        error ? (
          <RetryNotice onRetry={refetch}><p>Could not load the {plural}: {failureText(error)}</p></RetryNotice>
        ) : (
          <CardSkeletons label={`Loading ${plural}…`} count={6} />
        )
      ) : (
        <div className={searching ? 'browse-results browse-results--stale' : 'browse-results'} aria-busy={searching || undefined}>
          <p className="browse-results__count" role="status">
            {page.totalCount === 0
              ? `No ${plural} match${settledSearch ? ` “${settledSearch}”` : ''}${category === 'All' ? '' : ` in ${filterLabel(category)}`}.`
              : `${page.totalCount} ${page.totalCount === 1 ? plural.slice(0, -1) : plural}${category === 'All' ? '' : ` in ${filterLabel(category)}`}`}
          </p>
          {page.nodes.length === 0 ? (
            <div className="empty-panel">
              <p className="empty-panel__title">Nothing found</p>
              <p className="empty-panel__text">Try fewer words, or another category.</p>
              {(search || category !== 'All') && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => {
                    setSearch('');
                    setCategory('All');
                  }}
                >
                  Clear the search
                </button>
              )}
            </div>
          ) : (
            <ul className="item-grid" aria-label={`${plural} found`}>
              {page.nodes.map((item) => (
                <li key={item.id}>
                  <ItemCard
                    item={item}
                    headingLevel="h2"
                    action={(titleId) => (
                      <QuickAddAction item={item} titleId={titleId} signedIn={me !== null} quickAdd={quickAdd} addedLabel="Already Added" />
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
          {page.hasNextPage && (
            <div className="list-footer">
              <p className="list-footer__count">Showing {page.nodes.length} of {page.totalCount}</p>
              <BusyButton
                type="button"
                className="btn btn--secondary"
                busy={loading}
                label="Load more"
                busyLabel="Loading..."
                onClick={() => setCount((shown) => shown + BROWSE_PAGE_SIZE)}
              />
            </div>
          )}
        </div>
      )}
      {quickAdd.dialog}
    </>
  );
}
