import { indexOfId } from './collection';
import type { ChangeSet, Persistence } from './persistence/types';
import type { CollectionName } from './schema';

export type AnyRecord = { id: number };

/** Ids of the records that changed, per collection (a removed record's id too). */
export type StoreChanges = Partial<Record<CollectionName, number[]>>;

/** The persistence refused a write: nothing of it was kept, in storage or in memory. */
export class StoreWriteError extends Error {
  constructor(readonly reason: unknown) {
    super(`the simulator could not store a change: ${String(reason)}`);
    this.name = 'StoreWriteError';
  }
}

/** What the write queue reads of the store it writes for. */
export interface WriteQueueHost {
  persistence: Persistence;
  /** A loaded collection's rows, or undefined when it is not in memory. */
  loadedRows(name: CollectionName): AnyRecord[] | undefined;
  /** The record as memory holds it now (undefined: removed). */
  recordOf(name: CollectionName, id: number): AnyRecord | undefined;
  /** What a write hands the persistence to read whole collections with. */
  rowsOf: Parameters<Persistence['write']>[1];
  /** Bumped by every reset: a failed write started before one rolls nothing back. */
  generation(): number;
  /** A collection's rows changed (a rollback): caches built from it are stale. */
  bump(name: CollectionName): void;
  /** A write landed: these records changed (the simulated cable listens). */
  notify(changes: StoreChanges): void;
  /** The last resort when even a rollback fails: forget everything loaded. */
  dropAll(): void;
}

/**
 * The store's writes: records noted as changed are written in batches (on a microtask, or after
 * the persistence's debounce), one batch after another whatever each one's outcome. A refused
 * batch is rolled back in memory to what the persistence holds, and remembered, so that a
 * request whose changes spanned several batches learns of it (`flush(since)`).
 */
export function createWriteQueue(host: WriteQueueHost) {
  const { persistence } = host;
  let dirty = new Map<CollectionName, Set<number>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let microtaskQueued = false;
  let pending: Promise<void> = Promise.resolve();
  // The latest write while it is under way, with its outcome (a failure rejects it).
  let inFlight: Promise<void> | null = null;
  // Writes are numbered as they start; the last one the persistence refused is remembered, so
  // that a request learns of a refused write that held its changes even once it has settled.
  let writeCount = 0;
  let lastRefused: { write: number; error: unknown } | null = null;

  const stopTimers = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    microtaskQueued = false;
  };

  /** Puts the records of a failed batch back as the persistence holds them. */
  async function rollBack(batch: Map<CollectionName, Set<number>>) {
    for (const [name, ids] of batch) {
      const rows = host.loadedRows(name);
      if (!rows) continue;
      const list = [...ids];
      const records = (await persistence.loadRecords(name, list)) as (AnyRecord | undefined)[];
      putBack(rows, list, records);
      host.bump(name);
    }
  }

  const writeNow = (): Promise<void> => {
    stopTimers();
    const batch = dirty;
    dirty = new Map();
    const changes: Record<string, { put: AnyRecord[]; remove: number[] }> = {};
    for (const [name, ids] of batch) {
      if (!host.loadedRows(name)) continue;
      const put: AnyRecord[] = [];
      const remove: number[] = [];
      for (const id of ids) {
        const record = host.recordOf(name, id);
        if (record) put.push(record);
        else remove.push(id);
      }
      changes[name] = { put, remove };
    }
    if (Object.keys(changes).length === 0) return inFlight ?? pending;
    const changedIds = Object.fromEntries([...batch].map(([name, ids]) => [name, [...ids]]));
    const started = host.generation();
    const number = ++writeCount;
    const write = pending
      .then(() => persistence.write(changes as ChangeSet, host.rowsOf))
      .then(
        () => host.notify(changedIds),
        async (error: unknown) => {
          console.error('[simulator] could not persist the store', error);
          lastRefused = { write: number, error };
          // Nothing half-written stays: memory goes back to what the persistence holds.
          if (started === host.generation()) await rollBack(batch).catch(() => host.dropAll());
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

  return {
    /** Notes these records of `name` as changed in memory; a write follows. */
    note(name: CollectionName, ids: Iterable<number>): void {
      let marked = dirty.get(name);
      if (!marked) dirty.set(name, (marked = new Set()));
      for (const id of ids) marked.add(id);
      schedule();
    },
    /** Whether this record has a change of ours not yet handed to the persistence. */
    isNoted: (name: CollectionName, id: number): boolean => dirty.get(name)?.has(id) ?? false,
    /** Writes the noted changes now (see the store's `flush`). */
    async flush(since?: number): Promise<void> {
      await (dirty.size > 0 ? writeNow() : (inFlight ?? pending));
      // A change starts its write on a microtask, so one request's changes may span several
      // writes, an earlier one already settled: any refused since `since` is the caller's too.
      if (since !== undefined && lastRefused && lastRefused.write > since)
        throw new StoreWriteError(lastRefused.error);
    },
    /** The mark `flush(since)` counts from: the writes started so far. */
    writeMark: (): number => writeCount,
    /** Settles once every write started so far has (whatever its outcome). */
    settled: (): Promise<void> => pending,
    /** Forgets the changes not yet written (a reset). */
    discard(): void {
      stopTimers();
      dirty = new Map();
    },
    dispose: stopTimers,
  };
}

/**
 * Makes `rows` (sorted by id) hold each id as `records` has it: replaced, inserted in order, or
 * removed when the record is undefined (deleted). `wanted` skips ids the caller keeps as they are.
 */
export function putBack(
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
