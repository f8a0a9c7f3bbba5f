import { LOG_COLLECTIONS, type DbSnapshot } from '../db/schema';

/*
 * Fresh copies of a seed for new stores (every test gets one). Two things keep them cheap
 * (measured in docs/performance.md, "Tests"):
 * - Append-only logs (tens of thousands of stock movements): the copies share their records,
 *   which are frozen, and get their own arrays. Sharing costs nothing, and a write to a shared
 *   record throws instead of leaking into the next store.
 * - Every other collection is copied the first time the copy's collection is read or replaced:
 *   products and orders are most of a copy, and many tests' stores read neither. The seed is
 *   frozen whole, so a copy made later is the same as one made at once.
 * Faker-free, so the tests' seed file can use it without loading the generators.
 */

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Freezes a seed that fresh copies will be made from, records and all (the log records, which
 * the copies share, and the rest, which they copy when first read); returns the seed. A seed
 * already frozen returns at once.
 */
export function freezeSeed<T extends Readonly<DbSnapshot>>(seed: T): T {
  return deepFreeze(seed);
}

/**
 * A deep copy of plain data (what a seed holds: objects, arrays, strings, numbers, booleans,
 * null). About three times quicker than structuredClone on the seed's many small records, which
 * every test's fresh store pays for.
 */
function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      copy[key] = copyPlain((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}

const isLog = (name: string) => (LOG_COLLECTIONS as readonly string[]).includes(name);

/**
 * A private copy of a frozen seed (freezeSeed) for a new store: log records shared, the rest
 * copied when first read or replaced. Its keys, in the seed's order, are there from the start.
 */
export function copyWithSharedLogs(seed: Readonly<DbSnapshot>): DbSnapshot {
  const source = seed as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const name of Object.keys(source)) {
    const settle = (value: unknown) => {
      Object.defineProperty(copy, name, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
      return value;
    };
    if (isLog(name)) settle([...(source[name] as unknown[])]);
    else
      Object.defineProperty(copy, name, {
        enumerable: true,
        configurable: true,
        get: () => settle(copyPlain(source[name])),
        set: settle,
      });
  }
  return copy as unknown as DbSnapshot;
}
