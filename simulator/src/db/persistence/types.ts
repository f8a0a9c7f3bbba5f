import type { CollectionName, DbSnapshot, RecordOf } from '../schema';

/**
 * Where a store's records live between runs, one collection at a time. A store opens by reading
 * the meta record (nothing stored, or another version or seed kind: it reseeds), loads each
 * collection the first time a request needs it, and writes only the records that changed, in
 * one batch per flush. `subscribe` lets a backend shared by several live stores (IndexedDB across
 * browser tabs) tell the others which records changed under them.
 */
export interface StoredMeta {
  /** SNAPSHOT_VERSION of the records. */
  version: number;
  /** Which seed the database was made from ('demo', 'large'). */
  seed: string;
  /**
   * Set by the first step of a seeding done in steps (the browser's seed files) and dropped by
   * the last: a database whose seeding was cut short (a reload) has its accounts, and perhaps
   * sessions made since, and the next load writes only what is missing.
   */
  incomplete?: boolean;
}

/** Records written (put) and ids deleted, per collection. */
export type ChangeSet = {
  [K in CollectionName]?: { put: RecordOf<K>[]; remove: number[] };
};

/** Ids of changed records (written or deleted), per collection. */
export type ChangedIds = Partial<Record<CollectionName, number[]>>;

export type ExternalChange =
  /** Another store wrote these records: read them again. */
  | { kind: 'records'; changed: ChangedIds }
  /** The whole database was replaced (reset, reseed): drop everything loaded. */
  | { kind: 'reset' };

export interface Persistence {
  readonly kind: 'memory' | 'indexeddb' | 'file';
  /** Delay before a write after the last change; 0 writes on the next microtask. */
  readonly debounceMs: number;
  /** The meta record, or null when nothing (complete) is stored. */
  readMeta(): Promise<StoredMeta | null>;
  /** Every record of a collection, by ascending id. */
  loadCollection<K extends CollectionName>(name: K): Promise<RecordOf<K>[]>;
  /** The records with these ids (undefined: deleted), in the order asked. */
  loadRecords<K extends CollectionName>(
    name: K,
    ids: readonly number[],
  ): Promise<(RecordOf<K> | undefined)[]>;
  /**
   * Writes one flush's changes as one batch. `rowsOf` gives a changed collection's full, current
   * rows, for backends that store a collection as a whole (the file store).
   */
  write(
    changes: ChangeSet,
    rowsOf: <K extends CollectionName>(name: K) => readonly RecordOf<K>[],
  ): Promise<void>;
  /** Replaces everything (clears every collection, writes every record, then the meta). */
  replaceAll(snapshot: DbSnapshot, meta: StoredMeta): Promise<void>;
  /** Tells the other live stores that the database was replaced (after replaceAll, a reset). */
  announceReset?(): void;
  subscribe?(onExternalChange: (change: ExternalChange) => void): () => void;
}
