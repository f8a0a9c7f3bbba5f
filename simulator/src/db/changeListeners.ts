import type { CollectionName } from './schema';
import type { StoreChanges } from './writeQueue';

/**
 * Who hears about the store's changes: listeners called after each write (the simulated cable
 * broadcasts from here: what changed, once it is stored or seen from another tab, never the
 * record itself), and open recordings of the ids the changes touch (watchChanges: the activity
 * trail's view of one write).
 */
export function createChangeListeners() {
  const changeListeners = new Set<(changes: StoreChanges) => void>();
  const watchers = new Set<Map<CollectionName, Set<number>>>();
  return {
    /** Tells every listener what a write changed; one failing listener does not stop the rest. */
    notify(changes: StoreChanges): void {
      changeListeners.forEach((listener) => {
        try {
          listener(changes);
        } catch (error) {
          console.error('[simulator] a change listener failed', error);
        }
      });
    },
    /** Notes the ids a change touched (in memory, before any flush) in every open recording. */
    record(name: CollectionName, ids: Iterable<number>): void {
      for (const watcher of watchers) {
        let seen = watcher.get(name);
        if (!seen) watcher.set(name, (seen = new Set()));
        for (const id of ids) seen.add(id);
      }
    },
    /**
     * Starts noting the ids every change from now on touches (in memory, before any flush);
     * the returned function stops and gives them, per collection.
     */
    watchChanges(): () => StoreChanges {
      const watcher = new Map<CollectionName, Set<number>>();
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
        return Object.fromEntries([...watcher].map(([name, ids]) => [name, [...ids]]));
      };
    },
    /** Calls `listener` after each write with what it changed; returns the unsubscribe. */
    onChange(listener: (changes: StoreChanges) => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    /** Forgets every listener (the store is disposed). */
    clear(): void {
      changeListeners.clear();
    },
  };
}
