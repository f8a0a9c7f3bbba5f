/**
 * A server list's state as it lives in the URL: ?page=&per_page=&sort=&<search key>=&<filters>,
 * so a reload, the back button or a shared link shows the same rows.
 */

/**
 * The page sizes every list of the portal offers, server lists and the catalogue search alike:
 * one set, so a person meets the same choice on every screen. 100 is the most the server sends
 * in one page.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A list's page size unless it says otherwise (short histories and sub-lists use 10). */
export const DEFAULT_PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  perPage: number;
  /** The search typed, trimmed; '' when none. */
  query: string;
  /** `field` ascending, `-field` descending, '' for the server's own order. */
  sort: string;
  /** The named filters that are set (order status, warehouse…); unset filters are absent. */
  filters: Readonly<Record<string, string>>;
}

export interface ListParamsConfig {
  /** One of PAGE_SIZES; DEFAULT_PAGE_SIZE when left out. */
  defaultPageSize?: number;
  /** The search's name in the URL ('q' on categories, 'query' on movements); none: no search. */
  queryKey?: string;
  /** The fields the server sorts by; any other ?sort= is ignored. None: the list is not sortable. */
  sorts?: readonly string[];
  /** The filters the list reads from the URL, by their URL name. */
  filters?: readonly string[];
}

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const defaultPageSizeOf = (config: ListParamsConfig) =>
  config.defaultPageSize ?? DEFAULT_PAGE_SIZE;

const isPageSize = (n: number) => (PAGE_SIZES as readonly number[]).includes(n);

/** ?page=: a positive whole number, 1 otherwise. Every list of the portal reads it so. */
export const readPage = (search: URLSearchParams) => positiveInt(search.get('page'), 1);

/** ?per_page=: one of PAGE_SIZES, `fallback` otherwise. */
export function readPerPage(search: URLSearchParams, fallback: number): number {
  const perPage = positiveInt(search.get('per_page'), fallback);
  return isPageSize(perPage) ? perPage : fallback;
}

const isSort = (sort: string, config: ListParamsConfig) =>
  (config.sorts ?? []).includes(sort.replace(/^-/, ''));

/** Every URL key the list owns; other search params of the page are left alone. */
export function listKeys(config: ListParamsConfig): string[] {
  return [
    'page',
    'per_page',
    ...(config.sorts?.length ? ['sort'] : []),
    ...(config.queryKey ? [config.queryKey] : []),
    ...(config.filters ?? []),
  ];
}

/** Reads the URL; anything odd (page=-2, per_page=7, an unknown sort) falls back to the default. */
export function readListParams(search: URLSearchParams, config: ListParamsConfig): ListParams {
  const sort = search.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const name of config.filters ?? []) {
    const value = (search.get(name) ?? '').trim();
    if (value) filters[name] = value;
  }
  return {
    page: readPage(search),
    perPage: readPerPage(search, defaultPageSizeOf(config)),
    query: config.queryKey ? (search.get(config.queryKey) ?? '').trim() : '',
    sort: sort && isSort(sort, config) ? sort : '',
    filters,
  };
}

/** The URL form of the params: defaults are left out so a plain link stays plain. */
export function listSearch(params: ListParams, config: ListParamsConfig): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page > 1) out.page = String(params.page);
  if (params.perPage !== defaultPageSizeOf(config)) out.per_page = String(params.perPage);
  if (params.sort && isSort(params.sort, config)) out.sort = params.sort;
  if (config.queryKey && params.query) out[config.queryKey] = params.query;
  for (const name of config.filters ?? []) {
    const value = params.filters[name];
    if (value) out[name] = value;
  }
  return out;
}

/** What a change asks for; a filter set to '' or undefined is cleared. */
export type ListChange = Partial<Omit<ListParams, 'filters'>> & {
  filters?: Readonly<Record<string, string | undefined>>;
};

const sameFilters = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
};

/**
 * `current` with `next` applied. A new search, page size, sort or filter shows other rows, so it
 * goes back to page 1; paging alone does not.
 */
export function mergeListParams(current: ListParams, next: ListChange): ListParams {
  const query = (next.query ?? current.query).trim();
  const filters: Record<string, string> = { ...current.filters };
  for (const [name, value] of Object.entries(next.filters ?? {})) {
    const trimmed = value?.trim();
    if (trimmed) filters[name] = trimmed;
    else delete filters[name];
  }
  const merged: ListParams = { ...current, ...next, query, filters };
  const resets =
    query !== current.query ||
    (next.perPage !== undefined && next.perPage !== current.perPage) ||
    (next.sort !== undefined && next.sort !== current.sort) ||
    !sameFilters(filters, current.filters);
  return resets ? { ...merged, page: 1 } : merged;
}

/** The request of one page: the server's own names (page, per_page, query, sort, the filters). */
export interface ListRequest {
  page: number;
  per_page: number;
  query?: string;
  sort?: string;
  [filter: string]: string | number | undefined;
}

/** What the server is asked: page, per_page, and the search, sort and filters that are set. */
export function listRequest(params: ListParams): ListRequest {
  return {
    page: params.page,
    per_page: params.perPage,
    ...(params.query ? { query: params.query } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    ...params.filters,
  };
}
