import { useId, useState } from 'react';
import type { ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { filterLabel, KIND_PLURAL } from '../../shared/collection/category-filter';
import { CategoryFilterSelect } from '../../shared/collection/CategoryFilterSelect';
import { useQuickAdd } from '../../shared/collection/useQuickAdd';
import { BROWSE_MESSAGES, CATALOGUE_MESSAGES } from './catalogue-texts';
import { CatalogueItemCards } from './CatalogueItemCards';
import { useCatalogueList } from './useCatalogueList';
import { useDebouncedValue } from './useDebouncedValue';

/** The generic browse list for goals or habits: search, category filter, Add / Already Added / Login to add. */
export function BrowseCatalogue({ kind }: { kind: ItemKind }) {
  const { me, loading: meLoading } = useMe();
  const ids = useId();
  const plural = KIND_PLURAL[kind];
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const quickAdd = useQuickAdd(kind);
  const list = useCatalogueList(kind, settledSearch);
  const { page, category } = list;
  const searching = search.trim() !== settledSearch || (list.loading && !list.loaded);
  const inCategory = category === 'All' ? '' : BROWSE_MESSAGES.inCategory(filterLabel(category));

  return (
    <>
      <form className="browse-filters" role="search" aria-label={`Filter ${plural}`} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={`${ids}-search`}
          fieldClassName="browse-filters__search"
          label={`Search ${plural}`}
          type="search"
          placeholder={BROWSE_MESSAGES.searchPlaceholder[kind]}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            list.firstPage();
          }}
        />
        <CategoryFilterSelect kind={kind} fieldClassName="browse-filters__category" value={category} onChange={list.chooseCategory} />
      </form>

      {!page || meLoading ? (
        list.error ? (
          <RetryNotice onRetry={list.refetch}><p>{CATALOGUE_MESSAGES.loadFailed(plural, failureText(list.error))}</p></RetryNotice>
        ) : (
          <CardSkeletons label={CATALOGUE_MESSAGES.loading(plural)} count={6} />
        )
      ) : (
        <div className={searching ? 'browse-results browse-results--stale' : 'browse-results'} aria-busy={searching || undefined}>
          <p className="browse-results__count" role="status">
            {page.totalCount === 0
              ? BROWSE_MESSAGES.noMatch(plural, settledSearch, inCategory)
              : BROWSE_MESSAGES.found(page.totalCount, plural, inCategory)}
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
                    list.chooseCategory('All');
                  }}
                >
                  Clear the search
                </button>
              )}
            </div>
          ) : (
            <ul className="item-grid" aria-label={`${plural} found`}>
              <CatalogueItemCards items={page.nodes} signedIn={me !== null} quickAdd={quickAdd} addedLabel="Already Added" />
            </ul>
          )}
          {page.hasNextPage && (
            <div className="list-footer">
              <p className="list-footer__count">Showing {page.nodes.length} of {page.totalCount}</p>
              <BusyButton
                type="button"
                className="btn btn--secondary"
                busy={list.loading}
                label="Load more"
                busyLabel="Loading..."
                onClick={list.nextPage}
              />
            </div>
          )}
        </div>
      )}
      {quickAdd.dialog}
    </>
  );
}
