import { PRODUCT_FACETS, type SearchHit } from '@/domain/contract';

/**
 * A record of the index with what every query needs from it worked out once: its searchable
 * text, and its facet values as small integers. Records are rebuilt, never changed, when their
 * product or bundle changes (records.ts), so these cannot go stale. Counting six facets over
 * 10,000 records then means adding up integers, not hashing 60,000 strings found by walking
 * object paths, and a facet filter compares integers.
 */
export type Primitive = string | number | boolean;

export interface IndexedHit {
  readonly hit: SearchHit;
  /** SKU, title and barcode, lower-cased: what a query's words are looked for in. */
  readonly text: string;
  /** The ids (facetValueId) of its distinct values of every PRODUCT_FACETS facet. */
  readonly facetIds: Int32Array;
}

const FACETS: readonly string[] = PRODUCT_FACETS;
/** Which of PRODUCT_FACETS a facet name is, or -1. */
export const facetIndex = (name: string): number => FACETS.indexOf(name);

/**
 * Facet values (a facet and a value) numbered in the order first seen, for the whole process:
 * there are a few hundred at most (categories, colours, warehouses, a few flags).
 */
const idOfValue = new Map<string, number>();
const facetOfId: number[] = [];
const valueOfId: string[] = [];
/** Ids per facet and lower-cased value: filters compare case-insensitively. */
const idsOfLowered = new Map<string, number[]>();

function facetValueId(facet: number, value: string): number {
  const key = `${facet}\u0000${value}`;
  let id = idOfValue.get(key);
  if (id === undefined) {
    id = valueOfId.length;
    idOfValue.set(key, id);
    facetOfId.push(facet);
    valueOfId.push(value);
    const lowered = `${facet}\u0000${value.toLowerCase()}`;
    idsOfLowered.set(lowered, [...(idsOfLowered.get(lowered) ?? []), id]);
  }
  return id;
}

/** The ids of a facet's values that equal `value` case-insensitively (none: nothing has it). */
export const idsOfFacetValue = (facet: number, value: string): readonly number[] =>
  idsOfLowered.get(`${facet}\u0000${value.toLowerCase()}`) ?? [];

export function indexedHit(hit: SearchHit): IndexedHit {
  Object.freeze(hit.locations);
  if (hit.category) Object.freeze(hit.category);
  const ids: number[] = [];
  FACET_READERS.forEach((read, facet) => {
    for (const value of new Set(read(hit).map(String))) ids.push(facetValueId(facet, value));
  });
  return {
    hit: Object.freeze(hit),
    text: `${hit.sku}\n${hit.title}\n${hit.barcode}`.toLowerCase(),
    facetIds: Int32Array.from(ids),
  };
}

const FACET_READERS = FACETS.map((path) => valuesReader(path));

/** How many of the records have each facet value (indexed by id). */
export function countFacetValues(records: readonly IndexedHit[]): Int32Array {
  const counts = new Int32Array(valueOfId.length);
  for (const record of records) {
    const ids = record.facetIds;
    for (let i = 0; i < ids.length; i += 1) counts[ids[i]!]! += 1;
  }
  return counts;
}

/** One facet's values and their counts, out of countFacetValues' answer. */
export function facetCountsOf(counts: Int32Array, facet: number): Map<string, number> {
  const values = new Map<string, number>();
  for (let id = 0; id < counts.length; id += 1)
    if (counts[id]! > 0 && facetOfId[id] === facet) values.set(valueOfId[id]!, counts[id]!);
  return values;
}

const isPrimitive = (v: unknown): v is Primitive =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Reads the values at a dotted path (`category.name`); arrays are flattened, so
 * `locations:SYD1` matches any element. The path is split once, not per record.
 */
export function valuesReader(path: string): (hit: SearchHit) => Primitive[] {
  const keys = path.split('.');
  return (hit) => {
    let node: unknown = hit;
    for (const key of keys) {
      if (node === null || typeof node !== 'object') return [];
      node = (node as Record<string, unknown>)[key];
    }
    return Array.isArray(node) ? node.filter(isPrimitive) : isPrimitive(node) ? [node] : [];
  };
}
