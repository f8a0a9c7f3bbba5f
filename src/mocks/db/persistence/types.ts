import type { DbSnapshot } from '../schema';

/**
 * Where a store's snapshot lives between runs. The store calls `save` after mutations (debounced
 * by `debounceMs`), `load` once when opened. `subscribe` lets a backend shared by several live
 * stores (IndexedDB across browser tabs) tell the others that the data changed under them.
 */
export interface Persistence {
  readonly kind: 'memory' | 'indexeddb' | 'file';
  /** Delay before a save after the last mutation; 0 saves on the next microtask. */
  readonly debounceMs: number;
  load(): Promise<DbSnapshot | null>;
  save(snapshot: DbSnapshot): Promise<void>;
  subscribe?(onExternalChange: () => void): () => void;
}
