import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { DbSnapshot } from '../db/schema';
import { SEED_ASSET_PART_NAMES, seedAssetFiles, type SeedAssetPart } from '../seed/seedAsset';

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

/**
 * The demo seed as the browser's seed asset (seed/seedAsset.ts): one JSON file per part,
 * `<part>.json` in `dir`, dates as generated. The build runs this (scripts/vite/simulatorSeed.ts)
 * so that the page never generates the demo seed itself.
 */
export async function writeSeedAssetFiles(dir: string): Promise<Record<SeedAssetPart, string>> {
  const { buildSeed } = await import('../seed');
  const files = seedAssetFiles(buildSeed('demo'));
  const paths = {} as Record<SeedAssetPart, string>;
  for (const part of SEED_ASSET_PART_NAMES) {
    paths[part] = join(dir, `${part}.json`);
    writeFileSync(paths[part], files[part]);
  }
  return paths;
}
