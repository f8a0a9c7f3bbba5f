import { setupWorker } from 'msw/browser';
import { indexedDbPersistence } from './db/persistence/indexeddb';
import { openStore } from './db/store';
import { createHandlers } from './handlers';
import { freshSeedFor } from './seed';

export interface BrowserSimulatorOptions {
  latencyMs: number;
  hmacSecret: string;
}

/**
 * Runs the simulated API inside the page: an IndexedDB-backed store (seeded on first use, dates
 * moved to today) behind msw's service worker. Requests the handlers do not match (assets, the
 * dev server) pass through untouched.
 */
export async function startBrowserSimulator(opts: BrowserSimulatorOptions): Promise<void> {
  const reseed = () => freshSeedFor(Date.now());
  const store = await openStore(indexedDbPersistence(), { reseed });
  const worker = setupWorker(
    ...createHandlers(store, { latencyMs: opts.latencyMs, hmacSecret: opts.hmacSecret }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Writes are debounced; do not lose the last one when the tab closes or reloads.
  globalThis.addEventListener?.('pagehide', () => void store.flush());
}
