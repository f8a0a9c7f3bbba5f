import { readFileSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import type { DbSnapshot } from '../db/schema';

/**
 * The demo seed as a file, so a test run generates it once instead of once per test file: every
 * file runs in a fresh process (vitest's isolation), and importing faker and running the
 * generators there costs about a second, where reading this file costs under 100 ms. v8's
 * serializer keeps what structuredClone keeps, the way a store's snapshot is copied anyway.
 */

/** Generates the demo seed with the current generators and writes it to `path`. */
export async function writeSeedFile(path: string): Promise<void> {
  const { buildSeed } = await import('../seed');
  writeFileSync(path, serialize(buildSeed('demo')));
}

export function readSeedFile(path: string): DbSnapshot {
  return deserialize(readFileSync(path)) as DbSnapshot;
}
