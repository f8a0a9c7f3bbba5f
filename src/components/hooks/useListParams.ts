import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listSearch,
  mergeListParams,
  readListParams,
  type ListParams,
  type ListParamsConfig,
} from '@/lib/listParams';

export interface UseListParamsOptions {
  /**
   * 'search': typing replaces the history entry (no step per search), paging adds one.
   * 'always': the list never adds history entries.
   */
  replace?: 'search' | 'always';
}

/**
 * A list's page, page size and search live in the URL, so a reload or a shared link shows the
 * same rows. Other search params are kept. `config` must be a module constant (it is a dependency).
 */
export function useListParams(
  config: ListParamsConfig,
  { replace = 'search' }: UseListParamsOptions = {},
): [ListParams, (next: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, config), [search, config]);
  const update = useCallback(
    (next: Partial<ListParams>) =>
      setSearch(
        (prev) => {
          const others = new URLSearchParams(prev);
          for (const key of ['page', 'per_page', config.queryKey ?? '']) others.delete(key);
          const merged = mergeListParams(readListParams(prev, config), next);
          return { ...Object.fromEntries(others), ...listSearch(merged, config) };
        },
        { replace: replace === 'always' || next.query !== undefined },
      ),
    [setSearch, config, replace],
  );
  return [params, update];
}
