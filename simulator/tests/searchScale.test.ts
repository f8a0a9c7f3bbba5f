import { liteClient } from 'algoliasearch/lite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_INDEX,
  PRODUCT_FACETS,
  PRODUCT_FILTER,
  SEARCH_INDICES,
  type SearchHit,
} from '@/domain/contract';
import { searchRecords } from '@simulator/catalogue/search/records';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import { createStore } from '@simulator/db/store';
import { searchHandlers } from '@simulator/handlers/search';
import { fetchKeyFor } from '@simulator/lib/hash';
import { buildSeed, LARGE_SEED } from '@simulator/seed';

/**
 * The hosted search service over the large seed (10,000 products in one organisation), asked the
 * way the products list asks it: right answers at that size, writes visible at once, and the
 * time per keystroke reported (not asserted: the machine is shared).
 */
const store = createStore(buildSeed('large'), memoryPersistence());
const server = setupServer(
  ...searchHandlers({ store, latencyMs: 0, hmacSecret: 'simulator-secret', now: Date.now }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const organisation = store.organisations.find((o) => o.name === LARGE_SEED.organisation)!;
const member = store.memberships.find(
  (m) => m.organisation_id === organisation.id && m.status === 'active',
)!;
const client = liteClient('SIMULATORAPP', fetchKeyFor(organisation.uid, member.user_id));
const activeProducts = () =>
  store.products.filter((p) => p.organisation_id === organisation.id && !p.archived);

type Result = { hits: SearchHit[]; nbHits: number; facets: Record<string, Record<string, number>> };

/** What InstantSearch sends for the products list: its filter, every facet, a page of 20. */
async function listSearch(query: string, extra: Record<string, unknown> = {}): Promise<Result> {
  await client.clearCache();
  const { results } = await client.search<SearchHit>({
    requests: [
      {
        indexName: DEFAULT_SEARCH_INDEX,
        query,
        filters: PRODUCT_FILTER,
        facets: [...PRODUCT_FACETS],
        maxValuesPerFacet: 50,
        hitsPerPage: 20,
        page: 0,
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        ...extra,
      },
    ],
  });
  return results[0] as Result;
}

const substringMatches = (query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return activeProducts().filter((p) =>
    words.every((w) => `${p.sku}\n${p.title}\n${p.barcode}`.toLowerCase().includes(w)),
  );
};

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('the hosted search service at 10,000 products', () => {
  it('lists, counts and facets every active product of the organisation', async () => {
    const [result, ms] = await timed(() => listSearch(''));
    console.info(`search at 10,000 products, list opened: ${ms.toFixed(1)} ms`);
    const active = activeProducts();
    expect(active.length).toBeGreaterThanOrEqual(LARGE_SEED.products - 2);
    expect(result.nbHits).toBe(active.length);
    const newest = [...active]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 20);
    expect(result.hits.map((h) => h.id)).toEqual(newest.map((p) => p.id));
    expect(result.facets.is_low_stock).toEqual({
      true: active.filter((p) => p.is_low_stock).length,
      false: active.filter((p) => !p.is_low_stock).length,
    });
    const pantry = store.categories.find(
      (c) => c.organisation_id === organisation.id && c.name === 'Pantry',
    )!;
    expect(result.facets['category.name']!.Pantry).toBe(
      active.filter((p) => p.category_id === pantry.id).length,
    );
  });

  it('answers each keystroke with the matching products (times reported)', async () => {
    const target = activeProducts()[4321]!;
    const typed = [target.title.toLowerCase(), target.sku.toLowerCase()].flatMap((text) =>
      Array.from({ length: Math.min(text.length, 12) }, (_, n) => text.slice(0, n + 1)),
    );
    const times: number[] = [];
    for (const query of typed) {
      const [result, ms] = await timed(() => listSearch(query));
      times.push(ms);
      expect(result.nbHits, query).toBe(substringMatches(query).length);
    }
    const last = await listSearch(target.sku);
    expect(last.hits.map((h) => h.id)).toContain(target.id);
    console.info(
      `search at 10,000 products, ${times.length} keystrokes: median ${median(times).toFixed(1)} ms, ` +
        `slowest ${Math.max(...times).toFixed(1)} ms`,
    );
  });

  it('shows a write in the next search and keeps its records while nothing changes', async () => {
    const before = searchRecords(store, organisation.id);
    expect(searchRecords(store, organisation.id)).toBe(before);

    const product = activeProducts()[1234]!;
    store.products.update(product.id, { title: 'Zanzibar Clove Tin' });
    const [renamed, ms] = await timed(() => listSearch('zanzibar clove'));
    console.info(`search at 10,000 products, first search after a write: ${ms.toFixed(1)} ms`);
    expect(renamed.hits.map((h) => h.id)).toEqual([product.id]);
    expect(searchRecords(store, organisation.id)).not.toBe(before);

    // Changed in place, as some handlers do, then marked: seen too.
    product.stock = 0;
    product.warehouse_stocks.forEach((w) => ((w.stock = 0), (w.available = 0)));
    product.available = 0;
    store.products.markChanged(product);
    const sorted = await listSearch('zanzibar', { facetFilters: [['available:out_of_stock']] });
    expect(sorted.hits.map((h) => [h.id, h.stock, h.locations])).toEqual([[product.id, 0, []]]);

    store.products.update(product.id, { archived: true });
    expect((await listSearch('zanzibar')).nbHits).toBe(0);
    const bySku = await listSearch('', { indexName: SEARCH_INDICES.skuAsc, hitsPerPage: 1000 });
    expect(bySku.nbHits).toBe(activeProducts().length);
  });
});
