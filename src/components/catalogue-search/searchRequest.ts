import type { useInstantSearch } from 'react-instantsearch';
import { DEFAULT_SEARCH_INDEX } from '@/domain/catalogue/searchContract';

type IndexUiState = ReturnType<typeof useInstantSearch>['indexUiState'];

/**
 * The list's current search as one request to the service: the same index (sort), query, facet
 * refinements and product/bundle filter the list shows. For the export and "Select all matching",
 * which page through every hit the list matches.
 */
export function currentSearchRequest(
  indexUiState: IndexUiState,
  filter: string,
  page: number,
  hitsPerPage: number,
) {
  // Each refined facet is one OR group, as the list's refinement lists send them.
  const facetFilters = Object.entries(indexUiState.refinementList ?? {})
    .filter(([, values]) => values.length)
    .map(([attribute, values]) => values.map((value) => `${attribute}:${value}`));
  return {
    indexName: indexUiState.sortBy ?? DEFAULT_SEARCH_INDEX,
    query: indexUiState.query ?? '',
    filters: filter,
    facetFilters,
    page,
    hitsPerPage,
  };
}
