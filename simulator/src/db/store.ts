import { Collection, indexOfId, type CollectionHost } from './collection';
import type { ChangeSet, ExternalChange, Persistence, StoredMeta } from './persistence/types';
import {
  COLLECTION_NAMES,
  SNAPSHOT_VERSION,
  type CollectionName,
  type DbSnapshot,
  type MailRecord,
  type RecordOf,
} from './schema';
import { escapeHtml } from '@/lib/escapeHtml';

/**
 * The simulator's database: typed collections over per-collection arrays, loaded from a
 * Persistence the first time something needs them, and written back record by record: every
 * insert, update and removal (and `markChanged` for records changed in place) notes the record,
 * and one flush writes just those. Handlers get a store; tests get one too, to assert what the
 * "server" now holds.
 */
export interface StoreOptions {
  /**
   * Builds a fresh database in memory, for `reset()` and for a store opened on an empty (or
   * other-version) persistence. Without it (and without `seedInto`), a store that must seed fails: the caller names the seed.
   */
  reseed?: () => DbSnapshot | Promise<DbSnapshot>;
  /**
   * Instead of `reseed`: fills the persistence itself (the browser's seed worker writes IndexedDB
   * off the main thread); the store then loads collections from it like any stored database.
   * `reason` 'missing' may find that another tab seeded meanwhile and do nothing. A seeding that
   * completes collections one after another calls `stored` with each batch once it is in the
   * persistence: a request that reads only those goes on without waiting for the rest.
   */
  seedInto?: (
    meta: StoredMeta,
    reason: 'missing' | 'reset',
    stored: (names: readonly CollectionName[]) => void,
  ) => Promise<void>;
  /** The seed a stored database must come from, else it is replaced ('demo' by default). */
  seedKind?: string;
  /** Clock for `sent_at` of mails; the handlers' `now` is passed here by the entry points. */
  now?: () => number;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type SimulatorStore = ReturnType<typeof buildStore>;

/** Ids of the records that changed, per collection (a removed record's id too). */
export type StoreChanges = Partial<Record<CollectionName, number[]>>;

type Loaded = { version: number } & Partial<Omit<DbSnapshot, 'version'>>;
type AnyRecord = { id: number };

/** A store opened with no seed: the database layer never picks one itself (the seed lies above it). */
const noSeed = (): never => {
  throw new Error('[simulator] this store was opened without a seed (reseed or seedInto)');
};

/** Something read a collection before `ready()` loaded it. */
export class CollectionNotLoadedError extends Error {
  constructor(readonly collection: CollectionName) {
    super(
      `[simulator] the ${collection} collection is not loaded: await store.ready(['${collection}']) first`,
    );
    this.name = 'CollectionNotLoadedError';
  }
}

/** The persistence refused a write: nothing of it was kept, in storage or in memory. */
export class StoreWriteError extends Error {
  constructor(readonly reason: unknown) {
    super(`the simulator could not store a change: ${String(reason)}`);
    this.name = 'StoreWriteError';
  }
}

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
  let dirty = new Map<CollectionName, Set<number>>();
  const revisions = new Map<CollectionName, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let microtaskQueued = false;
  let pending: Promise<void> = Promise.resolve();
  // The latest write while it is under way, with its outcome (a failure rejects it).
  let inFlight: Promise<void> | null = null;
  // Writes are numbered as they start; the last one the persistence refused is remembered, so
  // that a request learns of a refused write that held its changes even once it has settled.
  let writeCount = 0;
  let lastRefused: { write: number; error: unknown } | null = null;
  // The simulated cable broadcasts from here: what changed, once it is stored (or seen from
  // another tab), never the record itself.
  const changeListeners = new Set<(changes: StoreChanges) => void>();
  const notify = (changes: StoreChanges) =>
    changeListeners.forEach((listener) => {
      try {
        listener(changes);
      } catch (error) {
        console.error('[simulator] a change listener failed', error);
      }
    });

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
  let seeded = new Set<CollectionName>();
  let seededListeners: (() => void)[] = [];
  const markSeeded = (started: number, names: readonly CollectionName[]) => {
    if (started !== generation) return;
    for (const name of names) seeded.add(name);
    const listeners = seededListeners;
    seededListeners = [];
    listeners.forEach((listener) => listener());
  };
  /** Resolves once a seeding under way has completed all of `names` (never, if it does not). */
  const whenSeeded = (names: readonly CollectionName[]) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (names.every((name) => seeded.has(name))) resolve();
        else seededListeners.push(check);
      };
      check();
    });

  /** Fills the persistence with a fresh database (and, built in memory, adopts it). */
  async function seed(reason: 'missing' | 'reset') {
    if (options.seedInto) {
      const started = generation;
      seeded = new Set();
      return options.seedInto(meta, reason, (names) => markSeeded(started, names));
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
      seededListeners = []; // their `ready` calls go on with the opening, now settled
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

  const writeNow = (): Promise<void> => {
    microtaskQueued = false;
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = dirty;
    dirty = new Map();
    const changes: Record<string, { put: AnyRecord[]; remove: number[] }> = {};
    for (const [name, ids] of batch) {
      const rows = data[name] as AnyRecord[] | undefined;
      if (!rows) continue;
      const put: AnyRecord[] = [];
      const remove: number[] = [];
      for (const id of ids) {
        const record = collections[name].get(id) as AnyRecord | undefined;
        if (record) put.push(record);
        else remove.push(id);
      }
      changes[name] = { put, remove };
    }
    if (Object.keys(changes).length === 0) return inFlight ?? pending;
    const changedIds = Object.fromEntries([...batch].map(([name, ids]) => [name, [...ids]]));
    const started = generation;
    const number = ++writeCount;
    const write = pending
      .then(() => persistence.write(changes as ChangeSet, rowsOf))
      .then(
        () => notify(changedIds),
        async (error: unknown) => {
          console.error('[simulator] could not persist the store', error);
          lastRefused = { write: number, error };
          // Nothing half-written stays: memory goes back to what the persistence holds.
          if (started === generation) await rollBack(batch).catch(() => dropAll());
          throw new StoreWriteError(error);
        },
      );
    // Later writes queue behind this one whatever its outcome; its callers see the outcome.
    pending = write.catch(() => undefined);
    inFlight = write;
    void pending.then(() => {
      if (inFlight === write) inFlight = null;
    });
    return write;
  };

  /** Puts the records of a failed batch back as the persistence holds them. */
  async function rollBack(batch: Map<CollectionName, Set<number>>) {
    for (const [name, ids] of batch) {
      const rows = data[name] as AnyRecord[] | undefined;
      if (!rows) continue;
      const list = [...ids];
      const records = (await persistence.loadRecords(name, list)) as (AnyRecord | undefined)[];
      putBack(rows, list, records);
      bump(name);
    }
  }

  const schedule = () => {
    if (persistence.debounceMs <= 0) {
      if (!microtaskQueued) {
        microtaskQueued = true;
        queueMicrotask(() => void (microtaskQueued && writeNow()));
      }
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void writeNow(), persistence.debounceMs);
  };

  // Open recordings of what changes (watchChanges): the activity trail's view of one write.
  const watchers = new Set<Map<CollectionName, Set<number>>>();
  const host: CollectionHost = {
    rows: rowsOf,
    changed(name, ids) {
      for (const watcher of watchers) {
        let seen = watcher.get(name);
        if (!seen) watcher.set(name, (seen = new Set()));
        for (const id of ids) seen.add(id);
      }
      let marked = dirty.get(name);
      if (!marked) dirty.set(name, (marked = new Set()));
      for (const id of ids) marked.add(id);
      bump(name);
      schedule();
    },
  };

  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, new Collection(name, host)]),
  ) as { [K in (typeof COLLECTION_NAMES)[number]]: Collection<K> };

  /** Forgets everything loaded and every unwritten change (a reset here or in another tab). */
  const dropAll = () => {
    generation += 1;
    if (timer) clearTimeout(timer);
    timer = null;
    microtaskQueued = false;
    dirty = new Map();
    loading.clear();
    data = { version: SNAPSHOT_VERSION };
    COLLECTION_NAMES.forEach(bump);
    seeded = new Set();
    seededListeners = [];
  };

  /** Another tab wrote these records: read them again, unless our own write of them is pending. */
  async function refresh(name: CollectionName, ids: number[]) {
    const started = generation;
    if (!data[name]) await loading.get(name)?.catch(() => undefined);
    if (!data[name]) return;
    const records = (await persistence.loadRecords(name, ids)) as (AnyRecord | undefined)[];
    const rows = data[name] as AnyRecord[] | undefined;
    if (started !== generation || !rows) return;
    const ours = dirty.get(name);
    putBack(rows, ids, records, (id) => !ours?.has(id));
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
        await (openingUnderWay ? Promise.race([opening, whenSeeded(names)]) : opening);
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
    watchChanges(): () => StoreChanges {
      const watcher = new Map<CollectionName, Set<number>>();
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
        return Object.fromEntries([...watcher].map(([name, ids]) => [name, [...ids]]));
      };
    },
    /** Calls `listener` after each write with what it changed; returns the unsubscribe. */
    onChange(listener: (changes: StoreChanges) => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    /**
     * Writes the noted changes now and waits for them (and for a write under way that may hold
     * an earlier change of the caller's). Rejects with StoreWriteError when the persistence
     * refused the write, or (given a `writeMark()`) any write started since; the changes are
     * then rolled back in memory.
     */
    async flush(since?: number): Promise<void> {
      await (dirty.size > 0 ? writeNow() : (inFlight ?? pending));
      // A change starts its write on a microtask, so one request's changes may span several
      // writes, an earlier one already settled: any refused since `since` is the caller's too.
      if (since !== undefined && lastRefused && lastRefused.write > since)
        throw new StoreWriteError(lastRefused.error);
    },
    /** The mark `flush(since)` counts from: the writes started so far. */
    writeMark: (): number => writeCount,
    /** Back to the seed: the demo data, no sessions, only the seeded invitation in the mailbox. */
    async reset(): Promise<void> {
      dropAll();
      // Writes already under way land first; requests from now on wait for the new database.
      await openWith(pending.then(() => seed('reset')));
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
      return collections.mails.insert({
        to: input.to,
        subject: input.subject,
        text: input.text,
        html: input.html ?? `<p>${escapeHtml(input.text).replace(/\n/g, '<br>')}</p>`,
        sent_at: new Date(now()).toISOString(),
      });
    },
    dispose(): void {
      unsubscribe?.();
      changeListeners.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  return store;
}

/**
 * Makes `rows` (sorted by id) hold each id as `records` has it: replaced, inserted in order, or
 * removed when the record is undefined (deleted). `wanted` skips ids the caller keeps as they are.
 */
function putBack(
  rows: AnyRecord[],
  ids: readonly number[],
  records: readonly (AnyRecord | undefined)[],
  wanted: (id: number) => boolean = () => true,
): void {
  ids.forEach((id, i) => {
    if (!wanted(id)) return;
    const at = indexOfId(rows, id);
    const present = rows[at]?.id === id;
    const record = records[i];
    if (record && present) rows[at] = record;
    else if (record) rows.splice(at, 0, record);
    else if (present) rows.splice(at, 1);
  });
}
