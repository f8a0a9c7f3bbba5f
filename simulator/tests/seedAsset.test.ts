import 'fake-indexeddb/auto';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@tests/support/testClock';
import { seedInWorker } from '@simulator/seed/browserSeeding';
import { generatedSeed } from '@simulator/seed/generatedSeed';
import { indexedDbPersistence } from '@simulator/db/persistence/indexeddb';
import type { StoredMeta } from '@simulator/db/persistence/types';
import {
  ACCOUNT_COLLECTIONS,
  COLLECTION_NAMES,
  LOG_COLLECTIONS,
  SNAPSHOT_VERSION,
  type DbSnapshot,
} from '@simulator/db/schema';
import {
  readSeedAssetPart,
  SEED_ASSET_PART_NAMES,
  SEED_ASSET_PARTS,
  SeedAssetError,
  seedAssetFiles,
  type SeedAssetPart,
  type SeedAssetUrls,
} from '@simulator/seed/seedAsset';
import { loadSeedAsset } from '@simulator/seed/seedAssetLoader';
import { openLazyStore } from '@simulator/db/store';
import { createHandlers } from '@simulator/handlers';
import {
  authHeadersOf,
  DEMO_PASSWORD,
  SIMULATOR_TEST_SECRET,
  signedHeaders,
} from '@simulator/node';
import { buildSeed, DAY_MS, freshSeedFor, SEED_REFERENCE_DATE } from '@simulator/seed';

/**
 * The demo seed as the build's asset (seed/seedAsset.ts): what a fresh browser loads instead of
 * generating the seed with faker. It must give the very store the generator gives, dated from
 * the day it is loaded, and let a sign-in through before its large parts are written.
 */
const seed = buildSeed('demo');
const files = seedAssetFiles(seed);

/** Every part read at `now`, merged into one snapshot. */
const loadedAt = (now: number, from = files) => {
  const snapshot: Partial<DbSnapshot> = { version: SNAPSHOT_VERSION };
  for (const part of SEED_ASSET_PART_NAMES)
    Object.assign(snapshot, readSeedAssetPart(part, from[part], now));
  return snapshot as DbSnapshot;
};

describe('the demo seed asset', () => {
  it('holds every collection once, the accounts first and the logs last', () => {
    const all = SEED_ASSET_PART_NAMES.flatMap((part) => SEED_ASSET_PARTS[part]);
    expect([...all].sort()).toEqual([...COLLECTION_NAMES].sort());
    expect(SEED_ASSET_PART_NAMES[0]).toBe('accounts');
    expect(SEED_ASSET_PARTS.accounts).toEqual(ACCOUNT_COLLECTIONS);
    expect(SEED_ASSET_PARTS.logs).toEqual(LOG_COLLECTIONS);
    // The first part is what a sign-in waits for: a few kilobytes of the ten megabytes.
    expect(files.accounts.length).toBeLessThan(50_000);
  });

  it('loads into the same records the in-page generator makes, on the seed day and weeks later', () => {
    expect(loadedAt(SEED_REFERENCE_DATE + 10 * 3_600_000)).toStrictEqual(
      freshSeedFor(SEED_REFERENCE_DATE + 10 * 3_600_000, 'demo'),
    );
    const later = SEED_REFERENCE_DATE + 45 * DAY_MS + 17 * 3_600_000;
    expect(loadedAt(later)).toStrictEqual(freshSeedFor(later, 'demo'));
  });

  it('moves its dates to the day it is loaded', () => {
    const later = SEED_REFERENCE_DATE + 45 * DAY_MS + 17 * 3_600_000;
    const loaded = loadedAt(later);
    const order = seed.orders[0]!;
    const moved = loaded.orders.find((o) => o.id === order.id)!;
    expect(Date.parse(moved.created_at) - Date.parse(order.created_at)).toBe(45 * DAY_MS);
    const invitation = loaded.invitations[0]!;
    expect(Date.parse(invitation.expires_at) - Date.parse(seed.invitations[0]!.expires_at)).toBe(
      45 * DAY_MS,
    );
  });

  it('is the same file whatever day it is built on', () => {
    testClock.set(SEED_REFERENCE_DATE + 60 * DAY_MS);
    expect(seedAssetFiles(buildSeed('demo'))).toEqual(files);
  });

  it('is refused when it is of another layout or lacks a collection', () => {
    const old = files.accounts.replace(
      `"version":${SNAPSHOT_VERSION}`,
      `"version":${SNAPSHOT_VERSION - 1}`,
    );
    expect(() => readSeedAssetPart('accounts', old, Date.now())).toThrow(SeedAssetError);
    const partial = JSON.stringify({ ...JSON.parse(files.logs), collections: { movements: [] } });
    expect(() => readSeedAssetPart('logs', partial, Date.now())).toThrow(/history/);
    expect(() => readSeedAssetPart('records', '<html>', Date.now())).toThrow(SeedAssetError);
  });
});

describe('a fresh browser seeding from the asset', () => {
  const BASE = 'http://localhost:3000/api';
  const server = setupServer();
  const closers: (() => void)[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    closers.forEach((close) => close());
  });

  // fake-indexeddb is slow to write tens of thousands of records: fewer logs here.
  const small = seedAssetFiles({
    ...seed,
    movements: seed.movements.slice(0, 2000),
    history: seed.history.slice(0, 200),
  });
  const urls = Object.fromEntries(
    SEED_ASSET_PART_NAMES.map((part) => [part, `https://portal.test/seed/${part}.json`]),
  ) as SeedAssetUrls;

  it('answers a sign-in once the accounts are in, while the rest still arrives', async () => {
    // The logs' file arrives only when the test lets it.
    let releaseLogs: () => void = () => undefined;
    const logsArrived = new Promise<void>((resolve) => (releaseLogs = resolve));
    const serveFile = async (input: RequestInfo | URL) => {
      const part = /seed\/(\w+)\.json$/.exec(String(input))![1] as SeedAssetPart;
      if (part === 'logs') await logsArrived;
      return new Response(small[part], { headers: { 'content-type': 'application/json' } });
    };
    const dbName = `seed-asset-${Math.random()}`;
    const persistence = indexedDbPersistence({ dbName, debounceMs: 0 });
    closers.push(() => persistence.close());
    let seeded: Promise<void> | null = null;
    const store = openLazyStore(persistence, {
      seedInto: (meta: StoredMeta, _reason, stored) =>
        (seeded = loadSeedAsset({
          urls,
          now: Date.now(),
          meta,
          write: (collections, nextMeta) => persistence.replaceSome(collections, nextMeta),
          stored,
          fetch: serveFile as typeof fetch,
        })),
    });
    closers.push(() => store.dispose());
    server.resetHandlers(
      ...createHandlers(store, { latencyMs: 0, hmacSecret: SIMULATOR_TEST_SECRET }),
    );

    const url = `${BASE}/v1/auth/sign_in`;
    const signIn = await fetch(url, {
      method: 'POST',
      headers: signedHeaders('POST', url, undefined, null, { timestamp: Date.now() }),
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).data.email).toBe('owner@demo.test');
    // Not complete yet: a reload now would write what is missing.
    expect(await persistence.readMeta()).toEqual({
      version: SNAPSHOT_VERSION,
      seed: 'demo',
      incomplete: true,
    });
    for (const name of LOG_COLLECTIONS) expect(store.isLoaded(name)).toBe(false);

    releaseLogs();
    await seeded;
    expect(await persistence.readMeta()).toEqual({ version: SNAPSHOT_VERSION, seed: 'demo' });
    await store.ready();
    // The session of that sign-in is kept; everything else is the seed, dated today.
    const auth = authHeadersOf(signIn);
    expect(store.sessions.filter((s) => s.client === auth.client)).toHaveLength(1);
    const expected = freshSeedFor(Date.now(), 'demo');
    const snapshot = store.snapshot();
    expect(snapshot.products).toStrictEqual(expected.products);
    expect(snapshot.orders).toStrictEqual(expected.orders);
    expect(snapshot.movements).toStrictEqual(expected.movements.slice(0, 2000));
    expect(snapshot.users).toStrictEqual(expected.users);
  });

  it('keeps a session made before a reload cut the seeding short, and writes the rest', async () => {
    // The files as the page fetches them; the logs never arrive on the first visit.
    let logsArrive = false;
    server.use(
      http.get('https://portal.test/seed/:file', async ({ params }) => {
        const part = String(params.file).replace(/\.json$/, '') as SeedAssetPart;
        if (part === 'logs' && !logsArrive) await new Promise(() => undefined);
        return new Response(small[part], { headers: { 'content-type': 'application/json' } });
      }),
    );
    const dbName = `seed-asset-${Math.random()}`;
    const openPage = () => {
      const persistence = indexedDbPersistence({ dbName, debounceMs: 0 });
      const store = openLazyStore(persistence, {
        seedInto: seedInWorker(persistence, {
          dbName,
          now: Date.now,
          assetUrls: () => Promise.resolve(urls),
          generated: generatedSeed,
        }),
      });
      closers.push(() => {
        store.dispose();
        persistence.close();
      });
      server.use(...createHandlers(store, { latencyMs: 0, hmacSecret: SIMULATOR_TEST_SECRET }));
      return { store, persistence };
    };
    const signIn = async () => {
      const url = `${BASE}/v1/auth/sign_in`;
      return fetch(url, {
        method: 'POST',
        headers: signedHeaders('POST', url, undefined, null, { timestamp: Date.now() }),
        body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
      });
    };

    const first = openPage();
    const answer = await signIn();
    expect(answer.status).toBe(200);
    const auth = authHeadersOf(answer);
    first.store.dispose(); // the page reloads before the logs are in

    logsArrive = true;
    const { store, persistence } = openPage();
    await store.ready();
    expect(await persistence.readMeta()).toEqual({ version: SNAPSHOT_VERSION, seed: 'demo' });
    // Still signed in: the accounts were kept, the rest written.
    const url = `${BASE}/v1/auth/validate_token`;
    const validated = await fetch(url, {
      headers: signedHeaders('GET', url, auth, null, { timestamp: Date.now() }),
    });
    expect(validated.status).toBe(200);
    expect(store.movements.count()).toBe(2000);
    expect(store.products.count()).toBe(seed.products.length);
  });
});
