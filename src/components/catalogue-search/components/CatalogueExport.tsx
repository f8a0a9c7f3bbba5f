import { useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { SearchHit } from '@/domain/catalogue/searchContract';
import { useAppContext } from '@/core/appContext';
import { ExportCsv } from '@/components/export';
import type { CatalogueListConfig } from '../listConfig';
import { currentSearchRequest } from '../searchRequest';

/** Hits a page of the export asks the search service for. */
const EXPORT_HITS_PER_PAGE = 100;

/**
 * Export CSV of a catalogue list, from the hosted search service the list reads: the same index
 * (sort), query, facet refinements and product/bundle filter, 100 hits a page.
 */
export function CatalogueExport({
  config,
  fetchKey,
}: {
  config: CatalogueListConfig;
  fetchKey: string;
}) {
  const { indexUiState, results } = useInstantSearch();
  const { search } = useAppContext();
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const { results: answers } = await search.clientFor(fetchKey).search<SearchHit>({
        requests: [
          currentSearchRequest(indexUiState, config.filter, page - 1, EXPORT_HITS_PER_PAGE),
        ],
      });
      // The service's client cannot be aborted mid-request: a stop drops the answer.
      if (signal.aborted) throw new DOMException('Stopped', 'AbortError');
      const answer = answers[0];
      if (!answer || !('hits' in answer)) throw new Error('The search service gave no answer.');
      return { rows: answer.hits, totalPages: answer.nbPages ?? 1 };
    },
    [search, fetchKey, indexUiState, config.filter],
  );
  const columns = useCallback(
    async () => (await import('./catalogueCsvColumns')).catalogueCsvColumns(config),
    [config],
  );
  return (
    <ExportCsv<SearchHit>
      name={config.exportName}
      noun={config.noun}
      columns={columns}
      currentRows={results?.hits as SearchHit[] | undefined}
      fetchPage={fetchPage}
    />
  );
}
