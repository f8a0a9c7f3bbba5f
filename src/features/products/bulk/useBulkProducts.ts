import { useMemo } from 'react';
import { useGetProductsByIdsQuery } from './bulkApi';
import { rowOf, type BulkRow } from './bulkRows';

export type BulkLoad =
  | { state: 'loading' }
  | { state: 'ready'; rows: BulkRow[]; missing: number }
  | { state: 'failed'; retry: () => void };

/**
 * The selected products as grid rows, read in one request (GET items?ids=), in the order
 * selected. A product that is gone or archived since is left out and counted; a failed read
 * fails the load, and `retry` reads again (the selection stays).
 */
export function useBulkProducts(ids: readonly number[]): BulkLoad {
  const read = useGetProductsByIdsQuery(ids);
  const { data, isError, refetch } = read;
  const ready = useMemo(() => {
    if (!data) return null;
    const found = new Map(data.filter((p) => !p.archived).map((p) => [p.id, rowOf(p)]));
    const rows = ids.flatMap((id) => found.get(id) ?? []);
    return { rows, missing: ids.length - rows.length };
  }, [data, ids]);

  if (ready) return { state: 'ready', ...ready };
  if (isError && !read.isFetching) return { state: 'failed', retry: () => void refetch() };
  return { state: 'loading' };
}
