import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { filterLabel } from '../../shared/collection/category-filter';
import { CategoryFilterSelect } from '../../shared/collection/CategoryFilterSelect';
import { useQuickAdd } from '../../shared/collection/useQuickAdd';
import { BROWSE_MESSAGES, CATALOGUE_MESSAGES } from './catalogue-texts';
import { CatalogueItemCards } from './CatalogueItemCards';
import { useCatalogueList } from './useCatalogueList';
import { useDebouncedValue } from './useDebouncedValue';

/** The generic browse list for goals or habits: search, category filter, Add / Already Added / Login to add. */
export function BrowseCatalogue({ kind }: { kind: ItemKind }) {
  const { t } = useLingui();
  const { me, loading: meLoading } = useMe();
  const ids = useId();
  const goal = kind === 'GOAL';
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const quickAdd = useQuickAdd(kind);
  const list = useCatalogueList(kind, settledSearch);
  const { page, category } = list;
  const shown = page?.nodes.length;
  const total = page?.totalCount;
  const searching = search.trim() !== settledSearch || (list.loading && !list.loaded);
  const categoryName = category === 'All' ? null : filterLabel(category);

  return (
    <>
      <form className="browse-filters" role="search" aria-label={goal ? t`Filter goals` : t`Filter habits`} onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={`${ids}-search`}
          fieldClassName="browse-filters__search"
          label={goal ? t`Search goals` : t`Search habits`}
          type="search"
          placeholder={t(BROWSE_MESSAGES.searchPlaceholder[kind])}
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
          <RetryNotice onRetry={list.refetch}><p>{t(CATALOGUE_MESSAGES.loadFailed(kind, failureText(list.error)))}</p></RetryNotice>
        ) : (
          <CardSkeletons label={t(CATALOGUE_MESSAGES.loading(kind))} count={6} />
        )
      ) : (
        <div className={searching ? 'browse-results browse-results--stale' : 'browse-results'} aria-busy={searching || undefined}>
          <p className="browse-results__count" role="status">
            {t(page.totalCount === 0
              ? BROWSE_MESSAGES.noMatch(kind, settledSearch, categoryName)
              : BROWSE_MESSAGES.found(kind, page.totalCount, categoryName))}
          </p>
          {page.nodes.length === 0 ? (
            <div className="empty-panel">
              <p className="empty-panel__title"><Trans>Nothing found</Trans></p>
              <p className="empty-panel__text"><Trans>Try fewer words, or another category.</Trans></p>
              {(search || category !== 'All') && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => {
                    setSearch('');
                    list.chooseCategory('All');
                  }}
                >
                  <Trans>Clear the search</Trans>
                </button>
              )}
            </div>
          ) : (
            <ul className="item-grid" aria-label={goal ? t`goals found` : t`habits found`}>
              <CatalogueItemCards items={page.nodes} signedIn={me !== null} quickAdd={quickAdd} addedLabel={t`Already Added`} />
            </ul>
          )}
          {page.hasNextPage && (
            <div className="list-footer">
              <p className="list-footer__count">{t`Showing ${shown} of ${total}`}</p>
              <BusyButton
                type="button"
                className="btn btn--secondary"
                busy={list.loading}
                label={t`Load more`}
                busyLabel={t`Loading...`}
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
