/**
 * The hosted-search (catalogue) list's state in the URL: short, readable parameters a person can
 * share or edit
 * (?q=tea&sort=stock&page=2&category=Pantry&low_stock=true), mapped to and from InstantSearch's
 * ui state. Pure, so the round trip is unit-tested.
 */
import type { IndexUiState, UiState } from 'instantsearch.js';
import { DEFAULT_SEARCH_INDEX, SEARCH_INDICES } from '@/domain/catalogue/searchContract';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPage, readPerPage } from './listParams';

/** Facet attribute of the index → its URL parameter. */
export const FACET_PARAMS = {
  'category.name': 'category',
  'category.color': 'color',
  type: 'type',
  locations: 'location',
  is_low_stock: 'low_stock',
  available: 'available',
} as const;
export type FacetAttribute = keyof typeof FACET_PARAMS;
type FacetParam = (typeof FACET_PARAMS)[FacetAttribute];
const FACET_ATTRIBUTES = Object.keys(FACET_PARAMS) as FacetAttribute[];

/** URL name of each sort; the default (newest first) is left out of the URL. */
export const SORT_PARAMS = {
  sku: SEARCH_INDICES.skuAsc,
  stock: SEARCH_INDICES.stockAsc,
  newest: SEARCH_INDICES.createdDesc,
} as const;
export type SortParam = keyof typeof SORT_PARAMS;

/** The portal's one set of page sizes: the search lists offer what the server lists offer. */
export const HITS_PER_PAGE_OPTIONS = PAGE_SIZES;
export const DEFAULT_HITS_PER_PAGE = DEFAULT_PAGE_SIZE;

/** What the URL holds. Absent means default; `page` is one-based, as people count. */
export interface ListRoute {
  q?: string;
  sort?: Exclude<SortParam, 'newest'>;
  page?: number;
  per_page?: number;
  filters?: Partial<Record<FacetParam, string[]>>;
}

const isSortParam = (value: string): value is SortParam => value in SORT_PARAMS;
const isAllowedPerPage = (n: number) =>
  (HITS_PER_PAGE_OPTIONS as readonly number[]).includes(n) && n !== DEFAULT_HITS_PER_PAGE;

/** Reads a query string; anything malformed (page=abc, sort=price) is dropped, never fatal. */
export function routeFromSearch(search: string): ListRoute {
  const params = new URLSearchParams(search);
  const route: ListRoute = {};
  const q = params.get('q');
  if (q) route.q = q;
  const sort = params.get('sort');
  if (sort && isSortParam(sort) && sort !== 'newest') route.sort = sort;
  // Page and page size are read as every server list reads them; defaults stay out of the route.
  const page = readPage(params);
  if (page > 1) route.page = page;
  const perPage = readPerPage(params, DEFAULT_HITS_PER_PAGE);
  if (perPage !== DEFAULT_HITS_PER_PAGE) route.per_page = perPage;
  for (const attribute of FACET_ATTRIBUTES) {
    const name = FACET_PARAMS[attribute];
    const values = unique(params.getAll(name).filter(Boolean));
    if (values.length) (route.filters ??= {})[name] = values;
  }
  return route;
}

/** Writes a query string in a fixed parameter order, so equal states give equal URLs. */
export function routeToSearch(route: ListRoute): string {
  const params = new URLSearchParams();
  if (route.q) params.set('q', route.q);
  if (route.sort) params.set('sort', route.sort);
  if (route.page && route.page > 1) params.set('page', String(route.page));
  if (route.per_page && isAllowedPerPage(route.per_page))
    params.set('per_page', String(route.per_page));
  for (const attribute of FACET_ATTRIBUTES) {
    const name = FACET_PARAMS[attribute];
    for (const value of route.filters?.[name] ?? []) params.append(name, value);
  }
  return params.toString();
}

const sortByIndex = Object.fromEntries(
  Object.entries(SORT_PARAMS).map(([param, index]) => [index, param as SortParam]),
);

/** InstantSearch's state of the list's index → URL state. */
export function uiStateToRoute(state: IndexUiState): ListRoute {
  const route: ListRoute = {};
  if (state.query) route.q = state.query;
  const sort = state.sortBy ? sortByIndex[state.sortBy] : undefined;
  if (sort && sort !== 'newest') route.sort = sort;
  if (state.page && state.page > 1) route.page = state.page;
  if (state.hitsPerPage && isAllowedPerPage(state.hitsPerPage)) route.per_page = state.hitsPerPage;
  for (const attribute of FACET_ATTRIBUTES) {
    const values = state.refinementList?.[attribute];
    if (values?.length) (route.filters ??= {})[FACET_PARAMS[attribute]] = [...values];
  }
  return route;
}

/** URL state → InstantSearch's state of the list's index. */
export function routeToUiState(route: ListRoute): IndexUiState {
  const state: IndexUiState = {};
  if (route.q) state.query = route.q;
  if (route.sort) state.sortBy = SORT_PARAMS[route.sort];
  if (route.page && route.page > 1) state.page = route.page;
  if (route.per_page) state.hitsPerPage = route.per_page;
  for (const attribute of FACET_ATTRIBUTES) {
    const values = route.filters?.[FACET_PARAMS[attribute]];
    if (values?.length) (state.refinementList ??= {})[attribute] = [...values];
  }
  return state;
}

/**
 * InstantSearch's stateMapping for the list. Only the main index is routed; the `configure`
 * part (the product/bundle filter) is fixed by the page and never belongs in the URL.
 */
export const listStateMapping = {
  $$type: 'catalogue-list',
  stateToRoute: (uiState: UiState): ListRoute =>
    uiStateToRoute(uiState[DEFAULT_SEARCH_INDEX] ?? {}),
  routeToState: (route: ListRoute): UiState => ({
    [DEFAULT_SEARCH_INDEX]: routeToUiState(route),
  }),
};

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
