import { describe, expect, it } from 'vitest';
import { FACET_LOAD_PAGING, withFacetLoadPaging } from './searchClient';

describe('facet loads ask for page 1 with 1 hit', () => {
  it('rewrites no-hit facet requests in both request forms and leaves hit requests alone', () => {
    const hits = { indexName: 'products', query: 'tote', page: 2, hitsPerPage: 20 };
    const facets = { indexName: 'products', query: 'tote', hitsPerPage: 0, facets: 'type' };
    expect(withFacetLoadPaging({ requests: [hits, facets] })).toEqual({
      requests: [hits, { ...facets, ...FACET_LOAD_PAGING }],
    });
    expect(
      withFacetLoadPaging([
        { indexName: 'products', params: { hitsPerPage: 20, page: 0 } },
        { indexName: 'products', params: { hitsPerPage: 0, facets: ['type'] } },
      ]),
    ).toEqual([
      { indexName: 'products', params: { hitsPerPage: 20, page: 0 } },
      { indexName: 'products', params: { hitsPerPage: 1, page: 1, facets: ['type'] } },
    ]);
  });
});
