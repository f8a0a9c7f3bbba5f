import type { StoredMeta } from './persistence/types';
import type { CollectionName, DbSnapshot } from './schema';

/** What a store is opened with (store.ts). */
export interface StoreOptions {
  /**
   * Builds a fresh database in memory, for `reset()` and for a store opened on an empty (or
   * other-version) persistence. Without it (and without `seedInto`), a store that must seed fails: the caller names the seed.
   */
  reseed?: () => DbSnapshot | Promise<DbSnapshot>;
  /**
   * Instead of `reseed`: fills the persistence itself (the browser's seed worker writes IndexedDB
   * off the main thread); the store then loads collections from it like any stored database.
   * `reason` 'missing' may find that another tab seeded meanwhile and do nothing. A seeding that
   * completes collections one after another calls `stored` with each batch once it is in the
   * persistence: a request that reads only those goes on without waiting for the rest.
   */
  seedInto?: (
    meta: StoredMeta,
    reason: 'missing' | 'reset',
    stored: (names: readonly CollectionName[]) => void,
  ) => Promise<void>;
  /** The seed a stored database must come from, else it is replaced ('demo' by default). */
  seedKind?: string;
  /** Clock for `sent_at` of mails; the handlers' `now` is passed here by the entry points. */
  now?: () => number;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Something read a collection before `ready()` loaded it. */
export class CollectionNotLoadedError extends Error {
  constructor(readonly collection: CollectionName) {
    super(
      `[simulator] the ${collection} collection is not loaded: await store.ready(['${collection}']) first`,
    );
    this.name = 'CollectionNotLoadedError';
  }
}
