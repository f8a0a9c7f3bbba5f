import { COLLECTION_NAMES, type CollectionName, type DbSnapshot, type RecordOf } from '../schema';
import type { Persistence, StoredMeta } from './types';

type Table = Map<number, unknown>;

/**
 * Keeps the records in memory (tests, SIMULATOR_STORE=memory). Writes clone what they store, so
 * the "persisted" copy cannot be changed by later mutations of the live store, which is what a
 * real backend guarantees and what the reopen tests rely on. Frozen records (the seed's shared
 * movements and history in tests) cannot change, so they are kept as they are: storing a seed
 * stays cheap.
 */
export function memoryPersistence(
  initial: DbSnapshot | null = null,
  initialSeed = 'demo',
): Persistence & {
  readonly writeCount: number;
  /** The stored copy of one collection, by ascending id (tests). */
  stored<K extends CollectionName>(name: K): RecordOf<K>[];
} {
  let meta: StoredMeta | null = null;
  const tables = new Map<CollectionName, Table>(COLLECTION_NAMES.map((name) => [name, new Map()]));
  let writeCount = 0;

  const copy = <T>(record: T): T => (Object.isFrozen(record) ? record : structuredClone(record));
  const table = (name: CollectionName) => tables.get(name)!;
  const replace = (snapshot: DbSnapshot, next: StoredMeta) => {
    for (const name of COLLECTION_NAMES) {
      const rows = new Map<number, unknown>();
      for (const record of snapshot[name]) rows.set(record.id, copy(record));
      tables.set(name, rows);
    }
    meta = { ...next };
  };
  const sortedRows = <K extends CollectionName>(name: K) =>
    [...table(name).entries()].sort(([a], [b]) => a - b).map(([, r]) => copy(r) as RecordOf<K>);

  if (initial) replace(initial, { version: initial.version, seed: initialSeed });

  return {
    kind: 'memory',
    debounceMs: 0,
    get writeCount() {
      return writeCount;
    },
    stored: sortedRows,
    async readMeta() {
      return meta && { ...meta };
    },
    async loadCollection(name) {
      return sortedRows(name);
    },
    async loadRecords(name, ids) {
      return ids.map((id) => {
        const record = table(name).get(id);
        return record === undefined ? undefined : (copy(record) as RecordOf<typeof name>);
      });
    },
    async write(changes) {
      for (const [name, change] of Object.entries(changes)) {
        const rows = table(name as CollectionName);
        for (const record of change.put) rows.set(record.id, copy(record));
        for (const id of change.remove) rows.delete(id);
      }
      writeCount += 1;
    },
    async replaceAll(snapshot, next) {
      replace(snapshot, next);
      writeCount += 1;
    },
  };
}
