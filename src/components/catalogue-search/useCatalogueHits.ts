import { useEffect, useState } from 'react';
import { DEFAULT_SEARCH_INDEX, type SearchHit } from '@/domain/contract';
import { useAppContext } from '@/core/appContext';
import { useAppSelector } from '@/core/hooks';

export interface CatalogueHitsRequest {
  query: string;
  /** The service's `filters`: PRODUCT_FILTER or BUNDLE_FILTER. */
  filter: string;
  hitsPerPage: number;
  /** False asks nothing (a role that may not see the kind, a box not yet open). */
  enabled?: boolean;
}

export interface CatalogueHits {
  hits: SearchHit[];
  loading: boolean;
  failed: boolean;
}

/**
 * The first page of products or bundles matching `query`, from the hosted search service the
 * catalogue lists use: it answers as you type without a portal round trip. An empty query asks
 * for nothing. For pickers and the command palette; the lists themselves run InstantSearch.
 */
export function useCatalogueHits({
  query,
  filter,
  hitsPerPage,
  enabled = true,
}: CatalogueHitsRequest): CatalogueHits {
  const fetchKey = useAppSelector((s) => s.session.user?.fetch_key);
  const { search } = useAppContext();
  const asked = enabled && !!fetchKey && query !== '';
  const key = `${fetchKey ?? ''}|${filter}|${hitsPerPage}|${query}`;
  // The answer and what it answers: an answer to another request means still searching.
  const [answer, setAnswer] = useState<{ key: string; hits: SearchHit[]; failed: boolean }>({
    key: '',
    hits: [],
    failed: false,
  });
  useEffect(() => {
    if (!asked || !fetchKey) return;
    let live = true;
    search
      .clientFor(fetchKey)
      .search<SearchHit>({
        requests: [{ indexName: DEFAULT_SEARCH_INDEX, query, filters: filter, hitsPerPage }],
      })
      .then(({ results }) => {
        const first = results[0];
        const hits = first && 'hits' in first ? first.hits : [];
        if (live) setAnswer({ key, hits, failed: false });
      })
      .catch(() => {
        if (live) setAnswer({ key, hits: [], failed: true });
      });
    return () => {
      live = false;
    };
  }, [asked, fetchKey, search, query, filter, hitsPerPage, key]);
  if (!asked) return { hits: [], loading: false, failed: false };
  if (answer.key !== key) return { hits: [], loading: true, failed: false };
  return { hits: answer.hits, loading: false, failed: answer.failed };
}
