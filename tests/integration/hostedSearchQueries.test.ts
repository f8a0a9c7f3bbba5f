import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILTER, PRODUCT_FILTER, SEARCH_INDICES, type SearchHit } from '@/domain/contract';
import { activeProducts } from '../../simulator/tests/catalogueSupport';
import { APP_ID, hostedSearchKit, search } from '../support/hostedSearch';

const { getStore, koala, keyOf } = hostedSearchKit();

describe('the hosted search service', () => {
  it('returns the active products of the key’s organisation only, with the list filter', async () => {
    const store = getStore();
    const org = koala();
    const result = await search(keyOf(org.uid), { filters: PRODUCT_FILTER, hitsPerPage: 1000 });
    const expected = activeProducts(store, org.id);
    expect(result.nbHits).toBe(expected.length);
    expect(new Set(result.hits.map((h) => h.id))).toEqual(new Set(expected.map((p) => p.id)));
    expect(result.hits.every((h) => h.type !== 'bundle')).toBe(true);

    const bundles = await search(keyOf(org.uid), { filters: BUNDLE_FILTER, hitsPerPage: 1000 });
    const activeBundles = store.bundles.filter((b) => b.organisation_id === org.id && !b.archived);
    expect(bundles.nbHits).toBe(activeBundles.length);
    expect(bundles.hits.every((h) => h.type === 'bundle' && h.category === null)).toBe(true);
  });

  it('matches part of a SKU, title or barcode, case-insensitively, and highlights it', async () => {
    const store = getStore();
    const org = koala();
    const product = activeProducts(store, org.id)[7]!;
    const part = product.sku.slice(4).toLowerCase();
    const result = await search(keyOf(org.uid), {
      query: part,
      filters: PRODUCT_FILTER,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(result.hits.map((h) => h.sku)).toContain(product.sku);
    expect(
      result.hits.every(
        (h) =>
          h.sku.toLowerCase().includes(part) ||
          h.title.toLowerCase().includes(part) ||
          h.barcode.includes(part),
      ),
    ).toBe(true);
    const hit = result.hits.find((h) => h.id === product.id)!;
    expect(hit._highlightResult.sku!.value).toContain('<mark>');

    const byBarcode = await search(keyOf(org.uid), { query: product.barcode });
    expect(byBarcode.hits.map((h) => h.id)).toContain(product.id);
    const words = product.title.split(' ');
    const byWords = await search(keyOf(org.uid), {
      query: `${words[1]} ${words[0]}`.toUpperCase(),
    });
    expect(byWords.hits.map((h) => h.id)).toContain(product.id);
  });

  it('sorts by the three indices and pages from zero', async () => {
    const org = koala();
    const key = keyOf(org.uid);
    const sku = (
      await liteClient(APP_ID, key).search<SearchHit>({
        requests: [{ indexName: SEARCH_INDICES.skuAsc, filters: PRODUCT_FILTER, hitsPerPage: 50 }],
      })
    ).results[0] as { hits: SearchHit[] };
    const skus = sku.hits.map((h) => h.sku);
    expect(skus).toEqual([...skus].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));

    const stock = (
      await liteClient(APP_ID, key).search<SearchHit>({
        requests: [{ indexName: SEARCH_INDICES.stockAsc, hitsPerPage: 50 }],
      })
    ).results[0] as { hits: SearchHit[] };
    const stocks = stock.hits.map((h) => h.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

    const created = await search(key, { hitsPerPage: 50 });
    const times = created.hits.map((h) => h.created_at_timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page0 = await search(key, { filters: PRODUCT_FILTER, hitsPerPage: 25, page: 0 });
    const page1 = await search(key, { filters: PRODUCT_FILTER, hitsPerPage: 25, page: 1 });
    expect(page1.page).toBe(1);
    expect(page1.hitsPerPage).toBe(25);
    expect(page1.nbPages).toBe(Math.ceil(page0.nbHits / 25));
    expect(page1.hits[0]!.id).toBe(created.hits.filter((h) => h.type !== 'bundle')[25]!.id);
    const defaults = await search(key, {});
    expect(defaults.hitsPerPage).toBe(20);
    expect(defaults.hits).toHaveLength(20);
  });

  it('filters with facetFilters and expressions, and counts facets over the matching hits', async () => {
    const store = getStore();
    const org = koala();
    const key = keyOf(org.uid);
    const pantry = 'Pantry';
    const result = await search(key, {
      filters: PRODUCT_FILTER,
      facetFilters: [[`category.name:${pantry}`, 'category.name:Snacks'], '-is_low_stock:true'],
      facets: ['*'],
      hitsPerPage: 1000,
    });
    const expected = activeProducts(store, org.id).filter((p) => {
      const category = store.categories.get(p.category_id ?? -1)?.name;
      return (category === pantry || category === 'Snacks') && !p.is_low_stock;
    });
    expect(result.nbHits).toBe(expected.length);
    expect(Object.keys(result.facets).sort()).toEqual(
      ['available', 'category.color', 'category.name', 'is_low_stock', 'locations', 'type'].sort(),
    );
    expect(result.facets['category.name']).toEqual({
      [pantry]: expected.filter((p) => store.categories.get(p.category_id!)!.name === pantry)
        .length,
      Snacks: expected.filter((p) => store.categories.get(p.category_id!)!.name === 'Snacks')
        .length,
    });
    expect(result.facets.is_low_stock).toEqual({ false: expected.length });
    const syd = store.warehouses.find((w) => w.code === 'SYD1')!;
    expect(result.facets.locations!.SYD1).toBe(
      expected.filter((p) =>
        p.warehouse_stocks.some((w) => w.warehouse_id === syd.id && w.stock > 0),
      ).length,
    );

    const low = await search(key, {
      filters: `${PRODUCT_FILTER} AND (is_low_stock:true OR category.name:"Coffee & Tea")`,
      hitsPerPage: 1000,
    });
    expect(low.nbHits).toBe(
      activeProducts(store, org.id).filter(
        (p) => p.is_low_stock || store.categories.get(p.category_id ?? -1)?.name === 'Coffee & Tea',
      ).length,
    );
    const numeric = await search(key, {
      filters: 'stock < 10 AND NOT type:bundle',
      hitsPerPage: 1000,
    });
    expect(numeric.hits.every((h) => h.stock < 10)).toBe(true);
    const range = await search(key, { numericFilters: ['stock:10 TO 20'], hitsPerPage: 1000 });
    expect(range.hits.every((h) => h.stock >= 10 && h.stock <= 20)).toBe(true);

    // Facet loading asks for page 1 with 1 hit.
    const facetsOnly = await search(key, { facets: ['type'], hitsPerPage: 1, page: 1 });
    expect(facetsOnly.facets.type).toMatchObject({
      bundle: expect.any(Number),
      product: expect.any(Number),
    });
  });
});
