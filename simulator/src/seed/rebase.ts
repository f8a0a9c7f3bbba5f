import type { DbSnapshot } from '../db/schema';
import { DAY_MS, SEED_REFERENCE_DATE } from './constants';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DASH = '-'.charCodeAt(0);

/**
 * Moves every date of a seed snapshot forward by whole days so that the seed's reference date
 * becomes `now`'s day: "orders of the last 30 days" and "unpaid, not yet due" keep meaning
 * something in a demo run long after the seed was written. Used by the browser and the HTTP
 * server when they seed; tests keep the fixed dates. `reference` is the day the snapshot's dates
 * are relative to (the generators': SEED_REFERENCE_DATE). Works on any part of a snapshot (some
 * of its collections). Mutates and returns the snapshot.
 */
export function rebaseSnapshot<T extends Partial<DbSnapshot>>(
  snapshot: T,
  now: number,
  reference: number = SEED_REFERENCE_DATE,
): T {
  const days = Math.floor((now - reference) / DAY_MS);
  if (days === 0) return snapshot;
  const shift = (value: string): string => {
    // Most strings are names, SKUs or pictures: two dashes where a date has them rule them out
    // before the regular expressions run (the large seed has about a million strings).
    if (value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return value;
    if (ISO_TIMESTAMP.test(value)) return new Date(Date.parse(value) + days * DAY_MS).toISOString();
    if (ISO_DATE.test(value))
      return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    return value;
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return shift(node);
    if (Array.isArray(node)) {
      node.forEach((item, i) => (node[i] = walk(item)));
      return node;
    }
    if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = walk(record[key]);
    }
    return node;
  };
  return walk(snapshot) as T;
}
