import { inject } from 'vitest';
import type { DbSnapshot } from '../db/schema';
import { readSeedFile } from './seedFile';

/**
 * The seed the tests' simulator copies for every fresh store. A run's global setup
 * (tests/globalSetup.ts) generates it once and provides the file; a run without that setup
 * generates it here, once per process.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** Path of the demo seed written by tests/globalSetup.ts (src/mocks/testing/seedFile.ts). */
    simulatorSeedFile: string;
  }
}

/**
 * Append-only collections (tens of thousands of stock movements): fresh copies share their
 * records, which are frozen, and get their own arrays. Cloning them for every test's store would
 * cost ~150 ms; sharing costs nothing, and a write to a shared record throws instead of leaking
 * into the next store.
 */
const SHARED = ['movements', 'history'] as const;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

async function loadSeed(): Promise<DbSnapshot> {
  const file = inject('simulatorSeedFile');
  if (file) return readSeedFile(file);
  return (await import('../seed')).buildSeed('demo');
}

const seed = await loadSeed();
for (const name of SHARED) seed[name].forEach(deepFreeze);

/** A private copy of the seed for a new store (movements and history records shared, frozen). */
export function freshTestSeed(): DbSnapshot {
  const { movements, history, ...rest } = seed;
  return { ...structuredClone(rest), movements: [...movements], history: [...history] };
}
