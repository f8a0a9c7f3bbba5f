import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { indexedDbPersistence } from '../db/persistence/indexeddb';
import { memoryPersistence } from '../db/persistence/memory';
import { createStore, openStore } from '../db/store';
import { freshSeed } from '../seed';

describe('store', () => {
  it('saves after mutations and reopens with the same data (memory)', async () => {
    const persistence = memoryPersistence();
    const store = await openStore(persistence);
    const product = store.products.insert({ ...freshSeed().products[0]!, sku: 'NEW-1' });
    expect(product.id).toBe(656);
    store.sendMail({ to: 'x@y.test', subject: 'Hi', text: 'Hello <there>' });
    await store.flush();
    const reopened = await openStore(persistence);
    expect(reopened.products.find((p) => p.sku === 'NEW-1')).toEqual(product);
    expect(reopened.mails.all().at(-1)!.html).toBe('<p>Hello &#60;there&#62;</p>');
  });

  it('reseeds a persisted snapshot of another version', async () => {
    const old = { ...freshSeed(), version: 0, products: [] };
    const store = await openStore(memoryPersistence(old));
    expect(store.products.count()).toBe(655);
  });

  it('removes and updates rows, and reset() goes back to the seed', async () => {
    const store = createStore(freshSeed(), memoryPersistence());
    expect(store.orders.remove((o) => o.organisation_id === 1)).toBeGreaterThan(0);
    store.users.update(1, { first_name: 'Changed' });
    await store.reset();
    expect(store.snapshot()).toEqual(freshSeed());
  });

  it('persists to IndexedDB: write, reopen, the data is still there', async () => {
    const dbName = `simulator-test-${Math.random()}`;
    const first = indexedDbPersistence({ dbName, debounceMs: 5 });
    const store = await openStore(first);
    store.categories.update(1, { name: 'Renamed pantry' });
    store.sendMail({ to: 'owner@demo.test', subject: 'Kept', text: 'across reloads' });
    await store.flush();
    store.dispose();
    first.close();

    const second = indexedDbPersistence({ dbName });
    const reopened = await openStore(second);
    expect(reopened.categories.get(1)!.name).toBe('Renamed pantry');
    expect(reopened.mails.all().at(-1)!.subject).toBe('Kept');
    expect(reopened.products.count()).toBe(655);
    reopened.dispose();
    second.close();
  });

  it('debounces IndexedDB writes into one', async () => {
    const persistence = indexedDbPersistence({
      dbName: `simulator-test-${Math.random()}`,
      debounceMs: 20,
    });
    const store = await openStore(persistence);
    for (let i = 0; i < 5; i += 1) store.categories.update(1, { name: `Name ${i}` });
    await new Promise((r) => setTimeout(r, 60));
    expect((await persistence.load())!.categories[0]!.name).toBe('Name 4');
    store.dispose();
    persistence.close();
  });

  it('adopts another tab’s write to the shared IndexedDB copy', async () => {
    const dbName = `simulator-test-${Math.random()}`;
    const tabA = indexedDbPersistence({ dbName, debounceMs: 0 });
    const tabB = indexedDbPersistence({ dbName, debounceMs: 0 });
    const storeA = await openStore(tabA);
    const storeB = await openStore(tabB);
    storeA.sendMail({ to: 'owner@demo.test', subject: 'From tab A', text: 'hi' });
    await storeA.flush();
    await vi.waitFor(() => expect(storeB.mails.all().at(-1)!.subject).toBe('From tab A'));
    for (const [store, p] of [
      [storeA, tabA],
      [storeB, tabB],
    ] as const) {
      store.dispose();
      p.close();
    }
  });
});
