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
import { activeProducts, signedIn, validProduct } from '../../simulator/tests/catalogueSupport';
import { call } from '@simulator/testing/helpers';
import { APP_ID, hostedSearchKit, search } from '../support/hostedSearch';

const { getStore, koala, keyOf } = hostedSearchKit();

describe('the hosted search service', () => {
  it('refuses a key that is no organisation’s fetch key', async () => {
    await expect(search('not-a-key', { query: '' })).rejects.toMatchObject({
      status: 403,
      message: 'Invalid API key',
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
