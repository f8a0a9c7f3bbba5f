import { http, passthrough } from 'msw';
import { whenIdle } from '@/lib/whenIdle';
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
 * msw sees every fetch and XMLHttpRequest of the page and tries each route on it, parsing cookies
 * each time. Anything that is not the simulator's (an error report, a font) goes first, straight
 * through: one test of the path, not some eighty.
 */
const letOtherRequestsThrough = http.all(
  ({ request }) => !SIMULATED_PATH.test(new URL(request.url).pathname),
  () => passthrough(),
);

/**
 * Runs the simulated API inside the page, in front of an IndexedDB-backed store. msw's
 * interceptors patch the page's fetch, XMLHttpRequest and WebSocket, and its handlers answer in
 * the page: no service worker. Every request of the portal is one of those (the API through
 * axios, the hosted search through algoliasearch, the cable, the Simulator menu; the files the
 * API hands out are data: URLs), so a worker added nothing but a registration, an integrity
 * check and two message hops per request. Resolves once the interceptors are in place; the store
 * opens in the background (an empty database is seeded by a Web Worker, dates moved to today)
 * and each request waits only for the collections it reads. Nothing here imports faker or the
 * seed generators. Requests the handlers do not match go out untouched.
 */
export async function startBrowserSimulator(opts: BrowserSimulatorOptions): Promise<void> {
  const persistence = indexedDbPersistence();
  const store = openLazyStore(persistence, {
    seedKind: opts.seed ?? configuredSeedKind(),
    seedInto: seedInWorker(persistence, { dbName: SIMULATOR_DB_NAME, now: Date.now }),
  });
  // The first requests (sign-in, or a signed-in reload's auth/me) need the accounts: read them
  // from disk while the handlers' code loads. The rest (all but the logs) waits until the app has
  // started: read at once, it held the main thread just as the app's first requests went out,
  // and a request that needs a collection sooner loads it itself (the pipeline).
  void store
    .ready(ACCOUNT_COLLECTIONS)
    .then(() => afterStart(() => store.ready(COLLECTIONS_WITHOUT_LOGS)))
    .catch(() => undefined); // a request that needs them reports the failure
  // Loaded apart, so that each is evaluated in a task of its own: one long task blocked the page
  // twice as long.
  const [{ interceptInPage }, { createHandlers }, { createCableHandler }] = await Promise.all([
    import('./inPageNetwork'),
    import('./handlers'),
    import('./cable/mswCable'),
  ]);
  interceptInPage([
    letOtherRequestsThrough,
    // The cable (ActionCable at <origin>/api/cable) broadcasts this tab's store changes, and those
    // it follows from other tabs.
    createCableHandler(store, { now: Date.now }),
    ...createHandlers(store, { latencyMs: opts.latencyMs, hmacSecret: opts.hmacSecret }),
  ]);
  // Writes are debounced; do not lose the last one when the tab closes or reloads.
  globalThis.addEventListener?.('pagehide', () => void store.flush());
}

/**
 * Runs `task` a second after the simulator started, when the page is next idle, and settles as it
 * does: past the app's start, whose first requests read what they need themselves.
 */
function afterStart<T>(task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => whenIdle(() => void task().then(resolve, reject), 1000), 1000);
  });
}
