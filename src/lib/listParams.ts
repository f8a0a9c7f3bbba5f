/** A paged, searchable list's state as it lives in the URL (?page=&per_page=&<query key>=). */
export interface ListParams {
  page: number;
  perPage: number;
  query: string;
}

export interface ListParamsConfig {
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The search's name in the URL ('q' on categories, 'query' on movements); none: no search. */
  queryKey?: string;
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the URL (anything odd falls back to the defaults). */
export function readListParams(search: URLSearchParams, config: ListParamsConfig): ListParams {
  const perPage = positiveInt(search.get('per_page'), config.defaultPageSize);
  return {
    page: positiveInt(search.get('page'), 1),
    perPage: config.pageSizes.includes(perPage) ? perPage : config.defaultPageSize,
    query: config.queryKey ? (search.get(config.queryKey) ?? '').trim() : '',
  };
}

/** The URL form of the params: defaults are left out so a plain link stays plain. */
export function listSearch(params: ListParams, config: ListParamsConfig): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page > 1) out.page = String(params.page);
  if (params.perPage !== config.defaultPageSize) out.per_page = String(params.perPage);
  if (config.queryKey && params.query) out[config.queryKey] = params.query;
  return out;
}

/** `current` with `next` applied; a new search or page size goes back to page 1. */
export function mergeListParams(current: ListParams, next: Partial<ListParams>): ListParams {
  const query = (next.query ?? current.query).trim();
  const merged = { ...current, ...next, query };
  const resets =
    query !== current.query || (next.perPage !== undefined && next.perPage !== current.perPage);
  return resets ? { ...merged, page: 1 } : merged;
}
