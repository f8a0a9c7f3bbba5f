import type { SeedRequest, SeedResult } from './browserSeeding';
import { indexedDbPersistence } from '../db/persistence/indexeddb';
import { isSeedKind } from './constants';
import { freshSeedFor } from './index';

/**
 * The browser's seed generator, in a module Web Worker (generatedSeed.ts starts it): faker and
 * the generators run here, off the page's main thread, and the records go straight into
 * IndexedDB in one transaction. The page then reads only the collections it needs. Generating
 * the seed on the main thread took seconds under a throttled CPU and blocked the login form.
 */
self.onmessage = async (event: MessageEvent<SeedRequest>) => {
  const { dbName, now, meta } = event.data;
  const started = performance.now();
  const persistence = indexedDbPersistence({ dbName });
  let result: SeedResult;
  try {
    const snapshot = freshSeedFor(now, isSeedKind(meta.seed) ? meta.seed : 'demo');
    await persistence.replaceAll(snapshot, meta);
    result = { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    persistence.close();
  }
  self.postMessage(result);
};
