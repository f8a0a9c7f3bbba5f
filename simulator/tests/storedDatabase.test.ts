import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthHeaders } from '@/domain/contract';
import { indexedDbPersistence } from '@simulator/db/persistence/indexeddb';
import { openLazyStore, type SimulatorStore } from '@simulator/db/store';
import { ACCOUNT_COLLECTIONS, LOG_COLLECTIONS } from '@simulator/db/schema';
import { createHandlers } from '@simulator/handlers';
import {
  authHeadersOf,
  DEMO_PASSWORD,
  SIMULATOR_TEST_SECRET,
  signedHeaders,
} from '@simulator/node';
import { freshSeed } from '@simulator/seed';
import { CAN_VIEW, withAuth } from '@simulator/server-rules/pipeline';

/**
 * The simulator the way the browser runs it, without a browser: handlers over a store opened
 * lazily on IndexedDB (fake-indexeddb), seeded by `seedInto` as the seed worker does. A "reload"
 * is a new store on the same database.
 */
const BASE = 'http://localhost:3000/api';
const server = setupServer();
const opened: { store: SimulatorStore; close(): void }[] = [];

/** The seed with fewer movements: fake-indexeddb is slow to write tens of thousands of them. */
function smallSeed() {
  const seed = freshSeed();
  return { ...seed, movements: seed.movements.slice(0, 3000), history: seed.history.slice(0, 300) };
}

const newDatabase = () => `stored-database-${Math.random()}`;

/** Opens the page: a new store on the database, and handlers over it. */
function loadPage(dbName: string): SimulatorStore {
  const persistence = indexedDbPersistence({ dbName, debounceMs: 150 });
  const store = openLazyStore(persistence, {
    seedInto: (meta) => persistence.replaceAll(smallSeed(), meta),
  });
  opened.push({ store, close: () => persistence.close() });
  server.resetHandlers(
    ...createHandlers(store, { latencyMs: 0, hmacSecret: SIMULATOR_TEST_SECRET }),
  );
  return store;
}

async function request(method: string, path: string, auth?: AuthHeaders, body?: unknown) {
  const url = `${BASE}/v1/${path}`;
  return fetch(url, {
    method,
    headers: signedHeaders(method, url, auth, null, { timestamp: Date.now() }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn() {
  const res = await request('POST', 'auth/sign_in', undefined, {
    email: 'owner@demo.test',
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
  return authHeadersOf(res);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  for (const { store, close } of opened) {
    store.dispose();
    close();
  }
});

describe('the simulator over a stored database (as in the browser)', () => {
  it('signs in reading only the account collections; organisation requests load what they read', async () => {
    const store = loadPage(newDatabase());
    const auth = await signIn();
    for (const name of ACCOUNT_COLLECTIONS) expect(store.isLoaded(name)).toBe(true);
    expect(store.isLoaded('products')).toBe(false);

    // Who am I, in which organisation: the accounts answer it; nothing else is read for it.
    const me = await request('GET', 'auth/me', auth);
    expect(me.status).toBe(200);
    const user = (await me.json()).data as { email: string; fetch_key: string };
    expect(user.email).toBe('owner@demo.test');
    expect(store.isLoaded('products')).toBe(false);

    // A search of the catalogue: the catalogue's collections, not the orders or the invoices.
    const search = await fetch(`https://app-dsn.algolia.net/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-api-key': user.fetch_key },
      body: JSON.stringify({ requests: [{ indexName: 'products', query: '' }] }),
    });
    expect(search.status).toBe(200);
    const [hits] = ((await search.json()) as { results: { nbHits: number }[] }).results;
    expect(hits!.nbHits).toBeGreaterThan(0);
    expect(store.isLoaded('products')).toBe(true);
    expect(store.isLoaded('orders')).toBe(false);

    // A product detail: what it reads, not the logs.
    const detail = await request('GET', 'items/1', auth);
    expect(detail.status).toBe(200);
    expect((await detail.json()).data.id).toBe(1);
    expect(store.isLoaded('products')).toBe(true);
    for (const name of LOG_COLLECTIONS) expect(store.isLoaded(name)).toBe(false);

    // The inventory report reads products only; the stock movement report reads the logs.
    expect((await request('GET', 'reports/products/inventory', auth)).status).toBe(200);
    expect(store.isLoaded('movements')).toBe(false);
    expect((await request('GET', 'reports/products/stock_movement', auth)).status).toBe(200);
    expect(store.isLoaded('movements')).toBe(true);

    // Its movements: the logs too.
    const res = await request('GET', 'items/1/movements', auth);
    expect(res.status).toBe(200);
    expect((await res.json()).data.length).toBeGreaterThan(0);
    expect(store.isLoaded('movements')).toBe(true);
  });

  it('answers a read the rule did not foresee by loading what it reached and answering again', async () => {
    const store = loadPage(newDatabase());
    const sim = { store, latencyMs: 0, hmacSecret: SIMULATOR_TEST_SECRET, now: Date.now };
    const resolver = vi.fn(() => HttpResponse.json({ movements: store.movements.count() }));
    server.use(http.get('*/v1/unforeseen-read', withAuth(sim, CAN_VIEW, resolver)));
    const auth = await signIn();

    const res = await request('GET', 'unforeseen-read', auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ movements: smallSeed().movements.length });
    // With the accounts, then with the movements too.
    expect(resolver).toHaveBeenCalledTimes(2);
    expect(store.isLoaded('movements')).toBe(true);
    expect(store.isLoaded('history')).toBe(false);
  });

  /** A page on a database of its own, signed in, its products loaded. */
  async function signedInOnNewDatabase() {
    const dbName = newDatabase();
    const store = loadPage(dbName);
    const auth = await signIn();
    await store.ready(['products']);
    return { dbName, store, auth };
  }

  it('keeps the session and the data across a reload', async () => {
    const { dbName, store: before, auth } = await signedInOnNewDatabase();
    before.products.update(1, { title: 'Renamed before the reload' });
    // The page goes away before the debounced write: pagehide flushes it.
    await before.flush();

    const store = loadPage(dbName);
    const me = await request('GET', 'users/me', auth);
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe('owner@demo.test');
    await store.ready(['products']);
    expect(store.products.get(1)!.title).toBe('Renamed before the reload');
  });

  it('resets to the seed: the session is gone, the data is the seed again', async () => {
    const { dbName, store, auth } = await signedInOnNewDatabase();
    store.products.update(1, { title: 'Changed' });

    const res = await fetch(`${BASE}/__simulator/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await request('GET', 'users/me', auth)).status).toBe(401);
    await store.ready(['products']);
    expect(store.products.get(1)!.title).toBe(smallSeed().products[0]!.title);

    const reloaded = loadPage(dbName);
    await reloaded.ready(['sessions', 'products']);
    expect(reloaded.sessions.count()).toBe(0);
    expect(reloaded.products.get(1)!.title).toBe(smallSeed().products[0]!.title);
  });
});
