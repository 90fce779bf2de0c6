import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CatalogueDocument, type ItemKind } from '../../gql/graphql';
import { categoryArgument, type CategoryFilter } from '../../shared/collection/category-filter';

/** Cards per page of a catalogue list; 'Load more' / 'Show more' fetches as many again. */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * One kind's catalogue, filtered by category (and a search when given), a page at a time; a new
 * filter starts again from the first page. The last page stays on screen while the next loads.
 */
export function useCatalogueList(kind: ItemKind, search?: string) {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [count, setCount] = useState(CATALOGUE_PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useQuery(CatalogueDocument, {
    variables: { kind, category: categoryArgument(category), search: search || undefined, first: count },
  });
  return {
    page: (data ?? previousData)?.catalogue,
    /** True until the answer for the current filter is in. */
    loaded: data !== undefined,
    loading,
    error,
    refetch,
    category,
    chooseCategory: (next: CategoryFilter) => {
      setCategory(next);
      setCount(CATALOGUE_PAGE_SIZE);
    },
    firstPage: () => setCount(CATALOGUE_PAGE_SIZE),
    nextPage: () => setCount((shown) => shown + CATALOGUE_PAGE_SIZE),
  };
}
