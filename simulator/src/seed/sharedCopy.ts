import { LOG_COLLECTIONS, type DbSnapshot } from '../db/schema';

/*
 * Append-only logs (tens of thousands of stock movements): fresh copies of a seed share their
 * records, which are frozen, and get their own arrays. Cloning them for every test's store would
 * cost ~150 ms; sharing costs nothing, and a write to a shared record throws instead of leaking
 * into the next store. Faker-free, so the tests' seed file can use it without loading the
 * generators.
 */

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Freezes the log records of a seed that fresh copies will share; returns the seed. */
export function freezeSharedLogs<T extends DbSnapshot>(seed: T): T {
  for (const name of LOG_COLLECTIONS) seed[name].forEach(deepFreeze);
  return seed;
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

/** A private copy of a seed for a new store (log records shared, frozen; the rest copied). */
export function copyWithSharedLogs(seed: Readonly<DbSnapshot>): DbSnapshot {
  const { movements, history, ...rest } = seed;
  return { ...copyPlain(rest), movements: [...movements], history: [...history] };
}
