import type { CollectionName, RecordOf } from './schema';

/** What a collection needs from its store: its loaded rows and a way to say what changed. */
export interface CollectionHost {
  /** The loaded rows, by ascending id; throws when the collection is not loaded yet. */
  rows<K extends CollectionName>(name: K): RecordOf<K>[];
  /** Records (by id) that the next flush must write, or delete when they are gone. */
  changed(name: CollectionName, ids: Iterable<number>): void;
}

type WithId = { id: number };

/**
 * A typed table over one array of the store. Inserts, updates and removals note what changed, so
 * a flush writes just those records; code that changes a record object in place must say so with
 * `markChanged(record)`. The array is read from the host on every call because a reset or another
 * tab's write replaces it. Rows stay sorted by id (ids only grow), so `get` is a binary search.
 */
export class Collection<K extends CollectionName> {
  constructor(
    private readonly name: K,
    private readonly host: CollectionHost,
  ) {}

  private rows(): RecordOf<K>[] {
    return this.host.rows(this.name);
  }

  all(): readonly RecordOf<K>[] {
    return this.rows();
  }

  get(id: number): RecordOf<K> | undefined {
    const rows = this.rows();
    const at = indexOfId(rows, id);
    const row = rows[at] as (RecordOf<K> & WithId) | undefined;
    // Rows pushed out of order by hand still resolve, only slower.
    return row?.id === id ? row : rows.find((r) => (r as WithId).id === id);
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
    this.host.changed(this.name, [row.id]);
    return row;
  }

  update(id: number, patch: Partial<Omit<RecordOf<K>, 'id'>>): RecordOf<K> | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    Object.assign(row as object, patch);
    this.host.changed(this.name, [id]);
    return row;
  }

  /** Removes every row matching the predicate; returns how many went. */
  remove(predicate: (row: RecordOf<K>) => boolean): number {
    const rows = this.rows();
    const gone: number[] = [];
    // Compacted in place: the array is the one every reader holds, and may be 100,000 long.
    let kept = 0;
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      if (predicate(row)) gone.push((row as WithId).id);
      else rows[kept++] = row;
    }
    rows.length = kept;
    if (gone.length > 0) this.host.changed(this.name, gone);
    return gone.length;
  }

  /**
   * Says that these records were changed in place (e.g. `product.units = …`): the next flush
   * writes them.
   */
  markChanged(...records: RecordOf<K>[]): void {
    this.host.changed(
      this.name,
      records.map((record) => (record as WithId).id),
    );
  }

  /** The same by id, for many records at once (rows a bulk import pushed into `all()`). */
  markIdsChanged(ids: Iterable<number>): void {
    this.host.changed(this.name, ids);
  }
}

/** Where `id` is or would go in rows sorted by id. */
export function indexOfId(rows: readonly unknown[], id: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((rows[mid] as WithId).id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}
