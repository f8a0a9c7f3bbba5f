import type { CollectionName } from './schema';

/**
 * Which collections a seeding under way has completed in the persistence so far, so that a
 * request reading only those may load them before the whole seeding ends.
 */
export function createSeedProgress() {
  let completed = new Set<CollectionName>();
  let waiting: (() => void)[] = [];
  return {
    /** A new seeding starts, or everything loaded is forgotten: nothing is completed. */
    restart(): void {
      completed = new Set();
    },
    /** The seeding has stored these collections. */
    complete(names: readonly CollectionName[]): void {
      for (const name of names) completed.add(name);
      const listeners = waiting;
      waiting = [];
      listeners.forEach((listener) => listener());
    },
    /** Resolves once the seeding has completed all of `names` (never, if it does not). */
    whenCompleted(names: readonly CollectionName[]): Promise<void> {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (names.every((name) => completed.has(name))) resolve();
          else waiting.push(check);
        };
        check();
      });
    },
    /** The seeding settled: whoever still waits goes on with the opening instead. */
    release(): void {
      waiting = [];
    },
  };
}
