import { inject } from 'vitest';
import type { DbSnapshot } from '../db/schema';
import { copyWithSharedLogs, freezeSeed } from '../seed/sharedCopy';
import { readSeedFile } from './seedFile';

/**
 * The seed the tests' simulator copies for every fresh store. A run's global setup
 * (tests/globalSetup.ts) generates it once and provides the file; a run without that setup
 * generates it here, once per process.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** Path of the demo seed written by tests/globalSetup.ts (simulator/src/testing/seedFile.ts). */
    simulatorSeedFile: string;
  }
}

async function loadSeed(): Promise<DbSnapshot> {
  const file = inject('simulatorSeedFile');
  if (file) return readSeedFile(file);
  return (await import('../seed')).buildSeed('demo');
}

const seed = freezeSeed(await loadSeed());

/** A private copy of the seed for a new store (log records shared; the rest copied when first read). */
export function freshTestSeed(): DbSnapshot {
  return copyWithSharedLogs(seed);
}
