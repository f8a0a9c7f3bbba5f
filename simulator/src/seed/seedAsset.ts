import { SEED_REFERENCE_DATE } from './constants';
import { rebaseSnapshot } from './rebase';
import {
  ACCOUNT_COLLECTIONS,
  COLLECTIONS_WITHOUT_LOGS,
  LOG_COLLECTIONS,
  SNAPSHOT_VERSION,
  type CollectionName,
  type DbSnapshot,
} from '../db/schema';

/**
 * The demo seed as static files, generated once at build time (scripts/vite/simulatorSeed.ts)
 * so that a fresh browser never runs faker: the page fetches these, moves their dates to today
 * and writes them into IndexedDB. Three parts, loaded in this order, each made complete in the
 * database before the next: the accounts (a few kB, all a sign-in or sign-up reads), the other
 * records, then the logs (stock movements and history, two thirds of the bytes). Every
 * collection is in exactly one part.
 */
export const SEED_ASSET_PARTS = {
  accounts: ACCOUNT_COLLECTIONS,
  records: COLLECTIONS_WITHOUT_LOGS.filter(
    (name) => !(ACCOUNT_COLLECTIONS as readonly CollectionName[]).includes(name),
  ),
  logs: LOG_COLLECTIONS,
} as const satisfies Record<string, readonly CollectionName[]>;

export type SeedAssetPart = keyof typeof SEED_ASSET_PARTS;
export const SEED_ASSET_PART_NAMES = Object.keys(SEED_ASSET_PARTS) as SeedAssetPart[];

/** What the page posts to the seed asset's worker once the parts before the worker's are written. */
export const SEED_ASSET_GO = 'go';

/** Where each part of the seed asset is served (absolute URLs once handed to a worker). */
export type SeedAssetUrls = Record<SeedAssetPart, string>;

/**
 * One part as stored in its file. The dates are those of the generators, relative to
 * `reference` (an ISO day): a build made on any day holds the same file, and the page moves the
 * dates to the day it seeds.
 */
interface SeedAssetFile {
  version: number;
  reference: string;
  collections: Partial<DbSnapshot>;
}

/** The seed (as generated, dates not moved) split into the parts' file contents (JSON). */
export function seedAssetFiles(
  snapshot: DbSnapshot,
  reference: number = SEED_REFERENCE_DATE,
): Record<SeedAssetPart, string> {
  const files = {} as Record<SeedAssetPart, string>;
  for (const part of SEED_ASSET_PART_NAMES) {
    const collections: Record<string, unknown> = {};
    for (const name of SEED_ASSET_PARTS[part]) collections[name] = snapshot[name];
    const file: SeedAssetFile = {
      version: snapshot.version,
      reference: new Date(reference).toISOString().slice(0, 10),
      collections: collections as Partial<DbSnapshot>,
    };
    files[part] = JSON.stringify(file);
  }
  return files;
}

/** The seed asset cannot be used (another layout, a file missing): the seed is generated instead. */
export class SeedAssetError extends Error {
  constructor(message: string) {
    super(`[simulator] seed asset: ${message}`);
    this.name = 'SeedAssetError';
  }
}

/**
 * Reads one part's file: checks it is of this code's layout and holds exactly the part's
 * collections, and moves its dates to `now`'s day.
 */
export function readSeedAssetPart(
  part: SeedAssetPart,
  text: string,
  now: number,
): Partial<DbSnapshot> {
  let file: SeedAssetFile;
  try {
    file = JSON.parse(text) as SeedAssetFile;
  } catch {
    throw new SeedAssetError(`the ${part} file is not JSON`);
  }
  if (file.version !== SNAPSHOT_VERSION)
    throw new SeedAssetError(
      `the ${part} file is of version ${file.version}, not ${SNAPSHOT_VERSION}`,
    );
  const reference = Date.parse(`${file.reference}T00:00:00Z`);
  if (!Number.isFinite(reference))
    throw new SeedAssetError(`the ${part} file has no reference day`);
  for (const name of SEED_ASSET_PARTS[part])
    if (!Array.isArray(file.collections?.[name]))
      throw new SeedAssetError(`the ${part} file lacks the ${name} collection`);
  return rebaseSnapshot(file.collections, now, reference);
}
