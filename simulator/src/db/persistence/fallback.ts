import { memoryPersistence } from './memory';
import type { Persistence, StoredMeta } from './types';

/**
 * The browser's persistence with a way out: when the stored database cannot be opened or read
 * (storage disabled or full, a corrupt database, a browser that refuses IndexedDB), the
 * simulator goes on over a fresh in-memory database instead of failing every request, and says
 * so (`notice()`: the Simulator button shows it, with 'Reset demo data' to try the stored one
 * again). A blocked upgrade (another tab keeps an older database open) is said too.
 */
export interface StorageStatus {
  persistence: Persistence['kind'];
  /** What the merchant should know about the demo data's storage, or null when all is well. */
  notice: string | null;
}

export const STORAGE_NOTICES = {
  unreadable:
    'The demo data stored in this browser could not be opened, so this tab runs on fresh demo ' +
    'data kept in memory: changes are lost when the page reloads. Reset demo data to try the ' +
    'stored data again.',
  blocked:
    'Another tab of this portal keeps an older copy of the demo data open. Close the other ' +
    'tabs of this portal (or reload them), and this one continues.',
} as const;

export interface FallbackPersistence extends Persistence {
  status(): StorageStatus;
  /** Whether the stored database failed and memory is in use. */
  usingMemory(): boolean;
  /** An upgrade is waiting for another tab (from the stored database's `blocked` event). */
  setBlocked(blocked: boolean): void;
}

export function withMemoryFallback(primary: Persistence): FallbackPersistence {
  let active: Persistence = primary;
  let failed = false;
  let blocked = false;

  const fallBack = (error: unknown) => {
    console.error('[simulator] the stored database cannot be used; running in memory', error);
    failed = true;
    blocked = false;
    active = memoryPersistence();
  };

  return {
    get kind() {
      return active.kind;
    },
    get debounceMs() {
      return active.debounceMs;
    },
    async readMeta(): Promise<StoredMeta | null> {
      if (failed) return active.readMeta();
      try {
        return await primary.readMeta();
      } catch (error) {
        fallBack(error);
        return null; // nothing usable: the store seeds the memory one
      } finally {
        blocked = false;
      }
    },
    loadCollection: (name) => active.loadCollection(name),
    loadRecords: (name, ids) => active.loadRecords(name, ids),
    write: (changes, rowsOf) => active.write(changes, rowsOf),
    replaceAll: (snapshot, meta) => active.replaceAll(snapshot, meta),
    announceReset: () => active.announceReset?.(),
    subscribe: (listener) => primary.subscribe?.(listener) ?? (() => {}),
    status: () => ({
      persistence: active.kind,
      notice: failed ? STORAGE_NOTICES.unreadable : blocked ? STORAGE_NOTICES.blocked : null,
    }),
    usingMemory: () => failed,
    setBlocked(value) {
      blocked = value;
    },
  };
}
