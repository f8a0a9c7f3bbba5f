import type { StoredMeta } from '../db/persistence/types';
import type { CollectionName, DbSnapshot } from '../db/schema';
import {
  readSeedAssetPart,
  SEED_ASSET_PART_NAMES,
  SEED_ASSET_PARTS,
  SeedAssetError,
  type SeedAssetPart,
  type SeedAssetUrls,
} from './seedAsset';

export interface SeedAssetLoad {
  urls: SeedAssetUrls;
  /** The seed's dates are moved to this day. */
  now: number;
  /** Written with the last part: the database is complete. */
  meta: StoredMeta;
  /**
   * Writes one part's collections in one batch (clearing them first), then `meta` when given:
   * marked incomplete with the first part, complete with the last.
   */
  write(collections: Partial<DbSnapshot>, meta: StoredMeta | undefined): Promise<void>;
  /** Told once each part is written. */
  stored?(names: readonly CollectionName[]): void;
  /** Only these parts (default: all); each keeps its place in the order (the meta's rules). */
  parts?: readonly SeedAssetPart[];
  /** Awaited before the first write (the parts are fetched and read meanwhile). */
  beforeWrite?: () => Promise<void>;
  fetch?: typeof fetch;
}

/**
 * Seeds a database from the seed asset (seedAsset.ts): every part is requested at once, then
 * each is read, its dates moved to `now`'s day, and written, in order, so the accounts are
 * usable while the larger parts still arrive. Throws SeedAssetError when a file is missing or
 * not of this layout (the caller then generates the seed).
 */
export async function loadSeedAsset(load: SeedAssetLoad): Promise<void> {
  const fetchFile = load.fetch ?? fetch;
  const parts = load.parts ?? SEED_ASSET_PART_NAMES;
  const texts = parts.map(async (part) => {
    let answer: Response;
    try {
      answer = await fetchFile(load.urls[part]);
    } catch (error) {
      throw new SeedAssetError(`the ${part} file could not be fetched (${String(error)})`);
    }
    if (!answer.ok) throw new SeedAssetError(`the ${part} file answered ${answer.status}`);
    return answer.text();
  });
  // Each is awaited in turn below; one failing early must not go unhandled meanwhile.
  texts.forEach((text) => void text.catch(() => undefined));
  const first = SEED_ASSET_PART_NAMES[0];
  const last = SEED_ASSET_PART_NAMES.at(-1);
  let waited = false;
  for (const [i, part] of parts.entries()) {
    const text = await texts[i]!;
    const collections = readSeedAssetPart(part, text, load.now);
    if (!waited) await load.beforeWrite?.();
    waited = true;
    const meta =
      part === last ? load.meta : part === first ? { ...load.meta, incomplete: true } : undefined;
    await load.write(collections, meta);
    load.stored?.(SEED_ASSET_PARTS[part]);
  }
}
