import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_FILTER,
  DEFAULT_SEARCH_INDEX,
  PRODUCT_FILTER,
  SEARCH_INDICES,
  type SearchHit,
} from '@/domain/contract';
import { createSearchClients } from '@/api/search/searchClient';
import { createTransport } from '@/api/transport';
import { fetchKeyFor } from '@simulator/lib/hash';
import {
  activeProducts,
  SEED_NOON,
  signedIn,
  validProduct,
} from '../../simulator/tests/catalogueSupport';
import { call, runSimulatorOnClock } from '@simulator/testing/helpers';

const { getStore } = runSimulatorOnClock(() => SEED_NOON);

const APP_ID = 'SIMULATORAPP';

/** One search through the real client, as the portal's lists send it. */
async function search(key: string, request: Record<string, unknown>) {
  const client = liteClient(APP_ID, key);
  const { results } = await client.search<SearchHit>({
    requests: [{ indexName: DEFAULT_SEARCH_INDEX, ...request }],
  });
  return results[0] as {
    hits: (SearchHit & { _highlightResult: Record<string, { value: string }> })[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    facets: Record<string, Record<string, number>>;
    index: string;
    query: string;
  };
}

const koala = () => getStore().organisations.find((o) => o.name === 'Koala Supply Co')!;
/** The search key of the organisation's first active member (keys are per member). */
function keyOf(uid: string): string {
  const store = getStore();
  const organisation = store.organisations.find((o) => o.uid === uid)!;
  const member = store.memberships.find(
    (m) => m.organisation_id === organisation.id && m.status === 'active',
  )!;
  return fetchKeyFor(uid, member.user_id);
}

describe('the hosted search service', () => {
  it('refuses a key that is no organisation’s fetch key', async () => {
    await expect(search('not-a-key', { query: '' })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid API key',
    });
  });

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

  it('answers a broken filter with 400 and an unknown index with 404', async () => {
    const key = keyOf(koala().uid);
    await expect(search(key, { filters: 'type:bundle AND (' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      liteClient(APP_ID, key).search({ requests: [{ indexName: 'nope' }] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers a single-index query and runs every request of a multi-query', async () => {
    const org = koala();
    const client = liteClient(APP_ID, keyOf(org.uid));
    const single = await client.searchForHits<SearchHit>({
      requests: [{ indexName: SEARCH_INDICES.skuAsc, query: 'KSC', hitsPerPage: 3 }],
    });
    expect(single.results[0]!.hits).toHaveLength(3);
    const both = await client.search<SearchHit>({
      requests: [
        { indexName: DEFAULT_SEARCH_INDEX, filters: PRODUCT_FILTER, hitsPerPage: 2 },
        { indexName: DEFAULT_SEARCH_INDEX, filters: BUNDLE_FILTER, hitsPerPage: 2 },
      ],
    });
    const [products, bundles] = both.results as { hits: SearchHit[]; index: string }[];
    expect(products!.hits.every((h) => h.type !== 'bundle')).toBe(true);
    expect(bundles!.hits.every((h) => h.type === 'bundle')).toBe(true);
    expect(products!.index).toBe(DEFAULT_SEARCH_INDEX);

    const url = `https://simulatorapp-dsn.algolia.net/1/indexes/${SEARCH_INDICES.skuAsc}/query`;
    const response = await fetch(
      `${url}?x-algolia-api-key=${keyOf(org.uid)}&x-algolia-application-id=${APP_ID}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ query: 'KSC-', hitsPerPage: 1 }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hitsPerPage: 1,
      index: 'products',
      query: 'KSC-',
    });
  });

  it('sees writes on the next search once the portal’s client cache is cleared', async () => {
    const store = getStore();
    const session = await signedIn(store);
    const search = createSearchClients(createTransport());
    const client = search.clientFor(session.user.fetch_key);
    const find = async (query: string) =>
      (
        (await client.search<SearchHit>({ requests: [{ indexName: DEFAULT_SEARCH_INDEX, query }] }))
          .results[0] as { hits: SearchHit[] }
      ).hits;

    expect(await find('FRESH-SKU-9')).toEqual([]);
    const created = await call('POST', 'items', {
      ...session,
      body: validProduct({ sku: 'FRESH-SKU-9' }),
    });
    await search.clearCache();
    expect((await find('FRESH-SKU-9')).map((h) => h.id)).toEqual([created.body.data.id]);

    await call('POST', `items/${created.body.data.id}/archive`, session);
    await search.clearCache();
    expect(await find('FRESH-SKU-9')).toEqual([]);
  });

  it('keeps organisations apart: another key sees only its own records', async () => {
    const store = getStore();
    const outback = store.organisations.find((o) => o.name === 'Outback Outfitters')!;
    const result = await search(keyOf(outback.uid), { hitsPerPage: 1000 });
    const ids = new Set(activeProducts(store, outback.id).map((p) => `product-${p.id}`));
    for (const b of store.bundles.filter((x) => x.organisation_id === outback.id && !x.archived))
      ids.add(`bundle-${b.id}`);
    expect(new Set(result.hits.map((h) => h.objectID))).toEqual(ids);
  });

  it('finds bulk-seeded products (POST __simulator/seed-bulk) and refuses a bad count', async () => {
    const store = getStore();
    const org = store.organisations.find((o) => o.name === 'Outback Outfitters')!;
    const before = store.products.count((p) => p.organisation_id === org.id);
    const url = `http://localhost:3000/__simulator/seed-bulk?organisation_uid=${org.uid}`;
    const response = await fetch(`${url}&count=300`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      organisation_uid: org.uid,
      created: 300,
      total_products: before + 300,
    });
    const result = await search(keyOf(org.uid), { filters: PRODUCT_FILTER, hitsPerPage: 0 });
    expect(result.nbHits).toBe(activeProducts(store, org.id).length);
    expect(result.nbHits).toBeGreaterThanOrEqual(before + 300 - 2);
    expect((await fetch(`${url}&count=0`, { method: 'POST' })).status).toBe(422);
    const unknown = await fetch(
      'http://localhost:3000/__simulator/seed-bulk?organisation_uid=nope',
      {
        method: 'POST',
      },
    );
    expect(unknown.status).toBe(404);
  });
});
