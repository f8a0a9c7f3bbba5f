import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const CATEGORY_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_CATEGORY_PAGE_SIZE = 20;

export interface CategoryListParams {
  page: number;
  perPage: number;
  query: string;
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list's page, page size and search live in the URL (?q=&page=&per_page=), so a view can be shared. */
export function useCategoryListParams(): [
  CategoryListParams,
  (next: Partial<CategoryListParams>) => void,
] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<CategoryListParams>(() => {
    const perPage = positiveInt(search.get('per_page'), DEFAULT_CATEGORY_PAGE_SIZE);
    return {
      page: positiveInt(search.get('page'), 1),
      perPage: (CATEGORY_PAGE_SIZES as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_CATEGORY_PAGE_SIZE,
      query: search.get('q') ?? '',
    };
  }, [search]);
  const update = useCallback(
    (next: Partial<CategoryListParams>) => {
      setSearch(
        (prev) => {
          const merged = { ...Object.fromEntries(prev), ...toSearch(next) };
          return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ''));
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [params, update];
}

function toSearch(next: Partial<CategoryListParams>): Record<string, string> {
  const out: Record<string, string> = {};
  if (next.query !== undefined) out.q = next.query.trim();
  if (next.page !== undefined) out.page = next.page === 1 ? '' : String(next.page);
  if (next.perPage !== undefined)
    out.per_page = next.perPage === DEFAULT_CATEGORY_PAGE_SIZE ? '' : String(next.perPage);
  return out;
}
