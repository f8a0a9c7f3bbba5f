import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const MOVEMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_MOVEMENT_PAGE_SIZE = 20;

export interface MovementParams {
  page: number;
  perPage: number;
  query: string;
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads ?page=&per_page=&query= (anything odd falls back to the defaults). */
export function readMovementParams(search: URLSearchParams): MovementParams {
  const perPage = positiveInt(search.get('per_page'), DEFAULT_MOVEMENT_PAGE_SIZE);
  return {
    page: positiveInt(search.get('page'), 1),
    perPage: (MOVEMENT_PAGE_SIZES as readonly number[]).includes(perPage)
      ? perPage
      : DEFAULT_MOVEMENT_PAGE_SIZE,
    query: (search.get('query') ?? '').trim(),
  };
}

/** The URL form of the params: defaults are left out so a plain link stays plain. */
export function movementSearch(params: MovementParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page > 1) out.page = String(params.page);
  if (params.perPage !== DEFAULT_MOVEMENT_PAGE_SIZE) out.per_page = String(params.perPage);
  if (params.query) out.query = params.query;
  return out;
}

/**
 * The movement tab's page, page size and search live in the URL, so a reload or a shared link
 * shows the same rows. A new search or page size goes back to page 1.
 */
export function useMovementParams(): [MovementParams, (next: Partial<MovementParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readMovementParams(search), [search]);
  const update = useCallback(
    (next: Partial<MovementParams>) =>
      setSearch(
        (prev) => {
          const current = readMovementParams(prev);
          const resets =
            (next.query !== undefined && next.query.trim() !== current.query) ||
            (next.perPage !== undefined && next.perPage !== current.perPage);
          const merged = { ...current, ...next, query: (next.query ?? current.query).trim() };
          return movementSearch(resets ? { ...merged, page: 1 } : merged);
        },
        // Typing replaces the entry (no history step per search); paging adds one.
        { replace: next.query !== undefined },
      ),
    [setSearch],
  );
  return [params, update];
}
