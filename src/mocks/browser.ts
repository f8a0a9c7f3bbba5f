import { http, passthrough } from 'msw';
import { seedInWorker } from './db/browserSeeding';
import { indexedDbPersistence, SIMULATOR_DB_NAME } from './db/persistence/indexeddb';
import { ACCOUNT_COLLECTIONS, COLLECTIONS_WITHOUT_LOGS } from './db/schema';
import { openLazyStore } from './db/store';
import { SIMULATED_PATH } from './handlers/simulatedPath';
import { isSeedKind, type SeedKind } from './seed/constants';

export interface BrowserSimulatorOptions {
  latencyMs: number;
  hmacSecret: string;
  /** Which seed an empty database gets: VITE_SIMULATOR_SEED ('demo' by default, or 'large'). */
  seed?: SeedKind;
}

/** VITE_SIMULATOR_SEED, checked: an unknown kind falls back to 'demo' with a warning. */
export function configuredSeedKind(value: unknown = import.meta.env.VITE_SIMULATOR_SEED): SeedKind {
  if (value === undefined || value === '') return 'demo';
  if (isSeedKind(value)) return value;
  console.warn(`[simulator] VITE_SIMULATOR_SEED=${String(value)} is not a seed; using 'demo'`);
  return 'demo';
}

/**
 * The service worker hands every request of the page to msw, which tries each route on it,
 * parsing cookies each time. The app's own files (scripts, styles, fonts) go first, straight
 * through: one test of the path, not some eighty.
 */
const letOtherRequestsThrough = http.all(
  ({ request }) => !SIMULATED_PATH.test(new URL(request.url).pathname),
  () => passthrough(),
);

/**
 * Runs the simulated API inside the page: msw's service worker in front of an IndexedDB-backed
 * store. Resolves as soon as the service worker intercepts requests; the store opens in the
 * background (an empty database is seeded by a Web Worker, dates moved to today) and each
 * request waits only for the collections it reads. Nothing here imports faker or the seed
 * generators. Requests the handlers do not match (assets, the dev server) pass through.
 */
export async function startBrowserSimulator(opts: BrowserSimulatorOptions): Promise<void> {
  const persistence = indexedDbPersistence();
  const store = openLazyStore(persistence, {
    seedKind: opts.seed ?? configuredSeedKind(),
    seedInto: seedInWorker(persistence, { dbName: SIMULATOR_DB_NAME, now: Date.now }),
  });
  // The first requests need the accounts (sign-in) and, signed in, every collection but the
  // logs (the organisation's pages): read them from disk while the handlers' code loads, not
  // after the first request asked.
  void store
    .ready(ACCOUNT_COLLECTIONS)
    .then(() => store.ready(COLLECTIONS_WITHOUT_LOGS))
    .catch(() => undefined); // a request that needs them reports the failure
  // Loaded apart, so that each is evaluated in a task of its own: one long task blocked the page
  // twice as long.
  const [{ setupWorker }, { createHandlers }, { createCableHandler }] = await Promise.all([
    import('msw/browser'),
    import('./handlers'),
    import('./cable/mswCable'),
  ]);
  const worker = setupWorker(
    letOtherRequestsThrough,
    // The cable (ActionCable at <origin>/api/cable) broadcasts this tab's store changes, and those
    // it follows from other tabs.
    createCableHandler(store, { now: Date.now }),
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
