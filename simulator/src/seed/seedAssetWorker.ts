import type { SeedAssetRequest, SeedAssetWorkerMessage } from './browserSeeding';
import { indexedDbPersistence } from '../db/persistence/indexeddb';
import { SEED_ASSET_GO, SeedAssetError } from './seedAsset';
import { loadSeedAsset } from './seedAssetLoader';

/**
 * Seeds the browser's IndexedDB database from the seed asset (browserSeeding.ts starts it), off
 * the page's main thread: fetching, parsing and moving the dates of ten megabytes of JSON, and
 * writing some 30,000 records, would otherwise hold the page while it signs in. The page writes
 * the accounts itself and then posts SEED_ASSET_GO; the parts asked for here are fetched and
 * read meanwhile, and each is reported once written, so the page's store loads it at once.
 */
const post = (message: SeedAssetWorkerMessage) => self.postMessage(message);

let go: () => void = () => undefined;
const going = new Promise<void>((resolve) => (go = resolve));

self.onmessage = async (event: MessageEvent<SeedAssetRequest | typeof SEED_ASSET_GO>) => {
  if (event.data === SEED_ASSET_GO) return go();
  const { dbName, now, meta, urls, parts } = event.data;
  const started = performance.now();
  const persistence = indexedDbPersistence({ dbName });
  // Opens the database while the files arrive (a failure is reported by the first write).
  void persistence.readMeta().catch(() => undefined);
  try {
    await loadSeedAsset({
      parts,
      beforeWrite: () => going,
      urls,
      now,
      meta,
      write: (collections, nextMeta) => persistence.replaceSome(collections, nextMeta),
      stored: (names) => post({ kind: 'stored', names: [...names] }),
    });
    post({ kind: 'done', ms: Math.round(performance.now() - started) });
  } catch (error) {
    post({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      asset: error instanceof SeedAssetError,
    });
  } finally {
    persistence.close();
  }
};
