import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/core/hooks';
import { productsApi } from '../api';
import { runLimited } from '../import/runLimited';
import { rowOf, type BulkRow } from './bulkRows';

/** Product reads in flight at once while the grid loads. */
const LOAD_CONCURRENCY = 6;

export type BulkLoad =
  | { state: 'loading'; loaded: number }
  | { state: 'ready'; rows: BulkRow[]; missing: number }
  | { state: 'failed' };

/**
 * The selected products' details (the grid needs their costs, category and lower limit, which
 * the search hits do not carry), read a few at a time, in the order selected. A product that is
 * gone or archived since is left out and counted; any other failure fails the load (Try again).
 */
export function useBulkProducts(ids: readonly number[], attempt: number): BulkLoad {
  const dispatch = useAppDispatch();
  // The answer and the attempt it answers: an answer to an earlier attempt means still loading.
  const [answer, setAnswer] = useState<{ attempt: number; load: BulkLoad } | null>(null);
  useEffect(() => {
    const setLoad = (load: BulkLoad) => setAnswer({ attempt, load });
    let live = true;
    let failed = false;
    let loaded = 0;
    const found = new Map<number, BulkRow>();
    void runLimited(
      ids,
      LOAD_CONCURRENCY,
      async (id) => {
        const read = dispatch(productsApi.endpoints.getProduct.initiate(id, { subscribe: false }));
        try {
          const product = await read.unwrap();
          if (!product.archived) found.set(id, rowOf(product));
        } catch (error) {
          if ((error as { status?: unknown }).status !== 404) failed = true;
        }
        loaded += 1;
        if (live) setLoad({ state: 'loading', loaded });
      },
      () => failed || !live,
    ).then(() => {
      if (!live) return;
      if (failed) return setLoad({ state: 'failed' });
      const rows = ids.flatMap((id) => found.get(id) ?? []);
      setLoad({ state: 'ready', rows, missing: ids.length - rows.length });
    });
    return () => {
      live = false;
    };
  }, [ids, attempt, dispatch]);
  return answer?.attempt === attempt ? answer.load : { state: 'loading', loaded: 0 };
}
