import { openDB, type IDBPDatabase } from 'idb';
import type { DbSnapshot } from '../schema';
import type { Persistence } from './types';

/**
 * Browser persistence: the whole snapshot under one key of an IndexedDB object store, so the demo
 * data (and signed-in sessions) survive page reloads. Every open tab runs its own copy of the
 * handlers; after a tab writes, it says so on a BroadcastChannel and the other tabs reload, so a
 * sign-in in one tab is known to the next one: open tabs follow each other's user.
 */
export const SIMULATOR_DB_NAME = 'merchant-portal-simulator';
const STORE_NAME = 'snapshots';
const KEY = 'db';

export interface IndexedDbOptions {
  dbName?: string;
  debounceMs?: number;
}

export function indexedDbPersistence(options: IndexedDbOptions = {}): Persistence & {
  close(): void;
} {
  const dbName = options.dbName ?? SIMULATOR_DB_NAME;
  let dbPromise: Promise<IDBPDatabase> | null = null;
  const db = () =>
    (dbPromise ??= openDB(dbName, 1, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(STORE_NAME)) database.createObjectStore(STORE_NAME);
      },
    }));
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${dbName}:changes`);

  return {
    kind: 'indexeddb',
    debounceMs: options.debounceMs ?? 150,
    async load() {
      return ((await (await db()).get(STORE_NAME, KEY)) as DbSnapshot | undefined) ?? null;
    },
    async save(snapshot) {
      await (await db()).put(STORE_NAME, snapshot, KEY);
      channel?.postMessage('saved');
    },
    subscribe(onExternalChange) {
      if (!channel) return () => {};
      const listener = () => onExternalChange();
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close() {
      channel?.close();
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
    },
  };
}
