import { openDB, unwrap, type IDBPDatabase } from 'idb';
import { COLLECTION_NAMES, type CollectionName, type DbSnapshot, type RecordOf } from '../schema';
import type { ChangedIds, ExternalChange, Persistence, StoredMeta } from './types';

/**
 * Browser persistence: one IndexedDB object store per collection, keyed by the record's id, plus
 * a `meta` store (version and seed kind), so the demo data (and signed-in sessions) survive page
 * reloads. A flush writes just the changed records in one transaction. Every open tab runs its
 * own copy of the handlers; after a tab writes, it names the changed ids on a BroadcastChannel
 * and the other tabs read those records again, so a sign-in in one tab is known to the next one.
 *
 * The layout is checked on open: a database without exactly these object stores (the old
 * one-snapshot format, a collection added since) is upgraded to the next version, which drops
 * every store, so the simulator reseeds. No version number to remember to bump.
 */
export const SIMULATOR_DB_NAME = 'merchant-portal-simulator';
const META_STORE = 'meta';
const META_KEY = 'db';
/**
 * Records per read while loading a collection: each page is a task of its own, so reading
 * 100,000 stock movements never blocks the page for long.
 */
const PAGE_SIZE = 2000;

/**
 * Seeding writes tens of thousands of records the seed can write again: not worth waiting for the
 * disk's flush (seconds on a busy machine). A seed lost in a crash has no meta record, so the
 * next load seeds again.
 */
const SEEDING: IDBTransactionOptions = { durability: 'relaxed' };

export interface IndexedDbOptions {
  dbName?: string;
  debounceMs?: number;
  /** Called when an upgrade waits for another tab to close the database (true), and once done. */
  onBlocked?: (blocked: boolean) => void;
}

const hasLayout = (db: IDBPDatabase) =>
  db.objectStoreNames.length === COLLECTION_NAMES.length + 1 &&
  [META_STORE, ...COLLECTION_NAMES].every((name) => db.objectStoreNames.contains(name));

function recreateStores(db: IDBPDatabase) {
  for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
  db.createObjectStore(META_STORE);
  for (const name of COLLECTION_NAMES) db.createObjectStore(name, { keyPath: 'id' });
}

/** Opens the database with this module's layout, upgrading (and so emptying) it when needed. */
async function openDatabase(
  dbName: string,
  onBlocking: () => void,
  onBlocked: (blocked: boolean) => void,
): Promise<IDBPDatabase> {
  const blocking = onBlocking;
  const current = await openDB(dbName, undefined, { blocking });
  if (hasLayout(current)) return current;
  const version = current.version + 1;
  current.close();
  try {
    const upgraded = await openDB(dbName, version, {
      upgrade: (db) => recreateStores(db),
      blocking,
      blocked: () => {
        console.warn('[simulator] another tab keeps an older simulator database open');
        onBlocked(true);
      },
    });
    onBlocked(false);
    return upgraded;
  } catch (error) {
    // Another tab or the seed worker upgraded first: open whatever is there now.
    if ((error as DOMException).name !== 'VersionError') throw error;
    return openDatabase(dbName, onBlocking, onBlocked);
  }
}

export type IndexedDbPersistence = Persistence & {
  /**
   * Seeding in steps: clears these collections and writes their records, in one transaction,
   * then `meta` when given (`incomplete` until the last step).
   */
  replaceSome(collections: Partial<DbSnapshot>, meta: StoredMeta | undefined): Promise<void>;
  close(): void;
};

export function indexedDbPersistence(options: IndexedDbOptions = {}): IndexedDbPersistence {
  const dbName = options.dbName ?? SIMULATOR_DB_NAME;
  let dbPromise: Promise<IDBPDatabase> | null = null;
  // Another tab needs a newer layout: let it through; the next call here opens again.
  const release = () => {
    const closing = dbPromise;
    dbPromise = null;
    void closing?.then((db) => db.close());
  };
  const onBlocked = options.onBlocked ?? (() => {});
  const db = () => (dbPromise ??= openDatabase(dbName, release, onBlocked));
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${dbName}:changes`);
  const announce = (change: ExternalChange) => channel?.postMessage(change);

  return {
    kind: 'indexeddb',
    debounceMs: options.debounceMs ?? 150,

    async readMeta() {
      return ((await (await db()).get(META_STORE, META_KEY)) as StoredMeta | undefined) ?? null;
    },

    async loadCollection<K extends CollectionName>(name: K) {
      const rows: RecordOf<K>[] = [];
      let after: number | null = null;
      for (;;) {
        const range = after === null ? undefined : IDBKeyRange.lowerBound(after, true);
        const page = (await (await db()).getAll(name, range, PAGE_SIZE)) as RecordOf<K>[];
        for (const row of page) rows.push(row);
        if (page.length < PAGE_SIZE) return rows;
        after = page.at(-1)!.id;
      }
    },

    async loadRecords<K extends CollectionName>(name: K, ids: readonly number[]) {
      const tx = (await db()).transaction(name, 'readonly');
      const found = await Promise.all(ids.map((id) => tx.store.get(id)));
      return found as (RecordOf<K> | undefined)[];
    },

    async write(changes) {
      const names = Object.keys(changes) as CollectionName[];
      if (names.length === 0) return;
      const tx = (await db()).transaction(names, 'readwrite');
      const changed: ChangedIds = {};
      for (const name of names) {
        const { put, remove } = changes[name]!;
        // Raw requests: a failing one aborts the transaction, which `done` reports once.
        const store = unwrap(tx.objectStore(name));
        for (const record of put) store.put(record);
        for (const id of remove) store.delete(id);
        changed[name] = [...put.map((record) => record.id), ...remove];
      }
      await tx.done;
      announce({ kind: 'records', changed });
    },

    async replaceAll(snapshot, meta) {
      const tx = (await db()).transaction([META_STORE, ...COLLECTION_NAMES], 'readwrite', SEEDING);
      for (const name of COLLECTION_NAMES) {
        const store = unwrap(tx.objectStore(name));
        store.clear();
        for (const record of snapshot[name]) store.put(record);
      }
      // Last, in the same transaction: a database is complete exactly when it has a meta record.
      unwrap(tx.objectStore(META_STORE)).put(meta, META_KEY);
      await tx.done;
    },

    async replaceSome(collections, meta) {
      const names = (Object.keys(collections) as CollectionName[]).filter((name) =>
        COLLECTION_NAMES.includes(name),
      );
      if (names.length === 0 && meta === undefined) return;
      const tx = (await db()).transaction(
        meta === undefined ? names : [META_STORE, ...names],
        'readwrite',
        SEEDING,
      );
      for (const name of names) {
        const store = unwrap(tx.objectStore(name));
        store.clear();
        for (const record of collections[name]!) store.put(record);
      }
      if (meta) unwrap(tx.objectStore(META_STORE)).put(meta, META_KEY);
      await tx.done;
    },

    announceReset() {
      announce({ kind: 'reset' });
    },

    subscribe(onExternalChange) {
      if (!channel) return () => {};
      const listener = (event: MessageEvent<ExternalChange>) => onExternalChange(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },

    close() {
      channel?.close();
      release();
    },
  };
}
