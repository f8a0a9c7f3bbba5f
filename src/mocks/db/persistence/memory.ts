import type { DbSnapshot } from '../schema';
import type { Persistence } from './types';

/**
 * Keeps the last saved snapshot in memory (tests, SIMULATOR_STORE=memory). Saving clones it so
 * the "persisted" copy cannot be changed by later mutations of the live store, which is what a
 * real backend guarantees and what the reopen test relies on.
 */
export function memoryPersistence(initial: DbSnapshot | null = null): Persistence & {
  readonly saved: DbSnapshot | null;
  readonly saveCount: number;
} {
  let saved = initial ? structuredClone(initial) : null;
  let saveCount = 0;
  return {
    kind: 'memory',
    debounceMs: 0,
    get saved() {
      return saved;
    },
    get saveCount() {
      return saveCount;
    },
    async load() {
      return saved ? structuredClone(saved) : null;
    },
    async save(snapshot) {
      saved = structuredClone(snapshot);
      saveCount += 1;
    },
  };
}
