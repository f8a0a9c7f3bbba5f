import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/*
 * The portal's only door to the URL's search params (ESLint forbids useSearchParams elsewhere):
 * lists use useListParams or the hosted-search routing; a page reading a link's parameter
 * (a token, ?resume=1, a prefilled e-mail) or keeping a small view setting in the URL uses these.
 */

/** One search param of the current URL, null when absent. */
export function useSearchParam(name: string): string | null {
  const [search] = useSearchParams();
  return search.get(name);
}

/** Every search param of the current URL, read-only (a saved view, a prefilled form). */
export function useCurrentSearch(): URLSearchParams {
  const [search] = useSearchParams();
  return search;
}

/**
 * One search param as page state: its value (null when absent) and a setter that keeps the
 * URL's other params; '' or undefined removes it. `replace` (default false) replaces the
 * history entry instead of adding one.
 */
export function useSearchParamState(
  name: string,
): [string | null, (value: string | undefined, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (value: string | undefined, options?: { replace?: boolean }) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: options?.replace ?? false },
      ),
    [setSearch, name],
  );
  return [search.get(name), set];
}

/**
 * Replaces the whole search of the current URL (a saved view of a list), adding a history entry;
 * `replace` replaces the entry instead (a default view applied to the bare list).
 */
export function useReplaceSearch(): (search: string, options?: { replace?: boolean }) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (search: string, options?: { replace?: boolean }) =>
      setSearch(new URLSearchParams(search), { replace: options?.replace ?? false }),
    [setSearch],
  );
}
