import { Collection, type CollectionHost } from './collection';
import type { ExternalChange, Persistence, StoredMeta } from './persistence/types';
import {
  COLLECTION_NAMES,
  SNAPSHOT_VERSION,
  type CollectionName,
  type DbSnapshot,
  type MailRecord,
  type RecordOf,
} from './schema';
import {
  createWriteQueue,
  putBack,
  StoreWriteError,
  type AnyRecord,
  type StoreChanges,
} from './writeQueue';
import { createSeedProgress } from './seedProgress';
import { createChangeListeners } from './changeListeners';
import { mailRecord } from './mail';
import { CollectionNotLoadedError, type MailInput, type StoreOptions } from './storeOptions';

export {
  CollectionNotLoadedError,
  StoreWriteError,
  type MailInput,
  type StoreChanges,
  type StoreOptions,
};

/**
 * The simulator's database: typed collections over per-collection arrays, loaded from a
 * Persistence the first time something needs them, and written back record by record: every
 * insert, update and removal (and `markChanged` for records changed in place) notes the record,
 * and one flush writes just those. Handlers get a store; tests get one too, to assert what the
 * "server" now holds.
 */
export type SimulatorStore = ReturnType<typeof buildStore>;

type Loaded = { version: number } & Partial<Omit<DbSnapshot, 'version'>>;

/** A store opened with no seed: the database layer never picks one itself (the seed lies above it). */
const noSeed = (): never => {
  throw new Error('[simulator] this store was opened without a seed (reseed or seedInto)');
};

/** A store over data already in memory (tests): everything loaded, nothing written yet. */
export function createStore(
  snapshot: DbSnapshot,
  persistence: Persistence,
  options: StoreOptions = {},
): SimulatorStore {
  return buildStore(persistence, options, snapshot);
}

/**
 * A store over whatever the persistence holds, returned at once: it reads the meta record (and
 * seeds when nothing usable is stored) in the background, and loads a collection when
 * `ready([...names])` asks for it. Requests await `ready` for what they read (the pipeline).
 */
export function openLazyStore(
  persistence: Persistence,
  options: StoreOptions = {},
): SimulatorStore {
  return buildStore(persistence, options, null);
}

/** Opens a persisted store with every collection loaded, seeding it when nothing usable is stored. */
export async function openStore(
  persistence: Persistence,
  options: StoreOptions = {},
): Promise<SimulatorStore> {
  const store = openLazyStore(persistence, options);
  await store.ready();
  return store;
}

function buildStore(persistence: Persistence, options: StoreOptions, initial: DbSnapshot | null) {
  const now = options.now ?? Date.now;
  const meta: StoredMeta = { version: SNAPSHOT_VERSION, seed: options.seedKind ?? 'demo' };
  let data: Loaded = initial ?? { version: SNAPSHOT_VERSION };
  // A store made from a snapshot and given no seed goes back to that snapshot on reset.
  const initialCopy = initial && !options.reseed ? structuredClone(initial) : null;
  const reseed = options.reseed ?? (initialCopy ? () => structuredClone(initialCopy) : noSeed);
  // Bumped by every reset: loads and refreshes started before it must not land after it.
  let generation = 0;
  const loading = new Map<CollectionName, Promise<void>>();
  const revisions = new Map<CollectionName, number>();
  // The simulated cable broadcasts from here; the activity trail records one write's changes.
  const listeners = createChangeListeners();
  const notify = listeners.notify;

  const bump = (name: CollectionName) => revisions.set(name, (revisions.get(name) ?? 0) + 1);
  const rowsOf = <K extends CollectionName>(name: K): RecordOf<K>[] => {
    const rows = data[name] as RecordOf<K>[] | undefined;
    if (!rows) throw new CollectionNotLoadedError(name);
    return rows;
  };

  const adopt = (snapshot: DbSnapshot) => {
    data = snapshot;
    COLLECTION_NAMES.forEach(bump);
  };

  // Whether the current opening (or reseed) is still under way; while it is, the collections a
  // seeding has completed in the persistence so far, which `ready` may load before it ends.
  let openingUnderWay = false;
  const seeding = createSeedProgress();

  /** Fills the persistence with a fresh database (and, built in memory, adopts it). */
  async function seed(reason: 'missing' | 'reset') {
    if (options.seedInto) {
      const started = generation;
      seeding.restart();
      return options.seedInto(meta, reason, (names) => {
        if (started === generation) seeding.complete(names);
      });
    }
    const snapshot = await reseed();
    await persistence.replaceAll(snapshot, meta);
    adopt(snapshot);
  }

  async function open() {
    const stored = await persistence.readMeta();
    if (stored?.version !== meta.version || stored.seed !== meta.seed || stored.incomplete)
      await seed('missing');
  }
  let opening: Promise<void> = Promise.resolve();
  /** Requests wait for `promise` (an opening or a reseed) from now on. */
  const openWith = (promise: Promise<void>): Promise<void> => {
    openingUnderWay = true;
    const current: Promise<void> = promise.finally(() => {
      if (opening !== current) return;
      openingUnderWay = false;
      seeding.release(); // their `ready` calls go on with the opening, now settled
    });
    opening = current;
    return current;
  };
  if (!initial) void openWith(open()).catch(() => undefined); // `ready` reports a failure

  function load(name: CollectionName): Promise<void> {
    if (data[name]) return Promise.resolve();
    let promise = loading.get(name);
    if (!promise) {
      const started = generation;
      promise = persistence.loadCollection(name).then(
        (rows) => {
          loading.delete(name);
          if (started !== generation || data[name]) return;
          (data as Record<string, unknown>)[name] = rows;
          bump(name);
        },
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, promise);
    }
    return promise;
  }

  const host: CollectionHost = {
    rows: rowsOf,
    changed(name, ids) {
      listeners.record(name, ids);
      bump(name);
      writes.note(name, ids);
    },
  };

  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, new Collection(name, host)]),
  ) as { [K in (typeof COLLECTION_NAMES)[number]]: Collection<K> };

  const writes = createWriteQueue({
    persistence,
    loadedRows: (name) => data[name] as AnyRecord[] | undefined,
    recordOf: (name, id) => collections[name].get(id) as AnyRecord | undefined,
    rowsOf,
    generation: () => generation,
    bump,
    notify,
    dropAll: () => dropAll(),
  });

  /** Forgets everything loaded and every unwritten change (a reset here or in another tab). */
  const dropAll = () => {
    generation += 1;
    writes.discard();
    loading.clear();
    data = { version: SNAPSHOT_VERSION };
    COLLECTION_NAMES.forEach(bump);
    seeding.restart();
    seeding.release();
  };

  /** Another tab wrote these records: read them again, unless our own write of them is pending. */
  async function refresh(name: CollectionName, ids: number[]) {
    const started = generation;
    if (!data[name]) await loading.get(name)?.catch(() => undefined);
    if (!data[name]) return;
    const records = (await persistence.loadRecords(name, ids)) as (AnyRecord | undefined)[];
    const rows = data[name] as AnyRecord[] | undefined;
    if (started !== generation || !rows) return;
    putBack(rows, ids, records, (id) => !writes.isNoted(name, id));
    bump(name);
    notify({ [name]: ids });
  }

  const unsubscribe = persistence.subscribe?.((change: ExternalChange) => {
    if (change.kind === 'reset') {
      dropAll();
      openingUnderWay = false;
      opening = Promise.resolve();
      return;
    }
    for (const [name, ids] of Object.entries(change.changed))
      void refresh(name as CollectionName, ids).catch((error: unknown) =>
        console.error('[simulator] could not follow another tab', error),
      );
  });

  const store = {
    ...collections,
    persistence,
    /** The loaded collections (all of them once `ready()` resolved), e.g. for bulk imports. */
    get data(): DbSnapshot {
      return data as DbSnapshot;
    },
    /** The server clock (ms) the store was opened with: the handlers' `now`. */
    now: () => now(),
    /**
     * Resolves once these collections (default: all) are loaded; handlers read them only after.
     * A stored database is opened (or seeded) first.
     */
    async ready(names: readonly CollectionName[] = COLLECTION_NAMES): Promise<void> {
      for (;;) {
        const started = generation;
        // A seeding under way may have completed these already: load them without waiting for
        // the rest.
        await (openingUnderWay ? Promise.race([opening, seeding.whenCompleted(names)]) : opening);
        await Promise.all(names.map(load));
        if (started === generation) return;
      }
    },
    /** Whether a collection is in memory (tests, diagnostics). */
    isLoaded: (name: CollectionName): boolean => data[name] !== undefined,
    /**
     * Grows whenever a collection changes (here, in another tab, by a load or a reset): a cache
     * built from a collection stays valid while its revision does.
     */
    revision: (name: CollectionName): number => revisions.get(name) ?? 0,
    /**
     * Starts noting the ids every change from now on touches (in memory, before any flush);
     * the returned function stops and gives them, per collection.
     */
    watchChanges: listeners.watchChanges,
    /** Calls `listener` after each write with what it changed; returns the unsubscribe. */
    onChange: listeners.onChange,
    /**
     * Writes the noted changes now and waits for them (and for a write under way that may hold
     * an earlier change of the caller's). Rejects with StoreWriteError when the persistence
     * refused the write, or (given a `writeMark()`) any write started since; the changes are
     * then rolled back in memory.
     */
    flush: writes.flush,
    /** The mark `flush(since)` counts from: the writes started so far. */
    writeMark: writes.writeMark,
    /** Back to the seed: the demo data, no sessions, only the seeded invitation in the mailbox. */
    async reset(): Promise<void> {
      dropAll();
      // Writes already under way land first; requests from now on wait for the new database.
      await openWith(writes.settled().then(() => seed('reset')));
      persistence.announceReset?.();
    },
    /** A deep copy of every collection (all must be loaded), e.g. to compare two stores. */
    snapshot(): DbSnapshot {
      const copy = { version: data.version } as Record<string, unknown>;
      for (const name of COLLECTION_NAMES) copy[name] = rowsOf(name);
      return structuredClone(copy) as unknown as DbSnapshot;
    },
    /** The only way a one-time code or a link reaches a person: read it in the mailbox. */
    sendMail(input: MailInput): MailRecord {
      return collections.mails.insert(mailRecord(input, now()));
    },
    dispose(): void {
      unsubscribe?.();
      listeners.clear();
      writes.dispose();
    },
  };
  return store;
}
