import type { CollectionName, DbSnapshot, RecordOf } from './schema';

/** What a collection needs from its store: the live data and a way to schedule a save. */
export interface CollectionHost {
  readonly data: DbSnapshot;
  save(): void;
}

type WithId = { id: number };

/**
 * A typed table over one array of the snapshot. Inserts, updates and removals schedule a save;
 * code that changes a record object in place must call `store.save()` itself. The array is read
 * from the host on every call because a reset or another tab's write replaces the whole snapshot.
 */
export class Collection<K extends CollectionName> {
  constructor(
    private readonly name: K,
    private readonly host: CollectionHost,
  ) {}

  private rows(): RecordOf<K>[] {
    return this.host.data[this.name] as RecordOf<K>[];
  }

  all(): readonly RecordOf<K>[] {
    return this.rows();
  }

  get(id: number): RecordOf<K> | undefined {
    return this.rows().find((row) => (row as WithId).id === id);
  }

  find(predicate: (row: RecordOf<K>) => boolean): RecordOf<K> | undefined {
    return this.rows().find(predicate);
  }

  filter(predicate: (row: RecordOf<K>) => boolean): RecordOf<K>[] {
    return this.rows().filter(predicate);
  }

  count(predicate?: (row: RecordOf<K>) => boolean): number {
    return predicate ? this.rows().filter(predicate).length : this.rows().length;
  }

  /** Like an autoincrement key: one past the highest id in the table. */
  nextId(): number {
    return this.rows().reduce((max, row) => Math.max(max, (row as WithId).id), 0) + 1;
  }

  insert(record: Omit<RecordOf<K>, 'id'>): RecordOf<K> {
    const row = { ...record, id: this.nextId() } as RecordOf<K>;
    this.rows().push(row);
    this.host.save();
    return row;
  }

  update(id: number, patch: Partial<Omit<RecordOf<K>, 'id'>>): RecordOf<K> | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    Object.assign(row as object, patch);
    this.host.save();
    return row;
  }

  /** Removes every row matching the predicate; returns how many went. */
  remove(predicate: (row: RecordOf<K>) => boolean): number {
    const rows = this.rows();
    const kept = rows.filter((row) => !predicate(row));
    const removed = rows.length - kept.length;
    if (removed > 0) {
      rows.splice(0, rows.length, ...kept);
      this.host.save();
    }
    return removed;
  }
}
