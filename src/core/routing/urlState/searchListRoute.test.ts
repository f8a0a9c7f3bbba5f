import fc from 'fast-check';
import { DEFAULT_SEARCH_INDEX, SEARCH_INDICES } from '@/domain/catalogue/searchContract';
import {
  FACET_PARAMS,
  HITS_PER_PAGE_OPTIONS,
  listStateMapping,
  routeFromSearch,
  routeToSearch,
  routeToUiState,
  uiStateToRoute,
  type ListRoute,
} from './searchListRoute';

const facetParam = fc.constantFrom(...Object.values(FACET_PARAMS));
const word = fc.string({ minLength: 1, maxLength: 12 });
const route: fc.Arbitrary<ListRoute> = fc.record(
  {
    q: word,
    sort: fc.constantFrom('sku' as const, 'stock' as const),
    page: fc.integer({ min: 2, max: 500 }),
    per_page: fc.constantFrom(...HITS_PER_PAGE_OPTIONS.filter((n) => n !== 20)),
    filters: fc.dictionary(facetParam, fc.uniqueArray(word, { minLength: 1, maxLength: 3 }), {
      minKeys: 1,
    }),
  },
  { requiredKeys: [] },
);

describe('the list URL', () => {
  it('writes clean, readable parameters', () => {
    const search = routeToSearch({
      q: 'tea',
      sort: 'stock',
      page: 2,
      filters: { category: ['Pantry'], low_stock: ['true'] },
    });
    expect(search).toBe('q=tea&sort=stock&page=2&category=Pantry&low_stock=true');
  });

  it('leaves defaults out: newest first, page 1, 20 per page', () => {
    expect(routeFromSearch('?sort=newest&page=1&per_page=20')).toEqual({});
    expect(routeToSearch({ page: 1, per_page: 20 })).toBe('');
  });

  it('drops what it cannot read instead of failing', () => {
    expect(routeFromSearch('?page=abc&sort=price&per_page=7&q=&category=')).toEqual({});
    expect(routeFromSearch('?page=2.5')).toEqual({});
  });

  it('keeps several values of one facet, once each', () => {
    expect(routeFromSearch('?location=MEL&location=SYD&location=MEL').filters).toEqual({
      location: ['MEL', 'SYD'],
    });
  });

  it('survives the round trip through the query string for any state', () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(routeFromSearch(routeToSearch(r))).toEqual(r);
      }),
    );
  });

  it('survives the round trip through InstantSearch ui state for any state', () => {
    fc.assert(
      fc.property(route, (r) => {
        expect(uiStateToRoute(routeToUiState(r))).toEqual(r);
        expect(listStateMapping.stateToRoute(listStateMapping.routeToState(r))).toEqual(r);
      }),
    );
  });
});

describe('the InstantSearch mapping', () => {
  it('maps sorts to their index and facets to their attribute', () => {
    expect(
      routeToUiState({
        q: 'mug',
        sort: 'sku',
        page: 3,
        filters: { color: ['#f00'], type: ['product'] },
      }),
    ).toEqual({
      query: 'mug',
      sortBy: SEARCH_INDICES.skuAsc,
      page: 3,
      refinementList: { 'category.color': ['#f00'], type: ['product'] },
    });
  });

  it('routes only the list index and never the fixed product/bundle filter', () => {
    const route = listStateMapping.stateToRoute({
      [DEFAULT_SEARCH_INDEX]: {
        query: 'cap',
        configure: { filters: 'NOT type:bundle' },
        sortBy: SEARCH_INDICES.createdDesc,
        refinementList: { is_low_stock: ['true'], available: [] },
      },
    });
    expect(route).toEqual({ q: 'cap', filters: { low_stock: ['true'] } });
  });
});
