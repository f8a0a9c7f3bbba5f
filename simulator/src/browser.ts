import { http, passthrough } from 'msw';
import seedAssetUrls from 'virtual:simulator-seed-asset';
import { whenIdle } from '@/lib/whenIdle';
import { seedInWorker } from './seed/browserSeeding';
import { generatedSeed } from './seed/generatedSeed';
import { withMemoryFallback } from './db/persistence/fallback';
import { indexedDbPersistence, SIMULATOR_DB_NAME } from './db/persistence/indexeddb';
import type { Persistence, StoredMeta } from './db/persistence/types';
import { ACCOUNT_COLLECTIONS, COLLECTIONS_WITHOUT_LOGS, type DbSnapshot } from './db/schema';
import type { SeedAssetUrls } from './seed/seedAsset';
import { loadSeedAsset } from './seed/seedAssetLoader';
import { openLazyStore } from './db/store';
import { SIMULATED_PATH } from './handlers/simulatedPath';
import { createFaultRegistry, sessionStorageKeeper } from './server-rules/faults';
import { isSeedKind, type SeedKind } from './seed/constants';
import { whilePreparing } from './seedingStatus';

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
 * check and two message hops per request. The interceptors go in first; the store opens in the
 * background (an empty database is seeded by a Web Worker from the demo seed the build
 * generated, dates moved to today, the accounts first) and each
 * request waits only for the collections it reads. Resolves once the account collections every
 * request reads are loaded (the portal's requests wait for that, not their timeout). Nothing
 * here imports faker or the seed generators. Requests the handlers do not match go out
 * untouched.
 */
export async function startBrowserSimulator(opts: BrowserSimulatorOptions): Promise<void> {
  // A stored database that cannot be opened or read gives way to one in memory, and the
  // Simulator button says so (persistence/fallback.ts).
  const stored = indexedDbPersistence({ onBlocked: (blocked) => persistence.setBlocked(blocked) });
  const persistence = withMemoryFallback(stored);
  const inWorker = seedInWorker(stored, {
    dbName: SIMULATOR_DB_NAME,
    now: Date.now,
    assetUrls: demoSeedAssetUrls,
    generated: generatedSeed,
  });
  const store = openLazyStore(persistence, {
    seedKind: opts.seed ?? configuredSeedKind(),
    seedInto: (meta, reason, seeded) =>
      whilePreparing(() =>
        persistence.usingMemory()
          ? seedInMemory(persistence, meta)
          : inWorker(meta, reason, seeded),
      ),
  });
  // The first requests (sign-in, or a signed-in reload's auth/me) need the accounts: read them
  // from disk while the handlers' code loads. The rest (all but the logs) waits until the app has
  // started: read at once, it held the main thread just as the app's first requests went out,
  // and a request that needs a collection sooner loads it itself (the pipeline).
  const accounts = store.ready(ACCOUNT_COLLECTIONS);
  void accounts
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
    ...createHandlers(store, {
      latencyMs: opts.latencyMs,
      hmacSecret: opts.hmacSecret,
      // The portal this simulator serves: mailed links point at it, whoever calls the API.
      portalOrigin: location.origin,
      storageStatus: persistence.status,
      // Injected faults outlive a reload of this tab (a browser test reloads to start with one).
      faults: createFaultRegistry(sessionStorageKeeper()),
    }),
  ]);
  // Writes are debounced; do not lose the last one when the tab closes or reloads.
  globalThis.addEventListener?.('pagehide', () => void store.flush());
  // Every request needs the accounts, which a first visit must seed before they can be read (the
  // asset's first, small part; a generated seed, the large one, takes seconds). The portal's
  // requests wait for them here, before their own timeout starts (src/api/timeouts.ts), instead
  // of inside the handler, where seeding counted against it. Capped, so that a store that never
  // opens still lets requests go and fail.
  await Promise.race([
    accounts.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SEEDING_PATIENCE_MS)),
  ]);
}

/** How long requests wait for the first seeding before they go out anyway. */
const SEEDING_PATIENCE_MS = 120_000;

/**
 * Runs `task` a second after the simulator started, when the page is next idle, and settles as it
 * does: past the app's start, whose first requests read what they need themselves.
 */
function afterStart<T>(task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    setTimeout(() => whenIdle(() => void task().then(resolve, reject), 1000), 1000);
  });
}

/**
 * Where the build put the demo seed's files (scripts/vite/simulatorSeed.ts; the development
 * server serves them too), or null.
 */
const demoSeedAssetUrls = async (): Promise<SeedAssetUrls | null> => seedAssetUrls;

/**
 * Seeds the in-memory fallback on the main thread, dates moved to today: from the demo seed's
 * asset when it can, else generated (slow, but rare).
 */
async function seedInMemory(persistence: Persistence, meta: StoredMeta): Promise<void> {
  const now = Date.now();
  const urls = meta.seed === 'demo' ? await demoSeedAssetUrls().catch(() => null) : null;
  if (urls) {
    try {
      const collected: Partial<DbSnapshot> = { version: meta.version };
      await loadSeedAsset({
        urls,
        now,
        meta,
        write: async (collections) => void Object.assign(collected, collections),
      });
      await persistence.replaceAll(collected as DbSnapshot, meta);
      return;
    } catch (error) {
      console.warn('[simulator] generating the seed:', (error as Error).message);
    }
  }
  const { freshSeedFor } = await import('./seed');
  await persistence.replaceAll(freshSeedFor(now, isSeedKind(meta.seed) ? meta.seed : 'demo'), meta);
}
