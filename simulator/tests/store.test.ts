import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbPersistence } from '@simulator/db/persistence/indexeddb';
import { memoryPersistence } from '@simulator/db/persistence/memory';
import type { ChangeSet, Persistence } from '@simulator/db/persistence/types';
import { ACCOUNT_COLLECTIONS, COLLECTION_NAMES, SNAPSHOT_VERSION } from '@simulator/db/schema';
import { createStore, openLazyStore, openStore, type SimulatorStore } from '@simulator/db/store';
import { freshSeed } from '@simulator/seed';

/** Every write batch a persistence receives: collection → ids written / deleted. */
function recordingWrites<P extends Persistence>(persistence: P) {
  const batches: Record<string, { put: number[]; remove: number[] }>[] = [];
  const write = persistence.write.bind(persistence);
  persistence.write = (changes: ChangeSet, rowsOf) => {
    batches.push(
      Object.fromEntries(
        Object.entries(changes).map(([name, change]) => [
          name,
          { put: change.put.map((r) => r.id), remove: change.remove },
        ]),
      ),
    );
    return write(changes, rowsOf);
  };
  return batches;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

/** An IndexedDB "tab": its own connection and channel on a shared database. */
function tab(dbName: string, debounceMs = 0) {
  const persistence = indexedDbPersistence({ dbName, debounceMs });
  cleanups.push(() => persistence.close());
  return persistence;
}
const track = (store: SimulatorStore) => {
  cleanups.push(() => store.dispose());
  return store;
};
const newDbName = () => `simulator-test-${Math.random()}`;

/**
 * The seed with fewer stock movements and history entries, so the IndexedDB tests (fake-indexeddb
 * is slow to write) stay quick; still more than one page of movements.
 */
function smallSeed() {
  const seed = freshSeed();
  return { ...seed, movements: seed.movements.slice(0, 4500), history: seed.history.slice(0, 300) };
}
const small = { reseed: smallSeed };
/** The whole test seed, for a store that must seed. */
const full = { reseed: freshSeed };

describe('store (memory)', () => {
  it('lists every collection of a snapshot', () => {
    const names = Object.keys(freshSeed()).filter((key) => key !== 'version');
    expect([...COLLECTION_NAMES].sort()).toEqual(names.sort());
  });

  it('saves after mutations and reopens with the same data', async () => {
    const persistence = memoryPersistence();
    const store = await openStore(persistence, full);
    const product = store.products.insert({ ...freshSeed().products[0]!, sku: 'NEW-1' });
    expect(product.id).toBe(656);
    store.sendMail({ to: 'x@y.test', subject: 'Hi', text: 'Hello <there>' });
    await store.flush();
    const reopened = await openStore(persistence, full);
    expect(reopened.products.find((p) => p.sku === 'NEW-1')).toEqual(product);
    expect(reopened.mails.all().at(-1)!.html).toBe('<p>Hello &#60;there&#62;</p>');
  });

  it('reseeds a stored database of another version, or of another seed kind', async () => {
    const old = { ...freshSeed(), version: SNAPSHOT_VERSION - 1, products: [] };
    const store = await openStore(memoryPersistence(old), full);
    expect(store.products.count()).toBe(655);

    const current = { ...freshSeed(), products: [] };
    const otherKind = await openStore(memoryPersistence(current, 'large'), {
      ...full,
      seedKind: 'demo',
    });
    expect(otherKind.products.count()).toBe(655);
    const sameKind = await openStore(memoryPersistence(current, 'demo'), {
      ...full,
      seedKind: 'demo',
    });
    expect(sameKind.products.count()).toBe(0);
  });

  it('removes and updates rows, and reset() goes back to the seed, stored too', async () => {
    const persistence = memoryPersistence();
    const store = createStore(freshSeed(), persistence);
    expect(store.orders.remove((o) => o.organisation_id === 1)).toBeGreaterThan(0);
    store.users.update(1, { first_name: 'Changed' });
    await store.reset();
    expect(store.snapshot()).toEqual(freshSeed());
    expect(persistence.stored('users')).toEqual(freshSeed().users);
    expect(persistence.stored('orders')).toHaveLength(900); // 300 per organisation
  });

  it('writes only the records that changed, in one batch per flush', async () => {
    const persistence = memoryPersistence(freshSeed());
    const writes = recordingWrites(persistence);
    const store = await openStore(persistence, full);
    store.users.update(2, { first_name: 'Second' });
    const mail = store.sendMail({ to: 'a@b.test', subject: 'One', text: 'x' });
    store.otp_codes.remove(() => true); // nothing to remove: nothing to write
    const removed = store.orders.remove((o) => o.id <= 2);
    await store.flush();
    expect(removed).toBe(2);
    expect(writes).toEqual([
      {
        users: { put: [2], remove: [] },
        mails: { put: [mail.id], remove: [] },
        orders: { put: [], remove: [1, 2] },
      },
    ]);
    expect(
      persistence
        .stored('orders')
        .map((o) => o.id)
        .slice(0, 2),
    ).toEqual([3, 4]);
    expect(persistence.stored('users')[1]!.first_name).toBe('Second');
  });

  it('writes a record changed in place once it is marked, and only then', async () => {
    const persistence = memoryPersistence(freshSeed());
    const store = await openStore(persistence, full);
    const category = store.categories.get(3)!;
    category.name = 'Changed in place';
    await store.flush();
    expect(persistence.stored('categories')[2]!.name).not.toBe('Changed in place');
    store.categories.markChanged(category);
    await store.flush();
    expect(persistence.stored('categories')[2]!.name).toBe('Changed in place');
  });

  it('counts revisions per collection, for caches built from one', () => {
    const store = createStore(freshSeed(), memoryPersistence());
    const products = store.revision('products');
    const users = store.revision('users');
    store.products.update(1, { title: 'New title' });
    expect(store.revision('products')).toBeGreaterThan(products);
    expect(store.revision('users')).toBe(users);
  });

  it('finds rows by id and gives ids past the highest', () => {
    const store = createStore(freshSeed(), memoryPersistence());
    expect(store.movements.get(12_345)!.id).toBe(12_345);
    expect(store.movements.get(10_000_000)).toBeUndefined();
    expect(store.movements.nextId()).toBe(store.movements.all().at(-1)!.id + 1);
  });
});

describe('store (IndexedDB)', () => {
  it('persists record by record: write, reopen, the data is still there', async () => {
    const dbName = newDbName();
    const store = track(await openStore(tab(dbName, 5), small));
    store.categories.update(1, { name: 'Renamed pantry' });
    store.sendMail({ to: 'owner@demo.test', subject: 'Kept', text: 'across reloads' });
    await store.flush();

    // A reload: a new connection, nothing in memory.
    const reopened = track(await openStore(tab(dbName), small));
    expect(reopened.categories.get(1)!.name).toBe('Renamed pantry');
    expect(reopened.mails.all().at(-1)!.subject).toBe('Kept');
    expect(reopened.products.count()).toBe(655);
    // More than one page of records comes back whole and in id order.
    expect(reopened.movements.all()).toEqual(smallSeed().movements);
  });

  it('opens lazily: a collection is read only when asked for', async () => {
    const dbName = newDbName();
    track(await openStore(tab(dbName), small));
    const store = track(openLazyStore(tab(dbName), full));
    expect(store.isLoaded('users')).toBe(false);
    expect(() => store.users.all()).toThrow(/users collection is not loaded/);

    await store.ready(ACCOUNT_COLLECTIONS);
    expect(store.users.find((u) => u.email === 'owner@demo.test')).toBeDefined();
    expect(store.isLoaded('movements')).toBe(false);
    await store.ready(['movements']);
    expect(store.movements.count()).toBe(smallSeed().movements.length);
  });

  it('debounces writes into one transaction', async () => {
    const persistence = tab(newDbName(), 20);
    const writes = recordingWrites(persistence);
    const store = track(await openStore(persistence, small));
    for (let i = 0; i < 5; i += 1) store.categories.update(1, { name: `Name ${i}` });
    store.categories.update(2, { name: 'Other' });
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ categories: { put: [1, 2], remove: [] } });
    expect((await persistence.loadRecords('categories', [1]))[0]!.name).toBe('Name 4');
  });

  it('follows another tab’s writes by reading just the records it names', async () => {
    const dbName = newDbName();
    const storeA = track(await openStore(tab(dbName), small));
    const storeB = track(await openStore(tab(dbName), small));
    const untouched = storeB.categories.get(2);
    storeA.categories.update(1, { name: 'From tab A' });
    storeA.sendMail({ to: 'owner@demo.test', subject: 'From tab A', text: 'hi' });
    storeA.orders.remove((o) => o.id === 1);
    await storeA.flush();
    await vi.waitFor(() => expect(storeB.mails.all().at(-1)!.subject).toBe('From tab A'));
    await vi.waitFor(() => expect(storeB.orders.get(1)).toBeUndefined());
    await vi.waitFor(() => expect(storeB.categories.get(1)!.name).toBe('From tab A'));
    // Records nobody changed were not read again: the same objects.
    expect(storeB.categories.get(2)).toBe(untouched);
    expect(storeB.orders.all()[0]!.id).toBe(2);
  });

  it('keeps its own pending write over another tab’s older one', async () => {
    const dbName = newDbName();
    const storeA = track(await openStore(tab(dbName), small));
    const storeB = track(await openStore(tab(dbName, 60_000), small));
    storeB.categories.update(1, { name: 'Mine, not written yet' });
    storeA.categories.update(1, { name: 'Theirs' });
    storeA.users.update(1, { first_name: 'Theirs too' });
    await storeA.flush();
    await vi.waitFor(() => expect(storeB.users.get(1)!.first_name).toBe('Theirs too'));
    expect(storeB.categories.get(1)!.name).toBe('Mine, not written yet');
  });

  it('resets every collection and the other tabs follow', async () => {
    const dbName = newDbName();
    const storeA = track(await openStore(tab(dbName), small));
    const storeB = track(await openStore(tab(dbName), small));
    storeA.users.update(1, { first_name: 'Before reset' });
    storeA.sessions.insert({
      user_id: 1,
      client: 'c',
      token_digest: 'd',
      expiry: 0,
      organisation_id: null,
      created_at: new Date(0).toISOString(),
    });
    await storeA.flush();
    await vi.waitFor(() => expect(storeB.sessions.count()).toBe(1));

    await storeA.reset();
    expect(storeA.sessions.count()).toBe(0);
    expect(storeA.users.get(1)!.first_name).toBe(freshSeed().users[0]!.first_name);
    await vi.waitFor(() => expect(storeB.isLoaded('sessions')).toBe(false));
    await storeB.ready();
    expect(storeB.sessions.count()).toBe(0);
    expect(storeB.users.get(1)!.first_name).toBe(freshSeed().users[0]!.first_name);

    const reloaded = track(await openStore(tab(dbName), small));
    expect(reloaded.snapshot()).toEqual(smallSeed());
  });

  it('replaces a database of the old one-snapshot format with a seeded one', async () => {
    const dbName = newDbName();
    const old = await openDB(dbName, 1, {
      upgrade: (db) => void db.createObjectStore('snapshots'),
    });
    await old.put('snapshots', { ...freshSeed(), version: 3, products: [] }, 'db');
    old.close();

    const store = track(await openStore(tab(dbName), small));
    expect(store.products.count()).toBe(655);
    const upgraded = await openDB(dbName);
    expect([...upgraded.objectStoreNames].sort()).toEqual(['meta', ...COLLECTION_NAMES].sort());
    upgraded.close();
  });

  it('seeds through seedInto when given, then reads what it wrote', async () => {
    const dbName = newDbName();
    const persistence = tab(dbName);
    const seedInto = vi.fn(async (meta, reason) => {
      expect(reason).toBe('missing');
      await persistence.replaceAll(smallSeed(), meta);
    });
    const store = track(openLazyStore(persistence, { seedInto }));
    await store.ready(['products']);
    expect(seedInto).toHaveBeenCalledTimes(1);
    expect(store.products.count()).toBe(655);
    expect(await persistence.readMeta()).toEqual({ version: SNAPSHOT_VERSION, seed: 'demo' });
  });
});
