import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listKeys,
  listRequest,
  listSearch,
  mergeListParams,
  readListParams,
  type ListChange,
  type ListParams,
  type ListParamsConfig,
  type ListRequest,
} from './listParams';

export interface UseListParamsOptions {
  /**
   * 'search': a new search or filter replaces the history entry (no step per key typed), paging
   * and sorting add one, so Back returns to the previous page of rows.
   * 'always': the list never adds history entries.
   */
  replace?: 'search' | 'always';
}

/** One server list's state: what the URL says, how to change it, and the request it makes. */
export interface ListState {
  config: ListParamsConfig;
  params: ListParams;
  /** The server request for these params: spread it into the list's query argument. */
  request: ListRequest;
  update: (change: ListChange, options?: { replace?: boolean }) => void;
}

/**
 * A server list's page, page size, sort, search and filters live in the URL, so a reload or a
 * shared link shows the same rows. The page's other search params are kept. `config` must be a
 * module constant (it is a dependency).
 */
export function useListParams(
  config: ListParamsConfig,
  { replace = 'search' }: UseListParamsOptions = {},
): ListState {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, config), [search, config]);
  const request = useMemo(() => listRequest(params), [params]);
  const update = useCallback<ListState['update']>(
    (change, options) =>
      setSearch(
        (prev) => {
          const others = new URLSearchParams(prev);
          for (const key of listKeys(config)) others.delete(key);
          const merged = mergeListParams(readListParams(prev, config), change);
          return { ...Object.fromEntries(others), ...listSearch(merged, config) };
        },
        {
          replace:
            options?.replace ??
            (replace === 'always' || change.query !== undefined || change.filters !== undefined),
        },
      ),
    [setSearch, config, replace],
  );
  return useMemo(() => ({ config, params, request, update }), [config, params, request, update]);
}
