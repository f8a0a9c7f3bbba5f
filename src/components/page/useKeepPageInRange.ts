import { useEffect } from 'react';
import type { ListState } from '@/core/routing/urlState';

/**
 * A page past the end (the last row of the last page archived, an old link) moves back to the
 * last page, replacing the history entry. `lastPage` 0 (unknown, or no rows at all) changes nothing.
 */
export function useKeepPageInRange(list: ListState, lastPage: number): void {
  const { params, update } = list;
  useEffect(() => {
    if (lastPage > 0 && params.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, params.page, update]);
}
