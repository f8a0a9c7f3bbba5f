import { useEffect, useState } from 'react';
import { DEFAULT_SEARCH_INDEX, PRODUCT_FILTER, type SearchHit } from '@/domain/contract';
import { useAppContext } from '@/core/appContext';
import { useAppSelector } from '@/core/hooks';

/** How many products the picker offers at once. */
export const SUGGESTION_COUNT = 8;

export interface ProductSuggestions {
  hits: SearchHit[];
  loading: boolean;
  failed: boolean;
}

/**
 * Products (never bundles) matching `query`, from the hosted search service the catalogue lists
 * use: it answers as you type without a portal round trip. An empty query asks for nothing.
 */
export function useProductSuggestions(query: string): ProductSuggestions {
  const fetchKey = useAppSelector((s) => s.session.user?.fetch_key);
  const { search } = useAppContext();
  // The answer and the query it answers: an answer for another query means still searching.
  const [state, setState] = useState<{ for: string; hits: SearchHit[]; failed: boolean }>({
    for: '',
    hits: [],
    failed: false,
  });
  useEffect(() => {
    if (!fetchKey || query === '') return;
    let live = true;
    search
      .clientFor(fetchKey)
      .search<SearchHit>({
        requests: [
          {
            indexName: DEFAULT_SEARCH_INDEX,
            query,
            filters: PRODUCT_FILTER,
            hitsPerPage: SUGGESTION_COUNT,
          },
        ],
      })
      .then((answer) => {
        const first = answer.results[0];
        const hits = first && 'hits' in first ? (first.hits as SearchHit[]) : [];
        if (live) setState({ for: query, hits, failed: false });
      })
      .catch(() => {
        if (live) setState({ for: query, hits: [], failed: true });
      });
    return () => {
      live = false;
    };
  }, [fetchKey, query, search]);
  if (query === '' || !fetchKey) return { hits: [], loading: false, failed: false };
  if (state.for !== query) return { hits: [], loading: true, failed: false };
  return { hits: state.hits, loading: false, failed: state.failed };
}
